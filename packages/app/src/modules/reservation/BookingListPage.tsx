import type { Schemas } from '@pms/api-client';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  DataGrid,
  type DataGridColumn,
  type DataGridSorting,
  DateRangePicker,
  dataGridColumn,
  formatDate,
  formatMoney,
  Inline,
  Radio,
  RadioGroup,
  Stack,
  Toolbar,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as adminStyles from '../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, ListFilter, LoadFailure } from '../../shared/admin/AdminScreen.tsx';
import { ReloadIcon } from '../../shared/admin/icons.tsx';
import { commonMessages } from '../../shared/admin/messages.ts';
import { PageSizeSelect } from '../../shared/admin/PageSizeSelect.tsx';
import { useLastPage } from '../../shared/list/useLastPage.ts';
import { useListParams } from '../../shared/list/useListParams.ts';
import { bookingSearchQuery } from './api/bookingList.ts';
import * as styles from './BookingListPage.css.ts';
import { bookingCountMessage, bookingListMessages as m, statusMessages } from './messages.ts';
import { nightsBetween } from './nights.ts';
import { ReservationStatusChip } from './status.tsx';

type Summary = Schemas['ReservationSummary'];
type Status = Schemas['ReservationStatus'];
type SortField = NonNullable<Schemas['ReservationSearch']['sort']>;

/** The channel choice of the list: every booking, or one channel's (ReservationSearch.channel). */
const CHANNELS = ['all', 'OTA', 'NON-OTA'] as const;
type ChannelChoice = (typeof CHANNELS)[number];
const CHANNEL_LABELS: Record<ChannelChoice, MessageDescriptor> = {
  all: m.allChannels,
  OTA: m.ota,
  'NON-OTA': m.nonOta,
};

const STATUSES: readonly Status[] = [
  'waitlist',
  'tentative',
  'confirmed',
  'guaranteed',
  'in-house',
  'checked-out',
  'cancelled',
  'no-show',
];

const NO_ROWS: Summary[] = [];

/** The column ids the server sorts by (ReservationSearch.sort); the others do not sort. */
const SORTABLE: ReadonlySet<string> = new Set<SortField>([
  'confirmationNumber',
  'guestName',
  'arrival',
  'departure',
  'status',
]);

// The list's filters in the address: ?status=confirmed,guaranteed&arrivalFrom=…&arrivalTo=…&channel=OTA
const FILTERS = ['status', 'arrivalFrom', 'arrivalTo', 'channel'] as const;
const DEFAULT_SORTING: DataGridSorting = [{ id: 'arrival', desc: false }];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The reservation department's list (app/booking-list-reservation). */
export function ReservationBookingListPage() {
  return <BookingList title={m.reservationTitle} />;
}

/** The general list (app/booking-list). */
export function BookingListPage() {
  return <BookingList title={m.title} />;
}

/**
 * The booking lists (spec §2): searched by confirmation number, guest or company, filtered by
 * status and arrival, paged and sorted by the server (reservation/reservation `search`). What
 * staff chose is kept in the address: a bookmark opens the same list, Back comes back to it.
 */
