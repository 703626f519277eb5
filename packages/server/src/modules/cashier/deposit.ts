import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { badRequest, businessRule, notFound } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { fromMillionths, toMillionths } from './charges.ts';
import { type Db, hotelDateOf, isoTimestamp } from './common.ts';
import { FOLIO_ENTITY, insertPosting, openShiftOf, paymentTender, postCharge } from './folio.ts';

// Advance deposits (operations.md §2.7). A booking's deposit ledger is its folio of owner
// 'reservation'; every figure below is summed from that folio's non-void postings, never stored.

type Account = Schemas['DepositAccount'];
type Receipt = Schemas['DepositReceipt'];
type Entry = Schemas['DepositEntry'];

export const DEPOSIT_RECEIPT_ENTITY = 'deposit-receipt';
/** A booking takes deposits until it arrives. */
const TAKES_DEPOSITS = ['waitlist', 'tentative', 'confirmed', 'guaranteed'] as const;
/** A booking that will not arrive: its deposit is refunded or forfeited in full. */
const GONE = ['cancelled', 'no-show'] as const;
const MAX_CENTS = toCents('999999999999.99');

const money = (value: string | number | null) => fromCents(toCents(String(value ?? '0')));
const negate = (value: string) => fromCents(-toCents(value));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

interface AccountRow {
  reservation_id: number;
  confirmation_number: string;
  status: Account['status'];
  guest_name: string;
  company_name: string;
  arrival: string;
  departure: string;
  deposit_required: string;
  deposit_due_date: string | null;
  cancellation_fee: string | null;
  folio_id: number | null;
  payments: string;
  refunded: string;
  forfeited: string;
  transferred: string;
  total: string;
}

/**
 * The deposit accounts of bookings: by id, or as a list view. Figures per ledger: received =
 * deposits net of their corrections, refunded, forfeited (charges), transferred (transfer pairs),
 * held = −Σ postings.
 */
