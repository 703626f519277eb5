import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aGuest, booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../../test/booking.ts';
import { createTestServer, testEngine } from '../../../test/database.ts';
import { arriving, hotelDate } from '../../../test/front-desk.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
let today: string;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  guest = await aGuest(server, 'Inhouse');
  today = await hotelDate(server);
});
afterAll(() => server?.close());

/** A stay of a type of its own, checked in tonight into its first room. */
async function inHouse(code: string, rooms: number, nights = 2) {
  const type = await roomTypeWithRooms(server, code, rooms);
  const { stayIds, reservationId } = await arriving(server, guest, type.roomTypeId, { nights });
  const answer = await server.call(
    'reservation/reservation',
    'checkin',
    [{ stayId: stayIds[0] as number, roomId: type.roomIds[0] as number }],
    newKey('ci'),
  );
  expect(answer.status).toBe(200);
  return { ...type, reservationId, stayId: stayIds[0] as number, version: answer.typed.data[0]?.version as number };
}

const change = (data: Parameters<typeof server.call<'reservation/reservation', 'change-departure'>>[2]) =>
  server.call('reservation/reservation', 'change-departure', data, newKey('dep'));

async function nightsOf(reservationId: number) {
  const reservation = await server.call('reservation/reservation', 'get', [{ id: reservationId }]);
  return reservation.typed.data[0];
}

describe(`the in-house list (${testEngine})`, () => {
  it('lists every in-house stay with room, guest, pax and departure; filters by search and due out', async () => {
    const { stayId } = await inHouse('IHL', 1);
    const all = await server.call('reservation/reservation', 'in-house', []);
    expect(all.status).toBe(200);
    // The demo hotel has guests in house; every row is in house.
    expect(all.typed.data.length).toBeGreaterThan(10);
    expect(all.typed.data.every((row) => row.status === 'in-house')).toBe(true);
    const ours = await server.call('reservation/reservation', 'in-house', [{ search: 'IHL1' }]);
    expect(ours.typed.data).toMatchObject([
      { stayId, roomNumber: 'IHL1', guestName: 'Inhouse, Test', adults: 2, children: 0, departure: plusDays(today, 2) },
    ]);
    const dueOut = await server.call('reservation/reservation', 'in-house', [{ dueOut: true }]);
    expect(dueOut.typed.data.every((row) => row.dueOut && row.departure <= today)).toBe(true);
    expect(dueOut.typed.data.some((row) => row.stayId === stayId)).toBe(false);
  });
});

describe(`extend and shorten an in-house stay (${testEngine})`, () => {
  it('extends at the last night’s rate, or as priced, and shortens giving the nights back', async () => {
    const { reservationId, stayId, version } = await inHouse('EXT', 1);
    const longer = await change([{ stayId, version, departure: plusDays(today, 4) }]);
    expect(longer.status, JSON.stringify(longer.body.apiResponse)).toBe(200);
    expect(longer.typed.data[0]).toMatchObject({ departure: plusDays(today, 4), nights: 4 });
    let reservation = await nightsOf(reservationId);
    expect(reservation?.departure).toBe(plusDays(today, 4));
    expect(reservation?.stays[0]?.nightlyRates.map((rate) => rate.amount)).toEqual([
      '1800.00',
      '1800.00',
      '1800.00',
      '1800.00',
    ]);
    const priced = await change([
      {
        stayId,
        version: longer.typed.data[0]?.version as number,
        departure: plusDays(today, 5),
        nightlyRates: [{ night: plusDays(today, 4), amount: '2100.00', reason: 'Festival night' }],
      },
    ]);
    expect(priced.status).toBe(200);
    const shorter = await change([
      { stayId, version: priced.typed.data[0]?.version as number, departure: plusDays(today, 1) },
    ]);
    expect(shorter.status).toBe(200);
    reservation = await nightsOf(reservationId);
    expect(reservation?.stays[0]?.nightlyRates.map((rate) => rate.night)).toEqual([today]);
    expect(reservation?.totalAmount).toBe('1800.00');
    const history = await server.call('reservation/reservation', 'history', [{ id: reservationId }]);
    expect(history.typed.data[0]).toMatchObject({ action: 'change-departure' });
  });

  it('refuses extra nights another stay holds the room on, or the type has none left, changing nothing', async () => {
    const { roomTypeId, roomIds, stayId, version } = await inHouse('EXF', 2);
    // Both rooms are sold (unassigned) on the night after the stay, and the stay's own room is
    // booked from the night after that.
    for (const nights of [3, 1]) {
      const sold = await server.call(
        'reservation/reservation',
        'create',
        [booking(guest, [stay(roomTypeId, plusDays(today, 2), plusDays(today, 2 + nights))])],
        newKey('b'),
      );
      expect(sold.status).toBe(200);
    }
    await server.call(
      'reservation/reservation',
      'create',
      [booking(guest, [stay(roomTypeId, plusDays(today, 3), plusDays(today, 5), { roomId: roomIds[0] as number })])],
      newKey('b'),
    );
    const held = await change([{ stayId, version, departure: plusDays(today, 4) }]);
    expect([held.status, held.body.apiResponse.errors?.[0]?.field]).toEqual([409, '/data/0/departure']);
    expect(['ROOM_NOT_AVAILABLE', 'NO_AVAILABILITY']).toContain(held.body.apiResponse.code);
    const full = await change([{ stayId, version, departure: plusDays(today, 3) }]);
    expect([full.status, full.body.apiResponse.code]).toEqual([409, 'NO_AVAILABILITY']);
    const past = await change([{ stayId, version, departure: plusDays(today, -1) }]);
    expect(past.status).toBe(400);
    const stale = await change([{ stayId, version: version + 5, departure: plusDays(today, 1) }]);
    expect([stale.status, stale.body.apiResponse.code]).toEqual([409, 'STALE_VERSION']);
    const wrongRates = await change([
      { stayId, version, departure: plusDays(today, 1), nightlyRates: [{ night: today, amount: '1.00' }] },
    ]);
    expect([wrongRates.status, wrongRates.body.apiResponse.errors?.[0]?.field]).toEqual([400, '/data/0/nightlyRates']);
    const row = await server.db
      .selectFrom('room_stay')
      .select(['departure', 'version'])
      .where('id', '=', stayId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ departure: plusDays(today, 2), version });
  });

  it('refuses a stay not in house', async () => {
    const type = await roomTypeWithRooms(server, 'EXN', 1);
    const { stayIds, stays } = await arriving(server, guest, type.roomTypeId);
    const answer = await change([
      { stayId: stayIds[0] as number, version: stays[0]?.version as number, departure: plusDays(today, 3) },
    ]);
    expect([answer.status, answer.body.apiResponse.code]).toEqual([422, 'NOT_IN_HOUSE']);
  });
});
