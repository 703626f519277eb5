import { addDays, startOfMonth } from '@pms/domain/calendar';
import {
  Button,
  ComboBox,
  ComboBoxItem,
  DataGrid,
  type DataGridColumn,
  DateRangePicker,
  dataGridColumn,
  formatDate,
  Inline,
  Link,
  Notice,
  Stack,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AdminScreen, actionsColumn, LoadFailure, RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { PlusIcon, PrintIcon } from '../../../shared/admin/icons.tsx';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { hotelDetailQuery } from '../../../shared/hotelDetail.ts';
import {
  type ReceivableAccount,
  type ReceivableInvoice,
  type ReceivablePayment,
  type ReceivableStatement,
  type ReceivableStatementLine,
  receivableAccountQuery,
  receivableAccountsQuery,
  receivableInvoicesQuery,
  receivablePaymentsQuery,
  receivableStatementQuery,
} from '../api/receivable.ts';
import * as styles from './Ledger.css.ts';
import { receivableMessages as m, printedOnMessage, statementPeriodMessage, termDaysMessage } from './messages.ts';
import { PaymentDialog } from './PaymentDialog.tsx';
import {
  AccountStateChip,
  accountStateOf,
  cents,
  InvoiceStatusChip,
  invoiceStatusOf,
  invoiceStatusText,
  money,
  showMoney,
} from './parts.tsx';

const NO_INVOICES: ReceivableInvoice[] = [];
const NO_PAYMENTS: ReceivablePayment[] = [];
const NO_ACCOUNTS: ReceivableAccount[] = [];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const moneyColumn = <Row,>(id: string, header: string, pick: (row: Row) => string, width = 116) =>
  dataGridColumn<Row, bigint>({
    id,
    header,
    width,
    align: 'end',
    accessor: (row) => cents(pick(row)),
    format: (value) => showMoney(value),
    csv: (value) => money(value),
  });

/**
 * The ledger of one company account (/menu/app/ledger?account=…): its figures and ageing, the
 * invoices with what is left on each, the payments received and the invoices they paid (receive a
 * payment, allocate what is left of one), and the statement of a period, printable.
 */
export function LedgerPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const accountId = Number(params.get('account')) || null;
  const tab = params.get('tab') ?? 'invoices';
  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const accounts = useQuery(receivableAccountsQuery(''));
  const account = useQuery({ ...receivableAccountQuery(accountId ?? 0), enabled: accountId !== null });
  const [paying, setPaying] = useState<ReceivablePayment | 'new' | null>(null);
  const shown = account.data;

  return (
    <AdminScreen
      title={intl.formatMessage(m.ledgerTitle)}
      intro={intl.formatMessage(m.ledgerIntro)}
      bar={
        <Inline space="md" rowGap="sm" alignY="bottom">
          <ComboBox<ReceivableAccount>
            label={intl.formatMessage(m.account)}
            defaultItems={accounts.data ?? NO_ACCOUNTS}
            selectedKey={accountId}
            onSelectionChange={(key) => setParam('account', key === null ? null : String(key))}
            isLoading={accounts.isPending}
          >
            {(item) => (
              <ComboBoxItem id={item.id} textValue={`${item.companyCode} ${item.companyName}`}>
                {`${item.companyCode} · ${item.companyName}`}
              </ComboBoxItem>
            )}
          </ComboBox>
          <Button variant="primary" isDisabled={!shown} onPress={() => setPaying('new')}>
            <Inline space="xs" alignY="center">
              <PlusIcon />
              {intl.formatMessage(m.receivePayment)}
            </Inline>
          </Button>
          <Link variant="standalone" href="/menu/app/account-receivable">
            {intl.formatMessage(m.backToAccounts)}
          </Link>
        </Inline>
      }
      notice={<LoadFailure error={accounts.error ?? account.error} />}
    >
      {accountId === null ? (
        <Notice tone="info" title={intl.formatMessage(m.ledgerTitle)}>
          {intl.formatMessage(m.chooseAccount)}
        </Notice>
      ) : shown ? (
        <Stack space="lg">
          <Figures account={shown} />
          <Tabs selectedKey={tab} onSelectionChange={(key) => setParam('tab', String(key))}>
            <TabList aria-label={intl.formatMessage(m.ledgerTitle)}>
              <Tab id="invoices">{intl.formatMessage(m.invoices)}</Tab>
              <Tab id="payments">{intl.formatMessage(m.payments)}</Tab>
              <Tab id="statement">{intl.formatMessage(m.statement)}</Tab>
            </TabList>
            <TabPanel id="invoices">
              <InvoicesPanel accountId={shown.id} />
            </TabPanel>
            <TabPanel id="payments">
              <PaymentsPanel accountId={shown.id} onAllocate={setPaying} />
            </TabPanel>
            <TabPanel id="statement">
              <StatementPanel account={shown} params={params} setParam={setParam} />
            </TabPanel>
          </Tabs>
        </Stack>
      ) : null}
      {paying && shown ? (
        <PaymentDialog account={shown} payment={paying === 'new' ? null : paying} onClose={() => setPaying(null)} />
      ) : null}
    </AdminScreen>
  );
}

