import {
  ComboBox,
  ComboBoxItem,
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  formatDate,
  Inline,
  Select,
  SelectItem,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  AdminScreen,
  actionsColumn,
  ListActions,
  ListFilter,
  LoadFailure,
  RowAction,
} from '../../../../shared/admin/AdminScreen.tsx';
import { ForwardIcon } from '../../../../shared/admin/icons.tsx';
import { useListParams } from '../../../../shared/list/useListParams.ts';
import { referenceQuery } from '../../../../shared/query/actionQuery.ts';
import { type ContractKind, type ContractSummary, contractListQuery } from '../api/contract.ts';
import { contractCountMessage, contractMessages as m } from '../messages.ts';
import { editorPathOf, kindText } from '../parts.tsx';
import * as styles from './ContractListPage.css.ts';
import { CreateContractDialog } from './CreateContractDialog.tsx';

const NO_ROWS: ContractSummary[] = [];
const FILTERS = ['partner', 'kind', 'state'] as const;
type State = 'in-force' | 'draft' | 'none';
const STATES: readonly State[] = ['in-force', 'draft', 'none'];
const STATE_WORDS = { 'in-force': m.stateInForce, draft: m.stateDraft, none: m.stateNone } as const;
const ALL = 'all';

/** Whether a contract shows under the list's state filter. */
function hasState(row: ContractSummary, state: string): boolean {
  if (state === 'in-force') return row.activeVersionNumber !== null;
  if (state === 'draft') return row.hasDraft;
  if (state === 'none') return row.activeVersionNumber === null;
  return true;
}

/**
 * Contracts (/menu/app/sales/contract): every partner contract and dynamic profile with the
 * version in force and its validity and whether a draft is open, searched and filtered by partner,
 * kind and state (in the address); a new contract, and a row opens its editor.
 */
