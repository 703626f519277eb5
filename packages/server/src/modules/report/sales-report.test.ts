import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../../db/schema.ts';
import { signIn } from '../../test/api.ts';
import { plusDays, roomTypeWithRooms } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';

// The sales reports against bookings this file writes itself, for two partners of its own, in
// June 2027 (far from the demo's bookings), one partner with a contract of two versions; every
// figure is worked out by hand.

let server: Awaited<ReturnType<typeof createTestServer>>;
let roomTypeId: number;
let alpha: number;
let beta: number;
let contractId: number;
let versions: number[];
let guestId: number;

type SalesReport = Schemas['SalesReport'];

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  ({ roomTypeId } = await roomTypeWithRooms(server, 'SLS', 2));
  const partners = await server.db
    .insertInto('company_profile')
    .values([
      // Beta's code sorts first, its name second: the report groups by name.
      { property_id: server.propertyId, code: 'SLSA', name: 'Alpha Tours', kind: 'tour-operator' },
      { property_id: server.propertyId, code: 'SLS0', name: 'Beta Wholesale', kind: 'wholesaler' },
    ])
    .returning('id')
    .execute();
  alpha = partners[0]?.id as number;
  beta = partners[1]?.id as number;
  const guest = await server.db
    .insertInto('guest_profile')
    .values({ property_id: server.propertyId, last_name: 'Sales', first_name: 'Sam' })
    .returning('id')
    .executeTakeFirstOrThrow();
  guestId = guest.id;
  const contract = await server.db
    .insertInto('contract')
    .values({
      property_id: server.propertyId,
      code: 'ALPHA-27',
      name: 'Alpha 2027',
      company_profile_id: alpha,
      currency_code: 'THB',
      created_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  contractId = contract.id;
  const rows = await server.db
    .insertInto('contract_version')
    .values(
      (['retired', 'active'] as const).map((status, index) => ({
        property_id: server.propertyId,
        contract_id: contract.id,
        number: index + 1,
        status,
        valid_from: '2027-01-01',
        valid_to: '2027-12-31',
        body: JSON.stringify({}),
        created_by: 'test',
        activated_at: new Date(),
        activated_by: 'test',
      })),
    )
    .returning('id')
    .execute();
  versions = rows.map((row) => row.id);

  // Alpha: R1 (two rooms, one priced by version 1, one without a contract) and R2 (version 2)
  // arrive in the period; R6 is in house, due out on 11 June; R8 was cancelled on 2 June.
  await insertBooking('SLS-R1', alpha, 'confirmed', [
    { arrival: '2027-06-10', departure: '2027-06-13', rate: '1000.00', adults: 2, children: 1, version: 0 },
    { arrival: '2027-06-10', departure: '2027-06-12', rate: '1500.00', adults: 1 },
  ]);
  await insertBooking('SLS-R2', alpha, 'tentative', [
    { arrival: '2027-06-12', departure: '2027-06-14', rates: ['1200.00', '1300.00'], version: 1 },
  ]);
  await insertBooking('SLS-R6', alpha, 'in-house', [
    { arrival: '2027-06-08', departure: '2027-06-11', rate: '900.00', checkedInOn: '2027-06-08' },
  ]);
  await insertBooking(
    'SLS-R8',
    alpha,
    'cancelled',
    [
      { arrival: '2027-06-20', departure: '2027-06-22', rate: '1000.00', version: 1 },
      { arrival: '2027-06-20', departure: '2027-06-21', rate: '700.00' },
    ],
    { cancelledAt: '2027-06-02T03:00:00Z', fee: '500.00' },
  );
  // Beta: R3 arrives in the period; R7 stayed and left on 10 June; R4 is waitlisted for later.
  await insertBooking('SLS-R3', beta, 'guaranteed', [
    { arrival: '2027-06-11', departure: '2027-06-15', rate: '800.00' },
  ]);
  await insertBooking('SLS-R7', beta, 'checked-out', [
    {
      arrival: '2027-06-05',
      departure: '2027-06-10',
      rate: '600.00',
      checkedInOn: '2027-06-05',
      checkedOutOn: '2027-06-10',
    },
  ]);
  await insertBooking('SLS-R4', beta, 'waitlist', [{ arrival: '2027-06-20', departure: '2027-06-21', rate: '800.00' }]);
  // A guest's own booking is not a partner's: never in these reports.
  await insertBooking('SLS-R5', null, 'confirmed', [
    { arrival: '2027-06-10', departure: '2027-06-11', rate: '2000.00' },
  ]);
});
afterAll(() => server?.close());

