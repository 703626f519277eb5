import type { Schemas } from '@pms/api-client';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  DataGrid,
  type DataGridColumn,
  type DataGridPagination,
  type DataGridSorting,
  DateRangePicker,
  dataGridColumn,
  formatDate,
  formatMoney,
  Radio,
  RadioGroup,
  Toolbar,
} from '@pms/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as adminStyles from '../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, ListFilter, LoadFailure } from '../../shared/admin/AdminScreen.tsx';
import { ReloadIcon } from '../../shared/admin/icons.tsx';
import { commonMessages } from '../../shared/admin/messages.ts';
import { DEFAULT_PAGE_SIZE, PageSizeSelect } from '../../shared/admin/PageSizeSelect.tsx';
import { useApi } from '../../shared/api.ts';
import * as styles from './BookingListPage.css.ts';
import { bookingCountMessage, bookingListMessages as m, statusMessages } from './messages.ts';
import { stayNights } from './nights.ts';
import { ReservationStatusChip } from './status.tsx';

type Summary = Schemas['ReservationSummary'];
type Status = Schemas['ReservationStatus'];
type SortField = NonNullable<Schemas['ReservationSearch']['sort']>;
type Page = Schemas['ReservationPage'];

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

// The same paging as the master-data lists.
const SEARCH_DELAY_MS = 300;
const NO_ROWS: Summary[] = [];

/** The column ids the server sorts by (ReservationSearch.sort); the others do not sort. */
const SORTABLE: ReadonlySet<string> = new Set<SortField>([
  'confirmationNumber',
  'guestName',
  'arrival',
  'departure',
  'status',
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
 * status and arrival, paged and sorted by the server (reservation/reservation `search`).
 */
function BookingList({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  const api = useApi();
  const [query, setQuery] = useState('');
  const search = useSettled(query.trim(), SEARCH_DELAY_MS);
  const [statuses, setStatuses] = useState<Status[]>([]);
  const [arrival, setArrival] = useState<{ start: string; end: string } | null>(null);
  const [channel, setChannel] = useState<ChannelChoice>('all');
  const [pagination, setPagination] = useState<DataGridPagination>({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sorting, setSorting] = useState<DataGridSorting>([{ id: 'arrival', desc: false }]);
  const [generation, setGeneration] = useState(0);
  const [page, setPage] = useState<{ data: Page | undefined; isLoading: boolean; error: unknown }>({
    data: undefined,
    isLoading: true,
    error: undefined,
  });
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  // A new search or filter starts on the first page.
  const filterKey = JSON.stringify([search, statuses, arrival, channel]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `filterKey` is the trigger.
  useEffect(() => setPagination((current) => ({ ...current, pageIndex: 0 })), [filterKey]);

  const sortBy = sorting[0];
  const { pageIndex, pageSize } = pagination;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger; `filterKey` stands for the filters.
  useEffect(() => {
    const controller = new AbortController();
    const criteria: Schemas['ReservationSearch'] = {
      ...(search ? { search } : {}),
      ...(statuses.length ? { statuses } : {}),
      ...(arrival ? { arrivalFrom: arrival.start, arrivalTo: arrival.end } : {}),
      ...(channel === 'all' ? {} : { channel }),
      offset: pageIndex * pageSize,
      limit: pageSize,
      ...(sortBy && SORTABLE.has(sortBy.id) ? { sort: sortBy.id as SortField, descending: sortBy.desc } : {}),
    };
    setPage((previous) => ({ ...previous, isLoading: true }));
    api.call('reservation/reservation', 'search', [criteria], { signal: controller.signal, retryOnTimeout: true }).then(
      (answer) => {
        const data = answer.data[0] ?? { total: 0, offset: 0, rows: [] };
        // Fewer bookings than the page asked for (cancelled meanwhile): show the page that is now last.
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
  }, [api, filterKey, pageIndex, pageSize, sortBy?.id, sortBy?.desc, generation]);

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
        accessor: (row) => stayNights(row.arrival, row.departure),
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
  const filtered = statuses.length > 0 || arrival !== null || channel !== 'all' || query !== '';

  return (
    <AdminScreen
      title={intl.formatMessage(title)}
      intro={intl.formatMessage(m.intro)}
      bar={
        <div className={styles.bars}>
          <div className={styles.row}>
            <ListFilter
              label={intl.formatMessage(m.search)}
              placeholder={intl.formatMessage(m.searchPlaceholder)}
              query={query}
              onQueryChange={setQuery}
              count={total === undefined ? null : intl.formatMessage(bookingCountMessage, { count: total })}
            />
            <div className={styles.barEnd}>
              <PageSizeSelect
                label={intl.formatMessage(m.pageSize)}
                value={pageSize}
                onChange={(size) => setPagination({ pageIndex: 0, pageSize: size })}
              />
              <Toolbar aria-label={intl.formatMessage(m.toolbar)} className={adminStyles.toolbar}>
                <Button variant="secondary" onPress={reload} isDisabled={page.isLoading}>
                  <span className={adminStyles.buttonContent}>
                    <ReloadIcon />
                    {intl.formatMessage(commonMessages.reload)}
                  </span>
                </Button>
              </Toolbar>
            </div>
          </div>
          <div className={styles.filters}>
            <CheckboxGroup
              label={intl.formatMessage(m.statuses)}
              orientation="horizontal"
              value={statuses}
              onChange={(values) => setStatuses(STATUSES.filter((status) => values.includes(status)))}
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
              onChange={(_, iso) => setArrival(iso)}
              className={styles.arrival}
            />
            <RadioGroup
              label={intl.formatMessage(m.channel)}
              orientation="horizontal"
              value={channel}
              onChange={(value) => setChannel(CHANNELS.find((choice) => choice === value) ?? 'all')}
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
              onPress={() => {
                setQuery('');
                setStatuses([]);
                setArrival(null);
                setChannel('all');
              }}
            >
              {intl.formatMessage(m.clearFilters)}
            </Button>
          </div>
        </div>
      }
      notice={<LoadFailure error={page.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(title)}
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
        maxHeight="max(15rem, calc(100vh - 26rem))"
      />
    </AdminScreen>
  );
}
