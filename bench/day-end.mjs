// Day-end (issue 19) on PostgreSQL. (1) The run of a hotel date with 500 and with 2,000 guests in
// house (packages/server/src/test/in-house-hotel.ts on a first-start database), through the real
// server (`finance/day-end` `run`, signed in, an Idempotency-Key; the screen's `preview` first, not
// timed), median of 3 runs each on a fresh copy of the hotel (`create database … template …`),
// against ONE set-based SQL statement that makes the stays' guest folios and inserts the same room
// charges (net, service 10 %, VAT 7 % on net + service, half-up to cents) into the system shift, in
// a transaction rolled back, timed in the same run; and how the run's time grows from 500 to 2,000.
// (2) The manager report (`report/managementReport` `get_detail` `mis-manager-report`) over a year
// of frozen statistics (365 closed dates of synthetic `daily_statistic` rows) through the API,
// against the statements it runs sent straight to the database. Benchmarks report; nothing here
// fails on a number. `DATABASE_URL=… pnpm bench day-end`; BENCH_DAY_END_SIZES (default 500,2000),
// BENCH_DAY_END_RUNS (default 3), BENCH_MANAGER_RUNS (default 20).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  callApi,
  cleanUpOnInterrupt,
  machineNote,
  median,
  printTable,
  root,
  round,
  scratchDatabase,
  serverRequire,
  signIn,
  startApi,
  verdict,
} from './harness.mjs';

const HOTEL_DATE = '2026-11-21';
const SIZES = (process.env.BENCH_DAY_END_SIZES ?? '500,2000').split(',').map(Number);
const DAY_END_RUNS = Number(process.env.BENCH_DAY_END_RUNS ?? 3);
/** Baseline statements timed per day-end run (interleaved with them), after one warm-up. */
const BASELINE_PER_RUN = 3;
const MANAGER_RUNS = Number(process.env.BENCH_MANAGER_RUNS ?? 20);
const STATISTIC_DAYS = 365;
const serverEnv = { SEED_DEMO: '0', HOTEL_DATE };

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

/** The server's own TypeScript (the fixture, openDatabase), through tsx's loader as reports.mjs does. */
async function serverModules() {
  await import(pathToFileURL(serverRequire.resolve('tsx')).href);
  const load = (path) => import(pathToFileURL(join(root, 'packages/server/src', path)).href);
  const { openDatabase } = await load('db/database.ts');
  const { inHouseHotel } = await load('test/in-house-hotel.ts');
  return { openDatabase, inHouseHotel };
}

