import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../api/money.ts';
import { signIn } from '../../test/api.ts';
import { newKey } from '../../test/booking.ts';
import { cashierFixtures, inHouseStays, summedBalance, USD_RATE } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { chargeLine, divideHalfUp, localAmount, taxesFor } from './charges.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let stays: number[];

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  fx = await cashierFixtures(server);
  stays = await inHouseStays(server, 'CSH', 4);
});
afterAll(() => server?.close());

type Headers = Record<string, string>;

const openShift = (shift: 'AM' | 'PM' | 'Night' = 'AM', headers: Headers = {}) =>
  server.call('cashier/shift', 'open', [{ shift }], { ...newKey('shift'), ...headers });
async function closeCurrent(counts: { currencyCode: string; counted: string }[] = [], headers: Headers = {}) {
  const current = await server.call('cashier/shift', 'current', [], headers);
  const id = current.typed.data[0]?.id as number;
  return server.call('cashier/shift', 'close', [{ id, counts }], headers);
}
const charge = (data: Parameters<typeof server.call<'cashier/folio', 'post'>>[2][0], headers: Headers = {}) =>
  server.call('cashier/folio', 'post', [data], { ...newKey('post'), ...headers });
const pay = (data: Parameters<typeof server.call<'cashier/folio', 'pay'>>[2][0], headers: Headers = {}) =>
  server.call('cashier/folio', 'pay', [data], { ...newKey('pay'), ...headers });
const folioOf = async (stayId: number) => {
  const answer = await server.call('cashier/folio', 'get', [{ stayId }]);
  expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
  return answer.typed.data[0] as NonNullable<(typeof answer.typed.data)[0]>;
};

