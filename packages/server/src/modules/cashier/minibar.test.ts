import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessRule } from '../../api/errors.ts';
import { toCents } from '../../api/money.ts';
import { currentStockDrawer, provideStockDrawer } from '../../api/stock-hooks.ts';
import { type Headers, type RawAnswer, signIn } from '../../test/api.ts';
import { newKey } from '../../test/booking.ts';
import { inHouseStays, vacantRoom } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { chargeLine, taxesFor } from './charges.ts';

// Minibar counts (issue 21, operations.md §5.1) posted by housekeeping to the in-house guest's folio
// through the cashier's charge path, drawing the demo's linked items from its minibar store in the
// same transaction: exact lines, refusals that post nothing, one posting set per count whatever
// the retries, stock never below zero, and a failure that rolls back the charge and the stock.

let server: Awaited<ReturnType<typeof createTestServer>>;
let housekeeping: Headers;
let stays: number[];
let rooms: string[];
const minibar = new Map<string, { id: number; price: string; inventoryItemId: number | null }>();
let miniStore: number;

type CountInput = Parameters<typeof server.call<'housekeeping/minibar', 'post'>>[2][0];

beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 20 });
  housekeeping = (await signIn(server.app, 'housekeeping', 'demo-test-password')).headers;
  stays = await inHouseStays(server, 'MBR', 3);
  const roomRows = await server.db
    .selectFrom('room_stay as st')
    .innerJoin('room as rm', 'rm.id', 'st.room_id')
    .select(['st.id', 'rm.room_number'])
    .where('st.id', 'in', stays)
    .orderBy('st.id')
    .execute();
  rooms = roomRows.map((row) => row.room_number);
  const types = await server.db
    .selectFrom('minibar_type')
    .select(['id', 'code', 'price', 'inventory_item_id'])
    .execute();
  for (const row of types) {
    minibar.set(row.code, { id: row.id, price: String(row.price), inventoryItemId: row.inventory_item_id });
  }
  miniStore = (
    await server.db.selectFrom('inventory_location').select('id').where('code', '=', 'MINI').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server?.close());

const typeId = (code: string) => minibar.get(code)?.id as number;
const count = (more: Partial<CountInput> = {}, room = 0): CountInput => ({
  roomNumber: rooms[room] as string,
  stayId: stays[room] as number,
  lines: [
    { minibarTypeId: typeId('COKE'), quantity: 2 },
    { minibarTypeId: typeId('BLAO'), quantity: 1 },
  ],
  ...more,
});
const post = (data: CountInput, headers: Headers = { ...housekeeping, ...newKey('mb') }) =>
  server.call('housekeeping/minibar', 'post', [data], headers);
const refusal = (answer: RawAnswer) => ({
  status: answer.status,
  code: answer.body.apiResponse.code,
  fields: (answer.body.apiResponse.errors ?? []).map((error: { field: string }) => error.field),
});
const counted = async (table: 'posting' | 'minibar_count' | 'stock_document' | 'stock_movement') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const written = async () => ({
  postings: await counted('posting'),
  counts: await counted('minibar_count'),
  documents: await counted('stock_document'),
  movements: await counted('stock_movement'),
});
const onHand = async (code: string) => {
  const row = await server.db
    .selectFrom('stock_movement')
    .select(sql<string>`coalesce(sum(quantity), 0)::text`.as('quantity'))
    .where('location_id', '=', miniStore)
    .where('item_id', '=', minibar.get(code)?.inventoryItemId as number)
    .executeTakeFirstOrThrow();
  return Number(row.quantity);
};
/** The line the cashier's charge path computes for the demo's minibar code (2020, F&B). */
const minibarLine = async (price: string, quantity: number) => {
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
    .where('c.code', '=', '2020')
    .executeTakeFirstOrThrow();
  return chargeLine(
    price,
    quantity,
    taxesFor(
      code,
      types.map((type) => ({ ...type, percent: String(type.percent) })),
    ),
  );
};