async function readAccounts(
  db: Db,
  propertyId: number,
  where: { ids?: readonly number[]; filter?: Schemas['DepositListFilter'] },
): Promise<Account[]> {
  const hotelDate = await hotelDateOf(db, propertyId);
  const filter = where.filter ?? {};
  const view = filter.view ?? 'all';
  const search = filter.search?.trim() ?? '';
  const conditions = [sql`r.property_id = ${propertyId}`];
  if (where.ids) conditions.push(sql`r.id in (${sql.join(where.ids.length > 0 ? where.ids : [0])})`);
  else conditions.push(sql`(r.deposit_required > 0 or f.id is not null)`);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(sql`(r.confirmation_number ilike ${`${escapeLike(search)}%`}
      or coalesce(g.last_name || ' ' || g.first_name, '') ilike ${pattern}
      or coalesce(g.first_name || ' ' || g.last_name, '') ilike ${pattern}
      or coalesce(co.name, '') ilike ${pattern})`);
  }
  const live = sql`r.status in (${sql.join(TAKES_DEPOSITS.map((status) => sql`${status}`))})`;
  const short = sql`-coalesce(x.total, 0) < r.deposit_required`;
  if (view === 'due-today') conditions.push(sql`${live} and ${short} and r.deposit_due_date = ${hotelDate}`);
  if (view === 'overdue') conditions.push(sql`${live} and ${short} and r.deposit_due_date < ${hotelDate}`);
  if (view === 'outstanding') conditions.push(sql`${live} and ${short}`);
  if (view === 'held') conditions.push(sql`coalesce(x.total, 0) < 0`);
  const limit = where.ids ? 1000 : (filter.limit ?? 200);
  const result = await sql<AccountRow>`
    select r.id as reservation_id, r.confirmation_number, r.status,
      case when g.id is null then '' when g.first_name = '' then g.last_name
        else g.last_name || ', ' || g.first_name end as guest_name,
      coalesce(co.name, '') as company_name,
      r.arrival, r.departure, r.deposit_required, r.deposit_due_date, r.cancellation_fee,
      f.id as folio_id,
      coalesce(x.payments, 0) as payments, coalesce(x.refunded, 0) as refunded,
      coalesce(x.forfeited, 0) as forfeited, coalesce(x.transferred, 0) as transferred,
      coalesce(x.total, 0) as total
    from reservation as r
    left join guest_profile as g on g.id = r.guest_profile_id
    left join company_profile as co on co.id = r.company_profile_id
    left join folio as f on f.reservation_id = r.id and f.owner_kind = 'reservation'
    left join lateral (
      select
        sum(case when p.kind = 'payment' and p.transfer_of is null then p.total else 0 end) as payments,
        sum(case when d.kind = 'refund' then p.total else 0 end) as refunded,
        sum(case when p.kind = 'charge' and p.transfer_of is null then p.total else 0 end) as forfeited,
        sum(case when p.transfer_of is not null then p.total else 0 end) as transferred,
        sum(p.total) as total
      from posting as p
      left join deposit_receipt as d on d.posting_id = p.id
      where p.folio_id = f.id and not p.is_void
    ) as x on true
    where ${sql.join(conditions, sql` and `)}
    order by r.deposit_due_date nulls last, r.arrival, r.confirmation_number
    limit ${limit}`.execute(db);
  return result.rows.map((row) => {
    const refunded = toCents(String(row.refunded));
    const received = -toCents(String(row.payments)) + refunded;
    const held = -toCents(String(row.total));
    const required = toCents(String(row.deposit_required));
    // What a live booking still has to pay: the deposit required less what it holds now.
    const outstanding = required > held ? required - held : 0n;
    const live = (TAKES_DEPOSITS as readonly string[]).includes(row.status);
    return {
      reservationId: row.reservation_id,
      confirmationNumber: row.confirmation_number,
      status: row.status,
      guestName: row.guest_name,
      companyName: row.company_name,
      arrival: row.arrival,
      departure: row.departure,
      depositRequired: money(row.deposit_required),
      depositDueDate: row.deposit_due_date,
      received: fromCents(received),
      refunded: fromCents(refunded),
      forfeited: money(row.forfeited),
      transferred: money(row.transferred),
      balance: fromCents(held),
      outstanding: fromCents(live ? outstanding : 0n),
      overdue: live && outstanding > 0n && row.deposit_due_date !== null && row.deposit_due_date < hotelDate,
      cancellationFee: row.cancellation_fee === null ? null : money(row.cancellation_fee),
      folioId: row.folio_id,
    };
  });
}

async function ledgerEntries(db: Db, folioId: number): Promise<Entry[]> {
  const rows = await db
    .selectFrom('posting as p')
    .leftJoin('deposit_receipt as d', 'd.posting_id', 'p.id')
    .select([
      'p.id',
      'p.kind',
      'p.hotel_date',
      'p.description',
      'p.payment_type_id',
      'p.total',
      'p.currency_code',
      'p.foreign_amount',
      'p.exchange_rate',
      'p.reference',
      'p.cashier',
      'p.is_void',
      'p.created_at',
      'p.transfer_of',
      'p.correction_of',
      'd.kind as receipt_kind',
      'd.receipt_number',
    ])
    .where('p.folio_id', '=', folioId)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    postingId: row.id,
    receiptNumber: row.receipt_number,
    kind:
      row.receipt_kind ??
      (row.transfer_of !== null
        ? 'transfer'
        : row.correction_of !== null
          ? 'correction'
          : row.kind === 'charge'
            ? 'forfeit'
            : 'deposit'),
    hotelDate: row.hotel_date,
    description: row.description,
    paymentTypeId: row.payment_type_id,
    total: money(row.total),
    currencyCode: row.currency_code,
    foreignAmount: row.foreign_amount === null ? null : money(row.foreign_amount),
    exchangeRate: fromMillionths(toMillionths(String(row.exchange_rate))),
    reference: row.reference,
    cashier: row.cashier,
    void: row.is_void,
    createdAt: isoTimestamp(row.created_at),
  }));
}

