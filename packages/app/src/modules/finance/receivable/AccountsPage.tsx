import {
  Checkbox,
  ComboBox,
  ComboBoxItem,
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  Inline,
  Stack,
  TextField,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  AdminScreen,
  actionsColumn,
  ListActions,
  ListFilter,
  LoadFailure,
  RowAction,
} from '../../../shared/admin/AdminScreen.tsx';
import { FormDialog } from '../../../shared/admin/FormDialog.tsx';
import { EditIcon, ForwardIcon } from '../../../shared/admin/icons.tsx';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import { type ReceivableAccount, receivableAccountsQuery, useSaveReceivableAccount } from '../api/receivable.ts';
import { accountCountMessage, receivableMessages as m } from './messages.ts';
import {
  AccountStateChip,
  accountStateOf,
  accountStateText,
  cents,
  MONEY_INPUT,
  money,
  showMoney,
  useFormSave,
} from './parts.tsx';

const NO_ROWS: ReceivableAccount[] = [];

/** The ledger of one account, as the accounts list and its rows open it. */
export const ledgerPath = (accountId: number) => `/menu/app/ledger?account=${accountId}`;

type Totals = Record<
  'creditLimit' | 'balance' | 'availableCredit' | 'unallocated' | 'overdue' | 'd0' | 'd31' | 'd61' | 'd91',
  bigint
>;

/**
 * Accounts receivable (/menu/app/account-receivable): every company account with what it owes,
 * its credit limit and what is left of it, the ageing of its open invoices and what was paid but
 * not allocated yet; new accounts and changes of limit, term and restriction. A row opens the ledger.
 */
