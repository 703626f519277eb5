import type { Schemas } from '@pms/api-client';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import { conflict, notFound } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { BEFORE_ARRIVAL, NOT_ENDED } from '../../db/statuses.ts';
import { lastYear } from './management-report.ts';
import {
  dayOf,
  guestName,
  hotelOf,
  momentInRange,
  periodOf,
  type ReportScope,
  reportAnswer,
  statusList,
} from './report-scope.ts';
import {
  columnsOf,
  fromHundredths,
  perUnit,
  type ReportColumn,
  type ReportRow,
  type ReportTable,
  sumColumns,
  toCents,
} from './report-table.ts';
import { checkReferences } from './reservation-report.ts';

/*
 * The sales reports (issue 20): the bookings of partners (reservations made for a company
 * profile), one row per room stay, by partner and by the contract version that priced each stay,
 * with a sub-total row after each partner's stays. Each report is one statement; the stay's room
 * revenue is a subquery the database answers from the nights' primary key.
 */

type ReportName = Schemas['SalesReportName'];
type Criteria = Schemas['SalesReportCriteria'];
type Db = Kysely<Database>;

/** The reports' scope (dates and partner as every report has them) and the contract. */
interface SalesScope extends ReportScope {
  contractId: number | null;
}

/** The stable word of a partner's sub-total row (`line`, and its confirmation number's cell). */
export const SUBTOTAL = 'subtotal';

type ColumnPair = readonly [string, ReportColumn['kind']];

