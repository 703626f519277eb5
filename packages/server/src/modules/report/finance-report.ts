import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { FOLIO_JOINS, folioName, money, postingJournal } from './cashier-report.ts';
import { lastYear } from './management-report.ts';
import { hotelOf, periodOf, type ReportScope, reportAnswer } from './report-scope.ts';
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

type ReportName = Schemas['FinanceReportName'];
type Criteria = Schemas['FinanceReportCriteria'];
type Db = Kysely<Database>;

/*
 * The finance reports (issue 19): the ledgers, revenue and journals of the postings (migration
 * 0110) by hotel date, and the statistics day-end froze (migration 0210). Void postings are out of
 * every figure. Every sum is SQL numeric carried as an exact decimal string, added again in BigInt
 * cents where a report totals it.
 *
 * The ledgers (operations.md §2.10): a folio of a stay or a house account is on the guest ledger,
 * a booking's folio (its advance deposits) on the deposit ledger, a company's on the city ledger
 * (accounts receivable). Every folio is on exactly one, so the ledgers' movements add up to every
 * posting, and a transfer between ledgers moves a balance without changing the total.
 */

/** The ledger a folio `f` is on. */
const LEDGER = sql<string>`case f.owner_kind when 'reservation' then 'deposit' when 'company' then 'city' else 'guest' end`;
const LEDGER_ORDER = sql`case f.owner_kind when 'reservation' then 2 when 'company' then 3 else 1 end`;

const cents = (value: string | number | null | undefined) =>
  toCents(value === null || value === undefined ? null : String(value));
const amount = (value: bigint) => fromHundredths(value);

/** Each ledger's balance now: the sum of the non-void postings of its folios. */
export async function ledgerBalances(
  db: Db,
  propertyId: number,
): Promise<Record<'guest' | 'deposit' | 'city', string>> {
  const { rows } = await sql<{ ledger: string; balance: string }>`
    select ${LEDGER} as ledger, sum(p.total) as balance
    from posting as p join folio as f on f.id = p.folio_id
    where p.property_id = ${propertyId} and not p.is_void
    group by ${LEDGER}`.execute(db);
  const balance = (ledger: string) => amount(cents(rows.find((row) => row.ledger === ledger)?.balance));
  return { guest: balance('guest'), deposit: balance('deposit'), city: balance('city') };
}

// --- guest-trial-balance ---

const GUEST_TRIAL_BALANCE_COLUMNS = columnsOf([
  ['ledger', 'text'],
  ['roomNumber', 'text'],
  ['folio', 'text'],
  ['opening', 'money'],
  ['charges', 'money'],
  ['payments', 'money'],
  ['transfers', 'money'],
  ['closing', 'money'],
]);

/**
 * Each folio with a balance before the range or postings in it: its balance before the first date
 * (opening), the range's charges and payments (payments shown as a positive amount), what moved in
 * or out by transfers, and the balance after the last date (closing = opening + charges − payments
 * + transfers, checked per row). Ordered guest, deposit, city ledger.
 */
