import { DataGrid, type DataGridColumn, dataGridColumn, Select, SelectItem, Stack } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { AdminScreen, actionsColumn, ListFilter, LoadFailure, RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { matchesQuery } from '../../../shared/admin/adminList.ts';
import { FormDialog } from '../../../shared/admin/FormDialog.tsx';
import { EditIcon } from '../../../shared/admin/icons.tsx';
import { useListParams } from '../../../shared/list/useListParams.ts';
import {
  type Assignment,
  assignmentsQuery,
  type ContractKind,
  policiesQuery,
  useAssignPolicy,
} from './api/policies.ts';
import { assignTitleMessage, contractCountMessage, cancellationMessages as m } from './messages.ts';
import { useFormSave } from './parts.tsx';

const NO_ROWS: Assignment[] = [];
/** The Select's key of "no policy" (a key cannot be null). */
const NONE = 'none';

/**
 * Which cancellation policy each contract of a kind has (/menu/app/cancel-policy-for-static,
 * /menu/app/cancel-policy-for-dynamic): the contracts with their partner and policy, and the
 * change of a contract's policy to another of its kind, or none (the hotel's rule).
 */
function AssignmentsPage({ kind }: { kind: ContractKind }) {
  const intl = useIntl();
  const list = useListParams({ defaultSorting: [{ id: 'contractCode', desc: false }] });
  const assignments = useQuery(assignmentsQuery(kind));
  const [editing, setEditing] = useState<Assignment | null>(null);
  const rows = useMemo(
    () =>
      (assignments.data ?? NO_ROWS).filter(
        (row) =>
          !list.search ||
          matchesQuery(
            `${row.contractCode} ${row.contractName} ${row.companyName} ${row.policyCode ?? ''} ${row.policyName ?? ''}`,
            list.search,
          ),
      ),
    [assignments.data, list.search],
  );

  const columns = useMemo<DataGridColumn<Assignment>[]>(
    () => [
      actionsColumn<Assignment>(intl.formatMessage(m.actions), 72, (row) => (
        <RowAction label={intl.formatMessage(m.changePolicy)} icon={<EditIcon />} onPress={() => setEditing(row)} />
      )),
      {
        id: 'contractCode',
        accessor: 'contractCode',
        header: intl.formatMessage(m.contract),
        width: 120,
        isRowHeader: true,
      },
      { id: 'contractName', accessor: 'contractName', header: intl.formatMessage(m.contractName), width: 240 },
      { id: 'companyName', accessor: 'companyName', header: intl.formatMessage(m.partner), width: 220 },
      dataGridColumn<Assignment, string>({
        id: 'policy',
        header: intl.formatMessage(m.policy),
        width: 280,
        accessor: (row) =>
          row.policyCode ? `${row.policyCode} · ${row.policyName ?? ''}` : intl.formatMessage(m.noPolicy),
      }),
    ],
    [intl],
  );

  return (
    <AdminScreen
      title={intl.formatMessage(kind === 'static' ? m.staticTitle : m.dynamicTitle)}
      intro={intl.formatMessage(m.assignIntro)}
      bar={
        <ListFilter
          label={intl.formatMessage(m.searchContracts)}
          placeholder={intl.formatMessage(m.searchContractsPlaceholder)}
          query={list.search}
          onQueryChange={list.setSearch}
          count={assignments.data ? intl.formatMessage(contractCountMessage, { count: rows.length }) : null}
        />
      }
      notice={<LoadFailure error={assignments.error} />}
    >
      <DataGrid
        // Cells keep the words they were made in: a new language makes them again.
        key={intl.locale}
        aria-label={intl.formatMessage(kind === 'static' ? m.staticTitle : m.dynamicTitle)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.contractId)}
        isLoading={assignments.isFetching}
        sorting={list.sorting}
        onSortingChange={list.setSorting}
        onRowAction={(key) => setEditing(rows.find((row) => row.contractId === Number(key)) ?? null)}
        showExportButton
        exportFileName={`cancel-policy-for-${kind}.csv`}
        maxHeight="max(15rem, calc(100vh - 20rem))"
      />
      {editing ? <AssignDialog assignment={editing} onClose={() => setEditing(null)} /> : null}
    </AdminScreen>
  );
}

/** A contract's policy: one of its kind, or none. */
function AssignDialog({ assignment, onClose }: { assignment: Assignment; onClose: () => void }) {
  const intl = useIntl();
  const policies = useQuery(policiesQuery(assignment.kind));
  const assign = useAssignPolicy();
  const { errors, failure, save } = useFormSave(onClose);
  const [policyId, setPolicyId] = useState<string>(assignment.policyId === null ? NONE : String(assignment.policyId));
  const choices = useMemo(
    () => [
      { id: NONE, label: intl.formatMessage(m.noPolicy) },
      ...(policies.data ?? []).map((policy) => ({ id: String(policy.id), label: `${policy.code} · ${policy.name}` })),
    ],
    [policies.data, intl],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assign.isPending) return;
    void save(
      () =>
        assign.run([
          {
            contractId: assignment.contractId,
            policyId: policyId === NONE ? null : Number(policyId),
            version: assignment.version,
          },
        ]),
      ['policyId'],
    );
  };

  return (
    <FormDialog
      title={intl.formatMessage(assignTitleMessage, { contract: assignment.contractCode })}
      subtitle={`${assignment.contractName} · ${assignment.companyName}`}
      size="sm"
      isSaving={assign.isPending}
      canSave={policies.data !== undefined}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        <Select<{ id: string; label: string }>
          name="policyId"
          label={intl.formatMessage(m.policy)}
          items={choices}
          selectedKey={policyId}
          onSelectionChange={(key) => key !== null && setPolicyId(String(key))}
          autoFocus
        >
          {(choice) => (
            <SelectItem id={choice.id} textValue={choice.label}>
              {choice.label}
            </SelectItem>
          )}
        </Select>
      </Stack>
    </FormDialog>
  );
}

export const StaticAssignmentsPage = () => <AssignmentsPage kind="static" />;
export const DynamicAssignmentsPage = () => <AssignmentsPage kind="dynamic" />;
