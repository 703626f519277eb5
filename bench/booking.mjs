// Booking-command throughput: 4 clients send `reservation/reservation` `create` to the real server
// (signed in, XSRF token, an Idempotency-Key per booking, as the app sends them) for a fixed time.
// On PostgreSQL it is set against pgbench inserting single rows into a scratch table with 4
// clients in the same run and on the same database server (goal: bookings/s ≥ 0.5 × pgbench TPS),
// then the same load runs on PGlite (goal: PGlite ≥ 0.5 × PostgreSQL). 409s and 5xx are counted
// apart; every booking is for nights nobody else in the run books at that moment.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  callApi,
  loadEach,
  machineNote,
  printTable,
  round,
  scratchDatabase,
  scratchFolder,
  serverRequire,
  signIn,
  startApi,
  verdict,
} from './harness.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const warmUpSeconds = Math.max(2, Math.round(seconds / 5));
const CLIENTS = 4;
const HOTEL_DATE = '2026-11-21';
// The demo hotel's own bookings run to 60 nights after the hotel date; the bench books beyond.
const FIRST_ARRIVAL_OFFSET = 120;
// Arrivals step through a window of WINDOW nights by STRIDE (coprime with it), so each room type
// gets each arrival date once per WINDOW of its bookings, and bookings sent side by side are far
// apart: they neither wait for one another's inventory locks nor run out of rooms.
const WINDOW = 2999;
const STRIDE = 389;
const MIN_ROOMS = 4;

const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What every booking refers to, read through the API as the booking screen reads it. */
async function bookingPlan(origin, headers) {
  const first = async (path) => (await callApi(origin, headers, path, 'list-minimum', [])).data[0]?.id ?? null;
  const guests = (await callApi(origin, headers, 'reservation/guest-profile', 'list-minimum', [])).data;
  const grid = await callApi(origin, headers, 'reservation/availability', 'get', [
    { fromDate: addDays(HOTEL_DATE, FIRST_ARRIVAL_OFFSET), toDate: addDays(HOTEL_DATE, FIRST_ARRIVAL_OFFSET) },
  ]);
  const types = grid.data[0].roomTypes
    .filter((type) => type.nights[0].rooms >= MIN_ROOMS)
    .map((type) => type.roomTypeId);
  if (types.length < CLIENTS || guests.length === 0) {
    throw new Error(`the demo hotel has ${types.length} room types of ${MIN_ROOMS}+ rooms and ${guests.length} guests`);
  }
  return {
    guests: guests.map((guest) => guest.id),
    types,
    sourceId: await first('configuration/source'),
    marketId: await first('configuration/market'),
    segmentId: await first('configuration/segment'),
  };
}

/** The n-th booking of a run: one stay of 1 or 2 nights, its own Idempotency-Key. */
function bookingRequest(plan, run, n) {
  const roomTypeId = plan.types[n % plan.types.length];
  const lap = Math.floor(n / plan.types.length);
  const arrival = addDays(HOTEL_DATE, FIRST_ARRIVAL_OFFSET + ((lap * STRIDE) % WINDOW));
  const nights = 1 + (lap % 2);
  const nightlyRates = Array.from({ length: nights }, (_, night) => ({
    night: addDays(arrival, night),
    amount: '1850.00',
  }));
  return {
    headers: { 'idempotency-key': `bench-${run}-${n}` },
    body: {
      apiRequest: { action: 'create' },
      data: [
        {
          guestProfileId: plan.guests[n % plan.guests.length],
          sourceId: plan.sourceId,
          marketId: plan.marketId,
          segmentId: plan.segmentId,
          channel: 'NON-OTA',
          status: 'confirmed',
          remark: 'bench',
          stays: [{ roomTypeId, arrival, departure: addDays(arrival, nights), adults: 1, nightlyRates }],
        },
      ],
    },
  };
}

/** The booking load on one running server: a warm-up, then `seconds` measured. */
async function bookingLoad(server) {
  const headers = await signIn(server.url);
  const plan = await bookingPlan(server.url, headers);
  const run = randomBytes(4).toString('hex');
  let next = 0;
  const nextRequest = () => bookingRequest(plan, run, next++);
  const url = `${server.url}/api/reservation/reservation`;
  const warmUp = await loadEach({ url, headers, seconds: warmUpSeconds, connections: CLIENTS, nextRequest });
  const measured = await loadEach({ url, headers, seconds, connections: CLIENTS, nextRequest });
  return { ...measured, sentInAll: next, succeededInAll: warmUp.succeeded + measured.succeeded };
}

