import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Headers, signIn } from '../../test/api.ts';
import { aGuest, newKey, plusDays, roomTypeWithRooms } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { arriving, hotelDate, setRoom } from '../../test/front-desk.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let today: string;
let guest: number;
let typeId: number;
let engineer: Headers;
let housekeeping: Headers;
let reception: Headers;
let cashier: Headers;

beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 10 });
  today = await hotelDate(server);
  guest = await aGuest(server, 'Maintenance');
  const type = await server.call(
    'configuration/maintenance-type',
    'create',
    [{ code: 'TAC', name: 'Test air conditioning', setsOutOfOrder: 1 }],
    newKey('type'),
  );
  expect(type.status, JSON.stringify(type.body)).toBe(200);
  typeId = (type.typed.data[0] as { id: number }).id;
  engineer = (await signIn(server.app, 'engineer', 'demo-test-password')).headers;
  housekeeping = (await signIn(server.app, 'housekeeping', 'demo-test-password')).headers;
  reception = (await signIn(server.app, 'reception', 'demo-test-password')).headers;
  cashier = (await signIn(server.app, 'cashier', 'demo-test-password')).headers;
});
afterAll(() => server?.close());

type Create = Schemas['MaintenanceCreate'];
const create = (item: Create, headers: Headers = engineer) =>
  server.call('engineering/maintenance', 'create', [item], { ...headers, ...newKey('mo') });
const roomStatus = async (roomId: number) =>
  (await server.call('housekeeping/room-status', 'list', [])).typed.data.find((room) => room.roomId === roomId);

