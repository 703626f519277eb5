import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signIn } from '../../test/api.ts';
import { aGuest, booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
});
afterAll(() => server?.close());

const freeRooms = (roomTypeId: number, arrival: string, departure: string, headers?: Record<string, string>) =>
  server.call('reservation/availability', 'free-rooms', [{ roomTypeId, arrival, departure }], headers);

const numbersOf = async (roomTypeId: number, arrival: string, departure: string) => {
  const answer = await freeRooms(roomTypeId, arrival, departure);
  expect(answer.status).toBe(200);
  return answer.typed.data.map((room) => room.roomNumber);
};

const roomNumber = async (id: number) =>
  (await server.db.selectFrom('room').select('room_number').where('id', '=', id).executeTakeFirstOrThrow()).room_number;

describe('reservation/availability free-rooms', () => {
  it('answers the active rooms of the type that no stay taking inventory holds on any of the nights', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'FR1', 5);
    const [held, tentative, endsBefore, startsAfter, inactive] = roomIds as [number, number, number, number, number];
    const guest = await aGuest(server);
    const arrival = plusDays(TEST_HOTEL_DATE, 40);
    const departure = plusDays(arrival, 3);
    const book = async (roomId: number, from: string, to: string, status: 'confirmed' | 'tentative' = 'confirmed') => {
      const answer = await server.call(
        'reservation/reservation',
        'create',
        [booking(guest, [stay(roomTypeId, from, to, { roomId })], { status })],
        newKey('free'),
      );
      expect(answer.status).toBe(200);
    };
    expect(await numbersOf(roomTypeId, arrival, departure)).toEqual(['FR11', 'FR12', 'FR13', 'FR14', 'FR15']);

    // Its second night is taken; a tentative booking holds nothing.
    await book(held, plusDays(arrival, 1), plusDays(arrival, 2));
    await book(tentative, arrival, departure, 'tentative');
    // Stays that leave the morning this one arrives, or arrive the morning it leaves, share no night.
    await book(endsBefore, plusDays(arrival, -2), arrival);
    await book(startsAfter, departure, plusDays(departure, 2));
    await server.db.updateTable('room').set({ active: false }).where('id', '=', inactive).execute();

    const free = await freeRooms(roomTypeId, arrival, departure);
    expect(free.typed.data).toEqual([
      expect.objectContaining({ id: tentative, roomNumber: 'FR12', housekeepingStatus: expect.any(String) }),
      expect.objectContaining({ id: endsBefore, roomNumber: 'FR13' }),
      expect.objectContaining({ id: startsAfter, roomNumber: 'FR14' }),
    ]);
    for (const room of free.typed.data) {
      expect(room.floor).not.toBe('');
      expect(room.building).not.toBe('');
    }
    // The night before and the night after the held one, the held room is free again.
    expect(await numbersOf(roomTypeId, arrival, plusDays(arrival, 1))).toContain(await roomNumber(held));
    expect(await numbersOf(roomTypeId, plusDays(arrival, 2), departure)).toContain(await roomNumber(held));
  });

  it('leaves out a room out of order on one of the nights', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'FR2', 3);
    const [broken, fixedBefore] = roomIds as [number, number, number];
    const arrival = plusDays(TEST_HOTEL_DATE, 60);
    const departure = plusDays(arrival, 4);
    await server.db
      .insertInto('room_out_of_order')
      .values([
        {
          property_id: server.propertyId,
          room_id: broken,
          from_date: plusDays(arrival, 3),
          to_date: plusDays(arrival, 10),
          reason: 'Water leak',
          created_by: 'test',
        },
        {
          property_id: server.propertyId,
          room_id: fixedBefore,
          from_date: plusDays(arrival, -5),
          to_date: arrival,
          reason: 'Repainting',
          created_by: 'test',
        },
      ])
      .execute();
    expect(await numbersOf(roomTypeId, arrival, departure)).toEqual(['FR22', 'FR23']);
    // Gone before its last night is out of order.
    expect(await numbersOf(roomTypeId, arrival, plusDays(arrival, 3))).toEqual(['FR21', 'FR22', 'FR23']);
  });

  it('offers only rooms the booking then accepts, and a booked room is offered no more', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'FR3', 2);
    const guest = await aGuest(server);
    const arrival = plusDays(TEST_HOTEL_DATE, 80);
    const departure = plusDays(arrival, 2);
    const [first] = (await freeRooms(roomTypeId, arrival, departure)).typed.data;
    if (!first) throw new Error('no free room');
    const booked = await server.call(
      'reservation/reservation',
      'create',
      [booking(guest, [stay(roomTypeId, arrival, departure, { roomId: first.id })])],
      newKey('free'),
    );
    expect(booked.status).toBe(200);
    expect(await numbersOf(roomTypeId, arrival, departure)).toEqual(['FR32']);
  });

  it('orders the demo hotel’s rooms by number and never offers a room a stay holds', async () => {
    const type = await server.db
      .selectFrom('room_type')
      .select('id')
      .where('code', '=', 'STD')
      .executeTakeFirstOrThrow();
    const arrival = TEST_HOTEL_DATE;
    const departure = plusDays(arrival, 3);
    const free = (await freeRooms(type.id, arrival, departure)).typed.data;
    const held = await server.db
      .selectFrom('room_stay')
      .select('room_id')
      .where('room_type_id', '=', type.id)
      .where('status', 'in', ['confirmed', 'guaranteed', 'in-house'])
      .where('arrival', '<', departure)
      .where('departure', '>', arrival)
      .where('room_id', 'is not', null)
      .execute();
    const heldIds = new Set(held.map((row) => row.room_id));
    expect(free.some((room) => heldIds.has(room.id))).toBe(false);
    const numbers = free.map((room) => room.roomNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses a stay that does not leave after it arrives, one too long, and an unknown room type', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'FR4', 1);
    const sameDay = await freeRooms(roomTypeId, TEST_HOTEL_DATE, TEST_HOTEL_DATE);
    expect(sameDay.status).toBe(400);
    expect(sameDay.body.apiResponse.errors?.[0]?.field).toBe('/data/0/departure');
    const tooLong = await freeRooms(roomTypeId, TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, 366));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.apiResponse.errors?.[0]?.field).toBe('/data/0/departure');
    expect((await freeRooms(roomTypeId, TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, 365))).status).toBe(200);
    const unknown = await freeRooms(2_000_000_000, TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, 1));
    expect(unknown.status).toBe(404);
    expect(unknown.body.apiResponse.errors?.[0]?.field).toBe('/data/0/roomTypeId');
    const malformed = await server.post('reservation/availability', {
      apiRequest: { action: 'free-rooms' },
      data: [{ roomTypeId: '1', arrival: TEST_HOTEL_DATE, departure: plusDays(TEST_HOTEL_DATE, 1) }],
    });
    expect(malformed.status).toBe(400);
  });

  it('is read by everyone signed in, and refused without a session', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'FR5', 1);
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    expect(
      (await freeRooms(roomTypeId, TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, 1), housekeeper.headers)).status,
    ).toBe(200);
    const anonymous = await post(server.app, 'reservation/availability', {
      apiRequest: { action: 'free-rooms' },
      data: [{ roomTypeId, arrival: TEST_HOTEL_DATE, departure: plusDays(TEST_HOTEL_DATE, 1) }],
    });
    expect(anonymous.status).toBe(401);
  });
});