interface StaySeed {
  arrival: string;
  departure: string;
  /** The same amount every night, or one per night. */
  rate?: string;
  rates?: string[];
  adults?: number;
  children?: number;
  /** Index into `versions`: the contract version that priced the stay. */
  version?: number;
  checkedInOn?: string;
  checkedOutOn?: string;
}

async function insertBooking(
  confirmationNumber: string,
  company: number | null,
  status: ReservationStatus,
  stays: StaySeed[],
  cancellation: { cancelledAt: string; fee: string } | null = null,
): Promise<void> {
  const reason = cancellation
    ? await server.db.selectFrom('cancellation_reason').select('id').orderBy('id').executeTakeFirstOrThrow()
    : null;
  const reservation = await server.db
    .insertInto('reservation')
    .values({
      property_id: server.propertyId,
      confirmation_number: confirmationNumber,
      guest_profile_id: guestId,
      company_profile_id: company,
      channel: 'NON-OTA',
      status,
      arrival: stays.map((one) => one.arrival).sort()[0] as string,
      departure: stays
        .map((one) => one.departure)
        .sort()
        .at(-1) as string,
      cancellation_reason_id: reason?.id ?? null,
      cancellation_fee: cancellation?.fee ?? null,
      cancelled_at: cancellation?.cancelledAt ?? null,
      created_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, one] of stays.entries()) {
    const moment = (date: string | undefined) => (date ? new Date(`${date}T07:00:00Z`) : null);
    const row = await server.db
      .insertInto('room_stay')
      .values({
        property_id: server.propertyId,
        reservation_id: reservation.id,
        line_number: index + 1,
        room_type_id: roomTypeId,
        arrival: one.arrival,
        departure: one.departure,
        adults: one.adults ?? 2,
        children: one.children ?? 0,
        status,
        contract_version_id: one.version === undefined ? null : (versions[one.version] ?? null),
        price_explanation: one.version === undefined ? null : JSON.stringify({ nights: [] }),
        checked_in_on: one.checkedInOn ?? null,
        checked_in_at: moment(one.checkedInOn),
        checked_in_by: one.checkedInOn ? 'test' : null,
        checked_out_on: one.checkedOutOn ?? null,
        checked_out_at: moment(one.checkedOutOn),
        checked_out_by: one.checkedOutOn ? 'test' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const nights: string[] = [];
    for (let night = one.arrival; night < one.departure; night = plusDays(night, 1)) nights.push(night);
    await server.db
      .insertInto('room_stay_night')
      .values(
        nights.map((night, n) => ({
          property_id: server.propertyId,
          room_stay_id: row.id,
          night,
          amount: one.rates?.[n] ?? one.rate ?? '0',
        })),
      )
      .execute();
  }
}

async function report(criteria: Schemas['SalesReportCriteria'], headers: Record<string, string> = {}) {
  const answer = await server.call('report/salesReport', 'get_detail', [criteria], headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.typed.data[0] as SalesReport;
}

/** The rows as `partner / confirmation / contract vversion`, sub-totals as `partner / subtotal`. */
const lines = (table: SalesReport) =>
  table.rows.map((row) =>
    row.line === 'subtotal'
      ? `${row.partner} / subtotal`
      : `${row.partner} / ${row.confirmationNumber} / ${row.contract ? `${row.contract} v${row.contractVersion}` : '-'}`,
  );

describe(`report/salesReport (${testEngine})`, () => {
  it('expected arrivals: partners’ stays still to come, by partner with its sub-total, contract and version', async () => {
    const table = await report({ report: 'expect-arrival-report', fromDate: '2027-06-10', toDate: '2027-06-12' });
    expect(table).toMatchObject({ report: 'expect-arrival-report', fromDate: '2027-06-10', toDate: '2027-06-12' });
    expect(table.columns.map((column) => column.key)).toEqual([
      'partner',
      'contract',
      'contractVersion',
      'confirmationNumber',
      'guest',
      'roomType',
      'arrival',
      'departure',
      'nights',
      'adults',
      'children',
      'roomRevenue',
      'status',
    ]);
    expect(lines(table)).toEqual([
      'Alpha Tours / SLS-R1 / ALPHA-27 v1',
      'Alpha Tours / SLS-R1 / -',
      'Alpha Tours / SLS-R2 / ALPHA-27 v2',
      'Alpha Tours / subtotal',
      'Beta Wholesale / SLS-R3 / -',
      'Beta Wholesale / subtotal',
    ]);
    expect(table.rows[0]).toMatchObject({
      line: 'stay',
      guest: 'Sales, Sam',
      roomType: 'SLS',
      arrival: '2027-06-10',
      departure: '2027-06-13',
      nights: 3,
      adults: 2,
      children: 1,
      roomRevenue: '3000.00',
      status: 'confirmed',
      contractVersion: 1,
    });
    expect(table.rows[1]).toMatchObject({ contract: '', contractVersion: null, roomRevenue: '3000.00' });
    expect(table.rows[2]).toMatchObject({ roomRevenue: '2500.00', status: 'tentative' });
    // Alpha: 3 + 2 + 2 nights, 2 + 1 + 2 adults, 3,000 + 3,000 + 2,500; the version is no quantity.
    expect(table.rows[3]).toEqual({
      line: 'subtotal',
      partner: 'Alpha Tours',
      confirmationNumber: 'subtotal',
      nights: 7,
      adults: 5,
      children: 1,
      roomRevenue: '8500.00',
    });
    expect(table.rows[5]).toMatchObject({ nights: 4, roomRevenue: '3200.00' });
    expect(table.totals).toEqual({ nights: 11, adults: 7, children: 1, roomRevenue: '11700.00' });
  });

  it('narrows to one partner or to the stays one contract priced', async () => {
    const beta_ = await report({
      report: 'expect-arrival-report',
      fromDate: '2027-06-10',
      toDate: '2027-06-12',
      companyProfileId: beta,
    });
    expect(lines(beta_)).toEqual(['Beta Wholesale / SLS-R3 / -', 'Beta Wholesale / subtotal']);
    const contract = await report({
      report: 'expect-arrival-report',
      fromDate: '2027-06-10',
      toDate: '2027-06-12',
      contractId,
    });
    expect(lines(contract)).toEqual([
      'Alpha Tours / SLS-R1 / ALPHA-27 v1',
      'Alpha Tours / SLS-R2 / ALPHA-27 v2',
      'Alpha Tours / subtotal',
    ]);
    expect(contract.totals).toMatchObject({ nights: 5, roomRevenue: '5500.00' });
    const none = await report({
      report: 'expect-arrival-report',
      fromDate: '2027-06-10',
      toDate: '2027-06-12',
      companyProfileId: beta,
      contractId,
    });
    expect(none.rows).toEqual([]);
    expect(none.totals).toEqual({ nights: 0, adults: 0, children: 0, roomRevenue: '0.00' });
  });

  it('expected departures include the guests in house; stays already gone are not expected', async () => {
    const table = await report({ report: 'expect-departure-report', fromDate: '2027-06-10', toDate: '2027-06-12' });
    expect(lines(table)).toEqual(['Alpha Tours / SLS-R6 / -', 'Alpha Tours / SLS-R1 / -', 'Alpha Tours / subtotal']);
    expect(table.rows[0]).toMatchObject({ status: 'in-house', departure: '2027-06-11', roomRevenue: '2700.00' });
  });

  it('actual arrivals and departures by the hotel date of the check-in and the check-out', async () => {
    const arrivals = await report({ report: 'actual-arrival-report', fromDate: '2027-06-05', toDate: '2027-06-08' });
    expect(lines(arrivals)).toEqual([
      'Alpha Tours / SLS-R6 / -',
      'Alpha Tours / subtotal',
      'Beta Wholesale / SLS-R7 / -',
      'Beta Wholesale / subtotal',
    ]);
    expect(arrivals.columns.slice(6, 8)).toEqual([
      { key: 'arrival', kind: 'date' },
      { key: 'checkedInOn', kind: 'date' },
    ]);
    expect(arrivals.rows[2]).toMatchObject({ checkedInOn: '2027-06-05', status: 'checked-out', nights: 5 });
    const departures = await report({
      report: 'actual-departure-report',
      fromDate: '2027-06-10',
      toDate: '2027-06-10',
    });
    expect(lines(departures)).toEqual(['Beta Wholesale / SLS-R7 / -', 'Beta Wholesale / subtotal']);
    expect(departures.rows[0]).toMatchObject({ checkedOutOn: '2027-06-10', roomRevenue: '3000.00' });
  });

  it('cancellations of the period with their reason and the booking’s fee, counted once', async () => {
    const table = await report({ report: 'cancellation-report', fromDate: '2027-06-01', toDate: '2027-06-03' });
    expect(table.columns.map((column) => column.key)).toEqual([
      'partner',
      'contract',
      'contractVersion',
      'confirmationNumber',
      'cancelledOn',
      'guest',
      'roomType',
      'arrival',
      'departure',
      'nights',
      'adults',
      'children',
      'roomRevenue',
      'cancellationFee',
      'status',
      'reason',
    ]);
    expect(lines(table)).toEqual([
      'Alpha Tours / SLS-R8 / ALPHA-27 v2',
      'Alpha Tours / SLS-R8 / -',
      'Alpha Tours / subtotal',
    ]);
    expect(table.rows[0]).toMatchObject({ cancelledOn: '2027-06-02', cancellationFee: '500.00', status: 'cancelled' });
    expect(typeof table.rows[0]?.reason).toBe('string');
    expect(table.rows[1]).toMatchObject({ cancellationFee: null, roomRevenue: '700.00' });
    expect(table.rows[2]).toMatchObject({ cancellationFee: '500.00', roomRevenue: '2700.00' });
    expect(table.totals).toMatchObject({ cancellationFee: '500.00', roomRevenue: '2700.00', nights: 3 });
    const before = await report({ report: 'cancellation-report', fromDate: '2027-06-03', toDate: '2027-06-03' });
    expect(before.rows).toEqual([]);
  });

  it('refuses bad dates and filters naming the field, and other departments', async () => {
    const backwards = await server.call('report/salesReport', 'get_detail', [
      { report: 'expect-arrival-report', fromDate: '2027-06-10', toDate: '2027-06-09' },
    ]);
    expect(backwards.status).toBe(400);
    expect(backwards.body.apiResponse.errors?.[0]?.field).toBe('/data/0/toDate');
    const long = await server.call('report/salesReport', 'get_detail', [
      { report: 'expect-arrival-report', fromDate: '2027-01-01', toDate: '2028-01-02' },
    ]);
    expect(long.status).toBe(400);
    for (const field of ['companyProfileId', 'contractId'] as const) {
      const unknown = await server.call('report/salesReport', 'get_detail', [
        { report: 'cancellation-report', [field]: 999_999 },
      ]);
      expect(unknown.status, field).toBe(409);
      expect(unknown.body.apiResponse.errors?.[0]?.field).toBe(`/data/0/${field}`);
    }
    const unknownReport = await server.post('report/salesReport', {
      apiRequest: { action: 'get_detail' },
      data: [{ report: 'no-such-report' }],
    });
    expect(unknownReport.status).toBe(400);

    for (const login of ['sale', 'reservation', 'mis']) {
      const user = await signIn(server.app, login, 'demo-test-password');
      const answer = await server.call(
        'report/salesReport',
        'get_detail',
        [{ report: 'expect-arrival-report' }],
        user.headers,
      );
      expect(answer.status, login).toBe(200);
    }
    for (const login of ['reception', 'housekeeping']) {
      const user = await signIn(server.app, login, 'demo-test-password');
      const answer = await server.call(
        'report/salesReport',
        'get_detail',
        [{ report: 'expect-arrival-report' }],
        user.headers,
      );
      expect(answer.status, login).toBe(403);
    }
  });
});

describe(`report/salesReport production (${testEngine})`, () => {
  it('reads the partner’s frozen figures: its year to the last closed date, the same dates and the whole of last year', async () => {
    const run = await server.db
      .insertInto('day_end_run')
      .values({
        property_id: server.propertyId,
        hotel_date: '2020-01-01',
        status: 'completed',
        started_by: 'test',
        finished_by: 'test',
        finished_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const figures = (hotelDate: string, rooms: number, revenue: string, key = String(alpha)) => ({
      property_id: server.propertyId,
      hotel_date: hotelDate,
      dimension: 'company' as const,
      key,
      label: 'SLSA Alpha Tours',
      rooms_sold: rooms,
      room_revenue: revenue,
      room_revenue_gross: revenue,
      run_id: run.id,
    });
    await server.db
      .insertInto('daily_statistic')
      .values([
        figures('2026-03-10', 3, '4500.00'),
        figures('2026-11-20', 2, '3000.50'),
        // The hotel date is not closed yet: never counted.
        figures('2026-11-21', 1, '999.00'),
        figures('2025-03-10', 4, '5000.00'),
        figures('2025-12-01', 5, '6000.00'),
        figures('2024-12-31', 7, '700.00'),
        figures('2026-03-10', 9, '9999.00', String(beta)),
      ])
      .execute();
    const answer = await server.call('report/salesReport', 'production', [{ companyProfileId: alpha }]);
    expect(answer.status).toBe(200);
    expect(answer.typed.data[0]).toEqual({
      companyProfileId: alpha,
      hotelDate: '2026-11-21',
      lastClosedDate: '2026-11-20',
      periods: [
        {
          period: 'year-to-date',
          fromDate: '2026-01-01',
          toDate: '2026-11-20',
          roomNights: 5,
          roomRevenue: '7500.50',
          averageRate: '1500.10',
        },
        {
          period: 'last-year-to-date',
          fromDate: '2025-01-01',
          toDate: '2025-11-20',
          roomNights: 4,
          roomRevenue: '5000.00',
          averageRate: '1250.00',
        },
        {
          period: 'last-year',
          fromDate: '2025-01-01',
          toDate: '2025-12-31',
          roomNights: 9,
          roomRevenue: '11000.00',
          averageRate: '1222.22',
        },
      ],
    });
  });

  it('answers nothing produced with zeros, an unknown partner with 404, and only sales and management', async () => {
    const fresh = await server.db
      .insertInto('company_profile')
      .values({ property_id: server.propertyId, code: 'SLSNEW', name: 'New Partner' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await server.call('report/salesReport', 'production', [{ companyProfileId: fresh.id }]);
    expect(
      answer.typed.data[0]?.periods.map((period) => [period.roomNights, period.roomRevenue, period.averageRate]),
    ).toEqual([
      [0, '0.00', null],
      [0, '0.00', null],
      [0, '0.00', null],
    ]);
    const unknown = await server.call('report/salesReport', 'production', [{ companyProfileId: 999_999 }]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.apiResponse.errors?.[0]?.field).toBe('/data/0/companyProfileId');
    for (const [login, status] of [
      ['sale', 200],
      ['mis', 200],
      ['reservation', 403],
    ] as const) {
      const user = await signIn(server.app, login, 'demo-test-password');
      const read = await server.call('report/salesReport', 'production', [{ companyProfileId: alpha }], user.headers);
      expect(read.status, login).toBe(status);
    }
  });
});
