import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from '../../test/booking.ts';
import { cashierFixtures, inHouseStays } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';

// Routing instructions (operations.md §2.6): evaluated when a charge is posted, a code's own
// instruction before its group's, never two live ones overlapping, never retroactive.

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let stays: number[];
let groupOf: (codeId: number) => Promise<number>;

beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 10 });
  fx = await cashierFixtures(server);
  stays = await inHouseStays(server, 'RTE', 3);
  expect((await server.call('cashier/shift', 'open', [{ shift: 'AM' }], newKey('s'))).status).toBe(200);
  groupOf = async (codeId) =>
    (
      await server.db
        .selectFrom('transaction_code')
        .select('transaction_group_id')
        .where('id', '=', codeId)
        .executeTakeFirstOrThrow()
    ).transaction_group_id;
}, 300_000);
afterAll(() => server?.close());

type Charge = Parameters<typeof server.call<'cashier/folio', 'post'>>[2][0];
type NewInstruction = Parameters<typeof server.call<'cashier/routing', 'create'>>[2][0];

const charge = (data: Charge) => server.call('cashier/folio', 'post', [data], newKey('post'));
const route = (data: NewInstruction) => server.call('cashier/routing', 'create', [data]);
const dayAfter = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe(`routing instructions (${testEngine})`, () => {
  it('sends a code to another window of the stay’s folio; other codes and a chosen window stay put', async () => {
    const stayId = stays[0] as number;
    const created = await route({ stayId, transactionCodeId: fx.room, toWindow: 2 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const instruction = created.typed.data[0];
    expect(instruction).toMatchObject({
      stayId,
      transactionCodeId: fx.room,
      transactionCode: '1000',
      toFolioId: null,
      toWindow: 2,
      startsOn: null,
      endsOn: null,
      createdBy: 'admin',
    });
    const room = await charge({ stayId, transactionCodeId: fx.room, quantity: 1, unitAmount: '1000' });
    expect(room.typed.data[0]).toMatchObject({ window: 2, routingInstructionId: instruction?.id });
    const food = await charge({ stayId, transactionCodeId: fx.food, quantity: 1, unitAmount: '100' });
    expect(food.typed.data[0]).toMatchObject({ window: 1, routingInstructionId: null });
    // Window 1 is where unrouted charges go: naming it still follows the routing.
    const one = await charge({ stayId, transactionCodeId: fx.room, quantity: 1, unitAmount: '1', window: 1 });
    expect(one.typed.data[0]).toMatchObject({ window: 2, routingInstructionId: instruction?.id });
    const chosen = await charge({ stayId, transactionCodeId: fx.room, quantity: 1, unitAmount: '1000', window: 3 });
    expect(chosen.typed.data[0]).toMatchObject({ window: 3, routingInstructionId: null });
    // By folio id too: the folio is the stay's, so its routing applies.
    const byFolio = await charge({
      folioId: room.typed.data[0]?.folioId as number,
      transactionCodeId: fx.room,
      quantity: 1,
      unitAmount: '10',
    });
    expect(byFolio.typed.data[0]?.window).toBe(2);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id'])
      .where('path', '=', 'cashier/routing')
      .execute();
    expect(audit).toEqual([{ entity: 'routing-instruction', entity_id: String(instruction?.id) }]);
  });

  it('sends a group to a company folio, the code’s own instruction winning over its group’s', async () => {
    const stayId = stays[1] as number;
    const company = await server.db.selectFrom('company_profile').select('id').orderBy('id').executeTakeFirstOrThrow();
    const opened = await server.call('cashier/folio', 'open', [{ ownerKind: 'company', companyId: company.id }]);
    const companyFolio = opened.typed.data[0]?.id as number;
    const group = await route({
      stayId,
      transactionGroupId: await groupOf(fx.food),
      toFolioId: companyFolio,
      toWindow: 1,
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    expect(group.typed.data[0]).toMatchObject({ toFolioId: companyFolio, transactionGroup: 'FB' });
    expect(group.typed.data[0]?.toFolioLabel).not.toBe('');
    const food = await charge({ stayId, transactionCodeId: fx.food, quantity: 1, unitAmount: '50' });
    expect(food.typed.data[0]).toMatchObject({ folioId: companyFolio, window: 1 });
    const own = await route({ stayId, transactionCodeId: fx.food, toWindow: 4 });
    expect(own.status).toBe(200);
    const again = await charge({ stayId, transactionCodeId: fx.food, quantity: 1, unitAmount: '50' });
    expect(again.typed.data[0]).toMatchObject({ window: 4, routingInstructionId: own.typed.data[0]?.id });
    expect(again.typed.data[0]?.folioId).not.toBe(companyFolio);
    const listed = await server.call('cashier/routing', 'list', [{ stayId }]);
    expect(listed.typed.data.map((i) => i.id).sort()).toEqual([group.typed.data[0]?.id, own.typed.data[0]?.id].sort());
    const toCompany = await server.call('cashier/routing', 'list', [{ toFolioId: companyFolio }]);
    expect(toCompany.typed.data.map((i) => i.id)).toEqual([group.typed.data[0]?.id]);
  });

  it('refuses two live instructions of a code on overlapping dates (409), allows them apart', async () => {
    const stayId = stays[2] as number;
    const first = await route({
      stayId,
      transactionCodeId: fx.laundry,
      toWindow: 2,
      startsOn: fx.hotelDate,
      endsOn: fx.hotelDate,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const overlap = await route({ stayId, transactionCodeId: fx.laundry, toWindow: 3 });
    expect([overlap.status, overlap.body.apiResponse.code]).toEqual([409, 'OVERLAP']);
    expect(overlap.body.apiResponse.errors?.[0]?.field).toBe('/data/0/transactionCodeId');
    const later = await route({
      stayId,
      transactionCodeId: fx.laundry,
      toWindow: 3,
      startsOn: dayAfter(fx.hotelDate, 1),
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    // Today's laundry follows the first; the later one waits for its dates.
    const today = await charge({ stayId, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '20' });
    expect(today.typed.data[0]).toMatchObject({ window: 2, routingInstructionId: first.typed.data[0]?.id });
  });

  it('is not retroactive: ending an instruction leaves its postings where they went', async () => {
    const stayId = stays[2] as number;
    const listed = await server.call('cashier/routing', 'list', [{ stayId }]);
    const first = listed.typed.data.find((i) => i.startsOn === fx.hotelDate);
    const ended = await server.call('cashier/routing', 'delete', [{ id: first?.id as number }]);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const after = await server.call('cashier/routing', 'list', [{ stayId }]);
    expect(after.typed.data.map((i) => i.id)).not.toContain(first?.id);
    const now = await charge({ stayId, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '20' });
    expect(now.typed.data[0]).toMatchObject({ window: 1, routingInstructionId: null });
    const folio = await server.call('cashier/folio', 'get', [{ stayId }]);
    const laundry = folio.typed.data[0]?.postings.filter((p) => p.transactionCodeId === fx.laundry) ?? [];
    expect(laundry.map((p) => [p.window, p.routingInstructionId])).toEqual([
      [2, first?.id],
      [1, null],
    ]);
    const twice = await server.call('cashier/routing', 'delete', [{ id: first?.id as number }]);
    expect(twice.status).toBe(404);
    // The date range is free again for a new instruction.
    expect((await route({ stayId, transactionCodeId: fx.laundry, toWindow: 5, endsOn: fx.hotelDate })).status).toBe(
      200,
    );
  });

  it('refuses what makes no routing, naming the field', async () => {
    const stayId = stays[0] as number;
    const cases: [NewInstruction, number, string][] = [
      [{ stayId, transactionCodeId: fx.food, toWindow: 1 }, 400, '/data/0/toWindow'],
      [{ stayId, transactionCodeId: fx.food, transactionGroupId: 1, toWindow: 2 }, 400, '/data/0/transactionCodeId'],
      [{ stayId, toWindow: 2 }, 400, '/data/0/transactionCodeId'],
      [{ stayId, transactionCodeId: fx.cashCode, toWindow: 2 }, 422, '/data/0/transactionCodeId'],
      [{ stayId, transactionCodeId: 999999, toWindow: 2 }, 404, '/data/0/transactionCodeId'],
      [{ stayId: 999999, transactionCodeId: fx.food, toWindow: 2 }, 404, '/data/0/stayId'],
      [
        { stayId, transactionCodeId: fx.food, toWindow: 2, startsOn: '2030-01-02', endsOn: '2030-01-01' },
        400,
        '/data/0/endsOn',
      ],
      [{ stayId, transactionCodeId: fx.food, toFolioId: 999999, toWindow: 1 }, 404, '/data/0/toFolioId'],
    ];
    for (const [data, status, field] of cases) {
      const answer = await route(data);
      expect([answer.status, answer.body.apiResponse.errors?.[0]?.field], JSON.stringify(data)).toEqual([
        status,
        field,
      ]);
    }
    const own = await server.call('cashier/folio', 'get', [{ stayId }]);
    const self = await route({
      stayId,
      transactionCodeId: fx.food,
      toFolioId: own.typed.data[0]?.id as number,
      toWindow: 2,
    });
    expect([self.status, self.body.apiResponse.errors?.[0]?.field]).toEqual([400, '/data/0/toFolioId']);
    const house = await server.call('cashier/folio', 'open', [{ ownerKind: 'house', name: 'Routing closed target' }]);
    const houseId = house.typed.data[0]?.id as number;
    expect((await server.call('cashier/folio', 'close', [{ folioId: houseId }])).status).toBe(200);
    const closed = await route({ stayId, transactionCodeId: fx.food, toFolioId: houseId, toWindow: 1 });
    expect([closed.status, closed.body.apiResponse.code]).toEqual([422, 'FOLIO_CLOSED']);
    const noFilter = await server.call('cashier/routing', 'list', [{}]);
    expect(noFilter.status).toBe(400);
  });

  it('a closed target folio sends the charge to the stay’s window 1 instead of refusing it', async () => {
    const stayId = stays[0] as number;
    const house = await server.call('cashier/folio', 'open', [{ ownerKind: 'house', name: 'Routing target' }]);
    const houseId = house.typed.data[0]?.id as number;
    expect((await route({ stayId, transactionCodeId: fx.laundry, toFolioId: houseId, toWindow: 2 })).status).toBe(200);
    const routed = await charge({ stayId, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '5' });
    expect(routed.typed.data[0]).toMatchObject({ folioId: houseId, window: 2 });
    // Settle the house account so it can close, then post again.
    const paid = await server.call(
      'cashier/folio',
      'pay',
      [{ folioId: houseId, window: 2, paymentTypeId: fx.cash, amount: routed.typed.data[0]?.total as string }],
      newKey('pay'),
    );
    expect(paid.status).toBe(200);
    expect((await server.call('cashier/folio', 'close', [{ folioId: houseId }])).status).toBe(200);
    const unrouted = await charge({ stayId, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '5' });
    expect(unrouted.typed.data[0]).toMatchObject({ window: 1, routingInstructionId: null });
    expect(unrouted.typed.data[0]?.folioId).not.toBe(houseId);
  });

  it('the front desk sets up routing but cannot post; housekeeping cannot route', async () => {
    const { signIn } = await import('../../test/api.ts');
    const reception = (await signIn(server.app, 'reception', 'demo-test-password')).headers;
    const housekeeping = (await signIn(server.app, 'housekeeping', 'demo-test-password')).headers;
    const stayId = stays[1] as number;
    const listed = await server.call('cashier/routing', 'list', [{ stayId }], reception);
    expect(listed.status).toBe(200);
    const denied = await server.call('cashier/routing', 'list', [{ stayId }], housekeeping);
    expect(denied.status).toBe(403);
  });
});
