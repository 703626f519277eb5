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
    const inspected = await set([{ roomId: c, housekeepingStatus: 'inspected' }]);
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
      ['RSS3', 'clean', 'inspected', false, false],
      ['RSS2', 'clean', 'dirty', false, false],
      ['RSS1', 'clean', 'dirty', false, false],
    ]);
    expect(
      ours.every((entry) => entry.actor === 'admin' && entry.source === 'manual' && entry.businessDate === today),
    ).toBe(true);
    expect(ours[1]?.note).toBe('Fresh paint');
    const one = await server.call('housekeeping/room-status', 'log', [{ roomId: c }]);
    expect(one.typed.data.map((entry) => entry.toStatus)).toEqual(['inspected']);
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

  it('a supervisor inspects clean rooms; an attendant may not, and a dirty room is cleaned first', async () => {
    const { roomIds } = await roomTypeWithRooms(server, 'RSI', 2);
    const [clean, dirty] = roomIds as [number, number];
    await set([{ roomId: dirty, housekeepingStatus: 'dirty' }]);
    const attendant = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const supervisor = await signIn(server.app, 'hk-setting', 'demo-test-password');
    const byAttendant = await set([{ roomId: clean, housekeepingStatus: 'inspected' }], {
      ...attendant.headers,
      ...newKey('hk'),
    });
    expect([byAttendant.status, byAttendant.body.apiResponse.errors?.[0]?.field]).toEqual([
      403,
      '/data/0/housekeepingStatus',
    ]);
    const inspectByAttendant = await server.call('housekeeping/room-status', 'inspect', [{ roomId: clean }], {
      ...attendant.headers,
      ...newKey('hk'),
    });
    expect(inspectByAttendant.status).toBe(403);
    const notClean = await server.call('housekeeping/room-status', 'inspect', [{ roomId: clean }, { roomId: dirty }], {
      ...supervisor.headers,
      ...newKey('sv'),
    });
    expect([notClean.status, notClean.body.apiResponse.code, notClean.body.apiResponse.errors?.[0]?.field]).toEqual([
      422,
      'NOT_CLEAN',
      '/data/1/housekeepingStatus',
    ]);
    const inspect = () =>
      server.call('housekeeping/room-status', 'inspect', [{ roomId: clean }], {
        ...supervisor.headers,
        ...newKey('sv'),
      });
    const done = await inspect();
    expect([done.status, done.typed.data[0]?.housekeepingStatus]).toEqual([200, 'inspected']);
    // Inspecting it again finds it so and writes nothing.
    expect((await inspect()).status).toBe(200);
    const log = await server.call('housekeeping/room-status', 'log', [{ roomId: clean }]);
    expect(log.typed.data.map((entry) => [entry.fromStatus, entry.toStatus, entry.actor])).toEqual([
      ['clean', 'inspected', 'hk-setting'],
    ]);
    // The supervisor also sets rooms dirty again (a failed inspection); the attendant sets it clean.
    const failed = await set([{ roomId: clean, housekeepingStatus: 'dirty' }], { ...supervisor.headers, ...newKey() });
    expect(failed.status).toBe(200);
  });

  it('a supervisor gives rooms to an attendant for the hotel date; the attendant sees them as theirs', async () => {
    const { roomIds } = await roomTypeWithRooms(server, 'RSA', 3);
    const [a, b, c] = roomIds as [number, number, number];
    const attendant = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const supervisor = await signIn(server.app, 'hk-setting', 'demo-test-password');
    const users = await server.db.selectFrom('app_user').select(['id', 'login_name']).execute();
    const idOf = (login: string) => users.find((user) => user.login_name === login)?.id as number;
    const attendants = await server.call('housekeeping/room-status', 'attendants', [], supervisor.headers);
    expect(attendants.status).toBe(200);
    const names = attendants.typed.data.map((user) => user.id);
    expect(names).toContain(idOf('housekeeping'));
    expect(names).not.toContain(idOf('reception'));
    expect(names).not.toContain(idOf('hk-setting'));

    const assign = (attendantUserId: number | null, ids: number[], headers = supervisor.headers) =>
      server.call('housekeeping/room-status', 'assign', [{ roomIds: ids, attendantUserId }], {
        ...headers,
        ...newKey('as'),
      });
    const given = await assign(idOf('housekeeping'), [b, a]);
    expect(given.status, JSON.stringify(given.body.apiResponse)).toBe(200);
    expect(given.typed.data.map((room) => [room.roomId, room.assigneeName])).toEqual([
      [b, 'Noy Housekeeping'],
      [a, 'Noy Housekeeping'],
    ]);
    const mine = async (headers: Record<string, string>) =>
      (await server.call('housekeeping/room-status', 'list', [{}], headers)).typed.data
        .filter((room) => room.assignedToMe)
        .map((room) => room.roomId);
    expect(await mine(attendant.headers)).toEqual(expect.arrayContaining([a, b]));
    expect(await mine(attendant.headers)).not.toContain(c);
    expect(await mine(supervisor.headers)).toEqual([]);
    const counted = await server.call('housekeeping/room-status', 'attendants', [], attendant.headers);
    expect(counted.typed.data.find((user) => user.id === idOf('housekeeping'))?.rooms).toBeGreaterThanOrEqual(2);

    // The same again changes nothing; taking b back leaves a.
    await assign(idOf('housekeeping'), [a]);
    const back = await assign(null, [b]);
    expect(back.typed.data[0]).toMatchObject({ roomId: b, assigneeUserId: null, assigneeName: '' });
    expect(await mine(attendant.headers)).toEqual(expect.arrayContaining([a]));
    expect(await mine(attendant.headers)).not.toContain(b);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['entity_id', 'before', 'after'])
      .where('entity', '=', 'hk-assignment')
      .where('entity_id', 'in', [String(a), String(b)])
      .orderBy('id')
      .execute();
    // One record a room changed, in room order (the order the rooms are locked in).
    expect(audit.map((row) => row.entity_id)).toEqual([String(a), String(b), String(b)]);

    // Refusals: not an attendant, a room that is not there, an attendant assigning.
    const notAttendant = await assign(idOf('reception'), [c]);
    expect([notAttendant.status, notAttendant.body.apiResponse.code]).toEqual([422, 'NOT_AN_ATTENDANT']);
    const noRoom = await assign(idOf('housekeeping'), [c, 2_000_000_000]);
    expect([noRoom.status, noRoom.body.apiResponse.errors?.[0]?.field]).toEqual([404, '/data/0/roomIds/1']);
    expect((await assign(idOf('housekeeping'), [c], attendant.headers)).status).toBe(403);
    const stored = await server.db.selectFrom('hk_assignment').select('room_id').where('room_id', '=', c).execute();
    expect(stored).toEqual([]);
    // A new hotel date starts with nobody's rooms: the assignment belongs to its date.
    await server.db
      .updateTable('hk_assignment')
      .set({ business_date: plusDays(today, -1) })
      .where('room_id', '=', a)
      .execute();
    expect(await mine(attendant.headers)).not.toContain(a);
  });

  it('a set retried with its Idempotency-Key is applied once; the key with another body is refused', async () => {
    const { roomIds } = await roomTypeWithRooms(server, 'RSK', 1);
    const roomId = roomIds[0] as number;
    const key = newKey('retry');
    const first = await set([{ roomId, housekeepingStatus: 'dirty', fromStatus: 'clean' }], key);
    // Meanwhile someone sets it clean: a replay must not set it dirty again.
    await set([{ roomId, housekeepingStatus: 'clean' }]);
    const again = await set([{ roomId, housekeepingStatus: 'dirty', fromStatus: 'clean' }], key);
    expect([first.status, again.status, again.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(again.body).toEqual(first.body);
    const other = await set([{ roomId, housekeepingStatus: 'clean' }], key);
    expect([other.status, other.body.apiResponse.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    // The same key sent twice at once (a retry racing the original) is applied once too.
    const racing = newKey('race');
    const both = await Promise.all([
      set([{ roomId, housekeepingStatus: 'dirty', fromStatus: 'clean' }], racing),
      set([{ roomId, housekeepingStatus: 'dirty', fromStatus: 'clean' }], racing),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    const log = await server.call('housekeeping/room-status', 'log', [{ roomId }]);
    expect(log.typed.data.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      ['clean', 'dirty'],
      ['dirty', 'clean'],
      ['clean', 'dirty'],
    ]);
  });

  it('two attendants on one room at once: both changes are logged, or the later sees the room as it is now', async () => {
    const { roomIds } = await roomTypeWithRooms(server, 'RSC', 3);
    const [a, b, c] = roomIds as [number, number, number];
    await set([
      { roomId: a, housekeepingStatus: 'dirty' },
      { roomId: b, housekeepingStatus: 'dirty' },
    ]);
    const attendant = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const supervisor = await signIn(server.app, 'hk-setting', 'demo-test-password');
    const as = (headers: Record<string, string>) => ({ ...headers, ...newKey('hk') });
    const logOf = async (roomId: number) =>
      (await server.call('housekeeping/room-status', 'log', [{ roomId }])).typed.data.filter(
        (entry) => entry.actor !== 'admin',
      );

    // Different changes to one room: both are applied, one after the other, and both logged;
    // the one that went second answers the room with both.
    const [cleaned, closed] = await Promise.all([
      set([{ roomId: a, housekeepingStatus: 'clean', fromStatus: 'dirty' }], as(attendant.headers)),
      set([{ roomId: a, outOfService: true, reason: 'Leaking tap' }], as(supervisor.headers)),
    ]);
    expect([cleaned.status, closed.status]).toEqual([200, 200]);
    const answers = [cleaned.typed.data[0], closed.typed.data[0]];
    expect(answers.some((room) => room?.housekeepingStatus === 'clean' && room.outOfService)).toBe(true);
    const logA = await logOf(a);
    expect(logA).toHaveLength(2);
    // Each change starts from where the other left the room: nothing was lost in between.
    const [second, first] = logA as [(typeof logA)[number], (typeof logA)[number]];
    expect([second.fromStatus, second.fromOutOfService]).toEqual([first.toStatus, first.toOutOfService]);
    expect([second.toStatus, second.toOutOfService]).toEqual(['clean', true]);

    // The same change twice at once: the later finds it done, and the log has it once.
    const twice = await Promise.all([
      set([{ roomId: b, housekeepingStatus: 'clean', fromStatus: 'dirty' }], as(attendant.headers)),
      set([{ roomId: b, housekeepingStatus: 'clean', fromStatus: 'dirty' }], as(supervisor.headers)),
    ]);
    expect(twice.map((answer) => [answer.status, answer.typed.data[0]?.housekeepingStatus])).toEqual([
      [200, 'clean'],
      [200, 'clean'],
    ]);
    expect(await logOf(b)).toHaveLength(1);

    // Conflicting changes from the same clean room: the supervisor inspects it while an attendant
    // sets it dirty. Whichever commits first wins; the other is refused (409 for the attendant,
    // who saw it clean; 422 for the supervisor, who finds it dirty) and writes nothing.
    const [inspected, dirtied] = await Promise.all([
      server.call('housekeeping/room-status', 'inspect', [{ roomId: c }], as(supervisor.headers)),
      set([{ roomId: c, housekeepingStatus: 'dirty', fromStatus: 'clean' }], as(attendant.headers)),
    ]);
    const outcome = [inspected.status, dirtied.status].sort();
    expect(outcome.filter((status) => status === 200)).toHaveLength(1);
    if (dirtied.status === 409) {
      expect([dirtied.body.apiResponse.code, dirtied.body.apiResponse.errors?.[0]?.field]).toEqual([
        'STALE_VERSION',
        '/data/0/fromStatus',
      ]);
    } else {
      expect(inspected.body.apiResponse.code).toBe('NOT_CLEAN');
    }
    expect(await logOf(c)).toHaveLength(1);
    // The later reads the room as it is now.
    const now = await server.call('housekeeping/room-status', 'list', [{ roomTypeId: undefined }], attendant.headers);
    const room = now.typed.data.find((row) => row.roomId === c);
    expect(room?.housekeepingStatus).toBe(dirtied.status === 200 ? 'dirty' : 'inspected');
  });
});
