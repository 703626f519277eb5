import type { Schemas } from '@pms/api-client';
import {
  Badge,
  DataGrid,
  type DataGridColumn,
  type DataGridPagination,
  type DataGridSorting,
  dataGridColumn,
  formatDate,
  LoadingPopup,
} from '@pms/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  AdminScreen,
  actionsColumn,
  EditDeleteActions,
  ListActions,
  ListFilter,
  LoadFailure,
} from '../../../shared/admin/AdminScreen.tsx';
import { useAdminCommands, useLatest } from '../../../shared/admin/adminList.ts';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { DEFAULT_PAGE_SIZE, PageSizeSelect } from '../../../shared/admin/PageSizeSelect.tsx';
import { useApi } from '../../../shared/api.ts';
import { deleteTitleMessage } from '../../../shared/masterData/messages.ts';
import { GuestForm, type GuestFormTarget, vipText } from './GuestForm.tsx';
import * as styles from './GuestProfile.css.ts';
import { guestName, profilePath } from './guestFields.ts';
import { guestCountMessage, guestMessages as m } from './messages.ts';
import { useGuestReferences } from './useGuestReferences.ts';

type Row = Schemas['GuestProfileSearchRow'];
type Page = Schemas['GuestProfilePage'];
type SortField = NonNullable<Schemas['GuestProfileSearch']['sort']>;

const SEARCH_DELAY_MS = 300;
const NO_ROWS: Row[] = [];
// Edit and Delete, with room for the Thai and Lao header.
const ACTIONS_WIDTH = 96;

/** The column ids the server sorts by (GuestProfileSearch.sort); the name column sorts by last name. */
const SORTABLE: ReadonlySet<string> = new Set<SortField>([
  'lastName',
  'nationalityId',
  'phone',
  'email',
  'idNumber',
  'vipLevel',
  'lastStay',
]);

/** `text` once it has stopped changing for `delay` ms: the search goes out when typing pauses. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), delay);
    return () => window.clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

/**
 * The guest list (app/guest-profile): searched, paged and sorted by the server, as guests run to
 * tens of thousands. A row opens the guest's profile; Add, Edit and Delete work in place.
 */
