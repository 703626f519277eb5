import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aGuest, newKey, overlappingAssignedStays, plusDays, roomTypeWithRooms } from '../../../test/booking.ts';
import { createTestServer, testEngine } from '../../../test/database.ts';
import { arriving, hotelDate, setRoom, stayRow } from '../../../test/front-desk.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
let today: string;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  guest = await aGuest(server, 'Sisavath');
  today = await hotelDate(server);
});
afterAll(() => server?.close());

type AssignData = Parameters<typeof server.call<'reservation/reservation', 'assign-room'>>[2];
const assign = (data: AssignData, headers = newKey('assign')) =>
  server.call('reservation/reservation', 'assign-room', data, headers);

async function versionOf(stayId: number): Promise<number> {
  return (await stayRow(server, stayId)).version;
}

/** The stay as it is, to prove a refusal changed nothing. */
async function stateOf(stayId: number) {
  const row = await stayRow(server, stayId);
  return {
    roomId: row.room_id,
    typeId: row.room_type_id,
    booked: row.booked_room_type_id,
    reason: row.upgrade_reason,
    status: row.status,
    version: row.version,
  };
}

describe(`assign-room (${testEngine})`, () => {
  it('gives a stay a room of its type, changes it, takes it away, audited each time', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'ASA', 2);
    const { reservationId, stayIds } = await arriving(server, guest, roomTypeId);
    const stayId = stayIds[0] as number;
    const [first, second] = roomIds as [number, number];
    const given = await assign([{ stayId, roomId: first, version: await versionOf(stayId) }]);
    expect(given.status, JSON.stringify(given.body.apiResponse)).toBe(200);
    expect(given.typed.data[0]).toMatchObject({ stayId, roomId: first, roomNumber: 'ASA1', status: 'confirmed' });
    const changed = await assign([{ stayId, roomId: second, version: given.typed.data[0]?.version as number }]);
    expect(changed.typed.data[0]).toMatchObject({ roomId: second, roomNumber: 'ASA2' });
    const removed = await assign([{ stayId, roomId: null, version: changed.typed.data[0]?.version as number }]);
    expect(removed.typed.data[0]).toMatchObject({ roomId: null, roomNumber: '' });
    const history = await server.call('reservation/reservation', 'history', [{ id: reservationId }]);
    expect(history.typed.data.filter((entry) => entry.action === 'assign-room')).toHaveLength(3);
  });

  it('needs an Idempotency-Key and RECEPTION or RESERVATION', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'ASK', 1);
    const { stayIds } = await arriving(server, guest, roomTypeId);
    const data = [{ stayId: stayIds[0] as number, roomId: roomIds[0] as number, version: 1 }];
    const without = await server.call('reservation/reservation', 'assign-room', data);
    expect([without.status, without.body.apiResponse.code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    expect(await stateOf(stayIds[0] as number)).toMatchObject({ roomId: null });
  });

  it('refuses each rule with the reason and the field, changing nothing', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'ASR', 6, { maxAdults: 2 });
    const other = await roomTypeWithRooms(server, 'ASX', 1);
    const [outOfOrder, inactive, held, free, spare] = roomIds as [number, number, number, number, number];
    await server.db
      .insertInto('room_out_of_order')
      .values({
        property_id: server.propertyId,
        room_id: outOfOrder,
        from_date: plusDays(today, 1),
        to_date: plusDays(today, 2),
        reason: 'New carpet',
        created_by: 'test',
      })
      .execute();
    await server.db.updateTable('room').set({ active: false }).where('id', '=', inactive).execute();
    // Another stay holds `held` from the second night on.
    const holder = await arriving(server, guest, roomTypeId, { arrival: plusDays(today, 1) });
    const holderStay = holder.stayIds[0] as number;
    expect((await assign([{ stayId: holderStay, roomId: held, version: await versionOf(holderStay) }])).status).toBe(
      200,
    );
    const inHouse = await arriving(server, guest, roomTypeId);
    const inHouseStay = inHouse.stayIds[0] as number;
    expect(
      (await server.call('reservation/reservation', 'checkin', [{ stayId: inHouseStay, roomId: spare }], newKey('ci')))
        .status,
    ).toBe(200);
    const cancelled = await arriving(server, guest, roomTypeId);
    const cancelledStay = cancelled.stayIds[0] as number;
    await server.db.updateTable('room_stay').set({ status: 'cancelled' }).where('id', '=', cancelledStay).execute();
    // Three adults booked a bigger type: a room of this type (2 adults at most) is too small for them.
    const family = await roomTypeWithRooms(server, 'ASF', 1, { maxAdults: 3 });
    const big = await arriving(server, guest, family.roomTypeId, { adults: 3 });

    const { stayIds } = await arriving(server, guest, roomTypeId);
    const stayId = stayIds[0] as number;
    const version = await versionOf(stayId);
    const before = await stateOf(stayId);
    const cases: [AssignData, number, string, string][] = [
      [[{ stayId, roomId: free, version: version + 5 }], 409, 'STALE_VERSION', '/data/0/version'],
      [[{ stayId, roomId: other.roomIds[0] as number, version }], 422, 'ROOM_TYPE_MISMATCH', '/data/0/roomId'],
      [[{ stayId, roomId: outOfOrder, version }], 422, 'ROOM_OUT_OF_ORDER', '/data/0/roomId'],
      [[{ stayId, roomId: inactive, version }], 422, 'ROOM_INACTIVE', '/data/0/roomId'],
      [[{ stayId, roomId: held, version }], 409, 'ROOM_NOT_AVAILABLE', '/data/0/roomId'],
      [[{ stayId, roomId: 2_000_000_000, version }], 409, 'NOT_FOUND_REFERENCE', '/data/0/roomId'],
      [[{ stayId: 2_000_000_000, roomId: free, version }], 404, 'NOT_FOUND', '/data/0/stayId'],
      [
        [
          {
            stayId: big.stayIds[0] as number,
            roomId: free,
            upgradeReason: 'Smaller room asked for',
            version: await versionOf(big.stayIds[0] as number),
          },
        ],
        422,
        'TOO_MANY_GUESTS',
        '/data/0/roomId',
      ],
      [
        [{ stayId: inHouseStay, roomId: free, version: await versionOf(inHouseStay) }],
        409,
        'ALREADY_IN_HOUSE',
        '/data/0/stayId',
      ],
      [
        [{ stayId: cancelledStay, roomId: free, version: await versionOf(cancelledStay) }],
        422,
        'NOT_ASSIGNABLE',
        '/data/0/stayId',
      ],
      [
        [
          { stayId, roomId: free, version },
          { stayId, roomId: spare, version },
        ],
        400,
        'VALIDATION_FAILED',
        '/data/1/stayId',
      ],
      [
        [
          { stayId, roomId: free, version },
          { stayId: holderStay, roomId: free, version: await versionOf(holderStay) },
        ],
        400,
        'VALIDATION_FAILED',
        '/data/1/roomId',
      ],
      // All or nothing: the first stay would take its room, the second cannot.
      [
        [
          { stayId, roomId: free, version },
          { stayId: holderStay, roomId: outOfOrder, version: await versionOf(holderStay) },
        ],
        422,
        'ROOM_OUT_OF_ORDER',
        '/data/1/roomId',
      ],
    ];
    for (const [data, status, code, field] of cases) {
      const answer = await assign(data);
      expect([answer.status, answer.body.apiResponse.code], JSON.stringify(data)).toEqual([status, code]);
      expect(answer.body.apiResponse.errors?.[0]?.field, code).toBe(field);
    }
    expect(await stateOf(stayId)).toEqual(before);
    expect((await stateOf(holderStay)).roomId).toBe(held);
  });

  it('assigns a dirty room ahead of arrival; check-in still waits for it to be clean', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'ASD', 1);
    const room = roomIds[0] as number;
    await setRoom(server, room, { housekeeping_status: 'dirty' });
    const { stayIds } = await arriving(server, guest, roomTypeId);
    const stayId = stayIds[0] as number;
    expect((await assign([{ stayId, roomId: room, version: await versionOf(stayId) }])).status).toBe(200);
    const refused = await server.call('reservation/reservation', 'checkin', [{ stayId, roomId: room }], newKey('ci'));
    expect([refused.status, refused.body.apiResponse.code]).toEqual([422, 'ROOM_NOT_READY']);
  });

  it('swaps two stays’ rooms in one request, and the exclusion constraint never sees a room twice', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'ASS', 2);
    const [a, b] = roomIds as [number, number];
    const { stayIds } = await arriving(server, guest, roomTypeId, { rooms: 2 });
    const [one, two] = stayIds as [number, number];
    const first = await assign([
      { stayId: one, roomId: a, version: await versionOf(one) },
      { stayId: two, roomId: b, version: await versionOf(two) },
    ]);
    expect(first.status, JSON.stringify(first.body.apiResponse)).toBe(200);
    const swapped = await assign([
      { stayId: one, roomId: b, version: await versionOf(one) },
      { stayId: two, roomId: a, version: await versionOf(two) },
    ]);
    expect(swapped.status, JSON.stringify(swapped.body.apiResponse)).toBe(200);
    expect(swapped.typed.data.map((s) => [s.stayId, s.roomId])).toEqual([
      [one, b],
      [two, a],
    ]);
    expect(await overlappingAssignedStays(server)).toBe(0);
  });

  it('upgrades with a reason: the stay holds the better type, checks in without another reason, and goes back when the room is taken away', async () => {
    const standard = await roomTypeWithRooms(server, 'ASU', 1);
    const better = await roomTypeWithRooms(server, 'ASV', 2);
    const { stayIds } = await arriving(server, guest, standard.roomTypeId);
    const stayId = stayIds[0] as number;
    const upgraded = await assign([
      { stayId, roomId: better.roomIds[0] as number, upgradeReason: 'Honeymoon', version: await versionOf(stayId) },
    ]);
    expect(upgraded.status, JSON.stringify(upgraded.body.apiResponse)).toBe(200);
    expect(upgraded.typed.data[0]).toMatchObject({
      roomTypeId: better.roomTypeId,
      roomTypeCode: 'ASV',
      bookedRoomTypeCode: 'ASU',
      upgradeReason: 'Honeymoon',
    });
    // Another room of the better type keeps the reason given.
    const moved = await assign([{ stayId, roomId: better.roomIds[1] as number, version: await versionOf(stayId) }]);
    expect(moved.typed.data[0]).toMatchObject({ roomNumber: 'ASV2', upgradeReason: 'Honeymoon' });
    const back = await assign([{ stayId, roomId: null, version: await versionOf(stayId) }]);
    expect(back.typed.data[0]).toMatchObject({
      roomTypeId: standard.roomTypeId,
      bookedRoomTypeCode: '',
      upgradeReason: '',
      roomId: null,
    });
    await assign([
      { stayId, roomId: better.roomIds[0] as number, upgradeReason: 'Quiet room', version: await versionOf(stayId) },
    ]);
    const checkedIn = await server.call(
      'reservation/reservation',
      'checkin',
      [{ stayId, roomId: better.roomIds[0] as number }],
      newKey('ci'),
    );
    expect(checkedIn.status, JSON.stringify(checkedIn.body.apiResponse)).toBe(200);
    expect(checkedIn.typed.data[0]).toMatchObject({ status: 'in-house', bookedRoomTypeCode: 'ASU' });
  });

  it('refuses an upgrade into a type with no night left, changing nothing', async () => {
    const standard = await roomTypeWithRooms(server, 'ASW', 1);
    const better = await roomTypeWithRooms(server, 'ASY', 1);
    // The only better room is sold (unassigned) on the stay's nights... and the room itself is free.
    await arriving(server, guest, better.roomTypeId);
    const { stayIds } = await arriving(server, guest, standard.roomTypeId);
    const stayId = stayIds[0] as number;
    const before = await stateOf(stayId);
    const refused = await assign([
      { stayId, roomId: better.roomIds[0] as number, upgradeReason: 'Complaint', version: await versionOf(stayId) },
    ]);
    expect([refused.status, refused.body.apiResponse.code]).toEqual([409, 'NO_AVAILABILITY']);
    expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/roomId');
    expect(await stateOf(stayId)).toEqual(before);
  });
});

