import {
  DataGrid,
  type DataGridColumn,
  type DataGridSorting,
  dataGridColumn,
  formatDate,
  Inline,
  LoadingPopup,
} from '@pms/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as adminStyles from '../admin/AdminScreen.css.ts';
import {
  AdminScreen,
  actionsColumn,
  EditDeleteActions,
  ListActions,
  ListFilter,
  LoadFailure,
} from '../admin/AdminScreen.tsx';
import { useAdminCommands, useLatest } from '../admin/adminList.ts';
import { commonMessages } from '../admin/messages.ts';
import { PageSizeSelect } from '../admin/PageSizeSelect.tsx';
import { useListParams } from '../list/useListParams.ts';
import { masterDataSearchQuery, useMasterDataCommand, useReferences } from './api.ts';
import { decimalsOf, inputValueOf, type MasterDataField, type MasterDataPath, type MasterDataRow } from './fields.ts';
import { createFormBackup, type KeyValueStore } from './formBackup.ts';
import type { MasterDataFormTarget } from './MasterDataForm.tsx';
import * as styles from './MasterDataScreen.css.ts';
import { addTitleMessage, countMessage, deleteTitleMessage, editTitleMessage, masterDataMessages } from './messages.ts';

/** What a master-data screen is about; the generator writes one per list (issue 6). */
export interface MasterDataDescription {
  /** The API path of the list, e.g. 'configuration/building'. */
  path: MasterDataPath;
  title: MessageDescriptor;
  intro: MessageDescriptor;
  /** One record, for the dialog titles ("Add building"); the title when not set. */
  item?: MessageDescriptor;
  fields: readonly MasterDataField[];
  searchPlaceholder: MessageDescriptor;
  /** Fields the server sorts by (the search's `sort`); the first is the initial order. */
  sortable: readonly string[];
  /**
   * More actions of each row, between Edit and Delete in the actions column, e.g. a room type's
   * features: answers elements (RowAction icon buttons, or a component of the page's own that
   * renders them), and uses no hooks itself. Defined once, outside the page component, as the rest
   * of the description is; the grid redraws its rows when it changes.
   */
  rowActions?: (row: MasterDataRow, context: MasterDataRowContext) => ReactNode;
  /** Extra width of the actions column for `rowActions`, in px: one icon button (26) when not set. */
  rowActionsWidth?: number;
}

/** What a row action of a master-data screen can do with the screen around it. */
export interface MasterDataRowContext {
  /** Loads the page of the list again. */
  reload: () => void;
  /**
   * Shows a dialog over the screen until `close` is called. It is kept by the screen, not by the
   * grid row, so it stays open while the list reloads.
   */
  openDialog: (render: (close: () => void) => ReactNode) => void;
  /** The success toast every save on the screen shows. */
  succeeded: () => void;
  /** A write refused for a stale row version: reloads and says "Changed by someone else", as the edit form does. */
  reportStale: () => void;
}

// Wide enough for the Thai and Lao headers, as on the other administration lists.
const ACTIONS_WIDTH = 110;
// A row action more: one 24 px icon button and the gap before it.
const ROW_ACTION_WIDTH = 26;

// Storage can be missing altogether (a locked-down browser); the backup then keeps nothing.
const noStore: KeyValueStore = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const storageOf = (name: 'sessionStorage' | 'localStorage'): KeyValueStore => {
  try {
    return window[name] ?? noStore;
  } catch {
    return noStore;
  }
};

/**
 * One master-data list (spec §7): a grid paged, sorted and searched by the server, Reload and Add,
 * Edit and Delete on each row, and the add/edit form with its backup (spec §4). Every master-data
 * screen is this component and a description of its fields.
 */
