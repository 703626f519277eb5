import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../../db/schema.ts';
import { signIn } from '../../test/api.ts';
import { booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

// Each report's figures against bookings this file writes itself, on a room type and a company of
// its own (so that the demo's bookings never change what a test counts), and worked out by hand.

let server: Awaited<ReturnType<typeof createTestServer>>;
let roomTypeId: number;
let roomIds: number[];
let companyId: number;
let vipGuestId: number;
let plainGuestId: number;
let sourceWeb: number;
let marketDom: number;
const H = TEST_HOTEL_DATE;

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  ({ roomTypeId, roomIds } = await roomTypeWithRooms(server, 'RPT', 4));
  const company = await server.db
    .insertInto('company_profile')
    .values({ property_id: server.propertyId, code: 'RPTCO', name: 'Report Test Co.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  companyId = company.id;
  const guests = await server.db
    .insertInto('guest_profile')
    .values([
      { property_id: server.propertyId, last_name: 'Vip', first_name: 'Vera', vip_level: 2 },
      { property_id: server.propertyId, last_name: 'Plain', first_name: '' },
    ])
    .returning('id')
    .execute();
  vipGuestId = guests[0]?.id as number;
  plainGuestId = guests[1]?.id as number;
  const codes = await sql<{ kind: string; id: number }>`
    select 'source' as kind, id from source where code = 'WEB'
    union all select 'market', id from market where code = 'DOM'`.execute(server.db);
  sourceWeb = codes.rows.find((row) => row.kind === 'source')?.id as number;
  marketDom = codes.rows.find((row) => row.kind === 'market')?.id as number;
});
afterAll(() => server?.close());

interface StaySeed {
  arrival: string;
  departure: string;
  status?: ReservationStatus;
  room?: number;
  adults?: number;
  children?: number;
  /** One rate per night, in order. */
  rates: string[];
  roomTypeId?: number;
}

interface BookingSeed {
  status: ReservationStatus;
  stays: StaySeed[];
  guest?: number | null;
  company?: number | null;
  channel?: 'OTA' | 'NON-OTA';
  createdAt?: string;
  createdBy?: string;
  cancelledAt?: string;
  internalRemark?: string;
  depositRequired?: string;
  depositDueDate?: string | null;
}

let confirmations = 0;
/** Writes a booking straight into the tables, as any status, with the moments it was made and cancelled. */
async function insertBooking(seed: BookingSeed): Promise<{ id: number; confirmationNumber: string }> {
  confirmations += 1;
  const confirmationNumber = `RPT-${String(confirmations).padStart(4, '0')}`;
  const arrival = seed.stays.map((one) => one.arrival).sort()[0] as string;
  const departure = seed.stays
    .map((one) => one.departure)
    .sort()
    .at(-1) as string;
  const cancelled = seed.status === 'cancelled';
  const reason = cancelled
    ? (await server.db.selectFrom('cancellation_reason').select('id').where('code', '=', 'PRICE').executeTakeFirst())
        ?.id
    : null;
  const reservation = await server.db
    .insertInto('reservation')
    .values({
      property_id: server.propertyId,
      confirmation_number: confirmationNumber,
      guest_profile_id: seed.guest === undefined ? plainGuestId : seed.guest,
      company_profile_id: seed.company === undefined ? companyId : seed.company,
      source_id: sourceWeb,
      market_id: marketDom,
      channel: seed.channel ?? 'NON-OTA',
      status: seed.status,
      arrival,
      departure,
      internal_remark: seed.internalRemark ?? '',
      deposit_required: seed.depositRequired ?? '0',
      deposit_due_date: seed.depositDueDate ?? null,
      cancellation_reason_id: reason ?? null,
      cancellation_fee: cancelled ? '100.00' : null,
      cancellation_note: cancelled ? 'Found a cheaper hotel' : '',
      cancelled_at: cancelled ? (seed.cancelledAt ?? '2026-01-25T05:00:00Z') : null,
      created_at: seed.createdAt ?? '2026-01-05T08:00:00Z',
      created_by: seed.createdBy ?? 'tester',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, one] of seed.stays.entries()) {
    const row = await server.db
      .insertInto('room_stay')
      .values({
        property_id: server.propertyId,
        reservation_id: reservation.id,
        line_number: index + 1,
        room_type_id: one.roomTypeId ?? roomTypeId,
        room_id: one.room === undefined ? null : (roomIds[one.room] ?? null),
        arrival: one.arrival,
        departure: one.departure,
        adults: one.adults ?? 2,
        children: one.children ?? 0,
        status: one.status ?? seed.status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (one.rates.length > 0) {
      await server.db
        .insertInto('room_stay_night')
        .values(
          one.rates.map((amount, night) => ({
            property_id: server.propertyId,
            room_stay_id: row.id,
            night: plusDays(one.arrival, night),
            amount,
          })),
        )
        .execute();
    }
  }
  return { id: reservation.id, confirmationNumber };
}

type Criteria = Schemas['ReservationReportCriteria'];

async function report(criteria: Criteria, headers?: Record<string, string>) {
  const answer = await server.call('report/reservationReport', 'get_detail', [criteria], headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const table = answer.typed.data[0];
  if (!table) throw new Error('no report');
  return table;
}

const keysOf = (table: Schemas['ReservationReport']) => table.columns.map((column) => column.key);

describe('reserved-occupancy-forecast', () => {
  const F = plusDays(H, 200);

  it('counts rooms, out of order, sold, guests, arrivals, departures and rates per night, with period totals', async () => {
    await insertBooking({
      status: 'confirmed',
      stays: [{ arrival: F, departure: plusDays(F, 2), adults: 2, children: 1, rates: ['1000.00', '1500.50'] }],
    });
    await insertBooking({
      status: 'guaranteed',
      stays: [{ arrival: plusDays(F, 1), departure: plusDays(F, 3), adults: 1, rates: ['999.99', '999.99'] }],
    });
    // Take no inventory: never sold.
    await insertBooking({
      status: 'tentative',
      stays: [{ arrival: F, departure: plusDays(F, 3), rates: ['1.00', '1.00', '1.00'] }],
    });
    await insertBooking({ status: 'waitlist', stays: [{ arrival: F, departure: plusDays(F, 1), rates: ['1.00'] }] });
    await insertBooking({
      status: 'cancelled',
      stays: [{ arrival: F, departure: plusDays(F, 2), rates: ['1.00', '1.00'] }],
    });
    await server.db
      .insertInto('room_out_of_order')
      .values({
        property_id: server.propertyId,
        room_id: roomIds[3] as number,
        from_date: plusDays(F, 1),
        to_date: plusDays(F, 2),
        reason: 'Leaking pipe',
        created_by: 'tester',
      })
      .execute();

    const table = await report({
      report: 'reserved-occupancy-forecast',
      fromDate: F,
      toDate: plusDays(F, 3),
      roomTypeId,
    });
    expect(table).toMatchObject({
      report: 'reserved-occupancy-forecast',
      fromDate: F,
      toDate: plusDays(F, 3),
      forDate: null,
    });
    expect(table.hotelDate).toBe(H);
    expect(table.hotelName).toBe('Mekong Riverside Hotel');
    expect(Number.isNaN(Date.parse(table.generatedAt))).toBe(false);
    expect(keysOf(table)).toEqual([
      'night',
      'rooms',
      'outOfOrder',
      'available',
      'sold',
      'occupancy',
      'arrivals',
      'departures',
      'adults',
      'children',
      'roomRevenue',
      'adr',
    ]);
    expect(table.rows).toEqual([
      // biome-ignore format: one night a line reads as the report does
      { night: F, rooms: 4, outOfOrder: 0, available: 4, sold: 1, occupancy: '25.00', arrivals: 1, departures: 0, adults: 2, children: 1, roomRevenue: '1000.00', adr: '1000.00' },
      // biome-ignore format: one night a line
      { night: plusDays(F, 1), rooms: 4, outOfOrder: 1, available: 3, sold: 2, occupancy: '66.67', arrivals: 1, departures: 0, adults: 3, children: 1, roomRevenue: '2500.49', adr: '1250.25' },
      // biome-ignore format: one night a line
      { night: plusDays(F, 2), rooms: 4, outOfOrder: 0, available: 4, sold: 1, occupancy: '25.00', arrivals: 0, departures: 1, adults: 1, children: 0, roomRevenue: '999.99', adr: '999.99' },
      // biome-ignore format: one night a line
      { night: plusDays(F, 3), rooms: 4, outOfOrder: 0, available: 4, sold: 0, occupancy: '0.00', arrivals: 0, departures: 1, adults: 0, children: 0, roomRevenue: '0.00', adr: null },
    ]);
    // Occupancy and ADR over the period: 4 of 15 room nights, 4500.48 over 4 sold.
    expect(table.totals).toEqual({
      rooms: 16,
      outOfOrder: 1,
      available: 15,
      sold: 4,
      occupancy: '26.67',
      arrivals: 2,
      departures: 2,
      adults: 6,
      children: 2,
      roomRevenue: '4500.48',
      adr: '1125.12',
    });
  });

  it('counts a checked-out stay for the nights before the hotel date only, and the whole hotel without a room type', async () => {
    // Left a night early without its departure moved: its nights from the hotel date on are free.
    await insertBooking({
      status: 'checked-out',
      stays: [{ arrival: plusDays(H, -2), departure: plusDays(H, 1), room: 0, rates: ['10.00', '20.00', '30.00'] }],
    });
    const table = await report({
      report: 'reserved-occupancy-forecast',
      fromDate: plusDays(H, -2),
      toDate: H,
      roomTypeId,
    });
    expect(table.rows.map((row) => [row.night, row.sold, row.roomRevenue])).toEqual([
      [plusDays(H, -2), 1, '10.00'],
      [plusDays(H, -1), 1, '20.00'],
      [H, 0, '0.00'],
    ]);

    const hotel = await report({ report: 'reserved-occupancy-forecast', fromDate: H, toDate: plusDays(H, 6) });
    const counted = await sql<{ night: string; sold: number; rooms: number }>`
      select night::date::text as night,
        (select count(*)::int from room_stay as s where s.arrival <= night::date and s.departure > night::date
          and (s.status in ('confirmed', 'guaranteed', 'in-house') or (s.status = 'checked-out' and night::date < ${H}::date))) as sold,
        (select count(*)::int from room where active) as rooms
      from generate_series(${H}::date, ${plusDays(H, 6)}::date, interval '1 day') as night
      order by night`.execute(server.db);
    expect(hotel.rows.map((row) => ({ night: row.night, sold: row.sold, rooms: row.rooms }))).toEqual(counted.rows);
  });
});

describe('history-reservation-forecast', () => {
  const P = plusDays(H, -120);

  it('counts what happened on past nights: stays that arrived, checked-out departures and no-shows apart', async () => {
    await insertBooking({
      status: 'checked-out',
      stays: [{ arrival: P, departure: plusDays(P, 2), room: 0, adults: 2, children: 2, rates: ['800.00', '900.00'] }],
    });
    // A stay still in house from before the period: its nights in the period count.
    await insertBooking({
      status: 'in-house',
      stays: [
        { arrival: plusDays(P, -1), departure: plusDays(H, 5), room: 2, adults: 1, rates: Array(126).fill('500.00') },
      ],
    });
    await insertBooking({
      status: 'no-show',
      stays: [{ arrival: plusDays(P, 1), departure: plusDays(P, 2), rates: ['700.00'] }],
    });
    // Never checked in nor made a no-show: history does not count it as sold.
    await insertBooking({ status: 'confirmed', stays: [{ arrival: P, departure: plusDays(P, 1), rates: ['600.00'] }] });

    const table = await report({
      report: 'history-reservation-forecast',
      fromDate: P,
      toDate: plusDays(P, 2),
      roomTypeId,
    });
    expect(keysOf(table)).toContain('noShows');
    expect(
      table.rows.map(({ night, sold, arrivals, departures, noShows, adults, children, roomRevenue, occupancy }) => ({
        night,
        sold,
        arrivals,
        departures,
        noShows,
        adults,
        children,
        roomRevenue,
        occupancy,
      })),
    ).toEqual([
      {
        night: P,
        sold: 2,
        arrivals: 1,
        departures: 0,
        noShows: 0,
        adults: 3,
        children: 2,
        roomRevenue: '1300.00',
        occupancy: '50.00',
      },
      // biome-ignore format: one night a line
      { night: plusDays(P, 1), sold: 2, arrivals: 0, departures: 0, noShows: 1, adults: 3, children: 2, roomRevenue: '1400.00', occupancy: '50.00' },
      // biome-ignore format: one night a line
      { night: plusDays(P, 2), sold: 1, arrivals: 0, departures: 1, noShows: 0, adults: 1, children: 0, roomRevenue: '500.00', occupancy: '25.00' },
    ]);
    expect(table.totals).toMatchObject({
      sold: 5,
      noShows: 1,
      roomRevenue: '3200.00',
      adr: '640.00',
      occupancy: '41.67',
    });
  });

  it('ends before the hotel date', async () => {
    const answer = await server.call('report/reservationReport', 'get_detail', [
      { report: 'history-reservation-forecast', fromDate: plusDays(H, -3), toDate: H },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.apiResponse.errors).toEqual([
      { field: '/data/0/toDate', message: `must be before the hotel date (${H})` },
    ]);
    const yesterday = await report({
      report: 'history-reservation-forecast',
      fromDate: plusDays(H, -3),
      toDate: plusDays(H, -1),
    });
    expect(yesterday.rows).toHaveLength(3);
  });
});

describe('reservation-forecast-by-roomtype', () => {
  const F = plusDays(H, 240);

  it('answers a row per room type and a column per night, with room nights, average occupancy and totals', async () => {
    await insertBooking({
      status: 'confirmed',
      stays: [
        { arrival: F, departure: plusDays(F, 2), rates: ['1.00', '1.00'] },
        { arrival: plusDays(F, 1), departure: plusDays(F, 2), rates: ['1.00'] },
      ],
    });
    await insertBooking({
      status: 'tentative',
      stays: [{ arrival: F, departure: plusDays(F, 2), rates: ['1.00', '1.00'] }],
    });
    const table = await report({
      report: 'reservation-forecast-by-roomtype',
      fromDate: F,
      toDate: plusDays(F, 2),
      roomTypeId,
    });
    expect(table.columns).toEqual([
      { key: 'roomType', kind: 'text' },
      { key: 'roomTypeName', kind: 'text' },
      { key: 'rooms', kind: 'integer' },
      { key: `night${F}`, kind: 'integer', night: F },
      { key: `night${plusDays(F, 1)}`, kind: 'integer', night: plusDays(F, 1) },
      { key: `night${plusDays(F, 2)}`, kind: 'integer', night: plusDays(F, 2) },
      { key: 'roomNights', kind: 'integer' },
      { key: 'occupancy', kind: 'percent' },
    ]);
    // 3 of 4 rooms × 3 nights.
    const expected = {
      roomType: 'RPT',
      roomTypeName: 'Test RPT',
      rooms: 4,
      [`night${F}`]: 1,
      [`night${plusDays(F, 1)}`]: 2,
      [`night${plusDays(F, 2)}`]: 0,
      roomNights: 3,
      occupancy: '25.00',
    };
    expect(table.rows).toEqual([expected]);
    const { roomType: _code, roomTypeName: _name, ...totals } = expected;
    expect(table.totals).toEqual(totals);

    const hotel = await report({ report: 'reservation-forecast-by-roomtype', fromDate: F, toDate: plusDays(F, 2) });
    expect(hotel.rows.map((row) => row.roomType)).toEqual(['RPT', 'STD', 'STT', 'DLX', 'FAM', 'JRS', 'EXS']);
    expect(hotel.totals.rooms).toBe(124);
    expect(hotel.totals[`night${plusDays(F, 1)}`]).toBe(
      hotel.rows.reduce((sum, row) => sum + Number(row[`night${plusDays(F, 1)}`]), 0),
    );
  });

  it('answers at most 62 nights', async () => {
    const answer = await server.call('report/reservationReport', 'get_detail', [
      { report: 'reservation-forecast-by-roomtype', fromDate: H, toDate: plusDays(H, 62) },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.apiResponse.errors?.[0]?.field).toBe('/data/0/toDate');
    expect(
      (await report({ report: 'reservation-forecast-by-roomtype', fromDate: H, toDate: plusDays(H, 61) })).columns,
    ).toHaveLength(67);
  });
});

describe('reservation-report', () => {
  it('lists the bookings made on the dates (UTC), with their stays summed, narrowed by company, room type and channel', async () => {
    const early = await insertBooking({
      status: 'confirmed',
      createdAt: '2026-01-10T00:00:00Z',
      createdBy: 'reservation',
      guest: vipGuestId,
      stays: [
        { arrival: '2026-02-01', departure: '2026-02-03', rates: ['1200.00', '1300.25'] },
        {
          arrival: '2026-02-02',
          departure: '2026-02-04',
          rates: ['1000.00', '1000.00'],
          roomTypeId: await demoType('STD'),
        },
      ],
    });
    const late = await insertBooking({
      status: 'cancelled',
      channel: 'OTA',
      createdAt: '2026-01-10T23:59:59Z',
      cancelledAt: '2026-01-12T10:00:00Z',
      guest: null,
      stays: [{ arrival: '2026-03-01', departure: '2026-03-02', rates: ['900.00'] }],
    });
    await insertBooking({
      status: 'confirmed',
      createdAt: '2026-01-11T00:00:00Z',
      stays: [{ arrival: '2026-02-01', departure: '2026-02-02', rates: ['5.00'] }],
    });
    await insertBooking({
      status: 'confirmed',
      createdAt: '2026-01-09T23:59:59Z',
      stays: [{ arrival: '2026-02-01', departure: '2026-02-02', rates: ['5.00'] }],
    });

    const table = await report({
      report: 'reservation-report',
      fromDate: '2026-01-10',
      toDate: '2026-01-10',
      companyProfileId: companyId,
    });
    expect(keysOf(table)).toEqual([
      'confirmationNumber',
      'createdOn',
      'booker',
      'company',
      'arrival',
      'departure',
      'nights',
      'rooms',
      'roomNights',
      'roomTypes',
      'status',
      'channel',
      'source',
      'market',
      'amount',
      'createdBy',
    ]);
    expect(table.rows).toEqual([
      {
        reservationId: early.id,
        confirmationNumber: early.confirmationNumber,
        createdOn: '2026-01-10',
        booker: 'Vip, Vera',
        company: 'Report Test Co.',
        arrival: '2026-02-01',
        departure: '2026-02-04',
        nights: 3,
        rooms: 2,
        roomNights: 4,
        roomTypes: 'RPT, STD',
        status: 'confirmed',
        channel: 'NON-OTA',
        source: 'WEB',
        market: 'DOM',
        amount: '4500.25',
        createdBy: 'reservation',
      },
      {
        reservationId: late.id,
        confirmationNumber: late.confirmationNumber,
        createdOn: '2026-01-10',
        booker: '',
        company: 'Report Test Co.',
        arrival: '2026-03-01',
        departure: '2026-03-02',
        nights: 1,
        rooms: 1,
        roomNights: 1,
        roomTypes: 'RPT',
        status: 'cancelled',
        channel: 'OTA',
        source: 'WEB',
        market: 'DOM',
        amount: '900.00',
        createdBy: 'tester',
      },
    ]);
    expect(table.totals).toEqual({ rooms: 3, roomNights: 5, amount: '5400.25' });

    const ota = await report({
      report: 'reservation-report',
      fromDate: '2026-01-10',
      toDate: '2026-01-10',
      companyProfileId: companyId,
      channel: 'OTA',
    });
    expect(ota.rows.map((row) => row.reservationId)).toEqual([late.id]);
    const std = await report({
      report: 'reservation-report',
      fromDate: '2026-01-09',
      toDate: '2026-01-11',
      roomTypeId: await demoType('STD'),
    });
    expect(std.rows.map((row) => row.reservationId)).toEqual([early.id]);
    const threeDays = await report({
      report: 'reservation-report',
      fromDate: '2026-01-09',
      toDate: '2026-01-11',
      companyProfileId: companyId,
    });
    expect(threeDays.rows).toHaveLength(4);
  });
});

async function demoType(code: string): Promise<number> {
  const type = await server.db.selectFrom('room_type').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return type.id;
}

describe('arrival and departure lists', () => {
  const A = plusDays(H, -60);

  it('lists stays that arrived, stays that left, and stays due to leave, one row per stay', async () => {
    const stayed = await insertBooking({
      status: 'checked-out',
      stays: [{ arrival: A, departure: plusDays(A, 2), room: 0, adults: 2, children: 1, rates: ['100.00', '200.00'] }],
    });
    const inHouse = await insertBooking({
      status: 'in-house',
      guest: vipGuestId,
      stays: [
        { arrival: plusDays(A, 1), departure: plusDays(H, 1), room: 1, adults: 1, rates: Array(60).fill('50.00') },
      ],
    });
    await insertBooking({ status: 'no-show', stays: [{ arrival: A, departure: plusDays(A, 1), rates: ['1.00'] }] });
    await insertBooking({
      status: 'cancelled',
      stays: [{ arrival: plusDays(H, 1), departure: plusDays(H, 2), rates: ['1.00'] }],
    });
    const expected = await insertBooking({
      status: 'guaranteed',
      stays: [{ arrival: H, departure: plusDays(H, 1), adults: 2, rates: ['75.50'] }],
    });
    await insertBooking({ status: 'tentative', stays: [{ arrival: H, departure: plusDays(H, 1), rates: ['1.00'] }] });

    const arrived = await report({ report: 'actual-arrival', fromDate: A, toDate: plusDays(A, 1), roomTypeId });
    expect(keysOf(arrived)).toEqual([
      'confirmationNumber',
      'guest',
      'company',
      'roomNumber',
      'roomType',
      'arrival',
      'departure',
      'nights',
      'adults',
      'children',
      'status',
      'amount',
    ]);
    expect(arrived.rows).toEqual([
      {
        reservationId: stayed.id,
        confirmationNumber: stayed.confirmationNumber,
        guest: 'Plain',
        company: 'Report Test Co.',
        roomNumber: 'RPT1',
        roomType: 'RPT',
        arrival: A,
        departure: plusDays(A, 2),
        nights: 2,
        adults: 2,
        children: 1,
        status: 'checked-out',
        amount: '300.00',
      },
      {
        reservationId: inHouse.id,
        confirmationNumber: inHouse.confirmationNumber,
        guest: 'Vip, Vera',
        company: 'Report Test Co.',
        roomNumber: 'RPT2',
        roomType: 'RPT',
        arrival: plusDays(A, 1),
        departure: plusDays(H, 1),
        nights: 60,
        adults: 1,
        children: 0,
        status: 'in-house',
        amount: '3000.00',
      },
    ]);
    expect(arrived.totals).toEqual({ nights: 62, adults: 3, children: 1, amount: '3300.00' });

    const left = await report({
      report: 'actual-departure',
      fromDate: plusDays(A, 1),
      toDate: plusDays(A, 2),
      roomTypeId,
    });
    expect(left.rows.map((row) => row.reservationId)).toEqual([stayed.id]);

    const due = await report({ report: 'expect-departure', forDate: plusDays(H, 1), roomTypeId });
    expect(due).toMatchObject({ fromDate: null, toDate: null, forDate: plusDays(H, 1) });
    // In house first (a room), then the expected stay without one.
    expect(due.rows.map((row) => [row.reservationId, row.status])).toEqual([
      [inHouse.id, 'in-house'],
      [expected.id, 'guaranteed'],
    ]);
    expect(due.totals).toEqual({ nights: 61, adults: 3, children: 0, amount: '3075.50' });
    // Without forDate: the hotel date.
    const today = await report({ report: 'expect-departure', roomTypeId });
    expect(today.forDate).toBe(H);
    expect(today.rows).toEqual([]);
  });
});

describe('cancellation', () => {
  it('lists bookings cancelled on the dates with the reason, fee, nights and revenue lost, and who cancelled', async () => {
    const reservationDesk = (await signIn(server.app, 'reservation', 'demo-test-password')).headers;
    const arrival = plusDays(H, 90);
    const created = await server.call(
      'reservation/reservation',
      'create',
      [
        booking(
          vipGuestId,
          [
            stay(roomTypeId, arrival, plusDays(arrival, 3), {
              nightlyRates: [
                { night: arrival, amount: '1000.00' },
                { night: plusDays(arrival, 1), amount: '1000.00' },
                { night: plusDays(arrival, 2), amount: '1250.75' },
              ],
            }),
          ],
          { companyProfileId: companyId },
        ),
      ],
      { ...reservationDesk, ...newKey('report') },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const booked = created.typed.data[0] as Schemas['Reservation'];
    const reason = await server.db
      .selectFrom('cancellation_reason')
      .select(['id', 'name'])
      .where('code', '=', 'PLAN')
      .executeTakeFirst();
    const cancelled = await server.call(
      'reservation/reservation',
      'cancel',
      [
        {
          id: booked.id,
          version: booked.version,
          cancellationReasonId: reason?.id as number,
          cancellationFee: '250.5',
          note: 'Trip moved',
        },
      ],
      reservationDesk,
    );
    expect(cancelled.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const older = await insertBooking({
      status: 'cancelled',
      cancelledAt: '2026-01-20T23:59:00Z',
      stays: [{ arrival: '2026-02-01', departure: '2026-02-02', rates: ['400.00'] }],
    });

    const table = await report({ report: 'cancellation', fromDate: today, toDate: today, companyProfileId: companyId });
    expect(table.rows).toEqual([
      {
        reservationId: booked.id,
        confirmationNumber: booked.confirmationNumber,
        cancelledOn: today,
        booker: 'Vip, Vera',
        company: 'Report Test Co.',
        arrival,
        departure: plusDays(arrival, 3),
        roomNights: 3,
        roomTypes: 'RPT',
        reason: reason?.name,
        note: 'Trip moved',
        fee: '250.50',
        revenueLost: '3250.75',
        cancelledBy: 'reservation',
      },
    ]);
    expect(table.totals).toEqual({ roomNights: 3, fee: '250.50', revenueLost: '3250.75' });
    const january = await report({
      report: 'cancellation',
      fromDate: '2026-01-20',
      toDate: '2026-01-21',
      companyProfileId: companyId,
    });
    expect(january.rows.map((row) => [row.reservationId, row.cancelledOn, row.fee, row.cancelledBy])).toEqual([
      [older.id, '2026-01-20', '100.00', ''],
    ]);
  });
});

describe('no-show', () => {
  it('lists bookings that never arrived by their arrival, with the rooms, nights and revenue lost', async () => {
    const N = plusDays(H, -150);
    const missed = await insertBooking({
      status: 'no-show',
      depositRequired: '500',
      stays: [
        { arrival: N, departure: plusDays(N, 2), rates: ['300.00', '300.00'] },
        { arrival: N, departure: plusDays(N, 1), rates: ['250.25'] },
      ],
    });
    await insertBooking({
      status: 'no-show',
      stays: [{ arrival: plusDays(N, 1), departure: plusDays(N, 2), rates: ['1.00'] }],
    });
    const table = await report({ report: 'no-show', fromDate: N, toDate: N, companyProfileId: companyId });
    expect(table.rows).toEqual([
      {
        reservationId: missed.id,
        confirmationNumber: missed.confirmationNumber,
        booker: 'Plain',
        company: 'Report Test Co.',
        arrival: N,
        departure: plusDays(N, 2),
        rooms: 2,
        roomNights: 3,
        roomTypes: 'RPT',
        channel: 'NON-OTA',
        source: 'WEB',
        depositRequired: '500.00',
        revenueLost: '850.25',
      },
    ]);
    expect(table.totals).toEqual({ rooms: 2, roomNights: 3, depositRequired: '500.00', revenueLost: '850.25' });
  });
});

describe('flag', () => {
  it('lists bookings to arrive that need attention, each reason a stable word', async () => {
    const company = await server.db
      .insertInto('company_profile')
      .values({ property_id: server.propertyId, code: 'RPTFLAG', name: 'Flag Test Co.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = (arrival: string) => [{ arrival, departure: plusDays(arrival, 1), rates: ['100.00'] }];
    const flag = (seed: Omit<BookingSeed, 'company'>) => insertBooking({ ...seed, company: company.id });
    const vip = await flag({ status: 'confirmed', guest: vipGuestId, stays: at(plusDays(H, 20)) });
    const remark = await flag({ status: 'confirmed', internalRemark: 'Pays by voucher', stays: at(plusDays(H, 20)) });
    const overdue = await flag({
      status: 'guaranteed',
      depositRequired: '1000',
      depositDueDate: plusDays(H, -1),
      stays: at(plusDays(H, 21)),
    });
    const due = await flag({
      status: 'guaranteed',
      depositRequired: '1000',
      depositDueDate: plusDays(H, 3),
      stays: at(plusDays(H, 21)),
    });
    await flag({
      status: 'guaranteed',
      depositRequired: '1000',
      depositDueDate: plusDays(H, 4),
      stays: at(plusDays(H, 21)),
    });
    await flag({
      status: 'guaranteed',
      depositRequired: '0',
      depositDueDate: plusDays(H, -1),
      stays: at(plusDays(H, 21)),
    });
    const tentative = await flag({ status: 'tentative', stays: at(plusDays(H, 7)) });
    await flag({ status: 'tentative', stays: at(plusDays(H, 8)) });
    const waitlist = await flag({ status: 'waitlist', guest: vipGuestId, stays: at(plusDays(H, 2)) });
    await flag({ status: 'cancelled', guest: vipGuestId, stays: at(plusDays(H, 2)) });
    await flag({ status: 'confirmed', guest: vipGuestId, stays: at(plusDays(H, 31)) });

    const table = await report({ report: 'flag', fromDate: H, toDate: plusDays(H, 30), companyProfileId: company.id });
    expect(table.rows.map((row) => [row.reservationId, row.flags])).toEqual([
      [waitlist.id, 'vip, waitlist'],
      [tentative.id, 'tentative'],
      [vip.id, 'vip'],
      [remark.id, 'internal-remark'],
      [overdue.id, 'deposit-overdue'],
      [due.id, 'deposit-due'],
    ]);
    expect(table.rows.find((row) => row.reservationId === overdue.id)).toMatchObject({
      depositRequired: '1000.00',
      depositDueDate: plusDays(H, -1),
      vipLevel: 0,
      status: 'guaranteed',
    });
    expect(table.rows.find((row) => row.reservationId === remark.id)?.internalRemark).toBe('Pays by voucher');
    expect(table.totals).toEqual({ rooms: 6, depositRequired: '2000.00' });
  });
});

describe('pick-up', () => {
  it('answers per booking day what was booked and what was cancelled, in bookings, room nights and rates', async () => {
    const company = await server.db
      .insertInto('company_profile')
      .values({ property_id: server.propertyId, code: 'RPTPICK', name: 'Pick-up Test Co.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pick = (seed: Omit<BookingSeed, 'company'>) => insertBooking({ ...seed, company: company.id });
    await pick({
      status: 'confirmed',
      createdAt: '2026-03-01T01:00:00Z',
      stays: [{ arrival: '2026-04-01', departure: '2026-04-04', rates: ['100.00', '100.00', '100.00'] }],
    });
    await pick({
      status: 'confirmed',
      createdAt: '2026-03-01T22:00:00Z',
      stays: [
        { arrival: '2026-04-03', departure: '2026-04-04', rates: ['50.25'] },
        { arrival: '2026-04-03', departure: '2026-04-04', rates: ['50.25'] },
      ],
    });
    // Booked on the 2nd, cancelled on the 3rd: picked up on one day, given back on the other.
    await pick({
      status: 'cancelled',
      createdAt: '2026-03-02T10:00:00Z',
      cancelledAt: '2026-03-03T10:00:00Z',
      stays: [{ arrival: '2026-04-02', departure: '2026-04-04', rates: ['80.00', '90.00'] }],
    });

    const table = await report({
      report: 'pick-up',
      fromDate: '2026-03-01',
      toDate: '2026-03-03',
      companyProfileId: company.id,
    });
    expect(table.rows).toEqual([
      // biome-ignore format: one day a line
      { day: '2026-03-01', bookings: 2, roomNights: 5, revenue: '400.50', cancellations: 0, cancelledRoomNights: 0, cancelledRevenue: '0.00', netRoomNights: 5, netRevenue: '400.50' },
      // biome-ignore format: one day a line
      { day: '2026-03-02', bookings: 1, roomNights: 2, revenue: '170.00', cancellations: 0, cancelledRoomNights: 0, cancelledRevenue: '0.00', netRoomNights: 2, netRevenue: '170.00' },
      // biome-ignore format: one day a line
      { day: '2026-03-03', bookings: 0, roomNights: 0, revenue: '0.00', cancellations: 1, cancelledRoomNights: 2, cancelledRevenue: '170.00', netRoomNights: -2, netRevenue: '-170.00' },
    ]);
    // biome-ignore format: one line
    expect(table.totals).toEqual({ bookings: 3, roomNights: 7, revenue: '570.50', cancellations: 1, cancelledRoomNights: 2, cancelledRevenue: '170.00', netRoomNights: 5, netRevenue: '400.50' });

    // Only stay nights from 3 April on: the first booking keeps one night, the others theirs of the 3rd.
    const fromThird = await report({
      report: 'pick-up',
      fromDate: '2026-03-01',
      toDate: '2026-03-03',
      forDate: '2026-04-03',
      companyProfileId: company.id,
    });
    expect(fromThird.forDate).toBe('2026-04-03');
    expect(
      fromThird.rows.map((row) => [row.bookings, row.roomNights, row.revenue, row.cancellations, row.cancelledRevenue]),
    ).toEqual([
      [2, 3, '200.50', 0, '0.00'],
      [1, 1, '90.00', 0, '0.00'],
      [0, 0, '0.00', 1, '90.00'],
    ]);
    // A booking with no night on or after forDate does not count at all.
    const late = await report({
      report: 'pick-up',
      fromDate: '2026-03-01',
      toDate: '2026-03-01',
      forDate: '2026-04-04',
      companyProfileId: company.id,
    });
    expect(late.rows).toEqual([
      // biome-ignore format: one day a line
      { day: '2026-03-01', bookings: 0, roomNights: 0, revenue: '0.00', cancellations: 0, cancelledRoomNights: 0, cancelledRevenue: '0.00', netRoomNights: 0, netRevenue: '0.00' },
    ]);
  });
});

describe('refusals and access', () => {
  const refused = async (criteria: Record<string, unknown>) =>
    server.post('report/reservationReport', { apiRequest: { action: 'get_detail' }, data: [criteria] });

  it('names the missing or wrong field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ report: 'reservation-report', toDate: H }, '/data/0/fromDate'],
      [{ report: 'actual-arrival', fromDate: H }, '/data/0/toDate'],
      [{ report: 'cancellation', fromDate: H, toDate: plusDays(H, -1) }, '/data/0/toDate'],
      [{ report: 'reserved-occupancy-forecast', fromDate: H, toDate: plusDays(H, 366) }, '/data/0/toDate'],
      [{ report: 'no-show', fromDate: '2026-02-30', toDate: '2026-03-01' }, '/data/0/fromDate'],
      [{ report: 'expect-departure', forDate: '21-11-2026' }, '/data/0/forDate'],
      [{ report: 'pick-up', fromDate: H, toDate: H, channel: 'PHONE' }, '/data/0/channel'],
    ];
    for (const [criteria, field] of cases) {
      const answer = await refused(criteria);
      expect(answer.status, JSON.stringify(criteria)).toBe(400);
      expect(answer.body.apiResponse.errors?.map((error) => error.field)).toContain(field);
    }
    const unknownReport = await refused({ report: 'everything', fromDate: H, toDate: H });
    expect(unknownReport.status).toBe(400);
    expect(unknownReport.body.apiResponse.errors?.[0]?.field).toMatch(/^\/data\/0\/report/);
    // A year of nights, leap or not, is fine.
    expect(
      (await report({ report: 'reserved-occupancy-forecast', fromDate: H, toDate: plusDays(H, 365) })).rows,
    ).toHaveLength(366);
  });

  it('refuses a room type or company of no one', async () => {
    const answer = await refused({
      report: 'flag',
      fromDate: H,
      toDate: H,
      roomTypeId: 999999,
      companyProfileId: 999998,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.apiResponse.code).toBe('NOT_FOUND_REFERENCE');
    expect(answer.body.apiResponse.errors?.map((error) => error.field)).toEqual([
      '/data/0/roomTypeId',
      '/data/0/companyProfileId',
    ]);
  });

  it('is read by reservation, reception and management, and refused to other departments', async () => {
    const criteria: Criteria = { report: 'expect-departure' };
    for (const login of ['reservation', 'reception', 'mis']) {
      const session = await signIn(server.app, login, 'demo-test-password');
      expect((await report(criteria, session.headers)).hotelDate).toBe(H);
    }
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const answer = await server.call('report/reservationReport', 'get_detail', [criteria], housekeeper.headers);
    expect(answer.status).toBe(403);
  });
});
