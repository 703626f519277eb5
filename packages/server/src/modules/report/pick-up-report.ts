import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { bookingFilters, dayOf, momentInRange, type ReportScope } from './report-scope.ts';
import { columnsOf, type ReportTable, sumColumns } from './report-table.ts';

const PICK_UP_COLUMNS = columnsOf([
  ['day', 'date'],
  ['bookings', 'integer'],
  ['roomNights', 'integer'],
  ['revenue', 'money'],
  ['cancellations', 'integer'],
  ['cancelledRoomNights', 'integer'],
  ['cancelledRevenue', 'money'],
  ['netRoomNights', 'integer'],
  ['netRevenue', 'money'],
]);

/**
 * pick-up (booking pace): per booking day, what was booked that day (whatever became of it later)
 * and what was cancelled that day, in bookings, room nights and nightly rates. With forDate only
 * stay nights on or after it count, and a booking counts when it holds at least one of them.
 * With a room type only that type's stays count.
 */
export async function pickUp(db: Kysely<Database>, scope: ReportScope): Promise<ReportTable> {
  const { propertyId, fromDate, toDate, forDate } = scope;
  const roomTypeOnly = scope.roomTypeId === null ? sql`true` : sql`s.room_type_id = ${scope.roomTypeId}`;
  const result = await sql<{
    day: string;
    bookings: number;
    room_nights: number;
    revenue: string;
    cancellations: number;
    cancelled_room_nights: number;
    cancelled_revenue: string;
    net_revenue: string;
  }>`
    with days as (
      select ${fromDate}::date + i as day from generate_series(0, ${toDate}::date - ${fromDate}::date) as i
    ),
    made as (
      select ${dayOf(sql`r.created_at`)} as day, r.id from reservation as r
      where r.property_id = ${propertyId} and ${momentInRange(sql`r.created_at`, scope)} and ${bookingFilters(scope)}
    ),
    cancelled as (
      select ${dayOf(sql`r.cancelled_at`)} as day, r.id from reservation as r
      where r.property_id = ${propertyId} and r.status = 'cancelled'
        and ${momentInRange(sql`r.cancelled_at`, scope)} and ${bookingFilters(scope)}
    ),
    stay_figures as (
      select s.reservation_id, greatest(0, s.departure - greatest(s.arrival, ${forDate}::date)) as room_nights,
        (select coalesce(sum(n.amount), 0) from room_stay_night as n
          where n.room_stay_id = s.id and (${forDate}::date is null or n.night >= ${forDate}::date)) as revenue
      from room_stay as s
      where s.reservation_id in (select id from made union select id from cancelled) and ${roomTypeOnly}
    ),
    booked as (
      select reservation_id, sum(room_nights)::int as room_nights, sum(revenue) as revenue
      from stay_figures group by reservation_id having sum(room_nights) > 0
    ),
    made_day as (
      select made.day, count(*)::int as bookings, sum(booked.room_nights)::int as room_nights,
        sum(booked.revenue) as revenue
      from made join booked on booked.reservation_id = made.id group by made.day
    ),
    cancelled_day as (
      select cancelled.day, count(*)::int as bookings, sum(booked.room_nights)::int as room_nights,
        sum(booked.revenue) as revenue
      from cancelled join booked on booked.reservation_id = cancelled.id group by cancelled.day
    )
    select days.day, coalesce(made_day.bookings, 0) as bookings, coalesce(made_day.room_nights, 0) as room_nights,
      coalesce(made_day.revenue, 0)::numeric(14, 2)::text as revenue,
      coalesce(cancelled_day.bookings, 0) as cancellations,
      coalesce(cancelled_day.room_nights, 0) as cancelled_room_nights,
      coalesce(cancelled_day.revenue, 0)::numeric(14, 2)::text as cancelled_revenue,
      (coalesce(made_day.revenue, 0) - coalesce(cancelled_day.revenue, 0))::numeric(14, 2)::text as net_revenue
    from days
    left join made_day on made_day.day = days.day
    left join cancelled_day on cancelled_day.day = days.day
    order by days.day`.execute(db);
  const rows = result.rows.map((row) => ({
    day: row.day,
    bookings: row.bookings,
    roomNights: row.room_nights,
    revenue: row.revenue,
    cancellations: row.cancellations,
    cancelledRoomNights: row.cancelled_room_nights,
    cancelledRevenue: row.cancelled_revenue,
    netRoomNights: row.room_nights - row.cancelled_room_nights,
    netRevenue: row.net_revenue,
  }));
  return { columns: PICK_UP_COLUMNS, rows, totals: sumColumns(PICK_UP_COLUMNS, rows) };
}