async function oneAccount(db: Db, propertyId: number, reservationId: number, entries: boolean): Promise<Account> {
  const [account] = await readAccounts(db, propertyId, { ids: [reservationId] });
  if (!account) throw notFound('No such reservation', '/data/0/reservationId');
  if (!entries) return account;
  return { ...account, entries: account.folioId === null ? [] : await ledgerEntries(db, account.folioId) };
}

/**
 * The booking, locked against a check-in (which moves the ledger to the guest folio) and against
 * another deposit command: takes, refunds and forfeits of one booking run one after another, so
 * that two refunds never both pay out the same money.
 */
async function lockedReservation(context: ActionContext, reservationId: number) {
  const reservation = await context.db
    .selectFrom('reservation')
    .select(['id', 'status', 'confirmation_number', 'deposit_required'])
    .where('id', '=', reservationId)
    .where('property_id', '=', context.propertyId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!reservation) throw notFound('No such reservation', '/data/0/reservationId');
  return reservation;
}

/** The booking's deposit ledger, made on first use (the unique key lets two first takes share one). */
async function depositFolio(context: ActionContext, reservationId: number): Promise<number> {
  const { db, propertyId } = context;
  const created = await db
    .insertInto('folio')
    .values({
      property_id: propertyId,
      owner_kind: 'reservation',
      reservation_id: reservationId,
      created_by: context.actor,
    })
    .onConflict((oc) => oc.column('reservation_id').where('owner_kind', '=', 'reservation').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) {
    await context.audit({
      entity: FOLIO_ENTITY,
      entityId: created.id,
      before: null,
      after: { id: created.id, ownerKind: 'reservation', reservationId },
    });
    return created.id;
  }
  const found = await db
    .selectFrom('folio')
    .select(['id', 'status'])
    .where('reservation_id', '=', reservationId)
    .where('owner_kind', '=', 'reservation')
    .executeTakeFirstOrThrow();
  if (found.status !== 'open') {
    throw businessRule('FOLIO_CLOSED', 'The deposit ledger of this booking is closed', [
      { field: '/data/0/reservationId', message: 'has a closed deposit ledger' },
    ]);
  }
  return found.id;
}

/** What a payment type takes: its currency, the buying rate in force, and the local amount. */
async function tendered(context: ActionContext, paymentTypeId: number, amount: string) {
  const { type, currencyCode, rate, local, hotelDate } = await paymentTender(context, paymentTypeId, amount);
  const cents = toCents(local);
  if (cents <= 0n) {
    throw badRequest('The amount is less than a cent in local currency', [
      { field: '/data/0/amount', message: 'makes nothing in local currency' },
    ]);
  }
  if (cents > MAX_CENTS) {
    throw badRequest('The amount is too large', [{ field: '/data/0/amount', message: 'is over 999,999,999,999.99' }]);
  }
  return {
    type,
    transactionCodeId: type.transaction_code_id,
    currencyCode,
    rate,
    local,
    hotelDate,
  };
}

function positive(amount: string): void {
  if (toCents(amount) <= 0n) {
    throw badRequest('The amount is more than zero', [{ field: '/data/0/amount', message: 'must be more than 0' }]);
  }
}

/** Numbers the posting's receipt (the database's sequence) and answers it, audited. */
async function issueReceipt(
  context: ActionContext,
  reservationId: number,
  postingId: number,
  kind: Receipt['kind'],
): Promise<Receipt> {
  const { db, propertyId } = context;
  await db
    .insertInto('deposit_receipt')
    .values({ posting_id: postingId, property_id: propertyId, reservation_id: reservationId, kind })
    .execute();
  const receipt = await readReceipt(db, propertyId, postingId);
  await context.audit({
    entity: DEPOSIT_RECEIPT_ENTITY,
    entityId: receipt.receiptNumber,
    before: null,
    after: receipt,
  });
  return receipt;
}

