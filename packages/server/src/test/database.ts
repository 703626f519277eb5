import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ActionOf, ApiPath, RequestData } from '@pms/api-client';
import pg from 'pg';
import { NO_RATE_LIMITS, type RateLimitSettings } from '../api/rateLimit.ts';
import { buildServer } from '../app.ts';
import type { SecuritySettings } from '../auth/tokens.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed/index.ts';
import { call, type Headers, post, signIn } from './api.ts';
import { TEMPLATE_PREFIX } from './templates.ts';

export const TEST_HOTEL_DATE = '2026-11-21';
export const TEST_ADMIN_PASSWORD = 'admin-test-password';

/** Which engine this test run uses: the vitest project sets it (server:pglite, server:postgres). */
export const testEngine = process.env.PMS_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends DatabaseHandle {
  dispose(): Promise<void>;
}

/** A new database's name on the PostgreSQL of DATABASE_URL, and that server's URL for it. */
function postgresTarget(name: string): { adminUrl: string; url: string } {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('PMS_TEST_ENGINE=postgres needs DATABASE_URL');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { adminUrl, url: url.toString() };
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Waits until nobody is connected to a database, so that it can be dropped or copied. */
async function untilUnused(admin: pg.Client, name: string): Promise<void> {
  // The pool's clients may still be saying goodbye; killing them mid-way (force) makes them raise
  // unhandled errors, so give them a moment to leave first.
  for (let waited = 0; waited < 50; waited += 1) {
    const open = await admin.query('select count(*)::int as count from pg_stat_activity where datname = $1', [name]);
    if (open.rows[0]?.count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL of
 * DATABASE_URL (created for this file, dropped after it) so that runs never share state. With
 * `template`, PostgreSQL copies that database instead of starting empty.
 */
export async function createTestDatabase(
  options: { maxConnections?: number; snapshot?: Blob; template?: string } = {},
): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const handle = await openDatabase({ engine: 'pglite', dataDir: null, snapshot: options.snapshot });
    if (!options.snapshot) await migrate(handle);
    return { ...handle, dispose: () => handle.close() };
  }
  const name = `pms_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const { adminUrl, url } = postgresTarget(name);
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`),
  );
  const handle = await openDatabase({ engine: 'postgres', url, maxConnections: options.maxConnections ?? 10 });
  if (!options.template) await migrate(handle);
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await withAdmin(adminUrl, async (admin) => {
        await untilUnused(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

type SeedOptions = { demo: boolean };

/**
 * Every file of the server's source that is not a test: what a migrated and seeded database is
 * made of. A change to any of them makes a new snapshot.
 */
function sourceFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|sql|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        hash.update(path).update(readFileSync(path));
      }
    }
  };
  walk(fileURLToPath(new URL('..', import.meta.url)));
  return hash.digest('hex');
}
const fingerprint = sourceFingerprint();

const seedWith = (options: SeedOptions) => ({
  adminPassword: TEST_ADMIN_PASSWORD,
  demo: options.demo,
  demoPassword: 'demo-test-password',
  hotelDate: TEST_HOTEL_DATE,
});

const snapshotKey = (options: SeedOptions) =>
  createHash('sha256')
    .update(fingerprint)
    .update(JSON.stringify(seedWith(options)))
    .digest('hex')
    .slice(0, 24);

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Snapshots of earlier sources are of no use: those an hour old go. */
function forgetOldSnapshots(folder: string): void {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { force: true });
  }
}

/**
 * A migrated and seeded database. Migrating and seeding the demo hotel takes seconds, and every
 * test file needs one: the first file of a run builds it once — a PGlite dump in the temp folder,
 * a template database on PostgreSQL — and the others start from a copy.
 */
async function seededDatabase(options: SeedOptions & { maxConnections?: number }): Promise<TestDatabase> {
  const key = snapshotKey(options);
  if (testEngine === 'pglite') {
    const folder = join(tmpdir(), 'pms-test-snapshots');
    const file = join(folder, `${key}.tar`);
    const saved = readIfThere(file);
    if (saved) return createTestDatabase({ snapshot: new Blob([saved]) });
    const database = await createTestDatabase();
    await seed(database.db, seedWith(options));
    const dump = await database.dump?.();
    // A snapshot only saves time: when it cannot be written, the next file builds its own.
    if (dump) {
      try {
        mkdirSync(folder, { recursive: true });
        forgetOldSnapshots(folder);
        // Written aside and renamed: a file that reads as the snapshot is always a whole one.
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
      } catch {}
    }
    return database;
  }
  const template = `${TEMPLATE_PREFIX}${key}`;
  const { adminUrl, url } = postgresTarget(template);
  await withAdmin(adminUrl, async (admin) => {
    // One builder per template; the files that wait for it then copy it.
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      await admin.query(`create database ${template}`);
      const handle = await openDatabase({ engine: 'postgres', url, maxConnections: 2 });
      try {
        await migrate(handle);
        await seed(handle.db, seedWith(options));
      } finally {
        await handle.close();
      }
      await untilUnused(admin, template);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return createTestDatabase({ maxConnections: options.maxConnections, template });
}

/** A migrated and seeded database with the API in front of it, driven through `inject`. */
export async function createTestServer(
  options: {
    demo?: boolean;
    maxConnections?: number;
    security?: Partial<SecuritySettings>;
    /** None unless a test sets them: the suites sign in and call far faster than any person. */
    rateLimits?: Partial<RateLimitSettings>;
    appDir?: string;
  } = {},
) {
  const database = await seededDatabase({ demo: options.demo ?? false, maxConnections: options.maxConnections });
  const property = await database.db.selectFrom('property').select('id').orderBy('id').executeTakeFirstOrThrow();
  const app = await buildServer({
    db: database.db,
    security: options.security ?? {},
    rateLimits: { ...NO_RATE_LIMITS, ...options.rateLimits },
    sharedCounters: testEngine === 'postgres',
    appDir: options.appDir ?? null,
  });
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
    propertyId: property.id,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
