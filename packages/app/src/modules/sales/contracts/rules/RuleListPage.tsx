import type { ContractRule } from '@pms/domain/contracts';
import {
  ComboBox,
  ComboBoxItem,
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  Link,
  Notice,
  Select,
  SelectItem,
  useDialogs,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  AdminScreen,
  actionsColumn,
  EditDeleteActions,
  ListActions,
  LoadFailure,
} from '../../../../shared/admin/AdminScreen.tsx';
import { useLatest } from '../../../../shared/admin/adminList.ts';
import { failureText, failureTitle } from '../../../../shared/admin/failures.ts';
import { useHotelDate } from '../../../../shared/hotelDate.ts';
import { referenceQuery } from '../../../../shared/query/actionQuery.ts';
import {
  type ContractRecord,
  type ContractSummary,
  contractListQuery,
  contractQuery,
  useSaveContract,
} from '../api/contract.ts';
import {
  contractMessages as m,
  makeDraftMessage,
  ruleMessages as r,
  ruleCountMessage,
  ruleKindMessages,
  ruleScreenIntros,
  ruleScreenTitles,
} from '../messages.ts';
import { RULE_PATHS, type RuleKind, rulesOfKind, withoutRule } from '../model/rules.ts';
import { ruleTermsWords } from '../model/words.ts';
import { editorPathOf, kindText, useContractParams, useFormats, versionText } from '../parts.tsx';
import type { Coded } from './fieldParts.tsx';
import { RuleDialog } from './RuleDialog.tsx';
import * as styles from './rules.css.ts';

type Row = { rule: ContractRule; index: number };
const NO_CONTRACTS: ContractSummary[] = [];
const NO_CODES: Coded[] = [];

type Which = 'draft' | 'active';

// The seven rule screens of the menu: one screen, parametrised by the rule's kind.
export const SupplementPage = () => <RuleListPage kind="supplement" />;
export const CompulsoryPage = () => <RuleListPage kind="compulsory" />;
export const BonusNightPage = () => <RuleListPage kind="bonus-night" />;
export const EarlybirdPeriodPage = () => <RuleListPage kind="earlybird-period" />;
export const EarlybirdRollingPage = () => <RuleListPage kind="earlybird-rolling" />;
export const LongStayPage = () => <RuleListPage kind="long-stay" />;
export const CtaCtdPage = () => <RuleListPage kind="cta-ctd" />;

/**
 * The rules of one kind in a contract (`?contract=…&version=draft|active`, the first contract when
 * none is chosen): its draft's or its version in force's, each in words. Adding, changing and
 * deleting edit the draft; from the version in force, the first change opens the draft (after
 * saying so), which prices nothing until it is activated on the contract's screen.
 */
