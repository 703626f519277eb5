import { type Kysely, sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import type { ActionContext } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { chargeLine, localAmount, taxesFor } from '../../modules/cashier/charges.ts';
import { checkOutStay } from '../../modules/cashier/departure.ts';
import { transferDepositsAtCheckIn } from '../../modules/cashier/deposit-transfer.ts';
import type { Database } from '../schema.ts';

/**
 * The deposits and departures of the demo (issue 18): future bookings asking for deposits (one
 * paid, one partly in US dollars, one due today, one overdue, one not yet due), a cancelled one
 * whose deposit was half forfeited and half refunded today, another cancelled one still holding
 * its deposit, an arrival of today checked in with its deposit moved to the guest folio, and
 * guests due out today settled and checked out. The cashier's deposits of yesterday are in a
 * closed PM shift of that date, today's work in a closed PM shift of today. The seed uses the
 * cashier's own check-in transfer and check-out, through a context that records no audit.
 * Without the cashier user, the codes or the bookings, nothing is added.
 */
export async function seedDemoDeposits(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const { hotel_date: today } = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const user = await trx
    .selectFrom('app_user')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('login_name', '=', 'cashier')
    .executeTakeFirst();
  const types = await trx
    .selectFrom('payment_type as t')
    .innerJoin('currency as cu', 'cu.id', 't.currency_id')
    .select(['t.id', 't.code', 't.name', 't.transaction_code_id', 'cu.id as currency_id', 'cu.code as currency_code'])
    .where('t.property_id', '=', propertyId)
    .where('t.code', 'in', ['CASH', 'USD', 'VISA'])
    .execute();
  const group = await trx
    .selectFrom('transaction_group')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('code', '=', 'ROOM')
    .executeTakeFirst();
  const room = await trx
    .selectFrom('transaction_code as c')
    .innerJoin('transaction_group as g', 'g.id', 'c.transaction_group_id')
    .select(['c.id', 'c.name', 'c.taxable', 'c.service_charge', 'g.code as group_code'])
    .where('c.property_id', '=', propertyId)
    .where('c.code', '=', '1000')
    .executeTakeFirst();
  const reason = await trx
    .selectFrom('cancellation_reason')
    .select('id')
    .where('property_id', '=', propertyId)
    .orderBy('id')
    .executeTakeFirst();
  const local = await trx
    .selectFrom('currency')
    .select('code')
    .where('property_id', '=', propertyId)
    .where('is_local', '=', true)
    .executeTakeFirst();
  const type = (code: string) => types.find((row) => row.code === code);
  if (!user || !group || !room || !reason || !local || types.length < 3) return;

  // The charge code a forfeited deposit is posted with (no tax or service on a kept deposit here).
  const forfeitCode = await trx
    .insertInto('transaction_code')
    .values({
      property_id: propertyId,
      code: '1090',
      name: 'Forfeited deposit',
      transaction_group_id: group.id,
      kind: 'CHARGE',
      taxable: false,
      service_charge: false,
    })
    .onConflict((oc) => oc.constraint('transaction_code_code_unique').doNothing())
    .returning('id')
    .executeTakeFirst();

  const openShift = async (hotelDate: string, hoursAgo: number) =>
    (
      await trx
        .insertInto('cashier_shift')
        .values({
          property_id: propertyId,
          user_id: user.id,
          cashier: 'cashier',
          shift: 'PM',
          hotel_date: hotelDate,
          opened_at: sql`now() - make_interval(hours => ${hoursAgo}::int)`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  /** A shift closed as the cashier closes one: payments frozen per type and currency, cash counted. */
  const closeShift = async (shiftId: number, hoursAgo: number) => {
    const totals = await trx
      .selectFrom('posting as p')
      .innerJoin('payment_type as t', 't.id', 'p.payment_type_id')
      .select([
        'p.payment_type_id',
        't.kind',
        'p.currency_code',
        sql<string>`sum(p.foreign_amount)`.as('amount'),
        sql<string>`-sum(p.total)`.as('local_amount'),
      ])
      .where('p.shift_id', '=', shiftId)
      .where('p.kind', '=', 'payment')
      .where('p.is_void', '=', false)
      .groupBy(['p.payment_type_id', 't.kind', 'p.currency_code'])
      .execute();
    for (const total of totals) {
      await trx
        .insertInto('cashier_shift_total')
        .values({
          property_id: propertyId,
          shift_id: shiftId,
          payment_type_id: total.payment_type_id as number,
          currency_code: total.currency_code,
          amount: String(total.amount),
          local_amount: String(total.local_amount),
        })
        .execute();
      if (total.kind === 'CASH') {
        await trx
          .insertInto('cashier_shift_count')
          .values({
            property_id: propertyId,
            shift_id: shiftId,
            currency_code: total.currency_code,
            expected: String(total.amount),
            counted: String(total.amount),
          })
          .execute();
      }
    }
    await trx
      .updateTable('cashier_shift')
      .set({ closed_at: sql`now() - make_interval(hours => ${hoursAgo}::int)`, closed_by: 'cashier' })
      .where('id', '=', shiftId)
      .execute();
  };
  // With the demo's past closed by day-end (demo-history.ts), yesterday takes no postings any more:
  // its deposits are taken this morning instead.
  const pastClosed = await trx
    .selectFrom('day_end_run')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('status', '=', 'completed')
    .where('hotel_date', '>=', addDays(today, -1))
    .executeTakeFirst();
  const depositDay = pastClosed ? today : addDays(today, -1);
  const yesterday = await openShift(depositDay, 20);

  const future = await trx
    .selectFrom('reservation')
    .select(['id', 'confirmation_number'])
    .where('property_id', '=', propertyId)
    .where('status', 'in', ['confirmed', 'guaranteed'])
    .where('arrival', '>', addDays(today, 1))
    .orderBy('arrival')
    .orderBy('id')
    .limit(7)
    .execute();
  const ledgers = new Map<number, number>();
  const ledgerOf = async (reservationId: number) => {
    const known = ledgers.get(reservationId);
    if (known) return known;
    const folio = await trx
      .insertInto('folio')
      .values({
        property_id: propertyId,
        owner_kind: 'reservation',
        reservation_id: reservationId,
        created_by: 'cashier',
      })
      .onConflict((oc) => oc.column('reservation_id').where('owner_kind', '=', 'reservation').doNothing())
      .returning('id')
      .executeTakeFirst();
    const id =
      folio?.id ??
      (
        await trx
          .selectFrom('folio')
          .select('id')
          .where('reservation_id', '=', reservationId)
          .where('owner_kind', '=', 'reservation')
          .executeTakeFirstOrThrow()
      ).id;
    ledgers.set(reservationId, id);
    return id;
  };
  const rateOf = async (currencyId: number) => {
    const found = await trx
      .selectFrom('exchange_rate')
      .select('buying_rate')
      .where('currency_id', '=', currencyId)
      .where('effective_date', '<=', today)
      .orderBy('effective_date', 'desc')
      .limit(1)
      .executeTakeFirst();
    return found ? String(found.buying_rate) : '1';
  };
  /** A payment (a deposit: amount > 0; a refund: amount < 0) tendered in the type's currency. */
  const payment = async (
    folioId: number,
    code: string,
    tendered: string,
    shiftId: number,
    hotelDate: string,
    receipt?: { reservationId: number; kind: 'deposit' | 'refund' },
  ) => {
    const paid = type(code);
    if (!paid || paid.transaction_code_id === null) return;
    const rate = paid.currency_code === local.code ? '1' : await rateOf(paid.currency_id);
    const sign = tendered.startsWith('-') ? -1n : 1n;
    const amount = fromCents(sign * toCents(tendered));
    const total = fromCents(-sign * toCents(localAmount(amount, rate)));
    const posting = await trx
      .insertInto('posting')
      .values({
        property_id: propertyId,
        folio_id: folioId,
        hotel_date: hotelDate,
        kind: 'payment',
        transaction_code_id: paid.transaction_code_id,
        payment_type_id: paid.id,
        description: sign < 0n ? `${paid.name} refund` : paid.name,
        quantity: 1,
        unit_amount: total,
        net_amount: total,
        total,
        currency_code: paid.currency_code,
        foreign_amount: fromCents(toCents(tendered)),
        exchange_rate: rate,
        shift_id: shiftId,
        cashier: 'cashier',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (receipt) {
      await trx
        .insertInto('deposit_receipt')
        .values({
          posting_id: posting.id,
          property_id: propertyId,
          reservation_id: receipt.reservationId,
          kind: receipt.kind,
        })
        .execute();
    }
  };
  const deposit = async (reservationId: number, code: string, amount: string, shiftId: number, hotelDate: string) =>
    payment(await ledgerOf(reservationId), code, amount, shiftId, hotelDate, { reservationId, kind: 'deposit' });
  const ask = (id: number, required: string, due: string) =>
    trx
      .updateTable('reservation')
      .set({ deposit_required: required, deposit_due_date: due })
      .where('id', '=', id)
      .execute();

  const plan: [string, number, [string, string][]][] = [
    // required, due in days, deposits taken yesterday
    ['3000.00', -7, [['CASH', '3000.00']]],
    ['5000.00', 5, [['USD', '100.00']]],
    ['2000.00', 0, []],
    ['4500.00', -3, []],
    ['1500.00', 10, []],
  ];
  for (const [index, [required, due, taken]] of plan.entries()) {
    const booking = future[index];
    if (!booking) break;
    await ask(booking.id, required, addDays(today, due));
    for (const [code, amount] of taken) await deposit(booking.id, code, amount, yesterday, depositDay);
  }
  const cancelled = future.slice(plan.length, plan.length + 2);
  for (const [index, booking] of cancelled.entries()) {
    await ask(booking.id, '2400.00', addDays(today, -5));
    await deposit(
      booking.id,
      index === 0 ? 'VISA' : 'CASH',
      index === 0 ? '2400.00' : '1000.00',
      yesterday,
      depositDay,
    );
    await trx
      .updateTable('room_stay')
      .set({ status: 'cancelled', room_id: null })
      .where('reservation_id', '=', booking.id)
      .execute();
    await trx
      .updateTable('reservation')
      .set({
        status: 'cancelled',
        cancellation_reason_id: reason.id,
        cancellation_fee: index === 0 ? '1200.00' : '500.00',
        cancellation_note: 'Guest changed plans',
        cancelled_at: sql`now() - interval '3 hours'`,
      })
      .where('id', '=', booking.id)
      .execute();
  }

  const context = {
    db: trx,
    propertyId,
    actor: 'reception',
    caller: {},
    client: { ip: '127.0.0.1', userAgent: null },
    cookies: { set: () => undefined },
    requestId: 'demo-seed',
    path: 'demo',
    action: 'seed',
    audit: async () => undefined,
  } as unknown as ActionContext;
  // An arrival of today with a deposit, checked in this morning: the deposit is on its guest folio.
  const arrival = await trx
    .selectFrom('room_stay as s')
    .innerJoin('reservation as r', 'r.id', 's.reservation_id')
    .select(['s.id', 's.reservation_id', 's.status'])
    .where('s.property_id', '=', propertyId)
    .where('s.arrival', '=', today)
    .where('s.room_id', 'is not', null)
    .where('s.status', 'in', ['confirmed', 'guaranteed'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('room_stay as o')
            .select('o.id')
            .whereRef('o.room_id', '=', 's.room_id')
            .where('o.status', '=', 'in-house'),
        ),
      ),
    )
    .orderBy('s.id')
    .executeTakeFirst();
  if (arrival) {
    await ask(arrival.reservation_id, '1800.00', addDays(today, -2));
    await deposit(arrival.reservation_id, 'CASH', '1800.00', yesterday, depositDay);
  }
  await closeShift(yesterday, 14);
  const todayShift = await openShift(today, 5);
  if (arrival) {
    await trx
      .updateTable('room_stay')
      .set({
        status: 'in-house',
        checked_in_at: sql`now() - interval '2 hours'`,
        checked_in_by: 'reception',
        checked_in_on: today,
        checked_in_from_status: arrival.status as 'confirmed' | 'guaranteed',
      })
      .where('id', '=', arrival.id)
      .execute();
    await trx.updateTable('reservation').set({ status: 'in-house' }).where('id', '=', arrival.reservation_id).execute();
    await transferDepositsAtCheckIn(context, [arrival.id]);
  }

  // The first cancelled booking: half its deposit kept (the fee), the rest refunded in cash today.
  const [settledBooking] = cancelled;
  if (settledBooking && forfeitCode) {
    const folioId = await ledgerOf(settledBooking.id);
    const kept = await trx
      .insertInto('posting')
      .values({
        property_id: propertyId,
        folio_id: folioId,
        hotel_date: today,
        kind: 'charge',
        transaction_code_id: forfeitCode.id,
        description: 'Forfeited deposit',
        quantity: 1,
        unit_amount: '1200.00',
        net_amount: '1200.00',
        total: '1200.00',
        currency_code: local.code,
        shift_id: todayShift,
        cashier: 'cashier',
        reference: settledBooking.confirmation_number,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('deposit_receipt')
      .values({ posting_id: kept.id, property_id: propertyId, reservation_id: settledBooking.id, kind: 'forfeit' })
      .execute();
    await payment(folioId, 'CASH', '-1200.00', todayShift, today, { reservationId: settledBooking.id, kind: 'refund' });
  }

  // Guests due out today: three settle their room and leave (the room dirty, the folio closed).
  const leaving = await trx
    .selectFrom('room_stay as s')
    .select(['s.id', 's.reservation_id'])
    .where('s.property_id', '=', propertyId)
    .where('s.status', '=', 'in-house')
    .where('s.departure', '=', today)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('folio as f').select('f.id').whereRef('f.stay_id', '=', 's.id'))),
    )
    .orderBy('s.id')
    .limit(3)
    .execute();
  const taxTypes = await trx
    .selectFrom('hotel_tax_type')
    .select(['code', 'percent', 'included', 'applies_to'])
    .where('property_id', '=', propertyId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  for (const [index, stay] of leaving.entries()) {
    const folio = await trx
      .insertInto('folio')
      .values({
        property_id: propertyId,
        owner_kind: 'stay',
        stay_id: stay.id,
        reservation_id: stay.reservation_id,
        created_by: 'cashier',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const line = chargeLine('1800.00', 1, taxesFor(room, taxTypes));
    await trx
      .insertInto('posting')
      .values({
        property_id: propertyId,
        folio_id: folio.id,
        hotel_date: today,
        kind: 'charge',
        transaction_code_id: room.id,
        description: room.name,
        quantity: 1,
        unit_amount: line.unitAmount,
        net_amount: line.netAmount,
        service_charge: line.serviceCharge,
        tax: line.tax,
        total: line.total,
        currency_code: local.code,
        shift_id: todayShift,
        cashier: 'cashier',
      })
      .execute();
    await payment(folio.id, index === 1 ? 'VISA' : 'CASH', line.total, todayShift, today);
    await checkOutStay({ ...context, actor: 'cashier' } as ActionContext, stay.id);
  }

  await closeShift(todayShift, 1);
}
