import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aGuest, newKey, overlappingAssignedStays, roomTypeWithRooms } from '../../../test/booking.ts';
import { createTestServer, testEngine } from '../../../test/database.ts';
import { arriving } from '../../../test/front-desk.ts';

// On PostgreSQL (20 connections) the check-ins really race: the room's row lock makes the second
// wait for the first and then see the room occupied. On PGlite they run one after another, which
// proves the rule but not the race.
const REQUESTS = 40;

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 20 });
  guest = await aGuest(server, 'Racer');
});
afterAll(() => server?.close());

type Answer = Awaited<ReturnType<typeof server.call<'reservation/reservation', 'checkin'>>>;

function tally(answers: Answer[]) {
  const codes = new Set(answers.filter((a) => a.status !== 200).map((a) => String(a.body.apiResponse.code)));
  return {
    ok: answers.filter((a) => a.status === 200).length,
    conflicts: answers.filter((a) => a.status === 409).length,
    serverErrors: answers.filter((a) => a.status >= 500).length,
    codes,
  };
}

describe(`${REQUESTS} simultaneous check-ins (${testEngine})`, () => {
  it('of different stays into one room: exactly one succeeds, the rest get 409 ROOM_OCCUPIED', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RACE', REQUESTS);
    const stays: number[] = [];
    for (let n = 0; n < REQUESTS; n += 1) stays.push(...(await arriving(server, guest, roomTypeId)).stayIds);
    const room = roomIds[0] as number;
    const started = performance.now();
    const answers = await Promise.all(
      stays.map((stayId) =>
        server.call('reservation/reservation', 'checkin', [{ stayId, roomId: room }], newKey('race')),
      ),
    );
    const elapsed = performance.now() - started;
    expect(tally(answers)).toEqual({
      ok: 1,
      conflicts: REQUESTS - 1,
      serverErrors: 0,
      codes: new Set(['ROOM_OCCUPIED']),
    });
    const inRoom = await server.db
      .selectFrom('room_stay')
      .select('id')
      .where('room_id', '=', room)
      .where('status', '=', 'in-house')
      .execute();
    expect(inRoom).toHaveLength(1);
    expect(await overlappingAssignedStays(server)).toBe(0);
    console.info(`${REQUESTS} check-ins into one room on ${testEngine}: ${elapsed.toFixed(0)} ms`);
  });

  it('of one stay into different rooms: exactly one succeeds, the rest get 409 ALREADY_IN_HOUSE', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RACF', REQUESTS);
    const { stayIds } = await arriving(server, guest, roomTypeId);
    const answers = await Promise.all(
      roomIds.map((roomId) =>
        server.call(
          'reservation/reservation',
          'checkin',
          [{ stayId: stayIds[0] as number, roomId }],
          newKey('race-one'),
        ),
      ),
    );
    expect(tally(answers)).toEqual({
      ok: 1,
      conflicts: REQUESTS - 1,
      serverErrors: 0,
      codes: new Set(['ALREADY_IN_HOUSE']),
    });
  });

  it('of two stays swapping into each other’s rooms from both ends: no deadlock, no 5xx', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RACG', REQUESTS / 2);
    const pairs: number[][] = [];
    for (let n = 0; n < REQUESTS / 4; n += 1) {
      pairs.push((await arriving(server, guest, roomTypeId, { rooms: 2 })).stayIds);
    }
    const [a, b] = roomIds as [number, number, ...number[]];
    const answers = await Promise.all(
      pairs.flatMap(([first, second], n) =>
        n % 2 === 0
          ? [
              server.call(
                'reservation/reservation',
                'checkin',
                [
                  { stayId: first as number, roomId: a },
                  { stayId: second as number, roomId: b },
                ],
                newKey('race-pair'),
              ),
            ]
          : [
              server.call(
                'reservation/reservation',
                'checkin',
                [
                  { stayId: first as number, roomId: b },
                  { stayId: second as number, roomId: a },
                ],
                newKey('race-pair'),
              ),
            ],
      ),
    );
    const result = tally(answers);
    expect(result.serverErrors).toBe(0);
    expect(result.ok).toBe(1);
    expect(await overlappingAssignedStays(server)).toBe(0);
  });
});