export function ContractListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useListParams<(typeof FILTERS)[number]>({
    defaultSorting: [{ id: 'code', desc: false }],
    filters: FILTERS,
  });
  const partnerId = Number(list.filter('partner')) || undefined;
  const kind = list.filter('kind');
  const state = list.filter('state');
  const contracts = useQuery(contractListQuery(partnerId));
  const partners = useQuery(referenceQuery('reservation/company-profile'));
  const [isCreating, setCreating] = useState(false);

  const search = list.settledSearch.toLocaleLowerCase();
  const rows = useMemo(
    () =>
      (contracts.data ?? NO_ROWS).filter(
        (row) =>
          (!kind || row.kind === kind) &&
          hasState(row, state) &&
          (!search || [row.code, row.name, row.companyName].some((text) => text.toLocaleLowerCase().includes(search))),
      ),
    [contracts.data, kind, state, search],
  );

  const columns = useMemo<DataGridColumn<ContractSummary>[]>(
    () => [
      actionsColumn<ContractSummary>(intl.formatMessage(m.actions), 64, (row) => (
        <RowAction
          label={intl.formatMessage(m.open)}
          icon={<ForwardIcon />}
          onPress={() => navigate(editorPathOf(row.kind, row.id))}
        />
      )),
      { id: 'code', accessor: 'code', header: intl.formatMessage(m.code), width: 100, isRowHeader: true },
      { id: 'name', accessor: 'name', header: intl.formatMessage(m.name), width: 220 },
      { id: 'companyName', accessor: 'companyName', header: intl.formatMessage(m.partner), width: 200 },
      dataGridColumn<ContractSummary, string>({
        id: 'kind',
        header: intl.formatMessage(m.kind),
        width: 90,
        accessor: (row) => row.kind,
        format: (value) => kindText(intl, value as ContractKind),
      }),
      { id: 'currencyCode', accessor: 'currencyCode', header: intl.formatMessage(m.currency), width: 80 },
      dataGridColumn<ContractSummary, number | null>({
        id: 'inForce',
        header: intl.formatMessage(m.inForce),
        width: 84,
        align: 'end',
        accessor: (row) => row.activeVersionNumber,
        format: (value) =>
          value === null ? intl.formatMessage(m.noneInForce) : intl.formatMessage(m.versionNumber, { number: value }),
      }),
      dataGridColumn<ContractSummary, string | null>({
        id: 'validFrom',
        header: intl.formatMessage(m.validFrom),
        width: 110,
        accessor: (row) => row.activeValidFrom,
        format: (value) => (value ? formatDate(value) : ''),
      }),
      dataGridColumn<ContractSummary, string | null>({
        id: 'validTo',
        header: intl.formatMessage(m.validTo),
        width: 110,
        accessor: (row) => row.activeValidTo,
        format: (value) => (value ? formatDate(value) : ''),
      }),
      dataGridColumn<ContractSummary, boolean>({
        id: 'hasDraft',
        header: intl.formatMessage(m.draft),
        width: 76,
        accessor: (row) => row.hasDraft,
        format: (value) => intl.formatMessage(value ? m.draftOpen : m.draftNone),
      }),
    ],
    [intl, navigate],
  );

  return (
    <AdminScreen
      title={intl.formatMessage(m.listTitle)}
      intro={intl.formatMessage(m.listIntro)}
      bar={
        <>
          <ListFilter
            label={intl.formatMessage(m.search)}
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            query={list.search}
            onQueryChange={list.setSearch}
            count={contracts.data ? intl.formatMessage(contractCountMessage, { count: rows.length }) : null}
          />
          <ListActions
            label={intl.formatMessage(m.toolbar)}
            onReload={() => void contracts.refetch()}
            isLoading={contracts.isFetching}
            onAdd={() => setCreating(true)}
          />
        </>
      }
      notice={<LoadFailure error={contracts.error} />}
    >
      <Inline space="md" rowGap="sm" alignY="bottom" className={styles.filters}>
        <ComboBox<{ id: number; code: string; name: string }>
          label={intl.formatMessage(m.partner)}
          defaultItems={partners.data ?? []}
          selectedKey={partnerId ?? null}
          onSelectionChange={(key) => list.setFilter('partner', key === null ? undefined : String(key))}
          isLoading={partners.isPending}
          className={styles.partner}
        >
          {(partner) => (
            <ComboBoxItem id={partner.id} textValue={`${partner.code} ${partner.name}`}>
              {`${partner.code} · ${partner.name}`}
            </ComboBoxItem>
          )}
        </ComboBox>
        <Select
          label={intl.formatMessage(m.kind)}
          selectedKey={kind || ALL}
          onSelectionChange={(key) => list.setFilter('kind', key === ALL ? undefined : String(key))}
          className={styles.choice}
        >
          <SelectItem id={ALL}>{intl.formatMessage(m.allKinds)}</SelectItem>
          <SelectItem id="static">{kindText(intl, 'static')}</SelectItem>
          <SelectItem id="dynamic">{kindText(intl, 'dynamic')}</SelectItem>
        </Select>
        <Select
          label={intl.formatMessage(m.state)}
          selectedKey={state || ALL}
          onSelectionChange={(key) => list.setFilter('state', key === ALL ? undefined : String(key))}
          className={styles.choice}
        >
          {[
            <SelectItem key={ALL} id={ALL}>
              {intl.formatMessage(m.allStates)}
            </SelectItem>,
            ...STATES.map((value) => (
              <SelectItem key={value} id={value}>
                {intl.formatMessage(STATE_WORDS[value])}
              </SelectItem>
            )),
          ]}
        </Select>
      </Inline>
      <DataGrid
        aria-label={intl.formatMessage(m.listTitle)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={contracts.isFetching}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        onRowAction={(key) => {
          const row = rows.find((candidate) => String(candidate.id) === String(key));
          if (row) navigate(editorPathOf(row.kind, row.id));
        }}
        showExportButton
        exportFileName="contracts.csv"
        maxHeight="max(15rem, calc(100vh - 22rem))"
      />
      {isCreating ? (
        <CreateContractDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => navigate(editorPathOf(created.kind, created.id))}
        />
      ) : null}
    </AdminScreen>
  );
}