export function AccountsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useListParams({ defaultSorting: [{ id: 'companyName', desc: false }] });
  const accounts = useQuery(receivableAccountsQuery(list.settledSearch));
  const rows = accounts.data ?? NO_ROWS;
  const [editing, setEditing] = useState<ReceivableAccount | 'new' | null>(null);

  const columns = useMemo<DataGridColumn<ReceivableAccount>[]>(() => {
    const amount = (id: string, header: string, pick: (row: ReceivableAccount) => string, width = 112) =>
      dataGridColumn<ReceivableAccount, bigint>({
        id,
        header,
        width,
        align: 'end',
        accessor: (row) => cents(pick(row)),
        format: (value) => showMoney(value),
        csv: (value) => money(value),
      });
    return [
      actionsColumn<ReceivableAccount>(intl.formatMessage(m.actions), 80, (row) => (
        <Inline space="xs">
          <RowAction
            label={intl.formatMessage(m.openLedger)}
            icon={<ForwardIcon />}
            onPress={() => navigate(ledgerPath(row.id))}
          />
          <RowAction label={intl.formatMessage(m.editAccount)} icon={<EditIcon />} onPress={() => setEditing(row)} />
        </Inline>
      )),
      { id: 'companyCode', accessor: 'companyCode', header: intl.formatMessage(m.code), width: 84 },
      {
        id: 'companyName',
        accessor: 'companyName',
        header: intl.formatMessage(m.company),
        width: 200,
        isRowHeader: true,
      },
      {
        id: 'termOfPayment',
        accessor: 'termOfPayment',
        header: intl.formatMessage(m.term),
        width: 120,
      },
      amount('creditLimit', intl.formatMessage(m.creditLimit), (row) => row.creditLimit),
      amount('balance', intl.formatMessage(m.balance), (row) => row.balance),
      amount('availableCredit', intl.formatMessage(m.availableCredit), (row) => row.availableCredit, 128),
      amount('d0', intl.formatMessage(m.days0to30), (row) => row.ageing.days0to30, 108),
      amount('d31', intl.formatMessage(m.days31to60), (row) => row.ageing.days31to60, 108),
      amount('d61', intl.formatMessage(m.days61to90), (row) => row.ageing.days61to90, 108),
      amount('d91', intl.formatMessage(m.over90), (row) => row.ageing.over90, 118),
      amount('overdue', intl.formatMessage(m.overdue), (row) => row.overdue, 110),
      amount('unallocated', intl.formatMessage(m.unallocated), (row) => row.unallocated, 110),
      dataGridColumn<ReceivableAccount, string>({
        id: 'state',
        header: intl.formatMessage(m.status),
        width: 110,
        accessor: (row) => (row.id === 0 ? '' : accountStateOf(row)),
        format: (value) => (value ? accountStateText(intl, value as ReturnType<typeof accountStateOf>) : ''),
        cell: (value) => (value ? <AccountStateChip state={value as ReturnType<typeof accountStateOf>} /> : null),
      }),
    ];
  }, [intl, navigate]);

  // The totals row: the same columns summed exactly (id 0 marks it for the status column).
  const footerRow = useMemo<ReceivableAccount | undefined>(() => {
    if (rows.length === 0) return undefined;
    const totals: Totals = {
      creditLimit: 0n,
      balance: 0n,
      availableCredit: 0n,
      unallocated: 0n,
      overdue: 0n,
      d0: 0n,
      d31: 0n,
      d61: 0n,
      d91: 0n,
    };
    for (const row of rows) {
      totals.creditLimit += cents(row.creditLimit);
      totals.balance += cents(row.balance);
      totals.availableCredit += cents(row.availableCredit);
      totals.unallocated += cents(row.unallocated);
      totals.overdue += cents(row.overdue);
      totals.d0 += cents(row.ageing.days0to30);
      totals.d31 += cents(row.ageing.days31to60);
      totals.d61 += cents(row.ageing.days61to90);
      totals.d91 += cents(row.ageing.over90);
    }
    const first = rows[0] as ReceivableAccount;
    return {
      ...first,
      id: 0,
      companyCode: '',
      companyName: intl.formatMessage(m.total),
      termOfPayment: '',
      creditLimit: money(totals.creditLimit),
      balance: money(totals.balance),
      availableCredit: money(totals.availableCredit),
      unallocated: money(totals.unallocated),
      overdue: money(totals.overdue),
      ageing: {
        days0to30: money(totals.d0),
        days31to60: money(totals.d31),
        days61to90: money(totals.d61),
        over90: money(totals.d91),
      },
    };
  }, [rows, intl]);

  return (
    <AdminScreen
      title={intl.formatMessage(m.accountsTitle)}
      intro={intl.formatMessage(m.accountsIntro)}
      bar={
        <>
          <ListFilter
            label={intl.formatMessage(m.search)}
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            query={list.search}
            onQueryChange={list.setSearch}
            count={accounts.data ? intl.formatMessage(accountCountMessage, { count: rows.length }) : null}
          />
          <ListActions
            label={intl.formatMessage(m.toolbar)}
            onReload={() => void accounts.refetch()}
            isLoading={accounts.isFetching}
            onAdd={() => setEditing('new')}
          />
        </>
      }
      notice={<LoadFailure error={accounts.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(m.accountsTitle)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={accounts.isFetching}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        onRowAction={(key) => navigate(ledgerPath(Number(key)))}
        footerRow={footerRow}
        footerLabel={intl.formatMessage(m.total)}
        showExportButton
        exportFileName="account-receivable.csv"
        maxHeight="max(15rem, calc(100vh - 20rem))"
      />
      {editing ? <AccountDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AdminScreen>
  );
}

const ACCOUNT_FIELDS = ['companyId', 'creditLimit', 'termOfPaymentId', 'restricted', 'note', 'version'] as const;

/** A new company account, or a change of an account's credit limit, term, restriction and note. */
export function AccountDialog({ account, onClose }: { account: ReceivableAccount | null; onClose: () => void }) {
  const intl = useIntl();
  const companies = useQuery(referenceQuery('reservation/company-profile'));
  const terms = useQuery(referenceQuery('configuration/term-of-payment'));
  const saveAccount = useSaveReceivableAccount();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const [companyId, setCompanyId] = useState<number | null>(account?.companyId ?? null);
  const [creditLimit, setCreditLimit] = useState(account?.creditLimit ?? '');
  const [termId, setTermId] = useState<number | null>(account?.termOfPaymentId ?? null);
  const [restricted, setRestricted] = useState(account?.restricted ?? false);
  const [note, setNote] = useState(account?.note ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saveAccount.isPending) return;
    const required = [intl.formatMessage(m.required)];
    const missing: Record<string, string[]> = {};
    if (companyId === null) missing.companyId = required;
    if (!MONEY_INPUT.test(creditLimit.trim())) missing.creditLimit = [intl.formatMessage(m.moneyInvalid)];
    if (termId === null) missing.termOfPaymentId = required;
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const fields = {
      companyId: companyId as number,
      creditLimit: creditLimit.trim(),
      termOfPaymentId: termId as number,
      restricted,
      note: note.trim(),
    };
    void save(
      () => saveAccount.run([account ? { id: account.id, version: account.version, ...fields } : fields]),
      ACCOUNT_FIELDS,
    );
  };

  return (
    <FormDialog
      title={intl.formatMessage(account ? m.editAccount : m.newAccount)}
      subtitle={account ? `${account.companyCode} · ${account.companyName}` : undefined}
      isSaving={saveAccount.isPending}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        <ComboBox<{ id: number; code: string; name: string }>
          name="companyId"
          label={intl.formatMessage(m.company)}
          defaultItems={companies.data ?? []}
          selectedKey={companyId}
          onSelectionChange={(key) => setCompanyId(key === null ? null : Number(key))}
          isLoading={companies.isPending}
          isDisabled={account !== null}
          isRequired
          autoFocus={account === null}
        >
          {(company) => (
            <ComboBoxItem id={company.id} textValue={`${company.code} ${company.name}`}>
              {`${company.code} · ${company.name}`}
            </ComboBoxItem>
          )}
        </ComboBox>
        <Inline space="md" alignY="top">
          <TextField
            name="creditLimit"
            label={intl.formatMessage(m.creditLimit)}
            value={creditLimit}
            onChange={setCreditLimit}
            inputMode="decimal"
            maxLength={15}
            autoComplete="off"
            isRequired
            autoFocus={account !== null}
          />
          <ComboBox<{ id: number; code: string; name: string }>
            name="termOfPaymentId"
            label={intl.formatMessage(m.term)}
            defaultItems={terms.data ?? []}
            selectedKey={termId}
            onSelectionChange={(key) => setTermId(key === null ? null : Number(key))}
            isLoading={terms.isPending}
            isRequired
          >
            {(term) => (
              <ComboBoxItem id={term.id} textValue={term.name}>
                {term.name}
              </ComboBoxItem>
            )}
          </ComboBox>
        </Inline>
        <Checkbox name="restricted" isSelected={restricted} onChange={setRestricted}>
          {intl.formatMessage(m.restricted)}
        </Checkbox>
        <TextField
          name="note"
          label={intl.formatMessage(m.note)}
          value={note}
          onChange={setNote}
          maxLength={200}
          autoComplete="off"
        />
      </Stack>
    </FormDialog>
  );
}
