import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
});
afterAll(() => server?.close());

async function figures(headers: Record<string, string> = {}) {
  const answer = await server.call('report/dashboard', 'get', [], headers);
  expect(answer.status).toBe(200);
  const [only] = answer.typed.data;
  if (!only) throw new Error('no figures');
  return only;
}

describe('report/dashboard', () => {
  it("answers the hotel date and the demo hotel's rooms by status, type, floor and building", async () => {
    const today = await figures();
    expect(today.hotelDate).toBe(TEST_HOTEL_DATE);
    const rooms = await server.db.selectFrom('room').select('housekeeping_status').execute();
    expect(today.totalRooms).toBe(rooms.length);
    expect(today.totalRooms).toBeGreaterThan(0);
    for (const status of ['dirty', 'clean', 'inspected'] as const) {
      expect(today.housekeeping[status]).toBe(rooms.filter((room) => room.housekeeping_status === status).length);
    }
    for (const grouping of [today.roomTypes, today.floors, today.buildings]) {
      expect(grouping.reduce((sum, group) => sum + group.rooms, 0)).toBe(today.totalRooms);
      expect(grouping.reduce((sum, group) => sum + group.dirty, 0)).toBe(today.housekeeping.dirty);
    }
    expect(today.localCurrencyCode).toBe('THB');
    // Every foreign currency of the demo hotel, by code; the local one (THB) has no rate.
    expect(today.exchangeRates.map((rate) => rate.currencyCode)).toEqual([
      'CNY',
      'EUR',
      'GBP',
      'JPY',
      'KRW',
      'LAK',
      'USD',
    ]);
    expect(today.exchangeRates.filter((rate) => ['LAK', 'USD'].includes(rate.currencyCode))).toEqual([
      {
        currencyCode: 'LAK',
        currencyName: 'Lao Kip',
        buyingRate: '0.00145',
        sellingRate: '0.00154',
        effectiveDate: TEST_HOTEL_DATE,
      },
      {
        currencyCode: 'USD',
        currencyName: 'US Dollar',
        buyingRate: '32.2',
        sellingRate: '32.75',
        effectiveDate: TEST_HOTEL_DATE,
      },
    ]);
  });

  it('follows a room made dirty, and takes the rate in force on the hotel date, not a later one', async () => {
    const before = await figures();
    const room = await server.db
      .selectFrom('room')
      .select(['id', 'room_number', 'floor_id'])
      .where('housekeeping_status', '!=', 'dirty')
      .orderBy('room_number')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('room').set({ housekeeping_status: 'dirty' }).where('id', '=', room.id).execute();
    const usd = await server.db.selectFrom('currency').select('id').where('code', '=', 'USD').executeTakeFirstOrThrow();
    await server.db
      .insertInto('exchange_rate')
      .values([
        {
          property_id: server.propertyId,
          currency_id: usd.id,
          effective_date: '2026-11-20',
          buying_rate: '33.100000',
          selling_rate: '33.500000',
        },
        {
          property_id: server.propertyId,
          currency_id: usd.id,
          effective_date: '2026-11-22',
          buying_rate: '34.000000',
          selling_rate: '34.400000',
        },
      ])
      .execute();

    const after = await figures();
    expect(after.housekeeping.dirty).toBe(before.housekeeping.dirty + 1);
    expect(after.totalRooms).toBe(before.totalRooms);
    const floorCode = await server.db
      .selectFrom('floor')
      .select('code')
      .where('id', '=', room.floor_id)
      .executeTakeFirstOrThrow();
    const floorBefore = before.floors.find((floor) => floor.code === floorCode.code);
    const floorAfter = after.floors.find((floor) => floor.code === floorCode.code);
    expect(floorAfter?.dirty).toBe((floorBefore?.dirty ?? 0) + 1);
    expect(after.exchangeRates.find((rate) => rate.currencyCode === 'USD')).toMatchObject({
      buyingRate: '32.2',
      sellingRate: '32.75',
      effectiveDate: TEST_HOTEL_DATE,
    });
  });

  it('is read by any signed-in department, and refused without a session', async () => {
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    expect((await figures(housekeeper.headers)).hotelDate).toBe(TEST_HOTEL_DATE);
    const anonymous = await server.call('report/dashboard', 'get', [], { authorization: '' });
    expect(anonymous.status).toBe(401);
  });
});
