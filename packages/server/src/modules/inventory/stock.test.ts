import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Headers, signIn } from '../../test/api.ts';
import { newKey } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';

// On PostgreSQL (20 connections) the 200 issues really race for the last 50 units; on PGlite they
// run one after another. Either way exactly 50 succeed and the rest are refused with 422.
const ISSUES = 200;
const STOCK = 50;

let server: Awaited<ReturnType<typeof createTestServer>>;
let cashier: Headers;
let housekeeping: Headers;
let main: number;
let bar: number;
let category: number;

beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 20 });
  cashier = (await signIn(server.app, 'cashier', 'demo-test-password')).headers;
  housekeeping = (await signIn(server.app, 'housekeeping', 'demo-test-password')).headers;
  const locations = await server.call(
    'inventory/inventory-location',
    'create',
    [
      { code: 'TMAIN', name: 'Test main store', kind: 'store', active: 1 },
      { code: 'TBAR', name: 'Test bar', kind: 'outlet', active: 1 },
    ],
    { ...cashier, ...newKey('loc') },
  );
  expect(locations.status, JSON.stringify(locations.body)).toBe(200);
  [main, bar] = locations.typed.data.map((row) => row.id) as [number, number];
  const categories = await server.call('inventory/item-category', 'create', [{ code: 'TBEV', name: 'Test beverage' }], {
    ...cashier,
    ...newKey('cat'),
  });
  category = (categories.typed.data[0] as { id: number }).id;
});
afterAll(() => server?.close());

