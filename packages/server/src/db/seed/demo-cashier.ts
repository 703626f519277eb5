import { type Kysely, sql } from 'kysely';
import { fromCents, toCents } from '../../api/money.ts';
import { chargeLine, localAmount, taxesFor } from '../../modules/cashier/charges.ts';
import type { Database } from '../schema.ts';

/**
 * The cashier's demo (issue 18): `cashier`'s closed AM shift of today with the guest folios of the
 * first in-house stays: room charge, a restaurant bill or the minibar, and for some a payment in
 * baht or US dollars at today's rate; the shift's totals are frozen and its cash counted as
 * expected. Charges are computed as the cashier computes them (tax and service per line). Without
 * the `cashier` user, in-house stays or the codes, nothing is added.
 */
export async function seedDemoCashier(trx: Kysely<Database>, propertyId: number): Promise<void> {
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
  const stays = await trx
    .selectFrom('room_stay')
    .select(['id', 'reservation_id'])
    .where('property_id', '=', propertyId)
    .where('status', '=', 'in-house')
    .orderBy('id')
    .limit(6)
    .execute();
  const codes = await trx
    .selectFrom('transaction_code as c')
    .innerJoin('transaction_group as g', 'g.id', 'c.transaction_group_id')
    .select(['c.id', 'c.code', 'c.name', 'c.taxable', 'c.service_charge', 'g.code as group_code'])
    .where('c.property_id', '=', propertyId)
    .execute();
  const payments = await trx
    .selectFrom('payment_type as t')
    .innerJoin('currency as cu', 'cu.id', 't.currency_id')
    .select([
      't.id',
      't.code',
      't.name',
      't.kind',
      't.transaction_code_id',
      'cu.id as currency_id',
      'cu.code as currency_code',
    ])
    .where('t.property_id', '=', propertyId)
    .where('t.code', 'in', ['CASH', 'USD', 'VISA'])
    .execute();
  const local = await trx
    .selectFrom('currency')
    .select('code')
    .where('property_id', '=', propertyId)
    .where('is_local', '=', true)
    .executeTakeFirst();
  const code = (wanted: string) => codes.find((row) => row.code === wanted);
  const payment = (wanted: string) => payments.find((row) => row.code === wanted);
  const room = code('1000');
  const food = code('2000');
  const minibar = code('2020');
  if (!user || stays.length === 0 || !room || !food || !minibar || !local || payments.length < 3) return;
  const taxTypes = await trx
    .selectFrom('hotel_tax_type')
    .select(['code', 'percent', 'included', 'applies_to'])
    .where('property_id', '=', propertyId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

  const shift = await trx
    .insertInto('cashier_shift')
    .values({
      property_id: propertyId,
      user_id: user.id,
      cashier: 'cashier',
      shift: 'AM',
      hotel_date: today,
      opened_at: sql`now() - interval '7 hours'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  for (const [index, stay] of stays.entries()) {
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
    const base = {
      property_id: propertyId,
      folio_id: folio.id,
      hotel_date: today,
      shift_id: shift.id,
      cashier: 'cashier',
    };
    const charges: [NonNullable<typeof room>, string, number, string][] = [
      [room, '1800.00', 1, ''],
      index % 2 === 0 ? [food, '350.00', 2, `Check ${1040 + index}`] : [minibar, '60.00', 3, 'Minibar count'],
    ];
    for (const [charged, unitAmount, quantity, reference] of charges) {
      const line = chargeLine(unitAmount, quantity, taxesFor(charged, taxTypes));
      await trx
        .insertInto('posting')
        .values({
          ...base,
          kind: 'charge',
          transaction_code_id: charged.id,
          description: charged.name,
          quantity,
          unit_amount: line.unitAmount,
          net_amount: line.netAmount,
          service_charge: line.serviceCharge,
          tax: line.tax,
          total: line.total,
          currency_code: local.code,
          reference,
        })
        .execute();
    }
    const paid = index % 3 === 0 ? payment('CASH') : index % 3 === 1 ? payment('USD') : undefined;
    if (!paid || paid.transaction_code_id === null) continue;
    const amount = paid.code === 'USD' ? '50.00' : '1000.00';
    let rate = '1';
    if (paid.currency_code !== local.code) {
      const found = await trx
        .selectFrom('exchange_rate')
        .select('buying_rate')
        .where('currency_id', '=', paid.currency_id)
        .where('effective_date', '<=', today)
        .orderBy('effective_date', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!found) continue;
      rate = String(found.buying_rate);
    }
    const total = fromCents(-toCents(localAmount(amount, rate)));
    await trx
      .insertInto('posting')
      .values({
        ...base,
        kind: 'payment',
        transaction_code_id: paid.transaction_code_id,
        payment_type_id: paid.id,
        description: paid.name,
        quantity: 1,
        unit_amount: total,
        net_amount: total,
        total,
        currency_code: paid.currency_code,
        foreign_amount: amount,
        exchange_rate: rate,
      })
      .execute();
  }

  // The close: payments frozen per payment type and currency, the cash counted as it should be.
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
    .where('p.shift_id', '=', shift.id)
    .where('p.kind', '=', 'payment')
    .where('p.is_void', '=', false)
    .groupBy(['p.payment_type_id', 't.kind', 'p.currency_code'])
    .execute();
  for (const total of totals) {
    await trx
      .insertInto('cashier_shift_total')
      .values({
        property_id: propertyId,
        shift_id: shift.id,
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
          shift_id: shift.id,
          currency_code: total.currency_code,
          expected: String(total.amount),
          counted: String(total.amount),
        })
        .execute();
    }
  }
  await trx
    .updateTable('cashier_shift')
    .set({ closed_at: sql`now() - interval '1 hour'`, closed_by: 'cashier' })
    .where('id', '=', shift.id)
    .execute();
}
