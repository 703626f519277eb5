import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
// Arbitrary but fixed: instances starting together on one PostgreSQL take turns migrating.
const MIGRATION_LOCK_KEY = 7_320_411;

export function listMigrations(): { name: string; script: string }[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file, script: readFileSync(join(migrationsDir, file), 'utf8') }));
}

/** Applies every migration not yet applied, each in its own transaction; answers their names. */
export async function migrate(database: DatabaseHandle): Promise<string[]> {
  const migrations = listMigrations();
  return database.session(async (run) => {
    await run(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await run(`create table if not exists schema_migration (
        name text primary key,
        applied_at timestamptz not null default now()
      )`);
      const applied = new Set((await run('select name from schema_migration')).map((row) => row.name));
      const ran: string[] = [];
      for (const { name, script } of migrations) {
        if (applied.has(name)) continue;
        // Names are checked against /^\d{4}_[a-z0-9_]+\.sql$/ above, so quoting is safe.
        await run(`begin;\n${script};\ninsert into schema_migration (name) values ('${name}');\ncommit;`);
        ran.push(name);
      }
      return ran;
    } catch (error) {
      await run('rollback').catch(() => {});
      throw error;
    } finally {
      await run(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
