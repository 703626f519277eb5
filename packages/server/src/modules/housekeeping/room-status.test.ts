import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { aGuest, newKey, plusDays, roomTypeWithRooms } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { arriving, hotelDate } from '../../test/front-desk.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
let today: string;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  guest = await aGuest(server, 'Roomstatus');
  today = await hotelDate(server);
});
afterAll(() => server?.close());

const set = (data: Parameters<typeof server.call<'housekeeping/room-status', 'set'>>[2], headers = newKey('hk')) =>
  server.call('housekeeping/room-status', 'set', data, headers);

describe(`room status (${testEngine})`, () => {
  it('the demo hotel starts the day with rooms in every status, arrivals due and guests in house', async () => {
    const rooms = (await server.call('housekeeping/room-status', 'list', [])).typed.data;
    const count = (test: (room: (typeof rooms)[number]) => boolean) => rooms.filter(test).length;
    const figures = {
      occupied: count((room) => room.frontOfficeStatus === 'occupied'),
      vacant: count((room) => room.frontOfficeStatus === 'vacant'),
      dirty: count((room) => room.housekeepingStatus === 'dirty'),
      clean: count((room) => room.housekeepingStatus === 'clean'),
      inspected: count((room) => room.housekeepingStatus === 'inspected'),
      outOfOrder: count((room) => room.outOfOrder),
      outOfService: count((room) => room.outOfService),
      dueIn: count((room) => room.dueIn),
    };
    for (const [figure, value] of Object.entries(figures)) expect(value, figure).toBeGreaterThan(0);
    const inHouse = (await server.call('reservation/reservation', 'in-house', [])).typed.data;
    expect(inHouse.length).toBe(figures.occupied);
    expect(inHouse.every((stay) => stay.checkedInBy === 'reception' && stay.checkedInAt !== null)).toBe(true);
  });

  it('lists every active room with front-office status derived from stays, due in and due out', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RSL', 4);
    const [occupied, dueIn, outOfOrder] = roomIds as [number, number, number, number];
    const inHouse = await arriving(server, guest, roomTypeId, { nights: 1 });
    const checked = await server.call(
      'reservation/reservation',
      'checkin',
      [{ stayId: inHouse.stayIds[0] as number, roomId: occupied }],
      newKey('ci'),
    );
    expect(checked.status).toBe(200);
    // Checked in yesterday, leaving today: due out.
    await server.db
      .updateTable('room_stay')
      .set({ arrival: plusDays(today, -1), departure: today })
      .where('id', '=', inHouse.stayIds[0] as number)
      .execute();
    const arrival = await arriving(server, guest, roomTypeId);
    await server.db
      .updateTable('room_stay')
      .set({ room_id: dueIn })
      .where('id', '=', arrival.stayIds[0] as number)
      .execute();
    await server.db
      .insertInto('room_out_of_order')
      .values({
        property_id: server.propertyId,
        room_id: outOfOrder,
        from_date: today,
        to_date: plusDays(today, 2),
        reason: 'New carpet',
        created_by: 'test',
      })
      .execute();
    const list = await server.call('housekeeping/room-status', 'list', [{ roomTypeId }]);
    expect(list.status).toBe(200);
    expect(
      list.typed.data.map((room) => [
        room.roomNumber,
        room.frontOfficeStatus,
        room.dueIn,
        room.dueOut,
        room.outOfOrder,
      ]),
    ).toEqual([
      ['RSL1', 'occupied', false, true, false],
      ['RSL2', 'vacant', true, false, false],
      ['RSL3', 'vacant', false, false, true],
      ['RSL4', 'vacant', false, false, false],
    ]);
    expect(list.typed.data[0]?.guestName).toBe('Roomstatus, Test');
    const occupiedOnly = await server.call('housekeeping/room-status', 'list', [
      { roomTypeId, frontOfficeStatus: 'occupied' },
    ]);
    expect(occupiedOnly.typed.data.map((room) => room.roomNumber)).toEqual(['RSL1']);
    const ooo = await server.call('housekeeping/room-status', 'list', [{ roomTypeId, outOfOrder: true }]);
    expect(ooo.typed.data.map((room) => [room.roomNumber, room.outOfOrderReason])).toEqual([['RSL3', 'New carpet']]);
    // The whole demo hotel in one read, with its floors and buildings.
    const all = await server.call('housekeeping/room-status', 'list', []);
    expect(all.typed.data.length).toBeGreaterThan(50);
    const floorId = all.typed.data[0]?.floorId as number;
    const onFloor = await server.call('housekeeping/room-status', 'list', [{ floorId }]);
    expect(onFloor.typed.data.every((room) => room.floorId === floorId)).toBe(true);
  });

  it('sets one room or a selection, logs each change (who, when, from, to) and skips what is already so', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RSS', 3);
    const [a, b, c] = roomIds as [number, number, number];
    const dirty = await set([
      { roomId: a, housekeepingStatus: 'dirty' },
      { roomId: b, housekeepingStatus: 'dirty' },
      { roomId: c, housekeepingStatus: 'clean' },
    ]);
    expect(dirty.status, JSON.stringify(dirty.body.apiResponse)).toBe(200);
    expect(dirty.typed.data.map((room) => room.housekeepingStatus)).toEqual(['dirty', 'dirty', 'clean']);
    const inspected = await set([{ roomId: a, housekeepingStatus: 'inspected' }]);
    expect(inspected.typed.data[0]?.housekeepingStatus).toBe('inspected');
    const oos = await set([{ roomId: b, outOfService: true, reason: 'Fresh paint' }]);
    expect(oos.typed.data[0]).toMatchObject({ outOfService: true, outOfServiceReason: 'Fresh paint' });
    const back = await set([{ roomId: b, outOfService: false }]);
    expect(back.typed.data[0]).toMatchObject({ outOfService: false, outOfServiceReason: '' });

    const log = await server.call('housekeeping/room-status', 'log', [{ fromDate: today, toDate: today }]);
    const ours = log.typed.data.filter((entry) => [a, b, c].includes(entry.roomId));
    expect(
      ours.map((entry) => [
        entry.roomNumber,
        entry.fromStatus,
        entry.toStatus,
        entry.fromOutOfService,
        entry.toOutOfService,
      ]),
    ).toEqual([
      ['RSS2', 'dirty', 'dirty', true, false],
      ['RSS2', 'dirty', 'dirty', false, true],
      ['RSS1', 'dirty', 'inspected', false, false],
      ['RSS2', 'clean', 'dirty', false, false],
      ['RSS1', 'clean', 'dirty', false, false],
    ]);
    expect(
      ours.every((entry) => entry.actor === 'admin' && entry.source === 'manual' && entry.businessDate === today),
    ).toBe(true);
    expect(ours[1]?.note).toBe('Fresh paint');
    const one = await server.call('housekeeping/room-status', 'log', [{ roomId: a }]);
    expect(one.typed.data.map((entry) => entry.toStatus)).toEqual(['inspected', 'dirty']);
    const audit = await server.db
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity', '=', 'room-status')
      .where('entity_id', 'in', [String(a), String(b), String(c)])
      .execute();
    expect(audit).toHaveLength(5);
    expect(roomTypeId).toBeGreaterThan(0);
  });

  it('refuses what it cannot do with the field, changing nothing', async () => {
    const { roomIds } = await roomTypeWithRooms(server, 'RSR', 2);
    const [a, b] = roomIds as [number, number];
    const cases: [Parameters<typeof set>[0], number, string][] = [
      [[{ roomId: a }], 400, '/data/0/housekeepingStatus'],
      [[{ roomId: a, outOfService: true }], 400, '/data/0/reason'],
      [
        [
          { roomId: a, housekeepingStatus: 'dirty' },
          { roomId: a, housekeepingStatus: 'clean' },
        ],
        400,
        '/data/1/roomId',
      ],
      [
        [
          { roomId: b, housekeepingStatus: 'dirty' },
          { roomId: 2_000_000_000, housekeepingStatus: 'dirty' },
        ],
        404,
        '/data/1/roomId',
      ],
    ];
    for (const [data, status, field] of cases) {
      const answer = await set(data);
      expect([answer.status, answer.body.apiResponse.errors?.[0]?.field], JSON.stringify(data)).toEqual([
        status,
        field,
      ]);
    }
    const rooms = await server.db.selectFrom('room').select('housekeeping_status').where('id', 'in', [a, b]).execute();
    expect(rooms.map((room) => room.housekeeping_status)).toEqual(['clean', 'clean']);
    const without = await server.call('housekeeping/room-status', 'set', [{ roomId: a, housekeepingStatus: 'dirty' }]);
    expect([without.status, without.body.apiResponse.code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
  });

  it('is housekeeping’s to set; reception reads it', async () => {
    const { roomIds } = await roomTypeWithRooms(server, 'RSP', 1);
    const reception = await signIn(server.app, 'reception', 'demo-test-password');
    const refused = await set([{ roomId: roomIds[0] as number, housekeepingStatus: 'dirty' }], {
      ...reception.headers,
      ...newKey('rc'),
    });
    expect(refused.status).toBe(403);
    expect((await server.call('housekeeping/room-status', 'list', [{}], reception.headers)).status).toBe(200);
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const done = await set([{ roomId: roomIds[0] as number, housekeepingStatus: 'dirty' }], {
      ...housekeeper.headers,
      ...newKey('hk'),
    });
    expect(done.status).toBe(200);
    const log = await server.call('housekeeping/room-status', 'log', [{ roomId: roomIds[0] as number }]);
    expect(log.typed.data[0]?.actor).toBe('housekeeping');
  });
});
