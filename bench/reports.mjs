// Report load times (issue 16, point 13) on the demo hotel: every report action the app's report
// screens call, with the parameters those screens send by default, through the API (signed in).
// The server is started on the seeded demo hotel and stopped once, then started again, so that
// the first call of each report is a cold one (a fresh process, nothing compiled or cached yet);
// then a few warm calls of each give their median. PGlite always; PostgreSQL too with DATABASE_URL.
// Beside them, the SQL each handler sends (recorded from the handler run in this process on the
// same data, not copied) run directly, in turn, with the same database (pg, or PGlite in this
// process on a copy of the server's folder): API warm median / SQL direct median is the share of
// the API's own work (validation, mapping, JSON, HTTP).
// `pnpm bench reports`; BENCH_REPORT_RUNS sets the warm calls of each report (default 5).
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import {
  callApi,
  machineNote,
  median,
  printTable,
  root,
  round,
  scratchDatabase,
  scratchFolder,
  serverRequire,
  signIn,
  startApi,
} from './harness.mjs';

const HOTEL_DATE = '2026-11-21';
const WARM_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);

function addDays(date, days) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const h = HOTEL_DATE;
/** As the screens' default periods (packages/app/src/modules/{reservation,reception}/reports/definitions.ts). */
const pastDays = (days) => ({ fromDate: addDays(h, 1 - days), toDate: h });
const nextDays = (days) => ({ fromDate: h, toDate: addDays(h, days - 1) });

const reservationReports = {
  'reserved-occupancy-forecast': nextDays(31),
  'history-reservation-forecast': { fromDate: addDays(h, -31), toDate: addDays(h, -1) },
  'reservation-forecast-by-roomtype': nextDays(14),
  'reservation-report': pastDays(30),
  'actual-arrival': pastDays(30),
  'actual-departure': pastDays(30),
  'expect-departure': { forDate: h },
  cancellation: pastDays(30),
  'no-show': pastDays(30),
  flag: nextDays(14),
  'pick-up': pastDays(30),
};
const receptionReports = {
  'expect-arrival': { fromDate: h, toDate: h },
  'actual-arrival': { fromDate: h, toDate: h },
  'expected-departure': { forDate: h },
  'actual-departure': pastDays(7),
  'rc001-in-house-report': {},
  'move-room-report': pastDays(7),
  'rc008-guest-walk-in': pastDays(7),
  'rc009-over-pax-report': { forDate: h },
};

/** As the cashier screens' defaults (packages/app/src/modules/cashier/reports/definitions.ts). */
const cashierReports = {
  'high-balance-report': {},
  'deposit-ledger-report': { fromDate: h, toDate: h },
  'deposit-transfer-at-check-in-report': { fromDate: h, toDate: h },
  'departure-extendad-report': pastDays(7),
  'currency-exchange-summary-report': { fromDate: h, toDate: h },
  'correnctions-cancelled-payment-report': { fromDate: h, toDate: h },
  'checked-out-messages-report': pastDays(7),
  'closed-shift-report': { fromDate: h, toDate: h },
  'closed-shift-time-report': pastDays(7),
  'posting-journal-report': { fromDate: h, toDate: h },
};

