// Accounts-receivable ageing (issue 18) on PostgreSQL: the demo hotel's AR accounts are given
// 100,000 invoices (ages 0 to 400 days, a third of them partly paid by payments of their own),
// then `cashier/receivable list` (every account with balance, available credit and the ageing
// buckets 0–30, 31–60, 61–90 and over 90 days) is timed through the real server, signed in, and
// its statement (compiled by the handler's own query builder, not copied) run directly with pg on
// the same database: API median / SQL median is the share of the API's own work. `pnpm bench
// receivable`; BENCH_AGEING_INVOICES and BENCH_AGEING_RUNS change the size and the runs.
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
  serverRequire,
  signIn,
  startApi,
} from './harness.mjs';

const HOTEL_DATE = '2026-11-21';
const INVOICES = Number(process.env.BENCH_AGEING_INVOICES ?? 100_000);
const RUNS = Number(process.env.BENCH_AGEING_RUNS ?? 9);

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

/** 100,000 invoices spread over the demo accounts, every third one partly paid by its own payment. */
async function fillLedger(client) {
  const accounts = await client.query('select id, property_id from ar_account order by id');
  if (accounts.rows.length === 0) throw new Error('the demo hotel has no AR accounts');
  const bank = await client.query(`select id from payment_type where code = 'PROMPT'`);
  const started = performance.now();
  await client.query(
    `insert into ar_invoice (property_id, account_id, invoice_number, invoice_date, due_date, amount,
       source_folio_id, source_window, description, created_by)
     select a.property_id, a.id, 'B' || n, $1::date - (n % 401), $1::date - (n % 401) + 30,
       (100 + (n * 37) % 90000) / 10.0 + 50, a.folio_id, 1, 'bench', 'bench'
     from generate_series(1, $2::integer) as n
     join lateral (select * from ar_account order by id offset (n % $3::integer) limit 1) a on true`,
    [HOTEL_DATE, INVOICES, accounts.rows.length],
  );
  await client.query(
    `with paid as (
       insert into ar_payment (property_id, account_id, payment_date, payment_type_id, currency_code,
         foreign_amount, exchange_rate, amount, reference, created_by)
       select i.property_id, i.account_id, i.invoice_date + 1, $1, 'THB', 25, 1, 25, i.invoice_number, 'bench'
       from ar_invoice i where i.created_by = 'bench' and i.id % 3 = 0
       returning id, reference)
     insert into ar_allocation (property_id, payment_id, invoice_id, amount, created_by)
     select i.property_id, paid.id, i.id, 25, 'bench'
     from paid join ar_invoice i on i.invoice_number = paid.reference`,
    [bank.rows[0].id],
  );
  await client.query('analyze ar_invoice; analyze ar_payment; analyze ar_allocation; analyze ar_account');
  return { accounts: accounts.rows.length, fillSeconds: (performance.now() - started) / 1000 };
}

/** The list's statement as the handler builds it (its own query builder), for pg to run directly. */
async function ageingStatement(databaseUrl) {
  await import(pathToFileURL(serverRequire.resolve('tsx')).href);
  const load = (path) => import(pathToFileURL(join(root, 'packages/server/src', path)).href);
  const { openDatabase } = await load('db/database.ts');
  const { accountSummaries } = await load('modules/cashier/receivable.ts');
  const database = await openDatabase({ engine: 'postgres', url: databaseUrl, maxConnections: 1 });
  try {
    const { id: propertyId, hotel_date: today } = await database.db
      .selectFrom('property')
      .select(['id', 'hotel_date'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const compiled = accountSummaries(propertyId, today, {}).compile(database.db);
    return { sql: compiled.sql, parameters: [...compiled.parameters] };
  } finally {
    await database.close();
  }
}

export async function run() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('\nThe AR ageing trial needs PostgreSQL: set DATABASE_URL (a scratch database is made there).');
    return null;
  }
  const machineAtStart = machineNote();
  const scratch = await scratchDatabase(adminUrl);
  let filled;
  let apiMs;
  let sqlMs;
  let accounts;
  try {
    const server = await startApi({ databaseUrl: scratch.url, env: { SEED_DEMO: '1', HOTEL_DATE } });
    try {
      filled = await withClient(scratch.url, fillLedger);
      const headers = await signIn(server.url);
      const samples = [];
      for (let n = 0; n < RUNS + 1; n++) {
        const started = performance.now();
        const answer = await callApi(server.url, headers, 'cashier/receivable', 'list', [{}]);
        // The first call warms the process and the plans.
        if (n > 0) samples.push(performance.now() - started);
        accounts = answer.data;
      }
      apiMs = median(samples);
    } finally {
      await server.stop();
    }
    const statement = await ageingStatement(scratch.url);
    sqlMs = await withClient(scratch.url, async (client) => {
      const samples = [];
      for (let n = 0; n < RUNS + 1; n++) {
        const started = performance.now();
        await client.query(statement.sql, statement.parameters);
        if (n > 0) samples.push(performance.now() - started);
      }
      return median(samples);
    });
  } finally {
    await scratch.drop();
  }
  const invoiced = accounts.reduce((sum, account) => sum + BigInt(account.invoiced.replace('.', '')), 0n);
  printTable(`AR ageing over ${INVOICES.toLocaleString('en-US')} invoices (PostgreSQL; ${machineAtStart})`, {
    'cashier/receivable list': {
      accounts: accounts.length,
      'API ms (median)': round(apiMs, 1),
      'SQL direct ms (median)': round(sqlMs, 1),
      'API / SQL': round(apiMs / sqlMs, 2),
    },
  });
  console.log(
    `filled in ${round(filled.fillSeconds, 1)} s; Σ invoiced ${(invoiced / 100n).toLocaleString('en-US')} over ${filled.accounts} accounts`,
  );
  return { apiMs, sqlMs, ratio: apiMs / sqlMs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
