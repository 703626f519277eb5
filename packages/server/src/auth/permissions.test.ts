import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedContract } from '../api/contract.ts';
import { type Headers, post, signIn } from '../test/api.ts';
import { createTestServer, TEST_ADMIN_PASSWORD, testEngine } from '../test/database.ts';
import { type Access, accessOf, FUNCTIONS, PERMISSIONS } from './permissions.ts';

// One demo user per built-in role (db/seed/demo.ts), each holding exactly that role.
const USERS: Record<(typeof FUNCTIONS)[number], string> = {
  ADMIN: 'admin',
  RESERVATION: 'reservation',
  RECEPTION: 'reception',
  CASHIER: 'cashier',
  HOUSEKEEPING: 'housekeeping',
  ENGINEER: 'engineer',
  SALE: 'sale',
  'MANAGEMENT-INFORMATION-SYSTEM': 'mis',
  'CONFIGULATION-SETTING': 'config',
  'FINANCIAL-SETTING': 'finance',
  'HOUSEKEEPING-SETTING': 'hk-setting',
  'SALE-SETTING': 'sale-setting',
};

const contract = servedContract();
const actions = [...contract.paths].flatMap(([path, byAction]) =>
  [...byAction.values()].map((found) => ({ path, action: found.action, access: accessOf(path, found.action) })),
);

let server: Awaited<ReturnType<typeof createTestServer>>;
const headersOf = new Map<string, Headers>();
// The table is read before any query, and the probe is stopped by validation after it: the
// matrix asks nothing of the database, so it runs on the default engine only.
const onOneEngine = testEngine === 'postgres';
beforeAll(async () => {
  if (onOneEngine) return;
  server = await createTestServer({ demo: true });
  for (const [fn, user] of Object.entries(USERS)) {
    const password = fn === 'ADMIN' ? TEST_ADMIN_PASSWORD : 'demo-test-password';
    headersOf.set(fn, (await signIn(server.app, user, password)).headers);
  }
}, 120_000);
afterAll(() => server?.close());

// Data no action accepts: whoever gets past authorization is stopped by validation, so the
// matrix changes nothing (a signed-in caller's logout included).
const probe = (action: string) => ({ apiRequest: { action }, data: [{ 'x-authorization-probe': true }] });

const describeAccess = (access: Access | undefined) =>
  access === undefined ? 'nobody' : typeof access === 'string' ? access : access.join(', ');

describe.skipIf(onOneEngine)('the permission table', () => {
  it('names every action of the contract, and nothing else', () => {
    expect(actions.filter((entry) => entry.access === undefined).map((e) => `${e.path} ${e.action}`)).toEqual([]);
    const tabled = Object.entries(PERMISSIONS).flatMap(([path, byAction]) =>
      Object.keys(byAction).map((action) => `${path} ${action}`),
    );
    expect(tabled.sort()).toEqual(actions.map((entry) => `${entry.path} ${entry.action}`).sort());
  });

  it('refuses what it does not name, even to ADMIN', async () => {
    expect(accessOf('configuration/currency', 'drop')).toBeUndefined();
    expect(accessOf('configuration/currency', 'constructor')).toBeUndefined();
    expect(accessOf('security/nothing', 'list')).toBeUndefined();
  });

  describe.each(actions)('$path $action', ({ path, action, access }) => {
    it(`without a token: 401 unless public (${describeAccess(access)})`, async () => {
      const answer = await post(server.app, path, probe(action));
      if (access === 'public') expect(answer.status).not.toBe(401);
      else expect(answer.status).toBe(401);
    });

    it.each(FUNCTIONS)('as %s', async (fn) => {
      const answer = await post(server.app, path, probe(action), headersOf.get(fn));
      const allowed = typeof access === 'string' || fn === 'ADMIN' || (access?.includes(fn) ?? false);
      if (allowed) {
        expect([401, 403]).not.toContain(answer.status);
        expect(answer.status, 'stopped by validation, nothing ran').toBe(400);
      } else {
        expect(answer.status).toBe(403);
        expect(answer.body.apiResponse.code).toBe('FORBIDDEN');
      }
    });
  });
});