async function guestTrialBalance(db: Db, scope: ReportScope): Promise<ReportTable> {
  const result = await sql<{
    folio_id: number;
    reservation_id: number | null;
    ledger: string;
    room_number: string;
    folio: string;
    opening: string;
    charges: string;
    payments: string;
    transfers: string;
    closing: string;
  }>`
    with moves as (
      select p.folio_id,
        coalesce(sum(p.total) filter (where p.hotel_date < ${scope.fromDate}::date), 0) as opening,
        coalesce(sum(p.total) filter (where p.hotel_date >= ${scope.fromDate}::date and p.kind = 'charge' and p.transfer_of is null), 0) as charges,
        coalesce(-sum(p.total) filter (where p.hotel_date >= ${scope.fromDate}::date and p.kind = 'payment' and p.transfer_of is null), 0) as payments,
        coalesce(sum(p.total) filter (where p.hotel_date >= ${scope.fromDate}::date and p.transfer_of is not null), 0) as transfers,
        sum(p.total) as closing
      from posting as p
      where p.property_id = ${scope.propertyId} and not p.is_void and p.hotel_date <= ${scope.toDate}::date
      group by p.folio_id
    )
    select f.id as folio_id, f.reservation_id, ${LEDGER} as ledger, coalesce(rm.room_number, '') as room_number,
      ${folioName} as folio, m.opening, m.charges, m.payments, m.transfers, m.closing
    from moves as m
    join folio as f on f.id = m.folio_id
    ${FOLIO_JOINS}
    where m.opening <> 0 or m.charges <> 0 or m.payments <> 0 or m.transfers <> 0
    order by ${LEDGER_ORDER}, rm.room_number nulls last, f.id`.execute(db);
  const rows = result.rows.map((row) => {
    const closing = cents(row.opening) + cents(row.charges) - cents(row.payments) + cents(row.transfers);
    // The same balance two ways: summed at once, and by its parts. A difference is a bug, never rounding.
    if (closing !== cents(row.closing)) throw new Error(`folio ${row.folio_id} does not balance`);
    return {
      folioId: row.folio_id,
      reservationId: row.reservation_id,
      ledger: row.ledger,
      roomNumber: row.room_number,
      folio: row.folio,
      opening: money(row.opening),
      charges: money(row.charges),
      payments: money(row.payments),
      transfers: money(row.transfers),
      closing: amount(closing),
    };
  });
  return {
    columns: GUEST_TRIAL_BALANCE_COLUMNS,
    rows,
    totals: sumColumns(GUEST_TRIAL_BALANCE_COLUMNS, rows),
  };
}

// --- trial-balance-report ---

const TRIAL_BALANCE_COLUMNS = columnsOf([
  ['section', 'text'],
  ['ledger', 'text'],
  ['transactionCode', 'text'],
  ['description', 'text'],
  ['opening', 'money'],
  ['debit', 'money'],
  ['credit', 'money'],
  ['closing', 'money'],
]);

/**
 * The books of the range as debits and credits: each charge code's revenue (a credit; a net
 * correction below zero a debit), each payment code's takings (a debit; refunds a credit), and
 * each ledger's movement with its balance before and after (an increase is a debit, a decrease
 * a credit). Transfers move between ledgers and are in the ledgers' lines only. Total debits equal
 * total credits: the report's totals show it, and the run refuses to answer if they do not.
 */
async function trialBalance(db: Db, scope: ReportScope): Promise<ReportTable> {
  const codes = await sql<{ kind: string; transaction_code: string; description: string; total: string }>`
    select p.kind, tc.code as transaction_code, tc.name as description, sum(p.total) as total
    from posting as p
    join transaction_code as tc on tc.id = p.transaction_code_id
    where p.property_id = ${scope.propertyId} and not p.is_void and p.transfer_of is null
      and p.hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date
    group by p.kind, tc.code, tc.name
    order by case p.kind when 'charge' then 1 else 2 end, tc.code`.execute(db);
  const ledgers = await sql<{ ledger: string; opening: string; movement: string }>`
    select ${LEDGER} as ledger,
      coalesce(sum(p.total) filter (where p.hotel_date < ${scope.fromDate}::date), 0) as opening,
      coalesce(sum(p.total) filter (where p.hotel_date >= ${scope.fromDate}::date), 0) as movement
    from posting as p
    join folio as f on f.id = p.folio_id
    where p.property_id = ${scope.propertyId} and not p.is_void and p.hotel_date <= ${scope.toDate}::date
    group by ${LEDGER}, ${LEDGER_ORDER}
    order by ${LEDGER_ORDER}`.execute(db);

  const debitOrCredit = (value: bigint, debitWhenPositive: boolean) => {
    const isDebit = value >= 0n === debitWhenPositive;
    const size = value < 0n ? -value : value;
    return { debit: isDebit ? amount(size) : null, credit: isDebit ? null : amount(size) };
  };
  const rows: ReportRow[] = codes.rows.map((row) => ({
    section: row.kind === 'charge' ? 'revenue' : 'payments',
    transactionCode: row.transaction_code,
    description: row.description,
    // A charge's total is revenue (a credit); a payment's total is negative, what came in (a debit).
    ...debitOrCredit(cents(row.total), false),
  }));
  const byLedger = new Map(ledgers.rows.map((row) => [row.ledger, row]));
  for (const ledger of ['guest', 'deposit', 'city']) {
    const row = byLedger.get(ledger);
    const opening = cents(row?.opening);
    const movement = cents(row?.movement);
    rows.push({
      section: 'ledger',
      ledger,
      opening: amount(opening),
      ...debitOrCredit(movement, true),
      closing: amount(opening + movement),
    });
  }
  const totals = sumColumns(TRIAL_BALANCE_COLUMNS, rows);
  if (totals.debit !== totals.credit) throw new Error(`the trial balance of ${scope.fromDate} does not balance`);
  return { columns: TRIAL_BALANCE_COLUMNS, rows, totals };
}

