// Cashier posting (issue 18) on PostgreSQL. Throughput: 4 clients post charges (`cashier/folio`
// `post`) and outlet checks (`outlet/sale` `post`, two items each) to the demo hotel's in-house
// guests through the real server (signed in, XSRF token, an Idempotency-Key per posting, an open
// cashier shift), each set against pgbench inserting single rows with 4 clients in the same run on
// the same database server. Reading: `cashier/folio get` of a folio with 1,000 postings, time per
// get and its ratio to the same SQL run directly. Benchmarks report; nothing here fails on a number.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  callApi,
  loadEach,
  machineNote,
  median,
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
const FOLIO_POSTINGS = 1000;
const GETS = 40;

async function withClient(databaseUrl, work) {
  const { Client } = serverRequire('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The in-house stays (room, guest's last name), the food code and the restaurant's items. */
async function postingPlan(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const stays = await client.query(`select st.id, rm.room_number, g.last_name
      from room_stay st join room rm on rm.id = st.room_id join reservation r on r.id = st.reservation_id
      join guest_profile g on g.id = r.guest_profile_id
      where st.status = 'in-house' order by st.id limit 8`);
    const food = await client.query(`select id from transaction_code where code = '2000'`);
    const items = await client.query(`select i.id, i.outlet_id from outlet_item i join outlet o on o.id = i.outlet_id
      where o.code = 'REST' and i.active order by i.id limit 2`);
    if (stays.rows.length < 2 || food.rows.length === 0 || items.rows.length < 2) {
      throw new Error('the demo hotel has no in-house stays, food code or restaurant items');
    }
    return {
      stays: stays.rows,
      foodId: food.rows[0].id,
      outletId: items.rows[0].outlet_id,
      itemIds: items.rows.map((row) => row.id),
    };
  });
}

const chargeRequest = (plan, run, n) => ({
  headers: { 'idempotency-key': `bench-post-${run}-${n}` },
  body: {
    apiRequest: { action: 'post' },
    data: [
      {
        stayId: plan.stays[n % plan.stays.length].id,
        transactionCodeId: plan.foodId,
        quantity: 1 + (n % 3),
        unitAmount: `${100 + (n % 50)}.35`,
        reference: 'bench',
      },
    ],
  },
});

const saleRequest = (plan, run, n) => {
  const stay = plan.stays[n % plan.stays.length];
  return {
    headers: { 'idempotency-key': `bench-sale-${run}-${n}` },
    body: {
      apiRequest: { action: 'post' },
      data: [
        {
          outletId: plan.outletId,
          checkNumber: `B${run.slice(0, 6)}-${n}`,
          settlement: 'room',
          roomNumber: stay.room_number,
          guestName: stay.last_name,
          lines: plan.itemIds.map((outletItemId, index) => ({ outletItemId, quantity: 1 + index })),
        },
      ],
    },
  };
};

/** One command's load: a warm-up, then `seconds` measured. */
async function commandLoad(origin, headers, path, makeRequest) {
  const run = randomBytes(4).toString('hex');
  let next = 0;
  const nextRequest = () => makeRequest(run, next++);
  const url = `${origin}/api/${path}`;
  await loadEach({ url, headers, seconds: warmUpSeconds, connections: CLIENTS, nextRequest });
  return loadEach({ url, headers, seconds, connections: CLIENTS, nextRequest });
}

/** pgbench with CLIENTS clients inserting one row per transaction into a table of its own. */
async function pgbenchInserts(databaseUrl) {
  await withClient(databaseUrl, (client) =>
    client.query(
      'create table bench_single_row (id bigint generated always as identity primary key, note text not null, created_at timestamptz not null default now())',
    ),
  );
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

/**
 * A guest folio of FOLIO_POSTINGS postings: the first charge through the API (so the folio is the
 * server's own), the rest copies of it made in SQL, as a long stay's folio would have.
 */
async function longFolio(origin, headers, databaseUrl, plan) {
  const stayId = plan.stays[plan.stays.length - 1].id;
  const answer = await callApi(
    origin,
    headers,
    'cashier/folio',
    'post',
    [{ stayId, transactionCodeId: plan.foodId, quantity: 1, unitAmount: '250.35', reference: 'long folio' }],
    { 'idempotency-key': `bench-long-${randomBytes(4).toString('hex')}` },
  );
  const folioId = answer.data[0].folioId;
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('select count(*)::int as count from posting where folio_id = $1', [folioId]);
    const missing = FOLIO_POSTINGS - rows[0].count;
    await client.query(
      `insert into posting (property_id, folio_id, window_number, hotel_date, kind, transaction_code_id, description,
         quantity, unit_amount, net_amount, service_charge, tax, total, currency_code, exchange_rate, shift_id, cashier,
         reference)
       select property_id, folio_id, 1 + (n % 4), hotel_date, kind, transaction_code_id, description, quantity,
         unit_amount, net_amount, service_charge, tax, total, currency_code, exchange_rate, shift_id, cashier,
         'copy ' || n
       from posting, generate_series(1, $2) as n where id = $1`,
      [answer.data[0].id, missing],
    );
  });
  return folioId;
}

