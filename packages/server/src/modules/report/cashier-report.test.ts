import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../api/money.ts';
import { signIn } from '../../test/api.ts';
import { aGuest, newKey, plusDays, roomTypeWithRooms } from '../../test/booking.ts';
import { cashierFixtures, inHouseStays, USD_RATE } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { arriving } from '../../test/front-desk.ts';
import { hoursAndMinutes } from './cashier-report.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let stays: number[];
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  fx = await cashierFixtures(server);
  stays = await inHouseStays(server, 'CRP', 4);
  // A demo hotel and four check-ins: slow on a loaded machine.
}, 240_000);
afterAll(() => server?.close());

type Criteria = Schemas['CashierReportCriteria'];
type Report = Schemas['CashierReport'];
type Headers = Record<string, string>;

async function report(criteria: Criteria, headers: Headers = {}): Promise<Report> {
  const answer = await server.call('report/cashierReport', 'get_detail', [criteria], headers);
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

const openShift = (shift: 'AM' | 'PM' | 'Night') => ok(server.call('cashier/shift', 'open', [{ shift }], newKey('s')));
async function closeShift(counts: { currencyCode: string; counted: string }[]) {
  const current = await server.call('cashier/shift', 'current', []);
  const id = current.typed.data[0]?.id as number;
  return (await ok(server.call('cashier/shift', 'close', [{ id, counts }]))).typed.data[0] as Schemas['CashierShift'];
}
const charge = async (data: Schemas['CashierCharge']) =>
  (await ok(server.call('cashier/folio', 'post', [data], newKey('c')))).typed.data[0] as Schemas['Posting'];
const pay = async (data: Schemas['CashierPayment']) =>
  (await ok(server.call('cashier/folio', 'pay', [data], newKey('p')))).typed.data[0] as Schemas['Posting'];
const cents = (value: unknown) => toCents(String(value));
const sum = (values: unknown[]) => fromCents(values.reduce<bigint>((total, value) => total + cents(value), 0n));

describe(`report/cashierReport (${testEngine})`, () => {
  it('posting journal, corrections and voids, currency exchange, closed shifts and their times', async () => {
    const stayId = stays[0] as number;
    const am = (await openShift('AM')).typed.data[0] as Schemas['CashierShift'];
    const food = await charge({ stayId, transactionCodeId: fx.food, quantity: 2, unitAmount: '150.00' });
    const laundry = await charge({ stayId, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '80.00' });
    await ok(server.call('cashier/folio', 'void', [{ postingId: laundry.id, reason: 'Wrong room' }], newKey('v')));
    const usd = await pay({ stayId, paymentTypeId: fx.usdCash, amount: '10.00' });
    const cash = await pay({ stayId, paymentTypeId: fx.cash, amount: '50.00' });
    expect(usd.total).toBe('-327.45');

    const journal = await report({ report: 'posting-journal-report' });
    expect([journal.fromDate, journal.toDate]).toEqual([fx.hotelDate, fx.hotelDate]);
    const mine = journal.rows.filter((row) => row.folioId === food.folioId);
    expect(mine.map((row) => [row.transactionCode, row.status, row.total])).toEqual([
      [food.transactionCode, '', food.total],
      [laundry.transactionCode, 'void', laundry.total],
      [usd.transactionCode, '', '-327.45'],
      [cash.transactionCode, '', '-50.00'],
    ]);
    expect(mine[0]).toMatchObject({ shift: 'AM', cashier: 'admin', roomNumber: 'CRP1', folio: 'CashCRP, Test' });
    expect(mine[0]?.postedTime).toMatch(/^\d\d:\d\d$/);
    // Void postings are listed but out of the totals, as they are out of every balance.
    const counted = journal.rows.filter((row) => row.status !== 'void');
    expect(journal.totals.total).toBe(sum(counted.map((row) => row.total)));
    expect(journal.totals).not.toHaveProperty('window');

    const byCode = await report({ report: 'posting-journal-report', grouping: 'transaction-code' });
    expect(byCode.columns.map((c) => c.key)).toEqual([
      'transactionCode',
      'description',
      'kind',
      'postings',
      'netAmount',
      'serviceCharge',
      'tax',
      'total',
    ]);
    expect(byCode.totals.total).toBe(journal.totals.total);
    expect(byCode.totals.postings).toBe(counted.length);
    expect(byCode.rows.some((row) => row.transactionCode === laundry.transactionCode && row.postings === 0)).toBe(
      false,
    );

    const exchange = await report({ report: 'currency-exchange-summary-report' });
    const ours = exchange.rows.filter((row) => row.shiftId === am.id);
    expect(ours).toEqual([
      {
        shiftId: am.id,
        hotelDate: fx.hotelDate,
        shift: 'AM',
        cashier: 'admin',
        currencyCode: 'USD',
        payments: 1,
        foreignAmount: '10.00',
        exchangeRate: USD_RATE,
        localAmount: '327.45',
      },
    ]);
    expect(exchange.totals).not.toHaveProperty('foreignAmount');
    expect(exchange.totals.localAmount).toBe(sum(exchange.rows.map((row) => row.localAmount)));

    // Closing the shift freezes its totals; the cash counted against them makes the variance.
    const closed = await closeShift([
      { currencyCode: 'THB', counted: '45.00' },
      { currencyCode: 'USD', counted: '10.00' },
      { currencyCode: 'EUR', counted: '0.00' },
    ]);
    const shifts = await report({ report: 'closed-shift-report' });
    const lines = shifts.rows.filter((row) => row.shiftId === am.id);
    expect(lines).toEqual(
      closed.totals
        .map((total) => expect.objectContaining({ paymentType: total.paymentTypeCode, amount: total.amount }))
        .concat([expect.objectContaining({ paymentType: '', currencyCode: 'EUR', counted: '0.00', variance: '0.00' })]),
    );
    expect(lines.find((row) => row.currencyCode === 'THB')).toMatchObject({
      paymentType: 'CASH',
      amount: '50.00',
      localAmount: '50.00',
      expected: '50.00',
      counted: '45.00',
      variance: '-5.00',
    });
    expect(lines.find((row) => row.currencyCode === 'USD')).toMatchObject({ amount: '10.00', localAmount: '327.45' });
    expect(shifts.totals).toEqual({ localAmount: sum(shifts.rows.map((row) => row.localAmount ?? '0')) });

    const times = await report({ report: 'closed-shift-time-report' });
    const time = times.rows.find((row) => row.shiftId === am.id);
    expect(time).toMatchObject({ shift: 'AM', cashier: 'admin', closedBy: 'admin', postings: 4 });
    expect(time?.duration).toMatch(/^\d+:\d\d$/);
    // The demo hotel's closed shift is there too; open shifts are not.
    expect(times.rows.some((row) => row.cashier === 'cashier')).toBe(true);
    const pm = (await openShift('PM')).typed.data[0] as Schemas['CashierShift'];
    expect((await report({ report: 'closed-shift-time-report' })).rows.some((row) => row.shiftId === pm.id)).toBe(
      false,
    );

    // A later shift corrects the food charge with a counter-posting.
    await ok(server.call('cashier/folio', 'correct', [{ postingId: food.id, reason: 'Guest complaint' }], newKey('k')));
    const cancelled = await report({ report: 'correnctions-cancelled-payment-report' });
    const ourCancels = cancelled.rows.filter((row) => row.guest === 'CashCRP, Test');
    expect(ourCancels.map((row) => [row.action, row.transactionCode, row.amount, row.reason, row.actionBy])).toEqual([
      ['void', laundry.transactionCode, laundry.total, 'Wrong room', 'admin'],
      ['correction', food.transactionCode, food.total, 'Guest complaint', 'admin'],
    ]);
    expect(ourCancels[1]).toMatchObject({
      kind: 'charge',
      postedOn: fx.hotelDate,
      postedBy: 'admin',
      roomNumber: 'CRP1',
    });
    const after = await report({ report: 'posting-journal-report' });
    expect(after.rows.filter((row) => row.status === 'correction').map((row) => row.total)).toContain(
      fromCents(-cents(food.total)),
    );
    await closeShift([{ currencyCode: 'THB', counted: '0.00' }]);
  });

  it('high-balance-report lists open folios above the threshold, and the dashboard counts them', async () => {
    await openShift('Night');
    const stayId = stays[1] as number;
    const room = await charge({ stayId, transactionCodeId: fx.room, quantity: 1, unitAmount: '9000.00' });
    await pay({ stayId, paymentTypeId: fx.cash, amount: '1000.00' });
    const balance = fromCents(cents(room.total) - 100000n);
    const high = await report({ report: 'high-balance-report' });
    expect([high.fromDate, high.toDate, high.forDate]).toEqual([null, null, null]);
    const row = high.rows.find((r) => r.folioId === room.folioId);
    expect(row).toMatchObject({
      roomNumber: 'CRP2',
      guest: 'CashCRP, Test',
      folioKind: 'stay',
      charges: room.total,
      payments: '1000.00',
      balance,
    });
    expect(high.rows.every((r) => cents(r.balance) > 500000n)).toBe(true);
    const balances = high.rows.map((r) => cents(r.balance));
    expect([...balances].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(balances);
    expect(high.totals.balance).toBe(sum(high.rows.map((r) => r.balance)));
    const above = await report({ report: 'high-balance-report', threshold: balance });
    expect(above.rows.some((r) => r.folioId === room.folioId)).toBe(false);

    const dashboard = (await server.call('report/dashboard', 'get', [])).typed.data[0];
    expect(dashboard?.cashier).toMatchObject({ highBalanceThreshold: '5000.00', highBalances: high.rows.length });
    expect(dashboard?.cashier?.openShifts).toBeGreaterThanOrEqual(1);
    // The day's charges and payments as the journal lists them (transfers and voids left out).
    const journal = await report({ report: 'posting-journal-report' });
    const plain = journal.rows.filter((r) => r.status === '' || r.status === 'correction');
    const charges = plain.filter((r) => r.kind === 'charge');
    const payments = plain.filter((r) => r.kind === 'payment');
    expect(dashboard?.cashier).toMatchObject({
      charges: charges.length,
      chargesAmount: sum(charges.map((r) => r.total)),
      payments: payments.length,
      paymentsAmount: fromCents(-cents(sum(payments.map((r) => r.total)))),
    });
  });

  it('deposit ledger, deposit transfer at check-in, and deposits on the dashboard', async () => {
    const guest = await aGuest(server, 'Deposit');
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'CRD', 3);
    const moving = await arriving(server, guest, roomTypeId, { nights: 2 });
    const keeping = await arriving(server, guest, roomTypeId, { nights: 2 });
    const owing = await arriving(server, guest, roomTypeId, { nights: 2, arrival: plusDays(fx.hotelDate, 5) });
    await server.db
      .updateTable('reservation')
      .set({ deposit_required: '1500.00', deposit_due_date: fx.hotelDate })
      .where('id', '=', owing.reservationId)
      .execute();
    const deposit = (reservationId: number, action: 'take' | 'refund', amount: string) =>
      ok(server.call('cashier/deposit', action, [{ reservationId, paymentTypeId: fx.cash, amount }], newKey('d')));
    await deposit(moving.reservationId, 'take', '1000.00');
    await deposit(keeping.reservationId, 'take', '500.00');
    await deposit(keeping.reservationId, 'take', '200.00');
    await deposit(owing.reservationId, 'take', '500.00');

    // Deposits due today and not fully received, as the deposit screen's "due today" lists them.
    const dueToday = (await ok(server.call('cashier/deposit', 'list', [{ view: 'due-today' }]))).typed.data;
    const before = (await server.call('report/dashboard', 'get', [])).typed.data[0]?.cashier;
    expect(before).toMatchObject({
      depositsDue: dueToday.length,
      depositsDueAmount: sum(dueToday.map((account) => account.outstanding)),
    });
    expect(dueToday.map((account) => account.reservationId)).toContain(owing.reservationId);
    expect(before?.arrivalsWithDeposit).toBeGreaterThanOrEqual(2);

    // The check-in moves the deposit to the guest folio by itself.
    const stayId = moving.stayIds[0] as number;
    await ok(
      server.call('reservation/reservation', 'checkin', [{ stayId, roomId: roomIds[0] as number }], newKey('i')),
    );
    const after = (await server.call('report/dashboard', 'get', [])).typed.data[0]?.cashier;
    expect(after?.arrivalsWithDeposit).toBe((before?.arrivalsWithDeposit ?? 0) - 1);
    expect(cents(after?.arrivalsDeposit)).toBe(cents(before?.arrivalsDeposit) - 100000n);

    const transfers = await report({ report: 'deposit-transfer-at-check-in-report' });
    expect(transfers.rows.filter((row) => row.reservationId === moving.reservationId)).toEqual([
      expect.objectContaining({
        transferredOn: fx.hotelDate,
        direction: 'check-in',
        roomNumber: 'CRD1',
        guest: 'Deposit, Test',
        postings: 1,
        amount: '1000.00',
        transferredBy: 'admin',
      }),
    ]);
    expect(transfers.totals.amount).toBe(sum(transfers.rows.map((row) => row.amount)));

    // The other booking is cancelled: part of its deposit is refunded, some forfeited.
    const current = (await server.call('reservation/reservation', 'get', [{ id: keeping.reservationId }])).typed
      .data[0] as Schemas['Reservation'];
    const reason = await server.db
      .selectFrom('cancellation_reason')
      .select('id')
      .where('property_id', '=', server.propertyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await ok(
      server.call('reservation/reservation', 'cancel', [
        {
          id: keeping.reservationId,
          version: current.version,
          cancellationReasonId: reason.id,
          cancellationFee: '0.00',
        },
      ]),
    );
    await deposit(keeping.reservationId, 'refund', '300.00');
    await ok(
      server.call(
        'cashier/deposit',
        'forfeit',
        [{ reservationId: keeping.reservationId, transactionCodeId: fx.room, amount: '100.00' }],
        newKey('f'),
      ),
    );
    const forfeit = await server.db
      .selectFrom('posting as p')
      .innerJoin('folio as f', 'f.id', 'p.folio_id')
      .select('p.total')
      .where('f.reservation_id', '=', keeping.reservationId)
      .where('f.owner_kind', '=', 'reservation')
      .where('p.kind', '=', 'charge')
      .executeTakeFirstOrThrow();
    const forfeited = fromCents(cents(forfeit.total));

    const ledger = await report({ report: 'deposit-ledger-report' });
    const byBooking = (id: number) => ledger.rows.find((row) => row.reservationId === id);
    expect(byBooking(moving.reservationId)).toMatchObject({
      opening: '0.00',
      newDeposits: '1000.00',
      refunds: '0.00',
      forfeited: '0.00',
      toGuestLedger: '1000.00',
      otherMovements: '0.00',
      closing: '0.00',
    });
    expect(byBooking(keeping.reservationId)).toMatchObject({
      newDeposits: '700.00',
      refunds: '300.00',
      forfeited,
      toGuestLedger: '0.00',
      closing: fromCents(40000n - cents(forfeited)),
    });
    expect(byBooking(owing.reservationId)).toMatchObject({ newDeposits: '500.00', closing: '500.00' });

    // A check-in taken back brings the deposit back: it counts against the guest ledger column.
    const version = (
      await server.db.selectFrom('room_stay').select('version').where('id', '=', stayId).executeTakeFirstOrThrow()
    ).version;
    await ok(server.call('reservation/reservation', 'undo-checkin', [{ stayId, version }], newKey('u')));
    const undone = await report({ report: 'deposit-ledger-report' });
    expect(undone.rows.find((row) => row.reservationId === moving.reservationId)).toMatchObject({
      newDeposits: '1000.00',
      toGuestLedger: '0.00',
      closing: '1000.00',
    });
    const back = await report({ report: 'deposit-transfer-at-check-in-report' });
    expect(
      back.rows.filter((row) => row.reservationId === moving.reservationId).map((row) => [row.direction, row.amount]),
    ).toEqual([
      ['check-in', '1000.00'],
      ['undo-check-in', '-1000.00'],
    ]);
    for (const row of undone.rows) {
      const moves =
        cents(row.opening) +
        cents(row.newDeposits) -
        cents(row.refunds) -
        cents(row.forfeited) -
        cents(row.toGuestLedger) +
        cents(row.otherMovements);
      expect(fromCents(moves)).toBe(row.closing);
    }
    // The next day opens with what was held at the end of this one.
    const tomorrow = await report({
      report: 'deposit-ledger-report',
      fromDate: plusDays(fx.hotelDate, 1),
      toDate: plusDays(fx.hotelDate, 1),
    });
    expect(tomorrow.rows.find((row) => row.reservationId === keeping.reservationId)).toMatchObject({
      opening: byBooking(keeping.reservationId)?.closing,
      newDeposits: '0.00',
    });
  });

  it('departure-extendad-report lists stays whose departure was moved later, from the audit trail', async () => {
    const stayId = stays[2] as number;
    const stay = await server.db
      .selectFrom('room_stay')
      .select(['version', 'departure', 'arrival'])
      .where('id', '=', stayId)
      .executeTakeFirstOrThrow();
    const later = plusDays(stay.departure, 2);
    await ok(
      server.call(
        'reservation/reservation',
        'change-departure',
        [{ stayId, version: stay.version, departure: later }],
        newKey('x'),
      ),
    );
    // Shortening is not an extension.
    const shorter = await server.db
      .selectFrom('room_stay')
      .select('version')
      .where('id', '=', stayId)
      .executeTakeFirstOrThrow();
    await ok(
      server.call(
        'reservation/reservation',
        'change-departure',
        [{ stayId, version: shorter.version, departure: plusDays(later, -1) }],
        newKey('x'),
      ),
    );
    const today = new Date().toISOString().slice(0, 10);
    const extended = await report({ report: 'departure-extendad-report', fromDate: today, toDate: today });
    expect(extended.rows.filter((row) => row.roomNumber === 'CRP3')).toEqual([
      expect.objectContaining({
        extendedOn: today,
        guest: 'CashCRP, Test',
        arrival: stay.arrival,
        previousDeparture: stay.departure,
        departure: later,
        nightsAdded: 2,
        extendedBy: 'admin',
      }),
    ]);
  });

  it('checked-out-messages-report lists undelivered messages of guests who left', async () => {
    const stayId = stays[3] as number;
    const { reservation_id: reservationId } = await server.db
      .selectFrom('room_stay')
      .select(['reservation_id'])
      .where('id', '=', stayId)
      .executeTakeFirstOrThrow();
    const message = (text: string) =>
      ok(
        server.call(
          'reception/message',
          'create',
          [{ reservationId, stayId, text, fromName: 'Mr Caller' }],
          newKey('m'),
        ),
      );
    await message('Please call back');
    const delivered = (await message('Parcel at the desk')).typed.data[0] as Schemas['GuestMessage'];
    await ok(
      server.call('reception/message', 'deliver', [{ id: delivered.id, version: delivered.version }], newKey('d')),
    );
    const none = await report({ report: 'checked-out-messages-report' });
    expect(none.rows.some((row) => row.reservationId === reservationId)).toBe(false);
    await ok(server.call('cashier/folio', 'checkout', [{ stayId }], newKey('o')));
    const left = await report({ report: 'checked-out-messages-report' });
    expect(left.rows.filter((row) => row.reservationId === reservationId)).toEqual([
      expect.objectContaining({
        checkedOutOn: fx.hotelDate,
        roomNumber: 'CRP4',
        guest: 'CashCRP, Test',
        message: 'Please call back',
        fromName: 'Mr Caller',
        takenBy: 'admin',
      }),
    ]);
    const yesterday = plusDays(fx.hotelDate, -1);
    const earlier = await report({ report: 'checked-out-messages-report', fromDate: yesterday, toDate: yesterday });
    expect(earlier.rows.some((row) => row.reservationId === reservationId)).toBe(false);
  });

  it('checks the dates and who may read', async () => {
    const backwards = await server.call('report/cashierReport', 'get_detail', [
      { report: 'posting-journal-report', fromDate: fx.hotelDate, toDate: plusDays(fx.hotelDate, -1) },
    ]);
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('/data/0/toDate');
    const tooLong = await server.call('report/cashierReport', 'get_detail', [
      { report: 'closed-shift-report', fromDate: fx.hotelDate, toDate: plusDays(fx.hotelDate, 366) },
    ]);
    expect(tooLong.status).toBe(400);
    const badThreshold = await server.call('report/cashierReport', 'get_detail', [
      { report: 'high-balance-report', threshold: '-5' },
    ]);
    expect(badThreshold.status).toBe(400);

    const cashier = (await signIn(server.app, 'cashier', 'demo-test-password')).headers;
    expect((await report({ report: 'closed-shift-report' }, cashier)).rows.length).toBeGreaterThan(0);
    for (const login of ['housekeeping', 'reception']) {
      const headers = (await signIn(server.app, login, 'demo-test-password')).headers;
      const refused = await server.call(
        'report/cashierReport',
        'get_detail',
        [{ report: 'high-balance-report' }],
        headers,
      );
      expect(refused.status).toBe(403);
      // The dashboard's money is the cashier's too.
      const figures = await server.call('report/dashboard', 'get', [], headers);
      expect(figures.typed.data[0]?.cashier).toBeNull();
    }
    expect((await server.call('report/dashboard', 'get', [], cashier)).typed.data[0]?.cashier).not.toBeNull();
  });

  it('shows shift durations in hours and minutes', () => {
    expect(hoursAndMinutes(0)).toBe('0:00');
    expect(hoursAndMinutes(59)).toBe('0:00');
    expect(hoursAndMinutes(3 * 3600 + 5 * 60 + 30)).toBe('3:05');
    expect(hoursAndMinutes(27 * 3600)).toBe('27:00');
  });
});
