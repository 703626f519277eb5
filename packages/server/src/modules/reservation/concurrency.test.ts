import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createTestServer, TEST_HOTEL_DATE, testEngine } from '../../test/database.ts';

// On PGlite the requests run one transaction at a time; on PostgreSQL they really race for the
// last rooms (20 connections), which is what the inventory locks and the exclusion constraint
// must survive: exactly as many bookings as there are rooms, every other answer a clean 409.
const REQUESTS = 200;

let server: Awaited<ReturnType<typeof createTestServer>>;
let guests: number[];
beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 20 });
  guests = [];
  for (const name of ['Vongsa', 'Sisouk', 'Jaidee', 'Tanaka']) guests.push(await aGuest(server, name));
});
afterAll(() => server?.close());

type Answer = Awaited<ReturnType<typeof server.call<'reservation/reservation', 'create'>>>;

function tally(answers: Answer[]) {
  const byStatus = new Map<number, number>();
  const codes = new Set<string>();
  for (const answer of answers) {
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    if (answer.status !== 200) codes.add(String(answer.body.apiResponse.code));
  }
  return {
    ok: byStatus.get(200) ?? 0,
    conflicts: byStatus.get(409) ?? 0,
    serverErrors: answers.filter((a) => a.status >= 500).length,
    codes,
  };
}

async function availability(roomTypeId: number, fromDate: string, toDate: string) {
  const grid = await server.call('reservation/availability', 'get', [{ fromDate, toDate }]);
  return grid.typed.data[0]?.roomTypes.find((type) => type.roomTypeId === roomTypeId)?.nights ?? [];
}

describe(`${REQUESTS} simultaneous bookings (${testEngine})`, () => {
  it('sell exactly the last rooms of a type: the rest get 409 NO_AVAILABILITY, none a 5xx', async () => {
    const rooms = 5;
    const { roomTypeId } = await roomTypeWithRooms(server, 'LAST', rooms);
    const arrival = plusDays(TEST_HOTEL_DATE, 200);
    const departure = plusDays(arrival, 2);
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, n) =>
        server.call(
          'reservation/reservation',
          'create',
          [booking(guests[n % guests.length] as number, [stay(roomTypeId, arrival, departure)])],
          newKey('last'),
        ),
      ),
    );
    const result = tally(answers);
    expect(result).toEqual({
      ok: rooms,
      conflicts: REQUESTS - rooms,
      serverErrors: 0,
      codes: new Set(['NO_AVAILABILITY']),
    });
    const nights = await availability(roomTypeId, arrival, plusDays(departure, -1));
    expect(nights.map((night) => [night.sold, night.available])).toEqual([
      [rooms, 0],
      [rooms, 0],
    ]);
    expect(await oversoldNights(server)).toBe(0);
  });

  it('give one specific room to exactly one of them: the rest get 409 ROOM_NOT_AVAILABLE', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'ONE', 20);
    const room = roomIds[7] as number;
    const arrival = plusDays(TEST_HOTEL_DATE, 210);
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, n) =>
        server.call(
          'reservation/reservation',
          'create',
          [
            booking(guests[n % guests.length] as number, [
              stay(roomTypeId, plusDays(arrival, n % 3), plusDays(arrival, 3 + (n % 2)), { roomId: room }),
            ]),
          ],
          newKey('one'),
        ),
      ),
    );
    const result = tally(answers);
    expect(result).toEqual({ ok: 1, conflicts: REQUESTS - 1, serverErrors: 0, codes: new Set(['ROOM_NOT_AVAILABLE']) });
    expect(await overlappingAssignedStays(server)).toBe(0);
    expect(await oversoldNights(server)).toBe(0);
  });

  it('never double-sell under a mix: random nights, some on one room, some on the last rooms', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'MIX', 3);
    const arrival = plusDays(TEST_HOTEL_DATE, 220);
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const answers = await Promise.all(
      Array.from({ length: REQUESTS / 2 }, (_, n) => {
        const from = plusDays(arrival, random(8));
        const to = plusDays(from, 1 + random(3));
        const roomId = n % 3 === 0 ? (roomIds[random(roomIds.length)] as number) : null;
        return server.call(
          'reservation/reservation',
          'create',
          [booking(guests[n % guests.length] as number, [stay(roomTypeId, from, to, { roomId })])],
          newKey('mix'),
        );
      }),
    );
    const result = tally(answers);
    expect(result.serverErrors).toBe(0);
    expect(result.ok).toBeGreaterThan(0);
    expect(result.ok + result.conflicts).toBe(REQUESTS / 2);
    expect([...result.codes].every((code) => ['NO_AVAILABILITY', 'ROOM_NOT_AVAILABLE'].includes(code))).toBe(true);
    const nights = await availability(roomTypeId, arrival, plusDays(arrival, 11));
    expect(nights.every((night) => night.available >= 0 && night.sold <= 3)).toBe(true);
    expect(await overlappingAssignedStays(server)).toBe(0);
    expect(await oversoldNights(server)).toBe(0);
  });
});