describe(`minibar posting (${testEngine})`, () => {
  it('answers the minibar items with the taxes their code takes, and who is in house in a room', async () => {
    const items = await server.call('housekeeping/minibar', 'items', [], housekeeping);
    expect(items.status, JSON.stringify(items.body.apiResponse)).toBe(200);
    const coke = items.typed.data.find((item) => item.code === 'COKE');
    expect(coke).toMatchObject({ price: '50.00', transactionCode: '2020' });
    expect(coke?.inventoryItemId).not.toBeNull();
    // The screen's line from the answer alone is the cashier's line to the cent.
    expect(chargeLine(coke?.price as string, 3, coke?.taxes ?? [])).toEqual(await minibarLine('50', 3));
    expect(coke?.taxes.length).toBeGreaterThan(0);

    const room = await server.call('housekeeping/minibar', 'room', [{ roomNumber: rooms[0] as string }], housekeeping);
    expect(room.status).toBe(200);
    expect(room.typed.data).toEqual([expect.objectContaining({ stayId: stays[0], guestName: 'CashMBR, Test' })]);
  });

  it('is housekeeping’s and the cashier’s, not the front desk’s', async () => {
    const reception = (await signIn(server.app, 'reception', 'demo-test-password')).headers;
    expect((await post(count(), { ...reception, ...newKey('mb') })).status).toBe(403);
    expect((await server.call('housekeeping/minibar', 'items', [], reception)).status).toBe(403);
  });

  it('refuses a vacant room, another guest, an item without a charge code and an unknown store, posting nothing', async () => {
    const before = await written();
    const vacant = await vacantRoom(server);
    expect(refusal(await post(count({ roomNumber: vacant.room_number })))).toEqual({
      status: 422,
      code: 'ROOM_NOT_IN_HOUSE',
      fields: ['/data/0/roomNumber'],
    });
    expect(
      refusal(await server.call('housekeeping/minibar', 'room', [{ roomNumber: vacant.room_number }], housekeeping)),
    ).toMatchObject({ status: 422, code: 'ROOM_NOT_IN_HOUSE' });
    expect(refusal(await post(count({ roomNumber: 'NOPE9' })))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      fields: ['/data/0/roomNumber'],
    });
    expect(refusal(await post(count({ stayId: stays[1] as number })))).toEqual({
      status: 422,
      code: 'GUEST_CHANGED',
      fields: ['/data/0/stayId'],
    });
    expect(
      refusal(
        await post(
          count({
            lines: [
              { minibarTypeId: typeId('COKE'), quantity: 1 },
              { minibarTypeId: typeId('COKE'), quantity: 1 },
            ],
          }),
        ),
      ),
    ).toMatchObject({ status: 400, fields: ['/data/0/lines/1/minibarTypeId'] });

    await server.db.updateTable('minibar_type').set({ transaction_code_id: null }).where('code', '=', 'CHOC').execute();
    try {
      const noCode = count({
        lines: [
          { minibarTypeId: typeId('WATER'), quantity: 1 },
          { minibarTypeId: typeId('CHOC'), quantity: 1 },
        ],
      });
      expect(refusal(await post(noCode))).toEqual({
        status: 422,
        code: 'ITEM_NOT_CHARGEABLE',
        fields: ['/data/0/lines/1/minibarTypeId'],
      });
      const items = await server.call('housekeeping/minibar', 'items', [], housekeeping);
      expect(items.typed.data.find((item) => item.code === 'CHOC')).toMatchObject({
        transactionCodeId: null,
        taxes: [],
      });
    } finally {
      await server.db
        .updateTable('minibar_type')
        .set({
          transaction_code_id: server.db.selectFrom('transaction_code').select('id').where('code', '=', '2020'),
        })
        .where('code', '=', 'CHOC')
        .execute();
    }

    // The main store is no minibar store: refused after the charges were made, so they roll back.
    const main = await server.db
      .selectFrom('inventory_location')
      .select('id')
      .where('code', '=', 'MAIN')
      .executeTakeFirstOrThrow();
    expect(refusal(await post(count({ locationId: main.id })))).toEqual({
      status: 422,
      code: 'NOT_A_STORE_FOR_PURPOSE',
      fields: ['/data/0/locationId'],
    });
    expect(await written()).toEqual(before);
  });

  it('needs an Idempotency-Key', async () => {
    const answer = await post(count(), housekeeping);
    expect(refusal(answer)).toMatchObject({ status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
  });

  it('posts a count without a cashier shift: a charge per line, tax and service per line, stock drawn, audited', async () => {
    const cokeBefore = await onHand('COKE');
    const beerBefore = await onHand('BLAO');
    const answer = await post(count({ reference: 'MB-1001' }));
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const posted = answer.typed.data[0];
    const coke = await minibarLine('50', 2);
    const beer = await minibarLine('90', 1);
    expect(posted).toMatchObject({
      roomNumber: rooms[0],
      stayId: stays[0],
      guestName: 'CashMBR, Test',
      reference: 'MB-1001',
      countedBy: 'housekeeping',
      locationId: miniStore,
      locationName: 'Minibar store',
    });
    expect(
      posted?.lines.map((line) => [line.itemCode, line.quantity, line.total, line.tax, line.drawn, line.short]),
    ).toEqual([
      ['COKE', 2, coke.total, coke.tax, '2', '0'],
      ['BLAO', 1, beer.total, beer.tax, '1', '0'],
    ]);
    expect(toCents(posted?.total as string)).toBe(toCents(coke.total) + toCents(beer.total));
    expect(toCents(coke.serviceCharge)).toBeGreaterThan(0n);

    // On the guest folio, through the cashier's charge path, in the hotel's system shift.
    const folio = (await server.call('cashier/folio', 'get', [{ stayId: stays[0] as number }])).typed.data[0];
    const postings = folio?.postings.filter((p) => p.reference === 'Minibar MB-1001') ?? [];
    expect(postings.map((p) => [p.description, p.quantity, p.total, p.serviceCharge, p.transactionCode])).toEqual([
      ['Coca-Cola', 2, coke.total, coke.serviceCharge, '2020'],
      ['Beerlao', 1, beer.total, beer.serviceCharge, '2020'],
    ]);
    expect(postings.map((p) => p.cashier)).toEqual(['housekeeping', 'housekeeping']);
    expect(posted?.lines.map((line) => line.postingId)).toEqual(postings.map((p) => p.id));
    const shift = await server.db
      .selectFrom('cashier_shift')
      .select(['user_id', 'cashier', 'closed_at'])
      .where('id', '=', posted?.shiftId as number)
      .executeTakeFirstOrThrow();
    expect(shift).toEqual({ user_id: null, cashier: 'system', closed_at: null });

    // The stock left the minibar store in the same command, as an issue document.
    expect(await onHand('COKE')).toBe(cokeBefore - 2);
    expect(await onHand('BLAO')).toBe(beerBefore - 1);
    const document = await server.call('inventory/stock', 'documents', [{ kind: 'issue', locationId: miniStore }]);
    const issue = document.typed.data.find((row) => row.id === posted?.stockDocumentId);
    expect(issue?.lines.map((line) => [line.itemCode, line.quantity])).toEqual([
      ['BEV-COLA', '2'],
      ['BEV-BLAO', '1'],
    ]);
    expect(issue?.note).toBe(`Minibar room ${rooms[0]}, slip MB-1001`);

    const audit = await server.db
      .selectFrom('audit_log')
      .select(['entity', 'actor'])
      .where('path', '=', 'housekeeping/minibar')
      .where('action', '=', 'post')
      .execute();
    const entities = audit.map((row) => row.entity);
    expect(entities).toContain('minibar-count');
    expect(entities).toContain('stock-document');
    expect(entities.filter((entity) => entity === 'posting')).toHaveLength(2);
    expect(new Set(audit.map((row) => row.actor))).toEqual(new Set(['housekeeping']));
  });

  it('posts a count once: a replayed key answers the same count, the same slip under another key is refused', async () => {
    const key = { ...housekeeping, ...newKey('replay') };
    const first = await post(count({ reference: 'MB-2002' }, 1), key);
    expect(first.status, JSON.stringify(first.body.apiResponse)).toBe(200);
    const before = await written();
    const again = await post(count({ reference: 'MB-2002' }, 1), key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.typed.data[0]?.id).toBe(first.typed.data[0]?.id);
    expect(refusal(await post(count({ reference: 'MB-2002' }, 1)))).toEqual({
      status: 409,
      code: 'SLIP_POSTED',
      fields: ['/data/0/reference'],
    });
    expect(await written()).toEqual(before);
  });

  it('twenty posts of one count with one key at once make one posting set', async () => {
    const before = await written();
    const key = { ...housekeeping, ...newKey('storm') };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(count({}, 2), key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.typed.data[0]?.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const after = await written();
    expect(after.counts - before.counts).toBe(1);
    expect(after.postings - before.postings).toBe(2);
    expect(after.documents - before.documents).toBe(1);
  });

  it('charges what the store is short of and records the shortage; stock never goes below zero', async () => {
    const have = await onHand('SNACK');
    const answer = await post(count({ lines: [{ minibarTypeId: typeId('SNACK'), quantity: have + 2 }] }, 1));
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const line = answer.typed.data[0]?.lines[0];
    expect(line).toMatchObject({ quantity: have + 2, drawn: String(have), short: '2' });
    expect(line?.total).toBe((await minibarLine('120', have + 2)).total);
    expect(await onHand('SNACK')).toBe(0);
    const issue = await server.db
      .selectFrom('stock_document')
      .select('note')
      .where('id', '=', answer.typed.data[0]?.stockDocumentId as number)
      .executeTakeFirstOrThrow();
    expect(issue.note).toMatch(/short: SNK-NUTS 2$/);

    // Nothing left at all: the charge stands, no stock document, the whole count short.
    const empty = await post(count({ lines: [{ minibarTypeId: typeId('SNACK'), quantity: 1 }] }, 1));
    expect(empty.status).toBe(200);
    expect(empty.typed.data[0]).toMatchObject({ stockDocumentId: null, locationId: miniStore });
    expect(empty.typed.data[0]?.lines[0]).toMatchObject({ drawn: '0', short: '1' });
    expect(await onHand('SNACK')).toBe(0);
  });

  it('rolls back the charges and the stock together when the command fails after drawing', async () => {
    const before = await written();
    const cokeBefore = await onHand('COKE');
    const drawer = currentStockDrawer();
    if (!drawer) throw new Error('the inventory module registers a drawer');
    provideStockDrawer(drawer.name, async (context, draw) => {
      const drawn = await drawer.draw(context, draw);
      expect(drawn.documentId).not.toBeNull();
      throw businessRule('TEST_FAILURE', 'Failed after drawing the stock');
    });
    try {
      expect(refusal(await post(count({ reference: 'MB-FAIL' })))).toMatchObject({
        status: 422,
        code: 'TEST_FAILURE',
      });
    } finally {
      provideStockDrawer(drawer.name, drawer.draw);
    }
    expect(await written()).toEqual(before);
    expect(await onHand('COKE')).toBe(cokeBefore);
    // The slip is free again: nothing of the failed count was kept.
    expect((await post(count({ reference: 'MB-FAIL' }))).status).toBe(200);
  });
});