// --- hotel-revenue ---

const HOTEL_REVENUE_COLUMNS = columnsOf([
  ['transactionGroup', 'text'],
  ['transactionCode', 'text'],
  ['description', 'text'],
  ['netAmount', 'money'],
  ['serviceCharge', 'money'],
  ['tax', 'money'],
  ['total', 'money'],
  ['monthToDate', 'money'],
  ['yearToDate', 'money'],
  ['lastYearMonthToDate', 'money'],
]);

/**
 * Revenue of the charge codes for a hotel date, by transaction group (in its report order) and
 * code: the day's net amount, service charge, tax and total, and the net amount month-to-date and
 * year-to-date, and month-to-date a year earlier (the same calendar dates). Transfers move revenue
 * between folios, not in or out of the hotel, so they are left out.
 */
async function hotelRevenue(db: Db, scope: ReportScope): Promise<ReportTable> {
  const day = scope.forDate ?? scope.hotelDate;
  const monthStart = `${day.slice(0, 7)}-01`;
  const yearStart = `${day.slice(0, 4)}-01-01`;
  const lastYearDay = lastYear(day);
  const lastYearMonthStart = `${lastYearDay.slice(0, 7)}-01`;
  const result = await sql<{
    transaction_group: string;
    transaction_code: string;
    description: string;
    net_amount: string;
    service_charge: string;
    tax: string;
    total: string;
    month_to_date: string;
    year_to_date: string;
    last_year_month_to_date: string;
  }>`
    select tg.code || ' ' || tg.name as transaction_group, tc.code as transaction_code, tc.name as description,
      coalesce(sum(p.net_amount) filter (where p.hotel_date = ${day}::date), 0) as net_amount,
      coalesce(sum(p.service_charge) filter (where p.hotel_date = ${day}::date), 0) as service_charge,
      coalesce(sum(p.tax) filter (where p.hotel_date = ${day}::date), 0) as tax,
      coalesce(sum(p.total) filter (where p.hotel_date = ${day}::date), 0) as total,
      coalesce(sum(p.net_amount) filter (where p.hotel_date >= ${monthStart}::date and p.hotel_date <= ${day}::date), 0) as month_to_date,
      coalesce(sum(p.net_amount) filter (where p.hotel_date >= ${yearStart}::date and p.hotel_date <= ${day}::date), 0) as year_to_date,
      coalesce(sum(p.net_amount) filter (where p.hotel_date >= ${lastYearMonthStart}::date and p.hotel_date <= ${lastYearDay}::date), 0)
        as last_year_month_to_date
    from posting as p
    join transaction_code as tc on tc.id = p.transaction_code_id
    join transaction_group as tg on tg.id = tc.transaction_group_id
    where p.property_id = ${scope.propertyId} and not p.is_void and p.kind = 'charge' and p.transfer_of is null
      and ((p.hotel_date >= ${yearStart}::date and p.hotel_date <= ${day}::date)
        or (p.hotel_date >= ${lastYearMonthStart}::date and p.hotel_date <= ${lastYearDay}::date))
    group by tg.report_order, tg.code, tg.name, tc.code, tc.name
    order by tg.report_order, tg.code, tc.code`.execute(db);
  const rows = result.rows.map((row) => ({
    transactionGroup: row.transaction_group,
    transactionCode: row.transaction_code,
    description: row.description,
    netAmount: money(row.net_amount),
    serviceCharge: money(row.service_charge),
    tax: money(row.tax),
    total: money(row.total),
    monthToDate: money(row.month_to_date),
    yearToDate: money(row.year_to_date),
    lastYearMonthToDate: money(row.last_year_month_to_date),
  }));
  return { columns: HOTEL_REVENUE_COLUMNS, rows, totals: sumColumns(HOTEL_REVENUE_COLUMNS, rows) };
}

