import { type Kysely, sql } from 'kysely';
import type { Database, ReservationStatus } from '../../db/schema.ts';
import { STAYED } from '../../db/statuses.ts';
import { type ReportScope, statusList, TAKES_INVENTORY } from './report-scope.ts';
import {
  columnsOf,
  fromHundredths,
  percent,
  perUnit,
  type ReportColumn,
  type ReportRow,
  type ReportTable,
  toCents,
} from './report-table.ts';

/*
 * The occupancy reports: per night (forecast and history) and per room type and night. Counted
 * from the stays whenever asked (domain.md: never from a counter). Rooms are the active rooms
 * today (the hotel keeps no history of its room list); out of order comes from its periods.
 */

type Mode = 'forecast' | 'history';

/**
 * Which stays sold a night. The forecast counts what takes inventory, and a checked-out stay for
 * the nights it stayed (before the hotel date; it left on or before its departure). History
 * counts only what happened: stays that arrived (in house or checked out), for past nights.
 */
const SELLING: Record<Mode, readonly ReservationStatus[]> = {
  forecast: [...TAKES_INVENTORY, 'checked-out'],
  history: STAYED,
};
/** Who left on a date: the forecast expects every selling stay to leave; history saw checked-out ones go. */
const LEAVING: Record<Mode, readonly ReservationStatus[]> = { forecast: SELLING.forecast, history: ['checked-out'] };

/** The nights of the range as a set, both ends included. */
const nightsTable = (scope: ReportScope) =>
  sql`select ${scope.fromDate}::date + i as night from generate_series(0, ${scope.toDate}::date - ${scope.fromDate}::date) as i`;

const roomTypeOnly = (column: string, scope: ReportScope) =>
  scope.roomTypeId === null ? sql`true` : sql`${sql.ref(column)} = ${scope.roomTypeId}`;

/** Stays of a selling status expanded into their nights within the range, each with its night's rate. */
const soldNights = (scope: ReportScope, mode: Mode) => sql`
  select s.id as stay_id, s.room_type_id, s.adults, s.children, s.arrival + i as night, rate.amount
  from room_stay as s
  cross join lateral generate_series(
    greatest(s.arrival, ${scope.fromDate}::date) - s.arrival,
    least(s.departure, ${scope.toDate}::date + 1) - s.arrival - 1
  ) as i
  left join room_stay_night as rate on rate.room_stay_id = s.id and rate.night = s.arrival + i
  where s.property_id = ${scope.propertyId}
    and s.status in (${statusList(SELLING[mode])})
    and s.departure > ${scope.fromDate}::date
    and s.arrival <= ${scope.toDate}::date
    and ${roomTypeOnly('s.room_type_id', scope)}
    and (s.status <> 'checked-out' or s.arrival + i < ${scope.hotelDate}::date)`;

/** Out-of-order rooms (of the active rooms) per night of the range and room type. */
const outOfOrderNights = (scope: ReportScope) => sql`
  select n.night, room.room_type_id
  from (${nightsTable(scope)}) as n
  join room_out_of_order as o on o.from_date <= n.night and o.to_date > n.night
  join room on room.id = o.room_id and room.active
  where o.property_id = ${scope.propertyId} and ${roomTypeOnly('room.room_type_id', scope)}`;

const NIGHT_COLUMNS: Record<Mode, ReportColumn[]> = {
  forecast: columnsOf([
    ['night', 'date'],
    ['rooms', 'integer'],
    ['outOfOrder', 'integer'],
    ['available', 'integer'],
    ['sold', 'integer'],
    ['occupancy', 'percent'],
    ['arrivals', 'integer'],
    ['departures', 'integer'],
    ['adults', 'integer'],
    ['children', 'integer'],
    ['roomRevenue', 'money'],
    ['adr', 'money'],
  ]),
  history: columnsOf([
    ['night', 'date'],
    ['rooms', 'integer'],
    ['outOfOrder', 'integer'],
    ['available', 'integer'],
    ['sold', 'integer'],
    ['occupancy', 'percent'],
    ['arrivals', 'integer'],
    ['departures', 'integer'],
    ['noShows', 'integer'],
    ['adults', 'integer'],
    ['children', 'integer'],
    ['roomRevenue', 'money'],
    ['adr', 'money'],
  ]),
};

