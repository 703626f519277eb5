import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../api/dates.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { signIn } from '../../test/api.ts';
import { newKey } from '../../test/booking.ts';
import { cashierFixtures, inHouseStays, summedBalance, USD_RATE } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { localAmount } from './charges.ts';
import { aCompany, anAccount, owing, termOfPayment } from './receivable-testing.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let stays: number[];
let sale: Record<string, string>;
let mis: Record<string, string>;
let cashier: Record<string, string>;
let term30: number;

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  fx = await cashierFixtures(server);
  stays = await inHouseStays(server, 'ARC', 6);
  sale = (await signIn(server.app, 'sale', 'demo-test-password')).headers;
  mis = (await signIn(server.app, 'mis', 'demo-test-password')).headers;
  cashier = (await signIn(server.app, 'cashier', 'demo-test-password')).headers;
  term30 = await termOfPayment(server, 'T30AR', 30);
  const opened = await server.call('cashier/shift', 'open', [{ shift: 'AM' }], newKey('shift'));
  expect(opened.status, JSON.stringify(opened.body.apiResponse)).toBe(200);
  // The demo hotel's snapshot is made again after a change of the server's source: slow on a busy machine.
}, 240_000);
afterAll(() => server?.close());

type Answer = { status: number; body: { apiResponse: { code?: string; errors?: { field: string }[] } } };
const refusal = (answer: Answer) => ({
  status: answer.status,
  code: answer.body.apiResponse.code,
  fields: answer.body.apiResponse.errors?.map((e) => e.field),
});

const transfer = (data: { stayId?: number; folioId?: number; window: number; companyId: number }, key = newKey('ar')) =>
  server.call('cashier/receivable', 'transfer', [data], key);