// --- posting-summary ---

const POSTING_SUMMARY_COLUMNS = columnsOf([
  ['hotelDate', 'date'],
  ['shift', 'text'],
  ['cashier', 'text'],
  ['postings', 'integer'],
  ['charges', 'money'],
  ['payments', 'money'],
  ['transfers', 'integer'],
  ['corrections', 'integer'],
  ['voided', 'integer'],
  ['voidedAmount', 'money'],
]);

/**
 * What each cashier posted in each shift of the range: how many postings, their charges and
 * payments (payments positive), how many were transfers or corrections, and how many were voided
 * and for how much (voided postings are out of the charges and payments).
 */
async function postingSummary(db: Db, scope: ReportScope): Promise<ReportTable> {
  const result = await sql<{
    hotel_date: string;
    shift: string;
    cashier: string;
    postings: number;
    charges: string;
    payments: string;
    transfers: number;
    corrections: number;
    voided: number;
    voided_amount: string;
  }>`
    select p.hotel_date, s.shift, p.cashier, count(*)::int as postings,
      coalesce(sum(p.total) filter (where p.kind = 'charge' and not p.is_void and p.transfer_of is null), 0) as charges,
      coalesce(-sum(p.total) filter (where p.kind = 'payment' and not p.is_void and p.transfer_of is null), 0) as payments,
      (count(*) filter (where p.transfer_of is not null))::int as transfers,
      (count(*) filter (where p.correction_of is not null))::int as corrections,
      (count(*) filter (where p.is_void))::int as voided,
      coalesce(sum(p.total) filter (where p.is_void), 0) as voided_amount
    from posting as p
    join cashier_shift as s on s.id = p.shift_id
    where p.property_id = ${scope.propertyId}
      and p.hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date
    group by p.hotel_date, s.id, s.shift, p.cashier
    order by p.hotel_date, min(p.created_at), p.cashier`.execute(db);
  const rows = result.rows.map((row) => ({
    hotelDate: row.hotel_date,
    shift: row.shift,
    cashier: row.cashier,
    postings: row.postings,
    charges: money(row.charges),
    payments: money(row.payments),
    transfers: row.transfers,
    corrections: row.corrections,
    voided: row.voided,
    voidedAmount: money(row.voided_amount),
  }));
  return { columns: POSTING_SUMMARY_COLUMNS, rows, totals: sumColumns(POSTING_SUMMARY_COLUMNS, rows) };
}

// --- daily-statistic-report ---

const DAILY_STATISTIC_COLUMNS = columnsOf([
  ['hotelDate', 'date'],
  ['roomsAvailable', 'integer'],
  ['roomsSold', 'integer'],
  ['roomsComplimentary', 'integer'],
  ['roomsOutOfOrder', 'integer'],
  ['occupancy', 'percent'],
  ['averageDailyRate', 'money'],
  ['revPar', 'money'],
  ['totalRevPar', 'money'],
  ['guests', 'integer'],
  ['arrivals', 'integer'],
  ['departures', 'integer'],
  ['noShows', 'integer'],
  ['roomRevenue', 'money'],
  ['totalRevenue', 'money'],
]);

/** The statistic figures of one day or of a whole period, from its counts and revenue. */
export function statisticFigures(counts: {
  roomsAvailable: number;
  roomsSold: number;
  roomRevenue: bigint;
  totalRevenue: bigint;
}) {
  return {
    occupancy: percent(counts.roomsSold, counts.roomsAvailable),
    averageDailyRate: perUnit(counts.roomRevenue, counts.roomsSold),
    revPar: perUnit(counts.roomRevenue, counts.roomsAvailable),
    totalRevPar: perUnit(counts.totalRevenue, counts.roomsAvailable),
  };
}

/**
 * The hotel's figures of each closed date of the range, as its day-end froze them (a date not yet
 * closed has none); the totals row adds the counts and revenue and works the period's occupancy,
 * ADR, RevPAR and TRevPAR out of those sums, not by averaging the days.
 */
