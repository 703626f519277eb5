import { fromCents, toCents } from '@pms/domain/money';
import { Card, DataGrid, type DataGridColumn, dataGridColumn, formatDate, formatMoney, Stack } from '@pms/ui';
import { useMemo } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import type { DayEndMoneyTotals, DayEndPreview, DayEndRoomChange, DayEndRoomCharge } from '../api/dayEnd.ts';
import { dayEndMessages as m } from './messages.ts';

/** One line of the room-charge grid, or its totals row. Amounts stay the server's exact strings. */
interface ChargeLine {
  key: string;
  roomNumber: string;
  guestName: string;
  confirmationNumber: string;
  /** The night's rate as sold: a foreign one with its currency and the buying rate used. */
  rate: string;
  netAmount: string;
  serviceCharge: string;
  tax: string;
  total: string;
}

const rateText = (charge: DayEndRoomCharge) =>
  charge.exchangeRate === '1'
    ? formatMoney(charge.rateAmount)
    : `${charge.rateCurrencyCode} ${formatMoney(charge.rateAmount)} @ ${charge.exchangeRate}`;

const lineOf = (charge: DayEndRoomCharge): ChargeLine => ({
  key: String(charge.stayId),
  roomNumber: charge.roomNumber,
  guestName: charge.guestName,
  confirmationNumber: charge.confirmationNumber,
  rate: rateText(charge),
  netAmount: charge.netAmount,
  serviceCharge: charge.serviceCharge,
  tax: charge.tax,
  total: charge.total,
});

const totalsLine = (totals: DayEndMoneyTotals): ChargeLine => ({
  key: 'total',
  roomNumber: '',
  guestName: '',
  confirmationNumber: '',
  rate: '',
  netAmount: totals.netAmount,
  serviceCharge: totals.serviceCharge,
  tax: totals.tax,
  total: totals.total,
});

// Money sorts and shows exactly: cents in BigInt, printed from the server's string.
const moneyColumn = (id: keyof ChargeLine, header: string) =>
  dataGridColumn<ChargeLine, bigint>({
    id,
    header,
    width: 120,
    align: 'end',
    accessor: (line) => toCents(line[id]),
    format: (value) => formatMoney(fromCents(value)),
    csv: (value) => fromCents(value),
  });

function chargeColumns(intl: IntlShape): DataGridColumn<ChargeLine>[] {
  return [
    { id: 'roomNumber', accessor: 'roomNumber', header: intl.formatMessage(m.room), width: 90, isRowHeader: true },
    { id: 'guestName', accessor: 'guestName', header: intl.formatMessage(m.guest), width: 200 },
    {
      id: 'confirmationNumber',
      accessor: 'confirmationNumber',
      header: intl.formatMessage(m.confirmation),
      width: 130,
    },
    { id: 'rate', accessor: 'rate', header: intl.formatMessage(m.rate), width: 170, align: 'end' },
    moneyColumn('netAmount', intl.formatMessage(m.net)),
    moneyColumn('serviceCharge', intl.formatMessage(m.serviceCharge)),
    moneyColumn('tax', intl.formatMessage(m.tax)),
    moneyColumn('total', intl.formatMessage(m.total)),
  ];
}

const ROOM_STATUS_WORDS: Record<string, MessageDescriptor> = {
  dirty: m.roomDirty,
  clean: m.roomClean,
  inspected: m.roomInspected,
};
const REASON_WORDS: Record<DayEndRoomChange['reason'], MessageDescriptor> = {
  occupied: m.reasonOccupied,
  'out-of-order-ends': m.reasonOutOfOrderEnds,
};

function roomChangeColumns(intl: IntlShape): DataGridColumn<DayEndRoomChange>[] {
  const status = (value: string) => {
    const words = ROOM_STATUS_WORDS[value];
    return words ? intl.formatMessage(words) : value;
  };
  return [
    { id: 'roomNumber', accessor: 'roomNumber', header: intl.formatMessage(m.room), width: 90, isRowHeader: true },
    { id: 'fromStatus', accessor: 'fromStatus', header: intl.formatMessage(m.fromStatus), width: 140, format: status },
    { id: 'toStatus', accessor: 'toStatus', header: intl.formatMessage(m.toStatus), width: 140, format: status },
    {
      id: 'reason',
      accessor: 'reason',
      header: intl.formatMessage(m.reason),
      width: 180,
      format: (value) => intl.formatMessage(REASON_WORDS[value]),
    },
  ];
}

/** What the run of the date will do: no-shows, each in-house stay's room charge with totals, rooms. */
export function DayEndPlan({ preview }: { preview: DayEndPreview }) {
  const intl = useIntl();
  const lines = useMemo(() => preview.roomCharges.map(lineOf), [preview.roomCharges]);
  const footer = useMemo(() => totalsLine(preview.roomChargeTotals), [preview.roomChargeTotals]);
  const chargeCols = useMemo(() => chargeColumns(intl), [intl]);
  const roomCols = useMemo(() => roomChangeColumns(intl), [intl]);
  const dirty = preview.roomChanges.filter((change) => change.reason === 'occupied').length;
  const chargesTitle = intl.formatMessage(m.chargesTitle, { date: formatDate(preview.hotelDate) });
  const roomsTitle = intl.formatMessage(m.roomChangesTitle);
  return (
    <Card heading={intl.formatMessage(m.planTitle)}>
      <Stack space="md">
        <Stack as="ul" space="xs">
          <li>{intl.formatMessage(m.planNoShows, { count: preview.noShows })}</li>
          <li>
            {intl.formatMessage(m.planCharges, {
              count: preview.roomChargeTotals.count,
              total: formatMoney(preview.roomChargeTotals.total),
            })}
          </li>
          <li>{intl.formatMessage(m.planRooms, { dirty, back: preview.roomChanges.length - dirty })}</li>
        </Stack>
        {lines.length > 0 ? (
          <Card heading={chargesTitle} level={3}>
            <DataGrid
              aria-label={chargesTitle}
              columns={chargeCols}
              rows={lines}
              getRowId={(line) => line.key}
              footerRow={footer}
              footerLabel={intl.formatMessage(m.totalRow)}
              maxHeight="24rem"
              showExportButton
              exportFileName={`day-end-room-charges-${preview.hotelDate}.csv`}
            />
          </Card>
        ) : null}
        {preview.roomChanges.length > 0 ? (
          <Card heading={roomsTitle} level={3}>
            <DataGrid
              aria-label={roomsTitle}
              columns={roomCols}
              rows={preview.roomChanges}
              getRowId={(change) => String(change.roomId)}
              maxHeight="16rem"
            />
          </Card>
        ) : null}
      </Stack>
    </Card>
  );
}
