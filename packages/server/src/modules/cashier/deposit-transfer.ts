import { sql } from 'kysely';
import { businessRule } from '../../api/errors.ts';
import type { ActionContext } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import type { Row } from '../../db/schema.ts';
import { type Db, hotelDateOf } from './common.ts';
import { FOLIO_ENTITY, insertPosting } from './folio.ts';

// The deposit moving to the guest folio at check-in, and back when the check-in is taken back
// (operations.md §1.1, §2.7). Called by the reservation module through api/stay-hooks.ts in the
// check-in's own transaction, so that a check-in never commits without its transfer.

export const DEPOSIT_TRANSFER_ENTITY = 'deposit-transfer';

const money = (value: string | number) => fromCents(toCents(String(value)));
const negate = (value: string | number) => fromCents(-toCents(String(value)));

/**
 * The hotel's system shift of the hotel date, opened on first use. System-made postings carry it:
 * the front desk that checks a guest in holds no cashier shift, and a deposit moved from the ledger
 * to the guest folio was counted in the shift that took it; the pair nets to zero in this one.
 * Shifts of the system left open from earlier dates are closed here (day-end may close them too).
 */
export async function systemShift(db: Db, propertyId: number, hotelDate: string): Promise<number> {
  const found = await db
    .selectFrom('cashier_shift')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('user_id', 'is', null)
    .where('hotel_date', '=', hotelDate)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (found) return found.id;
  await db
    .updateTable('cashier_shift')
    .set({ closed_at: sql`now()`, closed_by: 'system' })
    .where('property_id', '=', propertyId)
    .where('user_id', 'is', null)
    .where('hotel_date', '<', hotelDate)
    .where('closed_at', 'is', null)
    .execute();
  await db
    .insertInto('cashier_shift')
    .values({ property_id: propertyId, user_id: null, cashier: 'system', shift: 'AM', hotel_date: hotelDate })
    .onConflict((oc) => oc.columns(['property_id', 'hotel_date']).where('user_id', 'is', null).doNothing())
    .execute();
  const made = await db
    .selectFrom('cashier_shift')
    .select(['id', 'closed_at'])
    .where('property_id', '=', propertyId)
    .where('user_id', 'is', null)
    .where('hotel_date', '=', hotelDate)
    .executeTakeFirstOrThrow();
  if (made.closed_at !== null) {
    throw businessRule('SYSTEM_SHIFT_CLOSED', `The hotel date ${hotelDate} is closed for system postings`, [
      { field: '/data/0', message: 'the system shift of the hotel date is closed' },
    ]);
  }
  return made.id;
}

/** Postings of a folio that still stand there: not void, not an out half, not transferred away. */
async function standing(db: Db, folioId: number): Promise<Row<'posting'>[]> {
  return db
    .selectFrom('posting as p')
    .selectAll('p')
    .where('p.folio_id', '=', folioId)
    .where('p.is_void', '=', false)
    .where((eb) => eb.or([eb('p.transfer_side', 'is', null), eb('p.transfer_side', '=', 'in')]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('posting as o')
            .select('o.id')
            .whereRef('o.transfer_of', '=', 'p.id')
            .where('o.transfer_side', '=', 'out')
            .where('o.is_void', '=', false),
        ),
      ),
    )
    .orderBy('p.id')
    .execute();
}

/** Moves postings to a folio's window as out/in pairs; answers the credit moved. */
async function movePairs(
  context: ActionContext,
  rows: readonly Row<'posting'>[],
  to: { folioId: number; window: (row: Row<'posting'>) => number },
  shiftId: number,
  hotelDate: string,
): Promise<bigint> {
  let moved = 0n;
  for (const row of rows) {
    const line = {
      property_id: row.property_id,
      kind: row.kind,
      transaction_code_id: row.transaction_code_id,
      payment_type_id: row.payment_type_id,
      description: row.description,
      unit_amount: money(row.unit_amount),
      currency_code: row.currency_code,
      exchange_rate: String(row.exchange_rate),
      reference: row.reference,
      hotel_date: hotelDate,
      shift_id: shiftId,
      cashier: context.actor,
      transfer_of: row.id,
    };
    await insertPosting(context, {
      ...line,
      folio_id: row.folio_id,
      window_number: row.window_number,
      quantity: -row.quantity,
      net_amount: negate(row.net_amount),
      service_charge: negate(row.service_charge),
      tax: negate(row.tax),
      total: negate(row.total),
      foreign_amount: row.foreign_amount === null ? null : negate(row.foreign_amount),
      transfer_side: 'out',
    });
    await insertPosting(context, {
      ...line,
      folio_id: to.folioId,
      window_number: to.window(row),
      quantity: row.quantity,
      net_amount: money(row.net_amount),
      service_charge: money(row.service_charge),
      tax: money(row.tax),
      total: money(row.total),
      foreign_amount: row.foreign_amount === null ? null : money(row.foreign_amount),
      transfer_side: 'in',
    });
    moved -= toCents(String(row.total));
  }
  return moved;
}

