import type { Schemas } from '@pms/api-client';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import { badRequest } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { inventoryStatuses } from '../../db/statuses.ts';
import { hotelOf, periodOf, reportAnswer } from './report-scope.ts';
import {
  columnsOf,
  fromHundredths,
  percent,
  perUnit,
  type ReportRow,
  type ReportTable,
  sumColumns,
  toCents,
} from './report-table.ts';

type ReportName = Schemas['ManagementReportName'];
type Criteria = Schemas['ManagementReportCriteria'];
type Dimension = Schemas['ManagementReportDimension'];
type Grouping = NonNullable<Criteria['grouping']>;
type Db = Kysely<Database>;

/*
 * The management-information reports (issue 19). History reads only `daily_statistic`, the figures
 * day-end froze for each closed date (operations.md §8.1), so a booking edited afterwards never
 * changes them; the forecasts are live, from the stays on the books and their nightly prices.
 * Formulas are domain.md's "Statistics"; ratios are exact (report-table.ts), never floats.
 */

/** What a report runs for, once the criteria are checked and the defaults filled in. */
interface ManagementScope {
  propertyId: number;
  hotelDate: string;
  fromDate: string;
  toDate: string;
  forDate: string;
  dimension: Dimension;
  grouping: Grouping;
}

/** How long a forecast runs when no dates are given: the hotel date and the 29 nights after it. */
export const FORECAST_NIGHTS = 30;

/** The name of the row of bookings without a source, market, company… (the screens translate it). */
export const NOT_GIVEN = 'not-given';

/**
 * The same calendar date one year earlier (date-aligned, as the contract states); 29 February
 * becomes 28 February.
 */
