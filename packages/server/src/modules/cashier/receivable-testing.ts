import { expect } from 'vitest';
import { newKey } from '../../test/booking.ts';
import type { createTestServer } from '../../test/database.ts';

// Fixtures of the accounts-receivable tests: companies of the test's own with an AR account, and
// stays whose guest folio window 1 owes a known amount.

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

export async function termOfPayment(server: TestServer, code: string, days: number): Promise<number> {
  const row = await server.db
    .insertInto('term_of_payment')
    .values({ property_id: server.propertyId, code, name: `${days} days (${code})`, days })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function aCompany(server: TestServer, code: string): Promise<number> {
  const row = await server.db
    .insertInto('company_profile')
    .values({ property_id: server.propertyId, code, name: `Company ${code}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A company with an AR account (saved through the API as `headers`' user), answered in full. */
export async function anAccount(
  server: TestServer,
  code: string,
  options: { creditLimit: string; termId: number; restricted?: boolean; headers?: Record<string, string> },
) {
  const companyId = await aCompany(server, code);
  const saved = await server.call(
    'cashier/receivable',
    'save',
    [
      {
        companyId,
        creditLimit: options.creditLimit,
        termOfPaymentId: options.termId,
        restricted: options.restricted ?? false,
      },
    ],
    options.headers ?? {},
  );
  expect(saved.status, JSON.stringify(saved.body.apiResponse)).toBe(200);
  return saved.typed.data[0] as NonNullable<(typeof saved.typed.data)[0]>;
}

/** Charges `unitAmount` (room code, so with its taxes) to a stay's window and answers the window's balance. */
export async function owing(
  server: TestServer,
  stayId: number,
  transactionCodeId: number,
  unitAmount: string,
  window = 1,
): Promise<string> {
  const posted = await server.call(
    'cashier/folio',
    'post',
    [{ stayId, window, transactionCodeId, quantity: 1, unitAmount }],
    newKey('ar-post'),
  );
  expect(posted.status, JSON.stringify(posted.body.apiResponse)).toBe(200);
  const folio = await server.call('cashier/folio', 'get', [{ stayId }]);
  return folio.typed.data[0]?.windows.find((w) => w.window === window)?.balance as string;
}
