import { type DataGridColumn, dataGridColumn, formatDate, formatMoney, StatusChip, type StatusChipTone } from '@pms/ui';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { FrontDeskStay } from '../api/frontDesk.ts';
import * as styles from './FrontDesk.css.ts';
import { frontDeskMessages as m } from './messages.ts';

/** Where a stay opens: the edit-reservation screen on reception's own paths (spec §2). */
export const stayPath = (stay: FrontDeskStay) =>
  stay.status === 'in-house'
    ? `/menu/app/inHouse-reception/${stay.reservationId}`
    : `/menu/app/arrival-reception/${stay.reservationId}`;

/** A stay's status as the desk reads it: an arrival in house is done; in house, due out or not. */
export function deskStatus(stay: FrontDeskStay, list: 'arrivals' | 'in-house'): [MessageDescriptor, StatusChipTone] {
  if (stay.status === 'in-house') {
    if (list === 'arrivals') return [m.statusDone, 'green'];
    return stay.dueOut ? [m.statusDueOut, 'red'] : [m.statusInHouse, 'yellow'];
  }
  if (stay.status === 'confirmed') return [m.statusConfirmed, 'blue'];
  if (stay.status === 'guaranteed') return [m.statusGuaranteed, 'blue'];
  if (stay.status === 'tentative') return [m.statusTentative, 'gray'];
  if (stay.status === 'waitlist') return [m.statusWaitlist, 'gray'];
  return [m.statusOther, 'gray'];
}

/** "✉ 2  ⚑ 1": undelivered messages and open flags, spoken in full to screen readers. */
function Notices({ stay, intl }: { stay: FrontDeskStay; intl: IntlShape }) {
  if (stay.openMessages === 0 && stay.openFlags === 0)
    return <span className={styles.muted}>{intl.formatMessage(m.none)}</span>;
  const label = intl.formatMessage(m.noticesValue, { messages: stay.openMessages, flags: stay.openFlags });
  return (
    <span className={styles.notice} role="img" aria-label={label} title={label}>
      {stay.openMessages > 0 ? <span>{`✉ ${stay.openMessages}`}</span> : null}
      {stay.openFlags > 0 ? <span>{`⚑ ${stay.openFlags}`}</span> : null}
    </span>
  );
}

/** The columns both lists share, by id; each list picks and orders those it shows. */
export function stayColumns(
  intl: IntlShape,
  list: 'arrivals' | 'in-house',
): Record<string, DataGridColumn<FrontDeskStay>> {
  const none = intl.formatMessage(m.none);
  return {
    confirmationNumber: dataGridColumn<FrontDeskStay, string>({
      id: 'confirmationNumber',
      accessor: (stay) => `${stay.confirmationNumber}-${stay.lineNumber}`,
      header: intl.formatMessage(m.confirmationNumber),
      width: 104,
      isRowHeader: true,
    }),
    guestName: dataGridColumn<FrontDeskStay, string>({
      id: 'guestName',
      accessor: (stay) => [stay.guestName, stay.companyName].filter(Boolean).join(' · '),
      header: intl.formatMessage(m.guest),
      width: 150,
      format: (value) => value || none,
    }),
    roomTypeCode: {
      id: 'roomTypeCode',
      accessor: 'roomTypeCode',
      header: intl.formatMessage(m.type),
      width: 56,
      format: (value, stay) => (stay.bookedRoomTypeCode ? `${String(value)} ↑` : String(value)),
    },
    roomNumber: {
      id: 'roomNumber',
      accessor: 'roomNumber',
      header: intl.formatMessage(m.room),
      width: 60,
      format: (value) => String(value || none),
    },
    status: dataGridColumn<FrontDeskStay, string>({
      id: 'status',
      accessor: (stay) => intl.formatMessage(deskStatus(stay, list)[0]),
      header: intl.formatMessage(m.status),
      width: 104,
      cell: (value, stay) => <StatusChip tone={deskStatus(stay, list)[1]}>{String(value)}</StatusChip>,
    }),
    pax: dataGridColumn<FrontDeskStay, number>({
      id: 'pax',
      accessor: (stay) => stay.adults + stay.children,
      header: intl.formatMessage(m.pax),
      width: 48,
      align: 'end',
      format: (_, stay) => intl.formatMessage(m.paxValue, { adults: stay.adults, children: stay.children }),
    }),
    arrival: {
      id: 'arrival',
      accessor: 'arrival',
      header: intl.formatMessage(m.arrival),
      width: 100,
      format: (value) => formatDate(String(value)),
    },
    departure: {
      id: 'departure',
      accessor: 'departure',
      header: intl.formatMessage(m.departure),
      width: 100,
      format: (value) => formatDate(String(value)),
    },
    nights: {
      id: 'nights',
      accessor: 'nights',
      header: intl.formatMessage(m.nights),
      width: 56,
      align: 'end',
    },
    vipLevel: {
      id: 'vipLevel',
      accessor: 'vipLevel',
      header: intl.formatMessage(m.vip),
      width: 40,
      align: 'center',
      format: (value) => (Number(value) > 0 ? String(value) : ''),
    },
    depositRequired: {
      id: 'depositRequired',
      accessor: 'depositRequired',
      header: intl.formatMessage(m.deposit),
      width: 84,
      align: 'end',
      format: (value) => formatMoney(String(value)),
      csv: (value) => String(value),
    },
    notices: dataGridColumn<FrontDeskStay, number>({
      id: 'notices',
      accessor: (stay) => stay.openMessages + stay.openFlags,
      header: intl.formatMessage(m.notices),
      width: 76,
      format: (_, stay) => intl.formatMessage(m.noticesValue, { messages: stay.openMessages, flags: stay.openFlags }),
      cell: (_, stay) => <Notices stay={stay} intl={intl} />,
    }),
    remark: {
      id: 'remark',
      accessor: 'remark',
      header: intl.formatMessage(m.remark),
      width: 100,
      cell: (value) => (
        <span className={styles.remark} title={String(value)}>
          {String(value) || none}
        </span>
      ),
    },
  };
}
