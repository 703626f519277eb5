import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../../api/money.ts';
import { signIn } from '../../test/api.ts';
import { newKey } from '../../test/booking.ts';
import { cashierFixtures, inHouseStays } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { anAccount, owing, termOfPayment } from './receivable-testing.ts';

// On PostgreSQL (20 connections) the transfers and allocations really race; on PGlite they run one
// after another. Each must hold: the credit limit is never passed, a payment is never allocated
// beyond its amount, and one Idempotency-Key makes one invoice.
const STAYS = 12;
const FITTING = 5;

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let stays: number[];
let sale: Record<string, string>;
let term: number;

beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 20 });
  fx = await cashierFixtures(server);
  stays = await inHouseStays(server, 'ARR', STAYS + 1);
  sale = (await signIn(server.app, 'sale', 'demo-test-password')).headers;
  term = await termOfPayment(server, 'T15AR', 15);
  expect((await server.call('cashier/shift', 'open', [{ shift: 'PM' }], newKey('s'))).status).toBe(200);
}, 240_000);
afterAll(() => server?.close());

describe(`accounts receivable under concurrency (${testEngine})`, () => {
  it(`${STAYS} transfers at once to an account with room for ${FITTING}: exactly ${FITTING} pass, the limit holds`, async () => {
    const amounts = [];
    for (const stayId of stays.slice(0, STAYS)) amounts.push(await owing(server, stayId, fx.room, '1000.00'));
    const each = toCents(amounts[0] as string);
    expect(new Set(amounts).size).toBe(1);
    const limit = each * BigInt(FITTING) + each / 2n;
    const account = await anAccount(server, 'ARRACE', { creditLimit: fromCents(limit), termId: term, headers: sale });
    const answers = await Promise.all(
      stays
        .slice(0, STAYS)
        .map((stayId, n) =>
          server.call(
            'cashier/receivable',
            'transfer',
            [{ stayId, window: 1, companyId: account.companyId }],
            newKey(`race${n}`),
          ),
        ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(FITTING);
    expect(
      new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.apiResponse.code}`)),
    ).toEqual(new Set(['422 CREDIT_LIMIT_EXCEEDED']));
    const read = (await server.call('cashier/receivable', 'get', [{ accountId: account.id }])).typed.data[0];
    expect(read?.balance).toBe(fromCents(each * BigInt(FITTING)));
    expect(toCents(read?.availableCredit as string)).toBeGreaterThanOrEqual(0n);
    const invoices = await server.db
      .selectFrom('ar_invoice')
      .select('invoice_number')
      .where('account_id', '=', account.id)
      .execute();
    expect(new Set(invoices.map((i) => i.invoice_number)).size).toBe(FITTING);
  });

  it('the same Idempotency-Key sent 10 times at once makes one invoice', async () => {
    const stayId = stays[STAYS] as number;
    await owing(server, stayId, fx.food, '250.00');
    const account = await anAccount(server, 'ARIDEM', { creditLimit: '100000', termId: term, headers: sale });
    const key = newKey('same');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call('cashier/receivable', 'transfer', [{ stayId, window: 1, companyId: account.companyId }], key),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.typed.data[0]?.id)).size).toBe(1);
    const count = await server.db
      .selectFrom('ar_invoice')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('20 allocations of 1.00 at once from a payment of 10.00: exactly 10 pass', async () => {
    const account = (await server.call('cashier/receivable', 'list', [{ search: 'ARRACE' }])).typed.data[0];
    const invoices = (await server.call('cashier/receivable', 'invoices', [{ accountId: account?.id as number }])).typed
      .data;
    const paid = await server.call(
      'cashier/receivable',
      'pay',
      [{ accountId: account?.id as number, paymentTypeId: fx.cash, amount: '10.00' }],
      { ...sale, ...newKey('p') },
    );
    const paymentId = paid.typed.data[0]?.id as number;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        server.call(
          'cashier/receivable',
          'allocate',
          [{ paymentId, allocations: [{ invoiceId: invoices[n % invoices.length]?.id as number, amount: '1.00' }] }],
          { ...sale, ...newKey(`a${n}`) },
        ),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const sum = await server.db
      .selectFrom('ar_allocation')
      .select((eb) => eb.fn.sum<string>('amount').as('sum'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(fromCents(toCents(String(sum.sum)))).toBe('10.00');
  });

  it('the allocation trigger alone holds when writers skip the account lock', async () => {
    const account = (await server.call('cashier/receivable', 'list', [{ search: 'ARRACE' }])).typed.data[0];
    const invoices = (await server.call('cashier/receivable', 'invoices', [{ accountId: account?.id as number }])).typed
      .data;
    const paid = await server.call(
      'cashier/receivable',
      'pay',
      [{ accountId: account?.id as number, paymentTypeId: fx.cash, amount: '5.00' }],
      { ...sale, ...newKey('p') },
    );
    const paymentId = paid.typed.data[0]?.id as number;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        server.db
          .insertInto('ar_allocation')
          .values({
            property_id: server.propertyId,
            payment_id: paymentId,
            invoice_id: invoices[n % invoices.length]?.id as number,
            amount: '1.00',
            created_by: 'race',
          })
          .execute(),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const sum = await server.db
      .selectFrom('ar_allocation')
      .select((eb) => eb.fn.sum<string>('amount').as('sum'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(fromCents(toCents(String(sum.sum)))).toBe('5.00');
  });
});
