import { DataGrid, type DataGridColumn, dataGridColumn, Inline, Radio, RadioGroup, Stack, TextField } from '@pms/ui';
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
import { matchesQuery, useAdminCommands, useLatest } from '../../../shared/admin/adminList.ts';
import { FormDialog } from '../../../shared/admin/FormDialog.tsx';
import { EditIcon, ForwardIcon, TrashIcon } from '../../../shared/admin/icons.tsx';
import { chargeText } from '../../../shared/cancellation/explain.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import {
  type ContractKind,
  documentOf,
  type PolicySummary,
  policiesQuery,
  policyQuery,
  useRemovePolicy,
  useSavePolicy,
} from './api/policies.ts';
import { cancellationMessages as m, policyCountMessage } from './messages.ts';
import { ChargeFields, chargeDraftOf, chargeOfDraft, kindText, useFormSave } from './parts.tsx';

const NO_ROWS: PolicySummary[] = [];

/** The seasons of a policy, as the policy list's row action opens them. */
export const seasonsPath = (policyId: number) => `/menu/app/cancellation-season?policy=${policyId}`;

/**
 * Cancellation policies (/menu/app/cancellation-policy): code, name, the kind of contract each is
 * for and its no-show charge, how many seasons it has and how many contracts use it. A row opens
 * its seasons; a policy no contract uses can be deleted.
 */
