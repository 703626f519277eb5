import type { CallOptions } from '@pms/api-client';
import {
  DataGrid,
  type DataGridColumn,
  type DataGridPagination,
  type DataGridSorting,
  dataGridColumn,
  formatDate,
  LoadingPopup,
} from '@pms/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
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
import { DEFAULT_PAGE_SIZE, PageSizeSelect } from '../admin/PageSizeSelect.tsx';
import { useApi } from '../api.ts';
import {
  decimalsOf,
  inputValueOf,
  type MasterDataField,
  type MasterDataPath,
  type MasterDataRow,
  type MinimumRow,
} from './fields.ts';
import { createFormBackup, type KeyValueStore } from './formBackup.ts';
import { type MasterDataCall, MasterDataForm, type MasterDataFormTarget } from './MasterDataForm.tsx';
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

type SearchPage = { total: number; offset: number; rows: MasterDataRow[] };

// The generic screen calls actions of whichever path it is given; the description's path type
// has already checked that the path has them, and the server validates every request.
type AnyCall = (path: string, action: string, data: unknown[], options?: CallOptions) => Promise<{ data: unknown[] }>;

const SEARCH_DELAY_MS = 300;
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

/** The text of the search box, once staff have stopped typing for a moment. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), delay);
    return () => window.clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/** Loads the ComboBox choices of every reference field (list-minimum), again on each reload. */
function useReferences(fields: readonly MasterDataField[], call: AnyCall, generation: number) {
  const [state, setState] = useState<{ rows: Record<string, MinimumRow[] | undefined>; failed: boolean }>({
    rows: {},
    failed: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger.
  useEffect(() => {
    const referencing = fields.filter((field) => field.reference);
    if (referencing.length === 0) return;
    const controller = new AbortController();
    Promise.all(
      referencing.map((field) =>
        call(field.reference?.path ?? '', 'list-minimum', [], { signal: controller.signal, retryOnTimeout: true }).then(
          (answer) => [field.name, answer.data as MinimumRow[]] as const,
        ),
      ),
    ).then(
      (entries) => setState({ rows: Object.fromEntries(entries), failed: false }),
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, failed: true }));
      },
    );
    return () => controller.abort();
  }, [fields, call, generation]);
  return state;
}

/**
 * One master-data list (spec §7): a grid paged, sorted and searched by the server, Reload and Add,
 * Edit and Delete on each row, and the add/edit form with its backup (spec §4). Every master-data
 * screen is this component and a description of its fields.
 */
