import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../api/money.ts';
import { signIn } from '../../test/api.ts';
import { newKey } from '../../test/booking.ts';
import { cashierFixtures, inHouseStays, summedBalance, USD_RATE } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { chargeLine, localAmount } from './charges.ts';

// On PostgreSQL (20 connections) the postings really race: two cashiers post and take payments on
// one folio at once, the first of them making the folio. On PGlite they run one after another.
const REQUESTS = 200;

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let stays: number[];
let cashier: Record<string, string>;

beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 20 });
  fx = await cashierFixtures(server);
  stays = await inHouseStays(server, 'RACE', 2);
  cashier = (await signIn(server.app, 'cashier', 'demo-test-password')).headers;
  expect((await server.call('cashier/shift', 'open', [{ shift: 'AM' }], newKey('s'))).status).toBe(200);
  expect((await server.call('cashier/shift', 'open', [{ shift: 'AM' }], { ...cashier, ...newKey('s') })).status).toBe(
    200,
  );
});
afterAll(() => server?.close());

const SVC_VAT = [
  { percent: '10.00', included: false, service: true },
  { percent: '7.00', included: false, service: false },
];

describe(`concurrent postings on one folio (${testEngine})`, () => {
  it(`${REQUESTS} charges and payments by two cashiers at once: sums exact, no 5xx`, async () => {
    const stayId = stays[0] as number;
    let expected = 0n;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, n) => {
        const headers = { ...(n % 2 === 0 ? {} : cashier), ...newKey(`r${n}`) };
        if (n % 4 < 2) {
          const unitAmount = `${10 + n}.35`;
          expected += toCents(chargeLine(unitAmount, 1 + (n % 3), SVC_VAT).total);
          return server.call(
            'cashier/folio',
            'post',
            [{ stayId, transactionCodeId: fx.food, quantity: 1 + (n % 3), unitAmount }],
            headers,
          );
        }
        if (n % 4 === 2) {
          expected -= toCents(localAmount('3.33', USD_RATE));
          return server.call('cashier/folio', 'pay', [{ stayId, paymentTypeId: fx.usdCash, amount: '3.33' }], headers);
        }
        expected -= toCents('50.05');
        return server.call('cashier/folio', 'pay', [{ stayId, paymentTypeId: fx.cash, amount: '50.05' }], headers);
      }),
    );
    const elapsed = performance.now() - started;
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(
      answers.filter((a) => a.status !== 200).map((a) => a.body.apiResponse),
      'every posting succeeds',
    ).toEqual([]);
    const folios = await server.db.selectFrom('folio').select('id').where('stay_id', '=', stayId).execute();
    expect(folios).toHaveLength(1);
    const folio = await server.call('cashier/folio', 'get', [{ stayId }]);
    expect(folio.typed.data[0]?.postings).toHaveLength(REQUESTS);
    expect(folio.typed.data[0]?.balance).toBe(fromCents(expected));
    expect(await summedBalance(server, folios[0]?.id as number)).toBe(fromCents(expected));
    console.info(`${REQUESTS} postings on one folio on ${testEngine}: ${elapsed.toFixed(0)} ms`);
  });

  it('the same Idempotency-Key sent 20 times at once posts once', async () => {
    const stayId = stays[1] as number;
    const key = newKey('same');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.call('cashier/folio', 'pay', [{ stayId, paymentTypeId: fx.visa, amount: '123.45' }], key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.typed.data[0]?.id)).size).toBe(1);
    const folio = await server.call('cashier/folio', 'get', [{ stayId }]);
    expect(folio.typed.data[0]?.postings).toHaveLength(1);
    expect(folio.typed.data[0]?.balance).toBe('-123.45');
  });

  it('a shift close racing postings freezes every posting it let in', async () => {
    const stayId = stays[1] as number;
    const current = await server.call('cashier/shift', 'current', [], cashier);
    const shiftId = current.typed.data[0]?.id as number;
    const payments = Array.from({ length: 30 }, (_, n) =>
      server.call('cashier/folio', 'pay', [{ stayId, paymentTypeId: fx.visa, amount: '1.00' }], {
        ...cashier,
        ...newKey(`c${n}`),
      }),
    );
    const close = server.call(
      'cashier/shift',
      'close',
      [
        {
          id: shiftId,
          counts: [
            { currencyCode: 'THB', counted: '0' },
            { currencyCode: 'USD', counted: '0' },
          ],
        },
      ],
      cashier,
    );
    const [closed, ...paid] = await Promise.all([close, ...payments]);
    expect(closed?.status, JSON.stringify(closed?.body.apiResponse)).toBe(200);
    expect(paid.filter((a) => a.status >= 500)).toEqual([]);
    expect(new Set(paid.filter((a) => a.status !== 200).map((a) => a.body.apiResponse.code))).toEqual(
      new Set(paid.some((a) => a.status !== 200) ? ['NO_OPEN_SHIFT'] : []),
    );
    const inShift = await server.db
      .selectFrom('posting')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('total'), eb.val('0')).as('sum'))
      .where('shift_id', '=', shiftId)
      .where('payment_type_id', '=', fx.visa)
      .executeTakeFirstOrThrow();
    const frozen = closed?.typed.data[0]?.totals.find((t) => t.paymentTypeId === fx.visa);
    expect(frozen?.localAmount ?? '0.00').toBe(fromCents(-toCents(String(inShift.sum))));
  });
});
