import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { stayList } from './booking-reports.ts';
import { guestName, hotelOf, periodOf, type ReportScope } from './report-scope.ts';
import { columnsOf, type ReportTable } from './report-table.ts';
import { checkReferences } from './reservation-report.ts';

type ReportName = Schemas['ReceptionReportName'];
type Criteria = Schemas['ReceptionReportCriteria'];

/*
 * The front desk's reports (issue 17): the stay lists of the reservation reports with the front
 * desk's columns (booking-reports.ts `stayList`), and the room moves.
 */

const MOVE_COLUMNS = columnsOf([
  ['movedOn', 'date'],
  ['movedTime', 'text'],
  ['guest', 'text'],
  ['confirmationNumber', 'text'],
  ['fromRoom', 'text'],
  ['fromRoomType', 'text'],
  ['toRoom', 'text'],
  ['toRoomType', 'text'],
  ['reason', 'text'],
  ['ratePolicy', 'text'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['movedBy', 'text'],
]);

/** move-room-report: the moves made on the range's hotel dates, in the order they were made. */
async function roomMoves(db: Kysely<Database>, scope: ReportScope): Promise<ReportTable> {
  const roomType =
    scope.roomTypeId === null
      ? sql`true`
      : sql`(fr.room_type_id = ${scope.roomTypeId} or tr.room_type_id = ${scope.roomTypeId})`;
  const result = await sql<{
    reservation_id: number;
    moved_on: string;
    moved_time: string;
    guest: string;
    confirmation_number: string;
    from_room: string;
    from_room_type: string;
    to_room: string;
    to_room_type: string;
    reason: string;
    rate_policy: string;
    arrival: string;
    departure: string;
    moved_by: string;
  }>`
    select r.id as reservation_id, m.business_date as moved_on,
      to_char(m.moved_at at time zone 'UTC', 'HH24:MI') as moved_time,
      ${guestName} as guest,
      r.confirmation_number, fr.room_number as from_room, ft.code as from_room_type, tr.room_number as to_room,
      tt.code as to_room_type, m.reason, m.rate_policy, s.arrival, s.departure, m.moved_by
    from room_move as m
    join room_stay as s on s.id = m.room_stay_id
    join reservation as r on r.id = s.reservation_id
    join room as fr on fr.id = m.from_room_id
    join room_type as ft on ft.id = fr.room_type_id
    join room as tr on tr.id = m.to_room_id
    join room_type as tt on tt.id = tr.room_type_id
    left join guest_profile as g on g.id = r.guest_profile_id
    where m.property_id = ${scope.propertyId}
      and m.business_date between ${scope.fromDate}::date and ${scope.toDate}::date and ${roomType}
    order by m.business_date, m.moved_at, m.id`.execute(db);
  const rows = result.rows.map((row) => ({
    reservationId: row.reservation_id,
    movedOn: row.moved_on,
    movedTime: row.moved_time,
    guest: row.guest,
    confirmationNumber: row.confirmation_number,
    fromRoom: row.from_room,
    fromRoomType: row.from_room_type,
    toRoom: row.to_room,
    toRoomType: row.to_room_type,
    reason: row.reason,
    ratePolicy: row.rate_policy,
    arrival: row.arrival,
    departure: row.departure,
    movedBy: row.moved_by,
  }));
  return { columns: MOVE_COLUMNS, rows, totals: {} };
}

/** What each report is read for: a range of dates, one day, or now. */
const SHAPE: Record<ReportName, 'range' | 'day' | 'now'> = {
  'expect-arrival': 'range',
  'actual-arrival': 'range',
  'expected-departure': 'day',
  'actual-departure': 'range',
  'rc001-in-house-report': 'now',
  'move-room-report': 'range',
  'rc008-guest-walk-in': 'range',
  'rc009-over-pax-report': 'day',
};

const RUNS: Record<ReportName, (db: Kysely<Database>, scope: ReportScope) => Promise<ReportTable>> = {
  'expect-arrival': (db, scope) => stayList(db, scope, 'expect-arrival', 'front-desk'),
  'actual-arrival': (db, scope) => stayList(db, scope, 'actual-arrival', 'front-desk'),
  'expected-departure': (db, scope) => stayList(db, scope, 'expect-departure', 'front-desk'),
  'actual-departure': (db, scope) => stayList(db, scope, 'actual-departure', 'front-desk'),
  'rc001-in-house-report': (db, scope) => stayList(db, scope, 'in-house', 'front-desk'),
  'move-room-report': roomMoves,
  'rc008-guest-walk-in': (db, scope) => stayList(db, scope, 'walk-in', 'front-desk'),
  'rc009-over-pax-report': (db, scope) => stayList(db, scope, 'over-pax', 'front-desk'),
};

/** The criteria checked against what the report needs; dates left out are the hotel date. */
function scopeOf(criteria: Criteria, propertyId: number, hotelDate: string): ReportScope {
  const base = {
    propertyId,
    hotelDate,
    roomTypeId: criteria.roomTypeId ?? null,
    companyProfileId: null,
    channel: null,
  };
  const shape = SHAPE[criteria.report];
  if (shape !== 'range') {
    const forDate = shape === 'day' ? (criteria.forDate ?? hotelDate) : hotelDate;
    return { ...base, fromDate: forDate, toDate: forDate, forDate: shape === 'day' ? forDate : null };
  }
  return { ...base, ...periodOf(criteria, hotelDate), forDate: null };
}

export const receptionReportHandlers: PathHandlers<'report/receptionReport'> = {
  get_detail: read(async ({ db, propertyId }, data) => {
    const criteria = only(data);
    const hotel = await hotelOf(db, propertyId);
    const scope = scopeOf(criteria, propertyId, hotel.hotelDate);
    await checkReferences(db, scope);
    const table = await RUNS[criteria.report](db, scope);
    const isRange = SHAPE[criteria.report] === 'range';
    return [
      {
        report: criteria.report,
        fromDate: isRange ? scope.fromDate : null,
        toDate: isRange ? scope.toDate : null,
        forDate: scope.forDate,
        ...hotel,
        ...table,
      },
    ];
  }),
};
