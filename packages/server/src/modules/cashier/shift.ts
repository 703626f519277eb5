import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { badRequest, businessRule, conflict, describeConstraint, notFound } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { type Db, hotelDateOf, isoTimestamp, isoTimestampOrNull, userIdOf } from './common.ts';

type Shift = Schemas['CashierShift'];

export const SHIFT_ENTITY = 'cashier-shift';

describeConstraint('cashier_shift_one_open', 'shift', 'the cashier has a shift open already');

/** The live payment totals of shifts: non-void payments per payment type and tendered currency. */
async function liveTotals(db: Db, shiftIds: number[]) {
  if (shiftIds.length === 0) return [];
  return db
    .selectFrom('posting as p')
    .innerJoin('payment_type as t', 't.id', 'p.payment_type_id')
    .select([
      'p.shift_id',
      'p.payment_type_id',
      't.code',
      't.kind',
      'p.currency_code',
      // Payments are negative on the folio; the shift counts what was taken (the tendered amount).
      sql<string>`sum(coalesce(p.foreign_amount, -p.total))`.as('amount'),
      sql<string>`-sum(p.total)`.as('local_amount'),
    ])
    .where('p.shift_id', 'in', shiftIds)
    .where('p.kind', '=', 'payment')
    .where('p.is_void', '=', false)
    .groupBy(['p.shift_id', 'p.payment_type_id', 't.code', 't.kind', 'p.currency_code'])
    .orderBy('t.code')
    .orderBy('p.currency_code')
    .execute();
}

