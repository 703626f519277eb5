import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BEFORE_ARRIVAL, STAYED, TAKES_INVENTORY } from '../../db/statuses.ts';
import { bookingFilters, dayOf, guestName, momentInRange, type ReportScope, statusList } from './report-scope.ts';
import { columnsOf, type ReportColumn, type ReportRow, type ReportTable, sumColumns } from './report-table.ts';

/*
 * The booking lists: one row per reservation (reservation report, cancellation, no-show, flag)
 * or per room stay (actual arrival, actual departure, expect departure). Each is one statement;
 * the per-booking figures are subqueries the database runs by index, never a query per row.
 */

/** The audit name of a reservation, as the reservation module records its changes. */
const RESERVATION_ENTITY = 'reservation';

/** Days ahead in which an asked-for deposit is flagged as due. */
export const DEPOSIT_DUE_DAYS = 3;
/** Days ahead in which a waitlist or tentative booking is flagged as still not confirmed. */
export const UNCONFIRMED_DAYS = 7;

/**
 * The picked reservations (`where`, on the reservation `r`) with their figures summed over their
 * stays in one pass: rooms, room nights, room types and the nightly rates. Selects `r.*` and
 * `f.rooms`, `f.room_nights`, `f.room_types`, `f.amount` for the caller's columns.
 */
const withStayFigures = (where: RawBuilder<unknown>) => sql`
  with picked as (select r.* from reservation as r where ${where}),
  stay_amounts as (
    select n.room_stay_id, sum(n.amount) as amount
    from room_stay_night as n
    join room_stay as s on s.id = n.room_stay_id
    where s.reservation_id in (select id from picked)
    group by n.room_stay_id
  ),
  figures as (
    select s.reservation_id, count(*)::int as rooms, sum(s.departure - s.arrival)::int as room_nights,
      string_agg(distinct t.code, ', ' order by t.code) as room_types,
      coalesce(sum(a.amount), 0)::numeric(14, 2)::text as amount
    from room_stay as s
    join room_type as t on t.id = s.room_type_id
    left join stay_amounts as a on a.room_stay_id = s.id
    where s.reservation_id in (select id from picked)
    group by s.reservation_id
  )`;

/** The picked reservation `r` with its figures `f`, booker guest `g` and company `c`. */
const pickedWithFigures = sql`picked as r
  left join figures as f on f.reservation_id = r.id
  left join guest_profile as g on g.id = r.guest_profile_id
  left join company_profile as c on c.id = r.company_profile_id`;

const stayRooms = sql<number>`coalesce(f.rooms, 0)`;
const stayRoomNights = sql<number>`coalesce(f.room_nights, 0)`;
const stayRoomTypes = sql<string>`coalesce(f.room_types, '')`;
const stayAmount = sql<string>`coalesce(f.amount, '0.00')`;

// Generated lists (source, market, cancellation reason) have no Kysely table types: asked in SQL.
const sourceCode = sql<string>`coalesce((select so.code from source as so where so.id = r.source_id), '')`;
const marketCode = sql<string>`coalesce((select m.code from market as m where m.id = r.market_id), '')`;

/** Runs a list's statement and turns each row into the report's keys; totals sum the numbers. */
export async function listOf<Row>(
  db: Kysely<Database>,
  columns: ReportColumn[],
  query: RawBuilder<Row>,
  toRow: (row: Row) => ReportRow,
  /** Numbers that do not add up across rows (the nights of bookings of different rooms, VIP levels). */
  unsummed: readonly string[] = [],
): Promise<ReportTable> {
  const rows = (await query.execute(db)).rows.map(toRow);
  const summed = columns.filter((column) => !unsummed.includes(column.key));
  return { columns, rows, totals: sumColumns(summed, rows) };
}