export function RuleListPage({ kind }: { kind: RuleKind }) {
  const intl = useIntl();
  const toast = useToast();
  const dialogs = useDialogs();
  const formats = useFormats();
  const hotelDate = useHotelDate();
  const params = useContractParams();
  const contracts = useQuery(contractListQuery());
  const roomTypes = (useQuery(referenceQuery('configuration/room-type')).data ?? NO_CODES) as Coded[];
  const mealTypes = (useQuery(referenceQuery('configuration/meal-type')).data ?? NO_CODES) as Coded[];
  const contractId = params.contractId;
  const record = useQuery({ ...contractQuery(contractId ?? 0), enabled: contractId !== null });
  const save = useSaveContract();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);

  const first = contracts.data?.[0]?.id;
  const { setContract } = params;
  useEffect(() => {
    if (contractId === null && first !== undefined) setContract(first);
  }, [contractId, first, setContract]);

  const contract = record.data;
  const draft = contract?.versions.find((version) => version.status === 'draft');
  const active = contract?.versions.find((version) => version.status === 'active');
  const which: Which = params.version === 'active' && active ? 'active' : draft ? 'draft' : 'active';
  const shown = which === 'draft' ? draft : active;
  // Changes go into the draft; from the version in force only while there is no draft yet.
  const canEdit = shown !== undefined && (shown.status === 'draft' || !draft);

  const rows = useMemo<Row[]>(() => (shown ? rulesOfKind(shown.body, kind) : []), [shown, kind]);

  /** From the version in force, says first that the change opens a draft. */
  const agreeToDraft = async () =>
    shown?.status === 'draft' ||
    dialogs.confirm({
      title: intl.formatMessage(r.newDraftTitle),
      message: intl.formatMessage(makeDraftMessage, { code: contract?.code ?? '', number: shown?.number ?? 0 }),
    });

  const afterSave = (saved: ContractRecord, message: string) => {
    toast.show({ tone: 'success', title: intl.formatMessage(m.saved), message });
    const opened = saved.versions.find((version) => version.status === 'draft');
    if (opened) params.setVersion('draft');
  };

  const remove = async (row: Row) => {
    if (!contract || !shown || !canEdit) return;
    if (!(await agreeToDraft())) return;
    const confirmed = await dialogs.confirm({
      message: intl.formatMessage(r.confirmDelete, { id: row.rule.id }),
      isDestructive: true,
    });
    if (!confirmed) return;
    try {
      const [saved] = await save.run({
        id: contract.id,
        version: contract.version,
        name: contract.name,
        validFrom: shown.validFrom,
        validTo: shown.validTo,
        body: withoutRule(shown.body, row.index),
      });
      if (saved) afterSave(saved, intl.formatMessage(r.deleted, { id: row.rule.id }));
    } catch (error) {
      await dialogs.error({ title: failureTitle(intl, error), message: failureText(intl, error) });
    }
  };

  const edit = async (index: number | null) => {
    if (canEdit && (await agreeToDraft())) setEditing({ index });
  };
  // The row buttons act on the contract as it is when pressed.
  const actions = useLatest({ edit, remove });

  const columns = useMemo<DataGridColumn<Row>[]>(
    () => [
      actionsColumn<Row>(intl.formatMessage(m.actions), 80, (row) =>
        canEdit ? (
          <EditDeleteActions
            onEdit={() => void actions.current.edit(row.index)}
            onDelete={() => void actions.current.remove(row)}
          />
        ) : null,
      ),
      dataGridColumn<Row, string>({
        id: 'id',
        header: intl.formatMessage(m.ruleId),
        width: 110,
        accessor: (row) => row.rule.id,
        isRowHeader: true,
      }),
      dataGridColumn<Row, string>({
        id: 'name',
        header: intl.formatMessage(m.name),
        width: 220,
        accessor: (row) => row.rule.name,
      }),
      dataGridColumn<Row, string>({
        id: 'terms',
        header: intl.formatMessage(r.terms),
        width: 560,
        maxWidth: 1200,
        accessor: (row) => ruleTermsWords(formats, row.rule),
        cell: (value) => <span title={value}>{value}</span>,
      }),
    ],
    [intl, formats, canEdit, actions],
  );

  const kindName = intl.formatMessage(ruleKindMessages[kind]);
  return (
    <AdminScreen
      title={intl.formatMessage(ruleScreenTitles[kind])}
      intro={intl.formatMessage(ruleScreenIntros[kind])}
      bar={
        <>
          <div className={styles.bar}>
            <ComboBox<ContractSummary>
              label={intl.formatMessage(m.contract)}
              defaultItems={contracts.data ?? NO_CONTRACTS}
              selectedKey={contractId}
              onSelectionChange={(key) => key !== null && params.setContract(Number(key))}
              isLoading={contracts.isPending}
              className={styles.contract}
            >
              {(item) => (
                <ComboBoxItem id={item.id} textValue={`${item.code} ${item.name} ${item.companyName}`}>
                  {`${item.code} · ${item.companyName} (${kindText(intl, item.kind)})`}
                </ComboBoxItem>
              )}
            </ComboBox>
            {contract ? (
              <Select
                label={intl.formatMessage(m.version)}
                selectedKey={which}
                onSelectionChange={(key) => params.setVersion(String(key))}
                className={styles.version}
              >
                {[draft, active].flatMap((version) =>
                  version ? (
                    <SelectItem key={version.status} id={version.status}>
                      {versionText(intl, version)}
                    </SelectItem>
                  ) : (
                    []
                  ),
                )}
              </Select>
            ) : null}
            <span aria-live="polite">
              {shown ? intl.formatMessage(ruleCountMessage, { count: rows.length }) : null}
            </span>
          </div>
          <ListActions
            label={intl.formatMessage(m.toolbar)}
            onReload={() => void Promise.all([contracts.refetch(), record.refetch()])}
            isLoading={contracts.isFetching || record.isFetching}
            onAdd={() => void edit(null)}
          />
        </>
      }
      notice={<LoadFailure error={contracts.error ?? record.error} />}
    >
      {contract && shown && !canEdit ? (
        <Notice tone="info" title={intl.formatMessage(r.activeReadOnlyTitle)}>
          {intl.formatMessage(r.activeReadOnlyBody, { number: draft?.number ?? 0 })}{' '}
          <Link href={`/menu/${RULE_PATHS[kind]}?contract=${contract.id}&version=draft`}>
            {intl.formatMessage(r.showDraft)}
          </Link>
        </Notice>
      ) : null}
      {contract && !shown ? (
        <Notice tone="info" title={intl.formatMessage(r.noVersionTitle)}>
          <Link href={editorPathOf(contract.kind, contract.id)}>{intl.formatMessage(r.openContract)}</Link>
        </Notice>
      ) : null}
      {contracts.data && contracts.data.length === 0 ? (
        <Notice tone="info" title={intl.formatMessage(m.noContractsTitle)}>
          <Link href="/menu/app/sales/contract">{intl.formatMessage(m.allContracts)}</Link>
        </Notice>
      ) : null}
      <DataGrid
        aria-label={intl.formatMessage(ruleScreenTitles[kind])}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.rule.id}
        isLoading={record.isFetching}
        onRowAction={(key) => {
          const row = rows.find((candidate) => candidate.rule.id === String(key));
          if (row) void edit(row.index);
        }}
        showExportButton
        exportFileName={`${kind}.csv`}
        maxHeight="max(15rem, calc(100vh - 20rem))"
      />
      {editing && contract && shown ? (
        <RuleDialog
          kind={kind}
          contract={contract}
          base={shown}
          index={editing.index}
          roomTypes={roomTypes}
          mealTypes={mealTypes}
          hotelDate={hotelDate}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            afterSave(saved, intl.formatMessage(r.savedRule, { kind: kindName }));
          }}
        />
      ) : null}
    </AdminScreen>
  );
}