async function readReceipt(db: Db, propertyId: number, postingId: number): Promise<Receipt> {
  const row = await db
    .selectFrom('deposit_receipt as d')
    .innerJoin('posting as p', 'p.id', 'd.posting_id')
    .innerJoin('cashier_shift as s', 's.id', 'p.shift_id')
    .innerJoin('reservation as r', 'r.id', 'd.reservation_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .leftJoin('company_profile as co', 'co.id', 'r.company_profile_id')
    .select([
      'd.receipt_number',
      'd.kind',
      'd.reservation_id',
      'r.confirmation_number',
      'r.arrival',
      'r.departure',
      'p.id as posting_id',
      'p.hotel_date',
      'p.description',
      'p.total',
      'p.currency_code',
      'p.foreign_amount',
      'p.exchange_rate',
      'p.reference',
      'p.cashier',
      'p.created_at',
      's.shift',
      sql<string>`case when g.id is null then coalesce(co.name, '') when g.first_name = '' then g.last_name
        else g.last_name || ', ' || g.first_name end`.as('guest_name'),
    ])
    .where('d.posting_id', '=', postingId)
    .where('d.property_id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const account = await oneAccount(db, propertyId, row.reservation_id, false);
  const total = toCents(String(row.total));
  return {
    receiptNumber: row.receipt_number,
    kind: row.kind,
    reservationId: row.reservation_id,
    confirmationNumber: row.confirmation_number,
    guestName: row.guest_name,
    arrival: row.arrival,
    departure: row.departure,
    postingId: row.posting_id,
    hotelDate: row.hotel_date,
    description: row.description,
    amount: fromCents(total < 0n ? -total : total),
    currencyCode: row.currency_code,
    foreignAmount: row.foreign_amount === null ? null : fromCents(abs(toCents(String(row.foreign_amount)))),
    exchangeRate: fromMillionths(toMillionths(String(row.exchange_rate))),
    reference: row.reference,
    cashier: row.cashier,
    shift: row.shift,
    createdAt: isoTimestamp(row.created_at),
    balance: account.balance,
  };
}

const abs = (cents: bigint) => (cents < 0n ? -cents : cents);

async function takeDeposit(context: ActionContext, item: Schemas['DepositTake']): Promise<Receipt> {
  positive(item.amount);
  const shift = await openShiftOf(context);
  const reservation = await lockedReservation(context, item.reservationId);
  if (!(TAKES_DEPOSITS as readonly string[]).includes(reservation.status)) {
    throw businessRule(
      'NOT_BEFORE_ARRIVAL',
      reservation.status === 'in-house'
        ? 'The booking is in house: take the payment on the guest folio'
        : `A booking that is ${reservation.status} takes no deposit`,
      [{ field: '/data/0/reservationId', message: `is ${reservation.status}, not before arrival` }],
    );
  }
  const tender = await tendered(context, item.paymentTypeId, item.amount);
  const folioId = await depositFolio(context, reservation.id);
  const posting = await insertPosting(context, {
    property_id: context.propertyId,
    folio_id: folioId,
    window_number: 1,
    hotel_date: tender.hotelDate,
    kind: 'payment',
    transaction_code_id: tender.transactionCodeId,
    payment_type_id: tender.type.id,
    description: tender.type.name,
    quantity: 1,
    unit_amount: negate(tender.local),
    net_amount: negate(tender.local),
    service_charge: '0.00',
    tax: '0.00',
    total: negate(tender.local),
    currency_code: tender.currencyCode,
    foreign_amount: money(item.amount),
    exchange_rate: tender.rate,
    shift_id: shift.id,
    cashier: context.actor,
    reference: item.reference ?? '',
  });
  return issueReceipt(context, reservation.id, posting.id, 'deposit');
}

/** What a refund or forfeit may take: all that is held when the booking is gone, else the excess. */
async function refundable(
  context: ActionContext,
  reservation: { id: number; status: string; deposit_required: string },
) {
  const account = await oneAccount(context.db, context.propertyId, reservation.id, false);
  const held = toCents(account.balance);
  const gone = (GONE as readonly string[]).includes(reservation.status);
  const keep = gone ? 0n : toCents(String(reservation.deposit_required));
  return { account, held, gone, limit: held > keep ? held - keep : 0n };
}

async function refundDeposit(context: ActionContext, item: Schemas['DepositRefund']): Promise<Receipt> {
  positive(item.amount);
  const shift = await openShiftOf(context);
  const reservation = await lockedReservation(context, item.reservationId);
  if (reservation.status === 'in-house' || reservation.status === 'checked-out') {
    throw businessRule('DEPOSIT_ON_GUEST_FOLIO', 'The deposit went to the guest folio at check-in: refund it there', [
      { field: '/data/0/reservationId', message: `is ${reservation.status}` },
    ]);
  }
  const { account, gone, limit } = await refundable(context, reservation);
  const tender = await tendered(context, item.paymentTypeId, item.amount);
  if (toCents(tender.local) > limit) {
    const message = gone
      ? `is more than the ${account.balance} held`
      : `is more than the ${fromCents(limit)} held above the deposit required (${account.depositRequired})`;
    throw businessRule('REFUND_OVER_HELD', `The refund (${tender.local} in local currency) ${message}`, [
      { field: '/data/0/amount', message },
    ]);
  }
  if (account.folioId === null) throw new Error('A deposit is held without a ledger');
  const posting = await insertPosting(context, {
    property_id: context.propertyId,
    folio_id: account.folioId,
    window_number: 1,
    hotel_date: tender.hotelDate,
    kind: 'payment',
    transaction_code_id: tender.transactionCodeId,
    payment_type_id: tender.type.id,
    description: `${tender.type.name} refund`.slice(0, 200),
    quantity: 1,
    unit_amount: tender.local,
    net_amount: tender.local,
    service_charge: '0.00',
    tax: '0.00',
    total: tender.local,
    currency_code: tender.currencyCode,
    foreign_amount: negate(money(item.amount)),
    exchange_rate: tender.rate,
    shift_id: shift.id,
    cashier: context.actor,
    reference: item.reference ?? '',
  });
  return issueReceipt(context, reservation.id, posting.id, 'refund');
}

async function forfeitDeposit(context: ActionContext, item: Schemas['DepositForfeit']): Promise<Receipt> {
  positive(item.amount);
  const reservation = await lockedReservation(context, item.reservationId);
  if (!(GONE as readonly string[]).includes(reservation.status)) {
    throw businessRule('NOT_CANCELLED', 'Only a cancelled or no-show booking forfeits its deposit', [
      { field: '/data/0/reservationId', message: `is ${reservation.status}` },
    ]);
  }
  const { account, held } = await refundable(context, reservation);
  if (account.folioId === null || held <= 0n) {
    throw businessRule('NO_DEPOSIT_HELD', 'The booking holds no deposit to forfeit', [
      { field: '/data/0/reservationId', message: 'holds no deposit' },
    ]);
  }
  // The charge code's tax and service rules apply: what the guest loses is the charge's total.
  const posting = await postCharge(context, {
    folioId: account.folioId,
    window: 1,
    transactionCodeId: item.transactionCodeId,
    quantity: 1,
    unitAmount: item.amount,
    ...(item.description?.trim() ? { description: item.description.trim() } : {}),
    reference: reservation.confirmation_number,
  });
  if (toCents(posting.total) > held) {
    throw businessRule(
      'FORFEIT_OVER_HELD',
      `The forfeit (${posting.total} with tax and service) is more than the ${account.balance} held`,
      [{ field: '/data/0/amount', message: `makes ${posting.total}, more than the ${account.balance} held` }],
    );
  }
  return issueReceipt(context, reservation.id, posting.id, 'forfeit');
}

export const depositHandlers: PathHandlers<'cashier/deposit'> = {
  list: read(async ({ db, propertyId }, data) => readAccounts(db, propertyId, { filter: data[0] ?? {} })),
  get: read(async ({ db, propertyId }, data) => [await oneAccount(db, propertyId, only(data).reservationId, true)]),
  take: write(async (context, data) => [await takeDeposit(context, only(data))]),
  refund: write(async (context, data) => [await refundDeposit(context, only(data))]),
  forfeit: write(async (context, data) => [await forfeitDeposit(context, only(data))]),
};
