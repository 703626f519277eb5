import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

const OID = { int8: 20, date: 1082, numeric: 1700 } as const;
const keepText = (value: string) => value;

/**
 * The same values from both engines: dates as `yyyy-MM-dd` (a Date would shift with the time
 * zone), numerics as exact decimal strings, bigints as numbers (counts and audit ids stay far
 * below 2^53).
 */
const parsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: Number,
  [OID.date]: keepText,
  [OID.numeric]: keepText,
};

/** Runs a script of one or more statements without parameters; answers the last one's rows. */
export type ScriptRunner = (script: string) => Promise<Record<string, unknown>[]>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Holds one connection for `work`, for scripts (migrations) and session-level locks. */
  session<T>(work: (run: ScriptRunner) => Promise<T>): Promise<T>;
  engine: 'pglite' | 'postgres';
  /** Where the data lives: the PGlite folder, `memory`, or the PostgreSQL URL without password. */
  location: string;
  /** PGlite only: the whole database as a tarball, which `snapshot` of a target opens again. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { engine: 'postgres'; url: string; maxConnections?: number }
  | { engine: 'pglite'; dataDir: string | null; snapshot?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (a restart, an administrator's terminate) is an error on
    // the pool: without a listener Node ends the process. The pool drops the client and opens a
    // new one on the next query, so it is only reported.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'DatabaseWarning');
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(target.url);
    url.password = '';
    return {
      db,
      engine: 'postgres',
      location: url.toString(),
      async session(work) {
        const client = await pool.connect();
        try {
          return await work(async (script) => {
            const result = (await client.query(script)) as pg.QueryResult | pg.QueryResult[];
            const last = Array.isArray(result) ? result.at(-1) : result;
            return (last?.rows ?? []) as Record<string, unknown>[];
          });
        } finally {
          client.release();
        }
      },
      close: () => db.destroy(),
    };
  }

  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const pglite = new PGlite(target.dataDir ?? 'memory://', {
    extensions: { btree_gist, pg_trgm, unaccent },
    parsers,
    ...(target.snapshot ? { loadDataDir: target.snapshot } : {}),
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    engine: 'pglite',
    location: target.dataDir ?? 'memory',
    session: (work) =>
      work(async (script) => {
        const results = await pglite.exec(script);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      }),
    // Uncompressed: a tarball opens in half the time of a gzipped one, and test snapshots are all it is for.
    dump: () => pglite.dumpDataDir('none'),
    close: () => db.destroy(),
  };
}
