import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../api/dates.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { signIn } from '../../test/api.ts';
import { aGuest, newKey, roomTypeWithRooms } from '../../test/booking.ts';
import { cashierFixtures, inHouseStays } from '../../test/cashier.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { arriving } from '../../test/front-desk.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof cashierFixtures>>;
let stays: number[];
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  fx = await cashierFixtures(server);
  stays = await inHouseStays(server, 'FNR', 2);
  // A demo hotel and two check-ins: slow on a loaded machine.
}, 240_000);
afterAll(() => server?.close());

type Criteria = Schemas['FinanceReportCriteria'];
type Report = Schemas['FinanceReport'];
type Row = Report['rows'][number];

async function report(criteria: Criteria, headers: Record<string, string> = {}): Promise<Report> {
  const answer = await server.call('report/financeReport', 'get_detail', [criteria], headers);
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

const cents = (value: unknown) => toCents(String(value ?? '0'));
const sum = (values: unknown[]) => fromCents(values.reduce<bigint>((total, value) => total + cents(value), 0n));
const dayBefore = (date: string) => addDays(date, -1);
const negate = (value: unknown) => fromCents(-cents(value));

/** What the database holds, summed without the report's query: non-void postings up to a date. */
async function postedUpTo(date: string, where = sql`true`) {
  const { rows } = await sql<{ total: string | null }>`
    select sum(p.total) as total from posting as p join folio as f on f.id = p.folio_id
    where p.property_id = ${server.propertyId} and not p.is_void and p.hotel_date <= ${date}::date and ${where}`.execute(
    server.db,
  );
  return fromCents(cents(rows[0]?.total));
}

describe(`report/financeReport (${testEngine})`, () => {
  it('the guest trial balance and the trial balance agree with the postings to the cent, transfers and voids included', async () => {
    const [first, second] = stays as [number, number];
    await ok(server.call('cashier/shift', 'open', [{ shift: 'AM' }], newKey('s')));
    const post = async (data: Schemas['CashierCharge']) =>
      (await ok(server.call('cashier/folio', 'post', [data], newKey('c')))).typed.data[0] as Schemas['Posting'];
    const food = await post({ stayId: first, transactionCodeId: fx.food, quantity: 2, unitAmount: '150.00' });
    const laundry = await post({ stayId: first, transactionCodeId: fx.laundry, quantity: 1, unitAmount: '80.00' });
    await ok(server.call('cashier/folio', 'void', [{ postingId: laundry.id, reason: 'Wrong room' }], newKey('v')));
    await ok(
      server.call('cashier/folio', 'pay', [{ stayId: first, paymentTypeId: fx.cash, amount: '100.00' }], newKey('p')),
    );
    await ok(
      server.call('cashier/folio', 'transfer', [{ postingIds: [food.id], toStayId: second, toWindow: 1 }], newKey('t')),
    );
    const guest = await aGuest(server, 'Ledger');
    const { roomTypeId } = await roomTypeWithRooms(server, 'FND', 1);
    const booked = await arriving(server, guest, roomTypeId, { nights: 2 });
    await ok(
      server.call(
        'cashier/deposit',
        'take',
        [{ reservationId: booked.reservationId, paymentTypeId: fx.cash, amount: '500.00' }],
        newKey('d'),
      ),
    );

    const today = fx.hotelDate;
    const balance = await report({ report: 'guest-trial-balance' });
    expect(balance).toMatchObject({ fromDate: today, toDate: today, forDate: null });
    expect(balance.columns.map((column) => column.key)).toEqual([
      'ledger',
      'roomNumber',
      'folio',
      'opening',
      'charges',
      'payments',
      'transfers',
      'closing',
    ]);
    const folioOf = async (stayId: number) =>
      (await server.db.selectFrom('folio').select('id').where('stay_id', '=', stayId).executeTakeFirstOrThrow()).id;
    const rowOf = async (stayId: number) => {
      const folioId = await folioOf(stayId);
      return balance.rows.find((row) => row.folioId === folioId) as Row;
    };
    // The food moved to the second guest; the laundry was voided: out of every figure.
    expect(await rowOf(first)).toMatchObject({
      ledger: 'guest',
      opening: '0.00',
      charges: food.total,
      payments: '100.00',
      transfers: negate(food.total),
      closing: '-100.00',
    });
    expect(await rowOf(second)).toMatchObject({ charges: '0.00', transfers: food.total, closing: food.total });
    expect(balance.rows.find((row) => row.reservationId === booked.reservationId)).toMatchObject({
      ledger: 'deposit',
      payments: '500.00',
      closing: '-500.00',
    });
    for (const row of balance.rows) {
      expect(sum([row.opening, row.charges, negate(row.payments), row.transfers])).toBe(row.closing);
    }
    // Across the ledgers transfers cancel out, and the closing balance is every posting so far.
    expect(balance.totals.transfers).toBe('0.00');
    expect(balance.totals.closing).toBe(await postedUpTo(today));
    expect(sum([balance.totals.opening, balance.totals.charges, negate(balance.totals.payments)])).toBe(
      balance.totals.closing,
    );

    const books = await report({ report: 'trial-balance-report' });
    expect(books.totals.debit).toBe(books.totals.credit);
    const ledger = (name: string) => books.rows.find((row) => row.section === 'ledger' && row.ledger === name);
    expect(ledger('guest')?.closing).toBe(await postedUpTo(today, sql`f.owner_kind in ('stay', 'house')`));
    expect(ledger('deposit')?.closing).toBe(await postedUpTo(today, sql`f.owner_kind = 'reservation'`));
    expect(ledger('city')?.closing).toBe(await postedUpTo(today, sql`f.owner_kind = 'company'`));
    // Revenue per code is what was charged, not what moved between folios.
    const foodLine = books.rows.find((row) => row.section === 'revenue' && row.transactionCode === '2000');
    const foodCharged = await server.db
      .selectFrom('posting')
      .select(sql<string>`sum(total)`.as('total'))
      .where('transaction_code_id', '=', fx.food)
      .where('hotel_date', '=', today)
      .where('is_void', '=', false)
      .where('transfer_of', 'is', null)
      .executeTakeFirstOrThrow();
    expect(foodLine?.credit).toBe(fromCents(cents(foodCharged.total)));
    const journal = await report({ report: 'journal-by-transaction-code-report' });
    expect(journal.totals.total).toBe(
      fromCents(cents(await postedUpTo(today)) - cents(await postedUpTo(dayBefore(today)))),
    );
  });

  it('hotel revenue by group and code, the posting summary and the journal of each posting', async () => {
    const today = fx.hotelDate;
    const revenue = await report({ report: 'hotel-revenue', forDate: today });
    expect(revenue).toMatchObject({ forDate: today, fromDate: null, toDate: null });
    const { rows } = await sql<{ net: string; total: string }>`
      select coalesce(sum(net_amount), 0) as net, coalesce(sum(total), 0) as total from posting
      where property_id = ${server.propertyId} and hotel_date = ${today}::date and kind = 'charge'
        and not is_void and transfer_of is null`.execute(server.db);
    expect(revenue.totals.netAmount).toBe(fromCents(cents(rows[0]?.net)));
    expect(revenue.totals.total).toBe(fromCents(cents(rows[0]?.total)));
    for (const row of revenue.rows) {
      expect(sum([row.netAmount, row.serviceCharge, row.tax])).toBe(row.total);
      expect(cents(row.monthToDate) >= cents(row.netAmount)).toBe(true);
      expect(cents(row.yearToDate) >= cents(row.monthToDate)).toBe(true);
    }

    const summary = await report({ report: 'posting-summary' });
    const mine = summary.rows.find((row) => row.shift === 'AM' && row.cashier === 'admin');
    expect(mine).toMatchObject({ voided: 1, transfers: 2, corrections: 0 });
    expect(mine?.voidedAmount).not.toBe('0.00');

    const each = await report({ report: 'posting-journal' });
    expect(each.rows.filter((row) => row.status === 'void')).toHaveLength(1);
    // A transfer is a pair, out of one folio and into another, that moves nothing in total.
    const transfers = each.rows.filter((row) => String(row.status).startsWith('transfer-'));
    expect(transfers.length).toBeGreaterThanOrEqual(2);
    expect(sum(transfers.map((row) => row.total))).toBe('0.00');
  });

  it('daily statistics read what day-end froze; bad dates and other departments are refused', async () => {
    const today = fx.hotelDate;
    // No day-end has closed a date in this test: the default (the day before the hotel date) has no row.
    const none = await report({ report: 'daily-statistic-report' });
    const yesterday = dayBefore(today);
    expect(none).toMatchObject({ fromDate: yesterday, toDate: yesterday });
    const frozen = await server.db
      .selectFrom('daily_statistic')
      .select(['hotel_date', 'rooms_sold'])
      .where('dimension', '=', 'hotel')
      .where('hotel_date', '=', yesterday)
      .execute();
    expect(none.rows.map((row) => row.roomsSold)).toEqual(frozen.map((row) => row.rooms_sold));

    const backwards = await server.call('report/financeReport', 'get_detail', [
      { report: 'posting-summary', fromDate: today, toDate: yesterday },
    ]);
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.apiResponse)).toContain('/data/0/toDate');
    const unknown = await server.post('report/financeReport', {
      apiRequest: { action: 'get_detail' },
      data: [{ report: 'profit-and-loss' }],
    });
    expect(unknown.status).toBe(400);

    for (const login of ['cashier', 'sale', 'mis']) {
      const headers = (await signIn(server.app, login, 'demo-test-password')).headers;
      expect((await report({ report: 'trial-balance-report' }, headers)).totals.debit).toBeDefined();
    }
    for (const login of ['housekeeping', 'reception']) {
      const headers = (await signIn(server.app, login, 'demo-test-password')).headers;
      const refused = await server.call('report/financeReport', 'get_detail', [{ report: 'hotel-revenue' }], headers);
      expect(refused.status).toBe(403);
    }
  });
});