/** Every report the screens load: a name, the API path and action, its data, and its rows. */
const REPORTS = [
  ...Object.entries(reservationReports).map(([report, period]) => ({
    name: `reservation ${report}`,
    module: 'modules/report/reservation-report.ts',
    handlers: 'reservationReportHandlers',
    path: 'report/reservationReport',
    action: 'get_detail',
    data: [{ report, ...period }],
    rows: (answer) => answer.data[0].rows.length,
  })),
  ...Object.entries(receptionReports).map(([report, period]) => ({
    name: `reception ${report}`,
    module: 'modules/report/reception-report.ts',
    handlers: 'receptionReportHandlers',
    path: 'report/receptionReport',
    action: 'get_detail',
    data: [{ report, ...period }],
    rows: (answer) => answer.data[0].rows.length,
  })),
  ...Object.entries(cashierReports).map(([report, period]) => ({
    name: `cashier ${report}`,
    module: 'modules/report/cashier-report.ts',
    handlers: 'cashierReportHandlers',
    path: 'report/cashierReport',
    action: 'get_detail',
    data: [{ report, ...period }],
    rows: (answer) => answer.data[0].rows.length,
  })),
  {
    // FlagReportPage: the hotel date and the six days after it.
    name: 'reception/flag report',
    module: 'modules/reception/flag.ts',
    handlers: 'flagHandlers',
    path: 'reception/flag',
    action: 'report',
    data: [{ fromDate: h, toDate: addDays(h, 6) }],
    rows: (answer) => answer.data[0].rows.length,
  },
  {
    name: 'report/dashboard get',
    module: 'modules/report/dashboard.ts',
    handlers: 'dashboardHandlers',
    path: 'report/dashboard',
    action: 'get',
    data: [],
    rows: () => 1,
  },
];

const serverEnv = { SEED_DEMO: '1', HOTEL_DATE };

async function timedCall(server, headers, report) {
  const started = performance.now();
  const answer = await callApi(server.url, headers, report.path, report.action, report.data);
  return { ms: performance.now() - started, rows: report.rows(answer) };
}

async function serverModules() {
  await import(pathToFileURL(serverRequire.resolve('tsx')).href);
  const load = (path) => import(pathToFileURL(join(root, 'packages/server/src', path)).href);
  const { openDatabase } = await load('db/database.ts');
  const handlers = {};
  for (const report of REPORTS) handlers[report.name] = (await load(report.module))[report.handlers][report.action];
  return { openDatabase, handlers };
}

/**
 * Runs each report's handler once on a Kysely that records each statement it executes, as
 * compiled; subqueries pass the plugin too but never run, so only statements that answered count.
 */
async function capturedStatements(modules, target) {
  const database = await modules.openDatabase(target);
  try {
    const { db } = database;
    const { id: propertyId } = await db.selectFrom('property').select('id').orderBy('id').executeTakeFirstOrThrow();
    const executor = db.getExecutor();
    const statementsOf = {};
    for (const report of REPORTS) {
      const statements = [];
      const compiled = new Map();
      const recording = db.withPlugin({
        transformQuery({ node, queryId }) {
          compiled.set(queryId, executor.compileQuery(node, queryId));
          return node;
        },
        transformResult: async ({ result, queryId }) => {
          const statement = compiled.get(queryId);
          if (statement) statements.push({ sql: statement.sql, parameters: [...statement.parameters] });
          return result;
        },
      });
      // An administrator reads every report, and the dashboard's figures of every department.
      await modules.handlers[report.name].run(
        { db: recording, propertyId, caller: { propertyId, actor: 'bench', functions: ['ADMIN'] } },
        report.data,
      );
      if (statements.length === 0) throw new Error(`${report.name}: the handler sent no SQL`);
      statementsOf[report.name] = statements;
    }
    return statementsOf;
  } finally {
    await database.close();
  }
}

/** The statements of each report straight to the database, in turn: the median of WARM_RUNS. */
async function directSql(query, statementsOf) {
  const samples = Object.fromEntries(Object.keys(statementsOf).map((name) => [name, []]));
  for (let run = 0; run < WARM_RUNS + 1; run++) {
    for (const [name, statements] of Object.entries(statementsOf)) {
      const started = performance.now();
      for (const statement of statements) await query(statement.sql, statement.parameters);
      // The first round warms the connection and the plans, as the API's first calls did.
      if (run > 0) samples[name].push(performance.now() - started);
    }
  }
  return samples;
}