async function anItem(code: string): Promise<number> {
  const created = await server.call(
    'inventory/inventory-item',
    'create',
    [{ code, name: `Item ${code}`, itemCategoryId: category, unit: 'btl', parLevel: '10.000', active: 1 }],
    { ...cashier, ...newKey('item') },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return (created.typed.data[0] as { id: number }).id;
}

const receive = (item: Schemas['StockReceive'], headers: Headers = cashier) =>
  server.call('inventory/stock', 'receive', [item], { ...headers, ...newKey('rcv') });
const issue = (item: Schemas['StockIssue'], key = newKey('iss')) =>
  server.call('inventory/stock', 'issue', [item], { ...cashier, ...key });
const onHand = async (itemId: number) =>
  Object.fromEntries(
    (await server.call('inventory/stock', 'on-hand', [{ itemId }], cashier)).typed.data.map((row) => [
      row.locationId,
      row.quantity,
    ]),
  );

describe(`the stock ledger (${testEngine})`, () => {
  it('receives several lines in one document, exact totals, weighted average cost', async () => {
    const water = await anItem('TWATER');
    const beer = await anItem('TBEER');
    const first = await receive({
      locationId: main,
      supplier: 'Mekong Drinks',
      supplierDocument: 'INV-1',
      lines: [
        { itemId: water, quantity: '24', unitCost: '7.35' },
        { itemId: beer, quantity: '12.5', unitCost: '33.33' },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const document = first.typed.data[0] as Schemas['StockDocument'];
    // 24 × 7.35 = 176.40; 12.5 × 33.33 = 416.625 → 416.63
    expect(document.lines.map((line) => line.amount)).toEqual(['176.40', '416.63']);
    expect(document.total).toBe('593.03');
    const second = await receive({
      locationId: main,
      supplier: 'Mekong Drinks',
      lines: [{ itemId: water, quantity: '12', unitCost: '8.10' }],
    });
    expect(second.status).toBe(200);
    const [row] = (await server.call('inventory/stock', 'on-hand', [{ itemId: water }], cashier)).typed.data;
    // (24 × 7.35 + 12 × 8.10) / 36 = 7.60
    expect(row).toMatchObject({ quantity: '36', averageCost: '7.6000', value: '273.60' });
    // The same delivery note is received once.
    const again = await receive({
      locationId: main,
      supplier: 'mekong drinks',
      supplierDocument: 'INV-1',
      lines: [{ itemId: water, quantity: '1', unitCost: '1' }],
    });
    expect(again.status).toBe(422);
    expect(again.body.apiResponse.code).toBe('DUPLICATE');
    expect(
      (
        await receive(
          { locationId: main, supplier: 'X', lines: [{ itemId: water, quantity: '1', unitCost: '1' }] },
          housekeeping,
        )
      ).status,
    ).toBe(403);
  });

  it('transfers between locations all or nothing; short stock is refused naming the item and the quantity short', async () => {
    const cola = await anItem('TCOLA');
    const soda = await anItem('TSODA');
    await receive({
      locationId: main,
      supplier: 'Cola Co',
      lines: [
        { itemId: cola, quantity: '10', unitCost: '12.00' },
        { itemId: soda, quantity: '3', unitCost: '9.00' },
      ],
    });
    const transfer = (lines: Schemas['MoveLine'][], key = newKey('tr')) =>
      server.call('inventory/stock', 'transfer', [{ fromLocationId: main, toLocationId: bar, lines }], {
        ...cashier,
        ...key,
      });
    const short = await transfer([
      { itemId: cola, quantity: '4' },
      { itemId: soda, quantity: '5' },
    ]);
    expect(short.status).toBe(422);
    expect(short.body.apiResponse.code).toBe('INSUFFICIENT_STOCK');
    expect(short.body.apiResponse.desc).toContain('TSODA');
    expect(short.body.apiResponse.errors?.[0]).toMatchObject({ field: '/data/0/lines/1/quantity' });
    expect(short.body.apiResponse.errors?.[0]?.message).toContain('2 short');
    expect(await onHand(cola)).toEqual({ [main]: '10' });
    const key = newKey('tr-retry');
    const moved = await transfer([{ itemId: cola, quantity: '4' }], key);
    expect(moved.status).toBe(200);
    expect(moved.typed.data[0]).toMatchObject({ kind: 'transfer', total: '48.00', toLocationId: bar });
    // A retry with its Idempotency-Key answers the first transfer and moves nothing again.
    const retried = await transfer([{ itemId: cola, quantity: '4' }], key);
    expect(retried.status).toBe(200);
    expect(retried.typed.data[0]?.id).toBe(moved.typed.data[0]?.id);
    expect(await onHand(cola)).toEqual({ [main]: '6', [bar]: '4' });
    // Stock moves only by documents: the ledger refuses to be edited.
    await expect(server.db.deleteFrom('stock_movement').where('item_id', '=', cola).execute()).rejects.toThrow();
    const sameplace = await server.call(
      'inventory/stock',
      'transfer',
      [{ fromLocationId: bar, toLocationId: bar, lines: [{ itemId: cola, quantity: '1' }] }],
      { ...cashier, ...newKey('same') },
    );
    expect(sameplace.status).toBe(400);
  });

  it(`${ISSUES} simultaneous issues of 1 against a stock of ${STOCK}: exactly ${STOCK} succeed, no 5xx`, async () => {
    const towel = await anItem('TTOWEL');
    await receive({
      locationId: main,
      supplier: 'Linen Ltd',
      lines: [{ itemId: towel, quantity: String(STOCK), unitCost: '150.00' }],
    });
    const answers = await Promise.all(
      Array.from({ length: ISSUES }, (_, n) =>
        issue({ locationId: main, note: `race ${n}`, lines: [{ itemId: towel, quantity: '1' }] }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 422)).toHaveLength(ISSUES - STOCK);
    expect(answers.find((answer) => answer.status === 422)?.body.apiResponse.code).toBe('INSUFFICIENT_STOCK');
    expect(await onHand(towel)).toEqual({});
    const movements = await server.db
      .selectFrom('stock_movement')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('item_id', '=', towel)
      .executeTakeFirst();
    expect(Number(movements?.n)).toBe(STOCK + 1);
  });
});
