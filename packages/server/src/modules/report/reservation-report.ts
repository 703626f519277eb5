import type { FieldError, Schemas } from '@pms/api-client';
import type { Kysely } from 'kysely';
import { dayDifference } from '../../api/dates.ts';
import { badRequest, conflict } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { cancellations, flagged, noShows, reservationsMade, stayList } from './booking-reports.ts';
import { forecastByRoomType, occupancyByNight } from './occupancy-reports.ts';
import { pickUp } from './pick-up-report.ts';
import { MAX_REPORT_DAYS, type ReportScope } from './report-scope.ts';
import type { ReportTable } from './report-table.ts';

type ReportName = Schemas['ReservationReportName'];
type Criteria = Schemas['ReservationReportCriteria'];

/** The by-roomtype report has a column per night, so it stays within two months, like the availability grid. */
export const MAX_ROOMTYPE_NIGHTS = 62;

/** The statement behind each report; `scopeOf` has checked and completed its dates first. */
const RUNS: Record<ReportName, (db: Kysely<Database>, scope: ReportScope) => Promise<ReportTable>> = {
  'reserved-occupancy-forecast': (db, scope) => occupancyByNight(db, scope, 'forecast'),
  'history-reservation-forecast': (db, scope) => occupancyByNight(db, scope, 'history'),
  'reservation-forecast-by-roomtype': forecastByRoomType,
  'reservation-report': reservationsMade,
  'actual-arrival': (db, scope) => stayList(db, scope, 'actual-arrival'),
  'actual-departure': (db, scope) => stayList(db, scope, 'actual-departure'),
  'expect-departure': (db, scope) => stayList(db, scope, 'expect-departure'),
  cancellation: cancellations,
  'no-show': noShows,
  flag: flagged,
  'pick-up': pickUp,
};

/** The criteria checked against what the report needs, with the hotel date as forDate's default. */
function scopeOf(criteria: Criteria, propertyId: number, hotelDate: string): ReportScope {
  const base = {
    propertyId,
    hotelDate,
    roomTypeId: criteria.roomTypeId ?? null,
    companyProfileId: criteria.companyProfileId ?? null,
    channel: criteria.channel ?? null,
  };
  if (criteria.report === 'expect-departure') {
    const forDate = criteria.forDate ?? hotelDate;
    return { ...base, fromDate: forDate, toDate: forDate, forDate };
  }

  const { fromDate, toDate } = criteria;
  const errors: FieldError[] = [];
  if (fromDate === undefined) errors.push({ field: '/data/0/fromDate', message: 'is required for this report' });
  if (toDate === undefined) errors.push({ field: '/data/0/toDate', message: 'is required for this report' });
  if (fromDate === undefined || toDate === undefined) throw badRequest('This report needs fromDate and toDate', errors);
  const days = dayDifference(fromDate, toDate) + 1;
  const longest = criteria.report === 'reservation-forecast-by-roomtype' ? MAX_ROOMTYPE_NIGHTS : MAX_REPORT_DAYS;
  if (days < 1) {
    throw badRequest('toDate must not be before fromDate', [
      { field: '/data/0/toDate', message: 'must not be before fromDate' },
    ]);
  }
  if (days > longest) {
    throw badRequest(`At most ${longest} days at a time`, [
      { field: '/data/0/toDate', message: `must be at most ${longest - 1} days after fromDate` },
    ]);
  }
  // History is what happened: the hotel date's night is still open, so it ends the night before.
  if (criteria.report === 'history-reservation-forecast' && toDate >= hotelDate) {
    throw badRequest('History ends before the hotel date', [
      { field: '/data/0/toDate', message: `must be before the hotel date (${hotelDate})` },
    ]);
  }
  return { ...base, fromDate, toDate, forDate: criteria.report === 'pick-up' ? (criteria.forDate ?? null) : null };
}

/** A room type or company that is not this hotel's is a mistake, not an empty report. */
export async function checkReferences(db: Kysely<Database>, scope: ReportScope): Promise<void> {
  const errors: FieldError[] = [];
  if (scope.roomTypeId !== null) {
    const found = await db
      .selectFrom('room_type')
      .select('id')
      .where('property_id', '=', scope.propertyId)
      .where('id', '=', scope.roomTypeId)
      .executeTakeFirst();
    if (!found) errors.push({ field: '/data/0/roomTypeId', message: 'is not a room type of this hotel' });
  }
  if (scope.companyProfileId !== null) {
    const found = await db
      .selectFrom('company_profile')
      .select('id')
      .where('property_id', '=', scope.propertyId)
      .where('id', '=', scope.companyProfileId)
      .executeTakeFirst();
    if (!found) errors.push({ field: '/data/0/companyProfileId', message: 'is not a company profile of this hotel' });
  }
  if (errors.length > 0) throw conflict('NOT_FOUND_REFERENCE', 'No such room type or company', errors);
}

export const reservationReportHandlers: PathHandlers<'report/reservationReport'> = {
  get_detail: read(async ({ db, propertyId }, data) => {
    const criteria = only(data);
    const hotel = await db
      .selectFrom('property')
      .select(['name', 'hotel_date'])
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow();
    const scope = scopeOf(criteria, propertyId, hotel.hotel_date);
    await checkReferences(db, scope);
    const generatedAt = new Date().toISOString();
    const table = await RUNS[criteria.report](db, scope);
    const isDay = criteria.report === 'expect-departure';
    return [
      {
        report: criteria.report,
        fromDate: isDay ? null : scope.fromDate,
        toDate: isDay ? null : scope.toDate,
        forDate: scope.forDate,
        hotelDate: hotel.hotel_date,
        generatedAt,
        hotelName: hotel.name,
        ...table,
      },
    ];
  }),
};