function Figure({ label, value, isWarning }: { label: string; value: string; isWarning?: boolean }) {
  return (
    <div className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={[styles.figureValue, isWarning ? styles.warning : ''].filter(Boolean).join(' ')}>
        {showMoney(value)}
      </span>
    </div>
  );
}

function Figures({ account }: { account: ReceivableAccount }) {
  const intl = useIntl();
  return (
    <Stack space="sm">
      <Inline space="sm" alignY="center">
        <strong>{`${account.companyCode} · ${account.companyName}`}</strong>
        <span>{`${account.termOfPayment} (${intl.formatMessage(termDaysMessage, { days: account.termDays })})`}</span>
        <AccountStateChip state={accountStateOf(account)} />
      </Inline>
      <div className={styles.figures}>
        <Figure label={intl.formatMessage(m.creditLimit)} value={account.creditLimit} />
        <Figure label={intl.formatMessage(m.balance)} value={account.balance} />
        <Figure
          label={intl.formatMessage(m.availableCredit)}
          value={account.availableCredit}
          isWarning={cents(account.availableCredit) < 0n}
        />
        <Figure label={intl.formatMessage(m.unallocated)} value={account.unallocated} />
        <Figure label={intl.formatMessage(m.overdue)} value={account.overdue} isWarning={cents(account.overdue) > 0n} />
        <Figure label={intl.formatMessage(m.days0to30)} value={account.ageing.days0to30} />
        <Figure label={intl.formatMessage(m.days31to60)} value={account.ageing.days31to60} />
        <Figure label={intl.formatMessage(m.days61to90)} value={account.ageing.days61to90} />
        <Figure
          label={intl.formatMessage(m.over90)}
          value={account.ageing.over90}
          isWarning={cents(account.ageing.over90) > 0n}
        />
      </div>
    </Stack>
  );
}

