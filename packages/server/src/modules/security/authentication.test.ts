import type { Schemas } from '@pms/api-client';
import { decodeJwt, SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, type Headers, post, sessionHeaders, signIn, xsrfCookieOf } from '../../test/api.ts';
import { createTestServer, TEST_ADMIN_PASSWORD } from '../../test/database.ts';

const DEMO_PASSWORD = 'demo-test-password';
let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
});
afterAll(() => server?.close());

const login = (loginName: string, password: string) =>
  call(server.app, 'security/authentication', 'login', [{ loginName, password }]);

async function sessionCount(): Promise<number> {
  const row = await server.db
    .selectFrom('auth_session')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function signInEvents(loginName: string): Promise<string[]> {
  const rows = await server.db
    .selectFrom('audit_log')
    .select('after')
    .where('entity', '=', 'sign-in')
    .where('actor', '=', loginName)
    .orderBy('id')
    .execute();
  return rows.map((row) => (row.after as { event: string }).event);
}

/** Ends the 30-second wait as if it had passed (the wait itself is covered by the answer's seconds). */
async function endWait(loginName: string) {
  await server.db
    .updateTable('login_throttle')
    .set({ locked_until: sql`now() - interval '1 second'` })
    .where('login_key', '=', loginName.toLowerCase())
    .execute();
}

async function createUser(loginName: string, roles: string[]) {
  const created = await server.call('security/user', 'create', [{ loginName, displayName: loginName, roles }]);
  expect(created.status).toBe(200);
  const user = created.typed.data[0] as Schemas['UserWithPassword'];
  // Set their own password, as the first sign-in asks.
  const first = await signIn(server.app, loginName, user.temporaryPassword);
  const own = `${loginName}-own-password`;
  const changed = await call(
    server.app,
    'security/authentication',
    'change-password',
    [{ currentPassword: user.temporaryPassword, newPassword: own }],
    first.headers,
  );
  expect(changed.status).toBe(200);
  return { user, password: own };
}

describe('sign-in', () => {
  it('answers the session of spec §3 and sets the XSRF cookie', async () => {
    const answer = await login('reservation', DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.typed.apiResponse.id).toBe(0);
    const session = answer.typed.data[0] as Schemas['Session'];
    expect(session).toMatchObject({
      name: 'Somchai Reservations',
      loginName: 'reservation',
      roles: ['RESERVATION'],
      roleFunctions: [{ role: 'RESERVATION', functions: ['RESERVATION'] }],
      permissions: ['RESERVATION'],
      mustChangePassword: false,
    });
    expect(new Date(session.tokenExpiryDate).getTime()).toBeGreaterThan(Date.now() + 800_000);
    // Spec §6 reads the role from the first claim whose name contains "role", split by "|".
    const claims = decodeJwt(session.token);
    expect(Object.entries(claims).find(([name]) => name.includes('role'))?.[1]).toBe('RESERVATION');
    expect(session.xsrfToken).toBe(xsrfCookieOf(answer));
    const cookie = answer.headers['set-cookie'];
    expect(String(cookie)).toMatch(/XSRF-TOKEN=[^;]+;.*Path=\/.*SameSite=Strict/i);
    expect(String(cookie)).not.toMatch(/HttpOnly/i);
  });

  it('is case-insensitive on the user id and puts the main role first in the claim', async () => {
    const { user, password } = await createUser('two-roles', ['RECEPTION', 'CASHIER']);
    expect(user.roles).toEqual(['RECEPTION', 'CASHIER']);
    const answer = await login('Two-Roles', password);
    expect(answer.status).toBe(200);
    const session = answer.typed.data[0] as Schemas['Session'];
    expect(decodeJwt(session.token).role).toBe('RECEPTION|CASHIER');
    expect(session.permissions.sort()).toEqual(['CASHIER', 'RECEPTION']);
  });

  it('refuses a wrong password or an unknown user alike, with id 10001, and stores no session', async () => {
    const before = await sessionCount();
    const wrong = await login('cashier', 'not-the-password');
    const unknown = await login('nobody-here', 'not-the-password');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body.apiResponse).toMatchObject({
        id: 10001,
        code: 'LOGIN_REFUSED',
        desc: 'Can not login',
        failedAttempts: 1,
      });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessionCount()).toBe(before);
    // A success resets the count.
    expect((await login('cashier', DEMO_PASSWORD)).status).toBe(200);
    expect((await login('cashier', 'not-the-password')).body.apiResponse.failedAttempts).toBe(1);
    expect((await login('cashier', DEMO_PASSWORD)).status).toBe(200);
  });

  it('waits after 3 failures (right password included), blocks at the 6th until an admin unlocks', async () => {
    const name = 'housekeeping';
    expect((await login(name, 'wrong-1')).body.apiResponse.failedAttempts).toBe(1);
    expect((await login(name, 'wrong-2')).body.apiResponse.failedAttempts).toBe(2);
    const third = await login(name, 'wrong-3');
    expect(third.status).toBe(429);
    expect(third.body.apiResponse).toMatchObject({
      id: 10001,
      code: 'LOGIN_LOCKED',
      failedAttempts: 3,
      retryAfterSeconds: 30,
    });
    const during = await login(name, DEMO_PASSWORD);
    expect(during.status).toBe(429);
    expect(during.body.apiResponse.retryAfterSeconds).toBeGreaterThan(25);
    expect(during.body.apiResponse.retryAfterSeconds).toBeLessThanOrEqual(30);

    await endWait(name);
    expect((await login(name, 'wrong-4')).body.apiResponse).toMatchObject({ code: 'LOGIN_REFUSED', failedAttempts: 4 });
    expect((await login(name, 'wrong-5')).body.apiResponse).toMatchObject({ code: 'LOGIN_REFUSED', failedAttempts: 5 });
    const sixth = await login(name, 'wrong-6');
    expect(sixth.status).toBe(403);
    expect(sixth.body.apiResponse).toMatchObject({ id: 10001, code: 'ACCOUNT_BLOCKED', desc: 'Please Contact Admin' });
    const blocked = await login(name, DEMO_PASSWORD);
    expect(blocked.status).toBe(403);
    expect(blocked.body.apiResponse.retryAfterSeconds).toBeUndefined();

    // The block is in the database, not in this server: a second instance sees it too.
    const { buildServer } = await import('../../app.ts');
    const other = await buildServer({ db: server.db });
    expect(
      (await call(other, 'security/authentication', 'login', [{ loginName: name, password: DEMO_PASSWORD }])).status,
    ).toBe(403);
    await other.close();

    const [user] = (await server.call('security/user', 'list', [])).typed.data.filter((u) => u.loginName === name);
    expect(user).toMatchObject({ isBlocked: true, failedAttempts: 6 });
    const unlocked = await server.call('security/user', 'unlock', [
      { id: user?.id as number, version: user?.version as number },
    ]);
    expect(unlocked.status).toBe(200);
    expect(unlocked.typed.data[0]).toMatchObject({ isBlocked: false, failedAttempts: 0, lockedUntil: null });
    expect((await login(name, DEMO_PASSWORD)).status).toBe(200);

    expect(await signInEvents(name)).toEqual([
      'failed',
      'failed',
      'locked',
      'refused-waiting',
      'failed',
      'failed',
      'blocked',
      'refused-blocked',
      'refused-blocked',
      'signed-in',
    ]);
    const unlock = await server.db
      .selectFrom('audit_log')
      .select(['actor', 'after'])
      .where('entity', '=', 'user')
      .where('action', '=', 'unlock')
      .executeTakeFirstOrThrow();
    expect(unlock.actor).toBe('admin');
    expect(unlock.after).toMatchObject({ event: 'unlocked', loginName: name });
  });

  it('locks an unknown user id the same way, so answers tell nothing about who exists', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await login('ghost', 'x')).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('uses the configured wait', async () => {
    const quick = await createTestServer({ security: { lockoutWaitSeconds: 2 } });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await call(quick.app, 'security/authentication', 'login', [{ loginName: 'admin', password: 'wrong' }]);
      }
      const waiting = await call(quick.app, 'security/authentication', 'login', [
        { loginName: 'admin', password: TEST_ADMIN_PASSWORD },
      ]);
      expect(waiting.body.apiResponse.retryAfterSeconds).toBeLessThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const after = await call(quick.app, 'security/authentication', 'login', [
        { loginName: 'admin', password: TEST_ADMIN_PASSWORD },
      ]);
      expect(after.status).toBe(200);
    } finally {
      await quick.close();
    }
    // A second server of its own (a database copied from the snapshot) takes a while on a busy machine.
  }, 90_000);
});