function BookingList({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  const list = useListParams({ defaultSorting: DEFAULT_SORTING, filters: FILTERS });
  const { filter, criteria, pageSize } = list;

  // What the address holds, as far as it makes sense: unknown words and half ranges are left out.
  const statusText = filter('status');
  const statuses = useMemo(() => STATUSES.filter((status) => statusText.split(',').includes(status)), [statusText]);
  const arrivalFrom = filter('arrivalFrom');
  const arrivalTo = filter('arrivalTo');
  const arrival =
    ISO_DATE.test(arrivalFrom) && ISO_DATE.test(arrivalTo) && arrivalFrom <= arrivalTo
      ? { start: arrivalFrom, end: arrivalTo }
      : null;
  const channel = CHANNELS.find((choice) => choice === filter('channel')) ?? 'all';

  const sortBy = list.sorting[0];
  const search: Schemas['ReservationSearch'] = {
    ...(criteria.search ? { search: criteria.search } : {}),
    ...(statuses.length ? { statuses } : {}),
    ...(arrival ? { arrivalFrom: arrival.start, arrivalTo: arrival.end } : {}),
    ...(channel === 'all' ? {} : { channel }),
    offset: criteria.offset,
    limit: criteria.limit,
    ...(sortBy && SORTABLE.has(sortBy.id) ? { sort: sortBy.id as SortField, descending: sortBy.desc } : {}),
  };
  const page = useQuery(bookingSearchQuery(search));
  useLastPage(list, page.isPlaceholderData ? undefined : page.data);

  const columns = useMemo<DataGridColumn<Summary>[]>(() => {
    const none = intl.formatMessage(commonMessages.empty);
    const number = (value: number) => intl.formatNumber(value);
    return [
      {
        id: 'confirmationNumber',
        accessor: 'confirmationNumber',
        header: intl.formatMessage(m.confirmationNumber),
        width: 135,
        isRowHeader: true,
        cell: (value) => <span className={adminStyles.code}>{value}</span>,
      },
      dataGridColumn<Summary, string>({
        id: 'guestName',
        accessor: (row) => [row.guestName, row.companyName].filter(Boolean).join(' · '),
        header: intl.formatMessage(m.guestOrCompany),
        width: 200,
        format: (value) => value || none,
        cell: (_, row) => (
          <span className={styles.booker}>
            {row.guestName}
            {row.guestName && row.companyName ? <span className={styles.separator}>{' · '}</span> : null}
            {row.companyName ? <span className={styles.company}>{row.companyName}</span> : null}
            {!row.guestName && !row.companyName ? none : null}
          </span>
        ),
      }),
      {
        id: 'status',
        accessor: 'status',
        header: intl.formatMessage(m.status),
        width: 135,
        format: (value) => intl.formatMessage(statusMessages[value]),
        cell: (value) => <ReservationStatusChip status={value} />,
      },
      {
        id: 'arrival',
        accessor: 'arrival',
        header: intl.formatMessage(m.arrival),
        width: 110,
        format: (value) => formatDate(value),
      },
      {
        id: 'departure',
        accessor: 'departure',
        header: intl.formatMessage(m.departure),
        width: 110,
        format: (value) => formatDate(value),
      },
      dataGridColumn<Summary, number>({
        id: 'nights',
        accessor: (row) => nightsBetween(row.arrival, row.departure),
        header: intl.formatMessage(m.nights),
        width: 68,
        align: 'end',
        enableSorting: false,
        format: number,
      }),
      {
        id: 'rooms',
        accessor: 'rooms',
        header: intl.formatMessage(m.rooms),
        width: 68,
        align: 'end',
        enableSorting: false,
        format: number,
      },
      {
        id: 'roomTypes',
        accessor: 'roomTypes',
        header: intl.formatMessage(m.roomTypes),
        width: 100,
        enableSorting: false,
        format: (value) => value || none,
      },
      {
        id: 'roomNumbers',
        accessor: 'roomNumbers',
        header: intl.formatMessage(m.roomNumbers),
        width: 100,
        enableSorting: false,
        format: (value) => value || none,
      },
      {
        id: 'channel',
        accessor: 'channel',
        header: intl.formatMessage(m.channel),
        width: 82,
        enableSorting: false,
        format: (value) => intl.formatMessage(value === 'OTA' ? m.ota : m.nonOta),
      },
      {
        id: 'source',
        accessor: 'source',
        header: intl.formatMessage(m.source),
        width: 130,
        enableSorting: false,
        format: (value) => value ?? none,
      },
      {
        id: 'totalAmount',
        accessor: 'totalAmount',
        header: intl.formatMessage(m.total),
        width: 110,
        align: 'end',
        enableSorting: false,
        format: (value) => formatMoney(value),
        csv: (value) => value,
      },
    ];
  }, [intl]);

  const total = page.data?.total;
  const rows = page.data?.rows ?? NO_ROWS;
  const filtered = FILTERS.some((name) => filter(name) !== '') || list.search !== '';

  return (
    <AdminScreen
      title={intl.formatMessage(title)}
      intro={intl.formatMessage(m.intro)}
      bar={
        <Stack space="md" width="full">
          <Inline space="md" align="between">
            <ListFilter
              label={intl.formatMessage(m.search)}
              placeholder={intl.formatMessage(m.searchPlaceholder)}
              query={list.search}
              onQueryChange={list.setSearch}
              count={total === undefined ? null : intl.formatMessage(bookingCountMessage, { count: total })}
            />
            <Inline space="md">
              <PageSizeSelect
                label={intl.formatMessage(m.pageSize)}
                value={pageSize}
                onChange={(size) => list.setPagination({ pageIndex: 0, pageSize: size })}
              />
              <Toolbar aria-label={intl.formatMessage(m.toolbar)} className={adminStyles.toolbar}>
                <Button variant="secondary" onPress={() => void page.refetch()} isDisabled={page.isFetching}>
                  <span className={adminStyles.buttonContent}>
                    <ReloadIcon />
                    {intl.formatMessage(commonMessages.reload)}
                  </span>
                </Button>
              </Toolbar>
            </Inline>
          </Inline>
          <Inline space="xl" rowGap="sm" alignY="bottom" paddingTop="sm" className={styles.filters}>
            <CheckboxGroup
              label={intl.formatMessage(m.statuses)}
              orientation="horizontal"
              value={statuses}
              onChange={(values) =>
                list.setFilter('status', STATUSES.filter((status) => values.includes(status)).join(','))
              }
              className={styles.statuses}
            >
              {STATUSES.map((status) => (
                <Checkbox key={status} value={status}>
                  {intl.formatMessage(statusMessages[status])}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <DateRangePicker
              label={intl.formatMessage(m.arrivalBetween)}
              value={arrival}
              onChange={(_, iso) => list.setFilters({ arrivalFrom: iso?.start, arrivalTo: iso?.end })}
              className={styles.arrival}
            />
            <RadioGroup
              label={intl.formatMessage(m.channel)}
              orientation="horizontal"
              value={channel}
              onChange={(value) => list.setFilter('channel', value === 'all' ? undefined : value)}
              className={styles.channel}
            >
              {CHANNELS.map((choice) => (
                <Radio key={choice} value={choice}>
                  {intl.formatMessage(CHANNEL_LABELS[choice])}
                </Radio>
              ))}
            </RadioGroup>
            <Button
              variant="secondary"
              size="sm"
              className={styles.clear}
              isDisabled={!filtered}
              onPress={list.clearFilters}
            >
              {intl.formatMessage(m.clearFilters)}
            </Button>
          </Inline>
        </Stack>
      }
      notice={<LoadFailure error={page.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(title)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={page.isFetching}
        {...list.gridProps}
        rowCount={total ?? 0}
        maxHeight="max(15rem, calc(100vh - 26rem))"
      />
    </AdminScreen>
  );
}