interface NightFigures {
  night: string;
  rooms: number;
  out_of_order: number;
  sold: number;
  arrivals: number;
  departures: number;
  no_shows: number;
  adults: number;
  children: number;
  revenue: string;
}

/** reserved-occupancy-forecast and history-reservation-forecast: one row per night. */
export async function occupancyByNight(db: Kysely<Database>, scope: ReportScope, mode: Mode): Promise<ReportTable> {
  const { propertyId, fromDate, toDate } = scope;
  const selling = statusList(SELLING[mode]);
  const result = await sql<NightFigures>`
    with nights as (${nightsTable(scope)}),
    rooms as (
      select count(*)::int as rooms from room
      where property_id = ${propertyId} and active and ${roomTypeOnly('room_type_id', scope)}
    ),
    out_of_order as (
      select night, count(*)::int as rooms from (${outOfOrderNights(scope)}) as o group by night
    ),
    sold as (
      select night, count(*)::int as sold, sum(adults)::int as adults, sum(children)::int as children,
        coalesce(sum(amount), 0)::numeric(14, 2)::text as revenue
      from (${soldNights(scope, mode)}) as sold_night
      group by night
    ),
    arrivals as (
      select arrival as night, count(*)::int as stays from room_stay as s
      where property_id = ${propertyId} and status in (${selling})
        and arrival between ${fromDate}::date and ${toDate}::date and ${roomTypeOnly('s.room_type_id', scope)}
      group by arrival
    ),
    departures as (
      select departure as night, count(*)::int as stays from room_stay as s
      where property_id = ${propertyId} and status in (${statusList(LEAVING[mode])})
        and departure between ${fromDate}::date and ${toDate}::date and ${roomTypeOnly('s.room_type_id', scope)}
      group by departure
    ),
    no_shows as (
      select arrival as night, count(*)::int as stays from room_stay as s
      where property_id = ${propertyId} and status = 'no-show'
        and arrival between ${fromDate}::date and ${toDate}::date and ${roomTypeOnly('s.room_type_id', scope)}
      group by arrival
    )
    select nights.night, rooms.rooms, coalesce(out_of_order.rooms, 0) as out_of_order,
      coalesce(sold.sold, 0) as sold, coalesce(arrivals.stays, 0) as arrivals,
      coalesce(departures.stays, 0) as departures, coalesce(no_shows.stays, 0) as no_shows,
      coalesce(sold.adults, 0) as adults, coalesce(sold.children, 0) as children,
      coalesce(sold.revenue, '0.00') as revenue
    from nights
    cross join rooms
    left join out_of_order on out_of_order.night = nights.night
    left join sold on sold.night = nights.night
    left join arrivals on arrivals.night = nights.night
    left join departures on departures.night = nights.night
    left join no_shows on no_shows.night = nights.night
    order by nights.night`.execute(db);

  const columns = NIGHT_COLUMNS[mode];
  const figures = (row: Omit<NightFigures, 'night' | 'revenue'>, revenueCents: bigint): ReportRow => {
    const available = row.rooms - row.out_of_order;
    const figuresRow: ReportRow = {
      rooms: row.rooms,
      outOfOrder: row.out_of_order,
      available,
      sold: row.sold,
      occupancy: percent(row.sold, available),
      arrivals: row.arrivals,
      departures: row.departures,
      adults: row.adults,
      children: row.children,
      roomRevenue: fromHundredths(revenueCents),
      adr: perUnit(revenueCents, row.sold),
    };
    if (mode === 'history') figuresRow.noShows = row.no_shows;
    return figuresRow;
  };
  const rows = result.rows.map((row) => ({ night: row.night, ...figures(row, toCents(row.revenue)) }));
  // Room nights over the period: occupancy and ADR of the totals are over the whole period.
  const sum = (pick: (row: NightFigures) => number) => result.rows.reduce((total, row) => total + pick(row), 0);
  const totals = figures(
    {
      rooms: sum((row) => row.rooms),
      out_of_order: sum((row) => row.out_of_order),
      sold: sum((row) => row.sold),
      arrivals: sum((row) => row.arrivals),
      departures: sum((row) => row.departures),
      no_shows: sum((row) => row.no_shows),
      adults: sum((row) => row.adults),
      children: sum((row) => row.children),
    },
    result.rows.reduce((total, row) => total + toCents(row.revenue), 0n),
  );
  return { columns, rows, totals };
}