describe(`maintenance orders (${testEngine})`, () => {
  it('housekeeping and reception report faults; only engineers work them; a cashier does neither', async () => {
    const { roomIds } = await roomTypeWithRooms(server, 'MNA', 1);
    const byHousekeeping = await create(
      { maintenanceTypeId: typeId, roomId: roomIds[0] as number, description: 'Tap drips' },
      housekeeping,
    );
    expect(byHousekeeping.status).toBe(200);
    const order = byHousekeeping.typed.data[0] as Schemas['MaintenanceOrder'];
    expect(order).toMatchObject({ status: 'open', priority: 'normal', reportedBy: 'housekeeping', reportedOn: today });
    const byReception = await create({ maintenanceTypeId: typeId, area: 'Lobby', description: 'Light out' }, reception);
    expect(byReception.status).toBe(200);
    expect((await create({ maintenanceTypeId: typeId, area: 'Bar', description: 'x' }, cashier)).status).toBe(403);
    const start = (headers: Headers) =>
      server.call('engineering/maintenance', 'start', [{ id: order.id, version: order.version }], {
        ...headers,
        ...newKey('st'),
      });
    expect((await start(housekeeping)).status).toBe(403);
    const started = await start(engineer);
    expect(started.status).toBe(200);
    // The engineer who starts an unassigned order takes it.
    expect(started.typed.data[0]).toMatchObject({ status: 'in-progress', assignedTo: expect.any(String) });
    expect(started.typed.data[0]?.assignedUserId).not.toBeNull();
    const list = await server.call('engineering/maintenance', 'list', [{ statuses: ['in-progress'] }], reception);
    expect(list.typed.data.map((row) => row.id)).toContain(order.id);
  });

  it('needs a room or an area, and takes only a room out of order', async () => {
    const nowhere = await create({ maintenanceTypeId: typeId, description: 'Somewhere' });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.apiResponse.errors?.[0]?.field).toBe('/data/0/roomId');
    const area = await create({
      maintenanceTypeId: typeId,
      area: 'Pool',
      description: 'Pump',
      outOfOrder: { fromDate: today, toDate: plusDays(today, 1) },
    });
    expect(area.status).toBe(400);
    expect(area.body.apiResponse.errors?.[0]?.field).toBe('/data/0/outOfOrder');
  });

  it('takes a vacant room out of order, every screen sees it, and done returns it with the chosen status', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'MNB', 2);
    const roomId = roomIds[0] as number;
    await setRoom(server, roomId, { housekeeping_status: 'dirty' });
    const created = await create({
      maintenanceTypeId: typeId,
      roomId,
      priority: 'high',
      description: 'Air conditioner leaks',
      outOfOrder: { fromDate: today, toDate: plusDays(today, 3), returnStatus: 'inspected' },
      parts: [{ description: 'Drain hose', quantity: '1' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const order = created.typed.data[0] as Schemas['MaintenanceOrder'];
    expect(order.outOfOrderActive).toBe(true);
    expect(await roomStatus(roomId)).toMatchObject({ outOfOrder: true });
    // Reservations cannot be given the room on those nights.
    const stay = await arriving(server, guest, roomTypeId, { nights: 1 });
    const assign = await server.call(
      'reservation/reservation',
      'assign-room',
      [{ stayId: stay.stayIds[0] as number, roomId, version: stay.stays[0]?.version as number }],
      newKey('as'),
    );
    expect(assign.status).toBe(422);
    expect(assign.body.apiResponse.code).toBe('ROOM_OUT_OF_ORDER');

    const done = await server.call(
      'engineering/maintenance',
      'done',
      [{ id: order.id, version: order.version, resolution: 'Hose replaced', returnStatus: 'clean' }],
      { ...engineer, ...newKey('done') },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.typed.data[0]).toMatchObject({ status: 'done', outOfOrderActive: false, resolution: 'Hose replaced' });
    expect(await roomStatus(roomId)).toMatchObject({ outOfOrder: false, housekeepingStatus: 'clean' });
    const log = await server.call('housekeeping/room-status', 'log', [{ roomId }]);
    expect(log.typed.data[0]).toMatchObject({ toStatus: 'clean', actor: 'engineer' });
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'maintenance-order')
      .where('entity_id', '=', String(order.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'done']);
  });

  it('refuses to take an occupied or assigned room out of order (422 ROOM_OCCUPIED), changing nothing', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'MNC', 2);
    const [occupied, assigned] = roomIds as [number, number];
    const inHouse = await arriving(server, guest, roomTypeId, { nights: 2 });
    const checkin = await server.call(
      'reservation/reservation',
      'checkin',
      [{ stayId: inHouse.stayIds[0] as number, roomId: occupied }],
      newKey('ci'),
    );
    expect(checkin.status, JSON.stringify(checkin.body)).toBe(200);
    const future = await arriving(server, guest, roomTypeId, { arrival: plusDays(today, 5), nights: 2 });
    const given = await server.call(
      'reservation/reservation',
      'assign-room',
      [{ stayId: future.stayIds[0] as number, roomId: assigned, version: future.stays[0]?.version as number }],
      newKey('as'),
    );
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const before = await server.db
      .selectFrom('maintenance_order')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    for (const [roomId, fromDate] of [
      [occupied, today],
      [assigned, plusDays(today, 6)],
    ] as const) {
      const refused = await create({
        maintenanceTypeId: typeId,
        roomId,
        description: 'Repaint',
        outOfOrder: { fromDate, toDate: plusDays(fromDate, 2) },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.apiResponse.code).toBe('ROOM_OCCUPIED');
      expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/outOfOrder/fromDate');
    }
    const after = await server.db
      .selectFrom('maintenance_order')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after?.n).toEqual(before?.n);
    // Nights after the assigned stay are free.
    const later = await create({
      maintenanceTypeId: typeId,
      roomId: assigned,
      description: 'Repaint',
      outOfOrder: { fromDate: plusDays(today, 7), toDate: plusDays(today, 9) },
    });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    // An update that moves the period onto the stay is refused too.
    const order = later.typed.data[0] as Schemas['MaintenanceOrder'];
    const moved = await server.call(
      'engineering/maintenance',
      'update',
      [
        {
          id: order.id,
          version: order.version,
          outOfOrder: { fromDate: plusDays(today, 5), toDate: plusDays(today, 8) },
        },
      ],
      { ...engineer, ...newKey('up') },
    );
    expect(moved.status).toBe(422);
    expect(moved.body.apiResponse.code).toBe('ROOM_OCCUPIED');
  });

  it('two engineers updating one order: the later, with the version it read, gets 409 STALE_VERSION', async () => {
    const created = await create({ maintenanceTypeId: typeId, area: 'Kitchen', description: 'Fridge noisy' });
    const order = created.typed.data[0] as Schemas['MaintenanceOrder'];
    // The administrator stands in for the second engineer.
    const other: Headers = {};
    const [first, second] = await Promise.all([
      server.call('engineering/maintenance', 'update', [{ id: order.id, version: order.version, priority: 'urgent' }], {
        ...engineer,
        ...newKey('a'),
      }),
      server.call(
        'engineering/maintenance',
        'update',
        [{ id: order.id, version: order.version, description: 'Fridge very noisy' }],
        { ...other, ...newKey('b') },
      ),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.apiResponse.code).toBe('STALE_VERSION');
    const current = await server.call('engineering/maintenance', 'get', [{ id: order.id }]);
    expect(current.typed.data[0]?.version).toBe(order.version + 1);
  });

  it('cancel releases the room; closed orders are not changed again; the report reads the period', async () => {
    const { roomIds } = await roomTypeWithRooms(server, 'MND', 1);
    const roomId = roomIds[0] as number;
    const created = await create({
      maintenanceTypeId: typeId,
      roomId,
      description: 'Broken window',
      outOfOrder: { fromDate: today, toDate: plusDays(today, 2) },
      parts: [{ description: 'Glass pane', quantity: '2.5' }],
    });
    const order = created.typed.data[0] as Schemas['MaintenanceOrder'];
    expect(order.parts).toEqual([{ description: 'Glass pane', quantity: '2.5' }]);
    const cancelled = await server.call(
      'engineering/maintenance',
      'cancel',
      [{ id: order.id, version: order.version, reason: 'Reported twice' }],
      { ...engineer, ...newKey('c') },
    );
    expect(cancelled.status).toBe(200);
    expect(await roomStatus(roomId)).toMatchObject({ outOfOrder: false });
    const again = await server.call(
      'engineering/maintenance',
      'start',
      [{ id: order.id, version: order.version + 1 }],
      { ...engineer, ...newKey('c2') },
    );
    expect(again.status).toBe(422);
    const report = await server.call(
      'engineering/maintenance',
      'report',
      [{ fromDate: today, toDate: today, roomId }],
      engineer,
    );
    expect(report.status).toBe(200);
    expect(report.typed.data[0]?.rows).toEqual([
      expect.objectContaining({
        orderId: order.id,
        status: 'cancelled',
        parts: '2.5 × Glass pane',
        outOfOrderNights: 0,
      }),
    ]);
    expect(report.typed.data[0]?.totals).toEqual({ orderId: 1, outOfOrderNights: 0 });
    const engineers = await server.call('engineering/maintenance', 'engineers', [], reception);
    expect(engineers.typed.data.length).toBeGreaterThan(0);
  });
});