const RESERVATION_COLUMNS = columnsOf([
  ['confirmationNumber', 'text'],
  ['createdOn', 'date'],
  ['booker', 'text'],
  ['company', 'text'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['nights', 'integer'],
  ['rooms', 'integer'],
  ['roomNights', 'integer'],
  ['roomTypes', 'text'],
  ['status', 'text'],
  ['channel', 'text'],
  ['source', 'text'],
  ['market', 'text'],
  ['amount', 'money'],
  ['createdBy', 'text'],
]);

/** reservation-report: the bookings made on the range's dates, whatever became of them. */
export function reservationsMade(db: Kysely<Database>, scope: ReportScope): Promise<ReportTable> {
  return listOf(
    db,
    RESERVATION_COLUMNS,
    sql<{
      id: number;
      confirmation_number: string;
      created_on: string;
      booker: string;
      company: string;
      arrival: string;
      departure: string;
      nights: number;
      rooms: number;
      room_nights: number;
      room_types: string;
      status: string;
      channel: string;
      source: string;
      market: string;
      amount: string;
      created_by: string;
    }>`
      ${withStayFigures(sql`r.property_id = ${scope.propertyId} and ${momentInRange(sql`r.created_at`, scope)}
        and ${bookingFilters(scope)}`)}
      select r.id, r.confirmation_number, ${dayOf(sql`r.created_at`)} as created_on, ${guestName} as booker,
        coalesce(c.name, '') as company, r.arrival, r.departure, r.departure - r.arrival as nights,
        ${stayRooms} as rooms, ${stayRoomNights} as room_nights, ${stayRoomTypes} as room_types, r.status,
        r.channel, ${sourceCode} as source, ${marketCode} as market, ${stayAmount} as amount, r.created_by
      from ${pickedWithFigures}
      order by r.created_at, r.confirmation_number`,
    (row) => ({
      reservationId: row.id,
      confirmationNumber: row.confirmation_number,
      createdOn: row.created_on,
      booker: row.booker,
      company: row.company,
      arrival: row.arrival,
      departure: row.departure,
      nights: row.nights,
      rooms: row.rooms,
      roomNights: row.room_nights,
      roomTypes: row.room_types,
      status: row.status,
      channel: row.channel,
      source: row.source,
      market: row.market,
      amount: row.amount,
      createdBy: row.created_by,
    }),
    ['nights'],
  );
}

const STAY_COLUMNS = columnsOf([
  ['confirmationNumber', 'text'],
  ['guest', 'text'],
  ['company', 'text'],
  ['roomNumber', 'text'],
  ['roomType', 'text'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['nights', 'integer'],
  ['adults', 'integer'],
  ['children', 'integer'],
  ['status', 'text'],
  ['amount', 'money'],
]);

/**
 * The front desk's columns of the same lists (the reception reports): room first, pax, the
 * booker's VIP level, and the check-in's hotel date, time (UTC, as moments are read until the hotel
 * has a time zone setting) and who did it.
 */
const FRONT_DESK_COLUMNS = columnsOf([
  ['roomNumber', 'text'],
  ['guest', 'text'],
  ['roomType', 'text'],
  ['confirmationNumber', 'text'],
  ['adults', 'integer'],
  ['children', 'integer'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['nights', 'integer'],
  ['vipLevel', 'integer'],
  ['status', 'text'],
  ['checkedInOn', 'date'],
  ['checkedInTime', 'text'],
  ['checkedInBy', 'text'],
]);

/** The over-pax list also shows what the room type takes. */
const OVER_PAX_COLUMNS = columnsOf([
  ['roomNumber', 'text'],
  ['guest', 'text'],
  ['roomType', 'text'],
  ['confirmationNumber', 'text'],
  ['adults', 'integer'],
  ['maxAdults', 'integer'],
  ['children', 'integer'],
  ['maxChildren', 'integer'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['vipLevel', 'integer'],
  ['status', 'text'],
]);

export type StayList =
  | 'actual-arrival'
  | 'actual-departure'
  | 'expect-departure'
  | 'expect-arrival'
  | 'in-house'
  | 'walk-in'
  | 'over-pax';

/** Which stays each list holds, on the stay `s`, its reservation `r` and the type `cap` whose limits apply. */
function staysOf(list: StayList, scope: ReportScope) {
  switch (list) {
    case 'actual-arrival':
      return sql`s.status in (${statusList(STAYED)}) and s.arrival between ${scope.fromDate}::date and ${scope.toDate}::date`;
    case 'actual-departure':
      return sql`s.status = 'checked-out' and s.departure between ${scope.fromDate}::date and ${scope.toDate}::date`;
    case 'expect-departure':
      return sql`s.status in (${statusList(TAKES_INVENTORY)}) and s.departure = ${scope.forDate}::date`;
    case 'expect-arrival':
      return sql`s.status in (${statusList(TAKES_INVENTORY)}) and s.arrival between ${scope.fromDate}::date and ${scope.toDate}::date`;
    case 'in-house':
      return sql`s.status = 'in-house'`;
    case 'walk-in':
      return sql`r.walk_in and s.arrival between ${scope.fromDate}::date and ${scope.toDate}::date`;
    case 'over-pax':
      return sql`s.status in (${statusList([...TAKES_INVENTORY, 'checked-out'])})
        and s.arrival <= ${scope.forDate}::date and s.departure > ${scope.forDate}::date
        and (s.adults > cap.max_adults or s.children > cap.max_children)`;
  }
}

/** The order of each list: arrivals by arrival, departures by departure, the rest by room. */
function orderOf(list: StayList) {
  switch (list) {
    case 'actual-arrival':
    case 'expect-arrival':
    case 'walk-in':
      return sql`s.arrival, rm.room_number nulls last`;
    case 'actual-departure':
    case 'expect-departure':
      return sql`s.departure, rm.room_number nulls last`;
    case 'in-house':
    case 'over-pax':
      return sql`rm.room_number nulls last, s.arrival`;
  }
}

/** Whose columns a stay list shows: the reservation office's (with the amount) or the front desk's. */
export type StayView = 'booking' | 'front-desk';

/**
 * The lists of one row per room stay: the reservation reports' actual-arrival, actual-departure
 * and expect-departure, and the reception reports (the same lists and expect-arrival, in-house,
 * walk-in and over-pax) with the front desk's columns.
 */
export function stayList(
  db: Kysely<Database>,
  scope: ReportScope,
  list: StayList,
  view: StayView = 'booking',
): Promise<ReportTable> {
  const columns = view === 'booking' ? STAY_COLUMNS : list === 'over-pax' ? OVER_PAX_COLUMNS : FRONT_DESK_COLUMNS;
  return listOf(
    db,
    columns,
    sql<{
      reservation_id: number;
      confirmation_number: string;
      guest: string;
      company: string;
      room_number: string;
      room_type: string;
      arrival: string;
      departure: string;
      nights: number;
      adults: number;
      children: number;
      max_adults: number;
      max_children: number;
      status: string;
      amount: string;
      vip_level: number;
      checked_in_on: string | null;
      checked_in_time: string | null;
      checked_in_by: string | null;
    }>`
      select r.id as reservation_id, r.confirmation_number, ${guestName} as guest, coalesce(c.name, '') as company,
        coalesce(rm.room_number, '') as room_number, t.code as room_type, s.arrival, s.departure,
        s.departure - s.arrival as nights, s.adults, s.children, cap.max_adults, cap.max_children, s.status,
        (select coalesce(sum(n.amount), 0)::numeric(14, 2)::text from room_stay_night as n where n.room_stay_id = s.id) as amount,
        coalesce(g.vip_level, 0)::int as vip_level, s.checked_in_on,
        to_char(s.checked_in_at at time zone 'UTC', 'HH24:MI') as checked_in_time, s.checked_in_by
      from room_stay as s
      join reservation as r on r.id = s.reservation_id
      join room_type as t on t.id = s.room_type_id
      left join room as rm on rm.id = s.room_id
      join room_type as cap on cap.id = coalesce(rm.room_type_id, s.room_type_id)
      left join guest_profile as g on g.id = r.guest_profile_id
      left join company_profile as c on c.id = r.company_profile_id
      where s.property_id = ${scope.propertyId} and ${staysOf(list, scope)} and ${bookingFilters(scope, 's')}
      order by ${orderOf(list)}, r.confirmation_number, s.line_number`,
    (row): ReportRow =>
      view === 'booking'
        ? {
            reservationId: row.reservation_id,
            confirmationNumber: row.confirmation_number,
            guest: row.guest,
            company: row.company,
            roomNumber: row.room_number,
            roomType: row.room_type,
            arrival: row.arrival,
            departure: row.departure,
            nights: row.nights,
            adults: row.adults,
            children: row.children,
            status: row.status,
            amount: row.amount,
          }
        : {
            reservationId: row.reservation_id,
            roomNumber: row.room_number,
            guest: row.guest,
            roomType: row.room_type,
            confirmationNumber: row.confirmation_number,
            adults: row.adults,
            children: row.children,
            ...(list === 'over-pax'
              ? { maxAdults: row.max_adults, maxChildren: row.max_children }
              : {
                  nights: row.nights,
                  checkedInOn: row.checked_in_on,
                  checkedInTime: row.checked_in_time,
                  checkedInBy: row.checked_in_by,
                }),
            arrival: row.arrival,
            departure: row.departure,
            vipLevel: row.vip_level,
            status: row.status,
          },
    view === 'booking' ? [] : ['vipLevel', 'maxAdults', 'maxChildren'],
  );
}

const CANCELLATION_COLUMNS = columnsOf([
  ['confirmationNumber', 'text'],
  ['cancelledOn', 'date'],
  ['booker', 'text'],
  ['company', 'text'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['roomNights', 'integer'],
  ['roomTypes', 'text'],
  ['reason', 'text'],
  ['note', 'text'],
  ['fee', 'money'],
  ['revenueLost', 'money'],
  ['cancelledBy', 'text'],
]);

/** cancellation: bookings cancelled on the range's dates, with the nights and revenue they gave back. */
export function cancellations(db: Kysely<Database>, scope: ReportScope): Promise<ReportTable> {
  return listOf(
    db,
    CANCELLATION_COLUMNS,
    sql<{
      id: number;
      confirmation_number: string;
      cancelled_on: string;
      booker: string;
      company: string;
      arrival: string;
      departure: string;
      room_nights: number;
      room_types: string;
      reason: string;
      note: string;
      fee: string;
      revenue_lost: string;
      cancelled_by: string;
    }>`
      ${withStayFigures(sql`r.property_id = ${scope.propertyId} and r.status = 'cancelled'
        and ${momentInRange(sql`r.cancelled_at`, scope)} and ${bookingFilters(scope)}`)}
      select r.id, r.confirmation_number, ${dayOf(sql`r.cancelled_at`)} as cancelled_on, ${guestName} as booker,
        coalesce(c.name, '') as company, r.arrival, r.departure, ${stayRoomNights} as room_nights,
        ${stayRoomTypes} as room_types,
        coalesce((select reason.name from cancellation_reason as reason where reason.id = r.cancellation_reason_id), '') as reason,
        r.cancellation_note as note, coalesce(r.cancellation_fee, 0)::numeric(14, 2)::text as fee,
        ${stayAmount} as revenue_lost,
        coalesce((select a.actor from audit_log as a
          where a.property_id = r.property_id and a.entity = ${RESERVATION_ENTITY} and a.entity_id = r.id::text
            and a.action = 'cancel'
          order by a.at desc limit 1), '') as cancelled_by
      from ${pickedWithFigures}
      order by r.cancelled_at, r.confirmation_number`,
    (row) => ({
      reservationId: row.id,
      confirmationNumber: row.confirmation_number,
      cancelledOn: row.cancelled_on,
      booker: row.booker,
      company: row.company,
      arrival: row.arrival,
      departure: row.departure,
      roomNights: row.room_nights,
      roomTypes: row.room_types,
      reason: row.reason,
      note: row.note,
      fee: row.fee,
      revenueLost: row.revenue_lost,
      cancelledBy: row.cancelled_by,
    }),
  );
}

const NO_SHOW_COLUMNS = columnsOf([
  ['confirmationNumber', 'text'],
  ['booker', 'text'],
  ['company', 'text'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['rooms', 'integer'],
  ['roomNights', 'integer'],
  ['roomTypes', 'text'],
  ['channel', 'text'],
  ['source', 'text'],
  ['depositRequired', 'money'],
  ['revenueLost', 'money'],
]);

/** no-show: bookings that never arrived, by their arrival date. */
export function noShows(db: Kysely<Database>, scope: ReportScope): Promise<ReportTable> {
  return listOf(
    db,
    NO_SHOW_COLUMNS,
    sql<{
      id: number;
      confirmation_number: string;
      booker: string;
      company: string;
      arrival: string;
      departure: string;
      rooms: number;
      room_nights: number;
      room_types: string;
      channel: string;
      source: string;
      deposit_required: string;
      revenue_lost: string;
    }>`
      ${withStayFigures(sql`r.property_id = ${scope.propertyId} and r.status = 'no-show'
        and r.arrival between ${scope.fromDate}::date and ${scope.toDate}::date and ${bookingFilters(scope)}`)}
      select r.id, r.confirmation_number, ${guestName} as booker, coalesce(c.name, '') as company,
        r.arrival, r.departure, ${stayRooms} as rooms, ${stayRoomNights} as room_nights,
        ${stayRoomTypes} as room_types, r.channel, ${sourceCode} as source,
        r.deposit_required::numeric(14, 2)::text as deposit_required, ${stayAmount} as revenue_lost
      from ${pickedWithFigures}
      order by r.arrival, r.confirmation_number`,
    (row) => ({
      reservationId: row.id,
      confirmationNumber: row.confirmation_number,
      booker: row.booker,
      company: row.company,
      arrival: row.arrival,
      departure: row.departure,
      rooms: row.rooms,
      roomNights: row.room_nights,
      roomTypes: row.room_types,
      channel: row.channel,
      source: row.source,
      depositRequired: row.deposit_required,
      revenueLost: row.revenue_lost,
    }),
  );
}

const FLAG_COLUMNS = columnsOf([
  ['confirmationNumber', 'text'],
  ['booker', 'text'],
  ['company', 'text'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['rooms', 'integer'],
  ['roomTypes', 'text'],
  ['status', 'text'],
  ['vipLevel', 'integer'],
  ['depositRequired', 'money'],
  ['depositDueDate', 'date'],
  ['internalRemark', 'text'],
  ['flags', 'text'],
]);

/**
 * flag: bookings still to arrive in the range that need attention, each reason a stable word.
 * Deposits are not posted yet (the cashier's issue), so an asked-for deposit counts as unpaid.
 */
export function flagged(db: Kysely<Database>, scope: ReportScope): Promise<ReportTable> {
  const { hotelDate } = scope;
  const flags = sql<string>`concat_ws(', ',
    case when coalesce(g.vip_level, 0) > 0 then 'vip' end,
    case when r.internal_remark <> '' then 'internal-remark' end,
    case when r.deposit_required > 0 and r.deposit_due_date < ${hotelDate}::date then 'deposit-overdue' end,
    case when r.deposit_required > 0 and r.deposit_due_date between ${hotelDate}::date
      and ${hotelDate}::date + ${DEPOSIT_DUE_DAYS}::int then 'deposit-due' end,
    case when r.status in ('waitlist', 'tentative') and r.arrival <= ${hotelDate}::date + ${UNCONFIRMED_DAYS}::int
      then r.status end
  )`;
  return listOf(
    db,
    FLAG_COLUMNS,
    sql<{
      id: number;
      confirmation_number: string;
      booker: string;
      company: string;
      arrival: string;
      departure: string;
      rooms: number;
      room_types: string;
      status: string;
      vip_level: number;
      deposit_required: string;
      deposit_due_date: string | null;
      internal_remark: string;
      flags: string;
    }>`
      ${withStayFigures(sql`r.property_id = ${scope.propertyId}
        and r.status in (${statusList(BEFORE_ARRIVAL)})
        and r.arrival between ${scope.fromDate}::date and ${scope.toDate}::date and ${bookingFilters(scope)}`)}
      select * from (
        select r.id, r.confirmation_number, ${guestName} as booker, coalesce(c.name, '') as company,
          r.arrival, r.departure, ${stayRooms} as rooms, ${stayRoomTypes} as room_types, r.status,
          coalesce(g.vip_level, 0)::int as vip_level, r.deposit_required::numeric(14, 2)::text as deposit_required,
          r.deposit_due_date, r.internal_remark, ${flags} as flags
        from ${pickedWithFigures}
      ) as booking
      where flags <> ''
      order by arrival, confirmation_number`,
    (row) => ({
      reservationId: row.id,
      confirmationNumber: row.confirmation_number,
      booker: row.booker,
      company: row.company,
      arrival: row.arrival,
      departure: row.departure,
      rooms: row.rooms,
      roomTypes: row.room_types,
      status: row.status,
      vipLevel: row.vip_level,
      depositRequired: row.deposit_required,
      depositDueDate: row.deposit_due_date,
      internalRemark: row.internal_remark,
      flags: row.flags,
    }),
    ['vipLevel'],
  );
}
