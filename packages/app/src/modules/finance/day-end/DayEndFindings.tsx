import { Card, DataGrid, type DataGridColumn, dataGridColumn, Inline, Link, Stack, StatusChip } from '@pms/ui';
import { useMemo } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import type { DayEndFinding, DayEndFindingCode } from '../api/dayEnd.ts';
import { dayEndMessages as m } from './messages.ts';

type Severity = DayEndFinding['severity'];

interface FindingKind {
  title: MessageDescriptor;
  hint: MessageDescriptor;
  what: MessageDescriptor;
  /** The screen that resolves the whole group (spec §2 paths). */
  screen?: { href: string; label: MessageDescriptor };
  /** What one row opens: its booking or its folio. */
  row?: 'booking' | 'folio';
}

/** The kinds in the order a night auditor works them: the front desk's first, then the money's. */
const KINDS: Record<DayEndFindingCode, FindingKind> = {
  ARRIVAL_DUE: {
    title: m.arrivalDue,
    hint: m.arrivalDueHint,
    what: m.arrivalDueWhat,
    screen: { href: '/menu/app/arrival-reception', label: m.openArrivals },
    row: 'booking',
  },
  DEPARTURE_DUE: {
    title: m.departureDue,
    hint: m.departureDueHint,
    what: m.departureDueWhat,
    screen: { href: '/menu/app/cashier/expect-departure', label: m.openDepartures },
    row: 'folio',
  },
  OPEN_SHIFT: {
    title: m.openShift,
    hint: m.openShiftHint,
    what: m.openShiftWhat,
    screen: { href: '/menu/app/app-close-shift', label: m.openCloseShift },
  },
  NO_RATE: { title: m.noRate, hint: m.noRateHint, what: m.noRateWhat, row: 'booking' },
  FOLIO_CLOSED: { title: m.folioClosed, hint: m.folioClosedHint, what: m.folioClosedWhat, row: 'folio' },
  NO_EXCHANGE_RATE: {
    title: m.noExchangeRate,
    hint: m.noExchangeRateHint,
    what: m.noExchangeRateWhat,
    screen: { href: '/menu/app/exchangerate', label: m.openExchangeRates },
    row: 'booking',
  },
  NO_ROOM_CHARGE_CODE: {
    title: m.noRoomChargeCode,
    hint: m.noRoomChargeCodeHint,
    what: m.noRoomChargeCodeWhat,
    screen: { href: '/menu/app/transaction-code', label: m.openTransactionCodes },
  },
  ZERO_RATE: { title: m.zeroRate, hint: m.zeroRateHint, what: m.zeroRateWhat, row: 'booking' },
};
const ORDER = Object.keys(KINDS) as DayEndFindingCode[];

const SEVERITY_TONES = { blocker: 'red', automatic: 'blue', warning: 'yellow' } as const;
const SEVERITY_WORDS: Record<Severity, MessageDescriptor> = {
  blocker: m.severityBlocker,
  automatic: m.severityAutomatic,
  warning: m.severityWarning,
};

interface Group {
  code: DayEndFindingCode;
  severity: Severity;
  rows: DayEndFinding[];
}

/** The findings by kind, in the kinds' order; a kind without findings is left out. */
export function groupFindings(findings: readonly DayEndFinding[]): Group[] {
  return ORDER.flatMap((code) => {
    const rows = findings.filter((finding) => finding.code === code);
    const first = rows[0];
    return first ? [{ code, severity: first.severity, rows }] : [];
  });
}

const rowLink = (intl: IntlShape, kind: FindingKind, row: DayEndFinding) => {
  if (kind.row === 'folio' && row.stayId !== null) {
    return (
      <Link href={`/menu/app/guest-folio?stay=${row.stayId}`}>
        {intl.formatMessage(m.openFolio, { room: row.roomNumber })}
      </Link>
    );
  }
  if (kind.row === 'booking' && row.reservationId !== null) {
    return (
      <Link href={`/menu/app/edit-reservation/${row.reservationId}`}>
        {intl.formatMessage(m.openBooking, { number: row.confirmationNumber })}
      </Link>
    );
  }
  return null;
};

function columnsOf(intl: IntlShape, code: DayEndFindingCode): DataGridColumn<DayEndFinding>[] {
  const kind = KINDS[code];
  const what = dataGridColumn<DayEndFinding, string>({
    id: 'what',
    header: intl.formatMessage(m.what),
    width: 200,
    accessor: () => intl.formatMessage(kind.what),
  });
  if (code === 'OPEN_SHIFT') {
    return [
      { id: 'cashier', accessor: 'cashier', header: intl.formatMessage(m.cashier), width: 180, isRowHeader: true },
      dataGridColumn<DayEndFinding, number | null>({
        id: 'shift',
        header: intl.formatMessage(m.shift),
        width: 100,
        align: 'end',
        accessor: (row) => row.shiftId,
        format: (value) => (value === null ? '' : `#${value}`),
      }),
      what,
    ];
  }
  return [
    { id: 'roomNumber', accessor: 'roomNumber', header: intl.formatMessage(m.room), width: 90 },
    // The guest names the row: an arrival still due may have no room yet (an empty row header fails axe).
    { id: 'guestName', accessor: 'guestName', header: intl.formatMessage(m.guest), width: 220, isRowHeader: true },
    {
      id: 'confirmationNumber',
      accessor: 'confirmationNumber',
      header: intl.formatMessage(m.confirmation),
      width: 140,
    },
    what,
    dataGridColumn<DayEndFinding, string>({
      id: 'resolve',
      header: intl.formatMessage(m.resolve),
      width: 200,
      enableSorting: false,
      accessor: () => '',
      csv: () => '',
      cell: (_value, row) => rowLink(intl, kind, row),
    }),
  ];
}

function FindingGroup({ group }: { group: Group }) {
  const intl = useIntl();
  const kind = KINDS[group.code];
  const title = intl.formatMessage(kind.title);
  const columns = useMemo(() => columnsOf(intl, group.code), [intl, group.code]);
  // A finding of the hotel (no room-charge code) has no stay or shift: its text says it all.
  const listed = group.rows.filter((row) => row.stayId !== null || row.shiftId !== null);
  return (
    <Card heading={intl.formatMessage(m.groupHeading, { title, count: group.rows.length })} level={3}>
      <Stack space="sm">
        <Inline space="md">
          <StatusChip tone={SEVERITY_TONES[group.severity]}>
            {intl.formatMessage(SEVERITY_WORDS[group.severity])}
          </StatusChip>
          <span>{intl.formatMessage(kind.hint)}</span>
          {kind.screen ? (
            <Link variant="standalone" href={kind.screen.href}>
              {intl.formatMessage(kind.screen.label)}
            </Link>
          ) : null}
        </Inline>
        {listed.length > 0 ? (
          <DataGrid
            aria-label={title}
            columns={columns}
            rows={listed}
            getRowId={(row) => `${row.code}-${row.stayId ?? ''}-${row.shiftId ?? ''}`}
            maxHeight="16rem"
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/** Before the run: every finding of the closing date by kind, each with the screen that resolves it. */
export function DayEndFindings({ findings }: { findings: readonly DayEndFinding[] }) {
  const intl = useIntl();
  const groups = useMemo(() => groupFindings(findings), [findings]);
  return (
    <Card heading={intl.formatMessage(m.findingsTitle)}>
      {groups.length === 0 ? (
        <p>{intl.formatMessage(m.noFindings)}</p>
      ) : (
        <Stack space="md">
          {groups.map((group) => (
            <FindingGroup key={group.code} group={group} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
