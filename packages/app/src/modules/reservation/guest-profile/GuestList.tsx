import type { Schemas } from '@pms/api-client';
import {
  Badge,
  DataGrid,
  type DataGridColumn,
  type DataGridSorting,
  dataGridColumn,
  formatDate,
  Inline,
  LoadingPopup,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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
import { PageSizeSelect } from '../../../shared/admin/PageSizeSelect.tsx';
import { useLastPage } from '../../../shared/list/useLastPage.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { deleteTitleMessage } from '../../../shared/masterData/messages.ts';
import { guestSearchQuery, useDeleteGuestProfile } from '../api/guestProfile.ts';
import { GuestForm, type GuestFormTarget, vipText } from './GuestForm.tsx';
import * as styles from './GuestProfile.css.ts';
import { guestName, profilePath } from './guestFields.ts';
import { guestCountMessage, guestMessages as m } from './messages.ts';
import { useGuestReferences } from './useGuestReferences.ts';

type Row = Schemas['GuestProfileSearchRow'];
type SortField = NonNullable<Schemas['GuestProfileSearch']['sort']>;

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
const DEFAULT_SORTING: DataGridSorting = [{ id: 'lastName', desc: false }];
// After a command the list reads again whatever it shows of the guests.
const LIST_READS = [['reservation/guest-profile']] as const;

/**
 * The guest list (app/guest-profile): searched, paged and sorted by the server, as guests run to
 * tens of thousands, with the search, order and page in the address (Back from a profile comes
 * back to the same page). A row opens the guest's profile; Add, Edit and Delete work in place.
 */
export function GuestList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const references = useGuestReferences();
  const list = useListParams({ defaultSorting: DEFAULT_SORTING });
  const { criteria, pageSize } = list;
  const [formTarget, setFormTarget] = useState<GuestFormTarget | null>(null);
  const { isBusy, succeeded, reportStale, remove } = useAdminCommands(LIST_READS);
  const deleteGuest = useDeleteGuestProfile();

  const { sort, descending, ...paging } = criteria;
  const search: Schemas['GuestProfileSearch'] = {
    ...paging,
    ...(sort && SORTABLE.has(sort) ? { sort: sort as SortField, descending } : {}),
  };
  const page = useQuery(guestSearchQuery(search));
  useLastPage(list, page.isPlaceholderData ? undefined : page.data);

  const actions = useLatest({
    edit: (row: Row) => setFormTarget({ kind: 'edit', profile: withoutLastStay(row) }),
    delete: (row: Row) =>
      // `remove` confirms, reloads and says why when refused ("Can not Delete": reservations are booked).
      remove(intl.formatMessage(deleteTitleMessage, { name: guestName(row) }), () => deleteGuest.run([{ id: row.id }])),
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
            query={list.search}
            onQueryChange={list.setSearch}
            count={total === undefined ? null : intl.formatMessage(guestCountMessage, { count: total })}
          />
          <Inline space="md">
            <PageSizeSelect
              label={intl.formatMessage(m.pageSize)}
              value={pageSize}
              onChange={(size) => list.setPagination({ pageIndex: 0, pageSize: size })}
            />
            <ListActions
              label={intl.formatMessage(m.toolbar)}
              onReload={() => void page.refetch()}
              isLoading={page.isFetching}
              onAdd={() => setFormTarget({ kind: 'create' })}
            />
          </Inline>
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
        isLoading={page.isFetching}
        onRowAction={(key) => navigate(profilePath(Number(key)))}
        {...list.gridProps}
        rowCount={total ?? 0}
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
            // A new guest opens on their profile, where the stay history and merge are; an edited
            // one is already read again (the save invalidated the guest lists).
            if (added) navigate(profilePath(profile.id));
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
