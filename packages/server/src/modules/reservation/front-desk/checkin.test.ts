import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/api.ts';
import { aGuest, newKey, plusDays, ratesFor, roomTypeWithRooms } from '../../../test/booking.ts';
import { createTestServer, testEngine } from '../../../test/database.ts';
import { arriving, card, countryId, hotelDate, setRoom, stayRow } from '../../../test/front-desk.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
let today: string;
let laos: number;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  guest = await aGuest(server, 'Phommachanh');
  today = await hotelDate(server);
  laos = await countryId(server);
});
afterAll(() => server?.close());

const checkin = (
  data: Parameters<typeof server.call<'reservation/reservation', 'checkin'>>[2],
  headers = newKey('ci'),
) => server.call('reservation/reservation', 'checkin', data, headers);

/** The stay and its room as they are, to prove a refusal changed nothing. */
async function stateOf(stayId: number) {
  const row = await stayRow(server, stayId);
  return { status: row.status, roomId: row.room_id, typeId: row.room_type_id, version: row.version };
}

describe(`check-in (${testEngine})`, () => {
  it('puts a stay in house in a clean vacant room of its type, audited, and the room is occupied', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'CIA', 2);
    const { reservationId, stayIds } = await arriving(server, guest, roomTypeId);
    const room = roomIds[0] as number;
    const answer = await checkin([{ stayId: stayIds[0] as number, roomId: room, guests: [card(laos)] }]);
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const [stay] = answer.typed.data;
    expect(stay).toMatchObject({
      stayId: stayIds[0],
      status: 'in-house',
      roomId: room,
      roomNumber: 'CIA1',
      guestName: 'Keomany, Test',
      checkedInBy: 'admin',
      walkIn: false,
      dueOut: false,
    });
    const reservation = await server.call('reservation/reservation', 'get', [{ id: reservationId }]);
    expect(reservation.typed.data[0]?.status).toBe('in-house');
    const history = await server.call('reservation/reservation', 'history', [{ id: reservationId }]);
    expect(history.typed.data[0]?.action).toBe('checkin');
    expect(history.typed.data[0]?.changes).toContainEqual({ field: 'status', before: 'confirmed', after: 'in-house' });
    const rooms = await server.call('housekeeping/room-status', 'list', [{ roomTypeId }]);
    expect(rooms.typed.data.map((r) => [r.roomNumber, r.frontOfficeStatus, r.stayId])).toEqual([
      ['CIA1', 'occupied', stayIds[0]],
      ['CIA2', 'vacant', null],
    ]);
    const cards = await server.call('reservation/reservation', 'registrations', [{ stayId: stayIds[0] as number }]);
    expect(cards.typed.data[0]?.guests).toMatchObject([{ position: 1, lastName: 'Keomany', documentType: 'passport' }]);
    const inHouse = await server.call('reservation/reservation', 'in-house', [{ search: 'CIA1' }]);
    expect(inHouse.typed.data.map((s) => s.stayId)).toEqual([stayIds[0]]);
  });

  it('needs an Idempotency-Key, and the same key answers the first check-in again', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'CIK', 1);
    const { stayIds } = await arriving(server, guest, roomTypeId);
    const data = [{ stayId: stayIds[0] as number, roomId: roomIds[0] as number }];
    const without = await server.call('reservation/reservation', 'checkin', data);
    expect([without.status, without.body.apiResponse.code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    const key = newKey('ci-same');
    const first = await checkin(data, key);
    const again = await checkin(data, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
  });

  it('refuses each rule with the reason and the field, changing nothing', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'CIR', 6, { maxAdults: 3 });
    const other = await roomTypeWithRooms(server, 'CIX', 1);
    const [dirty, outOfOrder, outOfService, occupied, free] = roomIds as [number, number, number, number, number];
    await setRoom(server, dirty, { housekeeping_status: 'dirty' });
    await setRoom(server, outOfService, { out_of_service: true });
    await server.db
      .insertInto('room_out_of_order')
      .values({
        property_id: server.propertyId,
        room_id: outOfOrder,
        from_date: plusDays(today, 1),
        to_date: plusDays(today, 3),
        reason: 'Leaking pipe',
        created_by: 'test',
      })
      .execute();
    const occupant = await arriving(server, guest, roomTypeId);
    expect((await checkin([{ stayId: occupant.stayIds[0] as number, roomId: occupied }])).status).toBe(200);

    const { stayIds } = await arriving(server, guest, roomTypeId);
    const stayId = stayIds[0] as number;
    const tomorrow = await arriving(server, guest, roomTypeId, { arrival: plusDays(today, 1) });
    const tentative = await arriving(server, guest, roomTypeId, { status: 'tentative' });
    const before = await stateOf(stayId);
    const cases: [Parameters<typeof checkin>[0], number, string, string][] = [
      [[{ stayId, roomId: dirty }], 422, 'ROOM_NOT_READY', '/data/0/roomId'],
      [[{ stayId, roomId: outOfOrder }], 422, 'ROOM_OUT_OF_ORDER', '/data/0/roomId'],
      [[{ stayId, roomId: outOfService }], 422, 'ROOM_OUT_OF_SERVICE', '/data/0/roomId'],
      [[{ stayId, roomId: occupied }], 409, 'ROOM_OCCUPIED', '/data/0/roomId'],
      [[{ stayId, roomId: other.roomIds[0] as number }], 422, 'ROOM_TYPE_MISMATCH', '/data/0/roomId'],
      [[{ stayId: tomorrow.stayIds[0] as number, roomId: free }], 422, 'NOT_ARRIVAL_DATE', '/data/0/stayId'],
      [[{ stayId: tentative.stayIds[0] as number, roomId: free }], 422, 'NOT_CHECKABLE', '/data/0/stayId'],
      [[{ stayId: occupant.stayIds[0] as number, roomId: free }], 409, 'ALREADY_IN_HOUSE', '/data/0/stayId'],
      [[{ stayId: 2_000_000_000, roomId: free }], 404, 'NOT_FOUND', '/data/0/stayId'],
      [[{ stayId, roomId: 2_000_000_000 }], 409, 'NOT_FOUND_REFERENCE', '/data/0/roomId'],
      // A group is all or nothing: the first stay would go in, the second cannot.
      [
        [
          { stayId, roomId: free },
          { stayId: tomorrow.stayIds[0] as number, roomId: roomIds[5] as number },
        ],
        422,
        'NOT_ARRIVAL_DATE',
        '/data/1/stayId',
      ],
      [
        [
          { stayId, roomId: free },
          { stayId: tentative.stayIds[0] as number, roomId: free },
        ],
        400,
        'VALIDATION_FAILED',
        '/data/1/roomId',
      ],
    ];
    for (const [data, status, code, field] of cases) {
      const answer = await checkin(data);
      expect([answer.status, answer.body.apiResponse.code], JSON.stringify(data)).toEqual([status, code]);
      expect(answer.body.apiResponse.errors?.[0]?.field).toBe(field);
      expect(answer.body.apiResponse.desc.length).toBeGreaterThan(10);
    }
    expect(await stateOf(stayId)).toEqual(before);
    // Inspected is as good as clean.
    await setRoom(server, dirty, { housekeeping_status: 'inspected' });
    expect((await checkin([{ stayId, roomId: dirty }])).status).toBe(200);
  });

  it('upgrades into another type only with a reason: the stay holds the new type, the booked one is kept', async () => {
    const standard = await roomTypeWithRooms(server, 'CIU', 1);
    const suite = await roomTypeWithRooms(server, 'CIS', 1);
    const { stayIds } = await arriving(server, guest, standard.roomTypeId);
    const answer = await checkin([
      { stayId: stayIds[0] as number, roomId: suite.roomIds[0] as number, upgradeReason: 'Anniversary' },
    ]);
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    expect(answer.typed.data[0]).toMatchObject({
      roomTypeCode: 'CIS',
      bookedRoomTypeCode: 'CIU',
      upgradeReason: 'Anniversary',
    });
    // The suite is taken for the stay's nights: a booking of it is refused, the standard is free.
    const grid = await server.call('reservation/availability', 'get', [{ fromDate: today, toDate: today }]);
    const available = (typeId: number) =>
      grid.typed.data[0]?.roomTypes.find((type) => type.roomTypeId === typeId)?.nights[0]?.available;
    expect([available(suite.roomTypeId), available(standard.roomTypeId)]).toEqual([0, 1]);
  });

  it('an upgrade that would oversell the better type is refused: 409 NO_AVAILABILITY on the room', async () => {
    const standard = await roomTypeWithRooms(server, 'COU', 1);
    const suite = await roomTypeWithRooms(server, 'COS', 1);
    // The only suite is sold (unassigned) for tonight.
    await arriving(server, guest, suite.roomTypeId);
    const { stayIds } = await arriving(server, guest, standard.roomTypeId);
    const answer = await checkin([
      { stayId: stayIds[0] as number, roomId: suite.roomIds[0] as number, upgradeReason: 'Noise' },
    ]);
    expect([answer.status, answer.body.apiResponse.code]).toEqual([409, 'NO_AVAILABILITY']);
    expect(answer.body.apiResponse.errors?.[0]?.field).toBe('/data/0/roomId');
    expect((await stateOf(stayIds[0] as number)).status).toBe('confirmed');
  });

  it('checks a group in at once, and a refused room of it keeps every stay out', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'CIG', 3);
    const group = await arriving(server, guest, roomTypeId, { rooms: 3 });
    await setRoom(server, roomIds[2] as number, { housekeeping_status: 'dirty' });
    const data = group.stayIds.map((stayId, index) => ({ stayId, roomId: roomIds[index] as number }));
    const refused = await checkin(data);
    expect([refused.status, refused.body.apiResponse.errors?.[0]?.field]).toEqual([422, '/data/2/roomId']);
    for (const stayId of group.stayIds) expect((await stateOf(stayId)).status).toBe('confirmed');
    await setRoom(server, roomIds[2] as number, { housekeeping_status: 'clean' });
    const done = await checkin(data);
    expect(done.typed.data.map((stay) => stay.status)).toEqual(['in-house', 'in-house', 'in-house']);
  });

  it('is reception’s: housekeeping is refused, reception checks in', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'CIP', 1);
    const { stayIds } = await arriving(server, guest, roomTypeId);
    const data = [{ stayId: stayIds[0] as number, roomId: roomIds[0] as number }];
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    expect((await checkin(data, { ...housekeeper.headers, ...newKey('hk') })).status).toBe(403);
    const reception = await signIn(server.app, 'reception', 'demo-test-password');
    expect((await checkin(data, { ...reception.headers, ...newKey('rc') })).status).toBe(200);
  });
});

