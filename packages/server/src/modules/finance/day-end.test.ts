import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aGuest, booking, newKey, plusDays, stay } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { hotelDate } from '../../test/front-desk.ts';
import { setDayEndStepHookForTests } from './day-end.ts';

// Day-end on a hotel of the test's own making (the first-start seed, not the demo hotel): a few
// stays a day, so that every figure is known. Each "day" is a room type of its own with three
// guests checked in for one night, one arrival that never comes (two nights, unassigned) and a
// room whose out-of-order period ends tonight.

let server: Awaited<ReturnType<typeof createTestServer>>;
let roomCodeId: number;
const STEPS = ['checks', 'no-shows', 'room-charges', 'room-status', 'statistics', 'close-date'] as const;

// Rate 1,800.00 with the demo's taxes: 1 % provincial tax included (room only), 10 % service
// charge and 7 % VAT on top of net + service, each rounded half up per line.
const EXPECTED_LINE = { netAmount: '1782.18', serviceCharge: '178.22', tax: '155.05', total: '2115.45' };

beforeAll(async () => {
  server = await createTestServer({ maxConnections: 10 });
  const { db, propertyId } = server;
  await db.insertInto('building').values({ property_id: propertyId, code: 'B', name: 'Main' }).execute();
  await db.insertInto('floor').values({ property_id: propertyId, code: '1', name: 'First', sort_order: 1 }).execute();
  const group = await db
    .insertInto('transaction_group')
    .values({ property_id: propertyId, code: 'ROOM', name: 'Room revenue', report_order: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const code = await db
    .insertInto('transaction_code')
    .values({
      property_id: propertyId,
      code: '1000',
      name: 'Room charge',
      transaction_group_id: group.id,
      kind: 'CHARGE',
      taxable: true,
      service_charge: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  roomCodeId = code.id;
  await db
    .insertInto('hotel_tax_type')
    .values([
      {
        property_id: propertyId,
        code: 'SVC',
        name: 'Service',
        percent: '10',
        included: false,
        applies_to: 'ALL',
        sort_order: 10,
      },
      {
        property_id: propertyId,
        code: 'VAT',
        name: 'VAT',
        percent: '7',
        included: false,
        applies_to: 'ALL',
        sort_order: 20,
      },
      {
        property_id: propertyId,
        code: 'PROV',
        name: 'Provincial',
        percent: '1',
        included: true,
        applies_to: 'ROOM',
        sort_order: 30,
      },
    ])
    .execute();
});

afterEach(() => setDayEndStepHookForTests(undefined));
afterAll(async () => {
  await server?.close();
});

interface Day {
  date: string;
  roomTypeId: number;
  roomIds: number[];
  /** The three guests in house, by room. */
  stayIds: number[];
  dueStayId: number;
  dueReservationId: number;
}

let days = 0;
/** One day's stays on a room type of its own (see the file's comment). */
async function aDay(): Promise<Day> {
  days += 1;
  const { db, propertyId } = server;
  const date = await hotelDate(server);
  const building = await db.selectFrom('building').select('id').executeTakeFirstOrThrow();
  const floor = await db.selectFrom('floor').select('id').executeTakeFirstOrThrow();
  const type = await db
    .insertInto('room_type')
    .values({ property_id: propertyId, code: `DE${days}`, name: `Day ${days}`, max_adults: 2, max_children: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roomIds: number[] = [];
  for (let n = 1; n <= 5; n += 1) {
    const room = await db
      .insertInto('room')
      .values({
        property_id: propertyId,
        room_number: `D${days}-${n}`,
        room_type_id: type.id,
        building_id: building.id,
        floor_id: floor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roomIds.push(room.id);
  }
  const guest = await aGuest(server, `Night${days}`);
  const stayIds: number[] = [];
  for (const roomId of roomIds.slice(0, 3)) {
    const made = await server.call(
      'reservation/reservation',
      'create',
      [booking(guest, [stay(type.id, date, plusDays(date, 1))])],
      newKey('de'),
    );
    expect(made.status, JSON.stringify(made.body.apiResponse)).toBe(200);
    const stayId = (made.typed.data[0] as Schemas['Reservation']).stays[0]?.id as number;
    const checkin = await server.call('reservation/reservation', 'checkin', [{ stayId, roomId }], newKey('ci'));
    expect(checkin.status, JSON.stringify(checkin.body.apiResponse)).toBe(200);
    stayIds.push(stayId);
  }
  const due = await server.call(
    'reservation/reservation',
    'create',
    [booking(guest, [stay(type.id, date, plusDays(date, 2))])],
    newKey('de'),
  );
  expect(due.status, JSON.stringify(due.body.apiResponse)).toBe(200);
  const dueReservation = due.typed.data[0] as Schemas['Reservation'];
  await db
    .insertInto('room_out_of_order')
    .values({
      property_id: propertyId,
      room_id: roomIds[4] as number,
      from_date: date,
      to_date: plusDays(date, 1),
      reason: 'Leak',
      return_status: 'inspected',
      created_by: 'test',
    })
    .execute();
  await db
    .updateTable('room')
    .set({ housekeeping_status: 'dirty' })
    .where('id', '=', roomIds[4] as number)
    .execute();
  return {
    date,
    roomTypeId: type.id,
    roomIds,
    stayIds,
    dueStayId: dueReservation.stays[0]?.id as number,
    dueReservationId: dueReservation.id,
  };
}

/** Yesterday's guests leave (check-out is the cashier's; its own tests cover it). */
async function settleDepartures(): Promise<void> {
  const date = await hotelDate(server);
  await server.db
    .updateTable('room_stay')
    .set({ status: 'checked-out', checked_out_at: sql`now()`, checked_out_by: 'test', checked_out_on: date })
    .where('status', '=', 'in-house')
    .where('departure', '<=', date)
    .execute();
}

const run = (date: string) =>
  server.post('finance/day-end', { apiRequest: { action: 'run' }, data: [{ hotelDate: date }] });

async function preview() {
  const answer = await server.call('finance/day-end', 'preview', []);
  expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
  return answer.typed.data[0] as Schemas['DayEndPreview'];
}

/** What a closed day left for a day's stays, told apart from its ids and dates. */
async function ledgerOf(day: Day) {
  const { db } = server;
  const stays = [...day.stayIds, day.dueStayId];
  const postings = await db
    .selectFrom('posting as p')
    .innerJoin('folio as f', 'f.id', 'p.folio_id')
    .select([
      'f.stay_id',
      'p.hotel_date',
      'p.transaction_code_id',
      'p.quantity',
      'p.unit_amount',
      'p.net_amount',
      'p.service_charge',
      'p.tax',
      'p.total',
      'p.is_void',
    ])
    .where('f.stay_id', 'in', stays)
    .orderBy('p.id')
    .execute();
  const keys = await db
    .selectFrom('day_end_charge')
    .select(['stay_id', 'hotel_date'])
    .where('stay_id', 'in', stays)
    .execute();
  const statuses = await db
    .selectFrom('room_stay')
    .select(['id', 'status'])
    .where('id', 'in', stays)
    .orderBy('id')
    .execute();
  const booking = await db
    .selectFrom('reservation')
    .select('status')
    .where('id', '=', day.dueReservationId)
    .executeTakeFirstOrThrow();
  const rooms = await db
    .selectFrom('room')
    .select(['id', 'housekeeping_status'])
    .where('id', 'in', day.roomIds)
    .orderBy('id')
    .execute();
  const logged = await db
    .selectFrom('room_status_log')
    .select(['room_id', 'from_status', 'to_status', 'source'])
    .where('room_id', 'in', day.roomIds)
    .where('source', '=', 'day-end')
    .orderBy('id')
    .execute();
  const statistic = await db
    .selectFrom('daily_statistic')
    .selectAll()
    .where('hotel_date', '=', day.date)
    .where('dimension', '=', 'room-type')
    .where('key', '=', String(day.roomTypeId))
    .executeTakeFirst();
  const at = (id: number) => stays.indexOf(id);
  const roomAt = (id: number) => day.roomIds.indexOf(id);
  return {
    postings: postings.map((p) => ({
      stay: at(p.stay_id as number),
      night: p.hotel_date === day.date ? 'closed date' : p.hotel_date,
      code: p.transaction_code_id,
      quantity: p.quantity,
      amounts: [p.unit_amount, p.net_amount, p.service_charge, p.tax, p.total].map(String),
      void: p.is_void,
    })),
    keys: keys.map((k) => [at(k.stay_id), k.hotel_date === day.date]).sort(),
    statuses: statuses.map((s) => [at(s.id), s.status]).sort(),
    booking: booking.status,
    rooms: rooms.map((r) => [roomAt(r.id), r.housekeeping_status]),
    logged: logged.map((l) => [roomAt(l.room_id), l.from_status, l.to_status]),
    statistic: statistic && { ...statistic, key: 'type', label: 'type', hotel_date: 'closed date', run_id: 0 },
  };
}

/** Rows of the tables day-end writes, and the hotel date: what "nothing changed" compares. */
async function footprint() {
  const count = async (
    table: 'posting' | 'daily_statistic' | 'day_end_charge' | 'room_status_log' | 'audit_log' | 'folio',
  ) => Number((await server.db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const stays = await server.db.selectFrom('room_stay').select(['id', 'status', 'version']).orderBy('id').execute();
  const rooms = await server.db.selectFrom('room').select(['id', 'housekeeping_status']).orderBy('id').execute();
  return {
    date: await hotelDate(server),
    postings: await count('posting'),
    folios: await count('folio'),
    statistics: await count('daily_statistic'),
    charges: await count('day_end_charge'),
    roomLog: await count('room_status_log'),
    stays,
    rooms,
  };
}

describe('day-end', () => {
  let reference: Awaited<ReturnType<typeof ledgerOf>>;

  it('previews the findings and the exact room charges, and writes nothing', async () => {
    const day = await aDay();
    const before = await footprint();
    const audits = Number(
      (await server.db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
    );
    const plan = await preview();
    expect(plan.hotelDate).toBe(day.date);
    expect(plan.nextHotelDate).toBe(plusDays(day.date, 1));
    expect(plan.canRun).toBe(true);
    expect(plan.findings.map((f) => [f.code, f.severity, f.stayId])).toEqual([
      ['ARRIVAL_DUE', 'automatic', day.dueStayId],
    ]);
    expect(plan.noShows).toBe(1);
    expect(plan.roomCharges.map((c) => c.stayId).sort()).toEqual([...day.stayIds].sort());
    for (const charge of plan.roomCharges) {
      expect(charge).toMatchObject({
        night: day.date,
        transactionCodeId: roomCodeId,
        rateAmount: '1800.00',
        unitAmount: '1800.00',
        ...EXPECTED_LINE,
      });
    }
    expect(plan.roomChargeTotals).toEqual({
      count: 3,
      netAmount: '5346.54',
      serviceCharge: '534.66',
      tax: '465.15',
      total: '6346.35',
    });
    expect(plan.roomChanges.map((c) => [c.roomId, c.toStatus, c.reason])).toEqual([
      ...day.roomIds.slice(0, 3).map((id) => [id, 'dirty', 'occupied']),
      [day.roomIds[4], 'inspected', 'out-of-order-ends'],
    ]);
    expect(plan.run).toBeNull();
    expect(await footprint()).toEqual(before);
    const auditsAfter = Number(
      (await server.db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
    );
    expect(auditsAfter).toBe(audits);
  });

  it('refuses a stale hotel date and a run while a cashier shift is open', async () => {
    const date = await hotelDate(server);
    const before = await footprint();
    const stale = await run(plusDays(date, -1));
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_HOTEL_DATE');
    expect(stale.body.apiResponse.errors?.[0]?.field).toBe('/data/0/hotelDate');

    const opened = await server.call('cashier/shift', 'open', [{ shift: 'Night' }], newKey('shift'));
    expect(opened.status, JSON.stringify(opened.body.apiResponse)).toBe(200);
    const shiftId = (opened.typed.data[0] as Schemas['CashierShift']).id;
    const plan = await preview();
    expect(plan.canRun).toBe(false);
    expect(plan.findings.find((f) => f.code === 'OPEN_SHIFT')).toMatchObject({
      severity: 'blocker',
      shiftId,
      cashier: 'admin',
    });
    const blocked = await run(date);
    expect(blocked.status).toBe(422);
    expect(blocked.body.apiResponse.code).toBe('DAY_END_BLOCKED');
    const closed = await server.call('cashier/shift', 'close', [{ id: shiftId, counts: [] }]);
    expect(closed.status, JSON.stringify(closed.body.apiResponse)).toBe(200);
    expect(await footprint()).toEqual(before);
  });

  it('closes the day: no-shows free their nights, rooms charged once with exact tax, rooms dirty, statistics, date + 1', async () => {
    const date = await hotelDate(server);
    const day = (
      await server.db.selectFrom('room_type').select('id').where('code', '=', 'DE1').executeTakeFirstOrThrow()
    ).id;
    const heldTomorrow = async () =>
      Number(
        (
          await server.db
            .selectFrom('room_stay')
            .select(sql<string>`count(*)`.as('n'))
            .where('room_type_id', '=', day)
            .where('status', 'in', ['confirmed', 'guaranteed', 'in-house'])
            .where('arrival', '<=', plusDays(date, 1))
            .where('departure', '>', plusDays(date, 1))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await heldTomorrow()).toBe(1);
    const done = await server.call('finance/day-end', 'run', [{ hotelDate: date }], newKey('dayend'));
    expect(done.status, JSON.stringify(done.body.apiResponse)).toBe(200);
    const answer = done.typed.data[0] as Schemas['DayEndRunDone'];
    expect(answer.hotelDate).toBe(plusDays(date, 1));
    expect(answer.run).toMatchObject({ status: 'completed', attempts: 1, failedStep: null, hotelDate: date });
    expect(answer.run.steps.map((s) => [s.step, s.status])).toEqual(STEPS.map((s) => [s, 'completed']));
    expect(answer.run.steps.find((s) => s.step === 'no-shows')?.rows).toBe(1);
    expect(answer.run.steps.find((s) => s.step === 'room-charges')?.rows).toBe(3);
    expect(answer.roomChargeTotals.total).toBe('6346.35');
    expect(await hotelDate(server)).toBe(plusDays(date, 1));
    // The no-show's second night is back on sale.
    expect(await heldTomorrow()).toBe(0);

    const stays = await server.db
      .selectFrom('room_stay')
      .select(['id', 'status', 'reservation_id'])
      .where('room_type_id', '=', day)
      .execute();
    const dayOne: Day = {
      date,
      roomTypeId: day,
      roomIds: (
        await server.db.selectFrom('room').select('id').where('room_type_id', '=', day).orderBy('id').execute()
      ).map((r) => r.id),
      stayIds: stays
        .filter((s) => s.status === 'in-house')
        .map((s) => s.id)
        .sort((a, b) => a - b),
      dueStayId: stays.find((s) => s.status === 'no-show')?.id as number,
      dueReservationId: stays.find((s) => s.status === 'no-show')?.reservation_id as number,
    };
    reference = await ledgerOf(dayOne);
    expect(reference.postings).toHaveLength(3);
    for (const posting of reference.postings) {
      expect(posting).toMatchObject({ night: 'closed date', code: roomCodeId, quantity: 1, void: false });
      expect(posting.amounts).toEqual(['1800.00', '1782.18', '178.22', '155.05', '2115.45']);
    }
    expect(reference.booking).toBe('no-show');
    expect(reference.rooms.map(([, status]) => status)).toEqual(['dirty', 'dirty', 'dirty', 'clean', 'inspected']);
    expect(reference.logged).toHaveLength(4);
    expect(reference.statistic).toMatchObject({
      rooms_sold: 3,
      rooms_complimentary: 0,
      adults: 6,
      arrivals: 3,
      no_shows: 1,
      room_revenue: '5346.54',
      room_revenue_gross: '6346.35',
    });
    const hotelRow = await server.db
      .selectFrom('daily_statistic')
      .selectAll()
      .where('hotel_date', '=', date)
      .where('dimension', '=', 'hotel')
      .executeTakeFirstOrThrow();
    expect(hotelRow).toMatchObject({
      rooms: 5,
      rooms_out_of_order: 1,
      rooms_available: 4,
      rooms_sold: 3,
      room_revenue: '5346.54',
      total_revenue: '5346.54',
    });
    // The finance reports read what the day closed: the frozen figures and the room charges.
    const financeReport = async (criteria: Schemas['FinanceReportCriteria']) => {
      const read = await server.call('report/financeReport', 'get_detail', [criteria]);
      expect(read.status, JSON.stringify(read.body.apiResponse)).toBe(200);
      return read.typed.data[0] as Schemas['FinanceReport'];
    };
    const statistics = await financeReport({ report: 'daily-statistic-report' });
    expect(statistics).toMatchObject({ fromDate: date, toDate: date });
    expect(statistics.rows).toEqual([
      expect.objectContaining({
        hotelDate: date,
        roomsAvailable: 4,
        roomsSold: 3,
        roomsOutOfOrder: 1,
        occupancy: '75.00',
        averageDailyRate: '1782.18',
        revPar: '1336.64',
        totalRevPar: '1336.64',
        guests: 6,
        noShows: 1,
        roomRevenue: '5346.54',
      }),
    ]);
    const revenue = await financeReport({ report: 'hotel-revenue', forDate: date });
    expect(revenue.rows).toEqual([
      expect.objectContaining({
        transactionCode: '1000',
        netAmount: '5346.54',
        serviceCharge: '534.66',
        tax: '465.15',
        total: '6346.35',
        monthToDate: '5346.54',
      }),
    ]);
    const books = await financeReport({ report: 'trial-balance-report', fromDate: date, toDate: date });
    expect(books.totals).toMatchObject({ debit: '6346.35', credit: '6346.35' });

    // The system shift of the date is closed, and the date takes no posting any more.
    const shift = await server.db
      .selectFrom('cashier_shift')
      .select(['closed_by'])
      .where('user_id', 'is', null)
      .where('hotel_date', '=', date)
      .executeTakeFirstOrThrow();
    expect(shift.closed_by).toBe('day-end');
    const anyPosting = await server.db.selectFrom('posting').selectAll().executeTakeFirstOrThrow();
    const { id: _id, created_at: _at, ...copy } = anyPosting;
    const open = await server.db
      .insertInto('cashier_shift')
      .values({
        property_id: server.propertyId,
        user_id: null,
        cashier: 'system',
        shift: 'AM',
        hotel_date: plusDays(date, 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      server.db
        .insertInto('posting')
        .values({ ...copy, shift_id: open.id, hotel_date: date })
        .execute(),
    ).rejects.toMatchObject({ constraint: 'posting_date_open' });
    // And the night can never be charged twice, whatever writes it.
    const charge = await server.db
      .selectFrom('day_end_charge')
      .selectAll()
      .where('hotel_date', '=', date)
      .executeTakeFirstOrThrow();
    await expect(
      server.db
        .insertInto('day_end_charge')
        .values({ ...charge, posting_id: anyPosting.id })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await server.db.deleteFrom('cashier_shift').where('id', '=', open.id).execute();

    // The same date again posts nothing: it is closed.
    const postings = (await footprint()).postings;
    const again = await run(date);
    expect(again.status).toBe(409);
    expect(again.body.apiResponse.code).toBe('STALE_HOTEL_DATE');
    expect((await footprint()).postings).toBe(postings);

    // The frozen figures stay when the booking changes afterwards.
    const frozen = await server.db
      .selectFrom('daily_statistic')
      .selectAll()
      .where('hotel_date', '=', date)
      .orderBy('dimension')
      .orderBy('key')
      .execute();
    await server.db.updateTable('room_stay').set({ adults: 1 }).where('id', 'in', dayOne.stayIds).execute();
    const market = await server.db
      .insertInto('market')
      .values({ property_id: server.propertyId, code: 'LATE', name: 'Late' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('reservation')
      .set({ market_id: market.id })
      .where(
        'id',
        'in',
        stays.map((s) => s.reservation_id),
      )
      .execute();
    expect(
      await server.db
        .selectFrom('daily_statistic')
        .selectAll()
        .where('hotel_date', '=', date)
        .orderBy('dimension')
        .orderBy('key')
        .execute(),
    ).toEqual(frozen);

    const status = await server.call('finance/day-end', 'status', []);
    expect(status.typed.data[0]).toMatchObject({
      hotelDate: plusDays(date, 1),
      run: { status: 'completed', hotelDate: date },
    });
  });

  it('refuses while a departure is not checked out', async () => {
    const date = await hotelDate(server);
    const plan = await preview();
    const due = plan.findings.filter((f) => f.code === 'DEPARTURE_DUE');
    expect(due).toHaveLength(3);
    expect(due.every((f) => f.severity === 'blocker' && f.stayId !== null && f.roomNumber !== '')).toBe(true);
    const before = await footprint();
    const blocked = await run(date);
    expect(blocked.status).toBe(422);
    expect(blocked.body.apiResponse.code).toBe('DAY_END_BLOCKED');
    expect(await footprint()).toEqual(before);
    await settleDepartures();
  });

  for (const step of STEPS) {
    it(`resumes a run that crashed after ${step} to the ledger of an uninterrupted run`, async () => {
      await settleDepartures();
      const day = await aDay();
      const before = await footprint();
      setDayEndStepHookForTests((done) => {
        if (done === step) throw new Error(`crash after ${step}`);
      });
      const crashed = await run(day.date);
      expect(crashed.status).toBe(500);
      expect(crashed.body.apiResponse.code).toBe('DAY_END_FAILED');
      // Nothing of the hotel changed; only the failed run is on record.
      expect(await footprint()).toEqual(before);
      const status = await server.call('finance/day-end', 'status', []);
      const failed = (status.typed.data[0] as Schemas['DayEndStatus']).run;
      expect(failed).toMatchObject({ status: 'failed', failedStep: step, attempts: 1, hotelDate: day.date });
      expect(failed?.steps.at(-1)).toMatchObject({ step, status: 'failed' });
      expect(failed?.steps).toHaveLength(STEPS.indexOf(step) + 1);

      setDayEndStepHookForTests(undefined);
      const resumed = await run(day.date);
      expect(resumed.status, JSON.stringify(resumed.body.apiResponse)).toBe(200);
      const answer = resumed.body.data[0] as Schemas['DayEndRunDone'];
      expect(answer.run).toMatchObject({ id: failed?.id, status: 'completed', attempts: 2 });
      expect(await hotelDate(server)).toBe(plusDays(day.date, 1));
      expect(await ledgerOf(day)).toEqual(reference);
    });
  }

  it('cancels a failed run: the date stays open, and the next run starts afresh', async () => {
    await settleDepartures();
    const day = await aDay();
    const before = await footprint();
    setDayEndStepHookForTests((done) => {
      if (done === 'statistics') throw new Error('power cut');
    });
    expect((await run(day.date)).status).toBe(500);
    setDayEndStepHookForTests(undefined);
    const cancelled = await server.call('finance/day-end', 'cancel', [{ hotelDate: day.date }]);
    expect(cancelled.status, JSON.stringify(cancelled.body.apiResponse)).toBe(200);
    expect(cancelled.typed.data[0]).toMatchObject({
      message: 'Day-end proceed was cancelled',
      hotelDate: day.date,
      run: { status: 'cancelled' },
    });
    expect(await footprint()).toEqual(before);
    // Nothing open: cancelling again changes nothing and says the same.
    const again = await server.call('finance/day-end', 'cancel', [{ hotelDate: day.date }]);
    expect(again.typed.data[0]).toMatchObject({ message: 'Day-end proceed was cancelled', run: null });
    const done = await run(day.date);
    expect(done.status).toBe(200);
    expect((done.body.data[0] as Schemas['DayEndRunDone']).run.attempts).toBe(1);
    expect(await ledgerOf(day)).toEqual(reference);
  });

  it('runs once when two runs start at once', async () => {
    await settleDepartures();
    const day = await aDay();
    const answers = await Promise.all([run(day.date), run(day.date)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    // PostgreSQL: the second finds the first holding the hotel (or, when it comes late, the date
    // moved); PGlite runs them one after the other.
    expect(testEngine === 'postgres' ? ['DAY_END_RUNNING', 'STALE_HOTEL_DATE'] : ['STALE_HOTEL_DATE']).toContain(
      refused?.body.apiResponse.code,
    );
    expect(await ledgerOf(day)).toEqual(reference);
    const runs = await server.db
      .selectFrom('day_end_run')
      .select('status')
      .where('hotel_date', '=', day.date)
      .execute();
    expect(runs.map((r) => r.status)).toEqual(['completed']);
  });

  it('records the no-show fee of a stay by its contract’s cancellation policy, and none without one', async () => {
    await settleDepartures();
    const day = await aDay();
    const { db, propertyId } = server;
    // A static contract whose policy charges a no-show half the stay; the day's arrival that never
    // comes (two nights at 1,800.00) was priced by it.
    const policy = await server.call(
      'sales/cancellation-policy',
      'save',
      [
        {
          code: 'NS-HALF',
          name: 'No-show half',
          appliesTo: 'static',
          noShow: { kind: 'percent', percent: '50' },
          seasons: [],
        },
      ],
      newKey('policy'),
    );
    expect(policy.status, JSON.stringify(policy.body.apiResponse)).toBe(200);
    const company = await db
      .insertInto('company_profile')
      .values({ property_id: propertyId, code: 'NSTO', name: 'No-show Tours' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contract = await db
      .insertInto('contract')
      .values({
        property_id: propertyId,
        code: 'NSTO-1',
        name: 'No-show Tours',
        company_profile_id: company.id,
        currency_code: 'THB',
        created_by: 'test',
        cancel_policy_id: policy.typed.data[0]?.id as number,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const version = await db
      .insertInto('contract_version')
      .values({
        property_id: propertyId,
        contract_id: contract.id,
        number: 1,
        status: 'active',
        valid_from: day.date,
        valid_to: plusDays(day.date, 30),
        body: JSON.stringify({ childPolicy: { adultFromAge: 12, bands: [] }, seasons: [], rules: [] }),
        created_by: 'test',
        activated_at: new Date(),
        activated_by: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('room_stay')
      .set({ contract_version_id: version.id, price_explanation: JSON.stringify({ status: 'priced' }) })
      .where('id', '=', day.dueStayId)
      .execute();
    const plan = await preview();
    expect(plan.findings.find((f) => f.stayId === day.dueStayId)?.message).toBe(
      `Due on ${day.date}, not checked in: becomes a no-show; no-show fee 1800.00 by policy NS-HALF`,
    );
    const done = await server.call('finance/day-end', 'run', [{ hotelDate: day.date }], newKey('dayend'));
    expect(done.status, JSON.stringify(done.body.apiResponse)).toBe(200);
    const booking = await db
      .selectFrom('reservation')
      .select(['status', 'no_show_fee', 'no_show_fee_explanation'])
      .where('id', '=', day.dueReservationId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('no-show');
    expect(String(booking.no_show_fee)).toBe('1800.00');
    expect(booking.no_show_fee_explanation).toMatchObject([
      {
        stayId: day.dueStayId,
        hotelDate: day.date,
        occasion: 'no-show',
        fee: '1800.00',
        outcome: 'charged',
        policy: { code: 'NS-HALF' },
        computation: { charge: { kind: 'percent', percent: '50' }, stayTotal: '3600.00', amount: '1800.00' },
      },
    ]);
    const audit = await db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'reservation')
      .where('entity_id', '=', String(day.dueReservationId))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ status: 'no-show', noShowFee: '1800.00' });
    // The earlier days' no-shows had no contract: nothing recorded.
    const others = await db
      .selectFrom('reservation')
      .select('no_show_fee')
      .where('status', '=', 'no-show')
      .where('id', '<>', day.dueReservationId)
      .execute();
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((row) => row.no_show_fee === null)).toBe(true);
  });
});