export function MasterDataScreen({ description }: { description: MasterDataDescription }) {
  const { path, fields, sortable, rowActions } = description;
  const intl = useIntl();
  const queryClient = useQueryClient();

  const defaultSorting = useMemo<DataGridSorting>(
    () => (sortable[0] ? [{ id: sortable[0], desc: false }] : []),
    [sortable],
  );
  // Search, order, page and page size live in the address: a bookmark opens the same page, Back restores it.
  const list = useListParams({ defaultSorting });
  const { pageIndex, pageSize, setPagination } = list;
  const page = useQuery(masterDataSearchQuery(path, list.criteria));
  const [formTarget, setFormTarget] = useState<MasterDataFormTarget | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadForm(), PRELOAD_FORM_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const [rowDialog, setRowDialog] = useState<{ render: (close: () => void) => ReactNode } | null>(null);

  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: [path] }), [queryClient, path]);
  const { isBusy, succeeded, reportStale, remove } = useAdminCommands([[path]]);
  const references = useReferences(fields);
  const reloadReferences = useCallback(
    (only?: { stale: true }) => {
      for (const referenced of references.paths) {
        void queryClient.refetchQueries({ queryKey: [referenced, 'list-minimum'], ...only });
      }
    },
    [queryClient, references.paths],
  );
  const deleteCommand = useMasterDataCommand(path, 'delete');
  const closeRowDialog = useCallback(() => setRowDialog(null), []);
  const rowContext = useMemo<MasterDataRowContext>(
    () => ({ reload, openDialog: (render) => setRowDialog({ render }), succeeded, reportStale }),
    [reload, succeeded, reportStale],
  );

  const openForm = (target: MasterDataFormTarget) => {
    // The choices may have changed since they were read (a building added on another screen).
    reloadReferences({ stale: true });
    setFormTarget(target);
  };
  const backup = useMemo(
    () => createFormBackup(path, fields, storageOf('sessionStorage'), storageOf('localStorage')),
    [path, fields],
  );

  // The last rows of the last page were deleted (here or elsewhere): show the page that is now last.
  const found = page.isPlaceholderData ? undefined : page.data;
  useEffect(() => {
    if (found && found.rows.length === 0 && found.total > 0 && pageIndex > 0) {
      setPagination({ pageIndex: Math.ceil(found.total / pageSize) - 1, pageSize });
    }
  }, [found, pageIndex, pageSize, setPagination]);

  const item = intl.formatMessage(description.item ?? description.title);
  const firstGridField = fields.find((field) => field.inGrid !== false) ?? fields[0];
  const rowName = useCallback(
    (row: MasterDataRow) => (firstGridField ? String(row[firstGridField.name] ?? '') : String(row.id)),
    [firstGridField],
  );

  const deleteRow = async (row: MasterDataRow) => {
    // `remove` confirms, reloads and says how it went ("Can not Delete" with the server's reason).
    await remove(intl.formatMessage(deleteTitleMessage, { name: rowName(row) }), () =>
      deleteCommand.run([{ id: row.id }]),
    );
  };

  const actions = useLatest({
    edit: (row: MasterDataRow) => openForm({ kind: 'edit', row }),
    delete: deleteRow,
    rowContext,
  });

  const referenceLabels = useMemo(() => {
    const labels: Record<string, Map<number, string>> = {};
    for (const field of fields) {
      const rows = references.rows[field.name];
      if (field.reference && rows) {
        const describe = field.reference.label;
        labels[field.name] = new Map(rows.map((row) => [row.id, describe(row)]));
      }
    }
    return labels;
  }, [fields, references.rows]);

  const columns = useMemo<DataGridColumn<MasterDataRow>[]>(() => {
    const none = intl.formatMessage(commonMessages.empty);
    const textOf = (field: MasterDataField, wire: unknown): string => {
      const value = inputValueOf(field, wire);
      if (value === null || value === '') return field.kind === 'flag' ? '' : none;
      switch (field.kind) {
        case 'flag':
          return intl.formatMessage(value ? masterDataMessages.yes : masterDataMessages.no);
        case 'date':
          return formatDate(String(value));
        case 'integer':
        case 'decimal':
          return intl.formatNumber(Number(value), {
            minimumFractionDigits: decimalsOf(field),
            maximumFractionDigits: decimalsOf(field),
          });
        case 'reference':
          return referenceLabels[field.name]?.get(Number(value)) ?? String(value);
        case 'choice': {
          const choice = field.choices?.find((candidate) => candidate.value === value);
          return choice ? intl.formatMessage(choice.label) : String(value);
        }
        default:
          return String(value);
      }
    };
    return [
      actionsColumn<MasterDataRow>(
        intl.formatMessage(commonMessages.actions),
        ACTIONS_WIDTH + (rowActions ? (description.rowActionsWidth ?? ROW_ACTION_WIDTH) : 0),
        (row) => (
          <EditDeleteActions onEdit={() => actions.current.edit(row)} onDelete={() => void actions.current.delete(row)}>
            {rowActions?.(row, actions.current.rowContext)}
          </EditDeleteActions>
        ),
      ),
      ...fields
        .filter((field) => field.inGrid !== false)
        .map((field, index) =>
          dataGridColumn<MasterDataRow, unknown>({
            id: field.name,
            accessor: (row) => row[field.name],
            header: intl.formatMessage(field.label),
            width: field.width ?? (field.kind === 'flag' ? 100 : 180),
            enableSorting: sortable.includes(field.name),
            align: field.kind === 'integer' || field.kind === 'decimal' ? 'end' : 'start',
            isRowHeader: index === 0,
            format: (wire) => textOf(field, wire),
            cell:
              index === 0
                ? (wire) => <span className={adminStyles.code}>{textOf(field, wire)}</span>
                : field.kind === 'flag'
                  ? (wire) => (
                      <span className={inputValueOf(field, wire) ? styles.flagYes : adminStyles.muted}>
                        {textOf(field, wire)}
                      </span>
                    )
                  : undefined,
          }),
        ),
    ];
  }, [intl, fields, sortable, actions, referenceLabels, rowActions, description.rowActionsWidth]);

  const saved = () => {
    const wasEditing = formTarget?.kind === 'edit';
    setFormTarget(null);
    // A new record goes where the order puts it; the first page with the current order is the calm place to be.
    if (!wasEditing) setPagination({ pageIndex: 0, pageSize });
    succeeded();
    // Spec §7: after create or update the page scrolls to top.
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const total = page.data?.total;
  const rows = page.data?.rows ?? NO_ROWS;
  const editing = formTarget?.kind === 'edit' ? formTarget.row : undefined;

  return (
    <AdminScreen
      title={intl.formatMessage(description.title)}
      intro={intl.formatMessage(description.intro)}
      bar={
        <>
          <ListFilter
            label={intl.formatMessage(masterDataMessages.search)}
            placeholder={intl.formatMessage(description.searchPlaceholder)}
            query={list.search}
            onQueryChange={list.setSearch}
            count={total === undefined ? null : intl.formatMessage(countMessage, { count: total })}
          />
          <Inline space="md">
            <PageSizeSelect
              label={intl.formatMessage(masterDataMessages.pageSize)}
              value={pageSize}
              onChange={(size) => setPagination({ pageIndex: 0, pageSize: size })}
            />
            <ListActions
              label={intl.formatMessage(masterDataMessages.toolbar)}
              onReload={() => {
                void page.refetch();
                reloadReferences();
              }}
              isLoading={page.isFetching}
              onAdd={() => openForm({ kind: 'create' })}
            />
          </Inline>
        </>
      }
      notice={<LoadFailure error={page.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(description.title)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={page.isFetching}
        {...list.gridProps}
        rowCount={total ?? 0}
        maxHeight="max(15rem, calc(100vh - 21rem))"
      />
      {formTarget ? (
        <Suspense fallback={<LoadingPopup isOpen />}>
          <MasterDataForm
            title={intl.formatMessage(editing ? editTitleMessage : addTitleMessage, { item })}
            subtitle={editing ? rowName(editing) : undefined}
            target={formTarget}
            fields={fields}
            references={references.rows}
            referencesFailed={references.failed}
            backup={backup}
            path={path}
            onClose={() => setFormTarget(null)}
            onSaved={saved}
            onStale={() => {
              setFormTarget(null);
              reportStale();
            }}
          />
        </Suspense>
      ) : null}
      {rowDialog ? rowDialog.render(closeRowDialog) : null}
      <LoadingPopup isOpen={isBusy} />
    </AdminScreen>
  );
}

const NO_ROWS: MasterDataRow[] = [];

// The add/edit form (date pickers, calendar, combo boxes, number fields) is not needed to show the
// list: it loads a moment after the list has opened, or with the first form staff open.
const loadForm = () => import('./MasterDataForm.tsx');
const MasterDataForm = lazy(() => loadForm().then((module) => ({ default: module.MasterDataForm })));
const PRELOAD_FORM_MS = 2_000;