describe(`undo check-in (${testEngine})`, () => {
  it('takes a check-in back on its hotel date: the stay is confirmed again with its room', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'UCI', 1);
    const { reservationId, stayIds } = await arriving(server, guest, roomTypeId);
    const stayId = stayIds[0] as number;
    const done = await checkin([{ stayId, roomId: roomIds[0] as number }]);
    const version = done.typed.data[0]?.version as number;
    const stale = await server.call(
      'reservation/reservation',
      'undo-checkin',
      [{ stayId, version: version - 1 }],
      newKey(),
    );
    expect([stale.status, stale.body.apiResponse.code]).toEqual([409, 'STALE_VERSION']);
    const undone = await server.call('reservation/reservation', 'undo-checkin', [{ stayId, version }], newKey());
    expect(undone.status, JSON.stringify(undone.body.apiResponse)).toBe(200);
    expect(undone.typed.data[0]).toMatchObject({ status: 'confirmed', roomId: roomIds[0], checkedInAt: null });
    const reservation = await server.call('reservation/reservation', 'get', [{ id: reservationId }]);
    expect(reservation.typed.data[0]?.status).toBe('confirmed');
    const again = await server.call(
      'reservation/reservation',
      'undo-checkin',
      [{ stayId, version: undone.typed.data[0]?.version as number }],
      newKey(),
    );
    expect([again.status, again.body.apiResponse.code]).toEqual([422, 'NOT_IN_HOUSE']);
  });

  it('refuses on a later hotel date', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'UCL', 1);
    const { stayIds } = await arriving(server, guest, roomTypeId);
    const stayId = stayIds[0] as number;
    const done = await checkin([{ stayId, roomId: roomIds[0] as number }]);
    await server.db
      .updateTable('room_stay')
      .set({ checked_in_on: plusDays(today, -1) })
      .where('id', '=', stayId)
      .execute();
    const refused = await server.call(
      'reservation/reservation',
      'undo-checkin',
      [{ stayId, version: done.typed.data[0]?.version as number }],
      newKey(),
    );
    expect([refused.status, refused.body.apiResponse.code]).toEqual([422, 'CHECK_IN_NOT_TODAY']);
  });
});