function InvoicesPanel({ accountId }: { accountId: number }) {
  const intl = useIntl();
  const invoices = useQuery(receivableInvoicesQuery(accountId));
  const [showPaid, setShowPaid] = useState(false);
  const rows = useMemo(
    () => (invoices.data ?? NO_INVOICES).filter((invoice) => showPaid || invoice.status !== 'paid'),
    [invoices.data, showPaid],
  );
  const columns = useMemo<DataGridColumn<ReceivableInvoice>[]>(
    () => [
      {
        id: 'invoiceNumber',
        accessor: 'invoiceNumber',
        header: intl.formatMessage(m.invoiceNumber),
        width: 96,
        isRowHeader: true,
      },
      {
        id: 'invoiceDate',
        accessor: 'invoiceDate',
        header: intl.formatMessage(m.invoiceDate),
        width: 106,
        format: (value) => formatDate(value),
      },
      {
        id: 'dueDate',
        accessor: 'dueDate',
        header: intl.formatMessage(m.dueDate),
        width: 106,
        format: (value) => formatDate(value),
      },
      { id: 'description', accessor: 'description', header: intl.formatMessage(m.guestRoom), width: 160 },
      moneyColumn<ReceivableInvoice>('amount', intl.formatMessage(m.amount), (row) => row.amount, 108),
      moneyColumn<ReceivableInvoice>('allocated', intl.formatMessage(m.paid), (row) => row.allocated, 100),
      moneyColumn<ReceivableInvoice>('remaining', intl.formatMessage(m.remaining), (row) => row.remaining, 108),
      { id: 'ageDays', accessor: 'ageDays', header: intl.formatMessage(m.age), width: 84, align: 'end' },
      dataGridColumn<ReceivableInvoice, ReturnType<typeof invoiceStatusOf>>({
        id: 'status',
        header: intl.formatMessage(m.status),
        width: 118,
        accessor: invoiceStatusOf,
        format: (value) => invoiceStatusText(intl, value),
        cell: (value) => <InvoiceStatusChip status={value} />,
      }),
    ],
    [intl],
  );
  return (
    <Stack space="sm" paddingTop="md">
      <Switch isSelected={showPaid} onChange={setShowPaid}>
        {intl.formatMessage(m.showPaid)}
      </Switch>
      <LoadFailure error={invoices.error} />
      <DataGrid
        aria-label={intl.formatMessage(m.invoices)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={invoices.isFetching}
        defaultSorting={[{ id: 'invoiceDate', desc: true }]}
        showExportButton
        exportFileName="ledger-invoices.csv"
        maxHeight="max(15rem, calc(100vh - 30rem))"
      />
    </Stack>
  );
}

function PaymentsPanel({
  accountId,
  onAllocate,
}: {
  accountId: number;
  onAllocate: (payment: ReceivablePayment) => void;
}) {
  const intl = useIntl();
  const payments = useQuery(receivablePaymentsQuery(accountId));
  const columns = useMemo<DataGridColumn<ReceivablePayment>[]>(
    () => [
      actionsColumn<ReceivablePayment>(intl.formatMessage(m.actions), 64, (row) => (
        <RowAction
          label={intl.formatMessage(m.allocate)}
          icon={<PlusIcon />}
          isDisabled={cents(row.unallocated) === 0n}
          onPress={() => onAllocate(row)}
        />
      )),
      {
        id: 'paymentDate',
        accessor: 'paymentDate',
        header: intl.formatMessage(m.paymentDate),
        width: 116,
        format: (value) => formatDate(value),
      },
      {
        id: 'paymentType',
        accessor: 'paymentType',
        header: intl.formatMessage(m.paymentType),
        width: 130,
        isRowHeader: true,
      },
      { id: 'reference', accessor: 'reference', header: intl.formatMessage(m.reference), width: 130 },
      dataGridColumn<ReceivablePayment, string>({
        id: 'tendered',
        header: intl.formatMessage(m.tendered),
        width: 130,
        align: 'end',
        accessor: (row) => `${row.currencyCode} ${showMoney(row.foreignAmount)}`,
      }),
      moneyColumn<ReceivablePayment>('amount', intl.formatMessage(m.localAmount), (row) => row.amount, 124),
      moneyColumn<ReceivablePayment>('unallocated', intl.formatMessage(m.unallocated), (row) => row.unallocated),
      dataGridColumn<ReceivablePayment, string>({
        id: 'allocations',
        header: intl.formatMessage(m.allocatedTo),
        width: 260,
        enableSorting: false,
        accessor: (row) => row.allocations.map((line) => `${line.invoiceNumber} ${showMoney(line.amount)}`).join(' · '),
      }),
    ],
    [intl, onAllocate],
  );
  return (
    <Stack space="sm" paddingTop="md">
      <LoadFailure error={payments.error} />
      <DataGrid
        aria-label={intl.formatMessage(m.payments)}
        columns={columns}
        rows={payments.data ?? NO_PAYMENTS}
        getRowId={(row) => String(row.id)}
        isLoading={payments.isFetching}
        defaultSorting={[{ id: 'paymentDate', desc: true }]}
        showExportButton
        exportFileName="ledger-payments.csv"
        maxHeight="max(15rem, calc(100vh - 30rem))"
      />
    </Stack>
  );
}

function StatementPanel({
  account,
  params,
  setParam,
}: {
  account: ReceivableAccount;
  params: URLSearchParams;
  setParam: (name: string, value: string | null) => void;
}) {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const fromParam = params.get('from') ?? '';
  const toParam = params.get('to') ?? '';
  const to = ISO_DATE.test(toParam) ? toParam : hotelDate;
  const from = ISO_DATE.test(fromParam) ? fromParam : to ? startOfMonth(addDays(to, -60)) : undefined;
  const valid = from !== undefined && to !== undefined && from <= to;
  const statement = useQuery({
    ...receivableStatementQuery(account.id, from ?? '2000-01-01', to ?? '2000-01-01'),
    enabled: valid,
  });
  const data = statement.data;
  const columns = useMemo<DataGridColumn<ReceivableStatementLine>[]>(
    () =>
      (
        [
          {
            id: 'date',
            accessor: 'date',
            header: intl.formatMessage(m.date),
            width: 116,
            format: (value) => formatDate(value),
          },
          {
            id: 'kind',
            accessor: 'kind',
            header: intl.formatMessage(m.description),
            width: 100,
            format: (value) => intl.formatMessage(value === 'invoice' ? m.kindInvoice : m.kindPayment),
          },
          { id: 'number', accessor: 'number', header: intl.formatMessage(m.number), width: 150, isRowHeader: true },
          { id: 'description', accessor: 'description', header: intl.formatMessage(m.guestRoom), width: 220 },
          {
            id: 'dueDate',
            accessor: 'dueDate',
            header: intl.formatMessage(m.dueDate),
            width: 116,
            format: (value) => (value ? formatDate(value) : ''),
          },
          moneyColumn<ReceivableStatementLine>('debit', intl.formatMessage(m.debit), (row) => row.debit),
          moneyColumn<ReceivableStatementLine>('credit', intl.formatMessage(m.credit), (row) => row.credit),
          moneyColumn<ReceivableStatementLine>('balance', intl.formatMessage(m.balance), (row) => row.balance, 124),
          // The running balance reads top to bottom: the lines keep the statement's order.
        ] satisfies DataGridColumn<ReceivableStatementLine>[]
      ).map((column) => ({ ...column, enableSorting: false }) as DataGridColumn<ReceivableStatementLine>),
    [intl],
  );
  return (
    <Stack space="md" paddingTop="md">
      <Inline space="md" rowGap="sm" alignY="bottom">
        <DateRangePicker
          label={intl.formatMessage(m.period)}
          value={from && to ? { start: from, end: to } : null}
          onChange={(_, iso) => {
            setParam('from', iso?.start ?? null);
            setParam('to', iso?.end ?? null);
          }}
        />
        <Button variant="secondary" isDisabled={!data} onPress={() => window.print()}>
          <Inline space="xs" alignY="center">
            <PrintIcon />
            {intl.formatMessage(m.print)}
          </Inline>
        </Button>
      </Inline>
      <LoadFailure error={statement.error} />
      {data ? (
        <>
          <div className={styles.figures}>
            <Figure label={intl.formatMessage(m.openingBalance)} value={data.openingBalance} />
            <Figure label={intl.formatMessage(m.debit)} value={data.invoiced} />
            <Figure label={intl.formatMessage(m.credit)} value={data.paid} />
            <Figure label={intl.formatMessage(m.closingBalance)} value={data.closingBalance} />
          </div>
          <DataGrid
            aria-label={intl.formatMessage(m.statement)}
            columns={columns}
            rows={data.lines}
            getRowId={(row) => `${row.kind}-${row.id}`}
            isLoading={statement.isFetching}
            showExportButton
            exportFileName={`statement-${account.companyCode}-${data.fromDate}-${data.toDate}.csv`}
            maxHeight="max(15rem, calc(100vh - 34rem))"
          />
          <StatementPrint statement={data} hotelDate={hotelDate ?? data.toDate} />
        </>
      ) : null}
    </Stack>
  );
}

/** The statement on paper (and "save as PDF"): hidden on screen, the only thing printed. */
function StatementPrint({ statement, hotelDate }: { statement: ReceivableStatement; hotelDate: string }) {
  const intl = useIntl();
  const hotel = useQuery(hotelDetailQuery());
  const { account } = statement;
  return createPortal(
    <div className={styles.print} data-statement-print="">
      <div className={styles.printHeader}>
        <div>
          <p className={styles.printTitle}>{hotel.data?.name ?? ''}</p>
          <p>{intl.formatMessage(m.statementOf)}</p>
          <p>
            <strong>{account.companyName}</strong> ({account.companyCode})
          </p>
        </div>
        <div>
          <p>
            {intl.formatMessage(statementPeriodMessage, {
              from: formatDate(statement.fromDate),
              to: formatDate(statement.toDate),
            })}
          </p>
          <p>{intl.formatMessage(printedOnMessage, { date: formatDate(hotelDate) })}</p>
          <p>{`${intl.formatMessage(m.term)}: ${account.termOfPayment}`}</p>
        </div>
      </div>
      <table className={styles.printTable}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.date)}</th>
            <th scope="col">{intl.formatMessage(m.number)}</th>
            <th scope="col">{intl.formatMessage(m.guestRoom)}</th>
            <th scope="col">{intl.formatMessage(m.dueDate)}</th>
            <th scope="col" data-align="end">
              {intl.formatMessage(m.debit)}
            </th>
            <th scope="col" data-align="end">
              {intl.formatMessage(m.credit)}
            </th>
            <th scope="col" data-align="end">
              {intl.formatMessage(m.balance)}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{formatDate(statement.fromDate)}</td>
            <td colSpan={5}>{intl.formatMessage(m.openingBalance)}</td>
            <td data-align="end">{showMoney(statement.openingBalance)}</td>
          </tr>
          {statement.lines.map((line) => (
            <tr key={`${line.kind}-${line.id}`}>
              <td>{formatDate(line.date)}</td>
              <td>{line.number}</td>
              <td>{line.description}</td>
              <td>{line.dueDate ? formatDate(line.dueDate) : ''}</td>
              <td data-align="end">{line.kind === 'invoice' ? showMoney(line.debit) : ''}</td>
              <td data-align="end">{line.kind === 'payment' ? showMoney(line.credit) : ''}</td>
              <td data-align="end">{showMoney(line.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>{intl.formatMessage(m.closingBalance)}</td>
            <td data-align="end">{showMoney(statement.invoiced)}</td>
            <td data-align="end">{showMoney(statement.paid)}</td>
            <td data-align="end">{showMoney(statement.closingBalance)}</td>
          </tr>
        </tfoot>
      </table>
    </div>,
    document.body,
  );
}