export function GuestList() {
  const intl = useIntl();
  const api = useApi();
  const navigate = useNavigate();
  const references = useGuestReferences();
  const [query, setQuery] = useState('');
  const search = useSettled(query.trim(), SEARCH_DELAY_MS);
  const [pagination, setPagination] = useState<DataGridPagination>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sorting, setSorting] = useState<DataGridSorting>([{ id: 'lastName', desc: false }]);
  const [generation, setGeneration] = useState(0);
  const [page, setPage] = useState<{ data: Page | undefined; isLoading: boolean; error: unknown }>({
    data: undefined,
    isLoading: true,
    error: undefined,
  });
  const [formTarget, setFormTarget] = useState<GuestFormTarget | null>(null);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const { isBusy, succeeded, reportStale, remove } = useAdminCommands(reload);

  // A new search starts on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` is the trigger.
  useEffect(() => setPagination((current) => ({ ...current, pageIndex: 0 })), [search]);

  const sortBy = sorting[0];
  const { pageIndex, pageSize } = pagination;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger.
  useEffect(() => {
    const controller = new AbortController();
    const criteria: Schemas['GuestProfileSearch'] = {
      ...(search ? { search } : {}),
      offset: pageIndex * pageSize,
      limit: pageSize,
      ...(sortBy && SORTABLE.has(sortBy.id) ? { sort: sortBy.id as SortField, descending: sortBy.desc } : {}),
    };
    setPage((previous) => ({ ...previous, isLoading: true }));
    api
      .call('reservation/guest-profile', 'search', [criteria], { signal: controller.signal, retryOnTimeout: true })
      .then(
        (answer) => {
          const data = answer.data[0] ?? { total: 0, offset: 0, rows: [] };
          // The last guests of the last page went (merged or deleted): show the page that is now last.
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
  }, [api, search, pageIndex, pageSize, sortBy?.id, sortBy?.desc, generation]);

  const actions = useLatest({
    edit: (row: Row) => setFormTarget({ kind: 'edit', profile: withoutLastStay(row) }),
    delete: (row: Row) =>
      // `remove` confirms, reloads and says why when refused ("Can not Delete": reservations are booked).
      remove(intl.formatMessage(deleteTitleMessage, { name: guestName(row) }), () =>
        api.call('reservation/guest-profile', 'delete', [{ id: row.id }], { idempotencyKey: crypto.randomUUID() }),
      ),
  });
  const text = references.text;

  const columns = useMemo<DataGridColumn<Row>[]>(() => {
    const none = intl.formatMessage(commonMessages.empty);
    return [
      actionsColumn<Row>(intl.formatMessage(commonMessages.actions), ACTIONS_WIDTH, (row) => (
        <EditDeleteActions onEdit={() => actions.current.edit(row)} onDelete={() => void actions.current.delete(row)} />
      )),
      dataGridColumn<Row, string>({
        id: 'lastName',
        accessor: (row) => guestName(row),
        header: intl.formatMessage(m.name),
        width: 190,
        isRowHeader: true,
        cell: (value, row) => (
          <span className={styles.nameCell}>
            {value}
            {row.titleId === null ? null : <span className={styles.muted}> · {text('titleId', row.titleId)}</span>}
          </span>
        ),
      }),
      dataGridColumn<Row, string>({
        id: 'nationalityId',
        accessor: (row) => text('nationalityId', row.nationalityId) ?? '',
        header: intl.formatMessage(m.nationalityId),
        width: 130,
        format: (value) => value || none,
      }),
      {
        id: 'phone',
        accessor: 'phone',
        header: intl.formatMessage(m.phone),
        width: 140,
        format: (value) => value || none,
      },
      {
        id: 'vipLevel',
        accessor: 'vipLevel',
        header: intl.formatMessage(m.vipLevel),
        width: 80,
        format: (value) => (value === 0 ? '' : vipText(intl, value)),
        cell: (value) => (value === 0 ? null : <Badge tone="warning">{vipText(intl, value)}</Badge>),
      },
      {
        id: 'lastStay',
        accessor: 'lastStay',
        header: intl.formatMessage(m.lastStay),
        width: 105,
        format: (value) => (value ? formatDate(value) : none),
      },
      {
        id: 'email',
        accessor: 'email',
        header: intl.formatMessage(m.email),
        width: 190,
        format: (value) => value || none,
      },
      {
        id: 'idNumber',
        accessor: 'idNumber',
        header: intl.formatMessage(m.idNumber),
        width: 130,
        format: (value) => value || none,
      },
    ];
  }, [intl, actions, text]);

  const total = page.data?.total;
  const rows = page.data?.rows ?? NO_ROWS;

  return (
    <AdminScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      bar={
        <>
          <ListFilter
            label={intl.formatMessage(m.search)}
            placeholder={intl.formatMessage(m.searchPlaceholder)}
            query={query}
            onQueryChange={setQuery}
            count={total === undefined ? null : intl.formatMessage(guestCountMessage, { count: total })}
          />
          <div className={styles.barEnd}>
            <PageSizeSelect
              label={intl.formatMessage(m.pageSize)}
              value={pageSize}
              onChange={(size) => setPagination({ pageIndex: 0, pageSize: size })}
            />
            <ListActions
              label={intl.formatMessage(m.toolbar)}
              onReload={reload}
              isLoading={page.isLoading}
              onAdd={() => setFormTarget({ kind: 'create' })}
            />
          </div>
        </>
      }
      notice={
        <>
          <LoadFailure error={page.error} />
          <LoadFailure error={references.error} />
        </>
      }
    >
      <DataGrid
        aria-label={intl.formatMessage(m.title)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={page.isLoading}
        onRowAction={(key) => navigate(profilePath(Number(key)))}
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
        <GuestForm
          target={formTarget}
          references={references}
          onClose={() => setFormTarget(null)}
          onSaved={(profile) => {
            const added = formTarget.kind === 'create';
            setFormTarget(null);
            succeeded();
            // A new guest opens on their profile, where the stay history and merge are.
            if (added) navigate(profilePath(profile.id));
            else reload();
          }}
          onStale={() => {
            setFormTarget(null);
            reportStale();
          }}
        />
      ) : null}
      <LoadingPopup isOpen={isBusy} />
    </AdminScreen>
  );
}

/** The profile of a search row, as `get` answers it (the form edits the profile, not its stays). */
function withoutLastStay({ lastStay: _, ...profile }: Row): Schemas['GuestProfile'] {
  return profile;
}
