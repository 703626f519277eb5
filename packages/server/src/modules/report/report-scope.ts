import type { Channel } from '@pms/api-client';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dayDifference } from '../../api/dates.ts';
import { badRequest } from '../../api/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { ReportTable } from './report-table.ts';

/** The longest range a report answers, in days: a year, leap or not. */
export const MAX_REPORT_DAYS = 366;

/** What a report is run for, once the criteria are checked and defaults filled in. */
export interface ReportScope {
  propertyId: number;
  hotelDate: string;
  /** First and last date of a range report, both included. */
  fromDate: string;
  toDate: string;
  /** expect-departure's day; pick-up's first stay night (null: every night). */
  forDate: string | null;
  roomTypeId: number | null;
  companyProfileId: number | null;
  channel: Channel | null;
}

export { statusList, TAKES_INVENTORY } from '../../db/statuses.ts';

/**
 * The start of a date as a moment. There is no hotel time zone setting yet, so the dates of
 * moments (a booking made, a cancellation) are read in UTC, the same on every database server
 * whatever its session time zone.
 */
export const startOfDay = (date: string) => sql`(${date}::date::timestamp at time zone 'UTC')`;

/** The date a moment falls on, in the same reading as `startOfDay`. */
export const dayOf = (moment: RawBuilder<unknown>) => sql`(${moment} at time zone 'UTC')::date`;

/** Moments on the range's dates, both included, so that the created_at index serves the query. */
export const momentInRange = (column: RawBuilder<unknown>, scope: ReportScope) =>
  sql`${column} >= ${startOfDay(scope.fromDate)} and ${column} < ${startOfDay(scope.toDate)} + interval '1 day'`;

/**
 * The optional narrowing of the booking reports, on the reservation `r`: a stay of the room type,
 * the company that booked, the channel. `stayAlias` narrows the room type on that stay instead,
 * for the reports of one line per stay.
 */
export function bookingFilters(scope: ReportScope, stayAlias?: string) {
  const conditions = [sql`true`];
  if (scope.roomTypeId !== null) {
    conditions.push(
      stayAlias
        ? sql`${sql.ref(`${stayAlias}.room_type_id`)} = ${scope.roomTypeId}`
        : sql`exists (select 1 from room_stay as f where f.reservation_id = r.id and f.room_type_id = ${scope.roomTypeId})`,
    );
  }
  if (scope.companyProfileId !== null) conditions.push(sql`r.company_profile_id = ${scope.companyProfileId}`);
  if (scope.channel !== null) conditions.push(sql`r.channel = ${scope.channel}`);
  return sql.join(conditions, sql` and `);
}

/** The booker guest as lists show them: "Last, First" (or the one name), empty without a guest. */
export const guestName = sql<string>`case
  when g.id is null then ''
  when g.first_name = '' then g.last_name
  else g.last_name || ', ' || g.first_name
end`;

/**
 * The dates of a range report, both defaulting to the hotel date; a range that runs backwards or
 * is longer than `MAX_REPORT_DAYS` is refused naming `toDate`.
 */
export function periodOf(
  criteria: { fromDate?: string; toDate?: string },
  hotelDate: string,
): { fromDate: string; toDate: string } {
  const fromDate = criteria.fromDate ?? hotelDate;
  const toDate = criteria.toDate ?? hotelDate;
  const days = dayDifference(fromDate, toDate) + 1;
  if (days < 1) {
    throw badRequest('toDate must not be before fromDate', [
      { field: '/data/0/toDate', message: 'must not be before fromDate' },
    ]);
  }
  if (days > MAX_REPORT_DAYS) {
    throw badRequest(`At most ${MAX_REPORT_DAYS} days at a time`, [
      { field: '/data/0/toDate', message: `must be at most ${MAX_REPORT_DAYS - 1} days after fromDate` },
    ]);
  }
  return { fromDate, toDate };
}

/** What every report's answer says of where and when it ran: the hotel's name and date, and the moment. */
export async function hotelOf(
  db: Kysely<Database>,
  propertyId: number,
): Promise<{ hotelName: string; hotelDate: string; generatedAt: string }> {
  const hotel = await db
    .selectFrom('property')
    .select(['name', 'hotel_date'])
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  return { hotelName: hotel.name, hotelDate: hotel.hotel_date, generatedAt: new Date().toISOString() };
}

/** Which dates a report's answer names: a range (fromDate–toDate), one day (forDate) or none (a report of the moment). */
export type ReportDates = 'range' | 'day' | 'now';

/** One report's answer: its name, the dates it read, where and when it ran, and its table. */
export function reportAnswer<N extends string>(
  report: N,
  dates: ReportDates,
  scope: Pick<ReportScope, 'fromDate' | 'toDate'>,
  hotel: { hotelName: string; hotelDate: string; generatedAt: string },
  table: ReportTable,
) {
  return {
    report,
    fromDate: dates === 'range' ? scope.fromDate : null,
    toDate: dates === 'range' ? scope.toDate : null,
    forDate: dates === 'day' ? scope.fromDate : null,
    ...hotel,
    ...table,
  };
}
