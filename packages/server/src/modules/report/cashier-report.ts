import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { guestName, hotelOf, momentInRange, periodOf, type ReportScope, reportAnswer } from './report-scope.ts';
import { columnsOf, fromHundredths, type ReportRow, type ReportTable, sumColumns, toCents } from './report-table.ts';

type ReportName = Schemas['CashierReportName'];
type Criteria = Schemas['CashierReportCriteria'];
type Db = Kysely<Database>;

/*
 * The cashier's reports (issue 18), read from the postings, shifts and folios of the cashier module
 * (migration 0110) and the audit trail. A balance is never stored: every figure is a sum of
 * non-void postings, added in SQL numeric and carried as exact decimal strings.
 */

/** What high-balance-report lists above when no threshold is given, and the dashboard counts. */
export const DEFAULT_HIGH_BALANCE = '5000.00';

/** What each report's own options are, once checked. */
interface CashierScope extends ReportScope {
  threshold: string;
  grouping: NonNullable<Criteria['grouping']>;
}

/** A numeric from SQL as an exact two-place string; null (blank) stays null. */
export const money = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : fromHundredths(toCents(String(value)));

/** The folio's owner as lists show it: the stay's guest, the company, or the house account's name. */
export const FOLIO_JOINS = sql`
    left join room_stay as st on st.id = f.stay_id
    left join room as rm on rm.id = st.room_id
    left join reservation as r on r.id = f.reservation_id
    left join guest_profile as g on g.id = r.guest_profile_id
    left join company_profile as co on co.id = f.company_id`;
export const folioName = sql<string>`case f.owner_kind when 'company' then co.name when 'house' then f.name else ${guestName} end`;