/** The key of a night's column in the by-roomtype report: "night2026-11-21". */
export const nightKey = (night: string) => `night${night}`;

/** reservation-forecast-by-roomtype: one row per room type, one column per night. */
export async function forecastByRoomType(db: Kysely<Database>, scope: ReportScope): Promise<ReportTable> {
  const { propertyId } = scope;
  // An asked-for room type shows even when it is no longer sold; otherwise the active ones.
  const types =
    scope.roomTypeId === null
      ? sql`select id, code, name, sort_order from room_type where property_id = ${propertyId} and active`
      : sql`select id, code, name, sort_order from room_type where property_id = ${propertyId} and id = ${scope.roomTypeId}`;
  const result = await sql<{
    room_type_id: number;
    code: string;
    name: string;
    rooms: number;
    out_of_order: number;
    night: string;
    sold: number;
  }>`
    with nights as (${nightsTable(scope)}),
    types as (${types}),
    rooms as (
      select room_type_id, count(*)::int as rooms from room
      where property_id = ${propertyId} and active group by room_type_id
    ),
    out_of_order as (
      select room_type_id, count(*)::int as room_nights from (${outOfOrderNights(scope)}) as o group by room_type_id
    ),
    sold as (
      select room_type_id, night, count(*)::int as sold
      from (${soldNights(scope, 'forecast')}) as sold_night
      group by room_type_id, night
    )
    select types.id as room_type_id, types.code, types.name, coalesce(rooms.rooms, 0) as rooms,
      coalesce(out_of_order.room_nights, 0) as out_of_order, nights.night, coalesce(sold.sold, 0) as sold
    from types
    cross join nights
    left join rooms on rooms.room_type_id = types.id
    left join out_of_order on out_of_order.room_type_id = types.id
    left join sold on sold.room_type_id = types.id and sold.night = nights.night
    order by types.sort_order, types.code, types.id, nights.night`.execute(db);

  const nights: string[] = [];
  for (let index = 0; ; index += 1) {
    const night = new Date(Date.parse(`${scope.fromDate}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
    if (night > scope.toDate) break;
    nights.push(night);
  }
  const columns: ReportColumn[] = [
    ...columnsOf([
      ['roomType', 'text'],
      ['roomTypeName', 'text'],
      ['rooms', 'integer'],
    ]),
    ...nights.map((night): ReportColumn => ({ key: nightKey(night), kind: 'integer', night })),
    ...columnsOf([
      ['roomNights', 'integer'],
      ['occupancy', 'percent'],
    ]),
  ];
  const byType = new Map<number, { row: ReportRow; rooms: number; outOfOrder: number; sold: number }>();
  for (const figure of result.rows) {
    let entry = byType.get(figure.room_type_id);
    if (!entry) {
      entry = {
        row: { roomType: figure.code, roomTypeName: figure.name, rooms: figure.rooms },
        rooms: figure.rooms,
        outOfOrder: figure.out_of_order,
        sold: 0,
      };
      byType.set(figure.room_type_id, entry);
    }
    entry.row[nightKey(figure.night)] = figure.sold;
    entry.sold += figure.sold;
  }
  const entries = [...byType.values()];
  // Average occupancy: room nights sold ÷ room nights available (rooms × nights − out of order).
  const occupancyOf = (rooms: number, outOfOrder: number, sold: number) =>
    percent(sold, rooms * nights.length - outOfOrder);
  const rows = entries.map(
    ({ row, rooms, outOfOrder, sold }): ReportRow => ({
      ...row,
      roomNights: sold,
      occupancy: occupancyOf(rooms, outOfOrder, sold),
    }),
  );
  const rooms = entries.reduce((sum, entry) => sum + entry.rooms, 0);
  const outOfOrder = entries.reduce((sum, entry) => sum + entry.outOfOrder, 0);
  const sold = entries.reduce((sum, entry) => sum + entry.sold, 0);
  const totals: ReportRow = { rooms };
  for (const night of nights) {
    totals[nightKey(night)] = rows.reduce((sum, row) => sum + Number(row[nightKey(night)] ?? 0), 0);
  }
  totals.roomNights = sold;
  totals.occupancy = occupancyOf(rooms, outOfOrder, sold);
  return { columns, rows, totals };
}
