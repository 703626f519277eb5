import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../api/money.ts';
import { aGuest, booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { cashierFixtures, summedBalance, USD_RATE } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { hotelDate } from '../../test/front-desk.ts';
import { localAmount } from './charges.ts';

// Advance deposits: taken on the booking's deposit ledger with a receipt, moved to the guest folio
// at check-in (and back at an undo), refunded and forfeited within what is held.

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let guest: number;
let roomTypeId: number;
let roomIds: number[];
let today: string;
let forfeitCode: number;
let reason: number;

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  fx = await cashierFixtures(server);
  guest = await aGuest(server, 'Depositor');
  ({ roomTypeId, roomIds } = await roomTypeWithRooms(server, 'DEP', 14));
  today = await hotelDate(server);
  const group = await server.db
    .selectFrom('transaction_group')
    .select('id')
    .where('property_id', '=', server.propertyId)
    .where('code', '=', 'ROOM')
    .executeTakeFirstOrThrow();
  forfeitCode = (
    await server.db
      .insertInto('transaction_code')
      .values({
        property_id: server.propertyId,
        code: '1095',
        name: 'Forfeited deposit (test)',
        transaction_group_id: group.id,
        kind: 'CHARGE',
        taxable: false,
        service_charge: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  reason = (
    await server.db
      .selectFrom('cancellation_reason')
      .select('id')
      .where('property_id', '=', server.propertyId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  const opened = await server.call('cashier/shift', 'open', [{ shift: 'AM' }], newKey('shift'));
  expect(opened.status, JSON.stringify(opened.body.apiResponse)).toBe(200);
}, 300_000);
afterAll(() => server?.close());

async function book(options: { arrival?: string; required?: string; due?: string; rooms?: number } = {}) {
  const arrival = options.arrival ?? plusDays(today, 10);
  const stays = Array.from({ length: options.rooms ?? 1 }, () => stay(roomTypeId, arrival, plusDays(arrival, 2)));
  const created = await server.call(
    'reservation/reservation',
    'create',
    [
      booking(guest, stays, {
        depositRequired: options.required ?? '3000.00',
        depositDueDate: options.due ?? plusDays(today, 3),
      }),
    ],
    newKey('book'),
  );
  expect(created.status, JSON.stringify(created.body.apiResponse)).toBe(200);
  return created.typed.data[0] as Schemas['Reservation'];
}

const take = (reservationId: number, amount: string, paymentTypeId = fx.cash, key = newKey('take')) =>
  server.call('cashier/deposit', 'take', [{ reservationId, paymentTypeId, amount }], key);
const account = async (reservationId: number) => {
  const answer = await server.call('cashier/deposit', 'get', [{ reservationId }]);
  expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
  return answer.typed.data[0] as Schemas['DepositAccount'];
};
async function cancel(reservationId: number, fee = '0.00') {
  const current = await server.call('reservation/reservation', 'get', [{ id: reservationId }]);
  const version = (current.typed.data[0] as Schemas['Reservation']).version;
  const cancelled = await server.call('reservation/reservation', 'cancel', [
    { id: reservationId, version, cancellationReasonId: reason, cancellationFee: fee },
  ]);
  expect(cancelled.status, JSON.stringify(cancelled.body.apiResponse)).toBe(200);
}

describe(`advance deposits (${testEngine})`, () => {
  it('takes a deposit with a receipt numbered by the database, in USD at the stored rate', async () => {
    const reservation = await book();
    const first = await take(reservation.id, '1000.00');
    expect(first.status, JSON.stringify(first.body.apiResponse)).toBe(200);
    const receipt = first.typed.data[0] as Schemas['DepositReceipt'];
    expect(receipt.receiptNumber).toMatch(/^DR\d{7}$/);
    expect(receipt).toMatchObject({ kind: 'deposit', amount: '1000.00', balance: '1000.00', currencyCode: 'THB' });
    const usd = await take(reservation.id, '50.00', fx.usdCash);
    const second = usd.typed.data[0] as Schemas['DepositReceipt'];
    expect(second.receiptNumber > receipt.receiptNumber).toBe(true);
    expect(second).toMatchObject({ foreignAmount: '50.00', currencyCode: 'USD', exchangeRate: USD_RATE });
    const local = localAmount('50.00', USD_RATE);
    const held = fromCents(toCents('1000.00') + toCents(local));
    const ledger = await account(reservation.id);
    expect(ledger).toMatchObject({ received: held, balance: held, refunded: '0.00', transferred: '0.00' });
    expect(ledger.outstanding).toBe(fromCents(toCents('3000.00') - toCents(held)));
    expect(ledger.entries?.map((entry) => entry.kind)).toEqual(['deposit', 'deposit']);
    const folio = await server.db
      .selectFrom('folio')
      .selectAll()
      .where('id', '=', ledger.folioId as number)
      .executeTakeFirstOrThrow();
    expect(folio.owner_kind).toBe('reservation');
  });

  it('replays the same Idempotency-Key without a second deposit; refuses without one', async () => {
    const reservation = await book();
    const key = newKey('same');
    const first = await take(reservation.id, '500.00', fx.cash, key);
    const again = await take(reservation.id, '500.00', fx.cash, key);
    expect(again.status).toBe(200);
    expect(again.typed.data[0]?.receiptNumber).toBe(first.typed.data[0]?.receiptNumber);
    expect((await account(reservation.id)).balance).toBe('500.00');
    const without = await server.call('cashier/deposit', 'take', [
      { reservationId: reservation.id, paymentTypeId: fx.cash, amount: '1.00' },
    ]);
    expect(without.status).toBe(400);
    expect(without.body.apiResponse.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('lists deposits due today, overdue and by confirmation number or name', async () => {
    const dueToday = await book({ due: today });
    const overdue = await book({ due: plusDays(today, -2) });
    const paid = await book({ due: plusDays(today, -1), required: '100.00' });
    await take(paid.id, '100.00');
    const list = async (filter: Schemas['DepositListFilter']) => {
      const answer = await server.call('cashier/deposit', 'list', [filter]);
      expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
      return answer.typed.data.map((row) => row.reservationId);
    };
    expect(await list({ view: 'due-today' })).toContain(dueToday.id);
    expect(await list({ view: 'due-today' })).not.toContain(overdue.id);
    const late = await list({ view: 'overdue' });
    expect(late).toContain(overdue.id);
    expect(late).not.toContain(paid.id);
    expect(await list({ view: 'held' })).toContain(paid.id);
    expect(await list({ search: dueToday.confirmationNumber })).toEqual([dueToday.id]);
    expect(await list({ search: 'depositor', view: 'overdue' })).toContain(overdue.id);
    const row = (await server.call('cashier/deposit', 'list', [{ search: overdue.confirmationNumber }])).typed.data[0];
    expect(row?.overdue).toBe(true);
  });

  it('moves the deposit to window 1 of the guest folio at check-in, and back at an undo', async () => {
    const reservation = await book({ arrival: today, rooms: 2 });
    await take(reservation.id, '1200.00');
    await take(reservation.id, '20.00', fx.usdCash);
    const held = (await account(reservation.id)).balance;
    const [first, second] = reservation.stays.map((s) => s.id) as [number, number];
    const checkin = await server.call(
      'reservation/reservation',
      'checkin',
      [
        { stayId: first, roomId: roomIds[0] as number },
        { stayId: second, roomId: roomIds[1] as number },
      ],
      newKey('ci'),
    );
    expect(checkin.status, JSON.stringify(checkin.body.apiResponse)).toBe(200);
    const ledger = await account(reservation.id);
    expect(ledger).toMatchObject({ balance: '0.00', transferred: held });
    const folio = (await server.call('cashier/folio', 'get', [{ stayId: first }])).typed.data[0] as Schemas['Folio'];
    expect(folio.balance).toBe(fromCents(-toCents(held)));
    expect(folio.windows[0]).toEqual({ window: 1, balance: folio.balance });
    expect(folio.postings.every((posting) => posting.transferSide === 'in' && posting.window === 1)).toBe(true);
    // Revenue is untouched: the pairs carry the system shift, where they net to zero.
    const shiftIds = [...new Set(folio.postings.map((posting) => posting.shiftId))];
    const shift = await server.db.selectFrom('cashier_shift').selectAll().where('id', 'in', shiftIds).execute();
    expect(shift.map((s) => [s.cashier, s.user_id])).toEqual([['system', null]]);
    expect(await summedBalance(server, ledger.folioId as number)).toBe('0.00');
    const other = (await server.call('cashier/folio', 'get', [{ stayId: second }])).typed.data[0];
    expect(other?.balance).toBe('0.00');
    const transfers = await server.db
      .selectFrom('deposit_transfer')
      .selectAll()
      .where('reservation_id', '=', reservation.id)
      .execute();
    expect(transfers.map((t) => [t.direction, t.stay_id, money(t.amount), t.postings])).toEqual([
      ['check-in', first, held, 2],
    ]);

    const version = checkin.typed.data.find((s) => s.stayId === first)?.version as number;
    const undo = await server.call(
      'reservation/reservation',
      'undo-checkin',
      [{ stayId: first, version }],
      newKey('u'),
    );
    expect(undo.status, JSON.stringify(undo.body.apiResponse)).toBe(200);
    expect(await account(reservation.id)).toMatchObject({ balance: held, transferred: '0.00' });
    const after = (await server.call('cashier/folio', 'get', [{ stayId: first }])).typed.data[0];
    expect(after?.balance).toBe('0.00');
  });

  it('refuses to take a check-in back while the stay has postings of its own', async () => {
    const reservation = await book({ arrival: today });
    await take(reservation.id, '300.00');
    const stayId = reservation.stays[0]?.id as number;
    const checkin = await server.call(
      'reservation/reservation',
      'checkin',
      [{ stayId, roomId: roomIds[2] as number }],
      newKey('ci'),
    );
    expect(checkin.status).toBe(200);
    const posted = await server.call(
      'cashier/folio',
      'post',
      [{ stayId, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '100.00' }],
      newKey('post'),
    );
    expect(posted.status, JSON.stringify(posted.body.apiResponse)).toBe(200);
    const version = checkin.typed.data[0]?.version as number;
    const undo = await server.call('reservation/reservation', 'undo-checkin', [{ stayId, version }], newKey('u'));
    expect(undo.status, JSON.stringify(undo.body.apiResponse)).toBe(422);
    expect(undo.body.apiResponse.code).toBe('STAY_HAS_POSTINGS');
    expect((await account(reservation.id)).balance).toBe('0.00');
  });

  it('refuses a deposit for a booking in house, cancelled or unknown', async () => {
    const reservation = await book();
    await cancel(reservation.id);
    const refused = await take(reservation.id, '10.00');
    expect(refused.status).toBe(422);
    expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/reservationId');
    expect((await take(999999, '10.00')).status).toBe(404);
    expect((await take(reservation.id, '0.00')).status).toBe(400);
  });

  it('refunds and forfeits a cancelled booking within what is held', async () => {
    const reservation = await book({ required: '2000.00' });
    await take(reservation.id, '2000.00');
    await cancel(reservation.id, '500.00');
    const ledger = await account(reservation.id);
    expect(ledger.cancellationFee).toBe('500.00');
    const forfeit = (amount: string, key = newKey('ff')) =>
      server.call(
        'cashier/deposit',
        'forfeit',
        [{ reservationId: reservation.id, transactionCodeId: forfeitCode, amount }],
        key,
      );
    const tooMuch = await forfeit('2000.01');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.apiResponse.code).toBe('FORFEIT_OVER_HELD');
    const kept = await forfeit('500.00');
    expect(kept.status, JSON.stringify(kept.body.apiResponse)).toBe(200);
    expect(kept.typed.data[0]).toMatchObject({ kind: 'forfeit', amount: '500.00', balance: '1500.00' });
    const refund = (amount: string, key = newKey('rf')) =>
      server.call(
        'cashier/deposit',
        'refund',
        [{ reservationId: reservation.id, paymentTypeId: fx.cash, amount }],
        key,
      );
    const over = await refund('1500.01');
    expect(over.status).toBe(422);
    expect(over.body.apiResponse.errors?.[0]?.field).toBe('/data/0/amount');
    const key = newKey('rf-same');
    const paid = await refund('1500.00', key);
    expect(paid.status, JSON.stringify(paid.body.apiResponse)).toBe(200);
    expect(paid.typed.data[0]).toMatchObject({ kind: 'refund', amount: '1500.00', balance: '0.00' });
    expect((await refund('1500.00', key)).typed.data[0]?.receiptNumber).toBe(paid.typed.data[0]?.receiptNumber);
    expect(await account(reservation.id)).toMatchObject({
      received: '2000.00',
      forfeited: '500.00',
      refunded: '1500.00',
      balance: '0.00',
      outstanding: '0.00',
    });
    expect((await refund('0.01')).status).toBe(422);
    expect((await forfeit('0.01')).body.apiResponse.code).toBe('NO_DEPOSIT_HELD');
  });

  it('refunds of a live booking only what is held above the deposit required; no forfeit', async () => {
    const reservation = await book({ required: '1000.00' });
    await take(reservation.id, '1300.00');
    const refund = (amount: string) =>
      server.call(
        'cashier/deposit',
        'refund',
        [{ reservationId: reservation.id, paymentTypeId: fx.cash, amount }],
        newKey('rf'),
      );
    expect((await refund('300.01')).status).toBe(422);
    expect((await refund('300.00')).status).toBe(200);
    const forfeit = await server.call(
      'cashier/deposit',
      'forfeit',
      [{ reservationId: reservation.id, transactionCodeId: forfeitCode, amount: '1.00' }],
      newKey('ff'),
    );
    expect(forfeit.status).toBe(422);
    expect(forfeit.body.apiResponse.code).toBe('NOT_CANCELLED');
  });

  it('two refunds at once never pay out more than is held', async () => {
    const reservation = await book({ required: '1000.00' });
    await take(reservation.id, '1000.00');
    await cancel(reservation.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        server.call(
          'cashier/deposit',
          'refund',
          [{ reservationId: reservation.id, paymentTypeId: fx.cash, amount: '400.00' }],
          newKey(`rr${n}`),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect((await account(reservation.id)).balance).toBe('200.00');
  });
});

const money = (value: string | number) => fromCents(toCents(String(value)));