export function PoliciesPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useListParams({ defaultSorting: [{ id: 'code', desc: false }] });
  const policies = useQuery(policiesQuery());
  const remove = useRemovePolicy();
  const commands = useAdminCommands([['sales/cancellation-policy']]);
  const [editing, setEditing] = useState<PolicySummary | 'new' | null>(null);
  // The grid's columns change only with the language; they read the commands through this.
  const latest = useLatest({ commands, remove });
  const rows = useMemo(
    () =>
      (policies.data ?? NO_ROWS).filter((row) => !list.search || matchesQuery(`${row.code} ${row.name}`, list.search)),
    [policies.data, list.search],
  );

  const columns = useMemo<DataGridColumn<PolicySummary>[]>(
    () => [
      actionsColumn<PolicySummary>(intl.formatMessage(m.actions), 104, (row) => (
        <Inline space="xs">
          <RowAction label={intl.formatMessage(m.editPolicy)} icon={<EditIcon />} onPress={() => setEditing(row)} />
          <RowAction
            label={intl.formatMessage(m.openSeasons)}
            icon={<ForwardIcon />}
            onPress={() => navigate(seasonsPath(row.id))}
          />
          <RowAction
            label={intl.formatMessage(m.deletePolicy)}
            icon={<TrashIcon />}
            isDisabled={row.contractCount > 0}
            onPress={() =>
              void latest.current.commands.remove(intl.formatMessage(m.deletePolicy), () =>
                latest.current.remove.run([{ id: row.id, version: row.version }]),
              )
            }
          />
        </Inline>
      )),
      { id: 'code', accessor: 'code', header: intl.formatMessage(m.code), width: 100, isRowHeader: true },
      { id: 'name', accessor: 'name', header: intl.formatMessage(m.name), width: 220 },
      dataGridColumn<PolicySummary, string>({
        id: 'appliesTo',
        header: intl.formatMessage(m.appliesTo),
        width: 140,
        accessor: (row) => kindText(intl, row.appliesTo),
      }),
      dataGridColumn<PolicySummary, string>({
        id: 'noShow',
        header: intl.formatMessage(m.noShowCharge),
        width: 170,
        accessor: (row) => (row.noShow ? chargeText(intl, row.noShow) : intl.formatMessage(m.none)),
      }),
      {
        id: 'seasonCount',
        accessor: 'seasonCount',
        header: intl.formatMessage(m.seasonCount),
        width: 84,
        align: 'end',
      },
      {
        id: 'contractCount',
        accessor: 'contractCount',
        header: intl.formatMessage(m.contractCount),
        width: 90,
        align: 'end',
      },
    ],
    [intl, navigate, latest],
  );

  return (
    <AdminScreen
      title={intl.formatMessage(m.policiesTitle)}
      intro={intl.formatMessage(m.policiesIntro)}
      bar={
        <>
          <ListFilter
            label={intl.formatMessage(m.search)}
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            query={list.search}
            onQueryChange={list.setSearch}
            count={policies.data ? intl.formatMessage(policyCountMessage, { count: rows.length }) : null}
          />
          <ListActions
            label={intl.formatMessage(m.toolbar)}
            onReload={() => void policies.refetch()}
            isLoading={policies.isFetching}
            onAdd={() => setEditing('new')}
          />
        </>
      }
      notice={<LoadFailure error={policies.error} />}
    >
      <DataGrid
        // Cells keep the words they were made in: a new language makes them again.
        key={intl.locale}
        aria-label={intl.formatMessage(m.policiesTitle)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={policies.isFetching || commands.isBusy}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        onRowAction={(key) => navigate(seasonsPath(Number(key)))}
        showExportButton
        exportFileName="cancellation-policy.csv"
        maxHeight="max(15rem, calc(100vh - 20rem))"
      />
      {editing ? <PolicyDialog policy={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AdminScreen>
  );
}

const POLICY_FIELDS = ['code', 'name', 'appliesTo', 'chargeKind', 'chargeValue'] as const;

/** A new policy (no seasons yet), or a change of a policy's code, name, kind and no-show charge. */
function PolicyDialog({ policy, onClose }: { policy: PolicySummary | null; onClose: () => void }) {
  const intl = useIntl();
  const savePolicy = useSavePolicy();
  // An existing policy is saved whole: its seasons come with it as they are.
  const current = useQuery({ ...policyQuery(policy?.id ?? 0), enabled: policy !== null });
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const [code, setCode] = useState(policy?.code ?? '');
  const [name, setName] = useState(policy?.name ?? '');
  const [appliesTo, setAppliesTo] = useState<ContractKind>(policy?.appliesTo ?? 'static');
  const [noShow, setNoShow] = useState(chargeDraftOf(policy?.noShow ?? null));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (savePolicy.isPending) return;
    const required = [intl.formatMessage(m.required)];
    const found: Record<string, string[]> = {};
    if (!code.trim()) found.code = required;
    if (!name.trim()) found.name = required;
    const charge = chargeOfDraft(intl, noShow);
    if ('error' in charge) found.chargeValue = [charge.error];
    if (Object.keys(found).length > 0 || 'error' in charge) {
      setErrors(found);
      return;
    }
    const fields = { code: code.trim(), name: name.trim(), appliesTo, noShow: charge.charge };
    const record = current.data;
    void save(
      () => savePolicy.run([record ? documentOf(record, fields) : { ...fields, seasons: [] }]),
      POLICY_FIELDS,
      (all) => {
        const picked = { ...all };
        for (const key of Object.keys(picked)) {
          if (key.startsWith('noShow')) {
            picked.chargeValue = picked[key] ?? [];
            delete picked[key];
          }
        }
        return picked;
      },
    );
  };

  return (
    <FormDialog
      title={intl.formatMessage(policy ? m.editPolicy : m.newPolicy)}
      subtitle={policy ? `${policy.code} · ${policy.name}` : undefined}
      size="md"
      isSaving={savePolicy.isPending}
      canSave={policy === null || current.data !== undefined}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        <Inline space="md" alignY="top">
          <TextField
            name="code"
            label={intl.formatMessage(m.code)}
            value={code}
            onChange={setCode}
            maxLength={20}
            autoComplete="off"
            isRequired
            autoFocus
          />
          <TextField
            name="name"
            label={intl.formatMessage(m.name)}
            value={name}
            onChange={setName}
            maxLength={120}
            autoComplete="off"
            isRequired
          />
        </Inline>
        <RadioGroup
          name="appliesTo"
          label={intl.formatMessage(m.appliesTo)}
          description={intl.formatMessage(m.appliesToHelp)}
          value={appliesTo}
          onChange={(value) => setAppliesTo(value as ContractKind)}
          orientation="horizontal"
          isRequired
        >
          <Radio value="static">{intl.formatMessage(m.staticContracts)}</Radio>
          <Radio value="dynamic">{intl.formatMessage(m.dynamicProfiles)}</Radio>
        </RadioGroup>
        <ChargeFields draft={noShow} onChange={setNoShow} allowNone label={intl.formatMessage(m.noShowCharge)} />
      </Stack>
    </FormDialog>
  );
}