/** Times the reports on a fresh server: each one's first call, then WARM_RUNS warm rounds. */
async function timeApi(target) {
  const server = await startApi({ ...target, env: serverEnv });
  try {
    const headers = await signIn(server.url);
    const results = {};
    for (const report of REPORTS) {
      const first = await timedCall(server, headers, report);
      results[report.name] = { first: first.ms, rows: first.rows, warm: [] };
    }
    for (let run = 0; run < WARM_RUNS; run++) {
      for (const report of REPORTS) {
        const warm = await timedCall(server, headers, report);
        if (warm.rows !== results[report.name].rows) {
          throw new Error(`${report.name} answered ${warm.rows} rows, first ${results[report.name].rows}`);
        }
        results[report.name].warm.push(warm.ms);
      }
    }
    return results;
  } finally {
    await server.stop();
  }
}

/** Seeds the demo hotel with a first start of the server; the measured start is a second one. */
async function seedDemo(target) {
  const seeding = await startApi({ ...target, env: serverEnv });
  await seeding.stop();
}

async function onPglite(modules) {
  const served = scratchFolder('pms-bench-reports-');
  const direct = scratchFolder('pms-bench-reports-direct-');
  try {
    await seedDemo({ dataDir: served.path });
    cpSync(served.path, direct.path, { recursive: true });
    const statementsOf = await capturedStatements(modules, { engine: 'pglite', dataDir: direct.path });
    const results = await timeApi({ dataDir: served.path });
    const { PGlite } = serverRequire('@electric-sql/pglite');
    const { btree_gist } = serverRequire('@electric-sql/pglite/contrib/btree_gist');
    const pglite = new PGlite(direct.path, { extensions: { btree_gist } });
    try {
      const sql = await directSql((text, values) => pglite.query(text, values), statementsOf);
      return { results, sql, statementsOf };
    } finally {
      await pglite.close();
    }
  } finally {
    served.remove();
    direct.remove();
  }
}

async function onPostgres(modules, adminUrl) {
  const scratch = await scratchDatabase(adminUrl);
  try {
    await seedDemo({ databaseUrl: scratch.url });
    const statementsOf = await capturedStatements(modules, { engine: 'postgres', url: scratch.url });
    const results = await timeApi({ databaseUrl: scratch.url });
    const { Client } = serverRequire('pg');
    const client = new Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const sql = await directSql((text, values) => client.query(text, values), statementsOf);
      return { results, sql, statementsOf };
    } finally {
      await client.end();
    }
  } finally {
    await scratch.drop();
  }
}

export async function run() {
  const machineAtStart = machineNote();
  console.log(`\nReport load times: machine at start: ${machineAtStart}`);
  const modules = await serverModules();
  const engines = {};
  if (process.env.BENCH_REPORTS_PGLITE !== '0') engines.PGlite = await onPglite(modules);
  if (process.env.DATABASE_URL) engines.PostgreSQL = await onPostgres(modules, process.env.DATABASE_URL);
  else console.log('Reports on PostgreSQL skipped: set DATABASE_URL (a scratch database is made there).');
  const tables = {};
  for (const [engine, { results, sql, statementsOf }] of Object.entries(engines)) {
    const table = Object.fromEntries(
      Object.entries(results).map(([name, result]) => {
        const warm = median(result.warm);
        const direct = median(sql[name]);
        return [
          name,
          {
            'first load ms': round(result.first, 1),
            'warm median ms': round(warm, 1),
            rows: result.rows,
            'SQL direct ms': round(direct, 1),
            statements: statementsOf[name].length,
            'API/SQL': round(warm / direct, 1),
          },
        ];
      }),
    );
    const slowestFirst = Math.max(...Object.values(results).map((result) => result.first));
    printTable(
      `Reports on ${engine}, demo hotel, hotel date ${HOTEL_DATE}; first call after a fresh start, then the median ` +
        `of ${WARM_RUNS} warm calls (slowest first load ${round(slowestFirst, 0)} ms; at start: ${machineAtStart}; ` +
        `at end: ${machineNote()})`,
      table,
    );
    tables[engine] = table;
  }
  return tables;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