const COMMON_COLUMNS: readonly ColumnPair[] = [
  ['partner', 'text'],
  ['contract', 'text'],
  ['contractVersion', 'integer'],
  ['confirmationNumber', 'text'],
  ['guest', 'text'],
  ['roomType', 'text'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['nights', 'integer'],
  ['adults', 'integer'],
  ['children', 'integer'],
  ['roomRevenue', 'money'],
  ['status', 'text'],
];

/** The common columns with a report's own after the column it goes with. */
const withColumns = (extra: Readonly<Record<string, readonly ColumnPair[]>>) =>
  columnsOf(COMMON_COLUMNS.flatMap((pair) => [pair, ...(extra[pair[0]] ?? [])]));

/**
 * Each report's columns: the common ones, and the date the report is about beside the stay's own
 * (the cancellation's date beside the booking it cancelled, its fee beside the revenue given back).
 */
const COLUMNS: Record<ReportName, ReportColumn[]> = {
  'expect-arrival-report': withColumns({}),
  'expect-departure-report': withColumns({}),
  'actual-arrival-report': withColumns({ arrival: [['checkedInOn', 'date']] }),
  'actual-departure-report': withColumns({ departure: [['checkedOutOn', 'date']] }),
  'cancellation-report': withColumns({
    confirmationNumber: [['cancelledOn', 'date']],
    roomRevenue: [['cancellationFee', 'money']],
    status: [['reason', 'text']],
  }),
};

/** Numbers that are not quantities: they never add up in a sub-total or the totals. */
const UNSUMMED = new Set(['contractVersion']);

/** Which stays each report holds (on the stay `s` and its reservation `r`), and in which order. */
function staysOf(report: ReportName, scope: SalesScope): { where: RawBuilder<unknown>; order: RawBuilder<unknown> } {
  const { fromDate, toDate } = scope;
  switch (report) {
    case 'expect-arrival-report':
      return {
        where: sql`s.status in (${statusList(BEFORE_ARRIVAL)}) and s.arrival between ${fromDate}::date and ${toDate}::date`,
        order: sql`s.arrival`,
      };
    case 'expect-departure-report':
      return {
        where: sql`s.status in (${statusList(NOT_ENDED)}) and s.departure between ${fromDate}::date and ${toDate}::date`,
        order: sql`s.departure`,
      };
    case 'actual-arrival-report':
      return {
        where: sql`s.checked_in_on between ${fromDate}::date and ${toDate}::date`,
        order: sql`s.checked_in_on`,
      };
    case 'actual-departure-report':
      return {
        where: sql`s.status = 'checked-out' and s.checked_out_on between ${fromDate}::date and ${toDate}::date`,
        order: sql`s.checked_out_on`,
      };
    case 'cancellation-report':
      return {
        where: sql`r.status = 'cancelled' and ${momentInRange(sql`r.cancelled_at`, scope)}`,
        order: sql`r.cancelled_at`,
      };
  }
}

interface StayLine {
  reservation_id: number;
  partner_id: number;
  partner: string;
  contract: string;
  contract_version: number | null;
  confirmation_number: string;
  guest: string;
  room_type: string;
  arrival: string;
  departure: string;
  nights: number;
  adults: number;
  children: number;
  room_revenue: string;
  status: string;
  checked_in_on: string | null;
  checked_out_on: string | null;
  cancelled_on: string | null;
  reason: string;
  cancellation_fee: string | null;
}

async function salesReport(db: Db, report: ReportName, scope: SalesScope): Promise<ReportTable> {
  const { where, order } = staysOf(report, scope);
  const filters = [sql`true`];
  if (scope.companyProfileId !== null) filters.push(sql`r.company_profile_id = ${scope.companyProfileId}`);
  if (scope.contractId !== null) filters.push(sql`cv.contract_id = ${scope.contractId}`);
  const result = await sql<StayLine>`
    select r.id as reservation_id, co.id as partner_id, co.name as partner, coalesce(k.code, '') as contract,
      cv.number as contract_version, r.confirmation_number, ${guestName} as guest, t.code as room_type,
      s.arrival, s.departure, s.departure - s.arrival as nights, s.adults, s.children,
      (select coalesce(sum(n.amount), 0)::numeric(14, 2)::text from room_stay_night as n where n.room_stay_id = s.id)
        as room_revenue,
      s.status, s.checked_in_on, s.checked_out_on,
      case when r.cancelled_at is not null then ${dayOf(sql`r.cancelled_at`)} end as cancelled_on,
      coalesce((select reason.name from cancellation_reason as reason where reason.id = r.cancellation_reason_id), '')
        as reason,
      -- The fee is the booking's: on its first room stay only, so that the sums count it once.
      case when r.status = 'cancelled' and s.line_number = (
        select min(first.line_number) from room_stay as first where first.reservation_id = r.id
      ) then coalesce(r.cancellation_fee, 0)::numeric(14, 2)::text end as cancellation_fee
    from room_stay as s
    join reservation as r on r.id = s.reservation_id
    join company_profile as co on co.id = r.company_profile_id
    join room_type as t on t.id = s.room_type_id
    left join guest_profile as g on g.id = r.guest_profile_id
    left join contract_version as cv on cv.id = s.contract_version_id
    left join contract as k on k.id = cv.contract_id
    where s.property_id = ${scope.propertyId} and ${where} and ${sql.join(filters, sql` and `)}
    order by co.name, co.code, co.id, ${order}, r.confirmation_number, s.line_number`.execute(db);

  const columns = COLUMNS[report];
  const summed = columns.filter((column) => !UNSUMMED.has(column.key));
  const rows: ReportRow[] = [];
  const stays: ReportRow[] = [];
  let partnerStays: ReportRow[] = [];
  const closePartner = (partner: string) => {
    if (partnerStays.length === 0) return;
    rows.push({ ...sumColumns(summed, partnerStays), line: SUBTOTAL, partner, confirmationNumber: SUBTOTAL });
    partnerStays = [];
  };
  let current: { id: number; name: string } | null = null;
  for (const line of result.rows) {
    if (current && current.id !== line.partner_id) closePartner(current.name);
    current = { id: line.partner_id, name: line.partner };
    const row: ReportRow = {
      line: 'stay',
      reservationId: line.reservation_id,
      partner: line.partner,
      contract: line.contract,
      contractVersion: line.contract_version,
      confirmationNumber: line.confirmation_number,
      guest: line.guest,
      roomType: line.room_type,
      arrival: line.arrival,
      departure: line.departure,
      nights: line.nights,
      adults: line.adults,
      children: line.children,
      roomRevenue: line.room_revenue,
      status: line.status,
      ...(report === 'actual-arrival-report' ? { checkedInOn: line.checked_in_on } : {}),
      ...(report === 'actual-departure-report' ? { checkedOutOn: line.checked_out_on } : {}),
      ...(report === 'cancellation-report'
        ? { cancelledOn: line.cancelled_on, reason: line.reason, cancellationFee: line.cancellation_fee }
        : {}),
    };
    rows.push(row);
    stays.push(row);
    partnerStays.push(row);
  }
  if (current) closePartner(current.name);
  return { columns, rows, totals: sumColumns(summed, stays) };
}

/** A contract that is not this hotel's is a mistake, not an empty report (the company: checkReferences). */
async function checkContract(db: Db, propertyId: number, contractId: number | null): Promise<void> {
  if (contractId === null) return;
  const found = await db
    .selectFrom('contract')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('id', '=', contractId)
    .executeTakeFirst();
  if (!found) {
    throw conflict('NOT_FOUND_REFERENCE', 'No such contract', [
      { field: '/data/0/contractId', message: 'is not a contract of this hotel' },
    ]);
  }
}

type ProductionPeriod = Schemas['CompanyProductionPeriod'];

/**
 * A partner's room nights and room revenue as day-end froze them (the company rows of
 * daily_statistic, keyed by the profile's id, as the management production report reads them):
 * its year to the last closed date, the same dates a year earlier, and the whole year before.
 */
async function production(db: Db, propertyId: number, companyProfileId: number, hotelDate: string) {
  const lastClosedDate = addDays(hotelDate, -1);
  const year = Number(lastClosedDate.slice(0, 4));
  const yearStart = `${year}-01-01`;
  const periods: readonly Pick<ProductionPeriod, 'period' | 'fromDate' | 'toDate'>[] = [
    { period: 'year-to-date', fromDate: yearStart, toDate: lastClosedDate },
    { period: 'last-year-to-date', fromDate: lastYear(yearStart), toDate: lastYear(lastClosedDate) },
    { period: 'last-year', fromDate: lastYear(yearStart), toDate: `${lastYear(yearStart).slice(0, 4)}-12-31` },
  ];
  const sums = await sql<Record<string, string | number>>`
    select ${sql.join(
      periods.map(
        (period, index) => sql`
          coalesce(sum(d.rooms_sold) filter (where d.hotel_date between ${period.fromDate}::date and ${period.toDate}::date), 0)::int
            as ${sql.ref(`nights_${index}`)},
          coalesce(sum(d.room_revenue) filter (where d.hotel_date between ${period.fromDate}::date and ${period.toDate}::date), 0)::text
            as ${sql.ref(`revenue_${index}`)}`,
      ),
    )}
    from daily_statistic as d
    where d.property_id = ${propertyId} and d.dimension = 'company' and d.key = ${String(companyProfileId)}
      and d.hotel_date between ${lastYear(yearStart)}::date and ${lastClosedDate}::date`.execute(db);
  const [row = {}] = sums.rows;
  return {
    companyProfileId,
    hotelDate,
    lastClosedDate,
    periods: periods.map((period, index): ProductionPeriod => {
      const roomNights = Number(row[`nights_${index}`] ?? 0);
      const revenue = toCents(String(row[`revenue_${index}`] ?? '0'));
      return { ...period, roomNights, roomRevenue: fromHundredths(revenue), averageRate: perUnit(revenue, roomNights) };
    }),
  };
}

export const salesReportHandlers: PathHandlers<'report/salesReport'> = {
  get_detail: read(async ({ db, propertyId }, data) => {
    const criteria: Criteria = only(data);
    const hotel = await hotelOf(db, propertyId);
    const scope: SalesScope = {
      propertyId,
      hotelDate: hotel.hotelDate,
      ...periodOf(criteria, hotel.hotelDate),
      forDate: null,
      roomTypeId: null,
      companyProfileId: criteria.companyProfileId ?? null,
      channel: null,
      contractId: criteria.contractId ?? null,
    };
    await checkReferences(db, scope);
    await checkContract(db, propertyId, scope.contractId);
    const table = await salesReport(db, criteria.report, scope);
    return [{ ...reportAnswer(criteria.report, 'range', scope, hotel, table), forDate: null }];
  }),

  production: read(async ({ db, propertyId }, data) => {
    const { companyProfileId } = only(data);
    const company = await db
      .selectFrom('company_profile')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('id', '=', companyProfileId)
      .executeTakeFirst();
    if (!company) throw notFound('No such company profile', '/data/0/companyProfileId');
    const { hotelDate } = await hotelOf(db, propertyId);
    return [await production(db, propertyId, companyProfileId, hotelDate)];
  }),
};
