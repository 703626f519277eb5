import { type Kysely, sql } from 'kysely';
import { fromCents, toCents } from '../../api/money.ts';
import { chargeLine, taxesFor } from '../../modules/cashier/charges.ts';
import { foreignDue } from '../../modules/cashier/outlet-sale.ts';
import type { Database } from '../schema.ts';

/**
 * The outlets' demo (issue 18): today's checks at the restaurant, the bars and the spa, some
 * charged to in-house guests' rooms, some paid on the spot (baht or US dollars) into each
 * outlet's own folio, priced as outlet/sale post prices them.
 *
 * They belong to `cashier`'s AM shift of today (demo-cashier.ts), which is closed: every posting
 * carries an open shift (a trigger guards it), and the demo's closed shift must still account for
 * every payment of the day. So the shift is opened for the seed's own inserts and closed again
 * with its frozen totals and cash count grown by what was paid here; nobody sees it open. Without
 * that shift, the outlets' items or in-house stays, nothing is added.
 */
export async function seedDemoOutlet(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const { hotel_date: today } = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const shift = await trx
    .selectFrom('cashier_shift')
    .select(['id', 'closed_at', 'closed_by', 'cashier'])
    .where('property_id', '=', propertyId)
    .where('cashier', '=', 'cashier')
    .where('shift', '=', 'AM')
    .where('hotel_date', '=', today)
    .orderBy('id')
    .executeTakeFirst();
  const stays = await trx
    .selectFrom('room_stay as st')
    .innerJoin('reservation as r', 'r.id', 'st.reservation_id')
    .select(['st.id', 'st.reservation_id'])
    .where('st.property_id', '=', propertyId)
    .where('st.status', '=', 'in-house')
    .where('st.room_id', 'is not', null)
    .orderBy('st.id')
    .limit(8)
    .execute();
  const outlets = await trx
    .selectFrom('outlet')
    .select(['id', 'code', 'name'])
    .where('property_id', '=', propertyId)
    .execute();
  const items = await trx
    .selectFrom('outlet_item as i')
    .innerJoin('transaction_code as c', 'c.id', 'i.transaction_code_id')
    .innerJoin('transaction_group as g', 'g.id', 'c.transaction_group_id')
    .select([
      'i.id',
      'i.code',
      'i.name',
      'i.outlet_id',
      'i.price',
      'c.id as code_id',
      'c.taxable',
      'c.service_charge',
      'g.code as group_code',
    ])
    .where('i.property_id', '=', propertyId)
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
      'cu.is_local',
    ])
    .where('t.property_id', '=', propertyId)
    .where('t.code', 'in', ['CASH', 'USD'])
    .execute();
  const local = await trx
    .selectFrom('currency')
    .select('code')
    .where('property_id', '=', propertyId)
    .where('is_local', '=', true)
    .executeTakeFirst();
  const taxTypes = await trx
    .selectFrom('hotel_tax_type')
    .select(['code', 'percent', 'included', 'applies_to'])
    .where('property_id', '=', propertyId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const outletOf = (code: string) => outlets.find((row) => row.code === code);
  const itemOf = (code: string) => items.find((row) => row.code === code);
  const paymentOf = (code: string) => payments.find((row) => row.code === code);
  if (!shift || stays.length < 3 || !local || items.length === 0) return;

  type Check = { outlet: string; check: string; lines: [string, number][] } & ({ stay: number } | { payment: string });
  const checks: Check[] = [
    {
      outlet: 'REST',
      check: '1051',
      lines: [
        ['R001', 2],
        ['R004', 2],
      ],
      stay: 0,
    },
    {
      outlet: 'BAR',
      check: '2210',
      lines: [
        ['B001', 4],
        ['B003', 1],
      ],
      stay: 1,
    },
    {
      outlet: 'REST',
      check: '1052',
      lines: [
        ['R003', 1],
        ['R002', 1],
        ['R004', 3],
      ],
      payment: 'CASH',
    },
    { outlet: 'POOL', check: '3105', lines: [['P001', 2]], stay: 2 },
    { outlet: 'BAR', check: '2211', lines: [['B002', 2]], payment: 'USD' },
    { outlet: 'SPA', check: '4020', lines: [['S001', 2]], payment: 'CASH' },
  ];

  // Opened for these inserts only (see above); closed again at the end with the same time and cashier.
  await trx.updateTable('cashier_shift').set({ closed_at: null, closed_by: null }).where('id', '=', shift.id).execute();
  const base = { property_id: propertyId, hotel_date: today, shift_id: shift.id, cashier: shift.cashier };

  for (const check of checks) {
    const outlet = outletOf(check.outlet);
    const lines = check.lines.map(([code, quantity]) => ({ item: itemOf(code), quantity }));
    if (!outlet || lines.some((line) => !line.item || line.item.outlet_id !== outlet.id)) continue;
    const priced = lines.map(({ item, quantity }) => {
      const found = item as NonNullable<typeof item>;
      return { item: found, quantity, amounts: chargeLine(String(found.price), quantity, taxesFor(found, taxTypes)) };
    });
    const sum = (pick: (line: (typeof priced)[number]) => string) =>
      fromCents(priced.reduce((total, line) => total + toCents(pick(line)), 0n));
    const totals = {
      net_amount: sum((line) => line.amounts.netAmount),
      service_charge: sum((line) => line.amounts.serviceCharge),
      tax: sum((line) => line.amounts.tax),
      total: sum((line) => line.amounts.total),
    };

    let folioId: number;
    let stayId: number | null = null;
    let paid: (typeof payments)[number] | undefined;
    if ('stay' in check) {
      const stay = stays[check.stay];
      if (!stay) continue;
      stayId = stay.id;
      const existing = await trx
        .selectFrom('folio')
        .select('id')
        .where('stay_id', '=', stay.id)
        .where('owner_kind', '=', 'stay')
        .executeTakeFirst();
      folioId =
        existing?.id ??
        (
          await trx
            .insertInto('folio')
            .values({
              property_id: propertyId,
              owner_kind: 'stay',
              stay_id: stay.id,
              reservation_id: stay.reservation_id,
              created_by: shift.cashier,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    } else {
      paid = paymentOf(check.payment);
      if (!paid || paid.transaction_code_id === null) continue;
      const existing = await trx
        .selectFrom('outlet_folio')
        .select('folio_id')
        .where('outlet_id', '=', outlet.id)
        .executeTakeFirst();
      if (existing) folioId = existing.folio_id;
      else {
        const folio = await trx
          .insertInto('folio')
          .values({
            property_id: propertyId,
            owner_kind: 'house',
            name: `${outlet.code} ${outlet.name}`.slice(0, 100),
            created_by: shift.cashier,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('outlet_folio')
          .values({ outlet_id: outlet.id, property_id: propertyId, folio_id: folio.id })
          .execute();
        folioId = folio.id;
      }
    }

    const sale = await trx
      .insertInto('outlet_sale')
      .values({
        ...base,
        outlet_id: outlet.id,
        check_number: check.check,
        settlement: paid ? 'paid' : 'room',
        stay_id: stayId,
        folio_id: folioId,
        payment_type_id: paid?.id ?? null,
        ...totals,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = `${outlet.code} ${check.check}`;
    for (const [index, line] of priced.entries()) {
      const posting = await trx
        .insertInto('posting')
        .values({
          ...base,
          folio_id: folioId,
          kind: 'charge',
          transaction_code_id: line.item.code_id,
          description: line.item.name,
          quantity: line.quantity,
          unit_amount: line.amounts.unitAmount,
          net_amount: line.amounts.netAmount,
          service_charge: line.amounts.serviceCharge,
          tax: line.amounts.tax,
          total: line.amounts.total,
          currency_code: local.code,
          reference,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('outlet_sale_line')
        .values({
          sale_id: sale.id,
          line_number: index + 1,
          outlet_item_id: line.item.id,
          quantity: line.quantity,
          posting_id: posting.id,
        })
        .execute();
    }
    if (!paid) continue;
    let rate = '1';
    if (!paid.is_local) {
      const found = await trx
        .selectFrom('exchange_rate')
        .select('buying_rate')
        .where('currency_id', '=', paid.currency_id)
        .where('effective_date', '<=', today)
        .orderBy('effective_date', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!found) throw new Error(`The demo has no ${paid.currency_code} rate`);
      rate = String(found.buying_rate);
    }
    const amount = paid.is_local ? totals.total : foreignDue(totals.total, rate);
    const negative = fromCents(-toCents(totals.total));
    const payment = await trx
      .insertInto('posting')
      .values({
        ...base,
        folio_id: folioId,
        kind: 'payment',
        transaction_code_id: paid.transaction_code_id as number,
        payment_type_id: paid.id,
        description: paid.name,
        quantity: 1,
        unit_amount: negative,
        net_amount: negative,
        total: negative,
        currency_code: paid.currency_code,
        foreign_amount: amount,
        exchange_rate: rate,
        reference,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('outlet_sale').set({ payment_posting_id: payment.id }).where('id', '=', sale.id).execute();
    // The close froze payments per type and currency, and counted the cash as expected.
    await trx
      .insertInto('cashier_shift_total')
      .values({
        property_id: propertyId,
        shift_id: shift.id,
        payment_type_id: paid.id,
        currency_code: paid.currency_code,
        amount,
        local_amount: totals.total,
      })
      .onConflict((oc) =>
        oc.columns(['shift_id', 'payment_type_id', 'currency_code']).doUpdateSet({
          amount: sql`cashier_shift_total.amount + excluded.amount`,
          local_amount: sql`cashier_shift_total.local_amount + excluded.local_amount`,
        }),
      )
      .execute();
    if (paid.kind === 'CASH') {
      await trx
        .insertInto('cashier_shift_count')
        .values({
          property_id: propertyId,
          shift_id: shift.id,
          currency_code: paid.currency_code,
          expected: amount,
          counted: amount,
        })
        .onConflict((oc) =>
          oc.columns(['shift_id', 'currency_code']).doUpdateSet({
            expected: sql`cashier_shift_count.expected + excluded.expected`,
            counted: sql`cashier_shift_count.counted + excluded.counted`,
          }),
        )
        .execute();
    }
  }
  await trx
    .updateTable('cashier_shift')
    .set({ closed_at: shift.closed_at, closed_by: shift.closed_by })
    .where('id', '=', shift.id)
    .execute();
}
