import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../api/money.ts';
import { newKey } from '../../test/booking.ts';
import { cashierFixtures, inHouseStays, summedBalance } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';

// Folios beyond a stay's: the folio list, opening reservation, company and house folios (once per
// natural key, also when asked at the same moment), closing the house and company ones at a zero
// balance only, and one window's invoice.

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let stays: number[];

beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 10 });
  fx = await cashierFixtures(server);
  stays = await inHouseStays(server, 'FLM', 2);
  expect((await server.call('cashier/shift', 'open', [{ shift: 'PM' }], newKey('s'))).status).toBe(200);
}, 300_000);
afterAll(() => server?.close());

type Open = Parameters<typeof server.call<'cashier/folio', 'open'>>[2][0];
const open = (data: Open) => server.call('cashier/folio', 'open', [data]);
const list = (filter: Parameters<typeof server.call<'cashier/folio', 'list'>>[2][0] = {}) =>
  server.call('cashier/folio', 'list', [filter]);

describe(`folios beyond stays (${testEngine})`, () => {
  it('opens a house account once per name, whatever the case, also when asked at once', async () => {
    const answers = await Promise.all([
      open({ ownerKind: 'house', name: 'Staff meals' }),
      open({ ownerKind: 'house', name: 'STAFF  meals' }),
      open({ ownerKind: 'house', name: 'staff meals' }),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = new Set(answers.map((answer) => answer.typed.data[0]?.id));
    expect(ids.size).toBe(1);
    expect(answers[0]?.typed.data[0]).toMatchObject({
      ownerKind: 'house',
      name: 'Staff meals',
      guestName: 'Staff meals',
      status: 'open',
      balance: '0.00',
    });
    const audits = await server.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('path', '=', 'cashier/folio')
      .where('action', '=', 'open')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('opens a company’s and a reservation’s folio idempotently; refuses a wrong owner', async () => {
    const company = await server.db
      .selectFrom('company_profile')
      .select(['id', 'name'])
      .where('property_id', '=', server.propertyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const first = await open({ ownerKind: 'company', companyId: company.id });
    const second = await open({ ownerKind: 'company', companyId: company.id });
    expect(first.typed.data[0]?.id).toBe(second.typed.data[0]?.id);
    expect(first.typed.data[0]).toMatchObject({ ownerKind: 'company', companyId: company.id, guestName: company.name });
    const stay = await server.db
      .selectFrom('room_stay')
      .select('reservation_id')
      .where('id', '=', stays[0] as number)
      .executeTakeFirstOrThrow();
    const ledger = await open({ ownerKind: 'reservation', reservationId: stay.reservation_id });
    expect(ledger.status, JSON.stringify(ledger.body)).toBe(200);
    expect(ledger.typed.data[0]).toMatchObject({ ownerKind: 'reservation', reservationId: stay.reservation_id });
    expect(ledger.typed.data[0]?.confirmationNumber).not.toBe('');
    const cases: [Open, number, string][] = [
      [{ ownerKind: 'house' }, 400, '/data/0/name'],
      [{ ownerKind: 'house', name: '   ' }, 400, '/data/0/name'],
      [{ ownerKind: 'house', name: 'X', companyId: company.id }, 400, '/data/0/companyId'],
      [{ ownerKind: 'company' }, 400, '/data/0/companyId'],
      [{ ownerKind: 'company', companyId: 999999 }, 404, '/data/0/companyId'],
      [{ ownerKind: 'reservation', reservationId: 999999 }, 404, '/data/0/reservationId'],
    ];
    for (const [data, status, field] of cases) {
      const answer = await open(data);
      expect([answer.status, answer.body.apiResponse.errors?.[0]?.field], JSON.stringify(data)).toEqual([
        status,
        field,
      ]);
    }
  });

  it('finds folios by room, guest name without accents or case, kind and status, with balances', async () => {
    const stayId = stays[0] as number;
    const charged = await server.call(
      'cashier/folio',
      'post',
      [{ stayId, transactionCodeId: fx.food, quantity: 1, unitAmount: '100' }],
      newKey('c'),
    );
    expect(charged.status).toBe(200);
    const folio = (await server.call('cashier/folio', 'get', [{ stayId }])).typed.data[0];
    const room = folio?.roomNumber as string;
    expect(room).not.toBe('');
    const byRoom = await list({ search: room });
    expect(byRoom.status, JSON.stringify(byRoom.body)).toBe(200);
    const row = byRoom.typed.data[0]?.rows.find((r) => r.id === folio?.id);
    expect(row).toMatchObject({
      ownerKind: 'stay',
      status: 'open',
      stayId,
      roomNumber: room,
      guestName: 'CashFLM, Test',
      label: 'CashFLM, Test',
      balance: folio?.balance,
      stayStatus: 'in-house',
    });
    expect(row?.arrival).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The other stay is in house without a folio yet: listed with id null, by its stay.
    const byName = await list({ search: 'cashflm, té' });
    const rows = byName.typed.data[0]?.rows ?? [];
    // The guest's stays, and the deposit ledger of the reservation opened above (same guest).
    expect(
      rows
        .filter((r) => r.ownerKind === 'stay')
        .map((r) => r.stayId)
        .sort(),
    ).toEqual([...stays].sort());
    expect(rows.filter((r) => r.ownerKind === 'reservation')).toHaveLength(1);
    expect(rows.find((r) => r.stayId === stays[1])).toMatchObject({ id: null, balance: '0.00', status: 'open' });
    const houses = await list({ ownerKind: 'house', search: 'staff' });
    expect(houses.typed.data[0]?.rows.map((r) => r.label)).toEqual(['Staff meals']);
    expect(houses.typed.data[0]?.rows.every((r) => r.ownerKind === 'house')).toBe(true);
    const page = await list({ limit: 2 });
    expect(page.typed.data[0]?.rows).toHaveLength(2);
    expect(page.typed.data[0]?.total).toBeGreaterThan(2);
    const beyond = await list({ offset: 100000 });
    expect(beyond.typed.data[0]).toMatchObject({ rows: [], offset: 100000 });
    expect(beyond.typed.data[0]?.total).toBe(page.typed.data[0]?.total);
    // Every listed balance is the database's sum of the non-void postings.
    for (const listed of page.typed.data[0]?.rows ?? []) {
      if (listed.id !== null) expect(listed.balance).toBe(await summedBalance(server, listed.id));
    }
  });

  it('closes a house account only at a zero balance in every window, then takes no postings; reopens it', async () => {
    const house = (await open({ ownerKind: 'house', name: 'Complaints' })).typed.data[0];
    const folioId = house?.id as number;
    const charged = await server.call(
      'cashier/folio',
      'post',
      [{ folioId, window: 3, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '40' }],
      newKey('c'),
    );
    const total = charged.typed.data[0]?.total as string;
    const refused = await server.call('cashier/folio', 'close', [{ folioId }]);
    expect([refused.status, refused.body.apiResponse.code]).toEqual([422, 'FOLIO_BALANCE']);
    expect(refused.body.apiResponse.desc).toContain('Window 3');
    await server.call(
      'cashier/folio',
      'pay',
      [{ folioId, window: 3, paymentTypeId: fx.cash, amount: total }],
      newKey('p'),
    );
    const closed = await server.call('cashier/folio', 'close', [{ folioId }]);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.typed.data[0]?.status).toBe('closed');
    const again = await server.call('cashier/folio', 'close', [{ folioId }]);
    expect([again.status, again.body.apiResponse.code]).toEqual([409, 'FOLIO_CLOSED']);
    const posting = await server.call(
      'cashier/folio',
      'post',
      [{ folioId, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '1' }],
      newKey('c'),
    );
    expect([posting.status, posting.body.apiResponse.code]).toEqual([422, 'FOLIO_CLOSED']);
    expect((await list({ status: 'closed', ownerKind: 'house' })).typed.data[0]?.rows.map((r) => r.id)).toContain(
      folioId,
    );
    const reopened = await server.call('cashier/folio', 'reopen', [{ folioId }]);
    expect(reopened.typed.data[0]?.status).toBe('open');
    const stayFolio = (await server.call('cashier/folio', 'get', [{ stayId: stays[0] as number }])).typed.data[0];
    const guest = await server.call('cashier/folio', 'close', [{ folioId: stayFolio?.id as number }]);
    expect([guest.status, guest.body.apiResponse.code]).toEqual([422, 'FOLIO_KIND']);
    const missing = await server.call('cashier/folio', 'reopen', [{ folioId: 999999 }]);
    expect([missing.status, missing.body.apiResponse.errors?.[0]?.field]).toEqual([404, '/data/0/folioId']);
  });

  it('a close racing postings either counts them (refused) or comes first (they are refused)', async () => {
    const folioId = (await open({ ownerKind: 'house', name: 'Race house' })).typed.data[0]?.id as number;
    const answers = await Promise.all([
      server.call(
        'cashier/folio',
        'post',
        [{ folioId, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '1' }],
        newKey('c'),
      ),
      server.call('cashier/folio', 'close', [{ folioId }]),
    ]);
    const [post, close] = answers;
    const folio = (await server.call('cashier/folio', 'get', [{ folioId }])).typed.data[0];
    if (close?.status === 200) {
      expect(post?.status).toBe(422);
      expect(folio?.postings).toHaveLength(0);
    } else {
      expect([post?.status, close?.status]).toEqual([200, 422]);
      expect(folio?.status).toBe('open');
      expect(folio?.postings).toHaveLength(1);
    }
    for (const answer of answers) expect(answer.status).toBeLessThan(500);
  });

  it('answers a window’s invoice: hotel detail, booking, lines without moved-out postings, exact totals', async () => {
    const stayId = stays[0] as number;
    const room = await server.call(
      'cashier/folio',
      'post',
      [{ stayId, window: 2, transactionCodeId: fx.room, quantity: 2, unitAmount: '500' }],
      newKey('c'),
    );
    const moved = await server.call(
      'cashier/folio',
      'post',
      [{ stayId, window: 2, transactionCodeId: fx.food, quantity: 1, unitAmount: '30' }],
      newKey('c'),
    );
    const transfer = await server.call(
      'cashier/folio',
      'transfer',
      [{ postingIds: [moved.typed.data[0]?.id as number], toWindow: 1 }],
      newKey('t'),
    );
    expect(transfer.status).toBe(200);
    await server.call(
      'cashier/folio',
      'pay',
      [{ stayId, window: 2, paymentTypeId: fx.cash, amount: '175.25' }],
      newKey('p'),
    );
    const folio = (await server.call('cashier/folio', 'get', [{ stayId }])).typed.data[0];
    const answer = await server.call('cashier/folio', 'invoice', [{ folioId: folio?.id as number, window: 2 }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const invoice = answer.typed.data[0];
    expect(invoice?.hotel.name).toBe('Mekong Riverside Hotel');
    expect(invoice?.hotel.currencyCode).toBe('THB');
    expect(invoice).toMatchObject({
      window: 2,
      ownerKind: 'stay',
      billTo: 'CashFLM, Test',
      guestName: 'CashFLM, Test',
      roomNumber: folio?.roomNumber,
      printedOn: fx.hotelDate,
      netAmount: '990.10',
      serviceCharge: '99.01',
      tax: '86.14',
      charges: '1175.25',
      payments: '-175.25',
      balance: '1000.00',
    });
    expect(invoice?.lines.map((line) => line.postingId)).toEqual([room.typed.data[0]?.id, expect.any(Number)]);
    expect(invoice?.lines[1]).toMatchObject({ kind: 'payment', total: '-175.25' });
    const window2 = folio?.windows.find((w) => w.window === 2)?.balance as string;
    expect(toCents(invoice?.balance as string)).toBe(toCents(window2));
    // The moved food shows on window 1's invoice, once.
    const first = (await server.call('cashier/folio', 'invoice', [{ folioId: folio?.id as number, window: 1 }])).typed
      .data[0];
    expect(first?.lines.filter((line) => line.transactionCode === '2000').map((line) => line.total)).toContain(
      moved.typed.data[0]?.total,
    );
    expect(first?.balance).toBe(folio?.windows.find((w) => w.window === 1)?.balance);
    const missing = await server.call('cashier/folio', 'invoice', [{ folioId: 999999, window: 1 }]);
    expect(missing.status).toBe(404);
  });
});