describe('tokens', () => {
  it('test-token answers 200 for a valid bearer token and 401 otherwise', async () => {
    const { headers } = await signIn(server.app, 'engineer', DEMO_PASSWORD);
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/security/test-token',
      headers: { authorization: headers.authorization as string },
    });
    expect(ok.statusCode).toBe(200);
    for (const authorization of [undefined, 'Bearer nonsense', `${headers.authorization}x`]) {
      const refused = await server.app.inject({
        method: 'POST',
        url: '/api/security/test-token',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().apiResponse).toMatchObject({ id: 99999, desc: 'Please login again' });
    }
  });

  it('refuses a forged role: a token the server did not sign, or a signed one with another claim', async () => {
    const { headers, session } = await signIn(server.app, 'engineer', DEMO_PASSWORD);
    const claims = decodeJwt(session.token);
    const forged = await new SignJWT({ ...claims, role: 'ADMIN', fn: ['ADMIN'] })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a secret the server does not have!'));
    const [head, , signature] = session.token.split('.');
    const edited = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN', fn: ['ADMIN'] })).toString('base64url')}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url')}.`;
    for (const token of [forged, edited, unsigned]) {
      const answer = await call(server.app, 'security/user', 'list', [], {
        ...headers,
        authorization: `Bearer ${token}`,
      });
      expect(answer.status).toBe(401);
    }
    // The real token of the same user is refused by the role table, whatever the client claims.
    expect((await call(server.app, 'security/user', 'list', [], headers)).status).toBe(403);
  });

  it('says TOKEN_EXPIRED for an expired access token, and refresh renews it', async () => {
    // A server of its own: on PGlite under a full run's load its start alone can take 30 s.
    const short = await createTestServer({ security: { accessTokenSeconds: 1, clockToleranceSeconds: 0 } });
    // The clock the tokens read stands still and is moved by hand: on a loaded machine a renewed
    // token of 1 s could expire on a real clock before the call that uses it.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      const { headers, session } = await signIn(short.app, 'admin', TEST_ADMIN_PASSWORD);
      // Expiry is checked to the second: past 1 s and the next whole second.
      vi.setSystemTime(start + 2_100);
      const expired = await call(short.app, 'configuration/currency', 'list', [], headers);
      expect(expired.status).toBe(401);
      expect(expired.body.apiResponse.code).toBe('TOKEN_EXPIRED');
      const renewed = await call(short.app, 'security/authentication', 'refresh', [
        { refreshToken: session.refreshToken },
      ]);
      expect(renewed.status).toBe(200);
      const next = renewed.typed.data[0] as Schemas['Session'];
      const xsrf = xsrfCookieOf(renewed) as string;
      expect((await call(short.app, 'configuration/currency', 'list', [], sessionHeaders(next, xsrf))).status).toBe(
        200,
      );
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  }, 90_000);

  it('rotates refresh tokens; a reused one ends the whole session', async () => {
    const first = await signIn(server.app, 'sale', DEMO_PASSWORD);
    const second = await call(server.app, 'security/authentication', 'refresh', [
      { refreshToken: first.session.refreshToken },
    ]);
    expect(second.status).toBe(200);
    const renewed = second.typed.data[0] as Schemas['Session'];
    expect(renewed.refreshToken).not.toBe(first.session.refreshToken);
    const renewedHeaders = sessionHeaders(renewed, xsrfCookieOf(second) as string);
    expect((await call(server.app, 'configuration/currency', 'list', [], renewedHeaders)).status).toBe(200);

    const reused = await call(server.app, 'security/authentication', 'refresh', [
      { refreshToken: first.session.refreshToken },
    ]);
    expect(reused.status).toBe(401);
    expect(reused.body.apiResponse.code).toBe('REFRESH_REFUSED');
    // Both holders are out: the newest access token and the newest refresh token are dead too.
    const after = await call(server.app, 'configuration/currency', 'list', [], renewedHeaders);
    expect(after.status).toBe(401);
    expect(after.body.apiResponse.code).toBe('SESSION_ENDED');
    const newest = await call(server.app, 'security/authentication', 'refresh', [
      { refreshToken: renewed.refreshToken },
    ]);
    expect(newest.status).toBe(401);
    const ended = await server.db
      .selectFrom('auth_session')
      .select('end_reason')
      .where('user_id', '=', Number(decodeJwt(renewed.token).sub))
      .where('end_reason', '=', 'refresh-reused')
      .execute();
    expect(ended).toHaveLength(1);
  });

  it('logout ends the session: its token and its refresh token stop working', async () => {
    const { headers, session } = await signIn(server.app, 'mis', DEMO_PASSWORD);
    const out = await call(server.app, 'security/authentication', 'logout', [], headers);
    expect(out.status).toBe(200);
    const after = await call(server.app, 'configuration/currency', 'list', [], headers);
    expect(after.status).toBe(401);
    expect(after.body.apiResponse.code).toBe('SESSION_ENDED');
    expect(
      (await call(server.app, 'security/authentication', 'refresh', [{ refreshToken: session.refreshToken }])).status,
    ).toBe(401);
  });

  it('disabling a user ends their sessions and refuses their sign-in', async () => {
    const { user, password } = await createUser('leaving', ['RESERVATION']);
    const { headers } = await signIn(server.app, 'leaving', password);
    const current = (await server.call('security/user', 'get', [{ id: user.id }])).typed.data[0] as Schemas['User'];
    const disabled = await server.call('security/user', 'update', [
      { id: user.id, version: current.version, isActive: false },
    ]);
    expect(disabled.status).toBe(200);
    expect((await call(server.app, 'configuration/currency', 'list', [], headers)).body.apiResponse.code).toBe(
      'SESSION_ENDED',
    );
    expect((await login('leaving', password)).status).toBe(401);
  });
});

describe('XSRF', () => {
  let headers: Headers;
  let other: Headers;
  beforeAll(async () => {
    headers = (await signIn(server.app, 'finance', DEMO_PASSWORD)).headers;
    other = (await signIn(server.app, 'finance', DEMO_PASSWORD)).headers;
  });
  const create = (extra: Headers) =>
    call(server.app, 'configuration/currency', 'create', [{ code: 'XAU', name: 'Gold' }], extra);

  it('refuses a write without the header, with a header unlike the cookie, or with another session’s token', async () => {
    const { 'x-xsrf-token': _dropped, ...withoutHeader } = headers;
    const { cookie: _noCookie, ...withoutCookie } = headers;
    for (const attempt of [
      withoutHeader,
      withoutCookie,
      { ...headers, 'x-xsrf-token': `${headers['x-xsrf-token']}x` },
      { ...headers, cookie: 'XSRF-TOKEN=forged.by.someone' },
      { ...headers, cookie: other.cookie as string, 'x-xsrf-token': other['x-xsrf-token'] as string },
      { ...headers, cookie: 'XSRF-TOKEN=made.up', 'x-xsrf-token': 'made.up' },
    ]) {
      const answer = await create(attempt);
      expect(answer.status).toBe(403);
      expect(answer.body.apiResponse.code).toBe('XSRF_REFUSED');
    }
    const codes = (await server.call('configuration/currency', 'list', [])).typed.data.map((c) => c.code);
    expect(codes).not.toContain('XAU');
  });

  it('takes each tab’s own token in the header while the shared cookie holds another tab’s', async () => {
    const answer = await call(server.app, 'configuration/currency', 'create', [{ code: 'XPD', name: 'Palladium' }], {
      ...headers,
      cookie: other.cookie as string,
    });
    expect(answer.status).toBe(200);
  });

  it('lets reads through without it, and the write with it', async () => {
    const { 'x-xsrf-token': _dropped, cookie: _cookie, ...bearerOnly } = headers;
    expect((await call(server.app, 'configuration/currency', 'list', [], bearerOnly)).status).toBe(200);
    expect((await create(headers)).status).toBe(200);
  });
});

describe('passwords', () => {
  it('are argon2id hashes, at least 8 characters, up to 128, and the user sets their own after a reset', async () => {
    const { user, password } = await createUser('night-audit', ['CASHIER']);
    const row = await server.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const current = (await server.call('security/user', 'get', [{ id: user.id }])).typed.data[0] as Schemas['User'];
    const reset = await server.call('security/user', 'reset-password', [{ id: user.id, version: current.version }]);
    expect(reset.status).toBe(200);
    const temporary = (reset.typed.data[0] as Schemas['UserWithPassword']).temporaryPassword;
    expect(temporary).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await login('night-audit', password)).status).toBe(401);

    const { headers, session } = await signIn(server.app, 'night-audit', temporary);
    expect(session.mustChangePassword).toBe(true);
    expect(decodeJwt(session.token).mcp).toBe(true);
    const blocked = await call(server.app, 'configuration/currency', 'list', [], headers);
    expect(blocked.status).toBe(403);
    expect(blocked.body.apiResponse.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const change = (newPassword: string, currentPassword = temporary) =>
      call(server.app, 'security/authentication', 'change-password', [{ currentPassword, newPassword }], headers);
    const short = await change('seven77');
    expect(short.status).toBe(400);
    expect(short.body.apiResponse.errors).toEqual([
      { field: '/data/0/newPassword', message: 'must NOT have fewer than 8 characters', rule: 'minLength', limit: 8 },
    ]);
    expect((await change('x'.repeat(129))).status).toBe(400);
    const wrongCurrent = await change('a-long-enough-one', 'not-it');
    expect(wrongCurrent.body.apiResponse.errors).toEqual([
      { field: '/data/0/currentPassword', message: 'is not your current password' },
    ]);
    const long = `ยินดีต้อนรับ ${'ພາສາລາວ'.repeat(8)} 64+ characters, spaces and all`;
    expect(long.length).toBeGreaterThan(64);
    const changed = await change(long);
    expect(changed.status).toBe(200);
    const renewed = changed.typed.data[0] as Schemas['Session'];
    expect(renewed.mustChangePassword).toBe(false);
    const renewedHeaders = sessionHeaders(renewed, xsrfCookieOf(changed) as string);
    expect((await call(server.app, 'configuration/currency', 'list', [], renewedHeaders)).status).toBe(200);
    expect((await login('night-audit', long)).status).toBe(200);
    // The composed and decomposed forms of the same text are the same password.
    expect((await login('night-audit', long.normalize('NFD'))).status).toBe(200);
  });
});

describe('users and roles', () => {
  it('lets only an ADMIN grant ADMIN or manage an ADMIN user', async () => {
    const config = await signIn(server.app, 'config', DEMO_PASSWORD);
    const asConfig = <A extends 'create' | 'update' | 'list'>(action: A, data: never) =>
      call(server.app, 'security/user', action, data, config.headers);
    const refused = await asConfig('create', [
      { loginName: 'sneaky', displayName: 'Sneaky', roles: ['ADMIN'] },
    ] as never);
    expect(refused.status).toBe(403);
    const users = (await asConfig('list', [] as never)).typed.data as Schemas['User'][];
    const admin = users.find((user) => user.loginName === 'admin') as Schemas['User'];
    const self = users.find((user) => user.loginName === 'config') as Schemas['User'];
    expect(
      (await asConfig('update', [{ id: admin.id, version: admin.version, displayName: 'Mine' }] as never)).status,
    ).toBe(403);
    expect(
      (
        await asConfig('update', [
          { id: self.id, version: self.version, roles: ['CONFIGULATION-SETTING', 'ADMIN'] },
        ] as never)
      ).status,
    ).toBe(403);
    // A role bundling ADMIN is refused the same way.
    const role = await call(
      server.app,
      'security/role',
      'create',
      [{ code: 'SUPER', name: 'Super', functions: ['SALE', 'ADMIN'] }],
      config.headers,
    );
    expect(role.status).toBe(403);
    // Nothing of it was kept.
    expect((await server.call('security/user', 'list', [])).typed.data.map((u) => u.loginName)).not.toContain('sneaky');
  });

  it('keeps one active administrator', async () => {
    const admin = (await server.call('security/user', 'list', [])).typed.data.find(
      (u) => u.loginName === 'admin',
    ) as Schemas['User'];
    const answer = await server.call('security/user', 'update', [
      { id: admin.id, version: admin.version, isActive: false },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.apiResponse.code).toBe('LAST_ADMIN');
  });

  it('names the field of a duplicate user id, an unknown role or a stale version', async () => {
    const duplicate = await server.call('security/user', 'create', [
      { loginName: 'ADMIN', displayName: 'Again', roles: ['SALE'] },
    ]);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.apiResponse.errors).toEqual([
      { field: '/data/0/loginName', message: 'is already used by another user' },
    ]);
    const unknownRole = await server.call('security/user', 'create', [
      { loginName: 'newbie', displayName: 'New', roles: ['SALE', 'NOPE'] },
    ]);
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.apiResponse.errors).toEqual([{ field: '/data/0/roles/1', message: 'is not a role: NOPE' }]);
    const sale = (await server.call('security/user', 'list', [])).typed.data.find(
      (u) => u.loginName === 'sale',
    ) as Schemas['User'];
    const stale = await server.call('security/user', 'update', [
      { id: sale.id, version: sale.version + 5, displayName: 'X' },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
  });

  it('grants what a custom role bundles, refuses to change built-in roles, and keeps roles in use', async () => {
    const created = await server.call('security/role', 'create', [
      { code: 'NIGHT-AUDITOR', name: 'Night auditor', functions: ['CASHIER', 'FINANCIAL-SETTING'] },
    ]);
    expect(created.status).toBe(200);
    const role = created.typed.data[0] as Schemas['Role'];
    expect(role).toMatchObject({ isBuiltIn: false, userCount: 0, functions: ['CASHIER', 'FINANCIAL-SETTING'] });
    const { password } = await createUser('auditor', ['NIGHT-AUDITOR']);
    const auditor = await signIn(server.app, 'auditor', password);
    expect(auditor.session.permissions.sort()).toEqual(['CASHIER', 'FINANCIAL-SETTING']);
    expect(
      (await call(server.app, 'configuration/currency', 'create', [{ code: 'XAG', name: 'Silver' }], auditor.headers))
        .status,
    ).toBe(200);
    expect((await call(server.app, 'security/user', 'list', [], auditor.headers)).status).toBe(403);

    const inUse = await server.call('security/role', 'delete', [{ id: role.id }]);
    expect(inUse.status).toBe(409);
    expect(inUse.body.apiResponse.code).toBe('IN_USE');
    const builtIn = (await server.call('security/role', 'list', [])).typed.data.find(
      (r) => r.code === 'SALE',
    ) as Schemas['Role'];
    const changeBuiltIn = await server.call('security/role', 'update', [
      { id: builtIn.id, version: builtIn.version, functions: ['ADMIN'] },
    ]);
    expect(changeBuiltIn.status).toBe(422);
    expect(changeBuiltIn.body.apiResponse.code).toBe('BUILTIN_ROLE');

    // Taking a function away takes effect at the next call, whatever the token still claims.
    const narrowed = await server.call('security/role', 'update', [
      { id: role.id, version: role.version, functions: ['CASHIER'] },
    ]);
    expect(narrowed.status).toBe(200);
    expect(
      (await call(server.app, 'configuration/currency', 'create', [{ code: 'XPT', name: 'Platinum' }], auditor.headers))
        .status,
    ).toBe(403);

    const spare = await server.call('security/role', 'create', [{ code: 'SPARE', name: 'Spare', functions: ['SALE'] }]);
    const spareRole = spare.typed.data[0] as Schemas['Role'];
    expect((await server.call('security/role', 'delete', [{ id: spareRole.id }])).status).toBe(200);
    const functions = await server.call('security/role', 'list-functions', []);
    expect(functions.typed.data.find((f) => f.function === 'FINANCIAL-SETTING')?.grants).toContain(
      'configuration/currency create',
    );
  });
});

describe('no request may produce a 500', () => {
  it('answers odd sign-in input with envelopes', async () => {
    for (const data of [
      [],
      [{}],
      [{ loginName: 'a' }],
      [{ loginName: 'a'.repeat(300), password: 'x' }],
      [{ loginName: '', password: '' }],
    ]) {
      const answer = await post(server.app, 'security/authentication', { apiRequest: { action: 'login' }, data });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe('the language a user chose', () => {
  it('is kept on the user: the next sign-in, anywhere, answers it; bad codes change nothing', async () => {
    const first = await signIn(server.app, 'reception', DEMO_PASSWORD);
    expect(first.session.language).toBe('EN');
    const versionBefore = await server.db
      .selectFrom('app_user')
      .select('version')
      .where('login_name', '=', 'reception')
      .executeTakeFirstOrThrow();

    const chosen = await call(
      server.app,
      'security/authentication',
      'set-language',
      [{ language: 'TH' }],
      first.headers,
    );
    expect(chosen.status).toBe(200);
    expect(chosen.typed.data).toEqual([{ language: 'TH' }]);
    const bad = await call(
      server.app,
      'security/authentication',
      'set-language',
      // @ts-expect-error a language the app does not speak
      [{ language: 'FR' }],
      first.headers,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.apiResponse.errors?.[0]?.field).toBe('/data/0/language');

    const second = await signIn(server.app, 'reception', DEMO_PASSWORD);
    expect(second.session.language).toBe('TH');
    const refreshed = await call(server.app, 'security/authentication', 'refresh', [
      { refreshToken: second.session.refreshToken },
    ]);
    expect((refreshed.typed.data[0] as Schemas['Session']).language).toBe('TH');
    // A preference, not an administrator's edit: the row version is left alone.
    const versionAfter = await server.db
      .selectFrom('app_user')
      .select('version')
      .where('login_name', '=', 'reception')
      .executeTakeFirstOrThrow();
    expect(versionAfter.version).toBe(versionBefore.version);
    const audited = await server.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'user')
      .where('action', '=', 'set-language')
      .execute();
    expect(audited.map((row) => row.after)).toEqual([{ language: 'TH' }]);

    const anonymous = await call(server.app, 'security/authentication', 'set-language', [{ language: 'LA' }]);
    expect(anonymous.status).toBe(401);
  });
});
