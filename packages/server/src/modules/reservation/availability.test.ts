import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signIn } from '../../test/api.ts';
import {
  aGuest,
  booking,
  newKey,
  overlappingAssignedStays,
  oversoldNights,
  plusDays,
  roomTypeWithRooms,
  stay,
} from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
});
afterAll(() => server?.close());

const grid = async (fromDate: string, toDate: string, headers?: Record<string, string>) =>
  server.call('reservation/availability', 'get', [{ fromDate, toDate }], headers);

describe('reservation/availability', () => {
  it('answers each active room type for every night from fromDate to toDate (both included), with totals', async () => {
    const answer = await grid(TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, 13));
    expect(answer.status).toBe(200);
    const figures = answer.typed.data[0];
    if (!figures) throw new Error('no figures');
    expect(figures.roomTypes.map((type) => type.code)).toEqual(['STD', 'STT', 'DLX', 'FAM', 'JRS', 'EXS']);
    const roomsOf = await server.db
      .selectFrom('room')
      .innerJoin('room_type', 'room_type.id', 'room.room_type_id')
      .select(['room_type.code', sql<number>`count(*)::int`.as('rooms')])
      .groupBy('room_type.code')
      .execute();
    for (const type of figures.roomTypes) {
      expect(type.nights).toHaveLength(14);
      expect(type.nights[0]?.night).toBe(TEST_HOTEL_DATE);
      expect(type.nights[13]?.night).toBe(plusDays(TEST_HOTEL_DATE, 13));
      for (const night of type.nights) {
        expect(night.rooms).toBe(roomsOf.find((row) => row.code === type.code)?.rooms);
        expect(night.available).toBe(night.rooms - night.outOfOrder - night.sold - night.allotted + night.overbooking);
        expect(night.available).toBeGreaterThanOrEqual(0);
      }
    }
    expect(figures.totals).toHaveLength(14);
    for (const [index, total] of figures.totals.entries()) {
      const nights = figures.roomTypes.map((type) => type.nights[index]);
      expect(total.rooms).toBe(120);
      expect(total.sold).toBe(nights.reduce((sum, night) => sum + (night?.sold ?? 0), 0));
      expect(total.available).toBe(total.rooms - total.outOfOrder - total.sold - total.allotted + total.overbooking);
      expect(total.available).toBe(nights.reduce((sum, night) => sum + (night?.available ?? 0), 0));
    }
  });

  it('counts what the stays hold that night, straight from the stays', async () => {
    const { from, to } = { from: TEST_HOTEL_DATE, to: plusDays(TEST_HOTEL_DATE, 4) };
    const counted = await sql<{ code: string; night: string; sold: number }>`
      select type.code, night::date::text as night,
        (select count(*)::int from room_stay as stay where stay.room_type_id = type.id
          and stay.status in ('confirmed', 'guaranteed', 'in-house')
          and stay.arrival <= night::date and stay.departure > night::date) as sold
      from room_type as type, generate_series(${from}::date, ${to}::date, interval '1 day') as night
      where type.active
      order by type.code, night`.execute(server.db);
    const answer = (await grid(from, to)).typed.data[0];
    const fromGrid = (answer?.roomTypes ?? [])
      .flatMap((type) => type.nights.map((night) => ({ code: type.code, night: night.night, sold: night.sold })))
      .sort((a, b) => a.code.localeCompare(b.code) || a.night.localeCompare(b.night));
    expect(fromGrid).toEqual(counted.rows);
  });

  it('follows a booking, ignores a tentative one, and gives the nights back on cancellation', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'AVL', 4);
    const guest = await aGuest(server);
    const arrival = plusDays(TEST_HOTEL_DATE, 150);
    const soldOn = async () =>
      (await grid(arrival, plusDays(arrival, 2))).typed.data[0]?.roomTypes
        .find((type) => type.roomTypeId === roomTypeId)
        ?.nights.map((night) => night.sold);
    expect(await soldOn()).toEqual([0, 0, 0]);
    const booked = await server.call(
      'reservation/reservation',
      'create',
      [
        booking(guest, [
          stay(roomTypeId, arrival, plusDays(arrival, 2)),
          stay(roomTypeId, plusDays(arrival, 1), plusDays(arrival, 3)),
        ]),
      ],
      newKey(),
    );
    expect(booked.status).toBe(200);
    await server.call(
      'reservation/reservation',
      'create',
      [booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, 3))], { status: 'tentative' })],
      newKey(),
    );
    expect(await soldOn()).toEqual([1, 2, 1]);
    const reason = await server.db
      .selectFrom('cancellation_reason')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cancelled = await server.call('reservation/reservation', 'cancel', [
      { id: booked.typed.data[0]?.id as number, version: 1, cancellationReasonId: reason.id },
    ]);
    expect(cancelled.status).toBe(200);
    expect(await soldOn()).toEqual([0, 0, 0]);
  });

  it('answers at most 62 nights, and refuses a period that ends before it starts', async () => {
    expect((await grid(TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, 61))).status).toBe(200);
    const tooLong = await grid(TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, 62));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.apiResponse.errors?.[0]?.field).toBe('/data/0/toDate');
    const backwards = await grid(TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, -1));
    expect(backwards.status).toBe(400);
    expect((await grid(TEST_HOTEL_DATE, TEST_HOTEL_DATE)).typed.data[0]?.totals).toHaveLength(1);
    const malformed = await server.post('reservation/availability', {
      apiRequest: { action: 'get' },
      data: [{ fromDate: '21-11-2026', toDate: TEST_HOTEL_DATE }],
    });
    expect(malformed.status).toBe(400);
  });

  it('is read by everyone signed in, and refused without a session', async () => {
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    expect((await grid(TEST_HOTEL_DATE, TEST_HOTEL_DATE, housekeeper.headers)).status).toBe(200);
    const anonymous = await post(server.app, 'reservation/availability', {
      apiRequest: { action: 'get' },
      data: [{ fromDate: TEST_HOTEL_DATE, toDate: TEST_HOTEL_DATE }],
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the demo hotel’s bookings', () => {
  it('fill about 50–70 % of the rooms over the 30 nights before and the 60 after the hotel date', async () => {
    const sold = async (from: string, nights: number) => {
      let total = 0;
      for (let start = 0; start < nights; start += 62) {
        const length = Math.min(62, nights - start);
        const figures = (await grid(plusDays(from, start), plusDays(from, start + length - 1))).typed.data[0];
        total += figures?.totals.reduce((sum, night) => sum + night.sold, 0) ?? 0;
      }
      return total;
    };
    // Checked-out stays no longer take inventory, so the past is counted from the stays.
    const past = await sql<{ sold: number }>`select count(*)::int as sold
      from room_stay as stay cross join lateral generate_series(stay.arrival, stay.departure - 1, interval '1 day') as night
      where stay.status in ('checked-out', 'in-house') and night < ${TEST_HOTEL_DATE}::date
        and night >= ${plusDays(TEST_HOTEL_DATE, -30)}::date`.execute(server.db);
    const ahead = await sold(TEST_HOTEL_DATE, 60);
    const occupancy = ((past.rows[0]?.sold ?? 0) + ahead) / (120 * 90);
    expect(occupancy).toBeGreaterThan(0.5);
    expect(occupancy).toBeLessThan(0.7);
    const statuses = await server.db
      .selectFrom('reservation')
      .select(['status', sql<number>`count(*)::int`.as('count')])
      .groupBy('status')
      .execute();
    expect(statuses.map((row) => row.status).sort()).toEqual(
      ['cancelled', 'checked-out', 'confirmed', 'guaranteed', 'in-house', 'no-show', 'tentative'].sort(),
    );
  });

  it('never hold a room twice or sell a room type beyond its rooms', async () => {
    expect(await overlappingAssignedStays(server)).toBe(0);
    expect(await oversoldNights(server)).toBe(0);
    const unpriced = await sql<{ count: number }>`select count(*)::int as count from room_stay as stay
      where (select count(*) from room_stay_night as night where night.room_stay_id = stay.id) <> stay.departure - stay.arrival`.execute(
      server.db,
    );
    expect(unpriced.rows[0]?.count).toBe(0);
  });
});
