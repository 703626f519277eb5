import { type Insertable, type Kysely, sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import type { Database } from '../schema.ts';
import { idLookup, insertRows } from './rows.ts';

const CATEGORIES = [
  ['BEV', 'Beverages'],
  ['SNACK', 'Snacks'],
  ['AMEN', 'Guest amenities'],
  ['CLEAN', 'Cleaning supplies'],
  ['ENG', 'Engineering parts'],
] as const;

// code, name, category, unit, par level, first receipt [quantity, unit cost], second receipt
const ITEMS: [string, string, string, string, string, [string, string], [string, string]?][] = [
  ['BEV-WTR', 'Drinking water 600 ml', 'BEV', 'btl', '240', ['480', '4.50'], ['240', '4.80']],
  ['BEV-BLAO', 'Beerlao lager 330 ml', 'BEV', 'can', '120', ['240', '14.25']],
  ['BEV-COLA', 'Cola 325 ml', 'BEV', 'can', '96', ['144', '9.60'], ['48', '10.20']],
  ['BEV-SODA', 'Soda water 325 ml', 'BEV', 'can', '48', ['96', '7.10']],
  ['BEV-JUICE', 'Orange juice 250 ml', 'BEV', 'box', '48', ['72', '12.75']],
  ['BEV-COFFEE', 'Lao coffee sachet', 'BEV', 'pcs', '200', ['500', '3.35']],
  ['BEV-TEA', 'Green tea bag', 'BEV', 'pcs', '200', ['400', '1.90']],
  ['SNK-NUTS', 'Roasted cashew nuts 50 g', 'SNACK', 'bag', '60', ['120', '22.00']],
  ['SNK-CHIPS', 'Potato chips 45 g', 'SNACK', 'bag', '60', ['120', '15.50']],
  ['SNK-CHOC', 'Chocolate bar 40 g', 'SNACK', 'pcs', '60', ['100', '18.90']],
  ['AMN-SHMP', 'Shampoo 30 ml', 'AMEN', 'btl', '300', ['600', '6.20']],
  ['AMN-SOAP', 'Soap bar 25 g', 'AMEN', 'pcs', '300', ['600', '4.10']],
  ['AMN-TBRSH', 'Dental kit', 'AMEN', 'set', '200', ['400', '8.75']],
  ['AMN-SLIP', 'Slippers', 'AMEN', 'pair', '150', ['300', '19.00']],
  ['CLN-GLASS', 'Glass cleaner 5 l', 'CLEAN', 'can', '4', ['10', '185.00']],
  ['CLN-FLOOR', 'Floor cleaner 5 l', 'CLEAN', 'can', '4', ['10', '210.00']],
  ['CLN-BAG', 'Garbage bags (roll)', 'CLEAN', 'roll', '20', ['40', '35.00']],
  ['ENG-LAMP', 'LED bulb E27 9 W', 'ENG', 'pcs', '30', ['60', '45.00']],
  ['ENG-FILTER', 'Air conditioner filter', 'ENG', 'pcs', '10', ['24', '120.00']],
  ['ENG-TRAP', 'Basin trap 40 mm', 'ENG', 'pcs', '5', ['8', '95.50']],
];

/**
 * The stores of the demo hotel (issue 21): a main store that received two deliveries, the bar and
 * the minibar store stocked from it by transfer, a housekeeping store and the engineering store.
 * The rows are what the stock commands write: documents with their movements, average costs
 * worked out from the receipts.
 */
export async function seedDemoInventory(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const { hotel_date: hotelDate } = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  await insertRows(trx, 'inventory_location', propertyId, [
    { code: 'MAIN', name: 'Main store', kind: 'store' },
    { code: 'BAR', name: 'Riverside bar', kind: 'outlet' },
    { code: 'MINI', name: 'Minibar store', kind: 'minibar' },
    { code: 'HK', name: 'Housekeeping store', kind: 'housekeeping' },
    { code: 'ENG', name: 'Engineering store', kind: 'engineering' },
  ]);
  await insertRows(
    trx,
    'item_category',
    propertyId,
    CATEGORIES.map(([code, name]) => ({ code, name })),
  );
  const category = await idLookup(trx, 'item_category', propertyId);
  await insertRows(
    trx,
    'inventory_item',
    propertyId,
    ITEMS.map(([code, name, cat, unit, par]) => ({
      code,
      name,
      item_category_id: category(cat),
      unit,
      par_level: par,
    })),
  );
  const item = await idLookup(trx, 'inventory_item', propertyId);
  const location = await idLookup(trx, 'inventory_location', propertyId);
  const document = async (
    values: Omit<Insertable<Database['stock_document']>, 'property_id' | 'created_by'> & { location_id: number },
    lines: { item: string; quantity: string; unitCost?: string }[],
  ) => {
    const created = await trx
      .insertInto('stock_document')
      .values({ property_id: propertyId, created_by: 'cashier', ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, line] of lines.entries()) {
      const cost =
        line.unitCost ?? sql<string>`(select average_cost from inventory_item where id = ${item(line.item)})`;
      const sides =
        values.kind === 'transfer'
          ? [
              { location_id: values.location_id, quantity: `-${line.quantity}` },
              { location_id: values.to_location_id as number, quantity: line.quantity },
            ]
          : [{ location_id: values.location_id, quantity: line.quantity }];
      await trx
        .insertInto('stock_movement')
        .values(
          sides.map((side) => ({
            property_id: propertyId,
            document_id: created.id,
            line_number: index + 1,
            item_id: item(line.item),
            location_id: side.location_id,
            quantity: side.quantity,
            unit_cost: cost,
          })),
        )
        .execute();
    }
    await sql`update stock_document set total = coalesce((
        select sum(round(abs(quantity) * unit_cost, 2)) from stock_movement
        where document_id = ${created.id} and quantity > 0), 0)
      where id = ${created.id}`.execute(trx);
  };
  const main = location('MAIN');
  await document(
    {
      kind: 'receipt',
      business_date: addDays(hotelDate, -6),
      location_id: main,
      supplier: 'Vientiane Wholesale',
      supplier_document: 'VW-24017',
    },
    ITEMS.map(([code, , , , , [quantity, unitCost]]) => ({ item: code, quantity, unitCost })),
  );
  await document(
    {
      kind: 'receipt',
      business_date: addDays(hotelDate, -2),
      location_id: main,
      supplier: 'Mekong Beverages',
      supplier_document: 'MB-8812',
    },
    ITEMS.filter((row) => row[6]).map(([code, , , , , , second]) => ({
      item: code,
      quantity: (second as [string, string])[0],
      unitCost: (second as [string, string])[1],
    })),
  );
  // Weighted average cost of the receipts (nothing has left the hotel yet).
  await sql`update inventory_item as i set average_cost = round(r.value / r.quantity, 4)
    from (select item_id, sum(quantity * unit_cost) as value, sum(quantity) as quantity
      from stock_movement where property_id = ${propertyId} group by item_id) as r
    where r.item_id = i.id`.execute(trx);
  await document(
    {
      kind: 'transfer',
      business_date: addDays(hotelDate, -1),
      location_id: main,
      to_location_id: location('BAR'),
      note: 'Bar par stock',
    },
    [
      { item: 'BEV-WTR', quantity: '48' },
      { item: 'BEV-BLAO', quantity: '96' },
      { item: 'BEV-COLA', quantity: '48' },
      { item: 'BEV-SODA', quantity: '24' },
      { item: 'SNK-NUTS', quantity: '20' },
    ],
  );
  await document(
    {
      kind: 'transfer',
      business_date: addDays(hotelDate, -1),
      location_id: main,
      to_location_id: location('MINI'),
      note: 'Minibar refill',
    },
    [
      { item: 'BEV-WTR', quantity: '120' },
      { item: 'BEV-BLAO', quantity: '60' },
      { item: 'BEV-COLA', quantity: '60' },
      { item: 'SNK-CHIPS', quantity: '40' },
      { item: 'SNK-CHOC', quantity: '40' },
      { item: 'SNK-NUTS', quantity: '30' },
    ],
  );
  await document(
    {
      kind: 'transfer',
      business_date: hotelDate,
      location_id: main,
      to_location_id: location('HK'),
      note: 'Floor amenities',
    },
    [
      { item: 'AMN-SHMP', quantity: '200' },
      { item: 'AMN-SOAP', quantity: '200' },
      { item: 'AMN-SLIP', quantity: '80' },
    ],
  );
  await document(
    {
      kind: 'transfer',
      business_date: hotelDate,
      location_id: main,
      to_location_id: location('ENG'),
      note: 'Engineering stock',
    },
    [
      { item: 'ENG-LAMP', quantity: '20' },
      { item: 'ENG-TRAP', quantity: '3' },
    ],
  );
}
