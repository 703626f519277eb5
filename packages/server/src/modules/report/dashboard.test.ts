import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../api/money.ts';
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
        buyingRate: '0.001450',
        sellingRate: '0.001540',
        effectiveDate: TEST_HOTEL_DATE,
      },
      {
        currencyCode: 'USD',
        currencyName: 'US Dollar',
        buyingRate: '32.200000',
        sellingRate: '32.750000',
        effectiveDate: TEST_HOTEL_DATE,
      },
    ]);
    // Every rate with the six decimals it is kept with, so a column of rates lines up.
    for (const rate of today.exchangeRates) {
      expect(rate.buyingRate, rate.currencyCode).toMatch(/^\d+\.\d{6}$/);
      expect(rate.sellingRate, rate.currencyCode).toMatch(/^\d+\.\d{6}$/);
    }
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
      buyingRate: '32.200000',
      sellingRate: '32.750000',
      effectiveDate: TEST_HOTEL_DATE,
    });
  });

  it("counts today's arrivals, departures, stays in house and the night's occupancy from the room stays", async () => {
    const stays = await server.db
      .selectFrom('room_stay')
      .select(['arrival', 'departure', 'status', 'adults', 'children'])
      .execute();
    const takes = (status: string) => ['confirmed', 'guaranteed', 'in-house'].includes(status);
    const arriving = stays.filter((stay) => stay.arrival === TEST_HOTEL_DATE && takes(stay.status));
    const leaving = stays.filter(
      (stay) => stay.departure === TEST_HOTEL_DATE && ['in-house', 'checked-out'].includes(stay.status),
    );
    const inHouse = stays.filter((stay) => stay.status === 'in-house');
    const activeRooms = await server.db.selectFrom('room').select('id').where('active', '=', true).execute();
    const outOfOrder = await server.db
      .selectFrom('room_out_of_order')
      .select('room_id')
      .where('from_date', '<=', TEST_HOTEL_DATE)
      .where('to_date', '>', TEST_HOTEL_DATE)
      .execute();
    const expected = {
      arrivals: arriving.length,
      arrived: arriving.filter((stay) => stay.status === 'in-house').length,
      departures: leaving.length,
      departed: leaving.filter((stay) => stay.status === 'checked-out').length,
      inHouse: inHouse.length,
      guestsInHouse: inHouse.reduce((sum, stay) => sum + stay.adults + stay.children, 0),
      roomsSold: stays.filter(
        (stay) => takes(stay.status) && stay.arrival <= TEST_HOTEL_DATE && stay.departure > TEST_HOTEL_DATE,
      ).length,
      roomsAvailable: activeRooms.filter((room) => !outOfOrder.some((row) => row.room_id === room.id)).length,
    };
    const today = (await figures()).today;
    expect(today).toEqual(expected);
    // The demo hotel has a day's work: guests arriving, leaving and staying.
    expect(today.arrivals).toBeGreaterThan(0);
    expect(today.departures).toBeGreaterThan(0);
    expect(today.inHouse).toBeGreaterThan(0);
    // A guest due out today is in house until check-out but does not hold tonight (the nights of a
    // stay are arrival … departure − 1): tonight sells the stays in house less those due out, and
    // the arrivals still to come.
    const dueOut = today.departures - today.departed;
    expect(dueOut).toBeGreaterThan(0);
    expect(today.roomsSold).toBe(today.inHouse - dueOut + (today.arrivals - today.arrived));

    // A booking arriving today and a room out of order tonight move the figures at once.
    const guest = await server.call('reservation/guest-profile', 'create', [{ lastName: 'Dashboard' }]);
    const free = await server.call('reservation/availability', 'get', [
      { fromDate: TEST_HOTEL_DATE, toDate: TEST_HOTEL_DATE },
    ]);
    const type = free.typed.data[0]?.roomTypes.find((entry) => (entry.nights[0]?.available ?? 0) > 1);
    if (!type) throw new Error('no room type with a free room tonight');
    const booked = await server.call(
      'reservation/reservation',
      'create',
      [
        {
          guestProfileId: guest.typed.data[0]?.id as number,
          channel: 'NON-OTA',
          status: 'confirmed',
          stays: [
            {
              roomTypeId: type.roomTypeId,
              arrival: TEST_HOTEL_DATE,
              departure: '2026-11-23',
              adults: 1,
              nightlyRates: [
                { night: TEST_HOTEL_DATE, amount: '1000.00' },
                { night: '2026-11-22', amount: '1000.00' },
              ],
            },
          ],
        },
      ],
      { 'idempotency-key': `dashboard-${Date.now()}` },
    );
    expect(booked.status).toBe(200);
    const room = await server.db
      .selectFrom('room')
      .select('id')
      .orderBy('room_number', 'desc')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('room_out_of_order')
      .values({
        property_id: server.propertyId,
        room_id: room.id,
        from_date: TEST_HOTEL_DATE,
        to_date: '2026-11-22',
        reason: 'Broken air conditioner',
        created_by: 'test',
      })
      .execute();
    expect((await figures()).today).toEqual({
      ...expected,
      arrivals: expected.arrivals + 1,
      roomsSold: expected.roomsSold + 1,
      roomsAvailable: expected.roomsAvailable - 1,
    });
  });

  it('counts every room in use once by front-office state: occupied, out of order, out of service, vacant by status', async () => {
    const rooms = await server.db
      .selectFrom('room')
      .select(['id', 'housekeeping_status', 'out_of_service'])
      .where('active', '=', true)
      .execute();
    const occupied = new Set(
      (
        await server.db
          .selectFrom('room_stay')
          .select('room_id')
          .where('status', '=', 'in-house')
          .where('room_id', 'is not', null)
          .execute()
      ).map((stay) => stay.room_id),
    );
    const outOfOrder = new Set(
      (
        await server.db
          .selectFrom('room_out_of_order')
          .select('room_id')
          .where('from_date', '<=', TEST_HOTEL_DATE)
          .where('to_date', '>', TEST_HOTEL_DATE)
          .execute()
      ).map((row) => row.room_id),
    );
    const expected = {
      occupied: 0,
      outOfOrder: 0,
      outOfService: 0,
      vacantClean: 0,
      vacantDirty: 0,
      vacantInspected: 0,
    };
    for (const room of rooms) {
      if (occupied.has(room.id)) expected.occupied += 1;
      else if (outOfOrder.has(room.id)) expected.outOfOrder += 1;
      else if (room.out_of_service) expected.outOfService += 1;
      else if (room.housekeeping_status === 'clean') expected.vacantClean += 1;
      else if (room.housekeeping_status === 'dirty') expected.vacantDirty += 1;
      else expected.vacantInspected += 1;
    }
    const { frontOffice, today } = await figures();
    expect(frontOffice).toEqual(expected);
    // The demo hotel has rooms in every state; occupied rooms are the rooms of the stays in house.
    for (const [state, count] of Object.entries(frontOffice)) expect(count, state).toBeGreaterThan(0);
    expect(frontOffice.occupied).toBe(today.inHouse);
    expect(Object.values(frontOffice).reduce((sum, count) => sum + count, 0)).toBe(rooms.length);
  });

  it('counts only the rooms in use: a room taken out of use leaves every room count', async () => {
    const before = await figures();
    const room = await server.db
      .selectFrom('room')
      .innerJoin('room_type', 'room_type.id', 'room.room_type_id')
      .select(['room.id', 'room.housekeeping_status', 'room_type.code as typeCode'])
      .where('room.active', '=', true)
      .orderBy('room.room_number', 'desc')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('room').set({ active: false }).where('id', '=', room.id).execute();
    try {
      const after = await figures();
      expect(after.totalRooms).toBe(before.totalRooms - 1);
      expect(after.housekeeping[room.housekeeping_status]).toBe(before.housekeeping[room.housekeeping_status] - 1);
      const rooms = (figures: typeof before) => figures.roomTypes.find((type) => type.code === room.typeCode)?.rooms;
      expect(rooms(after)).toBe((rooms(before) ?? 0) - 1);
      for (const grouping of ['roomTypes', 'floors', 'buildings'] as const) {
        expect(
          after[grouping].reduce((sum, group) => sum + group.rooms, 0),
          grouping,
        ).toBe(after.totalRooms);
      }
      expect(Object.values(after.frontOffice).reduce((sum, count) => sum + count, 0)).toBe(after.totalRooms);
    } finally {
      await server.db.updateTable('room').set({ active: true }).where('id', '=', room.id).execute();
    }
  });

  it("gives the finance office the last closed date, its month, 14 nights' occupancy and the ledgers", async () => {
    const { db, propertyId } = server;
    const run = await db
      .insertInto('day_end_run')
      .values({
        property_id: propertyId,
        hotel_date: '2026-01-01',
        status: 'completed',
        started_by: 'test',
        finished_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Frozen figures of three closed dates (day-end's own tests cover how they are written): two
    // of the month of the last closed date, one of the month before.
    const frozen = (date: string, sold: number, revenue: string) => ({
      property_id: propertyId,
      hotel_date: date,
      dimension: 'hotel' as const,
      key: '',
      rooms: 12,
      rooms_out_of_order: 2,
      rooms_available: 10,
      rooms_sold: sold,
      room_revenue: revenue,
      total_revenue: revenue,
      run_id: run.id,
    });
    const lastClosed = '2026-01-04';
    await db
      .insertInto('daily_statistic')
      .values([
        frozen('2025-12-31', 9, '9000.00'),
        frozen('2026-01-03', 4, '4000.00'),
        frozen(lastClosed, 3, '3100.00'),
      ])
      .execute();
    const hotelDate = await db
      .selectFrom('property')
      .select('hotel_date')
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow();
    await db.updateTable('property').set({ hotel_date: '2026-01-05' }).where('id', '=', propertyId).execute();
    try {
      const finance = (await figures()).finance;
      expect(finance).toMatchObject({
        lastClosedDate: lastClosed,
        closedDay: {
          roomsAvailable: 10,
          roomsSold: 3,
          occupancy: '30.00',
          averageDailyRate: '1033.33',
          revPar: '310.00',
        },
        monthToDate: { roomsAvailable: 20, roomsSold: 7, occupancy: '35.00', roomRevenue: '7100.00' },
      });
      expect(finance?.closedNights.map((night) => night.night)).toEqual(['2025-12-31', '2026-01-03', lastClosed]);
      const { rows } = await sql<{ total: string }>`
        select coalesce(sum(p.total), 0) as total from posting p join folio f on f.id = p.folio_id
        where not p.is_void and f.owner_kind in ('stay', 'house')`.execute(db);
      expect(finance?.guestLedger).toBe(fromCents(toCents(String(rows[0]?.total))));
      const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
      expect((await figures(housekeeper.headers)).finance).toBeNull();
    } finally {
      await db.updateTable('property').set({ hotel_date: hotelDate.hotel_date }).where('id', '=', propertyId).execute();
      await db.deleteFrom('daily_statistic').where('run_id', '=', run.id).execute();
      await db.deleteFrom('day_end_run').where('id', '=', run.id).execute();
    }
  });

  it('is read by any signed-in department, and refused without a session', async () => {
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    expect((await figures(housekeeper.headers)).hotelDate).toBe(TEST_HOTEL_DATE);
    const anonymous = await server.call('report/dashboard', 'get', [], { authorization: '' });
    expect(anonymous.status).toBe(401);
  });
});
