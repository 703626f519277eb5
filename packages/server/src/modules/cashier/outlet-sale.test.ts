import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../api/money.ts';
import { signIn } from '../../test/api.ts';
import { newKey } from '../../test/booking.ts';
import { cashierFixtures, inHouseStays, summedBalance, USD_RATE, vacantRoom } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { chargeLine, taxesFor } from './charges.ts';
import { foreignDue, guestNameMatches } from './outlet-sale.ts';

// Outlet sales (issue 18, operations.md §3) on the demo hotel's outlets and price lists: eligibility
// refusals naming the field, tax and service per line as the cashier posts them, exactly-once
// checks (replayed key, another key, two posts at once).

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let stays: number[];
let rooms: string[];
const outlet = new Map<string, number>();
const item = new Map<string, { id: number; price: string }>();

type Headers = Record<string, string>;
type SaleInput = Parameters<typeof server.call<'outlet/sale', 'post'>>[2][0];

beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 20 });
  fx = await cashierFixtures(server);
  stays = await inHouseStays(server, 'OUT', 2);
  const roomRows = await server.db
    .selectFrom('room_stay as st')
    .innerJoin('room as rm', 'rm.id', 'st.room_id')
    .select(['st.id', 'rm.room_number'])
    .where('st.id', 'in', stays)
    .orderBy('st.id')
    .execute();
  rooms = roomRows.map((row) => row.room_number);
  for (const row of await server.db.selectFrom('outlet').select(['id', 'code']).execute()) outlet.set(row.code, row.id);
  for (const row of await server.db.selectFrom('outlet_item').select(['id', 'code', 'price']).execute()) {
    item.set(row.code, { id: row.id, price: String(row.price) });
  }
});
afterAll(() => server?.close());

const itemId = (code: string) => item.get(code)?.id as number;
const post = (data: SaleInput, headers: Headers = {}) =>
  server.call('outlet/sale', 'post', [data], { ...newKey('sale'), ...headers });
