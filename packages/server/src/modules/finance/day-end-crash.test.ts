import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../../db/database.ts';
import { TEST_HOTEL_DATE, testEngine } from '../../test/database.ts';
import { inHouseHotel } from '../../test/in-house-hotel.ts';

// Day-end survives a power cut (issue 19): a hotel with 500 guests in house; the server process
// is killed with SIGKILL right after each step in turn (PMS_DAY_END_KILL_AFTER_STEP, day-end.ts),
// with the run's transaction open; restarted, the run is made again and must leave exactly the
// ledger and statistics of a run that was never interrupted, each room-night charged once. The
// server is a real process on a real data folder (PGlite) or database (PostgreSQL).

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const PASSWORD = 'crash-test-password';
const STAYS = 500;
const STEPS = ['checks', 'no-shows', 'room-charges', 'room-status', 'statistics', 'close-date'] as const;

/** Where one copy of the hotel lives: a PGlite data folder or a PostgreSQL database. */
type Copy = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; name: string; url: string };
const copies: Copy[] = [];

function postgresUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** An empty place for a hotel, or a copy of `from`. */
async function newCopy(from?: Copy): Promise<Copy> {
  let copy: Copy;
  if (testEngine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'pms-crash-'));
    if (from?.engine === 'pglite') cpSync(from.dataDir, dataDir, { recursive: true });
    copy = { engine: 'pglite', dataDir };
  } else {
    const name = `pms_crash_${randomBytes(5).toString('hex')}`;
    await withAdmin((admin) =>
      admin.query(`create database ${name}${from?.engine === 'postgres' ? ` template ${from.name}` : ''}`),
    );
    copy = { engine: 'postgres', name, url: postgresUrl(name) };
  }
  copies.push(copy);
  return copy;
}

const targetOf = (copy: Copy): DatabaseTarget =>
  copy.engine === 'pglite'
    ? { engine: 'pglite', dataDir: copy.dataDir }
    : { engine: 'postgres', url: copy.url, maxConnections: 2 };

interface Server {
  url: string;
  /** How the process ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** The real server (src/main.ts) on a copy, as an operator starts it. */
async function startServer(copy: Copy, env: Record<string, string> = {}): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_STAFF: '0',
      SEED_DEMO: '0',
      HOTEL_DATE: TEST_HOTEL_DATE,
      DATABASE_URL: copy.engine === 'postgres' ? copy.url : '',
      DATA_DIR: copy.engine === 'pglite' ? copy.dataDir : '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('//localhost:', '//127.0.0.1:'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${code ?? signal}) before it started:\n${output}`));
    });
  });
  return {
    url,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

async function signIn(server: Server): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/security/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiRequest: { action: 'login' }, data: [{ loginName: 'admin', password: PASSWORD }] }),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { data: { token: string; xsrfToken: string }[] };
  const { token, xsrfToken } = answer.data[0] as { token: string; xsrfToken: string };
  return { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrfToken}`, 'x-xsrf-token': xsrfToken };
}

const runDayEnd = (server: Server, headers: Record<string, string>) =>
  fetch(`${server.url}/api/finance/day-end`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': `crash-${randomBytes(6).toString('hex')}`,
      ...headers,
    },
    body: JSON.stringify({ apiRequest: { action: 'run' }, data: [{ hotelDate: TEST_HOTEL_DATE }] }),
  });

/** Everything a closed day leaves, told apart from ids and moments, which differ between copies. */
async function footprint(copy: Copy) {
  const handle = await openDatabase(targetOf(copy));
  try {
    const { db } = handle;
    const postings = await sql<Record<string, unknown>>`
      select rm.room_number, p.hotel_date, tc.code, p.kind, p.description, p.reference, p.quantity,
        p.unit_amount, p.net_amount, p.service_charge, p.tax, p.total, p.window_number, p.is_void
      from posting p
      join transaction_code tc on tc.id = p.transaction_code_id
      join folio f on f.id = p.folio_id
      left join room_stay s on s.id = f.stay_id
      left join room rm on rm.id = s.room_id
      order by rm.room_number, p.hotel_date, tc.code`.execute(db);
    const charges = await sql<{ charges: number; nights: number }>`
      select count(*)::int as charges, count(distinct (stay_id, hotel_date, transaction_code_id))::int as nights
      from day_end_charge`.execute(db);
    const statistics = await sql<Record<string, unknown>>`
      select dimension, key, label, rooms, rooms_out_of_order, rooms_available, rooms_sold, rooms_complimentary,
        adults, children, arrivals, departures, no_shows, room_revenue, room_revenue_gross, total_revenue, hotel_date
      from daily_statistic order by dimension, key`.execute(db);
    const rooms = await sql<{ status: string; rooms: number }>`
      select housekeeping_status as status, count(*)::int as rooms from room group by 1 order by 1`.execute(db);
    const hotel = await db.selectFrom('property').select('hotel_date').executeTakeFirstOrThrow();
    const runs = await db.selectFrom('day_end_run').select(['hotel_date', 'status']).execute();
    return {
      hotelDate: hotel.hotel_date,
      runs,
      postings: postings.rows,
      charges: charges.rows[0],
      statistics: statistics.rows,
      rooms: rooms.rows,
    };
  } finally {
    await handle.close();
  }
}

afterAll(async () => {
  for (const copy of copies) {
    if (copy.engine === 'pglite') rmSync(copy.dataDir, { recursive: true, force: true });
    else await withAdmin((admin) => admin.query(`drop database if exists ${copy.name} with (force)`));
  }
});

describe(`day-end after a SIGKILL (${testEngine})`, () => {
  it(`resumes after the server is killed at each step and leaves the ledger of an uninterrupted run (${STAYS} stays)`, async () => {
    // The hotel: first started by the server itself (migrations, first-start data), then filled.
    const base = await newCopy();
    await (await startServer(base)).stop();
    const handle = await openDatabase(targetOf(base));
    try {
      const property = await handle.db.selectFrom('property').select('id').executeTakeFirstOrThrow();
      await inHouseHotel(handle.db, property.id, { stays: STAYS });
    } finally {
      await handle.close();
    }

    const uninterrupted = await newCopy(base);
    const server = await startServer(uninterrupted);
    try {
      const done = await runDayEnd(server, await signIn(server));
      expect(done.status, await done.clone().text()).toBe(200);
    } finally {
      await server.stop();
    }
    const reference = await footprint(uninterrupted);
    expect(reference.hotelDate).not.toBe(TEST_HOTEL_DATE);
    expect(reference.charges).toEqual({ charges: STAYS, nights: STAYS });
    expect(reference.postings).toHaveLength(STAYS);
    expect(reference.runs).toEqual([{ hotel_date: TEST_HOTEL_DATE, status: 'completed' }]);

    for (const step of STEPS) {
      const copy = await newCopy(base);
      const doomed = await startServer(copy, { PMS_DAY_END_KILL_AFTER_STEP: step });
      const headers = await signIn(doomed);
      await expect(runDayEnd(doomed, headers), `the server answered after ${step}`).rejects.toThrow();
      expect(await doomed.exited, step).toEqual({ code: null, signal: 'SIGKILL' });

      const restarted = await startServer(copy);
      try {
        const resumed = await runDayEnd(restarted, await signIn(restarted));
        expect(resumed.status, `${step}: ${await resumed.clone().text()}`).toBe(200);
      } finally {
        await restarted.stop();
      }
      expect(await footprint(copy), `killed after ${step}`).toEqual(reference);
    }
  }, 900_000);
});