describe(`walk-in (${testEngine})`, () => {
  it('books tonight and checks in at once, with a guest profile made from the registration card', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'WLK', 2);
    const departure = plusDays(today, 2);
    const answer = await server.call(
      'reservation/reservation',
      'walkin',
      [
        {
          roomId: roomIds[0] as number,
          departure,
          adults: 1,
          nightlyRates: ratesFor(today, departure, '1500.00'),
          guests: [card(laos, 'Sayavong')],
        },
      ],
      newKey('walk'),
    );
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const reservation = answer.typed.data[0];
    expect(reservation).toMatchObject({ status: 'in-house', guestName: 'Sayavong, Test', totalAmount: '3000.00' });
    expect(reservation?.stays[0]).toMatchObject({ roomTypeId, roomId: roomIds[0], status: 'in-house', arrival: today });
    const inHouse = await server.call('reservation/reservation', 'in-house', [{ search: 'WLK1' }]);
    expect(inHouse.typed.data[0]).toMatchObject({ walkIn: true, guestName: 'Sayavong, Test' });
  });

  it('refuses a room not ready, and a stay not for tonight, changing nothing', async () => {
    const { roomIds } = await roomTypeWithRooms(server, 'WLR', 1);
    await setRoom(server, roomIds[0] as number, { housekeeping_status: 'dirty' });
    const reservations = async () =>
      Number(
        (
          await server.db
            .selectFrom('reservation')
            .select(({ fn }) => fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const count = await reservations();
    const body = (departure: string) => [
      {
        roomId: roomIds[0] as number,
        departure,
        adults: 1,
        nightlyRates: ratesFor(today, departure),
        guests: [card(laos, 'Inthavong')],
      },
    ];
    const dirty = await server.call('reservation/reservation', 'walkin', body(plusDays(today, 1)), newKey('walk'));
    expect([dirty.status, dirty.body.apiResponse.code, dirty.body.apiResponse.errors?.[0]?.field]).toEqual([
      422,
      'ROOM_NOT_READY',
      '/data/0/roomId',
    ]);
    await setRoom(server, roomIds[0] as number, { housekeeping_status: 'clean' });
    const tooShort = await server.call(
      'reservation/reservation',
      'walkin',
      [{ ...(body(plusDays(today, 1))[0] as ReturnType<typeof body>[0]), departure: today }],
      newKey('walk'),
    );
    expect([tooShort.status, tooShort.body.apiResponse.errors?.[0]?.field]).toEqual([400, '/data/0/departure']);
    expect(await reservations()).toBe(count);
  });
});