async function guestFolio(context: ActionContext, stay: { id: number; reservation_id: number }): Promise<number> {
  const { db, propertyId } = context;
  const created = await db
    .insertInto('folio')
    .values({
      property_id: propertyId,
      owner_kind: 'stay',
      stay_id: stay.id,
      reservation_id: stay.reservation_id,
      created_by: context.actor,
    })
    .onConflict((oc) => oc.column('stay_id').where('owner_kind', '=', 'stay').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (created) {
    await context.audit({
      entity: FOLIO_ENTITY,
      entityId: created.id,
      before: null,
      after: { id: created.id, ownerKind: 'stay', stayId: stay.id, reservationId: stay.reservation_id },
    });
    return created.id;
  }
  const found = await db
    .selectFrom('folio')
    .select('id')
    .where('stay_id', '=', stay.id)
    .where('owner_kind', '=', 'stay')
    .executeTakeFirstOrThrow();
  return found.id;
}

async function recordTransfer(
  context: ActionContext,
  values: {
    reservationId: number;
    stayId: number;
    from: number;
    to: number;
    direction: 'check-in' | 'undo-check-in';
    amount: bigint;
    postings: number;
    hotelDate: string;
  },
): Promise<void> {
  const row = await context.db
    .insertInto('deposit_transfer')
    .values({
      property_id: context.propertyId,
      reservation_id: values.reservationId,
      stay_id: values.stayId,
      from_folio_id: values.from,
      to_folio_id: values.to,
      direction: values.direction,
      amount: fromCents(values.amount),
      postings: values.postings,
      hotel_date: values.hotelDate,
      created_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await context.audit({
    entity: DEPOSIT_TRANSFER_ENTITY,
    entityId: row.id,
    before: null,
    after: { ...values, amount: fromCents(values.amount) },
  });
}

/**
 * At check-in: what stands on each booking's deposit ledger moves to window 1 of the guest folio
 * of the first of its stays checked in (a booking of several rooms brings its deposit to the
 * first room in; the others find the ledger empty).
 */
export async function transferDepositsAtCheckIn(context: ActionContext, stayIds: readonly number[]): Promise<void> {
  const { db, propertyId } = context;
  const stays = await db
    .selectFrom('room_stay')
    .select(['id', 'reservation_id'])
    .where('property_id', '=', propertyId)
    .where('id', 'in', stayIds)
    .orderBy('id')
    .execute();
  let hotelDate: string | undefined;
  let shiftId: number | undefined;
  for (const stay of stays) {
    // Locked for update: a take or refund of the same booking waits for the check-in, then finds it.
    const ledger = await db
      .selectFrom('folio')
      .select(['id', 'status'])
      .where('reservation_id', '=', stay.reservation_id)
      .where('owner_kind', '=', 'reservation')
      .forUpdate()
      .executeTakeFirst();
    if (ledger?.status !== 'open') continue;
    const rows = await standing(db, ledger.id);
    if (rows.length === 0) continue;
    hotelDate ??= await hotelDateOf(db, propertyId);
    shiftId ??= await systemShift(db, propertyId, hotelDate);
    const to = await guestFolio(context, stay);
    const amount = await movePairs(context, rows, { folioId: to, window: () => 1 }, shiftId, hotelDate);
    await recordTransfer(context, {
      reservationId: stay.reservation_id,
      stayId: stay.id,
      from: ledger.id,
      to,
      direction: 'check-in',
      amount,
      postings: rows.length,
      hotelDate,
    });
  }
}

/**
 * When a check-in is taken back: the deposit it brought goes back to the booking's ledger. Any
 * other posting standing on the guest folio must sum to zero (operations.md: a check-in with
 * charges or payments of its own is not taken back; settle or move them first).
 */
export async function returnDepositsAtUndo(context: ActionContext, stayIds: readonly number[]): Promise<void> {
  const { db, propertyId } = context;
  for (const stayId of stayIds) {
    const folio = await db
      .selectFrom('folio')
      .select(['id', 'reservation_id', 'status'])
      .where('stay_id', '=', stayId)
      .where('owner_kind', '=', 'stay')
      .forUpdate()
      .executeTakeFirst();
    if (!folio || folio.reservation_id === null) continue;
    const ledger = await db
      .selectFrom('folio')
      .select('id')
      .where('reservation_id', '=', folio.reservation_id)
      .where('owner_kind', '=', 'reservation')
      .forUpdate()
      .executeTakeFirst();
    const rows = await standing(db, folio.id);
    const origins =
      ledger && rows.length > 0
        ? await db
            .selectFrom('posting')
            .select(['id', 'window_number'])
            .where('folio_id', '=', ledger.id)
            .where(
              'id',
              'in',
              rows
                .flatMap((row) => (row.transfer_side === 'in' && row.transfer_of !== null ? [row.transfer_of] : []))
                .concat(0),
            )
            .execute()
        : [];
    const fromLedger = new Map(origins.map((origin) => [origin.id, origin.window_number]));
    const deposit = rows.filter((row) => row.transfer_of !== null && fromLedger.has(row.transfer_of));
    const others = rows.filter((row) => !deposit.includes(row));
    const othersSum = others.reduce((sum, row) => sum + toCents(String(row.total)), 0n);
    if (othersSum !== 0n) {
      throw businessRule(
        'STAY_HAS_POSTINGS',
        `The stay's folio has postings of its own (balance ${fromCents(othersSum)}): settle or move them before the check-in is taken back`,
        [{ field: '/data/0/stayId', message: `has postings of its own on its folio (${fromCents(othersSum)})` }],
      );
    }
    if (deposit.length === 0 || !ledger) continue;
    if (folio.status !== 'open') {
      throw businessRule('FOLIO_CLOSED', 'The stay’s folio is closed', [
        { field: '/data/0/stayId', message: 'has a closed folio' },
      ]);
    }
    const hotelDate = await hotelDateOf(db, propertyId);
    const shiftId = await systemShift(db, propertyId, hotelDate);
    const amount = await movePairs(
      context,
      deposit,
      { folioId: ledger.id, window: (row) => fromLedger.get(row.transfer_of as number) ?? 1 },
      shiftId,
      hotelDate,
    );
    await recordTransfer(context, {
      reservationId: folio.reservation_id,
      stayId,
      from: folio.id,
      to: ledger.id,
      direction: 'undo-check-in',
      amount,
      postings: deposit.length,
      hotelDate,
    });
  }
}