const roomSale = (checkNumber: string, more: Partial<SaleInput> = {}): SaleInput => ({
  outletId: outlet.get('REST') as number,
  checkNumber,
  settlement: 'room',
  roomNumber: rooms[0] as string,
  guestName: 'CashOUT',
  lines: [
    { outletItemId: itemId('R001'), quantity: 2 },
    { outletItemId: itemId('R004'), quantity: 3 },
  ],
  ...more,
});
const refusal = (answer: Awaited<ReturnType<typeof post>>) => ({
  status: answer.status,
  code: answer.body.apiResponse.code,
  fields: (answer.body.apiResponse.errors ?? []).map((error: { field: string }) => error.field),
});
const foodLine = async (price: string, quantity: number) => {
  const types = await server.db
    .selectFrom('hotel_tax_type')
    .select(['code', 'percent', 'included', 'applies_to'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const code = await server.db
    .selectFrom('transaction_code as c')
    .innerJoin('transaction_group as g', 'g.id', 'c.transaction_group_id')
    .select(['c.taxable', 'c.service_charge', 'g.code as group_code'])
    .where('c.id', '=', fx.food)
    .executeTakeFirstOrThrow();
  return chargeLine(
    price,
    quantity,
    taxesFor(
      code,
      types.map((t) => ({ ...t, percent: String(t.percent) })),
    ),
  );
};

describe(`outlet sales (${testEngine})`, () => {
  it('matches a guest by last name, or last and first name in any order', () => {
    const guest = { last_name: 'Smith', first_name: 'John' };
    for (const given of ['smith', ' SMITH ', 'Smith, John', 'john smith', 'Smith John']) {
      expect(guestNameMatches(given, guest), given).toBe(true);
    }
    for (const given of ['John', 'Smyth', 'Smith J', '']) expect(guestNameMatches(given, guest), given).toBe(false);
    // 1000 THB at 32.745: 30.539... → 30.54, half up.
    expect(foreignDue('1000.00', '32.745000')).toBe('30.54');
  });

  it('the demo hotel has today’s outlet sales, to rooms and paid, inside the closed AM shift', async () => {
    const listed = await server.call('outlet/sale', 'list', []);
    expect(listed.status, JSON.stringify(listed.body.apiResponse)).toBe(200);
    const demo = listed.typed.data;
    expect(demo.map((sale) => `${sale.outletCode} ${sale.checkNumber} ${sale.settlement}`).sort()).toEqual([
      'BAR 2210 room',
      'BAR 2211 paid',
      'POOL 3105 room',
      'REST 1051 room',
      'REST 1052 paid',
      'SPA 4020 paid',
    ]);
    for (const sale of demo) {
      expect(sale.hotelDate).toBe(fx.hotelDate);
      const sum = sale.lines.reduce((total, line) => total + toCents(line.total), 0n);
      expect(toCents(sale.total)).toBe(sum);
      if (sale.settlement === 'room') expect(sale.guestName).not.toBe('');
      if (sale.settlement === 'paid') {
        const folio = (await server.call('cashier/folio', 'get', [{ folioId: sale.folioId as number }])).typed.data[0];
        expect(folio?.balance).toBe('0.00');
      }
    }
    const shift = await server.db
      .selectFrom('cashier_shift')
      .select(['closed_at'])
      .where('id', '=', demo[0]?.shiftId as number)
      .executeTakeFirstOrThrow();
    expect(shift.closed_at).not.toBeNull();
  });

  it('prices a check per line exactly as the cashier posts a charge (quote)', async () => {
    const answer = await server.call('outlet/sale', 'quote', [
      {
        outletId: outlet.get('REST') as number,
        lines: [
          { outletItemId: itemId('R001'), quantity: 2 },
          { outletItemId: itemId('R004'), quantity: 3 },
        ],
        paymentTypeId: fx.usdCash,
      },
    ]);
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const sale = answer.typed.data[0];
    const first = await foodLine('220', 2);
    const second = await foodLine('40', 3);
    expect(sale?.lines.map((line) => line.total)).toEqual([first.total, second.total]);
    expect(sale?.lines[0]).toMatchObject({ serviceCharge: first.serviceCharge, tax: first.tax, postingId: null });
    expect(toCents(sale?.total as string)).toBe(toCents(first.total) + toCents(second.total));
    expect(toCents(sale?.serviceCharge as string)).toBeGreaterThan(0n);
    expect(sale).toMatchObject({
      currencyCode: 'USD',
      exchangeRate: USD_RATE,
      foreignAmount: foreignDue(sale?.total as string, USD_RATE),
    });
  });

  it('needs the caller’s open cashier shift', async () => {
    expect(refusal(await post(roomSale('S-1')))).toMatchObject({ status: 422, code: 'NO_OPEN_SHIFT' });
    expect((await server.call('cashier/shift', 'open', [{ shift: 'AM' }], newKey('shift'))).status).toBe(200);
  });

  it('refuses a room charge that is not eligible, naming the field, and posts nothing', async () => {
    const vacant = await vacantRoom(server);
    const before = await server.db
      .selectFrom('posting')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(refusal(await post(roomSale('E-1', { roomNumber: 'NOPE9' })))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      fields: ['/data/0/roomNumber'],
    });
    expect(refusal(await post(roomSale('E-2', { roomNumber: vacant.room_number })))).toEqual({
      status: 422,
      code: 'ROOM_NOT_IN_HOUSE',
      fields: ['/data/0/roomNumber'],
    });
    expect(refusal(await post(roomSale('E-3', { guestName: 'Somebody Else' })))).toEqual({
      status: 422,
      code: 'GUEST_NAME_MISMATCH',
      fields: ['/data/0/guestName'],
    });
    const { guestName: _, ...noName } = roomSale('E-4');
    expect(refusal(await post(noName))).toMatchObject({ status: 400, fields: ['/data/0/guestName'] });
    expect(
      refusal(
        await post(
          roomSale('E-5', {
            lines: [
              { outletItemId: itemId('R001'), quantity: 1 },
              { outletItemId: itemId('B001'), quantity: 1 },
            ],
          }),
        ),
      ),
    ).toEqual({ status: 404, code: 'NOT_FOUND', fields: ['/data/0/lines/1/outletItemId'] });
    await server.db.updateTable('outlet').set({ posts_to_room: false }).where('code', '=', 'LDRY').execute();
    expect(
      refusal(
        await post(
          roomSale('E-6', {
            outletId: outlet.get('LDRY') as number,
            lines: [{ outletItemId: itemId('L001'), quantity: 1 }],
          }),
        ),
      ),
    ).toEqual({ status: 422, code: 'OUTLET_NO_ROOM_CHARGE', fields: ['/data/0/settlement'] });
    const after = await server.db
      .selectFrom('posting')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const sales = await server.db
      .selectFrom('outlet_sale')
      .select('check_number')
      .where('check_number', 'like', 'E-%')
      .execute();
    expect(sales).toEqual([]);
  });

  it('charges an in-house room: one charge posting per item on the guest folio, tax and service per line', async () => {
    const answer = await post(roomSale('1043', { guestName: 'test cashout' }));
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const sale = answer.typed.data[0];
    expect(sale).toMatchObject({
      settlement: 'room',
      stayId: stays[0],
      roomNumber: rooms[0],
      checkNumber: '1043',
      paymentPostingId: null,
    });
    const folio = (await server.call('cashier/folio', 'get', [{ stayId: stays[0] as number }])).typed.data[0];
    const postings = folio?.postings.filter((p) => p.reference === 'REST 1043') ?? [];
    expect(postings.map((p) => [p.description, p.quantity, p.window, p.total, p.transactionCode])).toEqual([
      ['Pad thai with shrimp', 2, 1, (await foodLine('220', 2)).total, '2000'],
      ['Sticky rice', 3, 1, (await foodLine('40', 3)).total, '2000'],
    ]);
    expect(sale?.lines.map((line) => line.postingId)).toEqual(postings.map((p) => p.id));
    expect(folio?.balance).toBe(await summedBalance(server, folio?.id as number));
    expect(folio?.balance).toBe(sale?.total);
  });

  it('takes a check paid on the spot into the outlet’s folio, in US dollars at the stored rate', async () => {
    const answer = await post({
      outletId: outlet.get('BAR') as number,
      checkNumber: 'B-77',
      settlement: 'paid',
      paymentTypeId: fx.usdCash,
      lines: [{ outletItemId: itemId('B003'), quantity: 3 }],
    });
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const sale = answer.typed.data[0];
    expect(sale).toMatchObject({ settlement: 'paid', currencyCode: 'USD', exchangeRate: USD_RATE, stayId: null });
    expect(sale?.foreignAmount).toBe(foreignDue(sale?.total as string, USD_RATE));
    const folio = (await server.call('cashier/folio', 'get', [{ folioId: sale?.folioId as number }])).typed.data[0];
    expect(folio).toMatchObject({ ownerKind: 'house', balance: '0.00' });
    const payment = folio?.postings.find((p) => p.id === sale?.paymentPostingId);
    expect(payment).toMatchObject({
      id: sale?.paymentPostingId,
      total: `-${sale?.total}`,
      foreignAmount: sale?.foreignAmount,
    });
    // The outlet's second paid check lands on the same folio.
    const second = await post({
      outletId: outlet.get('BAR') as number,
      checkNumber: 'B-78',
      settlement: 'paid',
      paymentTypeId: fx.cash,
      lines: [{ outletItemId: itemId('B001'), quantity: 1 }],
    });
    expect(second.typed.data[0]?.folioId).toBe(sale?.folioId);
    const listed = await server.call('outlet/sale', 'list', [{ outletId: outlet.get('BAR') as number }]);
    expect(listed.typed.data.map((s) => s.checkNumber).filter((n) => n.startsWith('B-'))).toEqual(['B-78', 'B-77']);
  });

  it('posts a check once: a replayed key answers the same sale, another key is refused', async () => {
    const key = newKey('replay');
    const first = await server.call('outlet/sale', 'post', [roomSale('R-9', { roomNumber: rooms[1] as string })], key);
    expect(first.status, JSON.stringify(first.body.apiResponse)).toBe(200);
    const again = await server.call('outlet/sale', 'post', [roomSale('R-9', { roomNumber: rooms[1] as string })], key);
    expect(again.status).toBe(200);
    expect(again.typed.data[0]?.id).toBe(first.typed.data[0]?.id);
    expect(refusal(await post(roomSale('R-9', { roomNumber: rooms[1] as string })))).toEqual({
      status: 409,
      code: 'CHECK_POSTED',
      fields: ['/data/0/checkNumber'],
    });
    const sales = await server.db.selectFrom('outlet_sale').select('id').where('check_number', '=', 'R-9').execute();
    expect(sales).toHaveLength(1);
    const lines = await server.db
      .selectFrom('outlet_sale_line')
      .select('posting_id')
      .where('sale_id', '=', sales[0]?.id as number)
      .execute();
    expect(lines).toHaveLength(2);
  });

  it('two cashiers posting the same check at once make one sale', async () => {
    const cashier = (await signIn(server.app, 'cashier', 'demo-test-password')).headers;
    expect((await server.call('cashier/shift', 'open', [{ shift: 'PM' }], { ...cashier, ...newKey('s') })).status).toBe(
      200,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        post(roomSale('RACE-1', { roomNumber: rooms[1] as string }), n % 2 ? cashier : {}),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.apiResponse.code).toBe('CHECK_POSTED');
    const sales = await server.db.selectFrom('outlet_sale').select('id').where('check_number', '=', 'RACE-1').execute();
    expect(sales).toHaveLength(1);
    const postings = await server.db
      .selectFrom('posting')
      .select('id')
      .where('reference', '=', 'REST RACE-1')
      .execute();
    expect(postings).toHaveLength(2);
    const current = await server.call('cashier/shift', 'current', [], cashier);
    const id = current.typed.data[0]?.id as number;
    expect((await server.call('cashier/shift', 'close', [{ id, counts: [] }], cashier)).status).toBe(200);
  });
});
