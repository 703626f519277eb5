import {
  Button,
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  formatDate,
  formatMoney,
  Inline,
  Select,
  SelectItem,
  Stack,
  StatusChip,
  type StatusChipTone,
  Toolbar,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, ListFilter, LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { ReloadIcon } from '../../../shared/admin/icons.tsx';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { type DepositAccount, type DepositReceipt, type DepositView, depositListQuery } from '../api/deposit.ts';
import { ShiftStatus, useOpenShift } from '../shift/index.ts';
import { DepositDialog, type DepositMode } from './DepositDialog.tsx';
import { DepositLedgerDialog } from './DepositLedgerDialog.tsx';
import { DepositReceiptDialog } from './DepositReceiptDialog.tsx';
import { depositMessages as m } from './messages.ts';

const FILTERS = ['view'] as const;
const VIEWS: [DepositView, MessageDescriptor][] = [
  ['outstanding', m.viewOutstanding],
  ['due-today', m.viewDueToday],
  ['overdue', m.viewOverdue],
  ['held', m.viewHeld],
  ['all', m.viewAll],
];
const NO_ROWS: DepositAccount[] = [];
const LIVE = new Set(['waitlist', 'tentative', 'confirmed', 'guaranteed']);
const isZero = (amount: string) => /^-?0\.00$/.test(amount);

/** Where a booking's deposit stands, as the cashier reads it. */
export function depositState(
  account: DepositAccount,
  hotelDate: string | undefined,
): [MessageDescriptor, StatusChipTone] {
  if (!LIVE.has(account.status)) {
    if (account.status === 'cancelled' || account.status === 'no-show') {
      return isZero(account.balance) ? [m.stateSettled, 'gray'] : [m.stateToSettle, 'red'];
    }
    return isZero(account.transferred) ? [m.none, 'gray'] : [m.stateTransferred, 'green'];
  }
  if (isZero(account.outstanding)) return [m.statePaid, 'green'];
  if (account.overdue) return [m.stateOverdue, 'red'];
  if (account.depositDueDate && account.depositDueDate === hotelDate) return [m.stateDueToday, 'yellow'];
  return [m.stateDue, 'blue'];
}

function columns(intl: IntlShape, hotelDate: string | undefined): DataGridColumn<DepositAccount>[] {
  type MoneyField =
    | 'depositRequired'
    | 'received'
    | 'refunded'
    | 'forfeited'
    | 'transferred'
    | 'balance'
    | 'outstanding';
  const money = (id: MoneyField, label: MessageDescriptor, width = 96): DataGridColumn<DepositAccount> =>
    dataGridColumn<DepositAccount, string>({
      id,
      accessor: (row) => row[id],
      header: intl.formatMessage(label),
      width,
      align: 'end',
      format: (value) => formatMoney(value),
    });
  return [
    {
      id: 'confirmationNumber',
      accessor: 'confirmationNumber',
      header: intl.formatMessage(m.confirmation),
      width: 96,
      isRowHeader: true,
    },
    dataGridColumn<DepositAccount, string>({
      id: 'guest',
      accessor: (row) => [row.guestName, row.companyName].filter(Boolean).join(' · '),
      header: intl.formatMessage(m.guest),
      width: 170,
    }),
    {
      id: 'arrival',
      accessor: 'arrival',
      header: intl.formatMessage(m.arrival),
      width: 104,
      format: (v) => formatDate(String(v)),
    },
    {
      id: 'depositDueDate',
      accessor: 'depositDueDate',
      header: intl.formatMessage(m.dueDate),
      width: 104,
      format: (v) => (v ? formatDate(String(v)) : intl.formatMessage(m.none)),
    },
    dataGridColumn<DepositAccount, string>({
      id: 'state',
      accessor: (row) => intl.formatMessage(depositState(row, hotelDate)[0]),
      header: intl.formatMessage(m.status),
      width: 124,
      cell: (value, row) => <StatusChip tone={depositState(row, hotelDate)[1]}>{value}</StatusChip>,
    }),
    money('depositRequired', m.required),
    money('received', m.received),
    money('transferred', m.transferred, 104),
    money('balance', m.held),
    money('outstanding', m.outstanding),
  ];
}

/**
 * app/advanced-deposit: bookings' deposits by due date (due today, overdue, not fully paid, held,
 * all), found by confirmation number or name. The cashier takes a deposit (receipt shown and
 * printable), refunds what may be refunded and forfeits a cancelled booking's deposit, in an
 * open shift; a row opens the booking's deposit ledger with its receipts.
 */
export function AdvancedDepositPage() {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const list = useListParams({ filters: FILTERS, defaultFilters: { view: 'outstanding' } });
  const view = (list.filter('view') || 'outstanding') as DepositView;
  const openShift = useOpenShift();
  const deposits = useQuery(depositListQuery({ view, ...(list.settledSearch ? { search: list.settledSearch } : {}) }));
  const rows = deposits.data ?? NO_ROWS;
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [dialog, setDialog] = useState<{ mode: DepositMode; account: DepositAccount } | null>(null);
  const [ledger, setLedger] = useState<DepositAccount | null>(null);
  const [receipt, setReceipt] = useState<DepositReceipt | null>(null);
  const byId = useMemo(() => new Map(rows.map((row) => [String(row.reservationId), row])), [rows]);
  // The shift is chosen before the dialog opens: the shift choice is not stacked on another modal.
  const start = async (mode: DepositMode, account: DepositAccount) => {
    if (await openShift.ensureShift()) setDialog({ mode, account });
  };
  const one = selected.size === 1 ? byId.get(String([...selected][0])) : undefined;
  const gridColumns = useMemo(() => columns(intl, hotelDate), [intl, hotelDate]);
  const gone = one ? one.status === 'cancelled' || one.status === 'no-show' : false;
  const held = one ? !isZero(one.balance) && !one.balance.startsWith('-') : false;

  return (
    <AdminScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro, { date: hotelDate ? formatDate(hotelDate) : '' })}
      bar={
        <Stack space="md" width="full">
          <ShiftStatus openShift={openShift} />
          <Inline space="md" align="between">
            <Inline space="md" alignY="bottom">
              <ListFilter
                label={intl.formatMessage(m.search)}
                placeholder={intl.formatMessage(m.searchPlaceholder)}
                query={list.search}
                onQueryChange={list.setSearch}
                count={deposits.data ? intl.formatMessage(m.count, { count: rows.length }) : null}
              />
              <Select
                label={intl.formatMessage(m.view)}
                selectedKey={view}
                onSelectionChange={(key) => list.setFilter('view', String(key))}
              >
                {VIEWS.map(([id, label]) => (
                  <SelectItem key={id} id={id}>
                    {intl.formatMessage(label)}
                  </SelectItem>
                ))}
              </Select>
            </Inline>
            <Toolbar aria-label={intl.formatMessage(m.toolbar)} className={adminStyles.toolbar}>
              <Button
                variant="primary"
                isDisabled={!one || !LIVE.has(one.status)}
                onPress={() => one && void start('take', one)}
              >
                {intl.formatMessage(m.take)}
              </Button>
              <Button
                variant="secondary"
                isDisabled={!one || !held || one.status === 'in-house' || one.status === 'checked-out'}
                onPress={() => one && void start('refund', one)}
              >
                {intl.formatMessage(m.refund)}
              </Button>
              <Button
                variant="secondary"
                isDisabled={!one || !gone || !held}
                onPress={() => one && void start('forfeit', one)}
              >
                {intl.formatMessage(m.forfeit)}
              </Button>
              <Button variant="secondary" isDisabled={!one} onPress={() => one && setLedger(one)}>
                {intl.formatMessage(m.ledger)}
              </Button>
              <Button variant="secondary" onPress={() => void deposits.refetch()} isDisabled={deposits.isFetching}>
                <span className={adminStyles.buttonContent}>
                  <ReloadIcon />
                  {intl.formatMessage(m.reload)}
                </span>
              </Button>
            </Toolbar>
          </Inline>
        </Stack>
      }
      notice={<LoadFailure error={deposits.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(m.title)}
        columns={gridColumns}
        rows={rows}
        getRowId={(row) => String(row.reservationId)}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onRowAction={(key) => {
          const row = byId.get(String(key));
          if (row) setLedger(row);
        }}
        isLoading={deposits.isFetching}
        maxHeight="max(15rem, calc(100vh - 22rem))"
      />
      {dialog ? (
        <DepositDialog
          mode={dialog.mode}
          account={dialog.account}
          onClose={() => setDialog(null)}
          onPosted={(posted) => {
            setDialog(null);
            setReceipt(posted);
          }}
        />
      ) : null}
      {ledger ? <DepositLedgerDialog account={ledger} onClose={() => setLedger(null)} /> : null}
      {receipt ? <DepositReceiptDialog receipt={receipt} onClose={() => setReceipt(null)} /> : null}
    </AdminScreen>
  );
}