/** The SQL the folio `get` runs, run directly: the folio, its stay's label, its postings. */
async function folioSqlDirect(databaseUrl, folioId) {
  return withClient(databaseUrl, async (client) => {
    const once = async () => {
      const started = performance.now();
      const folio = await client.query('select * from folio where id = $1', [folioId]);
      await client.query(
        `select st.id, coalesce(rm.room_number, '') as room_number, g.last_name, g.first_name
         from room_stay st join reservation r on r.id = st.reservation_id left join room rm on rm.id = st.room_id
         left join guest_profile g on g.id = r.guest_profile_id where st.id = $1`,
        [folio.rows[0].stay_id],
      );
      const postings = await client.query(
        `select p.*, c.code as transaction_code, s.shift as shift_name from posting p
         join transaction_code c on c.id = p.transaction_code_id join cashier_shift s on s.id = p.shift_id
         where p.property_id = $1 and p.folio_id = $2 order by p.id`,
        [folio.rows[0].property_id, folioId],
      );
      if (postings.rows.length !== FOLIO_POSTINGS) throw new Error(`${postings.rows.length} postings`);
      return performance.now() - started;
    };
    for (let n = 0; n < 5; n += 1) await once();
    const times = [];
    for (let n = 0; n < GETS; n += 1) times.push(await once());
    return median(times);
  });
}

async function folioGetThroughApi(origin, headers, folioId) {
  const once = async () => {
    const started = performance.now();
    const answer = await callApi(origin, headers, 'cashier/folio', 'get', [{ folioId }]);
    if (answer.data[0].postings.length !== FOLIO_POSTINGS) throw new Error('short folio');
    return performance.now() - started;
  };
  for (let n = 0; n < 5; n += 1) await once();
  const times = [];
  for (let n = 0; n < GETS; n += 1) times.push(await once());
  return median(times);
}

export async function run() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(
      '\nPosting throughput needs PostgreSQL for pgbench: set DATABASE_URL (a scratch database is made there).',
    );
    return null;
  }
  const machineAtStart = machineNote();
  const scratch = await scratchDatabase(adminUrl);
  let charges;
  let sales;
  let pgbenchTps;
  let apiGetMs;
  let sqlGetMs;
  try {
    const server = await startApi({ databaseUrl: scratch.url, env: { SEED_DEMO: '1', HOTEL_DATE } });
    try {
      const headers = await signIn(server.url);
      await callApi(server.url, headers, 'cashier/shift', 'open', [{ shift: 'AM' }], {
        'idempotency-key': `bench-shift-${randomBytes(4).toString('hex')}`,
      });
      const plan = await postingPlan(scratch.url);
      charges = await commandLoad(server.url, headers, 'cashier/folio', (run, n) => chargeRequest(plan, run, n));
      sales = await commandLoad(server.url, headers, 'outlet/sale', (run, n) => saleRequest(plan, run, n));
      const folioId = await longFolio(server.url, headers, scratch.url, plan);
      apiGetMs = await folioGetThroughApi(server.url, headers, folioId);
      sqlGetMs = await folioSqlDirect(scratch.url, folioId);
    } finally {
      await server.stop();
    }
    pgbenchTps = await pgbenchInserts(scratch.url);
  } finally {
    await scratch.drop();
  }

  const answers = Object.fromEntries(
    [
      ['cashier/folio post (1 charge)', charges],
      ['outlet/sale post (2 charges)', sales],
    ].map(([name, result]) => [
      name,
      {
        'commands/s': round(result.perSecond, 1),
        200: result.succeeded,
        409: result.conflicts,
        'other 4xx': result.otherFailures,
        '5xx': result.serverErrors,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
      },
    ]),
  );
  printTable(
    `Cashier posting on PostgreSQL, ${CLIENTS} clients, ${seconds} s each after ${warmUpSeconds} s warm-up`,
    answers,
  );
  for (const failure of [...charges.firstFailures, ...sales.firstFailures]) console.log(`  ${failure}`);

  const summary = {
    'pgbench single-row insert TPS': { value: round(pgbenchTps, 1), ratio: '—', goal: '—', result: '—' },
    'charges/s through the API / pgbench TPS': {
      value: round(charges.perSecond, 1),
      ...verdict(charges.perSecond / pgbenchTps),
    },
    'outlet checks/s through the API / pgbench TPS': {
      value: round(sales.perSecond, 1),
      ...verdict(sales.perSecond / pgbenchTps),
    },
    [`folio get, ${FOLIO_POSTINGS} postings: ms per get (median of ${GETS})`]: {
      value: round(apiGetMs, 1),
      ratio: '—',
      goal: '—',
      result: '—',
    },
    'folio get: its SQL run directly, ms (ratio: API / SQL)': {
      value: round(sqlGetMs, 1),
      ...verdict(apiGetMs / sqlGetMs),
    },
    '5xx answers': {
      value: charges.serverErrors + sales.serverErrors,
      ratio: '—',
      goal: '0',
      result: charges.serverErrors + sales.serverErrors === 0 ? 'pass' : 'FAIL',
    },
  };
  printTable(
    `Posting throughput and folio reading: measured in this run (at start: ${machineAtStart}; at end: ${machineNote()})`,
    summary,
  );
  return { answers, summary };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
