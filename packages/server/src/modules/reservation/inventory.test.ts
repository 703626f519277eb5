import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { aGuest, type BookingBody, booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

// What besides stays takes or gives room-type inventory (domain.md, Inventory): rooms out of
// order, company allotments until their release, and the overbooking allowance. Each test has
// room types of its own, so the demo's bookings never change what it counts.

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
let company: number;
let otherCompany: number;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  guest = await aGuest(server, 'Inventory');
  const made = await server.db
    .insertInto('company_profile')
    .values([
      { property_id: server.propertyId, code: 'INV-A', name: 'Allotment Travel' },
      { property_id: server.propertyId, code: 'INV-B', name: 'Other Tours' },
    ])
    .returning('id')
    .execute();
  company = made[0]?.id as number;
  otherCompany = made[1]?.id as number;
});
afterAll(() => server?.close());

const book = (body: BookingBody) => server.call('reservation/reservation', 'create', [body], newKey('inv'));

async function night(roomTypeId: number, date: string, companyProfileId?: number) {
  const grid = await server.call('reservation/availability', 'get', [
    { fromDate: date, toDate: date, companyProfileId: companyProfileId ?? null },
  ]);
  expect(grid.status).toBe(200);
  return grid.typed.data[0]?.roomTypes.find((type) => type.roomTypeId === roomTypeId)?.nights[0];
}

async function outOfOrder(roomId: number, from: string, to: string) {
  await server.db
    .insertInto('room_out_of_order')
    .values({
      property_id: server.propertyId,
      room_id: roomId,
      from_date: from,
      to_date: to,
      reason: 'Leaking pipe',
      created_by: 'test',
    })
    .execute();
}

async function allot(companyProfileId: number, roomTypeId: number, date: string, rooms: number, releaseDays = 0) {
  await server.db
    .insertInto('allotment')
    .values({
      property_id: server.propertyId,
      company_profile_id: companyProfileId,
      room_type_id: roomTypeId,
      night: date,
      rooms,
      release_days: releaseDays,
    })
    .execute();
}

describe('rooms out of order', () => {
  it('leave inventory for their nights [from, to) only, and a booking cannot take them', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'OOA', 2);
    const first = plusDays(TEST_HOTEL_DATE, 20);
    await outOfOrder(roomIds[0] as number, first, plusDays(first, 2));
    expect(await night(roomTypeId, first)).toMatchObject({ rooms: 2, outOfOrder: 1, sold: 0, available: 1 });
    expect(await night(roomTypeId, plusDays(first, 2))).toMatchObject({ outOfOrder: 0, available: 2 });

    expect((await book(booking(guest, [stay(roomTypeId, first, plusDays(first, 1))]))).status).toBe(200);
    const refused = await book(booking(guest, [stay(roomTypeId, first, plusDays(first, 1))]));
    expect(refused.status).toBe(409);
    expect(refused.body.apiResponse.code).toBe('NO_AVAILABILITY');
    expect(await night(roomTypeId, first)).toMatchObject({ sold: 1, available: 0 });
  });

  it('do not count an inactive room twice', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'OOB', 2);
    const date = plusDays(TEST_HOTEL_DATE, 21);
    await outOfOrder(roomIds[1] as number, date, plusDays(date, 1));
    await server.db
      .updateTable('room')
      .set({ active: false })
      .where('id', '=', roomIds[1] as number)
      .execute();
    expect(await night(roomTypeId, date)).toMatchObject({ rooms: 1, outOfOrder: 0, available: 1 });
  });
});

describe('the overbooking allowance', () => {
  it('lets a room type sell that many rooms beyond its inventory, and not one more', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'OBA', 1);
    await server.db.updateTable('room_type').set({ overbooking_allowance: 1 }).where('id', '=', roomTypeId).execute();
    const date = plusDays(TEST_HOTEL_DATE, 30);
    const twoRooms = booking(guest, [
      stay(roomTypeId, date, plusDays(date, 1)),
      stay(roomTypeId, date, plusDays(date, 1)),
    ]);
    expect((await book(twoRooms)).status).toBe(200);
    expect(await night(roomTypeId, date)).toMatchObject({ rooms: 1, sold: 2, overbooking: 1, available: 0 });
    const third = await book(booking(guest, [stay(roomTypeId, date, plusDays(date, 1))]));
    expect(third.status).toBe(409);
    expect(third.body.apiResponse.code).toBe('NO_AVAILABILITY');
  });
});