export async function readShifts(
  db: Db,
  propertyId: number,
  where: { id?: number; userId?: number; open?: boolean; filter?: Schemas['CashierShiftFilter'] },
) {
  const filter = where.filter ?? {};
  let query = db.selectFrom('cashier_shift as s').where('s.property_id', '=', propertyId);
  if (where.id != null) query = query.where('s.id', '=', where.id);
  if (filter.id != null) query = query.where('s.id', '=', filter.id);
  if (where.userId != null) query = query.where('s.user_id', '=', where.userId);
  if (where.open) query = query.where('s.closed_at', 'is', null);
  if (filter.fromDate) query = query.where('s.hotel_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('s.hotel_date', '<=', filter.toDate);
  if (filter.status === 'open') query = query.where('s.closed_at', 'is', null);
  if (filter.status === 'closed') query = query.where('s.closed_at', 'is not', null);
  if (filter.cashier) query = query.where('s.cashier', '=', filter.cashier);
  const offset = filter.offset ?? 0;
  const counted = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll('s')
    .orderBy('s.opened_at', 'desc')
    .orderBy('s.id', 'desc')
    .offset(offset)
    .limit(filter.limit ?? 50)
    .execute();
  const ids = rows.map((row) => row.id);
  const open = rows.filter((row) => row.closed_at === null).map((row) => row.id);
  const live = await liveTotals(db, open);
  const frozen =
    ids.length === 0
      ? []
      : await db
          .selectFrom('cashier_shift_total as x')
          .innerJoin('payment_type as t', 't.id', 'x.payment_type_id')
          .select([
            'x.shift_id',
            'x.payment_type_id',
            't.code',
            't.kind',
            'x.currency_code',
            'x.amount',
            'x.local_amount',
          ])
          .where('x.shift_id', 'in', ids)
          .orderBy('t.code')
          .orderBy('x.currency_code')
          .execute();
  const counts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('cashier_shift_count')
          .selectAll()
          .where('shift_id', 'in', ids)
          .orderBy('currency_code')
          .execute();
  const shifts: Shift[] = rows.map((row) => ({
    id: row.id,
    shift: row.shift,
    hotelDate: row.hotel_date,
    cashier: row.cashier,
    status: row.closed_at === null ? 'open' : 'closed',
    openedAt: isoTimestamp(row.opened_at),
    closedAt: isoTimestampOrNull(row.closed_at),
    closedBy: row.closed_by,
    totals: [...live, ...frozen]
      .filter((total) => total.shift_id === row.id)
      .map((total) => ({
        paymentTypeId: total.payment_type_id as number,
        paymentTypeCode: total.code,
        paymentKind: total.kind,
        currencyCode: total.currency_code,
        amount: fromCents(toCents(String(total.amount))),
        localAmount: fromCents(toCents(String(total.local_amount))),
      })),
    counts: counts
      .filter((count) => count.shift_id === row.id)
      .map((count) => ({
        currencyCode: count.currency_code,
        expected: fromCents(toCents(count.expected)),
        counted: fromCents(toCents(count.counted)),
        difference: fromCents(toCents(count.counted) - toCents(count.expected)),
      })),
  }));
  return { total: Number(counted.total), offset, rows: shifts };
}

async function oneShift(db: Db, propertyId: number, id: number): Promise<Shift> {
  const [shift] = (await readShifts(db, propertyId, { id })).rows;
  if (!shift) throw notFound('No such shift', '/data/0/id');
  return shift;
}

async function openShift(context: ActionContext, item: Schemas['CashierShiftOpen']): Promise<Shift> {
  const { db, propertyId } = context;
  const userId = userIdOf(context);
  const [already] = (await readShifts(db, propertyId, { userId, open: true })).rows;
  if (already) {
    throw conflict('SHIFT_OPEN', `You have the ${already.shift} shift of ${already.hotelDate} open; close it first`, [
      { field: '/data/0/shift', message: 'the cashier has a shift open already' },
    ]);
  }
  const { id } = await db
    .insertInto('cashier_shift')
    .values({
      property_id: propertyId,
      user_id: userId,
      cashier: context.actor,
      shift: item.shift,
      hotel_date: await hotelDateOf(db, propertyId),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const after = await oneShift(db, propertyId, id);
  await context.audit({ entity: SHIFT_ENTITY, entityId: id, before: null, after });
  return after;
}

async function closeShift(context: ActionContext, item: Schemas['CashierShiftClose']): Promise<Shift> {
  const { db, propertyId } = context;
  const userId = userIdOf(context);
  // The lock waits for the postings being made in this shift (they hold it shared) and keeps new
  // ones out until the close commits: the frozen totals hold every posting the shift took.
  const row = await db
    .selectFrom('cashier_shift')
    .select(['id', 'user_id', 'closed_at'])
    .where('id', '=', item.id)
    .where('property_id', '=', propertyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('No such shift', '/data/0/id');
  if (row.user_id !== userId) {
    throw businessRule('NOT_YOUR_SHIFT', 'A cashier closes only their own shift', [
      { field: '/data/0/id', message: 'is another cashier’s shift' },
    ]);
  }
  if (row.closed_at !== null) {
    throw conflict('SHIFT_CLOSED', 'The shift is closed already; a closed shift is never changed', [
      { field: '/data/0/id', message: 'is closed already' },
    ]);
  }
  const seen = new Set<string>();
  item.counts.forEach((count, index) => {
    if (seen.has(count.currencyCode)) {
      throw badRequest('Each currency is counted once', [
        { field: `/data/0/counts/${index}/currencyCode`, message: 'is counted twice' },
      ]);
    }
    seen.add(count.currencyCode);
  });
  const currencies = new Set(
    (await db.selectFrom('currency').select('code').where('property_id', '=', propertyId).execute()).map((c) => c.code),
  );
  item.counts.forEach((count, index) => {
    if (!currencies.has(count.currencyCode)) {
      throw badRequest('Unknown currency', [
        { field: `/data/0/counts/${index}/currencyCode`, message: 'is not a currency of the hotel' },
      ]);
    }
  });
  const before = await oneShift(db, propertyId, item.id);
  const totals = await liveTotals(db, [item.id]);
  const expectedCash = new Map<string, bigint>();
  for (const total of totals) {
    if (total.kind !== 'CASH') continue;
    expectedCash.set(
      total.currency_code,
      (expectedCash.get(total.currency_code) ?? 0n) + toCents(String(total.amount)),
    );
  }
  const missing = [...expectedCash.keys()].filter((code) => !seen.has(code));
  if (missing.length > 0) {
    throw businessRule('CASH_NOT_COUNTED', `Count the cash in ${missing.join(', ')} before closing the shift`, [
      { field: '/data/0/counts', message: `must count ${missing.join(', ')}` },
    ]);
  }
  if (totals.length > 0) {
    await db
      .insertInto('cashier_shift_total')
      .values(
        totals.map((total) => ({
          property_id: propertyId,
          shift_id: item.id,
          payment_type_id: total.payment_type_id as number,
          currency_code: total.currency_code,
          amount: String(total.amount),
          local_amount: String(total.local_amount),
        })),
      )
      .execute();
  }
  if (item.counts.length > 0) {
    await db
      .insertInto('cashier_shift_count')
      .values(
        item.counts.map((count) => ({
          property_id: propertyId,
          shift_id: item.id,
          currency_code: count.currencyCode,
          expected: fromCents(expectedCash.get(count.currencyCode) ?? 0n),
          counted: count.counted,
        })),
      )
      .execute();
  }
  await db
    .updateTable('cashier_shift')
    .set({ closed_at: sql`now()`, closed_by: context.actor })
    .where('id', '=', item.id)
    .execute();
  const after = await oneShift(db, propertyId, item.id);
  await context.audit({ entity: SHIFT_ENTITY, entityId: item.id, before, after });
  return after;
}

/**
 * One shift's postings by transaction code for its close and review: what each code took in the
 * shift (voids and transfer halves apart, so the lines add up to the shift's business).
 */
async function shiftSummary(db: Db, propertyId: number, id: number): Promise<Schemas['CashierShiftSummary']> {
  const shift = await db
    .selectFrom('cashier_shift')
    .select('id')
    .where('id', '=', id)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!shift) throw notFound('No such shift', '/data/0/id');
  const codes = await db
    .selectFrom('posting as p')
    .innerJoin('transaction_code as c', 'c.id', 'p.transaction_code_id')
    .select([
      'p.transaction_code_id',
      'c.code',
      'c.name',
      'p.kind',
      sql<string>`count(*)`.as('count'),
      sql<string>`sum(p.net_amount)`.as('net_amount'),
      sql<string>`sum(p.service_charge)`.as('service_charge'),
      sql<string>`sum(p.tax)`.as('tax'),
      sql<string>`sum(p.total)`.as('total'),
    ])
    .where('p.shift_id', '=', id)
    .where('p.is_void', '=', false)
    .where('p.transfer_of', 'is', null)
    .groupBy(['p.transaction_code_id', 'c.code', 'c.name', 'p.kind'])
    .orderBy('p.kind')
    .orderBy('c.code')
    .execute();
  const others = await db
    .selectFrom('posting')
    .select([
      sql<string>`count(*) filter (where is_void)`.as('void_count'),
      sql<string>`coalesce(sum(total) filter (where is_void), 0)`.as('void_total'),
      sql<string>`count(*) filter (where transfer_of is not null and not is_void)`.as('transfer_count'),
    ])
    .where('shift_id', '=', id)
    .executeTakeFirstOrThrow();
  const money = (value: string) => fromCents(toCents(String(value)));
  return {
    shiftId: id,
    codes: codes.map((row) => ({
      transactionCodeId: row.transaction_code_id,
      transactionCode: row.code,
      name: row.name,
      kind: row.kind as 'charge' | 'payment',
      count: Number(row.count),
      netAmount: money(row.net_amount),
      serviceCharge: money(row.service_charge),
      tax: money(row.tax),
      total: money(row.total),
    })),
    voidCount: Number(others.void_count),
    voidTotal: money(others.void_total),
    transferCount: Number(others.transfer_count),
  };
}

export const shiftHandlers: PathHandlers<'cashier/shift'> = {
  current: read(async (context) => {
    const [shift] = (await readShifts(context.db, context.propertyId, { userId: userIdOf(context), open: true })).rows;
    return shift ? [shift] : [];
  }),
  open: write(async (context, data) => [await openShift(context, only(data))]),
  close: write(async (context, data) => [await closeShift(context, only(data))]),
  list: read(async ({ db, propertyId }, data) => [await readShifts(db, propertyId, { filter: data[0] ?? {} })]),
  summary: read(async ({ db, propertyId }, data) => [await shiftSummary(db, propertyId, only(data).id)]),
};
