import type { Schemas } from '@pms/api-client';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { badRequest, conflict } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { STAYED, TAKES_INVENTORY } from '../../db/statuses.ts';
import { listOf } from './booking-reports.ts';
import { guestName, hotelOf, periodOf, reportAnswer, statusList } from './report-scope.ts';
import { columnsOf, type ReportTable } from './report-table.ts';

type ReportName = Schemas['HousekeepingReportName'];
type Criteria = Schemas['HousekeepingReportCriteria'];
type Db = Kysely<Database>;

/*
 * Housekeeping's lists and reports (issue 21, operations.md §5): the guest lists by floor and room,
 * the forecast for staffing, today's room status, the vacant rooms and the room-status change log.
 * Every figure is counted from the stays, the rooms and the room-status log when asked.
 */

/** What a housekeeping report is run for, once the criteria are checked. */
interface HousekeepingScope {
  propertyId: number;
  hotelDate: string;
  fromDate: string;
  toDate: string;
  floorId: number | null;
}

/** Stays on the books for the forecast: those holding a room, and those that held one (past dates of the range). */
const ON_THE_BOOKS = [...TAKES_INVENTORY, 'checked-out'] as const;

/** Whether the room `rm` is out of order on the night of `date`. */
const outOfOrderOn = (date: RawBuilder<unknown>) =>
  sql<boolean>`exists (select 1 from room_out_of_order as ooo
    where ooo.room_id = rm.id and ooo.from_date <= ${date} and ooo.to_date > ${date})`;

/** The room `rm`'s service tonight as one word: out of order wins over out of service. */
const roomService = (hotelDate: string) => sql<string>`case
  when rm.id is null then ''
  when ${outOfOrderOn(sql`${hotelDate}::date`)} then 'out-of-order'
  when rm.out_of_service then 'out-of-service'
  else '' end`;

/** Why the room `rm` is out of order tonight or out of service ('' when it is neither). */
const serviceReason = (hotelDate: string) => sql<string>`coalesce(
  (select ooo.reason from room_out_of_order as ooo
    where ooo.room_id = rm.id and ooo.from_date <= ${hotelDate}::date and ooo.to_date > ${hotelDate}::date limit 1),
  case when rm.out_of_service then rm.out_of_service_reason end, '')`;

/** The floor narrowing on the room `rm` (a stay without a room has no floor and is left out). */
const onFloor = (scope: HousekeepingScope) =>
  scope.floorId === null ? sql`true` : sql`rm.floor_id = ${scope.floorId}`;

/** Floor in the floors' order, then room number as staff count them (101 before 1001), rooms still to give last. */
const BY_FLOOR_AND_ROOM = sql`fl.sort_order nulls last, fl.code nulls last, length(rm.room_number) nulls last, rm.room_number nulls last`;

// --- the guest lists ---

type GuestList =
  | 'expect-arrival'
  | 'actual-arrival'
  | 'expect-departure'
  | 'actual-departure'
  | 'vip'
  | 'vip-expected-arrival';