describe('allotments', () => {
  it('hold rooms for their company: others cannot book them, the company draws from them first', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'ALA', 3);
    const date = plusDays(TEST_HOTEL_DATE, 40);
    await allot(company, roomTypeId, date, 2);
    expect(await night(roomTypeId, date)).toMatchObject({ rooms: 3, allotted: 2, available: 1, companyAllotment: 0 });
    expect(await night(roomTypeId, date, company)).toMatchObject({ allotted: 2, available: 1, companyAllotment: 2 });

    // A guest without the company takes the one general room; the next is refused.
    expect((await book(booking(guest, [stay(roomTypeId, date, plusDays(date, 1))]))).status).toBe(200);
    const refused = await book(booking(guest, [stay(roomTypeId, date, plusDays(date, 1))]));
    expect(refused.status).toBe(409);
    expect(refused.body.apiResponse.errors).toEqual([
      { field: '/data/0/stays/0', message: `no ALA room is left on ${date}` },
    ]);
    // Another company has no allotment here: refused too.
    const other = await book({
      ...booking(guest, [stay(roomTypeId, date, plusDays(date, 1))]),
      companyProfileId: otherCompany,
    });
    expect(other.status).toBe(409);

    // The company books both of its rooms: they come out of its allotment, not general inventory.
    const picked = await book({
      ...booking(guest, [stay(roomTypeId, date, plusDays(date, 1)), stay(roomTypeId, date, plusDays(date, 1))]),
      companyProfileId: company,
    });
    expect(picked.status).toBe(200);
    expect(await night(roomTypeId, date, company)).toMatchObject({
      sold: 3,
      allotted: 0,
      available: 0,
      companyAllotment: 0,
    });
    // Beyond its allotment the company needs general inventory like anyone: none is left.
    const beyond = await book({
      ...booking(guest, [stay(roomTypeId, date, plusDays(date, 1))]),
      companyProfileId: company,
    });
    expect(beyond.status).toBe(409);

    // Cancelling the company's booking puts the rooms back into its allotment, not general sale.
    const reservation = picked.typed.data[0];
    const reason = await server.db
      .selectFrom('cancellation_reason')
      .select('id')
      .where('code', '=', 'PLAN')
      .executeTakeFirstOrThrow();
    const cancelled = await server.call('reservation/reservation', 'cancel', [
      { id: reservation?.id as number, version: reservation?.version as number, cancellationReasonId: reason.id },
    ]);
    expect(cancelled.status).toBe(200);
    expect(await night(roomTypeId, date, company)).toMatchObject({
      sold: 1,
      allotted: 2,
      available: 0,
      companyAllotment: 2,
    });
  });

  it('go back to general inventory once the hotel date reaches the night minus the release days', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'ALB', 2);
    // Released: 3 days before a night 2 days after the hotel date.
    const released = plusDays(TEST_HOTEL_DATE, 2);
    await allot(company, roomTypeId, released, 2, 3);
    expect(await night(roomTypeId, released)).toMatchObject({ allotted: 0, available: 2 });
    // The release date itself (night − release days = hotel date) is released too.
    const onTheDay = plusDays(TEST_HOTEL_DATE, 5);
    await allot(company, roomTypeId, onTheDay, 1, 5);
    expect(await night(roomTypeId, onTheDay)).toMatchObject({ allotted: 0, available: 2 });
    // One day more and it is still held.
    const held = plusDays(TEST_HOTEL_DATE, 6);
    await allot(company, roomTypeId, held, 1, 5);
    expect(await night(roomTypeId, held)).toMatchObject({ allotted: 1, available: 1 });
    expect((await book(booking(guest, [stay(roomTypeId, released, plusDays(released, 1))]))).status).toBe(200);
    expect((await book(booking(guest, [stay(roomTypeId, released, plusDays(released, 1))]))).status).toBe(200);
  });

  it('are summed into the totals, which every signed-in department reads', async () => {
    const date = plusDays(TEST_HOTEL_DATE, 41);
    const grid = await server.call('reservation/availability', 'get', [{ fromDate: date, toDate: date }]);
    const total = grid.typed.data[0]?.totals[0];
    const types = grid.typed.data[0]?.roomTypes ?? [];
    const sum = (key: 'rooms' | 'outOfOrder' | 'sold' | 'allotted' | 'available') =>
      types.reduce((acc, type) => acc + (type.nights[0]?.[key] ?? 0), 0);
    expect(total).toMatchObject({
      rooms: sum('rooms'),
      outOfOrder: sum('outOfOrder'),
      sold: sum('sold'),
      allotted: sum('allotted'),
      available: sum('available'),
    });
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const asHousekeeper = await server.call(
      'reservation/availability',
      'get',
      [{ fromDate: date, toDate: date }],
      housekeeper.headers,
    );
    expect(asHousekeeper.status).toBe(200);
  });
});

