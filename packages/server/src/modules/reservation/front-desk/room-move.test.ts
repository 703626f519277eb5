import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aGuest, newKey, plusDays, ratesFor, roomTypeWithRooms } from '../../../test/booking.ts';
import { createTestServer, testEngine } from '../../../test/database.ts';
import { arriving, hotelDate, setRoom } from '../../../test/front-desk.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
let today: string;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  guest = await aGuest(server, 'Mover');
  today = await hotelDate(server);
});
afterAll(() => server?.close());

async function inHouse(roomTypeId: number, roomId: number) {
  const { stayIds, reservationId } = await arriving(server, guest, roomTypeId, { nights: 3 });
  const answer = await server.call(
    'reservation/reservation',
    'checkin',
    [{ stayId: stayIds[0] as number, roomId }],
    newKey('ci'),
  );
  expect(answer.status).toBe(200);
  return { reservationId, stayId: stayIds[0] as number, version: answer.typed.data[0]?.version as number };
}

const move = (data: Parameters<typeof server.call<'reception/room-move', 'move'>>[2]) =>
  server.call('reception/room-move', 'move', data, newKey('mv'));

describe(`room moves (${testEngine})`, () => {
  it('moves an in-house stay to a vacant clean room keeping its rate; the old room is vacant dirty, logged', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'MVA', 2);
    const [from, to] = roomIds as [number, number];
    const { reservationId, stayId, version } = await inHouse(roomTypeId, from);
    const answer = await move([{ stayId, version, roomId: to, reason: 'Air conditioner noisy', ratePolicy: 'keep' }]);
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    expect(answer.typed.data[0]).toMatchObject({
      stayId,
      reservationId,
      fromRoomNumber: 'MVA1',
      toRoomNumber: 'MVA2',
      businessDate: today,
      reason: 'Air conditioner noisy',
      ratePolicy: 'keep',
      movedBy: 'admin',
      guestName: 'Mover, Test',
    });
    const rooms = await server.call('housekeeping/room-status', 'list', [{ roomTypeId }]);
    expect(rooms.typed.data.map((room) => [room.roomNumber, room.frontOfficeStatus, room.housekeepingStatus])).toEqual([
      ['MVA1', 'vacant', 'dirty'],
      ['MVA2', 'occupied', 'clean'],
    ]);
    const log = await server.call('housekeeping/room-status', 'log', [{ roomId: from }]);
    expect(log.typed.data[0]).toMatchObject({
      source: 'room-move',
      fromStatus: 'clean',
      toStatus: 'dirty',
      note: 'Air conditioner noisy',
    });
    const reservation = await server.call('reservation/reservation', 'get', [{ id: reservationId }]);
    expect(reservation.typed.data[0]?.stays[0]).toMatchObject({ roomId: to, totalAmount: '5400.00' });
    const report = await server.call('reception/room-move', 'list', [{ fromDate: today, toDate: today }]);
    expect(report.typed.data.map((row) => row.stayId)).toContain(stayId);
  });

  it('changes the rate of the remaining nights when asked, into a room of another type with its inventory', async () => {
    const standard = await roomTypeWithRooms(server, 'MVS', 1);
    const suite = await roomTypeWithRooms(server, 'MVD', 1);
    const { reservationId, stayId, version } = await inHouse(standard.roomTypeId, standard.roomIds[0] as number);
    const rates = ratesFor(today, plusDays(today, 3), '2500.00');
    const answer = await move([
      {
        stayId,
        version,
        roomId: suite.roomIds[0] as number,
        reason: 'Upsold',
        ratePolicy: 'change',
        nightlyRates: rates,
      },
    ]);
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const reservation = await server.call('reservation/reservation', 'get', [{ id: reservationId }]);
    expect(reservation.typed.data[0]?.stays[0]).toMatchObject({ roomTypeId: suite.roomTypeId, totalAmount: '7500.00' });
    const grid = await server.call('reservation/availability', 'get', [{ fromDate: today, toDate: today }]);
    const available = (typeId: number) =>
      grid.typed.data[0]?.roomTypes.find((type) => type.roomTypeId === typeId)?.nights[0]?.available;
    expect([available(standard.roomTypeId), available(suite.roomTypeId)]).toEqual([1, 0]);
  });

  it('refuses a room not ready, occupied or the same, a stale version and rates that do not fit, changing nothing', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'MVR', 4);
    const [from, dirty, occupied, free] = roomIds as [number, number, number, number];
    const { stayId, version } = await inHouse(roomTypeId, from);
    await inHouse(roomTypeId, occupied);
    await setRoom(server, dirty, { housekeeping_status: 'dirty' });
    const base = { stayId, version, reason: 'Guest request', ratePolicy: 'keep' as const };
    const cases: [Parameters<typeof move>[0], number, string, string][] = [
      [[{ ...base, roomId: dirty }], 422, 'ROOM_NOT_READY', '/data/0/roomId'],
      [[{ ...base, roomId: occupied }], 409, 'ROOM_OCCUPIED', '/data/0/roomId'],
      [[{ ...base, roomId: from }], 400, 'VALIDATION_FAILED', '/data/0/roomId'],
      [[{ ...base, roomId: free, version: version + 1 }], 409, 'STALE_VERSION', '/data/0/version'],
      [[{ ...base, roomId: free, ratePolicy: 'change' }], 400, 'VALIDATION_FAILED', '/data/0/nightlyRates'],
      [
        [{ ...base, roomId: free, nightlyRates: ratesFor(today, plusDays(today, 3)) }],
        400,
        'VALIDATION_FAILED',
        '/data/0/nightlyRates',
      ],
    ];
    for (const [data, status, code, field] of cases) {
      const answer = await move(data);
      expect([answer.status, answer.body.apiResponse.code, answer.body.apiResponse.errors?.[0]?.field]).toEqual([
        status,
        code,
        field,
      ]);
    }
    const row = await server.db
      .selectFrom('room_stay')
      .select(['room_id', 'version'])
      .where('id', '=', stayId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ room_id: from, version });
    const rooms = await server.db
      .selectFrom('room')
      .select('housekeeping_status')
      .where('id', '=', from)
      .executeTakeFirstOrThrow();
    expect(rooms.housekeeping_status).toBe('clean');
  });
});