describe(`accounts receivable (${testEngine})`, () => {
  it('sales opens an account for a company with its AR folio; a second one, a stale version and cashiers are refused', async () => {
    const companyId = await aCompany(server, 'ARSAVE');
    const saved = await server.call(
      'cashier/receivable',
      'save',
      [{ companyId, creditLimit: '50000', termOfPaymentId: term30, restricted: false, note: 'Net 30' }],
      sale,
    );
    expect(saved.status, JSON.stringify(saved.body.apiResponse)).toBe(200);
    const account = saved.typed.data[0];
    expect(account).toMatchObject({
      companyId,
      creditLimit: '50000.00',
      termDays: 30,
      restricted: false,
      balance: '0.00',
      availableCredit: '50000.00',
      ageing: { days0to30: '0.00', days31to60: '0.00', days61to90: '0.00', over90: '0.00' },
      version: 1,
    });
    const folio = await server.call('cashier/folio', 'get', [{ folioId: account?.folioId as number }]);
    expect(folio.typed.data[0]).toMatchObject({ ownerKind: 'company', companyId });

    const again = await server.call(
      'cashier/receivable',
      'save',
      [{ companyId, creditLimit: '1', termOfPaymentId: term30, restricted: false }],
      sale,
    );
    expect(refusal(again)).toEqual({ status: 409, code: 'DUPLICATE', fields: ['/data/0/companyId'] });

    const change = {
      id: account?.id as number,
      companyId,
      creditLimit: '60000',
      termOfPaymentId: term30,
      restricted: true,
    };
    const updated = await server.call('cashier/receivable', 'save', [{ ...change, version: 1 }], sale);
    expect(updated.typed.data[0]).toMatchObject({ creditLimit: '60000.00', restricted: true, version: 2 });
    const stale = await server.call('cashier/receivable', 'save', [{ ...change, creditLimit: '1', version: 1 }], sale);
    expect(refusal(stale)).toEqual({ status: 409, code: 'STALE_VERSION', fields: ['/data/0/version'] });
    // The same values again change nothing and write no audit record.
    const same = await server.call('cashier/receivable', 'save', [{ ...change, version: 2 }], sale);
    expect(same.typed.data[0]?.version).toBe(2);

    const byCashier = await server.call(
      'cashier/receivable',
      'save',
      [{ ...change, version: 2, creditLimit: '1' }],
      cashier,
    );
    expect(byCashier.status).toBe(403);
    expect((await server.call('cashier/receivable', 'list', [{}], mis)).status).toBe(200);
    expect((await server.call('cashier/receivable', 'list', [{}], cashier)).status).toBe(200);
    const misPays = await server.call(
      'cashier/receivable',
      'pay',
      [{ accountId: account?.id as number, paymentTypeId: fx.cash, amount: '1' }],
      { ...mis, ...newKey('p') },
    );
    expect(misPays.status).toBe(403);
    const saleTransfers = await transfer(
      { stayId: stays[0] as number, window: 1, companyId },
      { ...sale, ...newKey() },
    );
    expect(saleTransfers.status).toBe(403);
  });

  it('moves a window’s whole balance to the company as transfer pairs and an invoice due after the term', async () => {
    const account = await anAccount(server, 'ARTX', { creditLimit: '100000', termId: term30, headers: sale });
    const stayId = stays[1] as number;
    await owing(server, stayId, fx.room, '1000.00');
    const paid = await server.call(
      'cashier/folio',
      'pay',
      [{ stayId, paymentTypeId: fx.cash, amount: '200' }],
      newKey(),
    );
    expect(paid.status).toBe(200);
    await owing(server, stayId, fx.food, '99.50', 2);
    const before = (await server.call('cashier/folio', 'get', [{ stayId }])).typed.data[0];
    const balance = before?.windows.find((w) => w.window === 1)?.balance as string;
    expect(toCents(balance)).toBeGreaterThan(0n);

    const withoutKey = await server.call('cashier/receivable', 'transfer', [
      { stayId, window: 1, companyId: account.companyId },
    ]);
    expect(withoutKey.status).toBe(400);
    expect(withoutKey.body.apiResponse.code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const key = newKey('once');
    const moved = await transfer({ stayId, window: 1, companyId: account.companyId }, key);
    expect(moved.status, JSON.stringify(moved.body.apiResponse)).toBe(200);
    const invoice = moved.typed.data[0];
    expect(invoice).toMatchObject({
      accountId: account.id,
      invoiceDate: fx.hotelDate,
      dueDate: addDays(fx.hotelDate, 30),
      amount: balance,
      allocated: '0.00',
      remaining: balance,
      status: 'open',
      ageDays: 0,
      overdue: false,
      sourceWindow: 1,
    });
    expect(invoice?.invoiceNumber).toMatch(/^\d+$/);
    const replay = await transfer({ stayId, window: 1, companyId: account.companyId }, key);
    expect(replay.typed.data[0]?.id).toBe(invoice?.id);

    const after = (await server.call('cashier/folio', 'get', [{ stayId }])).typed.data[0];
    expect(after?.windows.find((w) => w.window === 1)?.balance).toBe('0.00');
    expect(after?.windows.find((w) => w.window === 2)?.balance).toBe(
      before?.windows.find((w) => w.window === 2)?.balance,
    );
    // Charge and payment both moved as out/in pairs; revenue did not change.
    const outs = after?.postings.filter((p) => p.transferSide === 'out') ?? [];
    expect(outs).toHaveLength(2);
    expect(await summedBalance(server, account.folioId)).toBe(balance);
    const links = await server.db
      .selectFrom('ar_invoice_posting')
      .select('posting_id')
      .where('invoice_id', '=', invoice?.id as number)
      .execute();
    expect(links).toHaveLength(2);

    const read = await server.call('cashier/receivable', 'get', [{ companyId: account.companyId }], sale);
    expect(read.typed.data[0]).toMatchObject({
      balance,
      invoiced: balance,
      availableCredit: fromCents(toCents('100000') - toCents(balance)),
      openInvoices: 1,
      ageing: { days0to30: balance },
    });

    // The window owes nothing now: nothing more to transfer.
    const empty = await transfer({ stayId, window: 1, companyId: account.companyId });
    expect(refusal(empty)).toEqual({ status: 422, code: 'NOTHING_TO_TRANSFER', fields: ['/data/0/window'] });
    const arToAr = await transfer({ folioId: account.folioId, window: 1, companyId: account.companyId });
    expect(refusal(arToAr)).toEqual({ status: 422, code: 'RECEIVABLE_FOLIO', fields: ['/data/0/folioId'] });
  });

  it('refuses a company without an account, a restricted account and a transfer over the credit limit', async () => {
    const stayId = stays[2] as number;
    const balance = await owing(server, stayId, fx.room, '2000.00');
    const bare = await aCompany(server, 'ARNONE');
    expect(refusal(await transfer({ stayId, window: 1, companyId: bare }))).toEqual({
      status: 422,
      code: 'NO_RECEIVABLE_ACCOUNT',
      fields: ['/data/0/companyId'],
    });
    const restricted = await anAccount(server, 'ARRES', {
      creditLimit: '100000',
      termId: term30,
      restricted: true,
      headers: sale,
    });
    expect(refusal(await transfer({ stayId, window: 1, companyId: restricted.companyId }))).toEqual({
      status: 422,
      code: 'ACCOUNT_RESTRICTED',
      fields: ['/data/0/companyId'],
    });
    const small = await anAccount(server, 'ARLIM', {
      creditLimit: fromCents(toCents(balance) - 1n),
      termId: term30,
      headers: sale,
    });
    const over = await transfer({ stayId, window: 1, companyId: small.companyId });
    expect(refusal(over)).toEqual({ status: 422, code: 'CREDIT_LIMIT_EXCEEDED', fields: ['/data/0/companyId'] });
    // Nothing moved.
    const folio = (await server.call('cashier/folio', 'get', [{ stayId }])).typed.data[0];
    expect(folio?.windows.find((w) => w.window === 1)?.balance).toBe(balance);
    // Exactly at the limit is allowed.
    const exact = await anAccount(server, 'AREXACT', { creditLimit: balance, termId: term30, headers: sale });
    const fits = await transfer({ stayId, window: 1, companyId: exact.companyId });
    expect(fits.status, JSON.stringify(fits.body.apiResponse)).toBe(200);
    const read = await server.call('cashier/receivable', 'get', [{ accountId: exact.id }]);
    expect(read.typed.data[0]?.availableCredit).toBe('0.00');
  });

  it('takes payments allocated in part, left unallocated and allocated later; invoices go open → partially paid → paid', async () => {
    const account = await anAccount(server, 'ARPAY', { creditLimit: '100000', termId: term30, headers: sale });
    const amounts: string[] = [];
    for (const stayId of [stays[3], stays[4]] as number[]) {
      amounts.push(await owing(server, stayId, fx.room, '500.00'));
      const moved = await transfer({ stayId, window: 1, companyId: account.companyId });
      expect(moved.status, JSON.stringify(moved.body.apiResponse)).toBe(200);
    }
    const invoices = (await server.call('cashier/receivable', 'invoices', [{ accountId: account.id }], sale)).typed
      .data;
    const [second, first] = invoices;
    if (!first || !second) throw new Error('two invoices expected');

    const part = await server.call(
      'cashier/receivable',
      'pay',
      [
        {
          accountId: account.id,
          paymentTypeId: fx.cash,
          amount: '100.00',
          reference: 'TT 1',
          allocations: [{ invoiceId: first.id, amount: '100.00' }],
        },
      ],
      { ...sale, ...newKey('pay') },
    );
    expect(part.status, JSON.stringify(part.body.apiResponse)).toBe(200);
    expect(part.typed.data[0]).toMatchObject({ amount: '100.00', allocated: '100.00', unallocated: '0.00' });
    let listed = (await server.call('cashier/receivable', 'invoices', [{ accountId: account.id }], sale)).typed.data;
    expect(listed.find((i) => i.id === first.id)).toMatchObject({
      status: 'partially-paid',
      remaining: fromCents(toCents(first.amount) - 10000n),
    });

    // US dollars at the stored buying rate, left unallocated.
    const usd = await server.call(
      'cashier/receivable',
      'pay',
      [{ accountId: account.id, paymentTypeId: fx.usdCash, amount: '20.00', reference: 'USD wire' }],
      { ...sale, ...newKey('pay') },
    );
    expect(usd.status, JSON.stringify(usd.body.apiResponse)).toBe(200);
    const local = localAmount('20.00', USD_RATE);
    expect(usd.typed.data[0]).toMatchObject({
      currencyCode: 'USD',
      foreignAmount: '20.00',
      exchangeRate: USD_RATE,
      amount: local,
      unallocated: local,
    });
    const usdId = usd.typed.data[0]?.id as number;
    const summary = (await server.call('cashier/receivable', 'get', [{ accountId: account.id }])).typed.data[0];
    const invoiced = toCents(first.amount) + toCents(second.amount);
    expect(summary).toMatchObject({
      invoiced: fromCents(invoiced),
      paid: fromCents(10000n + toCents(local)),
      balance: fromCents(invoiced - 10000n - toCents(local)),
      unallocated: local,
    });

    // More than the invoice has left, or more than the payment has: refused, naming the line.
    const firstLeft = toCents(first.amount) - 10000n;
    const overInvoice = await server.call(
      'cashier/receivable',
      'allocate',
      [{ paymentId: usdId, allocations: [{ invoiceId: first.id, amount: fromCents(firstLeft + 1n) }] }],
      { ...sale, ...newKey('alloc') },
    );
    expect(refusal(overInvoice)).toEqual({
      status: 422,
      code: 'OVER_ALLOCATED',
      fields: ['/data/0/allocations/0/amount'],
    });
    const overPayment = await server.call(
      'cashier/receivable',
      'allocate',
      [
        {
          paymentId: usdId,
          allocations: [
            { invoiceId: first.id, amount: fromCents(firstLeft) },
            { invoiceId: second.id, amount: second.amount },
          ],
        },
      ],
      { ...sale, ...newKey('alloc') },
    );
    expect(refusal(overPayment)).toEqual({
      status: 422,
      code: 'OVER_ALLOCATED',
      fields: ['/data/0/allocations/1/amount'],
    });
    const allocated = await server.call(
      'cashier/receivable',
      'allocate',
      [{ paymentId: usdId, allocations: [{ invoiceId: first.id, amount: fromCents(firstLeft) }] }],
      { ...sale, ...newKey('alloc') },
    );
    expect(allocated.status, JSON.stringify(allocated.body.apiResponse)).toBe(200);
    expect(allocated.typed.data[0]?.unallocated).toBe(fromCents(toCents(local) - firstLeft));
    listed = (await server.call('cashier/receivable', 'invoices', [{ accountId: account.id }], sale)).typed.data;
    expect(listed.find((i) => i.id === first.id)).toMatchObject({ status: 'paid', remaining: '0.00' });
    expect(listed.find((i) => i.id === second.id)).toMatchObject({ status: 'open' });
    const outstanding = await server.call(
      'cashier/receivable',
      'invoices',
      [{ accountId: account.id, status: 'outstanding' }],
      sale,
    );
    expect(outstanding.typed.data.map((i) => i.id)).toEqual([second.id]);
    const payments = (await server.call('cashier/receivable', 'payments', [{ accountId: account.id }], sale)).typed
      .data;
    expect(payments).toHaveLength(2);
    expect(payments.find((p) => p.id === usdId)?.allocations.map((a) => a.invoiceNumber)).toEqual([
      first.invoiceNumber,
    ]);

    // The city ledger does not pay the city ledger.
    const cityLedger = await server.db
      .selectFrom('payment_type')
      .select('id')
      .where('property_id', '=', server.propertyId)
      .where('kind', '=', 'CITY-LEDGER')
      .executeTakeFirstOrThrow();
    const circular = await server.call(
      'cashier/receivable',
      'pay',
      [{ accountId: account.id, paymentTypeId: cityLedger.id, amount: '1.00' }],
      { ...sale, ...newKey('pay') },
    );
    expect(refusal(circular)).toEqual({
      status: 422,
      code: 'PAYMENT_TYPE_UNUSABLE',
      fields: ['/data/0/paymentTypeId'],
    });
    const withoutKey = await server.call(
      'cashier/receivable',
      'pay',
      [{ accountId: account.id, paymentTypeId: fx.cash, amount: '1.00' }],
      sale,
    );
    expect(withoutKey.body.apiResponse.code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    // Another account's invoice is not this payment's to pay.
    const other = await anAccount(server, 'AROTHER', { creditLimit: '100000', termId: term30, headers: sale });
    const foreign = await server.call(
      'cashier/receivable',
      'pay',
      [
        {
          accountId: other.id,
          paymentTypeId: fx.cash,
          amount: '1.00',
          allocations: [{ invoiceId: second.id, amount: '1.00' }],
        },
      ],
      { ...sale, ...newKey('pay') },
    );
    expect(refusal(foreign)).toEqual({ status: 404, code: 'NOT_FOUND', fields: ['/data/0/allocations/0/invoiceId'] });
  });

  it('the database refuses allocations beyond the payment, beyond the invoice or across accounts, whatever writes', async () => {
    const account = await anAccount(server, 'ARDB', { creditLimit: '100000', termId: term30, headers: sale });
    const stayId = stays[5] as number;
    await owing(server, stayId, fx.room, '300.00');
    const invoice = (await transfer({ stayId, window: 1, companyId: account.companyId })).typed.data[0];
    const payment = (
      await server.call(
        'cashier/receivable',
        'pay',
        [{ accountId: account.id, paymentTypeId: fx.cash, amount: '50.00' }],
        { ...sale, ...newKey('pay') },
      )
    ).typed.data[0];
    const row = (amount: string, invoiceId = invoice?.id as number, paymentId = payment?.id as number) => ({
      property_id: server.propertyId,
      payment_id: paymentId,
      invoice_id: invoiceId,
      amount,
      created_by: 'test',
    });
    await server.db.insertInto('ar_allocation').values(row('30.00')).execute();
    await expect(server.db.insertInto('ar_allocation').values(row('20.01')).execute()).rejects.toMatchObject({
      constraint: 'ar_allocation_within_payment',
    });
    await server.db.insertInto('ar_allocation').values(row('20.00')).execute();
    // A big payment cannot pay the invoice twice either.
    const big = (
      await server.call(
        'cashier/receivable',
        'pay',
        [{ accountId: account.id, paymentTypeId: fx.cash, amount: '99999.00' }],
        { ...sale, ...newKey('pay') },
      )
    ).typed.data[0];
    await expect(
      server.db
        .insertInto('ar_allocation')
        .values(row(invoice?.amount as string, invoice?.id, big?.id))
        .execute(),
    ).rejects.toMatchObject({ constraint: 'ar_allocation_within_invoice' });
    const other = await anAccount(server, 'ARDB2', { creditLimit: '1000', termId: term30, headers: sale });
    const elsewhere = (
      await server.call(
        'cashier/receivable',
        'pay',
        [{ accountId: other.id, paymentTypeId: fx.cash, amount: '5.00' }],
        { ...sale, ...newKey('pay') },
      )
    ).typed.data[0];
    await expect(
      server.db
        .insertInto('ar_allocation')
        .values(row('1.00', invoice?.id, elsewhere?.id))
        .execute(),
    ).rejects.toMatchObject({ constraint: 'ar_allocation_same_account' });
  });

  it('ages the remaining of each invoice by its invoice date and states a period: opening, invoices, payments, closing', async () => {
    const account = await anAccount(server, 'ARAGE', { creditLimit: '1000000', termId: term30, headers: sale });
    const day = (offset: number) => addDays(fx.hotelDate, -offset);
    const invoice = async (age: number, amount: string) => {
      const row = await server.db
        .insertInto('ar_invoice')
        .values({
          property_id: server.propertyId,
          account_id: account.id,
          invoice_number: `AGE${age}X${amount.replace('.', '')}`,
          invoice_date: day(age),
          due_date: day(age - 30),
          amount,
          source_folio_id: account.folioId,
          source_window: 1,
          description: `aged ${age}`,
          created_by: 'test',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    // Bucket edges: 30 | 31, 60 | 61, 90 | 91.
    await invoice(0, '10.00');
    await invoice(30, '20.00');
    const i31 = await invoice(31, '40.00');
    await invoice(60, '80.00');
    await invoice(61, '160.00');
    await invoice(90, '320.00');
    await invoice(91, '640.00');
    await invoice(400, '1280.00');
    const payment = await server.db
      .insertInto('ar_payment')
      .values({
        property_id: server.propertyId,
        account_id: account.id,
        payment_date: day(20),
        payment_type_id: fx.cash,
        currency_code: 'THB',
        foreign_amount: '25.00',
        exchange_rate: '1',
        amount: '25.00',
        reference: 'partial',
        created_by: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('ar_allocation')
      .values({
        property_id: server.propertyId,
        payment_id: payment.id,
        invoice_id: i31,
        amount: '15.00',
        created_by: 'test',
      })
      .execute();
    const [aged] = (await server.call('cashier/receivable', 'list', [{ search: 'ARAGE' }], mis)).typed.data;
    expect(aged).toMatchObject({
      ageing: { days0to30: '30.00', days31to60: '105.00', days61to90: '480.00', over90: '1920.00' },
      invoiced: '2550.00',
      paid: '25.00',
      balance: '2525.00',
      unallocated: '10.00',
      openInvoices: 8,
      // Due 30 days after: those older than 30 days are late.
      overdue: '2505.00',
    });

    const statement = await server.call(
      'cashier/receivable',
      'statement',
      [{ accountId: account.id, fromDate: day(60), toDate: fx.hotelDate }],
      sale,
    );
    expect(statement.status, JSON.stringify(statement.body.apiResponse)).toBe(200);
    const stated = statement.typed.data[0];
    expect(stated).toMatchObject({
      openingBalance: '2400.00',
      invoiced: '150.00',
      paid: '25.00',
      closingBalance: '2525.00',
    });
    expect(stated?.lines.map((l) => [l.date, l.kind, l.debit, l.credit, l.balance])).toEqual([
      [day(60), 'invoice', '80.00', '0.00', '2480.00'],
      [day(31), 'invoice', '40.00', '0.00', '2520.00'],
      [day(30), 'invoice', '20.00', '0.00', '2540.00'],
      [day(20), 'payment', '0.00', '25.00', '2515.00'],
      [fx.hotelDate, 'invoice', '10.00', '0.00', '2525.00'],
    ]);
    const backwards = await server.call(
      'cashier/receivable',
      'statement',
      [{ accountId: account.id, fromDate: fx.hotelDate, toDate: day(1) }],
      sale,
    );
    expect(refusal(backwards)).toEqual({ status: 400, code: 'VALIDATION_FAILED', fields: ['/data/0/toDate'] });
  });
});
