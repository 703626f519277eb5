import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.ts';
import { openDatabase } from '../../db/database.ts';
import { call, signIn } from '../../test/api.ts';
import { createTestServer, TEST_ADMIN_PASSWORD, testEngine } from '../../test/database.ts';
import { OPERATOR_ACTOR, resetPassword, unlockUser } from './operator.ts';

// Issue 15, defect 3: six wrong passwords for `admin` block the only administrator, and nothing in
// the app can undo it. The operator's way back needs the server's database, not the API.

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

/** The operator's command as a person runs it, in its own process; answers its exit code and output. */
async function admin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/admin.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ demo: true, security: { lockoutWaitSeconds: 1 } });
});
afterAll(() => server?.close());

const login = (password: string, loginName = 'admin') =>
  call(server.app, 'security/authentication', 'login', [{ loginName, password }]);

/** Six wrong passwords, waiting out the lockout after the third, as anyone may send them. */
async function block(loginName = 'admin'): Promise<void> {
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    let answer = await login('wrong-password', loginName);
    while (answer.body.apiResponse.code === 'LOGIN_LOCKED' && attempt > 3) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      answer = await login('wrong-password', loginName);
    }
  }
  const blocked = await login('wrong-password', loginName);
  expect(blocked.body.apiResponse.code).toBe('ACCOUNT_BLOCKED');
}

const operatorRecords = (action: string) =>
  server.db
    .selectFrom('audit_log')
    .select(['actor', 'entity', 'after'])
    .where('actor', '=', OPERATOR_ACTOR)
    .where('action', '=', action)
    .execute();

describe(`the operator's way back for a blocked administrator (${testEngine})`, () => {
  it('tells an administrator when nobody else could unlock them', async () => {
    const signedIn = await signIn(server.app, 'admin', TEST_ADMIN_PASSWORD);
    expect(signedIn.session.activeAdministrators).toBe(1);
    const staff = await signIn(server.app, 'reservation', 'demo-test-password');
    expect(staff.session).not.toHaveProperty('activeAdministrators');
  });

  it('unlocks the only administrator, whom nobody in the app may touch, and audits it', async () => {
    await block();
    // The configuration user manages users, but not an administrator.
    const config = await signIn(server.app, 'config', 'demo-test-password');
    const users = await call(server.app, 'security/user', 'list', [{}], config.headers);
    const adminUser = users.typed.data.find((user) => user.loginName === 'admin');
    expect(adminUser?.isBlocked).toBe(true);
    const refused = await call(
      server.app,
      'security/user',
      'unlock',
      [{ id: adminUser?.id ?? 0, version: adminUser?.version ?? 0 }],
      config.headers,
    );
    expect(refused.status).toBe(403);

    const unlocked = await unlockUser(server.db, 'ADMIN');
    expect(unlocked).toMatchObject({ loginName: 'admin', isBlocked: false, failedAttempts: 0 });
    expect((await login(TEST_ADMIN_PASSWORD)).status).toBe(200);
    const records = await operatorRecords('unlock');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ entity: 'user', after: expect.objectContaining({ event: 'unlocked' }) });
  });

  it('resets a password to a temporary one that must be changed, ending the old sessions', async () => {
    const before = await signIn(server.app, 'admin', TEST_ADMIN_PASSWORD);
    await block();
    const reset = await resetPassword(server.db, 'admin');
    expect(reset.mustChangePassword).toBe(true);
    expect(reset.isBlocked).toBe(false);
    expect((await call(server.app, 'configuration/hotel', 'GetHotelDate', [{}], before.headers)).status).toBe(401);
    expect((await login(TEST_ADMIN_PASSWORD)).status).toBe(401);
    const fresh = await login(reset.temporaryPassword);
    expect(fresh.status).toBe(200);
    expect(fresh.typed.data[0]?.mustChangePassword).toBe(true);
    expect(await operatorRecords('reset-password')).toHaveLength(1);
    expect(JSON.stringify(await operatorRecords('reset-password'))).not.toContain(reset.temporaryPassword);
  });

  it('refuses a user that does not exist', async () => {
    await expect(unlockUser(server.db, 'nobody-at-all')).rejects.toThrow(/no user "nobody-at-all"/);
  });
});

describe(`pnpm --filter @pms/server admin (${testEngine})`, () => {
  it.runIf(testEngine === 'pglite')(
    'works on the PGlite of DATA_DIR, and not while a server holds it',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'pms-admin-'));
      try {
        // The test's seeded database, copied into a folder as a server would keep it.
        const snapshot = await server.database.dump?.();
        const resetsBefore = (await operatorRecords('reset-password')).length;
        const database = await openDatabase({ engine: 'pglite', dataDir, snapshot });
        await database.close();

        // This test's own process stands for a running server.
        writeFileSync(join(dataDir, 'pms-server.pid'), `${process.pid}\n`);
        const held = await admin(['unlock', 'admin'], { DATA_DIR: dataDir });
        expect(held.code).toBe(1);
        expect(held.stderr).toMatch(/in use by process \d+: stop the server/);
        rmSync(join(dataDir, 'pms-server.pid'));

        const usage = await admin(['unlock'], { DATA_DIR: dataDir });
        expect(usage.code).toBe(2);
        expect(usage.stderr).toContain('reset-password <user>');

        const reset = await admin(['reset-password', 'admin'], { DATA_DIR: dataDir });
        expect(reset.code, reset.stderr).toBe(0);
        const password = /New temporary password for "admin": (\S+)/.exec(reset.stdout)?.[1];
        expect(password).toBeDefined();

        const reopened = await openDatabase({ engine: 'pglite', dataDir });
        try {
          const user = await reopened.db
            .selectFrom('app_user')
            .select(['password_hash', 'must_change_password'])
            .where('login_name', '=', 'admin')
            .executeTakeFirstOrThrow();
          expect(await verifyPassword(password ?? '', user.password_hash)).toBe(true);
          expect(user.must_change_password).toBe(true);
          const audit = await reopened.db
            .selectFrom('audit_log')
            .select('actor')
            .where('action', '=', 'reset-password')
            .execute();
          expect(audit).toEqual(Array.from({ length: resetsBefore + 1 }, () => ({ actor: OPERATOR_ACTOR })));
        } finally {
          await reopened.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(testEngine === 'postgres')('works on the PostgreSQL of DATABASE_URL', { timeout: 60_000 }, async () => {
    await block('sale');
    const unlocked = await admin(['unlock', 'sale'], { DATABASE_URL: server.database.location });
    expect(unlocked.code, unlocked.stderr).toBe(0);
    expect(unlocked.stdout).toContain('Unlocked "sale"');
    expect((await login('demo-test-password', 'sale')).status).toBe(200);
  });
});
