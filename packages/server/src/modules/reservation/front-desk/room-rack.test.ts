import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aGuest, booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../../test/booking.ts';
import { createTestServer, testEngine } from '../../../test/database.ts';
import { arriving, hotelDate } from '../../../test/front-desk.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
let today: string;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  guest = await aGuest(server, 'Racked');
  today = await hotelDate(server);
});
afterAll(() => server?.close());

const rack = (data: Parameters<typeof server.call<'reception/room-rack', 'get'>>[2]) =>
  server.call('reception/room-rack', 'get', data);

/** A confirmed booking of one stay of the type, in `roomId` (or none), for [arrival, departure). */
async function booked(roomTypeId: number, arrival: string, departure: string, roomId?: number) {
  const created = await server.call(
    'reservation/reservation',
    'create',
    [booking(guest, [stay(roomTypeId, arrival, departure, roomId ? { roomId } : {})])],
    newKey('rack'),
  );
  expect(created.status, JSON.stringify(created.body.apiResponse)).toBe(200);
  const reservation = created.typed.data[0];
  return { reservationId: reservation?.id as number, stayId: reservation?.stays[0]?.id as number };
}

describe(`the room rack (${testEngine})`, () => {
  it('answers the rooms with their out-of-order periods and the stays overlapping the window, unassigned ones apart', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RKA', 3);
    const [first, second, third] = roomIds as [number, number, number];
    const from = plusDays(today, 5);
    const to = plusDays(from, 14);
    // Spans the window's start: arrived before it, leaves inside it.
    const spanning = await booked(roomTypeId, plusDays(from, -2), plusDays(from, 3), first);
    // Leaves on the window's first day, and (without a room) arrives on the day after its last night: both outside.
    await booked(roomTypeId, plusDays(from, -3), from, second);
    await booked(roomTypeId, to, plusDays(to, 2));
    // Spans the window's end.
    const late = await booked(roomTypeId, plusDays(to, -1), plusDays(to, 4), second);
    const unassigned = await booked(roomTypeId, plusDays(from, 4), plusDays(from, 6));
    // A cancelled stay holds nothing and is not drawn.
    const cancelled = await booked(roomTypeId, plusDays(from, 8), plusDays(from, 9), third);
    const cancelReason = await server.db
      .selectFrom('cancellation_reason')
      .select('id')
      .where('property_id', '=', server.propertyId)
      .executeTakeFirstOrThrow();
    const reservation = await server.call('reservation/reservation', 'get', [{ id: cancelled.reservationId }]);
    const answer = await server.call(
      'reservation/reservation',
      'cancel',
      [
        {
          id: cancelled.reservationId,
          version: reservation.typed.data[0]?.version as number,
          cancellationReasonId: cancelReason.id,
        },
      ],
      newKey('cancel'),
    );
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    await server.db
      .insertInto('room_out_of_order')
      .values([
        {
          property_id: server.propertyId,
          room_id: third,
          from_date: plusDays(from, 10),
          to_date: plusDays(from, 20),
          reason: 'Bathroom tiles',
          created_by: 'test',
        },
        // Ended before the window: not answered.
        {
          property_id: server.propertyId,
          room_id: third,
          from_date: plusDays(from, -4),
          to_date: from,
          reason: 'Paint',
          created_by: 'test',
        },
      ])
      .execute();
    await server.db
      .updateTable('room')
      .set({ out_of_service: true, out_of_service_reason: 'Lamp' })
      .where('id', '=', second)
      .execute();

    const got = await rack([{ fromDate: from, days: 14, roomTypeId }]);
    expect(got.status, JSON.stringify(got.body.apiResponse)).toBe(200);
    const board = got.typed.data[0];
    expect(board).toMatchObject({ hotelDate: today, fromDate: from, days: 14 });
    expect(
      board?.rooms.map((room) => [room.roomNumber, room.housekeepingStatus, room.outOfService, room.outOfOrder]),
    ).toEqual([
      ['RKA1', 'clean', false, []],
      ['RKA2', 'clean', true, []],
      [
        'RKA3',
        'clean',
        false,
        [{ fromDate: plusDays(from, 10), toDate: plusDays(from, 20), reason: 'Bathroom tiles' }],
      ],
    ]);
    expect(board?.stays.map((s) => [s.stayId, s.roomId, s.arrival, s.departure, s.status])).toEqual([
      [spanning.stayId, first, plusDays(from, -2), plusDays(from, 3), 'confirmed'],
      [unassigned.stayId, null, plusDays(from, 4), plusDays(from, 6), 'confirmed'],
      [late.stayId, second, plusDays(to, -1), plusDays(to, 4), 'confirmed'],
    ]);
    expect(board?.stays[0]).toMatchObject({
      reservationId: spanning.reservationId,
      guestName: 'Racked, Test',
      roomTypeCode: 'RKA',
      adults: 2,
      children: 0,
      dueIn: false,
      dueOut: false,
    });
    expect(board?.stays[0]?.confirmationNumber).toMatch(/\S/);
  });

  it('marks an in-house stay due out and an arrival of the hotel date due in; the floor filter narrows the rooms', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RKB', 2);
    const [first, second] = roomIds as [number, number];
    const { stayIds } = await arriving(server, guest, roomTypeId, { nights: 1 });
    const checkedIn = await server.call(
      'reservation/reservation',
      'checkin',
      [{ stayId: stayIds[0] as number, roomId: first }],
      newKey('ci'),
    );
    expect(checkedIn.status, JSON.stringify(checkedIn.body.apiResponse)).toBe(200);
    const arrival = await booked(roomTypeId, today, plusDays(today, 2), second);
    const got = await rack([{ fromDate: today, days: 31, roomTypeId }]);
    expect(got.status).toBe(200);
    const stays = got.typed.data[0]?.stays ?? [];
    expect(stays.map((s) => [s.roomId, s.status, s.dueIn, s.dueOut])).toEqual([
      [first, 'in-house', false, false],
      [second, 'confirmed', true, false],
    ]);
    expect(stays[1]?.stayId).toBe(arrival.stayId);
    expect(stays.map((s) => [s.openMessages, s.openFlags])).toEqual([
      [0, 0],
      [0, 0],
    ]);

    // A message waiting for the arriving guest shows on the rack, as on the arrival list.
    const message = await server.call(
      'reception/message',
      'create',
      [{ reservationId: arrival.reservationId, stayId: arrival.stayId, text: 'Call the office', fromName: 'Office' }],
      newKey('rack-msg'),
    );
    expect(message.status, JSON.stringify(message.body.apiResponse)).toBe(200);
    const withMessage = await rack([{ fromDate: today, days: 31, roomTypeId }]);
    expect(withMessage.typed.data[0]?.stays.find((s) => s.stayId === arrival.stayId)?.openMessages).toBe(1);

    // A floor of no room of this type: no rooms, and so none of their stays.
    const floor = await server.db
      .insertInto('floor')
      .values({ property_id: server.propertyId, code: 'RKF', name: 'Rack floor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const empty = await rack([{ fromDate: today, days: 14, roomTypeId, floorId: floor.id }]);
    expect(empty.typed.data[0]?.rooms).toEqual([]);
    expect(empty.typed.data[0]?.stays.every((s) => s.roomId === null)).toBe(true);
  });

  it("answers only the hotel's own rooms, periods and stays", async () => {
    const other = await server.db
      .insertInto('property')
      .values({ code: 'RKOTHER', name: 'Other hotel', hotel_date: today })
      .returning('id')
      .executeTakeFirstOrThrow();
    const p = other.id;
    const building = await server.db
      .insertInto('building')
      .values({ property_id: p, code: 'OB', name: 'Other building' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const floor = await server.db
      .insertInto('floor')
      .values({ property_id: p, code: 'OF', name: 'Other floor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const type = await server.db
      .insertInto('room_type')
      .values({ property_id: p, code: 'OTHER', name: 'Other type', max_adults: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await server.db
      .insertInto('room')
      .values({
        property_id: p,
        room_number: 'OTH1',
        room_type_id: type.id,
        building_id: building.id,
        floor_id: floor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const booker = await server.db
      .insertInto('guest_profile')
      .values({ property_id: p, first_name: 'Other', last_name: 'Guest' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reservation = await server.db
      .insertInto('reservation')
      .values({
        property_id: p,
        guest_profile_id: booker.id,
        confirmation_number: 'OTHER-1',
        channel: 'NON-OTA',
        status: 'confirmed',
        arrival: today,
        departure: plusDays(today, 2),
        created_by: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('room_stay')
      .values([
        {
          property_id: p,
          reservation_id: reservation.id,
          line_number: 1,
          room_type_id: type.id,
          room_id: room.id,
          arrival: today,
          departure: plusDays(today, 2),
          adults: 2,
          status: 'confirmed',
        },
        {
          property_id: p,
          reservation_id: reservation.id,
          line_number: 2,
          room_type_id: type.id,
          arrival: today,
          departure: plusDays(today, 2),
          adults: 2,
          status: 'confirmed',
        },
      ])
      .execute();

    const all = await rack([{ fromDate: today, days: 14 }]);
    expect(all.status).toBe(200);
    const board = all.typed.data[0];
    expect(board?.rooms.length).toBeGreaterThan(0);
    expect(board?.rooms.some((r) => r.id === room.id || r.roomNumber === 'OTH1')).toBe(false);
    expect(board?.stays.some((s) => s.reservationId === reservation.id)).toBe(false);
    // The other hotel's ids as filters find nothing here.
    const filtered = await rack([{ fromDate: today, days: 14, roomTypeId: type.id }]);
    expect(filtered.typed.data[0]).toMatchObject({ rooms: [], stays: [] });
    const byBuilding = await rack([{ fromDate: today, days: 14, buildingId: building.id }]);
    expect(byBuilding.typed.data[0]?.rooms).toEqual([]);
  });

  it('refuses a window out of 14..31 days, a bad date or an unknown field with the field named', async () => {
    const cases: [unknown, string][] = [
      [{ fromDate: today, days: 13 }, '/data/0/days'],
      [{ fromDate: today, days: 32 }, '/data/0/days'],
      [{ fromDate: '2026-13-01', days: 14 }, '/data/0/fromDate'],
      [{ days: 14 }, '/data/0/fromDate'],
      [{ fromDate: today, days: 14, roomTypeId: 0 }, '/data/0/roomTypeId'],
    ];
    for (const [data, field] of cases) {
      const answer = await server.post('reception/room-rack', { apiRequest: { action: 'get' }, data: [data] });
      expect(answer.status, JSON.stringify(data)).toBe(400);
      const body = answer.body as { apiResponse: { code: string; errors: { field: string }[] } };
      expect(body.apiResponse.code).toBe('VALIDATION_FAILED');
      expect(body.apiResponse.errors.map((error) => error.field)).toContain(field);
    }
  });
});