/** pgbench with `clients` clients inserting one row per transaction into a table of its own. */
async function pgbenchInserts(databaseUrl) {
  const { Client } = serverRequire('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'create table bench_single_row (id bigint generated always as identity primary key, note text not null, created_at timestamptz not null default now())',
    );
  } finally {
    await client.end();
  }
  const folder = scratchFolder('pms-bench-pgbench-');
  try {
    const script = join(folder.path, 'insert.sql');
    writeFileSync(script, "insert into bench_single_row (note) values ('one row');\n");
    const { stdout } = await promisify(execFile)(
      process.env.PGBENCH ?? 'pgbench',
      ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(seconds), '-f', script, databaseUrl],
      { maxBuffer: 1 << 20 },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no TPS:\n${stdout}`);
    return Number(tps[1]);
  } finally {
    folder.remove();
  }
}

/** Reservations in the database: what the answers claimed was written must be there. */
async function reservationsIn(databaseUrl) {
  const { Client } = serverRequire('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as count from reservation where remark = 'bench'");
    return rows[0].count;
  } finally {
    await client.end();
  }
}

const serverEnv = { SEED_DEMO: '1', HOTEL_DATE };

export async function run() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(
      '\nBooking throughput needs PostgreSQL for pgbench: set DATABASE_URL (a scratch database is made there).',
    );
    return null;
  }
  const machineAtStart = machineNote();
  const scratch = await scratchDatabase(adminUrl);
  const folder = scratchFolder('pms-bench-booking-');
  let postgres;
  let pgliteLoad;
  let pgbenchTps;
  try {
    const onPostgres = await startApi({ databaseUrl: scratch.url, env: serverEnv });
    try {
      postgres = await bookingLoad(onPostgres);
    } finally {
      await onPostgres.stop();
    }
    // autocannon stops with up to one request per client in flight, unanswered but committed.
    const stored = await reservationsIn(scratch.url);
    if (stored < postgres.succeededInAll || stored > postgres.succeededInAll + 2 * CLIENTS) {
      throw new Error(`${postgres.succeededInAll} bookings answered 200 but ${stored} are in the database`);
    }
    pgbenchTps = await pgbenchInserts(scratch.url);
    const onPglite = await startApi({ dataDir: folder.path, env: serverEnv });
    try {
      pgliteLoad = await bookingLoad(onPglite);
    } finally {
      await onPglite.stop();
    }
  } finally {
    folder.remove();
    await scratch.drop();
  }

  const answers = Object.fromEntries(
    [
      ['PostgreSQL', postgres],
      ['PGlite', pgliteLoad],
    ].map(([engine, result]) => [
      `API on ${engine}`,
      {
        'bookings/s': round(result.perSecond, 1),
        200: result.succeeded,
        409: result.conflicts,
        'other 4xx': result.otherFailures,
        '5xx': result.serverErrors,
        'socket errors': result.socketErrors,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
      },
    ]),
  );
  printTable(
    `Booking create, ${CLIENTS} clients, ${seconds} s each after ${warmUpSeconds} s warm-up (autocannon)`,
    answers,
  );
  for (const [engine, result] of [
    ['PostgreSQL', postgres],
    ['PGlite', pgliteLoad],
  ]) {
    for (const failure of result.firstFailures) console.log(`  ${engine}: ${failure}`);
  }

  const summary = {
    'pgbench single-row insert TPS': { value: round(pgbenchTps, 1), ratio: '—', goal: '—', result: '—' },
    'bookings/s on PostgreSQL / pgbench TPS': {
      value: round(postgres.perSecond, 1),
      ...verdict(postgres.perSecond / pgbenchTps, { atLeast: 0.5 }),
    },
    'bookings/s on PGlite / on PostgreSQL': {
      value: round(pgliteLoad.perSecond, 1),
      ...verdict(pgliteLoad.perSecond / postgres.perSecond, { atLeast: 0.5 }),
    },
    '5xx answers (both engines)': {
      value: postgres.serverErrors + pgliteLoad.serverErrors,
      ratio: '—',
      goal: '0',
      result: postgres.serverErrors + pgliteLoad.serverErrors === 0 ? 'pass' : 'FAIL',
    },
  };
  printTable(
    `Booking throughput: figures and ratios measured in this run (at start: ${machineAtStart}; at end: ${machineNote()})`,
    summary,
  );
  return { answers, summary };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
