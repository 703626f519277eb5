import { randomBytes } from 'node:crypto';
import type { ActionOf, ApiPath, RequestData } from '@pms/api-client';
import pg from 'pg';
import { buildServer } from '../app.ts';
import type { SecuritySettings } from '../auth/tokens.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed/index.ts';
import { call, type Headers, post, signIn } from './api.ts';

export const TEST_HOTEL_DATE = '2026-11-21';
export const TEST_ADMIN_PASSWORD = 'admin-test-password';

/** Which engine this test run uses: the vitest project sets it (server:pglite, server:postgres). */
export const testEngine = process.env.PMS_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends DatabaseHandle {
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL of
 * DATABASE_URL (created for this file, dropped after it) so that runs never share state.
 */
export async function createTestDatabase(options: { maxConnections?: number } = {}): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const handle = await openDatabase({ engine: 'pglite', dataDir: null });
    await migrate(handle);
    return { ...handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('PMS_TEST_ENGINE=postgres needs DATABASE_URL');
  const name = `pms_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    engine: 'postgres',
    url: url.toString(),
    maxConnections: options.maxConnections ?? 10,
  });
  await migrate(handle);
  return {
    ...handle,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // The pool's clients may still be saying goodbye; killing them mid-way (force) makes them
      // raise unhandled errors, so give them a moment to leave first.
      for (let waited = 0; waited < 50; waited += 1) {
        const open = await cleanup.query('select count(*)::int as count from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (open.rows[0]?.count === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A migrated and seeded database with the API in front of it, driven through `inject`. */
export async function createTestServer(
  options: { demo?: boolean; maxConnections?: number; security?: Partial<SecuritySettings> } = {},
) {
  const database = await createTestDatabase(options);
  const report = await seed(database.db, {
    adminPassword: TEST_ADMIN_PASSWORD,
    demo: options.demo ?? false,
    demoPassword: 'demo-test-password',
    hotelDate: TEST_HOTEL_DATE,
  });
  const app = await buildServer({ db: database.db, security: options.security ?? {} });
  await app.ready();
  const admin = (await signIn(app, 'admin', TEST_ADMIN_PASSWORD)).headers;
  return {
    app,
    /** Headers of a signed-in administrator (bearer token and XSRF token). */
    admin,
    /** A typed call as the administrator; more headers add to or replace the administrator's. */
    call<P extends ApiPath, A extends ActionOf<P>>(path: P, action: A, data: RequestData<P, A>, headers: Headers = {}) {
      return call(app, path, action, data, { ...admin, ...headers });
    },
    /** Any body, as the administrator. */
    post(path: string, body: unknown, headers: Headers = {}) {
      return post(app, path, body, { ...admin, ...headers });
    },
    db: database.db,
    database,
    propertyId: report.propertyId,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