export function MasterDataScreen({ description }: { description: MasterDataDescription }) {
  const { path, fields, sortable, rowActions } = description;
  const intl = useIntl();
  const api = useApi();
  const call = api.call as unknown as AnyCall;

  const [query, setQuery] = useState('');
  const search = useSettled(query.trim(), SEARCH_DELAY_MS);
  const [pagination, setPagination] = useState<DataGridPagination>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sorting, setSorting] = useState<DataGridSorting>(() =>
    sortable[0] ? [{ id: sortable[0], desc: false }] : [],
  );
  const [generation, setGeneration] = useState(0);
  const [page, setPage] = useState<{ data: SearchPage | undefined; isLoading: boolean; error: unknown }>({
    data: undefined,
    isLoading: true,
    error: undefined,
  });
  const [formTarget, setFormTarget] = useState<MasterDataFormTarget | null>(null);
  const [rowDialog, setRowDialog] = useState<{ render: (close: () => void) => ReactNode } | null>(null);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const { isBusy, succeeded, reportStale, remove } = useAdminCommands(reload);
  const [referenceGeneration, setReferenceGeneration] = useState(0);
  const reloadReferences = useCallback(() => setReferenceGeneration((value) => value + 1), []);
  const references = useReferences(fields, call, referenceGeneration);
  const closeRowDialog = useCallback(() => setRowDialog(null), []);
  const rowContext = useMemo<MasterDataRowContext>(
    () => ({ reload, openDialog: (render) => setRowDialog({ render }), succeeded, reportStale }),
    [reload, succeeded, reportStale],
  );

  const openForm = (target: MasterDataFormTarget) => {
    // The choices may have changed since the screen opened (a building added on another screen).
    reloadReferences();
    setFormTarget(target);
  };
  const backup = useMemo(
    () => createFormBackup(path, fields, storageOf('sessionStorage'), storageOf('localStorage')),
    [path, fields],
  );

  // A new search starts on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` is the trigger.
  useEffect(() => setPagination((current) => ({ ...current, pageIndex: 0 })), [search]);

  const sortBy = sorting[0];
  const { pageIndex, pageSize } = pagination;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger.
  useEffect(() => {
    const controller = new AbortController();
    const criteria = {
      ...(search ? { search } : {}),
      offset: pageIndex * pageSize,
      limit: pageSize,
      ...(sortBy ? { sort: sortBy.id, descending: sortBy.desc } : {}),
    };
    setPage((previous) => ({ ...previous, isLoading: true }));
    call(path, 'search', [criteria], { signal: controller.signal, retryOnTimeout: true }).then(
      (answer) => {
        const found = answer.data[0] as SearchPage | undefined;
        const data = found ?? { total: 0, offset: 0, rows: [] };
        // The last rows of the last page were deleted (here or elsewhere): show the page that is now last.
        if (data.rows.length === 0 && data.total > 0 && pageIndex > 0) {
          setPagination((current) => ({ ...current, pageIndex: Math.ceil(data.total / pageSize) - 1 }));
        }
        setPage({ data, isLoading: false, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setPage((previous) => ({ ...previous, isLoading: false, error }));
      },
    );
    return () => controller.abort();
  }, [call, path, search, pageIndex, pageSize, sortBy?.id, sortBy?.desc, generation]);

  const item = intl.formatMessage(description.item ?? description.title);
  const firstGridField = fields.find((field) => field.inGrid !== false) ?? fields[0];
  const rowName = useCallback(
    (row: MasterDataRow) => (firstGridField ? String(row[firstGridField.name] ?? '') : String(row.id)),
    [firstGridField],
  );

  const deleteRow = async (row: MasterDataRow) => {
    // `remove` confirms, reloads and says how it went ("Can not Delete" with the server's reason).
    await remove(intl.formatMessage(deleteTitleMessage, { name: rowName(row) }), () =>
      call(path, 'delete', [{ id: row.id }], { idempotencyKey: crypto.randomUUID() }),
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
    if (!wasEditing) setPagination((current) => ({ ...current, pageIndex: 0 }));
    reload();
    succeeded();
    // Spec §7: after create or update the page scrolls to top.
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const formCall = useCallback<MasterDataCall>(
    (action, data, options) => call(path, action, data, options) as Promise<{ data: MasterDataRow[] }>,
    [call, path],
  );

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
            query={query}
            onQueryChange={setQuery}
            count={total === undefined ? null : intl.formatMessage(countMessage, { count: total })}
          />
          <div className={styles.barEnd}>
            <PageSizeSelect
              label={intl.formatMessage(masterDataMessages.pageSize)}
              value={pageSize}
              onChange={(size) => setPagination({ pageIndex: 0, pageSize: size })}
            />
            <ListActions
              label={intl.formatMessage(masterDataMessages.toolbar)}
              onReload={() => {
                reload();
                reloadReferences();
              }}
              isLoading={page.isLoading}
              onAdd={() => openForm({ kind: 'create' })}
            />
          </div>
        </>
      }
      notice={<LoadFailure error={page.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(description.title)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={page.isLoading}
        manualSorting
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          setPagination((current) => ({ ...current, pageIndex: 0 }));
        }}
        manualPagination
        pageSize={pageSize}
        pageIndex={pageIndex}
        rowCount={total ?? 0}
        onPaginationChange={(next) => setPagination(next)}
        maxHeight="max(15rem, calc(100vh - 21rem))"
      />
      {formTarget ? (
        <MasterDataForm
          title={intl.formatMessage(editing ? editTitleMessage : addTitleMessage, { item })}
          subtitle={editing ? rowName(editing) : undefined}
          target={formTarget}
          fields={fields}
          references={references.rows}
          referencesFailed={references.failed}
          backup={backup}
          call={formCall}
          onClose={() => setFormTarget(null)}
          onSaved={saved}
          onStale={() => {
            setFormTarget(null);
            reportStale();
          }}
        />
      ) : null}
      {rowDialog ? rowDialog.render(closeRowDialog) : null}
      <LoadingPopup isOpen={isBusy} />
    </AdminScreen>
  );
}

const NO_ROWS: MasterDataRow[] = [];