export function lastYear(date: string): string {
  const year = Number(date.slice(0, 4)) - 1;
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
const firstOfYear = (date: string) => `${date.slice(0, 4)}-01-01`;

// --- the hotel's frozen figures ---

/** The hotel's rows of daily_statistic summed (over a period, a month, or one date). */
interface HotelFigures {
  days: number;
  rooms: number;
  outOfOrder: number;
  available: number;
  sold: number;
  complimentary: number;
  guests: number;
  arrivals: number;
  departures: number;
  noShows: number;
  roomRevenue: bigint;
  totalRevenue: bigint;
}

interface HotelSums {
  days: number;
  rooms: number;
  out_of_order: number;
  available: number;
  sold: number;
  complimentary: number;
  guests: number;
  arrivals: number;
  departures: number;
  no_shows: number;
  room_revenue: string;
  total_revenue: string;
}

/** The sums of the hotel rows of the alias `d`, as HotelSums; counts as int, money as exact text. */
const hotelSums = sql`count(d.hotel_date)::int as days,
  coalesce(sum(d.rooms), 0)::int as rooms,
  coalesce(sum(d.rooms_out_of_order), 0)::int as out_of_order,
  coalesce(sum(d.rooms_available), 0)::int as available,
  coalesce(sum(d.rooms_sold), 0)::int as sold,
  coalesce(sum(d.rooms_complimentary), 0)::int as complimentary,
  coalesce(sum(d.adults + d.children), 0)::int as guests,
  coalesce(sum(d.arrivals), 0)::int as arrivals,
  coalesce(sum(d.departures), 0)::int as departures,
  coalesce(sum(d.no_shows), 0)::int as no_shows,
  coalesce(sum(d.room_revenue), 0)::text as room_revenue,
  coalesce(sum(d.total_revenue), 0)::text as total_revenue`;

const figuresOf = (sums: HotelSums): HotelFigures => ({
  days: sums.days,
  rooms: sums.rooms,
  outOfOrder: sums.out_of_order,
  available: sums.available,
  sold: sums.sold,
  complimentary: sums.complimentary,
  guests: sums.guests,
  arrivals: sums.arrivals,
  departures: sums.departures,
  noShows: sums.no_shows,
  roomRevenue: toCents(sums.room_revenue),
  totalRevenue: toCents(sums.total_revenue),
});

const addFigures = (a: HotelFigures, b: HotelFigures): HotelFigures => ({
  days: a.days + b.days,
  rooms: a.rooms + b.rooms,
  outOfOrder: a.outOfOrder + b.outOfOrder,
  available: a.available + b.available,
  sold: a.sold + b.sold,
  complimentary: a.complimentary + b.complimentary,
  guests: a.guests + b.guests,
  arrivals: a.arrivals + b.arrivals,
  departures: a.departures + b.departures,
  noShows: a.noShows + b.noShows,
  roomRevenue: a.roomRevenue + b.roomRevenue,
  totalRevenue: a.totalRevenue + b.totalRevenue,
});

const NO_FIGURES: HotelFigures = figuresOf({
  days: 0,
  rooms: 0,
  out_of_order: 0,
  available: 0,
  sold: 0,
  complimentary: 0,
  guests: 0,
  arrivals: 0,
  departures: 0,
  no_shows: 0,
  room_revenue: '0',
  total_revenue: '0',
});

/** A count of hundredths as a two-place ratio (ALOS, guests per room); blank without a denominator. */
const ratio = (part: number, whole: number) => perUnit(BigInt(part) * 100n, whole);

/** The ratios of domain.md "Statistics" over some figures. */
function ratiosOf(f: HotelFigures) {
  return {
    occupancy: percent(f.sold, f.available),
    occupancyWithoutComp: percent(f.sold - f.complimentary, f.available),
    adr: perUnit(f.roomRevenue, f.sold),
    revpar: perUnit(f.roomRevenue, f.available),
    trevpar: perUnit(f.totalRevenue, f.available),
    guestsPerRoom: ratio(f.guests, f.sold),
    alos: ratio(f.sold, f.arrivals),
  };
}

/** The hotel rows (alias d) of a property between two dates, both included. */
const hotelRowsBetween = (propertyId: number, fromDate: string, toDate: string) =>
  sql`d.property_id = ${propertyId} and d.dimension = 'hotel' and d.key = ''
    and d.hotel_date between ${fromDate}::date and ${toDate}::date`;

/** The hotel's figures summed over a period. */
async function hotelTotals(db: Db, propertyId: number, fromDate: string, toDate: string): Promise<HotelFigures> {
  const result = await sql<HotelSums>`
    select ${hotelSums} from daily_statistic as d
    where ${hotelRowsBetween(propertyId, fromDate, toDate)}`.execute(db);
  const [sums] = result.rows;
  return sums ? figuresOf(sums) : NO_FIGURES;
}

// --- mis-manager-report ---

const MANAGER_PERIODS = [
  'day',
  'monthToDate',
  'yearToDate',
  'lastYearDay',
  'lastYearMonthToDate',
  'lastYearYearToDate',
] as const;

const MANAGER_COLUMNS = columnsOf([['figure', 'text'], ...MANAGER_PERIODS.map((key) => [key, 'text'] as const)]);

type Unit = 'integer' | 'money' | 'percent' | 'decimal';
type Cell = string | number | null;

/** The manager report's figures in order, each with its unit and how it reads from the period's figures. */
const MANAGER_FIGURES: readonly (readonly [string, Unit, (f: HotelFigures) => Cell])[] = [
  ['rooms', 'integer', (f) => f.rooms],
  ['outOfOrder', 'integer', (f) => f.outOfOrder],
  ['available', 'integer', (f) => f.available],
  ['sold', 'integer', (f) => f.sold],
  ['complimentary', 'integer', (f) => f.complimentary],
  ['occupancy', 'percent', (f) => ratiosOf(f).occupancy],
  ['occupancyWithoutComp', 'percent', (f) => ratiosOf(f).occupancyWithoutComp],
  ['adr', 'money', (f) => ratiosOf(f).adr],
  ['revpar', 'money', (f) => ratiosOf(f).revpar],
  ['trevpar', 'money', (f) => ratiosOf(f).trevpar],
  ['guests', 'integer', (f) => f.guests],
  ['guestsPerRoom', 'decimal', (f) => ratiosOf(f).guestsPerRoom],
  ['alos', 'decimal', (f) => ratiosOf(f).alos],
  ['arrivals', 'integer', (f) => f.arrivals],
  ['departures', 'integer', (f) => f.departures],
  ['noShows', 'integer', (f) => f.noShows],
  ['roomRevenue', 'money', (f) => fromHundredths(f.roomRevenue)],
  ['totalRevenue', 'money', (f) => fromHundredths(f.totalRevenue)],
];

/**
 * The manager's flash for one closed date: a row per figure, a column per period. A period
 * without a closed date (a date not closed yet, a year before the hotel opened) counts nothing.
 */
async function managerReport(db: Db, scope: ManagementScope): Promise<ReportTable> {
  const day = scope.forDate;
  const ly = lastYear(day);
  const ranges: Record<(typeof MANAGER_PERIODS)[number], [string, string]> = {
    day: [day, day],
    monthToDate: [firstOfMonth(day), day],
    yearToDate: [firstOfYear(day), day],
    lastYearDay: [ly, ly],
    lastYearMonthToDate: [firstOfMonth(ly), ly],
    lastYearYearToDate: [firstOfYear(ly), ly],
  };
  const figures = {} as Record<(typeof MANAGER_PERIODS)[number], HotelFigures>;
  for (const period of MANAGER_PERIODS) {
    const [fromDate, toDate] = ranges[period];
    figures[period] = await hotelTotals(db, scope.propertyId, fromDate, toDate);
  }
  const rows = MANAGER_FIGURES.map(([figure, unit, read]) => {
    const row: Record<string, Cell> = { figure, unit };
    for (const period of MANAGER_PERIODS) row[period] = read(figures[period]);
    return row;
  });
  return { columns: MANAGER_COLUMNS, rows, totals: {} };
}

// --- mis-report-hotel-statistic-date and -summary ---

const BY_DATE_COLUMNS = columnsOf([
  ['date', 'date'],
  ['available', 'integer'],
  ['sold', 'integer'],
  ['complimentary', 'integer'],
  ['occupancy', 'percent'],
  ['adr', 'money'],
  ['revpar', 'money'],
  ['guests', 'integer'],
  ['roomRevenue', 'money'],
  ['totalRevenue', 'money'],
  ['lastYearOccupancy', 'percent'],
  ['lastYearAdr', 'money'],
  ['lastYearRevpar', 'money'],
]);

const SUMMARY_COLUMNS = columnsOf([
  ['month', 'text'],
  ['days', 'integer'],
  ['available', 'integer'],
  ['sold', 'integer'],
  ['complimentary', 'integer'],
  ['occupancy', 'percent'],
  ['adr', 'money'],
  ['revpar', 'money'],
  ['trevpar', 'money'],
  ['guests', 'integer'],
  ['roomRevenue', 'money'],
  ['totalRevenue', 'money'],
  ['lastYearOccupancy', 'percent'],
  ['lastYearAdr', 'money'],
  ['lastYearRevpar', 'money'],
]);

/** One line of the statistics: this year's figures and ratios, and last year's ratios. */
function statisticRow(f: HotelFigures, last: HotelFigures): ReportRow {
  const now = ratiosOf(f);
  const before = ratiosOf(last);
  return {
    days: f.days,
    available: f.available,
    sold: f.sold,
    complimentary: f.complimentary,
    occupancy: now.occupancy,
    adr: now.adr,
    revpar: now.revpar,
    trevpar: now.trevpar,
    guests: f.guests,
    roomRevenue: fromHundredths(f.roomRevenue),
    totalRevenue: fromHundredths(f.totalRevenue),
    lastYearOccupancy: before.occupancy,
    lastYearAdr: before.adr,
    lastYearRevpar: before.revpar,
  };
}

/** The columns' own keys of a row, so that a report answers only what it declares. */
const pick = (row: ReportRow, columns: readonly { key: string }[]): ReportRow =>
  Object.fromEntries(columns.flatMap(({ key }) => (key in row ? [[key, row[key] ?? null]] : [])));

/**
 * The closed dates of the range grouped by `groupKey` (the date, or its month), each with the
 * same dates one year earlier. 29 February has no last-year date (else 28 February would count
 * twice in a leap year's period).
 */
async function statisticGroups(
  db: Db,
  scope: ManagementScope,
  groupKey: RawBuilder<string>,
): Promise<{ key: string; now: HotelFigures; last: HotelFigures }[]> {
  const result = await sql<HotelSums & { key: string; year: 'now' | 'last' }>`
    with dates as (
      select d.hotel_date, ${groupKey} as key from daily_statistic as d
      where ${hotelRowsBetween(scope.propertyId, scope.fromDate, scope.toDate)}
    )
    select dates.key, 'now' as year, ${hotelSums}
    from dates
    join daily_statistic as d on d.property_id = ${scope.propertyId} and d.dimension = 'hotel' and d.key = ''
      and d.hotel_date = dates.hotel_date
    group by dates.key
    union all
    select dates.key, 'last' as year, ${hotelSums}
    from dates
    join daily_statistic as d on d.property_id = ${scope.propertyId} and d.dimension = 'hotel' and d.key = ''
      and d.hotel_date = (dates.hotel_date - interval '1 year')::date
    where to_char(dates.hotel_date, 'MM-DD') <> '02-29'
    group by dates.key
    order by key, year desc`.execute(db);
  const groups = new Map<string, { key: string; now: HotelFigures; last: HotelFigures }>();
  for (const row of result.rows) {
    const group = groups.get(row.key) ?? { key: row.key, now: NO_FIGURES, last: NO_FIGURES };
    group[row.year] = figuresOf(row);
    groups.set(row.key, group);
  }
  return [...groups.values()];
}

/** Totals of the statistics: counts and money summed, ratios over the whole period. */
function statisticTotals(groups: { now: HotelFigures; last: HotelFigures }[], columns: readonly { key: string }[]) {
  const now = groups.reduce((sum, group) => addFigures(sum, group.now), NO_FIGURES);
  const last = groups.reduce((sum, group) => addFigures(sum, group.last), NO_FIGURES);
  return pick(statisticRow(now, last), columns.slice(1));
}

async function statisticsByDate(db: Db, scope: ManagementScope): Promise<ReportTable> {
  const groups = await statisticGroups(db, scope, sql<string>`d.hotel_date::text`);
  const rows = groups.map((group) => ({
    date: group.key,
    ...pick(statisticRow(group.now, group.last), BY_DATE_COLUMNS),
  }));
  return { columns: BY_DATE_COLUMNS, rows, totals: statisticTotals(groups, BY_DATE_COLUMNS) };
}

async function statisticsSummary(db: Db, scope: ManagementScope): Promise<ReportTable> {
  const groups = await statisticGroups(db, scope, sql<string>`to_char(d.hotel_date, 'YYYY-MM')`);
  const rows = groups.map((group) => ({
    month: group.key,
    ...pick(statisticRow(group.now, group.last), SUMMARY_COLUMNS),
  }));
  return { columns: SUMMARY_COLUMNS, rows, totals: statisticTotals(groups, SUMMARY_COLUMNS) };
}

// --- mis-report-statistic-production and mis-report-productivity-revenue ---

/** A dimension row's name: its code and name as frozen, or the word for bookings without one. */
const nameOf = (key: string, label: string | null) => (key === '' ? NOT_GIVEN : label || key);

/** The label a key was last frozen with (a company renamed shows its latest name). */
const latestLabel = sql<string>`(array_agg(d.label order by d.hotel_date desc))[1]`;

const PRODUCTION_COLUMNS = columnsOf([
  ['name', 'text'],
  ['roomNights', 'integer'],
  ['share', 'percent'],
  ['roomRevenue', 'money'],
  ['adr', 'money'],
  ['guests', 'integer'],
  ['arrivals', 'integer'],
  ['lastYearRoomNights', 'integer'],
  ['lastYearRoomRevenue', 'money'],
]);

/**
 * Production of a period by one dimension, against the same dates a year earlier; a value only
 * last year produced still has its row (with nothing this year).
 */
async function production(db: Db, scope: ManagementScope): Promise<ReportTable> {
  const lyFrom = lastYear(scope.fromDate);
  const lyTo = lastYear(scope.toDate);
  // A period of 366 days may reach into last year's: each year by its own dates.
  const now = sql`d.hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date`;
  const before = sql`d.hotel_date between ${lyFrom}::date and ${lyTo}::date`;
  const result = await sql<{
    key: string;
    label: string | null;
    room_nights: number;
    room_revenue: string;
    guests: number;
    arrivals: number;
    last_room_nights: number;
    last_room_revenue: string;
  }>`
    select d.key, ${latestLabel} as label,
      coalesce(sum(d.rooms_sold) filter (where ${now}), 0)::int as room_nights,
      coalesce(sum(d.room_revenue) filter (where ${now}), 0)::text as room_revenue,
      coalesce(sum(d.adults + d.children) filter (where ${now}), 0)::int as guests,
      coalesce(sum(d.arrivals) filter (where ${now}), 0)::int as arrivals,
      coalesce(sum(d.rooms_sold) filter (where ${before}), 0)::int as last_room_nights,
      coalesce(sum(d.room_revenue) filter (where ${before}), 0)::text as last_room_revenue
    from daily_statistic as d
    where d.property_id = ${scope.propertyId} and d.dimension = ${scope.dimension}
      and (${now} or ${before})
    group by d.key`.execute(db);
  const roomNights = result.rows.reduce((sum, row) => sum + row.room_nights, 0);
  const rows = result.rows
    .map((row) => ({
      name: nameOf(row.key, row.label),
      roomNights: row.room_nights,
      share: percent(row.room_nights, roomNights),
      roomRevenue: fromHundredths(toCents(row.room_revenue)),
      adr: perUnit(toCents(row.room_revenue), row.room_nights),
      guests: row.guests,
      arrivals: row.arrivals,
      lastYearRoomNights: row.last_room_nights,
      lastYearRoomRevenue: fromHundredths(toCents(row.last_room_revenue)),
    }))
    .sort((a, b) => b.roomNights - a.roomNights || b.lastYearRoomNights - a.lastYearRoomNights || compare(a, b));
  const totals = sumColumns(PRODUCTION_COLUMNS, rows);
  totals.share = percent(roomNights, roomNights);
  totals.adr = perUnit(toCents(String(totals.roomRevenue)), roomNights);
  return { columns: PRODUCTION_COLUMNS, rows, totals };
}

const compare = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

const PRODUCTIVITY_PERIODS = ['day', 'monthToDate', 'yearToDate'] as const;
const PRODUCTIVITY_COLUMNS = columnsOf([
  ['name', 'text'],
  ...PRODUCTIVITY_PERIODS.flatMap((period) => [
    [`${period}RoomNights`, 'integer'] as const,
    [`${period}RoomRevenue`, 'money'] as const,
    [`${period}Adr`, 'money'] as const,
  ]),
]);

/** Room nights, revenue and ADR of each dimension value for a closed date, its month and its year to date. */
async function productivity(db: Db, scope: ManagementScope): Promise<ReportTable> {
  const day = scope.forDate;
  const starts: Record<(typeof PRODUCTIVITY_PERIODS)[number], string> = {
    day,
    monthToDate: firstOfMonth(day),
    yearToDate: firstOfYear(day),
  };
  const result = await sql<{
    key: string;
    label: string | null;
    day_nights: number;
    day_revenue: string;
    month_nights: number;
    month_revenue: string;
    year_nights: number;
    year_revenue: string;
  }>`
    select d.key, ${latestLabel} as label,
      coalesce(sum(d.rooms_sold) filter (where d.hotel_date >= ${starts.day}::date), 0)::int as day_nights,
      coalesce(sum(d.room_revenue) filter (where d.hotel_date >= ${starts.day}::date), 0)::text as day_revenue,
      coalesce(sum(d.rooms_sold) filter (where d.hotel_date >= ${starts.monthToDate}::date), 0)::int as month_nights,
      coalesce(sum(d.room_revenue) filter (where d.hotel_date >= ${starts.monthToDate}::date), 0)::text as month_revenue,
      coalesce(sum(d.rooms_sold), 0)::int as year_nights,
      coalesce(sum(d.room_revenue), 0)::text as year_revenue
    from daily_statistic as d
    where d.property_id = ${scope.propertyId} and d.dimension = ${scope.dimension}
      and d.hotel_date between ${starts.yearToDate}::date and ${day}::date
    group by d.key`.execute(db);
  const line = (nights: number, revenue: string, period: string) => ({
    [`${period}RoomNights`]: nights,
    [`${period}RoomRevenue`]: fromHundredths(toCents(revenue)),
    [`${period}Adr`]: perUnit(toCents(revenue), nights),
  });
  const rows = result.rows
    .map((row) => ({ row, name: nameOf(row.key, row.label) }))
    .sort(
      (a, b) =>
        b.row.day_nights - a.row.day_nights ||
        b.row.month_nights - a.row.month_nights ||
        b.row.year_nights - a.row.year_nights ||
        compare(a, b),
    )
    .map(({ row, name }) => ({
      name,
      ...line(row.day_nights, row.day_revenue, 'day'),
      ...line(row.month_nights, row.month_revenue, 'monthToDate'),
      ...line(row.year_nights, row.year_revenue, 'yearToDate'),
    }));
  const totals = sumColumns(PRODUCTIVITY_COLUMNS, rows);
  for (const period of PRODUCTIVITY_PERIODS) {
    totals[`${period}Adr`] = perUnit(
      toCents(String(totals[`${period}RoomRevenue`])),
      Number(totals[`${period}RoomNights`]),
    );
  }
  return { columns: PRODUCTIVITY_COLUMNS, rows, totals };
}

// --- the forecasts (live) ---

/**
 * The nights of the range on the books: every stay that takes inventory, one row per night it
 * holds in the range (arrival ≤ night < departure), with its expected revenue in the local
 * currency: the stored price, at the buying rate in force on the hotel date when the booking's
 * rate code is in a foreign currency (as day-end will convert it).
 */
const bookedNights = (scope: ManagementScope) => sql`
  select s.id as stay_id, s.reservation_id, r.company_profile_id, r.segment_id, s.arrival + i as night,
    case when coalesce(cu.is_local, true) then n.amount else round(n.amount * x.buying_rate, 2) end as amount
  from room_stay as s
  join reservation as r on r.id = s.reservation_id
  cross join lateral generate_series(
    greatest(s.arrival, ${scope.fromDate}::date) - s.arrival,
    least(s.departure, ${scope.toDate}::date + 1) - s.arrival - 1
  ) as i
  left join room_stay_night as n on n.room_stay_id = s.id and n.night = s.arrival + i
  left join rate_code as rc on rc.id = r.rate_code_id
  left join currency as cu on cu.id = rc.currency_id
  left join lateral (
    select e.buying_rate from exchange_rate as e
    where e.property_id = s.property_id and e.currency_id = cu.id and e.effective_date <= ${scope.hotelDate}::date
    order by e.effective_date desc limit 1
  ) as x on true
  where s.property_id = ${scope.propertyId} and s.status in (${inventoryStatuses})
    and s.departure > ${scope.fromDate}::date and s.arrival <= ${scope.toDate}::date`;

const FORECAST_COLUMNS = columnsOf([
  ['night', 'date'],
  ['rooms', 'integer'],
  ['outOfOrder', 'integer'],
  ['available', 'integer'],
  ['onTheBooks', 'integer'],
  ['arrivals', 'integer'],
  ['departures', 'integer'],
  ['stayovers', 'integer'],
  ['occupancy', 'percent'],
  ['roomRevenue', 'money'],
  ['adr', 'money'],
]);

async function occupancyForecast(db: Db, scope: ManagementScope): Promise<ReportTable> {
  const { propertyId, fromDate, toDate } = scope;
  const result = await sql<{
    night: string;
    rooms: number;
    out_of_order: number;
    on_the_books: number;
    arrivals: number;
    departures: number;
    revenue: string;
  }>`
    with nights as (
      select ${fromDate}::date + i as night from generate_series(0, ${toDate}::date - ${fromDate}::date) as i
    ),
    rooms as (select count(*)::int as rooms from room where property_id = ${propertyId} and active),
    out_of_order as (
      select n.night, count(distinct o.room_id)::int as rooms
      from nights as n
      join room_out_of_order as o on o.from_date <= n.night and o.to_date > n.night
      join room on room.id = o.room_id and room.active
      where o.property_id = ${propertyId}
      group by n.night
    ),
    booked as (
      select night, count(*)::int as stays, coalesce(sum(amount), 0)::text as revenue
      from (${bookedNights(scope)}) as b group by night
    ),
    arrivals as (
      select arrival as night, count(*)::int as stays from room_stay
      where property_id = ${propertyId} and status in (${inventoryStatuses})
        and arrival between ${fromDate}::date and ${toDate}::date
      group by arrival
    ),
    departures as (
      select departure as night, count(*)::int as stays from room_stay
      where property_id = ${propertyId} and status in (${inventoryStatuses})
        and departure between ${fromDate}::date and ${toDate}::date
      group by departure
    )
    select nights.night::text as night, rooms.rooms, coalesce(out_of_order.rooms, 0) as out_of_order,
      coalesce(booked.stays, 0) as on_the_books, coalesce(arrivals.stays, 0) as arrivals,
      coalesce(departures.stays, 0) as departures, coalesce(booked.revenue, '0') as revenue
    from nights
    cross join rooms
    left join out_of_order on out_of_order.night = nights.night
    left join booked on booked.night = nights.night
    left join arrivals on arrivals.night = nights.night
    left join departures on departures.night = nights.night
    order by nights.night`.execute(db);
  const line = (
    f: { rooms: number; out_of_order: number; on_the_books: number; arrivals: number; departures: number },
    revenue: bigint,
  ) => {
    const available = Math.max(f.rooms - f.out_of_order, 0);
    return {
      rooms: f.rooms,
      outOfOrder: f.out_of_order,
      available,
      onTheBooks: f.on_the_books,
      arrivals: f.arrivals,
      departures: f.departures,
      stayovers: f.on_the_books - f.arrivals,
      occupancy: percent(f.on_the_books, available),
      roomRevenue: fromHundredths(revenue),
      adr: perUnit(revenue, f.on_the_books),
    };
  };
  const rows = result.rows.map((row) => ({ night: row.night, ...line(row, toCents(row.revenue)) }));
  const total = (pick: (row: (typeof result.rows)[number]) => number) =>
    result.rows.reduce((sum, row) => sum + pick(row), 0);
  // Room nights over the period: occupancy and ADR of the totals are over the whole period.
  const totals = line(
    {
      rooms: total((row) => row.rooms),
      out_of_order: total((row) => row.out_of_order),
      on_the_books: total((row) => row.on_the_books),
      arrivals: total((row) => row.arrivals),
      departures: total((row) => row.departures),
    },
    result.rows.reduce((sum, row) => sum + toCents(row.revenue), 0n),
  );
  // Available rooms summed night by night, never below zero on any night.
  totals.available = rows.reduce((sum, row) => sum + row.available, 0);
  totals.occupancy = percent(totals.onTheBooks, totals.available);
  return { columns: FORECAST_COLUMNS, rows, totals };
}

const GROUP_COLUMNS = columnsOf([
  ['name', 'text'],
  ['bookings', 'integer'],
  ['roomNights', 'integer'],
  ['share', 'percent'],
  ['roomRevenue', 'money'],
  ['adr', 'money'],
]);

/** The profiles the forecast groups by: the booking's company or segment. */
const GROUPS: Record<Grouping, { key: RawBuilder<unknown>; label: RawBuilder<string>; join: RawBuilder<unknown> }> = {
  company: {
    key: sql`b.company_profile_id`,
    label: sql<string>`g.code || ' ' || g.name`,
    join: sql`left join company_profile as g on g.id = b.company_profile_id`,
  },
  segment: {
    key: sql`b.segment_id`,
    label: sql<string>`g.code || ' ' || g.name`,
    join: sql`left join segment as g on g.id = b.segment_id`,
  },
};

async function occupancyForecastGroup(db: Db, scope: ManagementScope): Promise<ReportTable> {
  const group = GROUPS[scope.grouping];
  const result = await sql<{
    key: string;
    label: string | null;
    bookings: number;
    room_nights: number;
    revenue: string;
  }>`
    select coalesce(${group.key}::text, '') as key, min(${group.label}) as label,
      count(distinct b.reservation_id)::int as bookings, count(*)::int as room_nights,
      coalesce(sum(b.amount), 0)::text as revenue
    from (${bookedNights(scope)}) as b
    ${group.join}
    group by ${group.key}`.execute(db);
  const roomNights = result.rows.reduce((sum, row) => sum + row.room_nights, 0);
  const rows = result.rows
    .map((row) => ({
      name: nameOf(row.key, row.label),
      bookings: row.bookings,
      roomNights: row.room_nights,
      share: percent(row.room_nights, roomNights),
      roomRevenue: fromHundredths(toCents(row.revenue)),
      adr: perUnit(toCents(row.revenue), row.room_nights),
    }))
    .sort((a, b) => b.roomNights - a.roomNights || compare(a, b));
  const totals = sumColumns(GROUP_COLUMNS, rows);
  totals.share = percent(roomNights, roomNights);
  totals.adr = perUnit(toCents(String(totals.roomRevenue)), roomNights);
  return { columns: GROUP_COLUMNS, rows, totals };
}

// --- the action ---

const RUNS: Record<ReportName, (db: Db, scope: ManagementScope) => Promise<ReportTable>> = {
  'mis-manager-report': managerReport,
  'mis-report-hotel-statistic-date': statisticsByDate,
  'mis-report-hotel-statistic-summary': statisticsSummary,
  'mis-report-statistic-production': production,
  'mis-report-productivity-revenue': productivity,
  'occupancy-forecast': occupancyForecast,
  'occupancy-forecast-group': occupancyForecastGroup,
};

/** Reports of one closed date (`forDate`); the others read a range. */
const ONE_DAY: ReadonlySet<ReportName> = new Set(['mis-manager-report', 'mis-report-productivity-revenue']);
const FORECASTS: ReadonlySet<ReportName> = new Set(['occupancy-forecast', 'occupancy-forecast-group']);

/** The criteria checked against what the report needs, with the defaults of the contract. */
function scopeOf(criteria: Criteria, propertyId: number, hotelDate: string): ManagementScope {
  const lastClosed = addDays(hotelDate, -1);
  const base = {
    propertyId,
    hotelDate,
    forDate: criteria.forDate ?? lastClosed,
    dimension: criteria.dimension ?? 'room-type',
    grouping: criteria.grouping ?? 'company',
  };
  if (ONE_DAY.has(criteria.report)) return { ...base, fromDate: base.forDate, toDate: base.forDate };
  if (FORECASTS.has(criteria.report)) {
    const fromDate = criteria.fromDate ?? hotelDate;
    if (fromDate < hotelDate) {
      throw badRequest(`A forecast starts on the hotel date (${hotelDate}) or later`, [
        { field: '/data/0/fromDate', message: `must not be before the hotel date ${hotelDate}` },
      ]);
    }
    const toDate = criteria.toDate ?? addDays(fromDate, FORECAST_NIGHTS - 1);
    return { ...base, ...periodOf({ fromDate, toDate }, hotelDate) };
  }
  return {
    ...base,
    ...periodOf({ fromDate: criteria.fromDate ?? lastClosed, toDate: criteria.toDate ?? lastClosed }, hotelDate),
  };
}

export const managementReportHandlers: PathHandlers<'report/managementReport'> = {
  get_detail: read(async ({ db, propertyId }, data) => {
    const criteria = only(data);
    const hotel = await hotelOf(db, propertyId);
    const scope = scopeOf(criteria, propertyId, hotel.hotelDate);
    const table = await RUNS[criteria.report](db, scope);
    return [reportAnswer(criteria.report, ONE_DAY.has(criteria.report) ? 'day' : 'range', scope, hotel, table)];
  }),
};
