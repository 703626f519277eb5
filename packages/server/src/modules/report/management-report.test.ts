import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { aGuest, booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { hotelDate } from '../../test/front-desk.ts';
import { lastYear } from './management-report.ts';

// The management reports on the demo hotel. History: a room type of the test's own with known
// stays, closed by the real day-end (twice), plus last year's statistics written directly (the
// demo hotel has no history). Forecasts: what a booking and an out-of-order period add.

let server: Awaited<ReturnType<typeof createTestServer>>;
let roomTypeId: number;
let roomIds: number[];
let company: { id: number; name: string };
let segmentId: number;
/** The first date closed by the test, and the reservation of its two paying stays. */
let firstDate: string;
let paying: { reservationId: number; stayIds: number[] };

type Criteria = Schemas['ManagementReportCriteria'];
type Report = Schemas['ManagementReport'];
type Headers = Record<string, string>;

async function report(criteria: Criteria, headers: Headers = {}): Promise<Report> {
  const answer = await server.call('report/managementReport', 'get_detail', [criteria], headers);
  expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
  const [table] = answer.typed.data;
  if (!table) throw new Error('no report');
  return table;
}

async function ok<T extends { status: number; body: { apiResponse: unknown } }>(answer: Promise<T>): Promise<T> {
  const done = await answer;
  expect(done.status, JSON.stringify(done.body.apiResponse)).toBe(200);
  return done;
}

/** A booking of the test's room type; its stays checked in when `checkIn`. */
async function book(
  arrival: string,
  nights: number,
  rooms: number,
  options: { amount?: string; adults?: number; checkIn?: boolean; company?: boolean; roomOffset?: number } = {},
) {
  const guest = await aGuest(server, 'Manager');
  const departure = plusDays(arrival, nights);
  const nightlyRates = Array.from({ length: nights }, (_, n) => ({
    night: plusDays(arrival, n),
    amount: options.amount ?? '1800.00',
  }));
  const stays = Array.from({ length: rooms }, () =>
    stay(roomTypeId, arrival, departure, { adults: options.adults ?? 2, nightlyRates }),
  );
  const more = options.company ? { companyProfileId: company.id, segmentId } : {};
  const made = await ok(server.call('reservation/reservation', 'create', [booking(guest, stays, more)], newKey('mis')));
  const reservation = made.typed.data[0] as Schemas['Reservation'];
  const stayIds = reservation.stays.map((s) => s.id);
  if (options.checkIn) {
    for (const [index, stayId] of stayIds.entries()) {
      const roomId = roomIds[(options.roomOffset ?? 0) + index] as number;
      await ok(server.call('reservation/reservation', 'checkin', [{ stayId, roomId }], newKey('ci')));
    }
  }
  return { reservationId: reservation.id, stayIds };
}

/** The day's guests leave (check-out is the cashier's; its own tests cover it), then day-end closes the date. */
async function closeTheDay(): Promise<string> {
  const date = await hotelDate(server);
  await server.db
    .updateTable('room_stay')
    .set({ status: 'checked-out', checked_out_at: sql`now()`, checked_out_by: 'test', checked_out_on: date })
    .where('status', '=', 'in-house')
    .where('departure', '<=', date)
    .execute();
  const done = await server.call('finance/day-end', 'run', [{ hotelDate: date }], newKey('dayend'));
  expect(done.status, JSON.stringify(done.body.apiResponse)).toBe(200);
  expect(await hotelDate(server)).toBe(plusDays(date, 1));
  return date;
}

/** The frozen hotel row of a date, as the day-end wrote it. */
async function hotelRow(date: string) {
  return server.db
    .selectFrom('daily_statistic')
    .selectAll()
    .where('property_id', '=', server.propertyId)
    .where('hotel_date', '=', date)
    .where('dimension', '=', 'hotel')
    .executeTakeFirstOrThrow();
}

/** Exact a ÷ b to two places, half up, from whole hundredths (the test's own arithmetic). */
function divide(numeratorHundredths: bigint, denominator: bigint): string {
  const q = (2n * numeratorHundredths + denominator) / (2n * denominator);
  return `${q / 100n}.${String(q % 100n).padStart(2, '0')}`;
}
const cents = (amount: unknown) => BigInt(String(amount).replace('.', ''));
const byName = (table: Report, name: string) => table.rows.find((row) => row.name === name);
const figure = (table: Report, key: string) => table.rows.find((row) => row.figure === key);

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  ({ roomTypeId, roomIds } = await roomTypeWithRooms(server, 'MIS', 4));
  // A company of the test's own: nobody else's bookings count under it.
  const created = await ok(
    server.call('reservation/company-profile', 'create', [{ code: 'MISCO', name: 'Manager Test Co.' }]),
  );
  company = { id: created.typed.data[0]?.id as number, name: 'MISCO Manager Test Co.' };
  segmentId = (
    await server.db
      .selectFrom('segment')
      .select('id')
      .where('property_id', '=', server.propertyId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  firstDate = await hotelDate(server);
  // Two paying rooms for two nights (a company's booking), one complimentary room for one night.
  paying = await book(firstDate, 2, 2, { checkIn: true, company: true });
  await book(firstDate, 1, 1, { amount: '0.00', adults: 1, checkIn: true, roomOffset: 2 });
  await closeTheDay();

  // Last year, as an earlier day-end would have frozen it: 21 Nov and 1 Oct of the year before.
  const run = await server.db.selectFrom('day_end_run').select('id').orderBy('id').executeTakeFirstOrThrow();
  const hotelBase = {
    property_id: server.propertyId,
    dimension: 'hotel' as const,
    key: '',
    rooms: 100,
    rooms_out_of_order: 2,
    rooms_available: 98,
    run_id: run.id,
  };
  await server.db
    .insertInto('daily_statistic')
    .values([
      {
        ...hotelBase,
        hotel_date: lastYear(firstDate),
        rooms_sold: 49,
        adults: 80,
        children: 10,
        arrivals: 20,
        departures: 15,
        no_shows: 1,
        room_revenue: '98000.00',
        room_revenue_gross: '116000.00',
        total_revenue: '120000.00',
      },
      {
        ...hotelBase,
        hotel_date: `${lastYear(firstDate).slice(0, 4)}-10-01`,
        rooms_sold: 10,
        room_revenue: '10000.00',
        room_revenue_gross: '11800.00',
        total_revenue: '10000.00',
      },
      {
        property_id: server.propertyId,
        hotel_date: lastYear(firstDate),
        dimension: 'room-type' as const,
        key: String(roomTypeId),
        label: 'MIS Test MIS',
        rooms_sold: 2,
        room_revenue: '3000.00',
        run_id: run.id,
      },
    ])
    .execute();
}, 300_000);
afterAll(() => server?.close());

describe(`report/managementReport (${testEngine})`, () => {
  it('production and productivity read the frozen day, and a later edit changes nothing', async () => {
    const frozen = await hotelRow(firstDate);
    const production = await report({
      report: 'mis-report-statistic-production',
      fromDate: firstDate,
      toDate: firstDate,
    });
    expect(production.columns.map((c) => c.key)).toEqual([
      'name',
      'roomNights',
      'share',
      'roomRevenue',
      'adr',
      'guests',
      'arrivals',
      'lastYearRoomNights',
      'lastYearRoomRevenue',
    ]);
    // Rate 1,800.00 with the demo's taxes: 1,782.18 net a night (day-end.test.ts), two rooms.
    expect(byName(production, 'MIS Test MIS')).toEqual({
      name: 'MIS Test MIS',
      roomNights: 3,
      share: divide(300n * 100n, BigInt(frozen.rooms_sold)),
      roomRevenue: '3564.36',
      adr: '1188.12',
      guests: 5,
      arrivals: 3,
      lastYearRoomNights: 2,
      lastYearRoomRevenue: '3000.00',
    });
    // Every sold night has a room type: the totals are the hotel's.
    expect(production.totals).toMatchObject({
      roomNights: frozen.rooms_sold,
      roomRevenue: String(frozen.room_revenue),
      share: '100.00',
    });

    const byCompany = await report({
      report: 'mis-report-statistic-production',
      fromDate: firstDate,
      toDate: firstDate,
      dimension: 'company',
    });
    expect(byName(byCompany, company.name)).toMatchObject({ roomNights: 2, roomRevenue: '3564.36', adr: '1782.18' });
    expect(byName(byCompany, 'not-given')?.roomNights).toBeGreaterThanOrEqual(1);

    const productivity = await report({ report: 'mis-report-productivity-revenue', forDate: firstDate });
    expect(productivity.forDate).toBe(firstDate);
    expect(byName(productivity, 'MIS Test MIS')).toEqual({
      name: 'MIS Test MIS',
      dayRoomNights: 3,
      dayRoomRevenue: '3564.36',
      dayAdr: '1188.12',
      monthToDateRoomNights: 3,
      monthToDateRoomRevenue: '3564.36',
      monthToDateAdr: '1188.12',
      yearToDateRoomNights: 3,
      yearToDateRoomRevenue: '3564.36',
      yearToDateAdr: '1188.12',
    });
    const manager = await report({ report: 'mis-manager-report' });

    // Whatever is edited later (the booking's company, its guests, its room type, a night's
    // price), the closed date's figures stay as frozen.
    await server.db
      .updateTable('reservation')
      .set({ company_profile_id: null, segment_id: null })
      .where('id', '=', paying.reservationId)
      .execute();
    await server.db.updateTable('room_stay').set({ adults: 1 }).where('id', 'in', paying.stayIds).execute();
    await server.db
      .updateTable('room_stay_night')
      .set({ amount: '999.00' })
      .where('room_stay_id', 'in', paying.stayIds)
      .execute();
    const again = (criteria: Criteria) => report(criteria).then((table) => table.rows);
    expect(await again({ report: 'mis-report-statistic-production', fromDate: firstDate, toDate: firstDate })).toEqual(
      production.rows,
    );
    expect(
      await again({
        report: 'mis-report-statistic-production',
        fromDate: firstDate,
        toDate: firstDate,
        dimension: 'company',
      }),
    ).toEqual(byCompany.rows);
    expect(await again({ report: 'mis-report-productivity-revenue', forDate: firstDate })).toEqual(productivity.rows);
    expect(await again({ report: 'mis-manager-report' })).toEqual(manager.rows);
  });

  it("the manager's report: day, month and year to date, and last year, exactly", async () => {
    const frozen = await hotelRow(firstDate);
    const manager = await report({ report: 'mis-manager-report' });
    expect(manager.forDate).toBe(firstDate);
    expect(manager.columns.map((c) => [c.key, c.kind])).toEqual([
      ['figure', 'text'],
      ['day', 'text'],
      ['monthToDate', 'text'],
      ['yearToDate', 'text'],
      ['lastYearDay', 'text'],
      ['lastYearMonthToDate', 'text'],
      ['lastYearYearToDate', 'text'],
    ]);
    expect(manager.totals).toEqual({});
    const sold = BigInt(frozen.rooms_sold);
    const available = BigInt(frozen.rooms_available as number);
    const revenue = cents(frozen.room_revenue);
    const guests = frozen.adults + frozen.children;
    const expected: Record<string, [string, string | number]> = {
      rooms: ['integer', frozen.rooms as number],
      outOfOrder: ['integer', frozen.rooms_out_of_order as number],
      available: ['integer', frozen.rooms_available as number],
      sold: ['integer', frozen.rooms_sold],
      complimentary: ['integer', frozen.rooms_complimentary],
      occupancy: ['percent', divide(sold * 10_000n, available)],
      occupancyWithoutComp: ['percent', divide((sold - BigInt(frozen.rooms_complimentary)) * 10_000n, available)],
      adr: ['money', divide(revenue, sold)],
      revpar: ['money', divide(revenue, available)],
      trevpar: ['money', divide(cents(frozen.total_revenue), available)],
      guests: ['integer', guests],
      guestsPerRoom: ['decimal', divide(BigInt(guests) * 100n, sold)],
      alos: ['decimal', divide(sold * 100n, BigInt(frozen.arrivals))],
      arrivals: ['integer', frozen.arrivals],
      departures: ['integer', frozen.departures],
      noShows: ['integer', frozen.no_shows],
      roomRevenue: ['money', String(frozen.room_revenue)],
      totalRevenue: ['money', String(frozen.total_revenue)],
    };
    expect(manager.rows.map((row) => row.figure)).toEqual(Object.keys(expected));
    for (const [key, [unit, value]] of Object.entries(expected)) {
      // The first closed date of the month and of the year: all three periods are the day.
      expect(figure(manager, key), key).toMatchObject({ unit, day: value, monthToDate: value, yearToDate: value });
    }
    expect(figure(manager, 'complimentary')?.day).toBeGreaterThanOrEqual(1);
    // Last year: 21 Nov (and 1 Oct in the year to date), written above.
    expect(figure(manager, 'occupancy')).toMatchObject({
      lastYearDay: '50.00',
      lastYearMonthToDate: '50.00',
      lastYearYearToDate: '30.10',
    });
    expect(figure(manager, 'adr')).toMatchObject({ lastYearDay: '2000.00', lastYearYearToDate: '1830.51' });
    expect(figure(manager, 'revpar')?.lastYearDay).toBe('1000.00');
    expect(figure(manager, 'trevpar')?.lastYearDay).toBe('1224.49');
    expect(figure(manager, 'guestsPerRoom')?.lastYearDay).toBe('1.84');
    expect(figure(manager, 'alos')?.lastYearDay).toBe('2.45');
    expect(figure(manager, 'noShows')?.lastYearYearToDate).toBe(1);

    // A date not closed yet has nothing frozen: counts of zero, ratios blank.
    const open = await report({ report: 'mis-manager-report', forDate: await hotelDate(server) });
    expect(figure(open, 'sold')?.day).toBe(0);
    expect(figure(open, 'occupancy')?.day).toBeNull();
  });

  it('statistics by date and by month over two closed dates', async () => {
    const secondDate = await closeTheDay();
    const rows = [await hotelRow(firstDate), await hotelRow(secondDate)];
    const byDate = await report({ report: 'mis-report-hotel-statistic-date', fromDate: firstDate, toDate: secondDate });
    expect(byDate.rows.map((row) => row.date)).toEqual([firstDate, secondDate]);
    for (const [index, frozen] of rows.entries()) {
      expect(byDate.rows[index]).toMatchObject({
        available: frozen.rooms_available,
        sold: frozen.rooms_sold,
        complimentary: frozen.rooms_complimentary,
        occupancy: divide(BigInt(frozen.rooms_sold) * 10_000n, BigInt(frozen.rooms_available as number)),
        adr: divide(cents(frozen.room_revenue), BigInt(frozen.rooms_sold)),
        guests: frozen.adults + frozen.children,
        roomRevenue: String(frozen.room_revenue),
        totalRevenue: String(frozen.total_revenue),
      });
    }
    expect(byDate.rows[0]).toMatchObject({
      lastYearOccupancy: '50.00',
      lastYearAdr: '2000.00',
      lastYearRevpar: '1000.00',
    });
    expect(byDate.rows[1]).toMatchObject({ lastYearOccupancy: null, lastYearAdr: null });
    const sold = rows.reduce((sum, row) => sum + row.rooms_sold, 0);
    const available = rows.reduce((sum, row) => sum + (row.rooms_available as number), 0);
    const revenue = rows.reduce((sum, row) => sum + cents(row.room_revenue), 0n);
    expect(byDate.totals).toMatchObject({
      sold,
      available,
      occupancy: divide(BigInt(sold) * 10_000n, BigInt(available)),
      adr: divide(revenue, BigInt(sold)),
      lastYearOccupancy: '50.00',
    });

    const summary = await report({
      report: 'mis-report-hotel-statistic-summary',
      fromDate: `${firstDate.slice(0, 7)}-01`,
      toDate: secondDate,
    });
    expect(summary.rows).toEqual([
      {
        month: firstDate.slice(0, 7),
        days: 2,
        available,
        sold,
        complimentary: byDate.totals.complimentary,
        occupancy: byDate.totals.occupancy,
        adr: byDate.totals.adr,
        revpar: byDate.totals.revpar,
        trevpar: divide(cents(rows[0]?.total_revenue) + cents(rows[1]?.total_revenue), BigInt(available)),
        guests: byDate.totals.guests,
        roomRevenue: byDate.totals.roomRevenue,
        totalRevenue: byDate.totals.totalRevenue,
        lastYearOccupancy: '50.00',
        lastYearAdr: '2000.00',
        lastYearRevpar: '1000.00',
      },
    ]);

    // The second night of the paying rooms was frozen after the edit: at its new price, under no company.
    const production = await report({
      report: 'mis-report-statistic-production',
      fromDate: firstDate,
      toDate: secondDate,
      dimension: 'company',
    });
    expect(byName(production, company.name)).toMatchObject({ roomNights: 2, roomRevenue: '3564.36' });
    const productivity = await report({ report: 'mis-report-productivity-revenue', forDate: secondDate });
    const mine = byName(productivity, 'MIS Test MIS');
    expect(mine).toMatchObject({ dayRoomNights: 2, monthToDateRoomNights: 5, yearToDateRoomNights: 5 });
    expect(cents(mine?.monthToDateRoomRevenue) - cents(mine?.dayRoomRevenue)).toBe(356436n);
  });

  it('the forecasts count what a booking and an out-of-order room add, live', async () => {
    const today = await hotelDate(server);
    const night = plusDays(today, 10);
    const criteria: Criteria = { report: 'occupancy-forecast', fromDate: night, toDate: plusDays(night, 2) };
    const groups: Criteria = { report: 'occupancy-forecast-group', fromDate: night, toDate: plusDays(night, 1) };
    const before = await report(criteria);
    const groupsBefore = await report(groups);
    expect(before.rows.map((row) => row.night)).toEqual([night, plusDays(night, 1), plusDays(night, 2)]);

    await book(night, 2, 2, { amount: '1500.00', company: true });
    await server.db
      .insertInto('room_out_of_order')
      .values({
        property_id: server.propertyId,
        room_id: roomIds[3] as number,
        from_date: night,
        to_date: plusDays(night, 1),
        reason: 'Paint',
        return_status: 'inspected',
        created_by: 'test',
      })
      .execute();
    const after = await report(criteria);
    const delta = (index: number, key: string) => Number(after.rows[index]?.[key]) - Number(before.rows[index]?.[key]);
    const revenue = (table: Report, index: number) => cents(table.rows[index]?.roomRevenue);
    expect([0, 1, 2].map((i) => delta(i, 'onTheBooks'))).toEqual([2, 2, 0]);
    expect([0, 1, 2].map((i) => delta(i, 'arrivals'))).toEqual([2, 0, 0]);
    expect([0, 1, 2].map((i) => delta(i, 'departures'))).toEqual([0, 0, 2]);
    expect([0, 1, 2].map((i) => delta(i, 'outOfOrder'))).toEqual([1, 0, 0]);
    expect([0, 1, 2].map((i) => delta(i, 'available'))).toEqual([-1, 0, 0]);
    expect([0, 1, 2].map((i) => revenue(after, i) - revenue(before, i))).toEqual([300000n, 300000n, 0n]);
    for (const row of after.rows) {
      expect(row.stayovers).toBe(Number(row.onTheBooks) - Number(row.arrivals));
      expect(row.occupancy).toBe(divide(BigInt(Number(row.onTheBooks)) * 10_000n, BigInt(Number(row.available))));
    }
    expect(after.totals.onTheBooks).toBe(after.rows.reduce((sum, row) => sum + Number(row.onTheBooks), 0));

    const groupsAfter = await report(groups);
    const was = byName(groupsBefore, company.name);
    const now = byName(groupsAfter, company.name);
    expect(Number(now?.bookings) - Number(was?.bookings ?? 0)).toBe(1);
    expect(Number(now?.roomNights) - Number(was?.roomNights ?? 0)).toBe(4);
    expect(cents(now?.roomRevenue) - cents(was?.roomRevenue ?? '0.00')).toBe(600000n);
    expect(groupsAfter.totals.share).toBe('100.00');
    expect(groupsAfter.totals.roomNights).toBe(
      after.rows.slice(0, 2).reduce((sum, row) => sum + Number(row.onTheBooks), 0),
    );
    const bySegment = await report({ ...groups, grouping: 'segment' });
    expect(bySegment.totals.roomNights).toBe(groupsAfter.totals.roomNights);

    // Thirty nights from the hotel date when no dates are given.
    const standard = await report({ report: 'occupancy-forecast' });
    expect([standard.fromDate, standard.toDate, standard.rows.length]).toEqual([today, plusDays(today, 29), 30]);
  });

  it('refuses bad dates and readers without the MIS role', async () => {
    const today = await hotelDate(server);
    const backwards = await server.call('report/managementReport', 'get_detail', [
      { report: 'mis-report-hotel-statistic-date', fromDate: today, toDate: plusDays(today, -1) },
    ]);
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('/data/0/toDate');
    const tooLong = await server.call('report/managementReport', 'get_detail', [
      { report: 'mis-report-statistic-production', fromDate: today, toDate: plusDays(today, 366) },
    ]);
    expect(tooLong.status).toBe(400);
    const past = await server.call('report/managementReport', 'get_detail', [
      { report: 'occupancy-forecast', fromDate: plusDays(today, -1) },
    ]);
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain('/data/0/fromDate');
    const badDimension = await server.post('report/managementReport', {
      apiRequest: { action: 'get_detail' },
      data: [{ report: 'mis-report-statistic-production', dimension: 'floor' }],
    });
    expect(badDimension.status).toBe(400);
    expect(JSON.stringify(badDimension.body)).toContain('dimension');

    const mis = (await signIn(server.app, 'mis', 'demo-test-password')).headers;
    expect((await report({ report: 'occupancy-forecast' }, mis)).rows).toHaveLength(30);
    for (const login of ['cashier', 'reception', 'reservation']) {
      const headers = (await signIn(server.app, login, 'demo-test-password')).headers;
      const refused = await server.call(
        'report/managementReport',
        'get_detail',
        [{ report: 'mis-manager-report' }],
        headers,
      );
      expect(refused.status, login).toBe(403);
    }
  });

  it('counts last year by calendar date', () => {
    expect(lastYear('2026-11-21')).toBe('2025-11-21');
    expect(lastYear('2028-02-29')).toBe('2027-02-28');
    expect(lastYear('2027-03-01')).toBe('2026-03-01');
  });
});