describe(`the cashier's server core (${testEngine})`, () => {
  it('computes tax and service charge per line, exactly, rounded half up', () => {
    // 10.35 × 10% = 1.035: half up gives 1.04; 10.35 * 0.1 in floating point rounds to 1.03.
    expect(Math.round(10.35 * 0.1 * 100) / 100).toBe(1.03);
    const svcVat = [
      { percent: '10.00', included: false, service: true },
      { percent: '7.00', included: false, service: false },
    ];
    expect(chargeLine('10.35', 1, svcVat)).toEqual({
      unitAmount: '10.35',
      quantity: 1,
      netAmount: '10.35',
      serviceCharge: '1.04',
      tax: '0.80',
      total: '12.19',
    });
    // 1% included is carved out of the price; 10% service and 7% VAT go on top (VAT on net + service).
    expect(chargeLine('1000', 1, [...svcVat, { percent: '1.00', included: true, service: false }])).toEqual({
      unitAmount: '1000.00',
      quantity: 1,
      netAmount: '990.10',
      serviceCharge: '99.01',
      tax: '86.14',
      total: '1175.25',
    });
  });

  it('the demo hotel has a closed shift whose frozen totals match its folios', async () => {
    // The demo has other closed shifts too (deposits, departures): this one is today's AM shift.
    const list = await server.call('cashier/shift', 'list', [{ status: 'closed', cashier: 'cashier' }]);
    const shift = list.typed.data[0]?.rows.find((row) => row.shift === 'AM' && row.hotelDate === fx.hotelDate);
    expect(shift).toMatchObject({ shift: 'AM', status: 'closed', hotelDate: fx.hotelDate, closedBy: 'cashier' });
    expect(shift?.totals.map((t) => t.paymentTypeCode).sort()).toEqual(['CASH', 'USD']);
    expect(shift?.counts.every((c) => c.difference === '0.00')).toBe(true);
    const folios = await server.db.selectFrom('folio').select(['id', 'stay_id']).orderBy('id').execute();
    expect(folios.length).toBeGreaterThan(0);
    let paid = 0n;
    for (const folio of folios) {
      const answer = await server.call('cashier/folio', 'get', [{ folioId: folio.id }]);
      const view = answer.typed.data[0];
      expect(view?.balance).toBe(await summedBalance(server, folio.id));
      for (const posting of view?.postings ?? []) {
        if (posting.kind === 'payment' && posting.shiftId === shift?.id && !posting.void)
          paid -= toCents(posting.total);
      }
    }
    const frozen = shift?.totals.reduce((sum, t) => sum + toCents(t.localAmount), 0n);
    expect(frozen).toBe(paid);
  });

  it('applies the hotel’s tax types by the code’s group and flags; rounds rates and negatives half up', () => {
    const types = [
      { code: 'SVC', percent: '10.00', included: false, applies_to: 'ALL' },
      { code: 'VAT', percent: '7.00', included: false, applies_to: 'ALL' },
      { code: 'PROV', percent: '1.00', included: true, applies_to: 'ROOM' },
    ];
    const codeOf = (group_code: string, taxable: boolean, service_charge: boolean) => ({
      group_code,
      taxable,
      service_charge,
    });
    expect(taxesFor(codeOf('ROOM', true, true), types).map((t) => t.percent)).toEqual(['10.00', '7.00', '1.00']);
    expect(taxesFor(codeOf('FB', true, true), types).map((t) => t.percent)).toEqual(['10.00', '7.00']);
    expect(taxesFor(codeOf('FB', true, false), types)).toEqual([{ percent: '7.00', included: false, service: false }]);
    expect(taxesFor(codeOf('MISC', false, false), types)).toEqual([]);
    // 10.10 USD × 32.745 = 330.7245 → 330.72; 0.01 × 0.5 = 0.005 → 0.01 (half up).
    expect(localAmount('10.10', '32.745')).toBe('330.72');
    expect(localAmount('0.01', '0.5')).toBe('0.01');
    expect([divideHalfUp(5n, 10n), divideHalfUp(-5n, 10n), divideHalfUp(-4n, 10n)]).toEqual([1n, -1n, 0n]);
  });

  it('refuses a posting without an open shift and answers the open shift', async () => {
    const refused = await charge({
      stayId: stays[0] as number,
      transactionCodeId: fx.food,
      quantity: 1,
      unitAmount: '10',
    });
    expect([refused.status, refused.body.apiResponse.code]).toEqual([422, 'NO_OPEN_SHIFT']);
    expect(
      await server.db
        .selectFrom('folio')
        .select('id')
        .where('stay_id', '=', stays[0] as number)
        .execute(),
    ).toEqual([]);
    const opened = await openShift('AM');
    expect(opened.status, JSON.stringify(opened.body.apiResponse)).toBe(200);
    expect(opened.typed.data[0]).toMatchObject({
      shift: 'AM',
      status: 'open',
      cashier: 'admin',
      hotelDate: fx.hotelDate,
    });
    const again = await openShift('PM');
    expect([again.status, again.body.apiResponse.code]).toEqual([409, 'SHIFT_OPEN']);
    const current = await server.call('cashier/shift', 'current', []);
    expect(current.typed.data.map((s) => s.id)).toEqual([opened.typed.data[0]?.id]);
  });

  it('posts charges with tax and service per line from the code and the hotel’s tax types', async () => {
    const stayId = stays[0] as number;
    const empty = await folioOf(stayId);
    expect([empty.id, empty.balance, empty.windows.length]).toEqual([null, '0.00', 4]);
    const food = await charge({
      stayId,
      transactionCodeId: fx.food,
      quantity: 1,
      unitAmount: '10.35',
      reference: 'chk 17',
    });
    expect(food.status, JSON.stringify(food.body.apiResponse)).toBe(200);
    expect(food.typed.data[0]).toMatchObject({
      kind: 'charge',
      description: 'Restaurant food',
      netAmount: '10.35',
      serviceCharge: '1.04',
      tax: '0.80',
      total: '12.19',
      hotelDate: fx.hotelDate,
      shift: 'AM',
      cashier: 'admin',
      reference: 'chk 17',
      window: 1,
    });
    const room = await charge({ stayId, transactionCodeId: fx.room, quantity: 2, unitAmount: '500', window: 2 });
    expect(room.typed.data[0]).toMatchObject({
      quantity: 2,
      netAmount: '990.10',
      serviceCharge: '99.01',
      tax: '86.14',
      total: '1175.25',
    });
    const folio = await folioOf(stayId);
    expect(folio.windows.slice(0, 2)).toEqual([
      { window: 1, balance: '12.19' },
      { window: 2, balance: '1175.25' },
    ]);
    expect(folio.balance).toBe('1187.44');
    expect(await summedBalance(server, folio.id as number)).toBe('1187.44');
    const audit = await server.db
      .selectFrom('audit_log')
      .select('entity')
      .where('path', '=', 'cashier/folio')
      .execute();
    expect(audit.map((row) => row.entity).sort()).toEqual(['folio', 'posting', 'posting']);
  });

  it('takes a payment in USD at the stored rate, kept on the posting', async () => {
    const stayId = stays[0] as number;
    const paid = await pay({ stayId, paymentTypeId: fx.usdCash, amount: '10.10' });
    expect(paid.status, JSON.stringify(paid.body.apiResponse)).toBe(200);
    // 10.10 × 32.745 = 330.7245 → 330.72
    expect(paid.typed.data[0]).toMatchObject({
      kind: 'payment',
      currencyCode: 'USD',
      foreignAmount: '10.10',
      exchangeRate: USD_RATE,
      total: '-330.72',
    });
    const cash = await pay({ stayId, paymentTypeId: fx.cash, amount: '100' });
    expect(cash.typed.data[0]).toMatchObject({ currencyCode: 'THB', exchangeRate: '1.000000', total: '-100.00' });
    expect((await folioOf(stayId)).balance).toBe('756.72');
  });

  it('replays the same Idempotency-Key: one posting', async () => {
    const stayId = stays[1] as number;
    const key = newKey('same');
    const data = { stayId, transactionCodeId: fx.laundry, quantity: 3, unitAmount: '45.50' };
    const first = await server.call('cashier/folio', 'post', [data], key);
    const second = await server.call('cashier/folio', 'post', [data], key);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.typed.data[0]?.id).toBe(first.typed.data[0]?.id);
    expect((await folioOf(stayId)).postings).toHaveLength(1);
    const missing = await server.call('cashier/folio', 'post', [data]);
    expect([missing.status, missing.body.apiResponse.code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const before = await server.db.selectFrom('posting').select('id').execute();
    const badAmount = await server.post(
      'cashier/folio',
      {
        apiRequest: { action: 'post' },
        data: [{ stayId: stays[1], transactionCodeId: fx.food, quantity: 1, unitAmount: '1.234' }],
      },
      newKey('bad'),
    );
    expect(badAmount.status).toBe(400);
    expect(JSON.stringify(badAmount.body.apiResponse)).toContain('/data/0/unitAmount');
    const both = await charge({
      stayId: stays[1] as number,
      folioId: 1,
      transactionCodeId: fx.food,
      quantity: 1,
      unitAmount: '1',
    });
    expect(both.status).toBe(400);
    expect(both.body.apiResponse.errors).toEqual([
      { field: '/data/0/folioId', message: 'give exactly one of folioId and stayId' },
    ]);
    const paymentCode = await charge({
      stayId: stays[1] as number,
      transactionCodeId: fx.cashCode,
      quantity: 1,
      unitAmount: '1',
    });
    expect([paymentCode.status, paymentCode.body.apiResponse.errors?.[0]?.field]).toEqual([
      422,
      '/data/0/transactionCodeId',
    ]);
    const zero = await pay({ stayId: stays[1] as number, paymentTypeId: fx.cash, amount: '0' });
    expect([zero.status, zero.body.apiResponse.errors?.[0]?.field]).toEqual([400, '/data/0/amount']);
    const noReason = await server.post('cashier/folio', {
      apiRequest: { action: 'void' },
      data: [{ postingId: 1, reason: '' }],
    });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body.apiResponse)).toContain('/data/0/reason');
    expect(await server.db.selectFrom('posting').select('id').execute()).toEqual(before);
  });

  it('voids only in the same shift; later a counter-posting corrects', async () => {
    const stayId = stays[2] as number;
    const first = await charge({ stayId, transactionCodeId: fx.food, quantity: 1, unitAmount: '200' });
    const second = await charge({ stayId, transactionCodeId: fx.food, quantity: 1, unitAmount: '300' });
    const firstId = first.typed.data[0]?.id as number;
    const secondId = second.typed.data[0]?.id as number;
    const voided = await server.call('cashier/folio', 'void', [{ postingId: firstId, reason: 'Wrong room' }]);
    expect(voided.status, JSON.stringify(voided.body.apiResponse)).toBe(200);
    expect(voided.typed.data[0]).toMatchObject({ void: true, voidReason: 'Wrong room', voidedBy: 'admin' });
    const twice = await server.call('cashier/folio', 'void', [{ postingId: firstId, reason: 'again' }]);
    expect([twice.status, twice.body.apiResponse.code]).toEqual([409, 'ALREADY_VOID']);
    const sameShiftCorrect = await server.call(
      'cashier/folio',
      'correct',
      [{ postingId: secondId, reason: 'x' }],
      newKey('c'),
    );
    expect([sameShiftCorrect.status, sameShiftCorrect.body.apiResponse.code]).toEqual([422, 'USE_VOID']);
    let folio = await folioOf(stayId);
    expect(folio.postings.map((p) => [p.id, p.void])).toEqual([
      [firstId, true],
      [secondId, false],
    ]);
    expect(folio.balance).toBe('353.10'); // 300 + 30 + 23.10

    // The shift closes (cash counted in both currencies that took cash), a new one opens.
    const unCounted = await closeCurrent([{ currencyCode: 'THB', counted: '100' }]);
    expect([unCounted.status, unCounted.body.apiResponse.code]).toEqual([422, 'CASH_NOT_COUNTED']);
    const closed = await closeCurrent([
      { currencyCode: 'THB', counted: '90' },
      { currencyCode: 'USD', counted: '10.10' },
    ]);
    expect(closed.status, JSON.stringify(closed.body.apiResponse)).toBe(200);
    const shift = closed.typed.data[0];
    expect(shift?.status).toBe('closed');
    expect(shift?.counts).toEqual([
      { currencyCode: 'THB', expected: '100.00', counted: '90.00', difference: '-10.00' },
      { currencyCode: 'USD', expected: '10.10', counted: '10.10', difference: '0.00' },
    ]);
    expect(shift?.totals.map((t) => [t.paymentTypeCode, t.currencyCode, t.amount, t.localAmount])).toEqual([
      ['CASH', 'THB', '100.00', '100.00'],
      ['USD', 'USD', '10.10', '330.72'],
    ]);
    const closeAgain = await server.call('cashier/shift', 'close', [{ id: shift?.id as number, counts: [] }]);
    expect([closeAgain.status, closeAgain.body.apiResponse.code]).toEqual([409, 'SHIFT_CLOSED']);
    const afterClose = await charge({ stayId, transactionCodeId: fx.food, quantity: 1, unitAmount: '1' });
    expect([afterClose.status, afterClose.body.apiResponse.code]).toEqual([422, 'NO_OPEN_SHIFT']);
    // Not even a direct insert puts a posting into a closed shift.
    await expect(
      server.db
        .insertInto('posting')
        .values({
          property_id: server.propertyId,
          folio_id: folio.id as number,
          hotel_date: fx.hotelDate,
          kind: 'charge',
          transaction_code_id: fx.food,
          description: 'x',
          quantity: 1,
          unit_amount: '1',
          net_amount: '1',
          total: '1',
          currency_code: 'THB',
          shift_id: shift?.id as number,
          cashier: 'admin',
        })
        .execute(),
    ).rejects.toThrow(/closed/);

    expect((await openShift('PM')).status).toBe(200);
    const lateVoid = await server.call('cashier/folio', 'void', [{ postingId: secondId, reason: 'late' }]);
    expect([lateVoid.status, lateVoid.body.apiResponse.code]).toEqual([422, 'VOID_OTHER_SHIFT']);
    const corrected = await server.call(
      'cashier/folio',
      'correct',
      [{ postingId: secondId, reason: 'Guest complaint' }],
      newKey('c'),
    );
    expect(corrected.status, JSON.stringify(corrected.body.apiResponse)).toBe(200);
    expect(corrected.typed.data[0]).toMatchObject({
      correctionOf: secondId,
      correctionReason: 'Guest complaint',
      quantity: -1,
      netAmount: '-300.00',
      serviceCharge: '-30.00',
      tax: '-23.10',
      total: '-353.10',
      shift: 'PM',
      hotelDate: fx.hotelDate,
    });
    const again = await server.call(
      'cashier/folio',
      'correct',
      [{ postingId: secondId, reason: 'again' }],
      newKey('c'),
    );
    expect([again.status, again.body.apiResponse.code]).toEqual([409, 'ALREADY_CORRECTED']);
    folio = await folioOf(stayId);
    expect(folio.postings).toHaveLength(3);
    expect(folio.balance).toBe('0.00');
  });

  it('transfers postings as pairs between windows and folios, keeping the total', async () => {
    const [from, to] = [stays[0] as number, stays[3] as number];
    const source = await folioOf(from);
    const total = source.balance;
    const charges = source.postings.filter((p) => p.kind === 'charge' && !p.void).map((p) => p.id);
    const moved = await server.call(
      'cashier/folio',
      'transfer',
      [{ postingIds: charges, toStayId: to, toWindow: 2 }],
      newKey('t'),
    );
    expect(moved.status, JSON.stringify(moved.body.apiResponse)).toBe(200);
    expect(moved.typed.data.map((p) => p.transferSide)).toEqual(['out', 'in', 'out', 'in']);
    const after = await folioOf(from);
    const target = await folioOf(to);
    expect(after.balance).toBe('-430.72'); // the payments stay
    expect(target.windows[1]).toEqual({ window: 2, balance: '1187.44' });
    expect(toCents(after.balance) + toCents(target.balance)).toBe(toCents(total));
    const twice = await server.call('cashier/folio', 'transfer', [{ postingIds: charges, toWindow: 3 }], newKey('t'));
    expect([twice.status, twice.body.apiResponse.code, twice.body.apiResponse.errors?.[0]?.field]).toEqual([
      409,
      'TRANSFERRED',
      '/data/0/postingIds/0',
    ]);
    // Within one folio: window 2 → window 3.
    const inTarget = target.postings.filter((p) => p.transferSide === 'in').map((p) => p.id);
    const windowMove = await server.call(
      'cashier/folio',
      'transfer',
      [{ postingIds: inTarget, toWindow: 3 }],
      newKey('t'),
    );
    expect(windowMove.status).toBe(200);
    const moved2 = await folioOf(to);
    expect(moved2.windows.slice(1, 3)).toEqual([
      { window: 2, balance: '0.00' },
      { window: 3, balance: '1187.44' },
    ]);
    expect(moved2.balance).toBe('1187.44');
    const voidPair = await server.call('cashier/folio', 'void', [
      { postingId: moved.typed.data[0]?.id as number, reason: 'x' },
    ]);
    expect([voidPair.status, voidPair.body.apiResponse.code]).toEqual([422, 'TRANSFER_PAIR']);
  });

  it('is the cashier’s: the front desk reads folios, housekeeping is refused', async () => {
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const refused = await server.call(
      'cashier/folio',
      'post',
      [{ stayId: stays[1] as number, transactionCodeId: fx.food, quantity: 1, unitAmount: '1' }],
      { ...housekeeper.headers, ...newKey('hk') },
    );
    expect(refused.status).toBe(403);
    expect(
      (await server.call('cashier/folio', 'get', [{ stayId: stays[1] as number }], housekeeper.headers)).status,
    ).toBe(403);
    const reception = await signIn(server.app, 'reception', 'demo-test-password');
    expect(
      (await server.call('cashier/folio', 'get', [{ stayId: stays[1] as number }], reception.headers)).status,
    ).toBe(200);
    const receptionPost = await server.call(
      'cashier/folio',
      'post',
      [{ stayId: stays[1] as number, transactionCodeId: fx.food, quantity: 1, unitAmount: '1' }],
      { ...reception.headers, ...newKey('rc') },
    );
    expect(receptionPost.status).toBe(403);
    // Another cashier needs a shift of their own, and cannot void someone else's posting.
    const cashier = (await signIn(server.app, 'cashier', 'demo-test-password')).headers;
    const noShift = await charge(
      { stayId: stays[1] as number, transactionCodeId: fx.food, quantity: 1, unitAmount: '1' },
      cashier,
    );
    expect(noShift.body.apiResponse.code).toBe('NO_OPEN_SHIFT');
    expect((await openShift('Night', cashier)).status).toBe(200);
    const [adminPosting] = (await folioOf(stays[1] as number)).postings;
    const foreignVoid = await server.call(
      'cashier/folio',
      'void',
      [{ postingId: adminPosting?.id as number, reason: 'x' }],
      cashier,
    );
    expect(foreignVoid.body.apiResponse.code).toBe('VOID_OTHER_SHIFT');
    const mine = await charge(
      { stayId: stays[1] as number, transactionCodeId: fx.food, quantity: 1, unitAmount: '1' },
      cashier,
    );
    expect(mine.typed.data[0]).toMatchObject({ cashier: 'cashier', shift: 'Night' });
    expect((await closeCurrent([], cashier)).status).toBe(200);
  });
});
