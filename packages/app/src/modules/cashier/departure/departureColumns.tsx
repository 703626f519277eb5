import {
  type DataGridColumn,
  dataGridColumn,
  formatDate,
  formatDateTime,
  formatMoney,
  StatusChip,
  type StatusChipTone,
} from '@pms/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { Departure } from '../api/departure.ts';
import { departureMessages as m } from './messages.ts';

const isZero = (amount: string) => /^-?0\.00$/.test(amount);
/** Windows that owe or are in credit, in order. */
export const openWindows = (row: Departure) => row.windows.filter((window) => !isZero(window.balance));

/** A departure as the cashier reads it: settled, owing, in credit; or checked out (reversible or not). */
export function departureState(row: Departure): [MessageDescriptor, StatusChipTone] {
  if (row.status === 'checked-out') return row.reversible ? [m.stateReversible, 'yellow'] : [m.stateOut, 'gray'];
  const open = openWindows(row);
  if (open.some((window) => !window.balance.startsWith('-'))) return [m.stateOpen, 'red'];
  if (open.length > 0) return [m.stateCredit, 'yellow'];
  return row.dueOut ? [m.stateSettled, 'green'] : [m.stateNotDue, 'blue'];
}

/** Early departure or late check-out, for the note column. */
export function departureNote(intl: IntlShape, row: Departure): string {
  if (row.earlyDepartureFrom) return intl.formatMessage(m.early, { date: formatDate(row.earlyDepartureFrom) });
  if (row.lateCheckOut) return intl.formatMessage(m.late);
  return '';
}

/** The columns both departure lists share, by id. */
export function departureColumns(intl: IntlShape): Record<string, DataGridColumn<Departure>> {
  const none = intl.formatMessage(m.none);
  const windowColumn = (window: number): DataGridColumn<Departure> =>
    dataGridColumn<Departure, string>({
      id: `window${window}`,
      accessor: (row) => row.windows.find((entry) => entry.window === window)?.balance ?? '0.00',
      header: intl.formatMessage(m.window, { window }),
      width: 84,
      align: 'end',
      format: (value) => formatMoney(value),
    });
  return {
    roomNumber: {
      id: 'roomNumber',
      accessor: 'roomNumber',
      header: intl.formatMessage(m.room),
      width: 64,
      isRowHeader: true,
      format: (v) => String(v || none),
    },
    guest: dataGridColumn<Departure, string>({
      id: 'guest',
      accessor: (row) => [row.guestName, row.companyName].filter(Boolean).join(' · '),
      header: intl.formatMessage(m.guest),
      width: 160,
      format: (value) => value || none,
    }),
    roomTypeCode: { id: 'roomTypeCode', accessor: 'roomTypeCode', header: intl.formatMessage(m.type), width: 56 },
    confirmationNumber: {
      id: 'confirmationNumber',
      accessor: 'confirmationNumber',
      header: intl.formatMessage(m.confirmation),
      width: 96,
    },
    arrival: {
      id: 'arrival',
      accessor: 'arrival',
      header: intl.formatMessage(m.arrival),
      width: 104,
      format: (v) => formatDate(String(v)),
    },
    departure: {
      id: 'departure',
      accessor: 'departure',
      header: intl.formatMessage(m.departure),
      width: 104,
      format: (v) => formatDate(String(v)),
    },
    status: dataGridColumn<Departure, string>({
      id: 'status',
      accessor: (row) => intl.formatMessage(departureState(row)[0]),
      header: intl.formatMessage(m.status),
      width: 124,
      cell: (value, row) => <StatusChip tone={departureState(row)[1]}>{value}</StatusChip>,
    }),
    window1: windowColumn(1),
    window2: windowColumn(2),
    window3: windowColumn(3),
    window4: windowColumn(4),
    balance: {
      id: 'balance',
      accessor: 'balance',
      header: intl.formatMessage(m.balance),
      width: 104,
      align: 'end',
      format: (v) => formatMoney(String(v)),
    },
    checkedOutAt: {
      id: 'checkedOutAt',
      accessor: 'checkedOutAt',
      header: intl.formatMessage(m.checkedOutAt),
      width: 150,
      format: (v) => (v ? formatDateTime(String(v)) : none),
    },
    checkedOutBy: {
      id: 'checkedOutBy',
      accessor: 'checkedOutBy',
      header: intl.formatMessage(m.checkedOutBy),
      width: 96,
      format: (v) => String(v ?? none),
    },
    note: dataGridColumn<Departure, string>({
      id: 'note',
      accessor: (row) => departureNote(intl, row),
      header: intl.formatMessage(m.note),
      width: 190,
    }),
  };
}