describe(`arrivals (${testEngine})`, () => {
  it('lists the stays arriving on the hotel date not yet in, and those checked in that day as done', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'ARA', 3);
    const group = await arriving(server, guest, roomTypeId, { rooms: 2 });
    const [one, two] = group.stayIds as [number, number];
    const tomorrow = await arriving(server, guest, roomTypeId, { arrival: plusDays(today, 1) });
    const tentative = await arriving(server, guest, roomTypeId, { status: 'tentative' });
    await server.db
      .updateTable('reservation')
      .set({ deposit_required: '150.50' })
      .where('id', '=', group.reservationId)
      .execute();
    expect(
      (
        await server.call(
          'reservation/reservation',
          'checkin',
          [{ stayId: one, roomId: roomIds[0] as number }],
          newKey(),
        )
      ).status,
    ).toBe(200);
    const list = await server.call('reservation/reservation', 'arrivals', [{ roomTypeId }]);
    expect(list.status, JSON.stringify(list.body.apiResponse)).toBe(200);
    // Those still to come first, then the done; never tomorrow's.
    expect(list.typed.data.map((s) => [s.stayId, s.status])).toEqual([
      [two, 'confirmed'],
      [tentative.stayIds[0], 'tentative'],
      [one, 'in-house'],
    ]);
    expect(list.typed.data.find((s) => s.stayId === two)).toMatchObject({ depositRequired: '150.50', arrival: today });
    const onTomorrow = await server.call('reservation/reservation', 'arrivals', [
      { roomTypeId, date: plusDays(today, 1) },
    ]);
    expect(onTomorrow.typed.data.map((s) => s.stayId)).toEqual([tomorrow.stayIds[0]]);
    const assigned = await server.call('reservation/reservation', 'arrivals', [{ roomTypeId, assigned: true }]);
    expect(assigned.typed.data.map((s) => s.stayId)).toEqual([one]);
    const unassigned = await server.call('reservation/reservation', 'arrivals', [{ roomTypeId, assigned: false }]);
    expect(unassigned.typed.data.map((s) => s.stayId).sort()).toEqual([two, tentative.stayIds[0]].sort());
    const ofGroup = await server.call('reservation/reservation', 'arrivals', [{ reservationId: group.reservationId }]);
    expect(ofGroup.typed.data.map((s) => s.stayId).sort()).toEqual([one, two].sort());
    const searched = await server.call('reservation/reservation', 'arrivals', [{ roomTypeId, search: 'ARA1' }]);
    expect(searched.typed.data.map((s) => s.stayId)).toEqual([one]);
  });

  it('counts the undelivered messages and open flags of a stay or its whole reservation', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'ARM', 2);
    const group = await arriving(server, guest, roomTypeId, { rooms: 2 });
    const [one, two] = group.stayIds as [number, number];
    const department = await server.db
      .selectFrom('department')
      .select('id')
      .where('property_id', '=', server.propertyId)
      .executeTakeFirstOrThrow();
    const message = (stayId: number | null, delivered: boolean) => ({
      property_id: server.propertyId,
      reservation_id: group.reservationId,
      stay_id: stayId,
      message_text: 'Call the office',
      from_name: 'Office',
      business_date: today,
      taken_by: 'test',
      delivered_at: delivered ? new Date() : null,
      delivered_by: delivered ? 'test' : null,
    });
    await server.db
      .insertInto('guest_message')
      .values([message(one, false), message(one, true), message(null, false), message(two, false)])
      .execute();
    await server.db
      .insertInto('reception_flag')
      .values([
        {
          property_id: server.propertyId,
          reservation_id: group.reservationId,
          stay_id: two,
          department_id: department.id,
          kind: 'amenity',
          flag_date: today,
          created_by: 'test',
        },
        {
          property_id: server.propertyId,
          reservation_id: group.reservationId,
          stay_id: two,
          department_id: department.id,
          kind: 'birthday',
          flag_date: today,
          created_by: 'test',
          resolved_at: new Date(),
          resolved_by: 'test',
        },
      ])
      .execute();
    const list = await server.call('reservation/reservation', 'arrivals', [{ reservationId: group.reservationId }]);
    const counts = Object.fromEntries(list.typed.data.map((s) => [s.stayId, [s.openMessages, s.openFlags]]));
    expect(counts).toEqual({ [one]: [2, 0], [two]: [2, 1] });
  });
});