const GUEST_COLUMNS = columnsOf([
  ['floor', 'text'],
  ['roomNumber', 'text'],
  ['housekeepingStatus', 'text'],
  ['roomService', 'text'],
  ['roomType', 'text'],
  ['guest', 'text'],
  ['vipLevel', 'integer'],
  ['adults', 'integer'],
  ['children', 'integer'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['nights', 'integer'],
  ['status', 'text'],
  ['remark', 'text'],
]);

/** Which stays each list holds, on the stay `s` and the booker `g`. */
function guestsOf(list: GuestList, scope: HousekeepingScope) {
  const arrivingInRange = sql`s.arrival between ${scope.fromDate}::date and ${scope.toDate}::date`;
  const isVip = sql`coalesce(g.vip_level, 0) > 0`;
  switch (list) {
    case 'expect-arrival':
      return sql`s.status in (${statusList(TAKES_INVENTORY)}) and ${arrivingInRange}`;
    case 'actual-arrival':
      return sql`s.status in (${statusList(STAYED)}) and ${arrivingInRange}`;
    case 'expect-departure':
      return sql`s.status in (${statusList(TAKES_INVENTORY)}) and s.departure = ${scope.fromDate}::date`;
    case 'actual-departure':
      return sql`s.status = 'checked-out' and s.departure between ${scope.fromDate}::date and ${scope.toDate}::date`;
    case 'vip':
      return sql`s.status = 'in-house' and ${isVip}`;
    case 'vip-expected-arrival':
      return sql`s.status in (${statusList(TAKES_INVENTORY)}) and ${arrivingInRange} and ${isVip}`;
  }
}

/** The guest lists: one row per room stay, by floor and room, for the floor to prepare and check. */
function guestList(db: Db, scope: HousekeepingScope, list: GuestList): Promise<ReportTable> {
  return listOf(
    db,
    GUEST_COLUMNS,
    sql<{
      floor: string;
      room_number: string;
      housekeeping_status: string;
      room_service: string;
      room_type: string;
      guest: string;
      vip_level: number;
      adults: number;
      children: number;
      arrival: string;
      departure: string;
      nights: number;
      status: string;
      remark: string;
    }>`
      select coalesce(fl.name, '') as floor, coalesce(rm.room_number, '') as room_number,
        coalesce(rm.housekeeping_status, '') as housekeeping_status, ${roomService(scope.hotelDate)} as room_service,
        t.code as room_type, ${guestName} as guest, coalesce(g.vip_level, 0)::int as vip_level, s.adults, s.children,
        s.arrival, s.departure, s.departure - s.arrival as nights, s.status, r.remark
      from room_stay as s
      join reservation as r on r.id = s.reservation_id
      join room_type as t on t.id = s.room_type_id
      left join room as rm on rm.id = s.room_id
      left join floor as fl on fl.id = rm.floor_id
      left join guest_profile as g on g.id = r.guest_profile_id
      where s.property_id = ${scope.propertyId} and ${guestsOf(list, scope)} and ${onFloor(scope)}
      order by ${BY_FLOOR_AND_ROOM}, s.arrival, r.confirmation_number, s.line_number`,
    (row) => ({
      floor: row.floor,
      roomNumber: row.room_number,
      housekeepingStatus: row.housekeeping_status,
      roomService: row.room_service,
      roomType: row.room_type,
      guest: row.guest,
      vipLevel: row.vip_level,
      adults: row.adults,
      children: row.children,
      arrival: row.arrival,
      departure: row.departure,
      nights: row.nights,
      status: row.status,
      remark: row.remark,
    }),
    ['vipLevel'],
  );
}

// --- forecast ---

const FORECAST_COLUMNS = columnsOf([
  ['date', 'date'],
  ['arrivals', 'integer'],
  ['departures', 'integer'],
  ['stayOvers', 'integer'],
  ['occupied', 'integer'],
  ['outOfOrder', 'integer'],
  ['expectedDirty', 'integer'],
  ['vipArrivals', 'integer'],
]);

/**
 * Per date of the range: the stays on the books arriving, leaving and staying over, the rooms out
 * of order that night, and the rooms to clean (departures + stay-overs, operations.md §5.1).
 * Each date is joined once with the stays touching it and counted in one grouping.
 */
function forecast(db: Db, scope: HousekeepingScope): Promise<ReportTable> {
  return listOf(
    db,
    FORECAST_COLUMNS,
    sql<{
      date: string;
      arrivals: number;
      departures: number;
      stay_overs: number;
      out_of_order: number;
      vip_arrivals: number;
    }>`
      with days as (
        select d::date as date
        from generate_series(${scope.fromDate}::date, ${scope.toDate}::date, interval '1 day') as d
      ),
      stays as (
        select s.arrival, s.departure, coalesce(g.vip_level, 0) > 0 as vip
        from room_stay as s
        join reservation as r on r.id = s.reservation_id
        left join guest_profile as g on g.id = r.guest_profile_id
        where s.property_id = ${scope.propertyId} and s.status in (${statusList(ON_THE_BOOKS)})
          and s.arrival <= ${scope.toDate}::date and s.departure >= ${scope.fromDate}::date
      )
      select days.date,
        (count(s.arrival) filter (where s.arrival = days.date))::int as arrivals,
        (count(s.arrival) filter (where s.departure = days.date))::int as departures,
        (count(s.arrival) filter (where s.arrival < days.date and s.departure > days.date))::int as stay_overs,
        (select count(*) from room_out_of_order as ooo join room as rm on rm.id = ooo.room_id
          where ooo.property_id = ${scope.propertyId} and rm.active
            and ooo.from_date <= days.date and ooo.to_date > days.date)::int as out_of_order,
        (count(s.arrival) filter (where s.arrival = days.date and s.vip))::int as vip_arrivals
      from days
      left join stays as s on s.arrival <= days.date and s.departure >= days.date
      group by days.date
      order by days.date`,
    (row) => ({
      date: row.date,
      arrivals: row.arrivals,
      departures: row.departures,
      stayOvers: row.stay_overs,
      occupied: row.arrivals + row.stay_overs,
      outOfOrder: row.out_of_order,
      expectedDirty: row.departures + row.stay_overs,
      vipArrivals: row.vip_arrivals,
    }),
  );
}

// --- today's room status and the vacant rooms ---

/** The stay in house in the room `rm`, and the one assigned to it arriving on the hotel date. */
const ROOM_STAYS = (hotelDate: string) => sql`
  left join lateral (
    select s.id, s.adults, s.children, s.arrival, s.departure, ${guestName} as guest,
      coalesce(g.vip_level, 0)::int as vip_level
    from room_stay as s
    join reservation as r on r.id = s.reservation_id
    left join guest_profile as g on g.id = r.guest_profile_id
    where s.room_id = rm.id and s.status = 'in-house'
    order by s.id limit 1
  ) as guest_in on true
  left join lateral (
    select s.id from room_stay as s
    where s.room_id = rm.id and s.arrival = ${hotelDate}::date and s.status in ('confirmed', 'guaranteed')
    order by s.id limit 1
  ) as due_in on true`;

// The two statuses and where they disagree first, so that a 1280 px screen shows them side by side.
const TODAY_COLUMNS = columnsOf([
  ['floor', 'text'],
  ['roomNumber', 'text'],
  ['roomType', 'text'],
  ['frontOfficeStatus', 'text'],
  ['housekeepingStatus', 'text'],
  ['attention', 'text'],
  ['movement', 'text'],
  ['roomService', 'text'],
  ['serviceReason', 'text'],
  ['guest', 'text'],
  ['vipLevel', 'integer'],
  ['adults', 'integer'],
  ['children', 'integer'],
  ['arrival', 'date'],
  ['departure', 'date'],
]);

/**
 * room-status-today-report: every room in use with the front office's status (derived from the
 * stay in house) beside housekeeping's, and where the two disagree as far as the data shows it.
 */
function roomStatusToday(db: Db, scope: HousekeepingScope): Promise<ReportTable> {
  const { hotelDate } = scope;
  const outOfOrder = outOfOrderOn(sql`${hotelDate}::date`);
  return listOf(
    db,
    TODAY_COLUMNS,
    sql<{
      floor: string;
      room_number: string;
      room_type: string;
      occupied: boolean;
      housekeeping_status: string;
      room_service: string;
      service_reason: string;
      guest: string | null;
      vip_level: number | null;
      adults: number | null;
      children: number | null;
      arrival: string | null;
      departure: string | null;
      movement: string;
      attention: string;
    }>`
      select fl.name as floor, rm.room_number, t.code as room_type, guest_in.id is not null as occupied,
        rm.housekeeping_status, ${roomService(hotelDate)} as room_service, ${serviceReason(hotelDate)} as service_reason,
        guest_in.guest, guest_in.vip_level, guest_in.adults, guest_in.children, guest_in.arrival, guest_in.departure,
        case
          when guest_in.departure <= ${hotelDate}::date and due_in.id is not null then 'departure-arrival'
          when guest_in.departure <= ${hotelDate}::date then 'departure'
          when due_in.id is not null then 'arrival'
          when guest_in.id is not null then 'stay-over'
          else '' end as movement,
        concat_ws(', ',
          case when guest_in.departure < ${hotelDate}::date then 'overdue' end,
          case when guest_in.id is not null and ${outOfOrder} then 'occupied-out-of-order' end,
          case when due_in.id is not null and guest_in.id is null
            and (rm.housekeeping_status = 'dirty' or rm.out_of_service or ${outOfOrder}) then 'arrival-not-ready' end
        ) as attention
      from room as rm
      join floor as fl on fl.id = rm.floor_id
      join room_type as t on t.id = rm.room_type_id
      ${ROOM_STAYS(hotelDate)}
      where rm.property_id = ${scope.propertyId} and rm.active and ${onFloor(scope)}
      order by ${BY_FLOOR_AND_ROOM}`,
    (row) => ({
      floor: row.floor,
      roomNumber: row.room_number,
      roomType: row.room_type,
      frontOfficeStatus: row.occupied ? 'occupied' : 'vacant',
      housekeepingStatus: row.housekeeping_status,
      roomService: row.room_service,
      serviceReason: row.service_reason,
      guest: row.guest ?? '',
      vipLevel: row.vip_level,
      adults: row.adults,
      children: row.children,
      arrival: row.arrival,
      departure: row.departure,
      movement: row.movement,
      attention: row.attention,
    }),
    ['vipLevel'],
  );
}

const VACANT_COLUMNS = columnsOf([
  ['floor', 'text'],
  ['roomNumber', 'text'],
  ['roomType', 'text'],
  ['housekeepingStatus', 'text'],
  ['roomService', 'text'],
  ['serviceReason', 'text'],
  ['statusChangedOn', 'date'],
  ['lastDeparture', 'date'],
  ['daysVacant', 'integer'],
  ['nextArrival', 'date'],
]);

/**
 * hk-room-status-vacant-report: the rooms with no guest in house, how long they have stood empty
 * (a room vacant for days needs airing or a touch-up before it is sold, operations.md §5.4) and
 * when they are next needed.
 */
function vacantRooms(db: Db, scope: HousekeepingScope): Promise<ReportTable> {
  const { hotelDate } = scope;
  return listOf(
    db,
    VACANT_COLUMNS,
    sql<{
      floor: string;
      room_number: string;
      room_type: string;
      housekeeping_status: string;
      room_service: string;
      service_reason: string;
      status_changed_on: string | null;
      last_departure: string | null;
      next_arrival: string | null;
    }>`
      select fl.name as floor, rm.room_number, t.code as room_type, rm.housekeeping_status,
        ${roomService(hotelDate)} as room_service, ${serviceReason(hotelDate)} as service_reason,
        (rm.housekeeping_changed_at at time zone 'UTC')::date as status_changed_on,
        (select max(coalesce(s.checked_out_on, s.departure)) from room_stay as s
          where s.room_id = rm.id and s.status = 'checked-out') as last_departure,
        (select min(s.arrival) from room_stay as s
          where s.room_id = rm.id and s.status in ('confirmed', 'guaranteed') and s.arrival >= ${hotelDate}::date)
          as next_arrival
      from room as rm
      join floor as fl on fl.id = rm.floor_id
      join room_type as t on t.id = rm.room_type_id
      where rm.property_id = ${scope.propertyId} and rm.active and ${onFloor(scope)}
        and not exists (select 1 from room_stay as s where s.room_id = rm.id and s.status = 'in-house')
      order by ${BY_FLOOR_AND_ROOM}`,
    (row) => ({
      floor: row.floor,
      roomNumber: row.room_number,
      roomType: row.room_type,
      housekeepingStatus: row.housekeeping_status,
      roomService: row.room_service,
      serviceReason: row.service_reason,
      statusChangedOn: row.status_changed_on,
      lastDeparture: row.last_departure,
      daysVacant: row.last_departure === null ? null : daysBetween(row.last_departure, hotelDate),
      nextArrival: row.next_arrival,
    }),
    ['daysVacant'],
  );
}

/** Whole days from one ISO date to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

// --- the room-status change log ---

const LOG_COLUMNS = columnsOf([
  ['businessDate', 'date'],
  ['changedTime', 'text'],
  ['floor', 'text'],
  ['roomNumber', 'text'],
  ['fromStatus', 'text'],
  ['toStatus', 'text'],
  ['fromService', 'text'],
  ['toService', 'text'],
  ['source', 'text'],
  ['note', 'text'],
  ['changedBy', 'text'],
]);

const serviceWord = (outOfService: boolean) => (outOfService ? 'out-of-service' : 'in-service');

/** room-status-change-log-report: every change the database's trigger logged on those hotel dates, as made. */
function changeLog(db: Db, scope: HousekeepingScope): Promise<ReportTable> {
  return listOf(
    db,
    LOG_COLUMNS,
    sql<{
      business_date: string;
      changed_time: string;
      floor: string;
      room_number: string;
      from_status: string;
      to_status: string;
      from_out_of_service: boolean;
      to_out_of_service: boolean;
      source: string;
      note: string;
      actor: string;
    }>`
      select l.business_date, to_char(l.at at time zone 'UTC', 'HH24:MI') as changed_time, fl.name as floor,
        rm.room_number, l.from_status, l.to_status, l.from_out_of_service, l.to_out_of_service, l.source, l.note,
        l.actor
      from room_status_log as l
      join room as rm on rm.id = l.room_id
      join floor as fl on fl.id = rm.floor_id
      where l.property_id = ${scope.propertyId}
        and l.business_date between ${scope.fromDate}::date and ${scope.toDate}::date and ${onFloor(scope)}
      order by l.business_date, l.at, l.id`,
    (row) => ({
      businessDate: row.business_date,
      changedTime: row.changed_time,
      floor: row.floor,
      roomNumber: row.room_number,
      fromStatus: row.from_status,
      toStatus: row.to_status,
      fromService: serviceWord(row.from_out_of_service),
      toService: serviceWord(row.to_out_of_service),
      source: row.source,
      note: row.note,
      changedBy: row.actor,
    }),
  );
}

// --- the path ---

/** What each report is read for: a range of dates, one day, or now. */
const SHAPE: Record<ReportName, 'range' | 'day' | 'now'> = {
  'expect-arrival': 'range',
  'actual-arrival': 'range',
  'expect-departure': 'day',
  'actual-departure': 'range',
  forecast: 'range',
  vip: 'now',
  'vip-expected-arrival': 'range',
  'room-status-today-report': 'now',
  'hk-room-status-vacant-report': 'now',
  'room-status-change-log-report': 'range',
};

const RUNS: Record<ReportName, (db: Db, scope: HousekeepingScope) => Promise<ReportTable>> = {
  'expect-arrival': (db, scope) => guestList(db, scope, 'expect-arrival'),
  'actual-arrival': (db, scope) => guestList(db, scope, 'actual-arrival'),
  'expect-departure': (db, scope) => guestList(db, scope, 'expect-departure'),
  'actual-departure': (db, scope) => guestList(db, scope, 'actual-departure'),
  forecast,
  vip: (db, scope) => guestList(db, scope, 'vip'),
  'vip-expected-arrival': (db, scope) => guestList(db, scope, 'vip-expected-arrival'),
  'room-status-today-report': roomStatusToday,
  'hk-room-status-vacant-report': vacantRooms,
  'room-status-change-log-report': changeLog,
};

/** The criteria checked against what the report needs; dates left out are the hotel date. */
async function scopeOf(db: Db, criteria: Criteria, propertyId: number, hotelDate: string): Promise<HousekeepingScope> {
  const floorId = criteria.floorId ?? null;
  if (floorId !== null && criteria.report === 'forecast') {
    throw badRequest('The forecast counts the whole hotel', [
      { field: '/data/0/floorId', message: 'is not taken by the forecast' },
    ]);
  }
  const shape = SHAPE[criteria.report];
  const forDate = shape === 'day' ? (criteria.forDate ?? hotelDate) : hotelDate;
  const period = shape === 'range' ? periodOf(criteria, hotelDate) : { fromDate: forDate, toDate: forDate };
  if (floorId !== null) {
    const floor = await db
      .selectFrom('floor')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('id', '=', floorId)
      .executeTakeFirst();
    if (!floor) {
      throw conflict('NOT_FOUND_REFERENCE', 'No such floor', [
        { field: '/data/0/floorId', message: 'is not a floor of this hotel' },
      ]);
    }
  }
  return { propertyId, hotelDate, ...period, floorId };
}

export const housekeepingReportHandlers: PathHandlers<'report/housekeepingReport'> = {
  get_detail: read(async ({ db, propertyId }, data) => {
    const criteria = only(data);
    const hotel = await hotelOf(db, propertyId);
    const scope = await scopeOf(db, criteria, propertyId, hotel.hotelDate);
    const table = await RUNS[criteria.report](db, scope);
    return [reportAnswer(criteria.report, SHAPE[criteria.report], scope, hotel, table)];
  }),
};