describe('rooms with bookings ahead', () => {
  const roomUpdate = async (roomId: number, change: Record<string, unknown>) => {
    const got = await server.call('configuration/room', 'get', [{ id: roomId }]);
    const room = got.typed.data[0] as Record<string, unknown>;
    const { id, version, roomNumber, roomTypeId, buildingId, floorId, active } = room;
    return server.call('configuration/room', 'update', [
      { id, version, roomNumber, roomTypeId, buildingId, floorId, active, ...change } as never,
    ]);
  };

  it('cannot be taken out of use or change type while stays are assigned to them', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RFA', 2);
    const other = await roomTypeWithRooms(server, 'RFB', 1);
    const date = plusDays(TEST_HOTEL_DATE, 3);
    const booked = await book(booking(guest, [stay(roomTypeId, date, plusDays(date, 2), { roomId: roomIds[0] })]));
    expect(booked.status).toBe(200);
    const off = await roomUpdate(roomIds[0] as number, { active: 0 });
    expect(off.status).toBe(422);
    expect(off.body.apiResponse.code).toBe('ROOM_HAS_FUTURE_STAYS');
    expect(off.body.apiResponse.errors?.[0]?.field).toBe('/data/0/active');
    const retyped = await roomUpdate(roomIds[0] as number, { roomTypeId: other.roomTypeId });
    expect(retyped.status).toBe(422);
    expect(retyped.body.apiResponse.errors?.[0]?.field).toBe('/data/0/roomTypeId');
    // The other room of the type is free and the type keeps a room for the booking: allowed.
    expect((await roomUpdate(roomIds[1] as number, { active: 0 })).status).toBe(200);
  });

  it('cannot leave their room type sold beyond its rooms on a coming night', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RFC', 2);
    const date = plusDays(TEST_HOTEL_DATE, 4);
    const twoRooms = booking(guest, [
      stay(roomTypeId, date, plusDays(date, 1)),
      stay(roomTypeId, date, plusDays(date, 1)),
    ]);
    expect((await book(twoRooms)).status).toBe(200);
    const off = await roomUpdate(roomIds[1] as number, { active: 0 });
    expect(off.status).toBe(422);
    expect(off.body.apiResponse).toMatchObject({
      code: 'ROOM_TYPE_OVERSOLD',
      desc: `Its room type is fully booked on ${date}`,
    });
    const still = await server.call('configuration/room', 'get', [{ id: roomIds[1] as number }]);
    expect(still.typed.data[0]).toMatchObject({ active: 1 });
  });
});

describe('an inactive company', () => {
  it('books nothing new', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'ICA', 1);
    const closed = await server.db
      .insertInto('company_profile')
      .values({ property_id: server.propertyId, code: 'INV-C', name: 'Closed Travel', active: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const date = plusDays(TEST_HOTEL_DATE, 8);
    const refused = await book({
      ...booking(guest, [stay(roomTypeId, date, plusDays(date, 1))]),
      companyProfileId: closed.id,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.apiResponse).toMatchObject({
      code: 'COMPANY_INACTIVE',
      errors: [{ field: '/data/0/companyProfileId', message: 'is not an active company' }],
    });
  });
});
