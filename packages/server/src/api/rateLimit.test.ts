import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { expectErrorEnvelope, type RawAnswer, signIn } from '../test/api.ts';
import { createTestServer, TEST_ADMIN_PASSWORD, testEngine } from '../test/database.ts';

// Issue 15, defect 4: 500 list calls in 3.4 s, 200 bogus refresh tokens and 200 sign-ins of unknown
// users from one address all passed. Low limits here; the defaults are in the README.

const LIMITS = { signInPerMinute: 5, anonymousPerMinute: 8, staffPerMinute: 30 };

let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  // The harness signs the administrator in from 127.0.0.1: one sign-in counted there already.
  server = await createTestServer({ demo: true, rateLimits: LIMITS });
});
afterAll(() => server?.close());

async function from(
  app: typeof server.app,
  address: string,
  path: string,
  action: string,
  data: unknown[],
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ apiRequest: { action }, data }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

function expectRateLimited(answer: RawAnswer): void {
  expect(answer.status).toBe(429);
  expectErrorEnvelope(answer);
  expect(answer.body.apiResponse.id).toBe(99999);
  expect(answer.body.apiResponse.code).toBe('RATE_LIMITED');
  const seconds = answer.body.apiResponse.retryAfterSeconds as number;
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  expect(Number(answer.headers['retry-after'])).toBe(seconds);
}

describe(`rate limits (${testEngine})`, () => {
  it('limits sign-in attempts per address, strictly, whoever they name', async () => {
    const address = '203.0.113.10';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMITS.signInPerMinute; attempt += 1) {
      const refused = await from(server.app, address, 'security/authentication', 'login', [
        { loginName: `nobody${attempt}`, password: 'not-a-password' },
      ]);
      statuses.push(refused.status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    expectRateLimited(
      await from(server.app, address, 'security/authentication', 'login', [
        { loginName: 'admin', password: TEST_ADMIN_PASSWORD },
      ]),
    );
    // Bogus refresh tokens count in the same window.
    expectRateLimited(
      await from(server.app, address, 'security/authentication', 'refresh', [{ refreshToken: 'x'.repeat(43) }]),
    );
    // Another address is not held back.
    const other = await from(server.app, '203.0.113.11', 'security/authentication', 'login', [
      { loginName: 'admin', password: TEST_ADMIN_PASSWORD },
    ]);
    expect(other.status).toBe(200);
  });

  it('limits anonymous reads per address, and never counts signed-in staff there', async () => {
    const address = '203.0.113.20';
    for (let call = 0; call < LIMITS.anonymousPerMinute; call += 1) {
      const texts = await from(server.app, address, 'configuration/UserInterfaceText', 'get', [{ language: 'EN' }]);
      expect(texts.status).toBe(200);
    }
    expectRateLimited(await from(server.app, address, 'configuration/UserInterfaceText', 'get', [{ language: 'EN' }]));
    expectRateLimited(await from(server.app, address, 'configuration/HotelDetail', 'get', [{}]));
    // The same address signed in is counted by its user instead.
    const staff = await from(server.app, address, 'configuration/HotelDetail', 'get', [{}], server.admin);
    expect(staff.status).toBe(200);
  });

  it('gives each signed-in user their own generous count', async () => {
    const { headers } = await signIn(server.app, 'reservation', 'demo-test-password');
    // The sign-in above came from 127.0.0.1 too: two counted there now.
    const address = '203.0.113.30';
    for (let call = 0; call < LIMITS.staffPerMinute; call += 1) {
      expect((await from(server.app, address, 'configuration/hotel', 'GetHotelDate', [{}], headers)).status).toBe(200);
    }
    expectRateLimited(await from(server.app, address, 'configuration/hotel', 'GetHotelDate', [{}], headers));
    // Another user from the same address is not held back.
    expect((await from(server.app, address, 'configuration/hotel', 'GetHotelDate', [{}], server.admin)).status).toBe(
      200,
    );
  });

  it.runIf(testEngine === 'postgres')('shares the counts between server instances on one PostgreSQL', async () => {
    const second = await buildServer({ db: server.db, rateLimits: LIMITS, sharedCounters: true });
    try {
      await second.ready();
      const address = '203.0.113.40';
      for (let attempt = 0; attempt < LIMITS.signInPerMinute; attempt += 1) {
        const app = attempt % 2 === 0 ? server.app : second;
        const refused = await from(app, address, 'security/authentication', 'login', [
          { loginName: `nobody-shared${attempt}`, password: 'not-a-password' },
        ]);
        expect(refused.status).toBe(401);
      }
      expectRateLimited(
        await from(second, address, 'security/authentication', 'login', [{ loginName: 'nobody', password: 'x' }]),
      );
      expectRateLimited(
        await from(server.app, address, 'security/authentication', 'login', [{ loginName: 'nobody', password: 'x' }]),
      );
    } finally {
      await second.close();
    }
  });
});