/** A copy of the database `template` (no session may be connected to it), dropped by `drop()`. */
async function copyOf(adminUrl, template) {
  const name = `${template.name}_c${randomBytes(2).toString('hex')}`;
  await withClient(adminUrl, (admin) => admin.query(`create database ${name} template ${template.name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => withClient(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  const release = cleanUpOnInterrupt(drop);
  return {
    name,
    url: url.toString(),
    async drop() {
      release();
      await drop();
    },
  };
}

/** Migrations and first-start data, made by a first start of the server itself. */
async function firstStart(databaseUrl) {
  const seeding = await startApi({ databaseUrl, env: serverEnv });
  await seeding.stop();
}

/**
 * The baseline: in one statement, the guest folios of the in-house stays and a room charge for
 * tonight on each (window 1, the system shift of the hotel date made in the same statement),
 * amounts as the cashier's charge line computes them with SVC and VAT on top.
 */
const BASELINE_SQL = `
with hotel as (
  select p.id as property_id, p.hotel_date,
    (select code from currency where property_id = p.id and is_local) as currency_code,
    (select c.id from transaction_code c where c.property_id = p.id and c.code = '1000') as code_id,
    coalesce((select percent from hotel_tax_type where property_id = p.id and code = 'SVC'), 0) as svc,
    coalesce((select percent from hotel_tax_type where property_id = p.id and code = 'VAT'), 0) as vat
  from property p order by p.id limit 1
),
shift as (
  insert into cashier_shift (property_id, user_id, cashier, shift, hotel_date)
  select property_id, null, 'system', 'AM', hotel_date from hotel
  returning id
),
charges as (
  select s.id as stay_id, s.reservation_id, rm.room_number, n.amount as net,
    round(n.amount * h.svc / 100, 2) as svc
  from hotel h
  join room_stay s on s.property_id = h.property_id and s.status = 'in-house'
    and s.arrival <= h.hotel_date and s.departure > h.hotel_date
  join room_stay_night n on n.room_stay_id = s.id and n.night = h.hotel_date
  join room rm on rm.id = s.room_id
),
folios as (
  insert into folio (property_id, owner_kind, stay_id, reservation_id, created_by)
  select h.property_id, 'stay', c.stay_id, c.reservation_id, 'bench' from hotel h, charges c
  returning id, stay_id
)
insert into posting (property_id, folio_id, window_number, hotel_date, kind, transaction_code_id, description,
  quantity, unit_amount, net_amount, service_charge, tax, total, currency_code, shift_id, cashier, reference)
select h.property_id, f.id, 1, h.hotel_date, 'charge', h.code_id,
  'Room charge ' || c.room_number || ' ' || h.hotel_date, 1, c.net, c.net, c.svc, t.vat, c.net + c.svc + t.vat,
  h.currency_code, shift.id, 'system', 'Day-end ' || h.hotel_date
from hotel h
cross join shift
join charges c on true
join folios f on f.stay_id = c.stay_id
cross join lateral (select round((c.net + c.svc) * h.vat / 100, 2) as vat) as t`;

/** One baseline statement in a transaction rolled back: its time, and the postings it wrote. */
async function baselineOnce(client) {
  await client.query('begin');
  try {
    const started = performance.now();
    const result = await client.query(BASELINE_SQL);
    const ms = performance.now() - started;
    const sum = await client.query(
      `select coalesce(sum(total), 0)::text as total from posting where cashier = 'system' and kind = 'charge'`,
    );
    return { ms, rows: result.rowCount, total: sum.rows[0].total };
  } finally {
    await client.query('rollback');
  }
}

const cents = (amount) => {
  const [whole, fraction = ''] = String(amount).split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

/** The day-end on a fresh server on `copy`: the screen's preview (not timed), then the run, timed. */
async function dayEndOnce(copy, stays) {
  const server = await startApi({ databaseUrl: copy.url, env: serverEnv });
  try {
    const headers = await signIn(server.url);
    const preview = await callApi(server.url, headers, 'finance/day-end', 'preview', []);
    if (!preview.data[0].canRun) throw new Error(`day-end cannot run: ${JSON.stringify(preview.data[0].findings)}`);
    const started = performance.now();
    const answer = await callApi(server.url, headers, 'finance/day-end', 'run', [{ hotelDate: HOTEL_DATE }], {
      'idempotency-key': `bench-day-end-${randomBytes(4).toString('hex')}`,
    });
    const ms = performance.now() - started;
    const result = answer.data[0];
    if (result.roomCharges.length !== stays)
      throw new Error(`${result.roomCharges.length} room charges, ${stays} stays`);
    const steps = Object.fromEntries(
      result.run.steps.map((step) => [step.step, Date.parse(step.finishedAt) - Date.parse(step.startedAt)]),
    );
    const total = result.roomCharges.reduce((sum, charge) => sum + cents(charge.total), 0n);
    return { ms, steps, total };
  } finally {
    await server.stop();
  }
}

/** One size: a hotel of `stays` in house, the baseline and the day-end interleaved. */
async function daySize(adminUrl, modules, stays) {
  const base = await scratchDatabase(adminUrl);
  const copies = [];
  try {
    await firstStart(base.url);
    const handle = await modules.openDatabase({ engine: 'postgres', url: base.url });
    try {
      const property = await handle.db.selectFrom('property').select('id').orderBy('id').executeTakeFirstOrThrow();
      await modules.inHouseHotel(handle.db, property.id, { stays });
    } finally {
      await handle.close();
    }
    await withClient(base.url, (client) => client.query('vacuum analyze'));
    // Every copy before the baseline touches the base, so that each starts from the same pages.
    for (let n = 0; n < DAY_END_RUNS; n++) copies.push(await copyOf(adminUrl, base));
    const baseline = [];
    const dayEnd = [];
    await withClient(base.url, async (client) => {
      const warm = await baselineOnce(client);
      if (warm.rows !== stays) throw new Error(`the baseline wrote ${warm.rows} postings, ${stays} stays`);
      for (const copy of copies) {
        for (let n = 0; n < BASELINE_PER_RUN; n++) baseline.push((await baselineOnce(client)).ms);
        const done = await dayEndOnce(copy, stays);
        // The baseline writes what day-end posts: the same room charges to the cent.
        if (done.total !== cents(warm.total))
          throw new Error(`day-end posted ${done.total} cents, baseline ${warm.total}`);
        dayEnd.push(done);
        await copy.drop();
      }
    });
    const stepNames = Object.keys(dayEnd[0].steps);
    return {
      stays,
      dayEndMs: median(dayEnd.map((run) => run.ms)),
      dayEndRuns: dayEnd.map((run) => round(run.ms, 0)),
      baselineMs: median(baseline),
      baselineRuns: baseline.map((ms) => round(ms, 1)),
      steps: Object.fromEntries(stepNames.map((name) => [name, median(dayEnd.map((run) => run.steps[name]))])),
    };
  } finally {
    for (const copy of copies) await copy.drop();
    await base.drop();
  }
}

// --- (2) the manager report over a year of statistics ---

function addDays(date, days) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * A year of closed dates, as day-end leaves them: a completed run per date and its frozen rows,
 * the hotel's (200 rooms, 2 out of order, 120–190 sold) and production rows by room type (6),
 * source (4), market (4), segment (5), company (12), country (15) and rate code (6).
 */
async function yearOfStatistics(client, firstDate, lastDate) {
  const { rows } = await client.query('select id from property order by id limit 1');
  const propertyId = rows[0].id;
  await client.query(
    `insert into day_end_run (property_id, hotel_date, status, started_by, started_at, finished_by, finished_at)
     select $1, d::date, 'completed', 'bench', d + interval '23 hours', 'bench', d + interval '23 hours 1 minute'
     from generate_series($2::date, $3::date, interval '1 day') as d`,
    [propertyId, firstDate, lastDate],
  );
  await client.query(
    `insert into daily_statistic (property_id, hotel_date, dimension, key, label, rooms, rooms_out_of_order,
       rooms_available, rooms_sold, rooms_complimentary, adults, children, arrivals, departures, no_shows,
       room_revenue, room_revenue_gross, total_revenue, run_id)
     select $1, r.hotel_date, 'hotel', '', '', 200, 2, 198, sold, sold / 40, sold + sold / 2, sold / 5, sold / 3,
       sold / 3, (r.id % 3), sold * 1850.25, round(sold * 1850.25 * 1.177, 2), sold * 2410.5, r.id
     from day_end_run r, lateral (select 120 + (r.id * 37) % 71 as sold) as s
     where r.property_id = $1`,
    [propertyId],
  );
  await client.query(
    `insert into daily_statistic (property_id, hotel_date, dimension, key, label, rooms_sold, rooms_complimentary,
       adults, children, arrivals, departures, no_shows, room_revenue, room_revenue_gross, run_id)
     select $1, r.hotel_date, dim.name, k::text, dim.name || ' ' || k, sold, sold / 40, sold + sold / 2, sold / 5,
       sold / 3, sold / 3, 0, sold * 1850.25, round(sold * 1850.25 * 1.177, 2), r.id
     from day_end_run r
     cross join (values ('room-type', 6), ('source', 4), ('market', 4), ('segment', 5), ('company', 12),
       ('country', 15), ('rate-code', 6)) as dim (name, keys)
     cross join lateral generate_series(1, dim.keys) as k
     cross join lateral (select 1 + (r.id * 13 + k * 7) % 30 as sold) as s
     where r.property_id = $1`,
    [propertyId],
  );
  await client.query('analyze daily_statistic');
  const count = await client.query('select count(*)::int as rows from daily_statistic');
  return { propertyId, rows: count.rows[0].rows };
}

const lastYear = (date) => `${Number(date.slice(0, 4)) - 1}-${date.slice(5) === '02-29' ? '02-28' : date.slice(5)}`;

/**
 * What management-report.ts runs for `mis-manager-report` (hotelOf, then hotelTotals for each of
 * the six periods, one after the other), with the same text and parameters as its sql template.
 */
function managerStatements(propertyId, day) {
  const ly = lastYear(day);
  const periods = [
    [day, day],
    [`${day.slice(0, 7)}-01`, day],
    [`${day.slice(0, 4)}-01-01`, day],
    [ly, ly],
    [`${ly.slice(0, 7)}-01`, ly],
    [`${ly.slice(0, 4)}-01-01`, ly],
  ];
  const totals = `
    select count(d.hotel_date)::int as days,
  coalesce(sum(d.rooms), 0)::int as rooms,
  coalesce(sum(d.rooms_out_of_order), 0)::int as out_of_order,
  coalesce(sum(d.rooms_available), 0)::int as available,
  coalesce(sum(d.rooms_sold), 0)::int as sold,
  coalesce(sum(d.rooms_complimentary), 0)::int as complimentary,
  coalesce(sum(d.adults + d.children), 0)::int as guests,
  coalesce(sum(d.arrivals), 0)::int as arrivals,
  coalesce(sum(d.departures), 0)::int as departures,
  coalesce(sum(d.no_shows), 0)::int as no_shows,
  coalesce(sum(d.room_revenue), 0)::text as room_revenue,
  coalesce(sum(d.total_revenue), 0)::text as total_revenue from daily_statistic as d
    where d.property_id = $1 and d.dimension = 'hotel' and d.key = ''
    and d.hotel_date between $2::date and $3::date`;
  return [
    { sql: 'select "name", "hotel_date" from "property" where "id" = $1', parameters: [propertyId] },
    ...periods.map(([from, to]) => ({ sql: totals, parameters: [propertyId, from, to] })),
  ];
}

async function managerReport(adminUrl) {
  const scratch = await scratchDatabase(adminUrl);
  try {
    await firstStart(scratch.url);
    const lastDate = addDays(HOTEL_DATE, -1);
    const firstDate = addDays(HOTEL_DATE, -STATISTIC_DAYS);
    const { propertyId, rows } = await withClient(scratch.url, (client) =>
      yearOfStatistics(client, firstDate, lastDate),
    );
    const server = await startApi({ databaseUrl: scratch.url, env: serverEnv });
    const data = [{ report: 'mis-manager-report', forDate: lastDate }];
    const apiTimes = [];
    let answer;
    try {
      const headers = await signIn(server.url);
      for (let n = 0; n < 5 + MANAGER_RUNS; n++) {
        const started = performance.now();
        answer = await callApi(server.url, headers, 'report/managementReport', 'get_detail', data);
        if (n >= 5) apiTimes.push(performance.now() - started);
      }
    } finally {
      await server.stop();
    }
    const statements = managerStatements(propertyId, lastDate);
    const sqlTimes = await withClient(scratch.url, async (client) => {
      const times = [];
      let sold;
      for (let n = 0; n < 5 + MANAGER_RUNS; n++) {
        const started = performance.now();
        const results = [];
        for (const statement of statements) results.push(await client.query(statement.sql, statement.parameters));
        if (n >= 5) times.push(performance.now() - started);
        sold = results.map((result) => result.rows[0].sold);
      }
      // The direct statements read what the report shows: the year to date's rooms sold.
      const shown = answer.data[0].rows.find((row) => row.figure === 'sold');
      if (Number(shown.yearToDate) !== sold[3]) throw new Error(`report ${shown.yearToDate}, SQL ${sold[3]} sold`);
      return times;
    });
    return { rows, lastDate, apiMs: median(apiTimes), sqlMs: median(sqlTimes), statements: statements.length };
  } finally {
    await scratch.drop();
  }
}

export async function run() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\nDay-end needs PostgreSQL: set DATABASE_URL (scratch databases are made there).');
    return null;
  }
  const machineAtStart = machineNote();
  console.log(`\nDay-end: machine at start: ${machineAtStart}`);
  const modules = await serverModules();
  const sizes = [];
  for (const stays of SIZES) {
    sizes.push(await daySize(adminUrl, modules, stays));
    console.log(`  ${stays} stays done (${machineNote()})`);
  }
  const table = {};
  for (const size of sizes) {
    table[`${size.stays} in-house stays`] = {
      'day-end ms': round(size.dayEndMs, 0),
      'baseline ms': round(size.baselineMs, 1),
      ...verdict(size.dayEndMs / size.baselineMs, { atMost: 2 }),
    };
  }
  const [small, large] = sizes;
  if (small && large) {
    table[`growth ${large.stays} / ${small.stays} (day-end)`] = {
      'day-end ms': '—',
      'baseline ms': '—',
      ...verdict(large.dayEndMs / small.dayEndMs, { atMost: large.stays / small.stays }),
    };
    table[`growth ${large.stays} / ${small.stays} (baseline)`] = {
      'day-end ms': '—',
      'baseline ms': '—',
      ...verdict(large.baselineMs / small.baselineMs),
    };
  }
  printTable(
    `Day-end on PostgreSQL: finance/day-end run through the API (median of ${DAY_END_RUNS}, each on a fresh copy, ` +
      `after the screen's preview) against one set-based SQL statement writing the same folios and postings ` +
      `(median of ${DAY_END_RUNS * BASELINE_PER_RUN}, rolled back)`,
    table,
  );
  printTable(
    "Day-end's steps, ms (median of the runs; from the run's own step record) and each run's total",
    Object.fromEntries(
      sizes.map((size) => {
        const inSteps = Object.values(size.steps).reduce((sum, ms) => sum + ms, 0);
        return [
          `${size.stays} stays`,
          {
            ...size.steps,
            'outside steps': round(size.dayEndMs - inSteps, 0),
            runs: size.dayEndRuns.join(' / '),
            baselines: size.baselineRuns.join(' / '),
          },
        ];
      }),
    ),
  );

  const manager = await managerReport(adminUrl);
  printTable(
    `Manager report over ${STATISTIC_DAYS} closed dates (${manager.rows} daily_statistic rows), forDate ` +
      `${manager.lastDate}: API against its ${manager.statements} statements run directly, median of ${MANAGER_RUNS} ` +
      `(at start: ${machineAtStart}; at end: ${machineNote()})`,
    {
      'report/managementReport get_detail mis-manager-report': {
        'API ms': round(manager.apiMs, 1),
        'SQL direct ms': round(manager.sqlMs, 1),
        ...verdict(manager.apiMs / manager.sqlMs),
      },
    },
  );
  return { sizes, manager };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
