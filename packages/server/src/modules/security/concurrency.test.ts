import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../test/api.ts';
import { createTestServer } from '../../test/database.ts';

// On PGlite these requests run one at a time; on PostgreSQL (CI) they really race, which is what
// the row lock on the throttle and on the refresh token must survive.
let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 12 });
});
afterAll(() => server?.close());

describe('sign-in under concurrency', () => {
  it('counts simultaneous wrong passwords one by one: 2 refused, then the wait for all the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(server.app, 'security/authentication', 'login', [{ loginName: 'reception', password: `guess-${index}` }]),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 429, 429, 429, 429, 429, 429, 429, 429]);
    const throttle = await server.db
      .selectFrom('login_throttle')
      .select(['failed_count', 'blocked_at'])
      .where('login_key', '=', 'reception')
      .executeTakeFirstOrThrow();
    expect(throttle).toEqual({ failed_count: 3, blocked_at: null });
  });

  it('lets one of two simultaneous refreshes with the same token through, and ends the session', async () => {
    const { session } = await signIn(server.app, 'sale', 'demo-test-password');
    const refresh = () =>
      call(server.app, 'security/authentication', 'refresh', [{ refreshToken: session.refreshToken }]);
    const answers = await Promise.all([refresh(), refresh()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.status === 200)?.typed.data[0] as Schemas['Session'];
    const after = await call(server.app, 'security/authentication', 'refresh', [{ refreshToken: winner.refreshToken }]);
    expect(after.status).toBe(401);
  });

  it('applies one of two simultaneous edits of a user and refuses the other as stale', async () => {
    const users = (await server.call('security/user', 'list', [])).typed.data;
    const target = users.find((user) => user.loginName === 'engineer') as Schemas['User'];
    const answers = await Promise.all(
      ['Khamla E.', 'Khamla Engineering Lead'].map((displayName) =>
        server.call('security/user', 'update', [{ id: target.id, version: target.version, displayName }]),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = (await server.call('security/user', 'get', [{ id: target.id }])).typed.data[0];
    expect(after?.version).toBe(target.version + 1);
  });
});
