import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { aGuest, booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { arriving, hotelDate, setRoom } from '../../test/front-desk.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let today: string;
let guest: number;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  today = await hotelDate(server);
  guest = await aGuest(server, 'Keeper');
});
afterAll(() => server?.close());

type Criteria = Schemas['HousekeepingReportCriteria'];
type Table = Schemas['HousekeepingReport'];

async function report(criteria: Criteria, headers: Record<string, string> = {}) {
  const answer = await server.call('report/housekeepingReport', 'get_detail', [criteria], headers);
  expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
  const [table] = answer.typed.data;
  if (!table) throw new Error('no report');
  return table;
}

const column = (table: Table, key: string) => table.rows.map((row) => row[key]);

async function dashboard(headers: Record<string, string> = {}) {
  const answer = await server.call('report/dashboard', 'get', [], headers);
  expect(answer.status).toBe(200);
  return answer.typed.data[0] as Schemas['DashboardFigures'];
}

/** A floor of the test's own, last in the floors' order, with a room type of its rooms. */
async function floorWithRooms(code: string, rooms: number) {
  const { roomTypeId, roomIds } = await roomTypeWithRooms(server, code, rooms);
  const floor = await server.db
    .insertInto('floor')
    .values({ property_id: server.propertyId, code, name: `Floor ${code}`, sort_order: 900 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db.updateTable('room').set({ floor_id: floor.id }).where('room_type_id', '=', roomTypeId).execute();
  return { floorId: floor.id, roomTypeId, roomIds };
}

async function checkIn(stayId: number, roomId: number) {
  const answer = await server.call('reservation/reservation', 'checkin', [{ stayId, roomId }], newKey('ci'));
  expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
}

/** Gives a stay not yet in house its room, as the front desk's assign-room does. */
async function assign(stayId: number, roomId: number) {
  await server.db.updateTable('room_stay').set({ room_id: roomId }).where('id', '=', stayId).execute();
}

describe(`report/housekeepingReport (${testEngine})`, () => {
  it("agrees with the demo hotel's dashboard on the defaults", async () => {
    const housekeeping = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const figures = await dashboard(housekeeping.headers);
    const day = figures.housekeepingDay;
    if (!day) throw new Error('housekeeping reads its own figures');

    const arrivals = await report({ report: 'expect-arrival' }, housekeeping.headers);
    expect([arrivals.fromDate, arrivals.toDate, arrivals.forDate, arrivals.hotelDate]).toEqual([
      today,
      today,
      null,
      today,
    ]);
    expect(arrivals.rows.length).toBe(figures.today.arrivals);
    expect(arrivals.rows.filter((row) => row.status !== 'in-house').length).toBe(day.arrivalsToCome);
    // By floor and room: the stays still waiting for a room come last.
    const rooms = column(arrivals, 'roomNumber');
    expect(rooms.some((room) => room === '')).toBe(true);
    expect(rooms.slice(rooms.indexOf(''))).toEqual(rooms.filter((room) => room === ''));

    const vipArrivals = await report({ report: 'vip-expected-arrival' });
    expect(vipArrivals.rows.length).toBeGreaterThan(0);
    expect(vipArrivals.rows.every((row) => Number(row.vipLevel) > 0)).toBe(true);
    expect(vipArrivals.rows.filter((row) => row.status !== 'in-house').length).toBe(day.vipArrivals);
    const vips = await report({ report: 'vip' });
    expect([vips.fromDate, vips.forDate]).toEqual([null, null]);
    expect(vips.rows.length).toBe(day.vipsInHouse);

    const leaving = await report({ report: 'expect-departure' });
    expect(leaving.forDate).toBe(today);
    expect(leaving.rows.filter((row) => row.status === 'in-house').length).toBe(day.departuresToCome);

    const status = await report({ report: 'room-status-today-report' });
    expect(status.rows.length).toBe(figures.totalRooms);
    const occupied = status.rows.filter((row) => row.frontOfficeStatus === 'occupied');
    expect(occupied.length).toBe(figures.today.inHouse);
    expect(status.rows.filter((row) => row.roomService === 'out-of-order').length).toBe(day.outOfOrder);
    expect(status.rows.filter((row) => row.roomService === 'out-of-order').length).toBeGreaterThan(0);
    expect(status.rows.filter((row) => row.movement === 'stay-over').length).toBe(day.stayOvers);
    expect(Number(status.totals.adults) + Number(status.totals.children)).toBe(figures.today.guestsInHouse);
    for (const state of ['dirty', 'clean', 'inspected'] as const) {
      expect(status.rows.filter((row) => row.housekeepingStatus === state).length, state).toBe(
        figures.housekeeping[state],
      );
    }

    const vacant = await report({ report: 'hk-room-status-vacant-report' });
    expect(vacant.rows.length).toBe(figures.totalRooms - figures.today.inHouse);
    const vacantRooms = new Set(column(vacant, 'roomNumber'));
    expect(occupied.some((row) => vacantRooms.has(row.roomNumber as string))).toBe(false);

    // The hotel date's figures: what arrives, leaves and stays, and what is blocked tonight.
    const forecast = await report({ report: 'forecast', toDate: plusDays(today, 13) });
    expect(forecast.rows).toHaveLength(14);
    expect(forecast.rows[0]).toMatchObject({
      date: today,
      arrivals: figures.today.arrivals,
      departures: figures.today.departures,
      occupied: figures.today.roomsSold,
      outOfOrder: day.outOfOrder,
      vipArrivals: vipArrivals.rows.length,
    });
    for (const row of forecast.rows) {
      expect(row.expectedDirty).toBe(Number(row.departures) + Number(row.stayOvers));
      expect(row.occupied).toBe(Number(row.arrivals) + Number(row.stayOvers));
    }
    expect(forecast.totals.arrivals).toBe(forecast.rows.reduce((sum, row) => sum + Number(row.arrivals), 0));

    // Yesterday's room move made its old room dirty: the log says so, who and why.
    const log = await report({ report: 'room-status-change-log-report', fromDate: plusDays(today, -1) });
    expect(log.rows.some((row) => row.source === 'room-move' && row.toStatus === 'dirty')).toBe(true);
    expect(log.rows.every((row) => typeof row.changedBy === 'string' && row.changedBy !== '')).toBe(true);
  });

  it('lists the stays that belong, by floor and room, with the room as housekeeping keeps it', async () => {
    const { floorId, roomTypeId, roomIds } = await floorWithRooms('HKL', 3);
    const vipGuest = await aGuest(server, 'Important');
    await server.db.updateTable('guest_profile').set({ vip_level: 3 }).where('id', '=', vipGuest).execute();
    const created = await server.call(
      'reservation/reservation',
      'create',
      [booking(vipGuest, [stay(roomTypeId, today, plusDays(today, 2), { adults: 2 })], { remark: 'Extra pillows' })],
      newKey('vip'),
    );
    expect(created.status, JSON.stringify(created.body.apiResponse)).toBe(200);
    const vipStay = (created.typed.data[0] as Schemas['Reservation']).stays[0]?.id as number;
    const plain = await arriving(server, guest, roomTypeId, { nights: 1, adults: 1 });
    const later = await arriving(server, guest, roomTypeId, { arrival: plusDays(today, 1) });
    await arriving(server, guest, roomTypeId, { status: 'tentative' });
    await setRoom(server, roomIds[1] as number, { housekeeping_status: 'inspected' });
    await setRoom(server, roomIds[2] as number, { housekeeping_status: 'dirty', out_of_service: true });
    await checkIn(plain.stayIds[0] as number, roomIds[1] as number);
    await assign(vipStay, roomIds[2] as number);

    const arrivals = await report({ report: 'expect-arrival', floorId });
    expect(arrivals.rows).toEqual([
      {
        floor: 'Floor HKL',
        roomNumber: 'HKL2',
        housekeepingStatus: 'inspected',
        roomService: '',
        roomType: 'HKL',
        guest: 'Keeper, Test',
        vipLevel: 0,
        adults: 1,
        children: 0,
        arrival: today,
        departure: plusDays(today, 1),
        nights: 1,
        status: 'in-house',
        remark: '',
      },
      expect.objectContaining({
        roomNumber: 'HKL3',
        housekeepingStatus: 'dirty',
        roomService: 'out-of-service',
        guest: 'Important, Test',
        vipLevel: 3,
        adults: 2,
        status: 'confirmed',
        remark: 'Extra pillows',
      }),
    ]);
    expect(arrivals.totals).toEqual({ adults: 3, children: 0, nights: 3 });
    const twoDays = await report({ report: 'expect-arrival', floorId, toDate: plusDays(today, 1) });
    // The stay arriving tomorrow has no room yet, so a floor cannot hold it.
    expect(twoDays.rows).toHaveLength(2);
    await assign(later.stayIds[0] as number, roomIds[0] as number);
    const withLater = await report({ report: 'expect-arrival', floorId, toDate: plusDays(today, 1) });
    expect(column(withLater, 'roomNumber')).toEqual(['HKL1', 'HKL2', 'HKL3']);

    expect(column(await report({ report: 'actual-arrival', floorId }), 'roomNumber')).toEqual(['HKL2']);
    expect(column(await report({ report: 'vip-expected-arrival', floorId }), 'guest')).toEqual(['Important, Test']);
    expect((await report({ report: 'vip', floorId })).rows).toEqual([]);
    const due = await report({ report: 'expect-departure', floorId, forDate: plusDays(today, 1) });
    expect(column(due, 'roomNumber')).toEqual(['HKL2']);

    // The room as the day's status report sees it: the VIP's room is not ready for them.
    const status = await report({ report: 'room-status-today-report', floorId });
    expect(status.rows.map((row) => [row.roomNumber, row.frontOfficeStatus, row.movement, row.attention])).toEqual([
      ['HKL1', 'vacant', '', ''],
      ['HKL2', 'occupied', 'stay-over', ''],
      ['HKL3', 'vacant', 'arrival', 'arrival-not-ready'],
    ]);
    expect(status.rows[1]).toMatchObject({ guest: 'Keeper, Test', adults: 1, departure: plusDays(today, 1) });
    expect(status.rows[2]).toMatchObject({ roomService: 'out-of-service', serviceReason: '' });
    await server.db
      .updateTable('room')
      .set({ out_of_service_reason: 'Painting' })
      .where('id', '=', roomIds[2] as number)
      .execute();
    const painted = await report({ report: 'room-status-today-report', floorId });
    expect(painted.rows[2]?.serviceReason).toBe('Painting');

    // A guest the front office still has in house after their departure date, in a room out of order tonight.
    await server.db
      .updateTable('room_stay')
      .set({ arrival: plusDays(today, -2), departure: plusDays(today, -1) })
      .where('id', '=', plain.stayIds[0] as number)
      .execute();
    await server.db
      .insertInto('room_out_of_order')
      .values({
        property_id: server.propertyId,
        room_id: roomIds[1] as number,
        from_date: today,
        to_date: plusDays(today, 1),
        reason: 'Leak',
        created_by: 'test',
      })
      .execute();
    const overdue = await report({ report: 'room-status-today-report', floorId });
    expect(overdue.rows[1]).toMatchObject({
      roomService: 'out-of-order',
      serviceReason: 'Leak',
      movement: 'departure',
      attention: 'overdue, occupied-out-of-order',
    });
  });

  it('the forecast counts what the books add, day by day', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'HKF', 3);
    const first = plusDays(today, 20);
    const range = { report: 'forecast' as const, fromDate: first, toDate: plusDays(first, 3) };
    const before = await report(range);
    const vipGuest = await aGuest(server, 'Forecast');
    await server.db.updateTable('guest_profile').set({ vip_level: 1 }).where('id', '=', vipGuest).execute();
    // Two rooms for three nights (one a VIP's), one room for one night, and a tentative one that counts nowhere.
    await arriving(server, guest, roomTypeId, { arrival: first, nights: 3 });
    await arriving(server, vipGuest, roomTypeId, { arrival: first, nights: 3 });
    await arriving(server, guest, roomTypeId, { arrival: plusDays(first, 1), nights: 1 });
    await arriving(server, guest, roomTypeId, { arrival: first, nights: 2, status: 'tentative' });
    const after = await report(range);
    const keys = ['arrivals', 'departures', 'stayOvers', 'occupied', 'expectedDirty', 'vipArrivals'] as const;
    const added = after.rows.map((row, index) =>
      Object.fromEntries(keys.map((key) => [key, Number(row[key]) - Number(before.rows[index]?.[key])])),
    );
    expect(added).toEqual([
      { arrivals: 2, departures: 0, stayOvers: 0, occupied: 2, expectedDirty: 0, vipArrivals: 1 },
      { arrivals: 1, departures: 0, stayOvers: 2, occupied: 3, expectedDirty: 2, vipArrivals: 0 },
      { arrivals: 0, departures: 1, stayOvers: 2, occupied: 2, expectedDirty: 3, vipArrivals: 0 },
      { arrivals: 0, departures: 2, stayOvers: 0, occupied: 0, expectedDirty: 2, vipArrivals: 0 },
    ]);
    expect(column(after, 'date')).toEqual([0, 1, 2, 3].map((days) => plusDays(first, days)));
  });

  it('the vacant rooms say since when they stand empty and when they are next needed; the log says every change', async () => {
    const { floorId, roomTypeId, roomIds } = await floorWithRooms('HKV', 2);
    const left = await arriving(server, guest, roomTypeId, { nights: 1 });
    // The stay that left three days ago, written as the demo writes them.
    await server.db
      .updateTable('room_stay')
      .set({
        status: 'checked-out',
        room_id: roomIds[0] as number,
        arrival: plusDays(today, -4),
        departure: plusDays(today, -3),
        checked_out_on: plusDays(today, -3),
        checked_out_at: new Date(),
        checked_out_by: 'reception',
      })
      .where('reservation_id', '=', left.reservationId)
      .execute();
    const coming = await arriving(server, guest, roomTypeId, { arrival: plusDays(today, 2) });
    await assign(coming.stayIds[0] as number, roomIds[0] as number);

    const housekeeping = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const set = await server.call(
      'housekeeping/room-status',
      'set',
      [
        { roomId: roomIds[0] as number, housekeepingStatus: 'dirty' },
        { roomId: roomIds[1] as number, outOfService: true, reason: 'Carpet' },
      ],
      { ...housekeeping.headers, ...newKey('hk') },
    );
    expect(set.status, JSON.stringify(set.body.apiResponse)).toBe(200);

    const vacant = await report({ report: 'hk-room-status-vacant-report', floorId });
    expect(vacant.rows).toEqual([
      {
        floor: 'Floor HKV',
        roomNumber: 'HKV1',
        roomType: 'HKV',
        housekeepingStatus: 'dirty',
        roomService: '',
        serviceReason: '',
        statusChangedOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        lastDeparture: plusDays(today, -3),
        daysVacant: 3,
        nextArrival: plusDays(today, 2),
      },
      expect.objectContaining({
        roomNumber: 'HKV2',
        roomService: 'out-of-service',
        serviceReason: 'Carpet',
        lastDeparture: null,
        daysVacant: null,
        nextArrival: null,
      }),
    ]);
    expect(vacant.totals).toEqual({});

    const log = await report({ report: 'room-status-change-log-report', floorId });
    expect(log.rows).toEqual([
      {
        businessDate: today,
        changedTime: expect.stringMatching(/^\d\d:\d\d$/),
        floor: 'Floor HKV',
        roomNumber: 'HKV1',
        fromStatus: 'clean',
        toStatus: 'dirty',
        fromService: 'in-service',
        toService: 'in-service',
        source: 'manual',
        note: '',
        changedBy: 'housekeeping',
      },
      expect.objectContaining({
        roomNumber: 'HKV2',
        fromStatus: 'clean',
        toStatus: 'clean',
        fromService: 'in-service',
        toService: 'out-of-service',
        note: 'Carpet',
        changedBy: 'housekeeping',
      }),
    ]);
    const tomorrow = plusDays(today, 1);
    expect(
      (await report({ report: 'room-status-change-log-report', floorId, fromDate: tomorrow, toDate: tomorrow })).rows,
    ).toEqual([]);
  });

  it('refuses bad dates and floors, and is for housekeeping, the front desk and management', async () => {
    const call = (criteria: Criteria) => server.call('report/housekeepingReport', 'get_detail', [criteria]);
    const backwards = await call({ report: 'forecast', fromDate: plusDays(today, 1), toDate: today });
    expect([backwards.status, backwards.body.apiResponse.errors?.[0]?.field]).toEqual([400, '/data/0/toDate']);
    const long = await call({ report: 'room-status-change-log-report', fromDate: today, toDate: plusDays(today, 366) });
    expect([long.status, long.body.apiResponse.errors?.[0]?.field]).toEqual([400, '/data/0/toDate']);
    const badDate = await call({ report: 'expect-departure', forDate: '21-11-2026' });
    expect(badDate.status).toBe(400);
    const unknown = await call({ report: 'vip', floorId: 999_999 });
    expect([unknown.status, unknown.body.apiResponse.code, unknown.body.apiResponse.errors?.[0]?.field]).toEqual([
      409,
      'NOT_FOUND_REFERENCE',
      '/data/0/floorId',
    ]);
    const floor = await server.db.selectFrom('floor').select('id').orderBy('id').executeTakeFirstOrThrow();
    const wholeHotel = await call({ report: 'forecast', floorId: floor.id });
    expect([wholeHotel.status, wholeHotel.body.apiResponse.errors?.[0]?.field]).toEqual([400, '/data/0/floorId']);

    for (const login of ['housekeeping', 'reception']) {
      const user = await signIn(server.app, login, 'demo-test-password');
      expect((await report({ report: 'room-status-today-report' }, user.headers)).rows.length, login).toBeGreaterThan(
        0,
      );
      expect((await dashboard(user.headers)).housekeepingDay, login).not.toBeNull();
    }
    for (const login of ['reservation', 'cashier']) {
      const other = await signIn(server.app, login, 'demo-test-password');
      const refused = await server.call('report/housekeepingReport', 'get_detail', [{ report: 'vip' }], other.headers);
      expect(refused.status, login).toBe(403);
      expect((await dashboard(other.headers)).housekeepingDay, login).toBeNull();
    }
  });
});
