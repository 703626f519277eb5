import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aGuest, newKey, overlappingAssignedStays, roomTypeWithRooms } from '../../../test/booking.ts';
import { createTestServer, testEngine } from '../../../test/database.ts';
import { arriving, stayRow } from '../../../test/front-desk.ts';

// On PostgreSQL (20 connections) the assignments really race: the room's row lock makes the
// second wait for the first and then see the room held. On PGlite they run one after another.
const REQUESTS = 20;

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 20 });
  guest = await aGuest(server, 'Assigner');
});
afterAll(() => server?.close());

describe(`${REQUESTS} simultaneous room assignments (${testEngine})`, () => {
  it('of different stays of the same nights to one room: exactly one succeeds, the rest get 409 ROOM_NOT_AVAILABLE', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'ASRACE', REQUESTS);
    const stays: number[] = [];
    for (let n = 0; n < REQUESTS; n += 1) stays.push(...(await arriving(server, guest, roomTypeId)).stayIds);
    const room = roomIds[0] as number;
    const versions = await Promise.all(stays.map(async (stayId) => (await stayRow(server, stayId)).version));
    const answers = await Promise.all(
      stays.map((stayId, index) =>
        server.call(
          'reservation/reservation',
          'assign-room',
          [{ stayId, roomId: room, version: versions[index] as number }],
          newKey('assign-race'),
        ),
      ),
    );
    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status >= 500)).toHaveLength(0);
    expect(new Set(refusals.map((answer) => `${answer.status} ${answer.body.apiResponse.code}`))).toEqual(
      new Set(['409 ROOM_NOT_AVAILABLE']),
    );
    const holding = await server.db.selectFrom('room_stay').select('id').where('room_id', '=', room).execute();
    expect(holding).toHaveLength(1);
    expect(await overlappingAssignedStays(server)).toBe(0);
  });
});