async function dailyStatistics(db: Db, scope: ReportScope): Promise<ReportTable> {
  const found = await db
    .selectFrom('daily_statistic')
    .select([
      'hotel_date',
      'rooms_available',
      'rooms_sold',
      'rooms_complimentary',
      'rooms_out_of_order',
      'adults',
      'children',
      'arrivals',
      'departures',
      'no_shows',
      'room_revenue',
      'total_revenue',
    ])
    .where('property_id', '=', scope.propertyId)
    .where('dimension', '=', 'hotel')
    .where('hotel_date', '>=', scope.fromDate)
    .where('hotel_date', '<=', scope.toDate)
    .orderBy('hotel_date')
    .execute();
  const rows = found.map((row) => {
    const counts = {
      roomsAvailable: row.rooms_available ?? 0,
      roomsSold: row.rooms_sold,
      roomRevenue: cents(row.room_revenue),
      totalRevenue: cents(row.total_revenue),
    };
    return {
      hotelDate: row.hotel_date,
      roomsAvailable: counts.roomsAvailable,
      roomsSold: row.rooms_sold,
      roomsComplimentary: row.rooms_complimentary,
      roomsOutOfOrder: row.rooms_out_of_order ?? 0,
      ...statisticFigures(counts),
      guests: row.adults + row.children,
      arrivals: row.arrivals,
      departures: row.departures,
      noShows: row.no_shows,
      roomRevenue: amount(counts.roomRevenue),
      totalRevenue: amount(counts.totalRevenue),
    };
  });
  const totals = sumColumns(DAILY_STATISTIC_COLUMNS, rows);
  const figures = statisticFigures({
    roomsAvailable: Number(totals.roomsAvailable),
    roomsSold: Number(totals.roomsSold),
    roomRevenue: cents(totals.roomRevenue as string),
    totalRevenue: cents(totals.totalRevenue as string),
  });
  return { columns: DAILY_STATISTIC_COLUMNS, rows, totals: { ...totals, ...figures } };
}

// --- the action ---

const RUNS: Record<ReportName, (db: Db, scope: ReportScope) => Promise<ReportTable>> = {
  'guest-trial-balance': guestTrialBalance,
  'trial-balance-report': trialBalance,
  'hotel-revenue': hotelRevenue,
  'posting-journal': (db, scope) => postingJournal(db, { ...scope, grouping: 'posting' }),
  'journal-by-transaction-code-report': (db, scope) => postingJournal(db, { ...scope, grouping: 'transaction-code' }),
  'posting-summary': postingSummary,
  'daily-statistic-report': dailyStatistics,
};

/** Reports of one date (`forDate`); the others read a range of hotel dates. */
const ONE_DAY: ReadonlySet<ReportName> = new Set(['hotel-revenue']);
/** Reports of closed dates only: their dates default to the last one day-end closed. */
const CLOSED_DATES: ReadonlySet<ReportName> = new Set(['daily-statistic-report']);

/** The criteria checked against what the report needs; dates left out are the hotel date. */
function scopeOf(criteria: Criteria, propertyId: number, hotelDate: string): ReportScope {
  const base = { propertyId, hotelDate, roomTypeId: null, companyProfileId: null, channel: null };
  if (ONE_DAY.has(criteria.report)) {
    const forDate = criteria.forDate ?? hotelDate;
    return { ...base, forDate, fromDate: forDate, toDate: forDate };
  }
  const defaultDate = CLOSED_DATES.has(criteria.report) ? addDays(hotelDate, -1) : hotelDate;
  const period = periodOf(criteria, defaultDate);
  return { ...base, forDate: null, ...period };
}

export const financeReportHandlers: PathHandlers<'report/financeReport'> = {
  get_detail: read(async ({ db, propertyId }, data) => {
    const criteria = only(data);
    const hotel = await hotelOf(db, propertyId);
    const scope = scopeOf(criteria, propertyId, hotel.hotelDate);
    const table = await RUNS[criteria.report](db, scope);
    return [reportAnswer(criteria.report, ONE_DAY.has(criteria.report) ? 'day' : 'range', scope, hotel, table)];
  }),
};