/** Hours and minutes of a number of seconds ("7:05"), for shift durations. */
export function hoursAndMinutes(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

// --- high-balance-report ---

const HIGH_BALANCE_COLUMNS = columnsOf([
  ['roomNumber', 'text'],
  ['guest', 'text'],
  ['folioKind', 'text'],
  ['arrival', 'date'],
  ['departure', 'date'],
  ['charges', 'money'],
  ['payments', 'money'],
  ['balance', 'money'],
]);

/**
 * The open folios of the guest ledger with a balance above the threshold: stays in house and house
 * accounts. The dashboard counts them with the same condition (`highBalanceCount`).
 */
const HIGH_BALANCE_FOLIOS = sql`f.status = 'open' and (
    (f.owner_kind = 'stay' and exists (select 1 from room_stay as h where h.id = f.stay_id and h.status = 'in-house'))
    or f.owner_kind = 'house')`;

async function highBalance(db: Db, scope: CashierScope): Promise<ReportTable> {
  const result = await sql<{
    folio_id: number;
    reservation_id: number | null;
    folio_kind: string;
    room_number: string;
    guest: string;
    confirmation_number: string | null;
    arrival: string | null;
    departure: string | null;
    charges: string;
    payments: string;
    balance: string;
  }>`
    select f.id as folio_id, f.reservation_id, f.owner_kind as folio_kind, coalesce(rm.room_number, '') as room_number,
      ${folioName} as guest, r.confirmation_number, st.arrival, st.departure,
      coalesce(sum(p.total) filter (where p.kind = 'charge'), 0) as charges,
      coalesce(-sum(p.total) filter (where p.kind = 'payment'), 0) as payments,
      sum(p.total) as balance
    from folio as f
    join posting as p on p.folio_id = f.id and not p.is_void
    ${FOLIO_JOINS}
    where f.property_id = ${scope.propertyId} and ${HIGH_BALANCE_FOLIOS}
    group by f.id, f.reservation_id, f.owner_kind, rm.room_number, f.name, co.name, g.id, g.first_name, g.last_name,
      r.confirmation_number, st.arrival, st.departure
    having sum(p.total) > ${scope.threshold}::numeric
    order by sum(p.total) desc, rm.room_number, f.id`.execute(db);
  const rows = result.rows.map((row) => ({
    folioId: row.folio_id,
    reservationId: row.reservation_id,
    roomNumber: row.room_number,
    guest: row.guest,
    folioKind: row.folio_kind,
    confirmationNumber: row.confirmation_number ?? '',
    arrival: row.arrival,
    departure: row.departure,
    charges: money(row.charges),
    payments: money(row.payments),
    balance: money(row.balance),
  }));
  return { columns: HIGH_BALANCE_COLUMNS, rows, totals: sumColumns(HIGH_BALANCE_COLUMNS, rows) };
}

/** How many folios high-balance-report lists for a threshold (the cashier dashboard's figure). */
export async function highBalanceCount(db: Db, propertyId: number, threshold: string): Promise<number> {
  const result = await sql<{ folios: number }>`
    select count(*)::int as folios from (
      select f.id from folio as f join posting as p on p.folio_id = f.id and not p.is_void
      where f.property_id = ${propertyId} and ${HIGH_BALANCE_FOLIOS}
      group by f.id having sum(p.total) > ${threshold}::numeric
    ) as high`.execute(db);
  return result.rows[0]?.folios ?? 0;
}

// --- deposit-ledger-report ---

const DEPOSIT_LEDGER_COLUMNS = columnsOf([
  ['confirmationNumber', 'text'],
  ['guest', 'text'],
  ['opening', 'money'],
  ['newDeposits', 'money'],
  ['refunds', 'money'],
  ['forfeited', 'money'],
  ['toGuestLedger', 'money'],
  ['otherMovements', 'money'],
  ['closing', 'money'],
  ['arrival', 'date'],
  ['departure', 'date'],
]);

/**
 * The deposit ledger is the folios owned by a reservation (cashier-model: a deposit is a payment
 * there). A held deposit is a credit (a negative total), so the report turns the signs: what the
 * hotel holds is positive. Each posting of the range falls in one column: transfers out into a
 * stay's guest folio are the check-in's move to the guest ledger, and transfers back from one (a
 * check-in taken back) count against it; other transfers and corrections are "other"; a payment
 * taken is a deposit, a payment given back a refund, a charge a forfeit (migration 0130).
 */
async function depositLedger(db: Db, scope: CashierScope): Promise<ReportTable> {
  const result = await sql<{
    reservation_id: number;
    confirmation_number: string;
    guest: string;
    arrival: string;
    departure: string;
    opening: string;
    new_deposits: string;
    refunds: string;
    forfeited: string;
    to_guest_ledger: string;
    other_movements: string;
    closing: string;
  }>`
    with moves as (
      select f.reservation_id, p.hotel_date, p.total,
        case
          when p.transfer_side = 'out' and tf.owner_kind = 'stay' then 'guest'
          when p.transfer_side = 'in' and sf.owner_kind = 'stay' then 'guest'
          when p.transfer_side is not null or p.correction_of is not null then 'other'
          when p.kind = 'payment' and p.total < 0 then 'deposit'
          when p.kind = 'payment' then 'refund'
          else 'forfeit'
        end as bucket
      from posting as p
      join folio as f on f.id = p.folio_id and f.owner_kind = 'reservation'
      left join posting as twin on p.transfer_side = 'out' and twin.transfer_of = p.transfer_of
        and twin.transfer_side = 'in'
      left join folio as tf on tf.id = twin.folio_id
      left join posting as moved on p.transfer_side = 'in' and moved.id = p.transfer_of
      left join folio as sf on sf.id = moved.folio_id
      where p.property_id = ${scope.propertyId} and not p.is_void and p.hotel_date <= ${scope.toDate}::date
    ),
    ledger as (
      select reservation_id,
        coalesce(-sum(total) filter (where hotel_date < ${scope.fromDate}::date), 0) as opening,
        coalesce(-sum(total) filter (where hotel_date >= ${scope.fromDate}::date and bucket = 'deposit'), 0) as new_deposits,
        coalesce(sum(total) filter (where hotel_date >= ${scope.fromDate}::date and bucket = 'refund'), 0) as refunds,
        coalesce(sum(total) filter (where hotel_date >= ${scope.fromDate}::date and bucket = 'forfeit'), 0) as forfeited,
        coalesce(sum(total) filter (where hotel_date >= ${scope.fromDate}::date and bucket = 'guest'), 0) as to_guest_ledger,
        coalesce(-sum(total) filter (where hotel_date >= ${scope.fromDate}::date and bucket = 'other'), 0) as other_movements,
        -sum(total) as closing,
        count(*) filter (where hotel_date >= ${scope.fromDate}::date) as moved
      from moves
      group by reservation_id
    )
    select r.id as reservation_id, r.confirmation_number, ${guestName} as guest, r.arrival, r.departure,
      l.opening, l.new_deposits, l.refunds, l.forfeited, l.to_guest_ledger, l.other_movements, l.closing
    from ledger as l
    join reservation as r on r.id = l.reservation_id
    left join guest_profile as g on g.id = r.guest_profile_id
    where l.opening <> 0 or l.moved > 0
    order by r.arrival, r.confirmation_number`.execute(db);
  const rows = result.rows.map((row) => ({
    reservationId: row.reservation_id,
    confirmationNumber: row.confirmation_number,
    guest: row.guest,
    arrival: row.arrival,
    departure: row.departure,
    opening: money(row.opening),
    newDeposits: money(row.new_deposits),
    refunds: money(row.refunds),
    forfeited: money(row.forfeited),
    toGuestLedger: money(row.to_guest_ledger),
    otherMovements: money(row.other_movements),
    closing: money(row.closing),
  }));
  return { columns: DEPOSIT_LEDGER_COLUMNS, rows, totals: sumColumns(DEPOSIT_LEDGER_COLUMNS, rows) };
}

// --- deposit-transfer-at-check-in-report ---

const DEPOSIT_TRANSFER_COLUMNS = columnsOf([
  ['transferredOn', 'date'],
  ['transferredTime', 'text'],
  ['direction', 'text'],
  ['roomNumber', 'text'],
  ['guest', 'text'],
  ['amount', 'money'],
  ['postings', 'integer'],
  ['transferredBy', 'text'],
  ['confirmationNumber', 'text'],
  ['arrival', 'date'],
  ['departure', 'date'],
]);

/**
 * Each move of a booking's deposit ledger to a stay's guest folio at check-in, and back when the
 * check-in was taken back (the check-in records them: deposit_transfer, migration 0130). A move
 * back counts negative, so the total is what the range left on the guest ledger.
 */
async function depositTransfers(db: Db, scope: CashierScope): Promise<ReportTable> {
  const result = await sql<{
    transferred_on: string;
    transferred_time: string;
    direction: string;
    reservation_id: number;
    room_number: string;
    guest: string;
    confirmation_number: string;
    arrival: string;
    departure: string;
    postings: number;
    amount: string;
    transferred_by: string;
  }>`
    select t.hotel_date as transferred_on, to_char(t.created_at at time zone 'UTC', 'HH24:MI') as transferred_time,
      t.direction, r.id as reservation_id, coalesce(rm.room_number, '') as room_number, ${guestName} as guest,
      r.confirmation_number, st.arrival, st.departure, t.postings,
      case when t.direction = 'check-in' then t.amount else -t.amount end as amount, t.created_by as transferred_by
    from deposit_transfer as t
    join room_stay as st on st.id = t.stay_id
    join reservation as r on r.id = t.reservation_id
    left join room as rm on rm.id = st.room_id
    left join guest_profile as g on g.id = r.guest_profile_id
    where t.property_id = ${scope.propertyId}
      and t.hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date
    order by t.hotel_date, t.created_at, t.id`.execute(db);
  const rows = result.rows.map((row) => ({
    reservationId: row.reservation_id,
    transferredOn: row.transferred_on,
    transferredTime: row.transferred_time,
    direction: row.direction,
    roomNumber: row.room_number,
    guest: row.guest,
    confirmationNumber: row.confirmation_number,
    arrival: row.arrival,
    departure: row.departure,
    postings: row.postings,
    amount: money(row.amount),
    transferredBy: row.transferred_by,
  }));
  return { columns: DEPOSIT_TRANSFER_COLUMNS, rows, totals: sumColumns(DEPOSIT_TRANSFER_COLUMNS, rows) };
}

// --- departure-extendad-report ---

const EXTENDED_COLUMNS = columnsOf([
  ['extendedOn', 'date'],
  ['extendedTime', 'text'],
  ['roomNumber', 'text'],
  ['guest', 'text'],
  ['confirmationNumber', 'text'],
  ['arrival', 'date'],
  ['previousDeparture', 'date'],
  ['departure', 'date'],
  ['nightsAdded', 'integer'],
  ['extendedBy', 'text'],
]);

/**
 * An in-house stay's departure moves only by the front desk's `change-departure`, which audits the
 * booking before and after: a stay whose departure is later after than before was extended.
 */
async function extendedDepartures(db: Db, scope: CashierScope): Promise<ReportTable> {
  const result = await sql<{
    extended_on: string;
    extended_time: string;
    reservation_id: number;
    room_number: string;
    guest: string;
    confirmation_number: string;
    arrival: string;
    previous_departure: string;
    departure: string;
    nights_added: number;
    extended_by: string;
  }>`
    select (a.at at time zone 'UTC')::date as extended_on, to_char(a.at at time zone 'UTC', 'HH24:MI') as extended_time,
      r.id as reservation_id, coalesce(rm.room_number, '') as room_number, ${guestName} as guest,
      r.confirmation_number, st.arrival, (b.stay->>'departure')::date as previous_departure,
      (n.stay->>'departure')::date as departure,
      ((n.stay->>'departure')::date - (b.stay->>'departure')::date)::int as nights_added, a.actor as extended_by
    from audit_log as a
    cross join lateral jsonb_array_elements(a.before->'stays') as b(stay)
    join lateral jsonb_array_elements(a.after->'stays') as n(stay) on n.stay->>'id' = b.stay->>'id'
    join room_stay as st on st.id = (n.stay->>'id')::int and st.property_id = a.property_id
    join reservation as r on r.id = st.reservation_id
    left join room as rm on rm.id = st.room_id
    left join guest_profile as g on g.id = r.guest_profile_id
    where a.property_id = ${scope.propertyId} and a.action = 'change-departure' and a.entity = 'reservation'
      and ${momentInRange(sql`a.at`, scope)}
      and (n.stay->>'departure')::date > (b.stay->>'departure')::date
    order by a.at, a.id, st.id`.execute(db);
  const rows = result.rows.map((row) => ({
    reservationId: row.reservation_id,
    extendedOn: row.extended_on,
    extendedTime: row.extended_time,
    roomNumber: row.room_number,
    guest: row.guest,
    confirmationNumber: row.confirmation_number,
    arrival: row.arrival,
    previousDeparture: row.previous_departure,
    departure: row.departure,
    nightsAdded: row.nights_added,
    extendedBy: row.extended_by,
  }));
  return { columns: EXTENDED_COLUMNS, rows, totals: sumColumns(EXTENDED_COLUMNS, rows) };
}

// --- currency-exchange-summary-report ---

const EXCHANGE_COLUMNS = columnsOf([
  ['hotelDate', 'date'],
  ['shift', 'text'],
  ['cashier', 'text'],
  ['currencyCode', 'text'],
  ['payments', 'integer'],
  ['foreignAmount', 'money'],
  ['exchangeRate', 'text'],
  ['localAmount', 'money'],
]);

/**
 * Foreign-currency payments per shift, currency and the rate kept on them. Transfers only move a
 * payment already counted, so they stay out; a refund (a negative tender) counts against.
 */
async function currencyExchange(db: Db, scope: CashierScope): Promise<ReportTable> {
  const result = await sql<{
    shift_id: number;
    hotel_date: string;
    shift: string;
    cashier: string;
    currency_code: string;
    payments: number;
    foreign_amount: string;
    exchange_rate: string;
    local_amount: string;
  }>`
    select s.id as shift_id, p.hotel_date, s.shift, s.cashier, p.currency_code, count(*)::int as payments,
      sum(coalesce(p.foreign_amount, 0)) as foreign_amount, to_char(p.exchange_rate, 'FM999999999990.000000') as exchange_rate,
      -sum(p.total) as local_amount
    from posting as p
    join cashier_shift as s on s.id = p.shift_id
    where p.property_id = ${scope.propertyId} and p.kind = 'payment' and not p.is_void and p.transfer_of is null
      and p.hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date
      and p.currency_code <> coalesce(
        (select code from currency where property_id = ${scope.propertyId} and is_local limit 1), '')
    group by s.id, p.hotel_date, s.shift, s.cashier, s.opened_at, p.currency_code, p.exchange_rate
    order by p.hotel_date, s.opened_at, s.id, p.currency_code, p.exchange_rate`.execute(db);
  const rows = result.rows.map((row) => ({
    shiftId: row.shift_id,
    hotelDate: row.hotel_date,
    shift: row.shift,
    cashier: row.cashier,
    currencyCode: row.currency_code,
    payments: row.payments,
    foreignAmount: money(row.foreign_amount),
    exchangeRate: row.exchange_rate,
    localAmount: money(row.local_amount),
  }));
  // Amounts in different currencies do not add up: only the count and the local amount are totalled.
  const { foreignAmount: _mixed, ...totals } = sumColumns(EXCHANGE_COLUMNS, rows);
  return { columns: EXCHANGE_COLUMNS, rows, totals };
}

// --- correnctions-cancelled-payment-report ---

const CORRECTION_COLUMNS = columnsOf([
  ['actionOn', 'date'],
  ['actionTime', 'text'],
  ['action', 'text'],
  ['kind', 'text'],
  ['roomNumber', 'text'],
  ['guest', 'text'],
  ['amount', 'money'],
  ['reason', 'text'],
  ['actionBy', 'text'],
  ['transactionCode', 'text'],
  ['description', 'text'],
  ['postedOn', 'date'],
  ['postedBy', 'text'],
]);

/**
 * What was cancelled on the range's hotel dates: postings voided (a void happens on its posting's
 * hotel date and shift) and postings corrected by a counter-posting (on the correction's date).
 * `amount` is the cancelled posting's total (a payment negative), so the column adds up to what
 * the corrections and voids took off the folios, with the opposite sign.
 */
async function corrections(db: Db, scope: CashierScope): Promise<ReportTable> {
  const result = await sql<{
    reservation_id: number | null;
    action_on: string;
    action_time: string;
    action: string;
    kind: string;
    room_number: string;
    guest: string;
    transaction_code: string;
    description: string;
    posted_on: string;
    posted_by: string;
    amount: string;
    reason: string;
    action_by: string;
  }>`
    with cancelled as (
      select p.id as posting_id, p.hotel_date as action_on, p.voided_at as action_at, 'void' as action,
        p.void_reason as reason, p.voided_by as action_by
      from posting as p
      where p.property_id = ${scope.propertyId} and p.is_void
        and p.hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date
      union all
      select c.correction_of, c.hotel_date, c.created_at, 'correction', c.correction_reason, c.cashier
      from posting as c
      where c.property_id = ${scope.propertyId} and c.correction_of is not null and not c.is_void
        and c.hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date
    )
    select f.reservation_id, x.action_on, to_char(x.action_at at time zone 'UTC', 'HH24:MI') as action_time, x.action,
      p.kind, coalesce(rm.room_number, '') as room_number, ${folioName} as guest, tc.code as transaction_code,
      p.description, p.hotel_date as posted_on, p.cashier as posted_by, p.total as amount, x.reason, x.action_by
    from cancelled as x
    join posting as p on p.id = x.posting_id
    join transaction_code as tc on tc.id = p.transaction_code_id
    join folio as f on f.id = p.folio_id
    ${FOLIO_JOINS}
    order by x.action_on, x.action_at, p.id`.execute(db);
  const rows = result.rows.map((row) => ({
    reservationId: row.reservation_id,
    actionOn: row.action_on,
    actionTime: row.action_time,
    action: row.action,
    kind: row.kind,
    roomNumber: row.room_number,
    guest: row.guest,
    transactionCode: row.transaction_code,
    description: row.description,
    postedOn: row.posted_on,
    postedBy: row.posted_by,
    amount: money(row.amount),
    reason: row.reason,
    actionBy: row.action_by,
  }));
  return { columns: CORRECTION_COLUMNS, rows, totals: sumColumns(CORRECTION_COLUMNS, rows) };
}

// --- checked-out-messages-report ---

const MESSAGE_COLUMNS = columnsOf([
  ['checkedOutOn', 'date'],
  ['roomNumber', 'text'],
  ['guest', 'text'],
  ['confirmationNumber', 'text'],
  ['takenOn', 'date'],
  ['takenTime', 'text'],
  ['fromName', 'text'],
  ['fromContact', 'text'],
  ['message', 'text'],
  ['takenBy', 'text'],
]);

/**
 * Messages never delivered to guests who have left, by the hotel date of the check-out: a message
 * for one stay once that stay checked out, a message for the booking once none of its stays is in
 * house any more (the stay that left last).
 */
async function checkedOutMessages(db: Db, scope: CashierScope): Promise<ReportTable> {
  const result = await sql<{
    reservation_id: number;
    checked_out_on: string;
    room_number: string;
    guest: string;
    confirmation_number: string;
    taken_on: string;
    taken_time: string;
    from_name: string;
    from_contact: string;
    message: string;
    taken_by: string;
  }>`
    select r.id as reservation_id, st.checked_out_on, coalesce(rm.room_number, '') as room_number, ${guestName} as guest,
      r.confirmation_number, m.business_date as taken_on, to_char(m.taken_at at time zone 'UTC', 'HH24:MI') as taken_time,
      m.from_name, m.from_contact, m.message_text as message, m.taken_by
    from guest_message as m
    join reservation as r on r.id = m.reservation_id
    join lateral (
      select s.id, s.checked_out_on, s.checked_out_at, s.room_id from room_stay as s
      where s.reservation_id = m.reservation_id and s.status = 'checked-out' and (m.stay_id is null or s.id = m.stay_id)
      order by s.checked_out_at desc nulls last, s.id desc limit 1
    ) as st on true
    left join room as rm on rm.id = st.room_id
    left join guest_profile as g on g.id = r.guest_profile_id
    where m.property_id = ${scope.propertyId} and m.delivered_at is null
      and st.checked_out_on between ${scope.fromDate}::date and ${scope.toDate}::date
      and (m.stay_id is not null or not exists (
        select 1 from room_stay as h where h.reservation_id = m.reservation_id and h.status = 'in-house'))
    order by st.checked_out_on, rm.room_number, m.taken_at, m.id`.execute(db);
  const rows = result.rows.map((row) => ({
    reservationId: row.reservation_id,
    checkedOutOn: row.checked_out_on,
    roomNumber: row.room_number,
    guest: row.guest,
    confirmationNumber: row.confirmation_number,
    takenOn: row.taken_on,
    takenTime: row.taken_time,
    fromName: row.from_name,
    fromContact: row.from_contact,
    message: row.message,
    takenBy: row.taken_by,
  }));
  return { columns: MESSAGE_COLUMNS, rows, totals: {} };
}

// --- closed-shift-report ---

const CLOSED_SHIFT_COLUMNS = columnsOf([
  ['hotelDate', 'date'],
  ['shift', 'text'],
  ['cashier', 'text'],
  ['paymentType', 'text'],
  ['currencyCode', 'text'],
  ['amount', 'money'],
  ['localAmount', 'money'],
  ['expected', 'money'],
  ['counted', 'money'],
  ['variance', 'money'],
]);

/**
 * Closed shifts with what the close froze: a line per payment type and currency, and the cash
 * count of a currency on its cash line (a currency counted without cash taken gets a line of its
 * own, so every count shows). A shift that took nothing still shows, on one line.
 */
async function closedShifts(db: Db, scope: CashierScope): Promise<ReportTable> {
  const shifts = await sql<{
    id: number;
    hotel_date: string;
    shift: string;
    cashier: string;
  }>`
    select id, hotel_date, shift, cashier
    from cashier_shift
    where property_id = ${scope.propertyId} and closed_at is not null
      and hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date
    order by hotel_date, opened_at, id`.execute(db);
  const ids = shifts.rows.map((shift) => shift.id);
  const totals =
    ids.length === 0
      ? []
      : await db
          .selectFrom('cashier_shift_total as x')
          .innerJoin('payment_type as t', 't.id', 'x.payment_type_id')
          .select(['x.shift_id', 't.code', 't.kind', 'x.currency_code', 'x.amount', 'x.local_amount'])
          .where('x.shift_id', 'in', ids)
          .orderBy('t.code')
          .orderBy('x.currency_code')
          .execute();
  const counts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('cashier_shift_count')
          .select(['shift_id', 'currency_code', 'expected', 'counted'])
          .where('shift_id', 'in', ids)
          .orderBy('currency_code')
          .execute();
  const rows: ReportRow[] = [];
  for (const shift of shifts.rows) {
    const head = {
      shiftId: shift.id,
      hotelDate: shift.hotel_date,
      shift: shift.shift,
      cashier: shift.cashier,
    };
    const counted = new Map(counts.filter((c) => c.shift_id === shift.id).map((c) => [c.currency_code, c]));
    const countCells = (currency: string): ReportRow => {
      const count = counted.get(currency);
      if (!count) return {};
      counted.delete(currency);
      const expected = toCents(String(count.expected));
      const actual = toCents(String(count.counted));
      return {
        expected: fromHundredths(expected),
        counted: fromHundredths(actual),
        variance: fromHundredths(actual - expected),
      };
    };
    const before = rows.length;
    for (const total of totals.filter((t) => t.shift_id === shift.id)) {
      rows.push({
        ...head,
        paymentType: total.code,
        currencyCode: total.currency_code,
        amount: money(total.amount),
        localAmount: money(total.local_amount),
        ...(total.kind === 'CASH' ? countCells(total.currency_code) : {}),
      });
    }
    for (const currency of [...counted.keys()]) {
      rows.push({ ...head, paymentType: '', currencyCode: currency, ...countCells(currency) });
    }
    if (rows.length === before) rows.push({ ...head, paymentType: '', currencyCode: '' });
  }
  // Only the local amounts add up across currencies.
  const { localAmount = null } = sumColumns(CLOSED_SHIFT_COLUMNS, rows);
  return { columns: CLOSED_SHIFT_COLUMNS, rows, totals: { localAmount } };
}

// --- closed-shift-time-report ---

const SHIFT_TIME_COLUMNS = columnsOf([
  ['hotelDate', 'date'],
  ['shift', 'text'],
  ['cashier', 'text'],
  ['openedOn', 'date'],
  ['openedTime', 'text'],
  ['closedOn', 'date'],
  ['closedTime', 'text'],
  ['duration', 'text'],
  ['closedBy', 'text'],
  ['postings', 'integer'],
]);

async function shiftTimes(db: Db, scope: CashierScope): Promise<ReportTable> {
  const result = await sql<{
    id: number;
    hotel_date: string;
    shift: string;
    cashier: string;
    opened_on: string;
    opened_time: string;
    closed_on: string;
    closed_time: string;
    seconds: number;
    closed_by: string;
    postings: number;
  }>`
    select s.id, s.hotel_date, s.shift, s.cashier,
      (s.opened_at at time zone 'UTC')::date as opened_on, to_char(s.opened_at at time zone 'UTC', 'HH24:MI') as opened_time,
      (s.closed_at at time zone 'UTC')::date as closed_on, to_char(s.closed_at at time zone 'UTC', 'HH24:MI') as closed_time,
      floor(extract(epoch from s.closed_at - s.opened_at))::int as seconds, s.closed_by,
      (select count(*)::int from posting as p where p.shift_id = s.id) as postings
    from cashier_shift as s
    where s.property_id = ${scope.propertyId} and s.closed_at is not null
      and s.hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date
    order by s.opened_at, s.id`.execute(db);
  const rows = result.rows.map((row) => ({
    shiftId: row.id,
    hotelDate: row.hotel_date,
    shift: row.shift,
    cashier: row.cashier,
    openedOn: row.opened_on,
    openedTime: row.opened_time,
    closedOn: row.closed_on,
    closedTime: row.closed_time,
    duration: hoursAndMinutes(Number(row.seconds)),
    closedBy: row.closed_by,
    postings: row.postings,
  }));
  return { columns: SHIFT_TIME_COLUMNS, rows, totals: sumColumns(SHIFT_TIME_COLUMNS, rows) };
}

// --- posting-journal-report ---

const JOURNAL_COLUMNS = columnsOf([
  ['hotelDate', 'date'],
  ['postedTime', 'text'],
  ['shift', 'text'],
  ['cashier', 'text'],
  ['roomNumber', 'text'],
  ['folio', 'text'],
  ['transactionCode', 'text'],
  ['description', 'text'],
  ['total', 'money'],
  ['status', 'text'],
  ['quantity', 'integer'],
  ['netAmount', 'money'],
  ['serviceCharge', 'money'],
  ['tax', 'money'],
  ['window', 'integer'],
]);

const JOURNAL_BY_CODE_COLUMNS = columnsOf([
  ['transactionCode', 'text'],
  ['description', 'text'],
  ['kind', 'text'],
  ['postings', 'integer'],
  ['netAmount', 'money'],
  ['serviceCharge', 'money'],
  ['tax', 'money'],
  ['total', 'money'],
]);

/**
 * Every posting of the range in the order made; void ones are listed (marked) but left out of the
 * totals, as they are out of every balance. By transaction code: the non-void postings summed.
 */
export async function postingJournal(
  db: Db,
  scope: ReportScope & { grouping: CashierScope['grouping'] },
): Promise<ReportTable> {
  if (scope.grouping === 'transaction-code') {
    const result = await sql<{
      transaction_code: string;
      description: string;
      kind: string;
      postings: number;
      net_amount: string;
      service_charge: string;
      tax: string;
      total: string;
    }>`
      select tc.code as transaction_code, tc.name as description, p.kind, count(*)::int as postings,
        sum(p.net_amount) as net_amount, sum(p.service_charge) as service_charge, sum(p.tax) as tax,
        sum(p.total) as total
      from posting as p
      join transaction_code as tc on tc.id = p.transaction_code_id
      where p.property_id = ${scope.propertyId} and not p.is_void
        and p.hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date
      group by tc.code, tc.name, p.kind
      order by p.kind, tc.code`.execute(db);
    const rows = result.rows.map((row) => ({
      transactionCode: row.transaction_code,
      description: row.description,
      kind: row.kind,
      postings: row.postings,
      netAmount: money(row.net_amount),
      serviceCharge: money(row.service_charge),
      tax: money(row.tax),
      total: money(row.total),
    }));
    return { columns: JOURNAL_BY_CODE_COLUMNS, rows, totals: sumColumns(JOURNAL_BY_CODE_COLUMNS, rows) };
  }
  const result = await sql<{
    id: number;
    folio_id: number;
    kind: string;
    reservation_id: number | null;
    hotel_date: string;
    posted_time: string;
    shift: string;
    cashier: string;
    transaction_code: string;
    description: string;
    room_number: string;
    folio: string;
    window_number: number;
    quantity: number;
    net_amount: string;
    service_charge: string;
    tax: string;
    total: string;
    status: string;
  }>`
    select p.id, p.folio_id, p.kind, f.reservation_id, p.hotel_date, to_char(p.created_at at time zone 'UTC', 'HH24:MI') as posted_time,
      s.shift, p.cashier, tc.code as transaction_code, p.description, coalesce(rm.room_number, '') as room_number,
      ${folioName} as folio, p.window_number, p.quantity, p.net_amount, p.service_charge, p.tax, p.total,
      case
        when p.is_void then 'void'
        when p.correction_of is not null then 'correction'
        when p.transfer_side = 'out' then 'transfer-out'
        when p.transfer_side = 'in' then 'transfer-in'
        else ''
      end as status
    from posting as p
    join cashier_shift as s on s.id = p.shift_id
    join transaction_code as tc on tc.id = p.transaction_code_id
    join folio as f on f.id = p.folio_id
    ${FOLIO_JOINS}
    where p.property_id = ${scope.propertyId}
      and p.hotel_date between ${scope.fromDate}::date and ${scope.toDate}::date
    order by p.hotel_date, p.created_at, p.id`.execute(db);
  const rows = result.rows.map((row) => ({
    postingId: row.id,
    folioId: row.folio_id,
    kind: row.kind,
    reservationId: row.reservation_id,
    hotelDate: row.hotel_date,
    postedTime: row.posted_time,
    shift: row.shift,
    cashier: row.cashier,
    transactionCode: row.transaction_code,
    description: row.description,
    roomNumber: row.room_number,
    folio: row.folio,
    window: row.window_number,
    quantity: row.quantity,
    netAmount: money(row.net_amount),
    serviceCharge: money(row.service_charge),
    tax: money(row.tax),
    total: money(row.total),
    status: row.status,
  }));
  const counted = rows.filter((row) => row.status !== 'void');
  const { window: _window, quantity: _quantity, ...totals } = sumColumns(JOURNAL_COLUMNS, counted);
  return { columns: JOURNAL_COLUMNS, rows, totals };
}

// --- the action ---

const RUNS: Record<ReportName, (db: Db, scope: CashierScope) => Promise<ReportTable>> = {
  'high-balance-report': highBalance,
  'deposit-ledger-report': depositLedger,
  'deposit-transfer-at-check-in-report': depositTransfers,
  'departure-extendad-report': extendedDepartures,
  'currency-exchange-summary-report': currencyExchange,
  'correnctions-cancelled-payment-report': corrections,
  'checked-out-messages-report': checkedOutMessages,
  'closed-shift-report': closedShifts,
  'closed-shift-time-report': shiftTimes,
  'posting-journal-report': postingJournal,
};

/** Reports of the moment (no dates); the others read a range of hotel dates. */
const NOW: ReadonlySet<ReportName> = new Set(['high-balance-report']);

/** The criteria checked against what the report needs; dates left out are the hotel date. */
function scopeOf(criteria: Criteria, propertyId: number, hotelDate: string): CashierScope {
  const base = {
    propertyId,
    hotelDate,
    forDate: null,
    roomTypeId: null,
    companyProfileId: null,
    channel: null,
    threshold: fromHundredths(toCents(criteria.threshold ?? DEFAULT_HIGH_BALANCE)),
    grouping: criteria.grouping ?? 'posting',
  };
  if (NOW.has(criteria.report)) return { ...base, fromDate: hotelDate, toDate: hotelDate };
  return { ...base, ...periodOf(criteria, hotelDate) };
}

export const cashierReportHandlers: PathHandlers<'report/cashierReport'> = {
  get_detail: read(async ({ db, propertyId }, data) => {
    const criteria = only(data);
    const hotel = await hotelOf(db, propertyId);
    const scope = scopeOf(criteria, propertyId, hotel.hotelDate);
    const table = await RUNS[criteria.report](db, scope);
    return [reportAnswer(criteria.report, NOW.has(criteria.report) ? 'now' : 'range', scope, hotel, table)];
  }),
};
