import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/database.ts';
import { describeMasterData } from '../../test/masterData.ts';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

describeMasterData({
  path: 'configuration/room',
  entity: 'room',
  sample: (n, ids) => ({
    roomNumber: `SMP${n}`,
    roomTypeId: ids.room_type,
    buildingId: ids.building,
    floorId: ids.floor,
    roomBedId: ids.room_bed,
    connectingRoomId: ids.room,
    active: 1,
    note: `Sample note ${n}`,
  }),
  references: ['room_type', 'building', 'floor', 'room_bed', 'room'],
  change: { note: 'Repainted', active: 0, roomBedId: null },
  uniqueField: 'roomNumber',
  searchText: 'smp',
  useIt: async (server, roomId) => {
    // Another room names this one as its connecting room.
    const other = await server.db
      .selectFrom('room')
      .select('id')
      .where('room_number', '=', '2316')
      .executeTakeFirstOrThrow();
    await server.db.updateTable('room').set({ connecting_room_id: roomId }).where('id', '=', other.id).execute();
  },
  refusedLogin: 'housekeeping',
});

describe('configuration/room: connecting rooms, housekeeping status and the dashboard', () => {
  let server: TestServer;
  const roomByNumber = (roomNumber: string) =>
    server.db
      .selectFrom('room')
      .selectAll()
      .where('property_id', '=', server.propertyId)
      .where('room_number', '=', roomNumber)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  it('refuses a room as its own connecting room, changing nothing', async () => {
    const room = await roomByNumber('1105');
    const refused = await server.call('configuration/room', 'update', [
      { id: room.id, version: room.version, connectingRoomId: room.id },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.apiResponse.desc).toBe('a room cannot be its own connecting room');
    expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/connectingRoomId');
    expect(await roomByNumber('1105')).toEqual(room);

    const unknown = await server.call('configuration/room', 'update', [
      { id: room.id, version: room.version, connectingRoomId: 999_999 },
    ]);
    expect(unknown.status).toBe(409);
    expect(unknown.body.apiResponse.code).toBe('NOT_FOUND_REFERENCE');
    expect(unknown.body.apiResponse.errors?.[0]?.field).toBe('/data/0/connectingRoomId');
  });

  it('connects the demo suites both ways, and keeps a room another one connects to', async () => {
    const junior = await roomByNumber('1123');
    const executive = await roomByNumber('1124');
    expect(junior.connecting_room_id).toBe(executive.id);
    expect(executive.connecting_room_id).toBe(junior.id);
    const refused = await server.call('configuration/room', 'delete', [{ id: executive.id }]);
    expect(refused.status).toBe(409);
    expect(refused.body.apiResponse.desc).toBe('Can not Delete: another room names it as its connecting room');
    // Once neither door is listed, and the demo's bookings are moved out of it, the room can go.
    await server.call('configuration/room', 'update', [
      { id: junior.id, version: junior.version, connectingRoomId: null },
    ]);
    await server.call('configuration/room', 'update', [
      { id: executive.id, version: executive.version, connectingRoomId: null },
    ]);
    await server.db.updateTable('room_stay').set({ room_id: null }).where('room_id', '=', junior.id).execute();
    expect((await server.call('configuration/room', 'delete', [{ id: junior.id }])).status).toBe(200);
  });

  it('reads the housekeeping status but never writes it', async () => {
    const room = await roomByNumber('1106');
    await server.db.updateTable('room').set({ housekeeping_status: 'dirty' }).where('id', '=', room.id).execute();
    const got = await server.call('configuration/room', 'get', [{ id: room.id }]);
    expect(got.typed.data[0]?.housekeepingStatus).toBe('dirty');
    const edited = await server.call('configuration/room', 'update', [
      { id: room.id, version: room.version, note: 'Curtains replaced' },
    ]);
    expect(edited.status).toBe(200);
    expect(edited.typed.data[0]).toMatchObject({ note: 'Curtains replaced', housekeepingStatus: 'dirty' });

    const refused = await server.post('configuration/room', {
      apiRequest: { action: 'update' },
      data: [{ id: room.id, version: room.version + 1, housekeepingStatus: 'clean' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.apiResponse.code).toBe('VALIDATION_FAILED');
    expect((await roomByNumber('1106')).housekeeping_status).toBe('dirty');
  });

  it('counts a new room on the dashboard, clean, under its type, floor and building', async () => {
    const before = (await server.call('report/dashboard', 'get', [])).typed.data[0];
    const template = await roomByNumber('2301');
    const created = await server.call('configuration/room', 'create', [
      {
        roomNumber: '2317',
        roomTypeId: template.room_type_id,
        buildingId: template.building_id,
        floorId: template.floor_id,
      },
    ]);
    expect(created.status).toBe(200);
    expect(created.typed.data[0]).toMatchObject({
      housekeepingStatus: 'clean',
      active: 1,
      note: '',
      roomBedId: null,
      connectingRoomId: null,
    });
    const after = (await server.call('report/dashboard', 'get', [])).typed.data[0];
    expect(after?.totalRooms).toBe((before?.totalRooms ?? 0) + 1);
    expect(after?.housekeeping.clean).toBe((before?.housekeeping.clean ?? 0) + 1);
    const minimum = await server.call('configuration/room', 'list-minimum', []);
    expect(minimum.typed.data).toContainEqual({
      id: created.typed.data[0]?.id,
      roomNumber: '2317',
      roomTypeId: template.room_type_id,
    });
  });
});
