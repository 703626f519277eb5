// The room rack (issue 17) on the busy hotel of the availability bench: 500 rooms, 50,000
// bookings over a year, the stays of the measured month given rooms as a front desk would.
// 1. `reception/room-rack` `get` for 500 rooms × 31 days through the API (signed in) against the
//    very SQL its handler sends, run directly (pg, or PGlite in this process on a copy of the
//    server's folder), call by call in turn; the SQL is recorded from the handler, not copied.
// 2. The rack screen (RackBoard) in headless Chromium with 500 rooms against 50 rooms × 31 days:
//    first render, DOM nodes and one scroll step. Virtualized rows and one element per stay
//    should keep the 500/50 ratios near 1 (goal ≤ 1.5). The page (bench/room-rack/) is built once
//    with Vite in production mode.
import { cpSync, createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { busyHotelScript } from './availability.mjs';
import {
  ADMIN_PASSWORD,
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
  verdict,
} from './harness.mjs';

const RUNS = Number(process.env.BENCH_RACK_RUNS ?? 30);
const BUDGET_MS = Number(process.env.BENCH_RACK_SECONDS ?? 20) * 1000;
const MIN_RUNS = 7;
const WARM_UP = 3;
const ROOMS = 500;
const HOTEL_DATE = '2026-11-21';
// 31 days from the middle of the booked year (the busy hotel's bookings start at its hotel date).
const QUERY = { fromDate: '2027-04-20', days: 31 };
const RENDER_SIZES = [50, 500];
const RENDER_RUNS = Number(process.env.BENCH_RACK_RENDER_RUNS ?? 5);
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function serverModules() {
  await import(pathToFileURL(serverRequire.resolve('tsx')).href);
  const load = (path) => import(pathToFileURL(join(root, 'packages/server/src', path)).href);
  const [{ openDatabase }, { migrate }, { seed }, { roomRackHandlers }] = await Promise.all([
    load('db/database.ts'),
    load('db/migrate.ts'),
    load('db/seed/index.ts'),
    load('modules/reservation/front-desk/room-rack.ts'),
  ]);
  return { openDatabase, migrate, seed, roomRackHandlers };
}

/**
 * Gives the month's confirmed and guaranteed stays a room of their type, first come first served,
 * as the front desk would before the rack is read: the rack then draws bars, not only the panel.
 */
function assignRoomsScript(propertyId) {
  const to = `date '${QUERY.fromDate}' + ${QUERY.days}`;
  return `
    do $$
    declare
      stay record;
      free_room integer;
    begin
      for stay in
        select id, room_type_id, arrival, departure from room_stay
        where property_id = ${Number(propertyId)} and status in ('confirmed', 'guaranteed')
          and arrival < ${to} and departure > date '${QUERY.fromDate}'
        order by arrival, id
      loop
        select room.id into free_room from room
        where room.property_id = ${Number(propertyId)} and room.room_type_id = stay.room_type_id
          and not exists (
            select 1 from room_stay as other
            where other.room_id = room.id and other.status in ('confirmed', 'guaranteed', 'in-house')
              and other.arrival < stay.departure and other.departure > stay.arrival
          )
        order by room.id limit 1;
        if free_room is not null then
          update room_stay set room_id = free_room where id = stay.id;
        end if;
      end loop;
    end $$;
    analyze;`;
}

/**
 * Runs the rack handler once on a Kysely that records each statement it executes, as compiled.
 * Subqueries pass the plugin too, as queries of their own that never run: only the statements that
 * answered rows are kept.
 */
async function capturedStatements(db, roomRackHandlers, propertyId) {
  const statements = [];
  const compiled = new Map();
  const executor = db.getExecutor();
  const recording = db.withPlugin({
    transformQuery({ node, queryId }) {
      compiled.set(queryId, executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const statement = compiled.get(queryId);
      if (statement) statements.push(statement);
      return result;
    },
  });
  await roomRackHandlers.get.run({ db: recording, propertyId }, [QUERY]);
  if (statements.length === 0) throw new Error('the room rack handler sent no SQL');
  return statements.map((statement) => ({ sql: statement.sql, parameters: [...statement.parameters] }));
}

async function buildHotel(modules, target) {
  const started = performance.now();
  const database = await modules.openDatabase(target);
  try {
    await modules.migrate(database);
    const { propertyId } = await modules.seed(database.db, {
      adminPassword: ADMIN_PASSWORD,
      demo: false,
      hotelDate: HOTEL_DATE,
    });
    await database.session((run) => run(busyHotelScript(propertyId)));
    await database.session((run) => run(assignRoomsScript(propertyId)));
    const statements = await capturedStatements(database.db, modules.roomRackHandlers, propertyId);
    return { statements, buildSeconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function sample(sides) {
  const samples = Object.fromEntries(Object.keys(sides).map((name) => [name, []]));
  const started = performance.now();
  for (let n = 0; n < RUNS; n++) {
    if (n >= MIN_RUNS && performance.now() - started > BUDGET_MS) break;
    for (const [name, work] of Object.entries(sides)) samples[name].push(await timed(work));
  }
  return samples;
}

/** The rack through the API; checks that it is the whole rack. */
function apiCall(origin, headers, counts) {
  return async () => {
    const answer = await callApi(origin, headers, 'reception/room-rack', 'get', [QUERY]);
    const rack = answer.data[0];
    if (rack.rooms.length !== ROOMS) throw new Error(`the rack answered ${rack.rooms.length} rooms, not ${ROOMS}`);
    counts.stays = rack.stays.length;
    counts.assigned = rack.stays.filter((stay) => stay.roomId !== null).length;
  };
}

/** The same statements straight to the database, one after the other as the handler sends them. */
function rawCall(query, statements) {
  return async () => {
    const rows = [];
    for (const statement of statements) rows.push((await query(statement.sql, statement.parameters)).rows.length);
    if (!rows.includes(ROOMS))
      throw new Error(`the raw statements answered ${rows.join(', ')} rows, no ${ROOMS} rooms`);
  };
}

async function compare(server, query, statements) {
  const counts = {};
  const api = apiCall(server.url, await signIn(server.url), counts);
  const raw = rawCall(query, statements);
  for (let n = 0; n < WARM_UP; n++) {
    await api();
    await raw();
  }
  return { ...(await sample({ api, raw })), counts };
}

async function onPostgres(modules, adminUrl) {
  const scratch = await scratchDatabase(adminUrl);
  try {
    const { statements, buildSeconds } = await buildHotel(modules, { engine: 'postgres', url: scratch.url });
    const { Client } = serverRequire('pg');
    const client = new Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const server = await startApi({ databaseUrl: scratch.url });
      try {
        const samples = await compare(server, (text, values) => client.query(text, values), statements);
        return { ...samples, statements, buildSeconds };
      } finally {
        await server.stop();
      }
    } finally {
      await client.end();
    }
  } finally {
    await scratch.drop();
  }
}

async function onPglite(modules) {
  const served = scratchFolder('pms-bench-rack-');
  const direct = scratchFolder('pms-bench-rack-direct-');
  try {
    const { statements, buildSeconds } = await buildHotel(modules, { engine: 'pglite', dataDir: served.path });
    cpSync(served.path, direct.path, { recursive: true });
    const { PGlite } = serverRequire('@electric-sql/pglite');
    const { btree_gist } = serverRequire('@electric-sql/pglite/contrib/btree_gist');
    const pglite = new PGlite(direct.path, { extensions: { btree_gist } });
    try {
      const server = await startApi({ dataDir: served.path });
      try {
        const samples = await compare(server, (text, values) => pglite.query(text, values), statements);
        return { ...samples, statements, buildSeconds };
      } finally {
        await server.stop();
      }
    } finally {
      await pglite.close();
    }
  } finally {
    served.remove();
    direct.remove();
  }
}

async function apiBench() {
  const machineAtStart = machineNote();
  const modules = await serverModules();
  const results = {};
  if (process.env.DATABASE_URL) results.PostgreSQL = await onPostgres(modules, process.env.DATABASE_URL);
  else console.log('\nRoom rack on PostgreSQL skipped: set DATABASE_URL (a scratch database is made there).');
  if (process.env.BENCH_RACK_PGLITE !== '0') results.PGlite = await onPglite(modules);
  const table = Object.fromEntries(
    Object.entries(results).map(([engine, result]) => {
      const api = median(result.api);
      const raw = median(result.raw);
      return [
        `rack on ${engine}`,
        {
          'API ms': round(api, 1),
          'same SQL direct ms': round(raw, 1),
          ...verdict(api / raw, null),
          stays: `${result.counts.stays} (${result.counts.assigned} in rooms)`,
          calls: `${result.api.length} + ${result.raw.length}`,
          'data built s': round(result.buildSeconds, 1),
        },
      ];
    }),
  );
  const statements = Object.values(results)[0]?.statements.length ?? 0;
  printTable(
    `Room rack API, ${ROOMS} rooms × ${QUERY.days} days, 50,000 bookings; medians ` +
      `(${statements} SQL statements per rack; at start: ${machineAtStart}; at end: ${machineNote()})`,
    table,
  );
  return table;
}

async function buildPage(outDir) {
  await build({
    root: join(root, 'bench/room-rack'),
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react(), vanillaExtractPlugin()],
    // The page imports the app's component; react-intl is the app's dependency, not the root's.
    resolve: {
      dedupe: ['react', 'react-dom', 'react-intl'],
      alias: { 'react-intl': join(root, 'packages/app/node_modules/react-intl') },
    },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
}

function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir + sep)) {
      response.writeHead(403).end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('open', () => {
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      stream.pipe(response);
    });
    stream.on('error', () => response.writeHead(404).end());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

async function measure(browser, url, rooms) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${url}/?rooms=${rooms}`);
    await page.waitForFunction(() => window.__bench || window.__benchError, null, { timeout: 120_000 });
    const error = await page.evaluate(() => window.__benchError);
    if (error) throw new Error(`room rack page failed with ${rooms} rooms: ${error}`);
    return await page.evaluate(() => window.__bench);
  } finally {
    await page.close();
  }
}

async function renderBench() {
  const outDir = mkdtempSync(join(tmpdir(), 'pms-bench-rack-page-'));
  let server;
  let browser;
  try {
    await buildPage(outDir);
    server = await serve(outDir);
    browser = await chromium.launch({
      executablePath: requireChromium(),
      args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
      headless: true,
    });
    for (const rooms of RENDER_SIZES) await measure(browser, server.url, rooms);
    const samples = Object.fromEntries(RENDER_SIZES.map((rooms) => [rooms, []]));
    for (let run = 0; run < RENDER_RUNS; run++) {
      const order = run % 2 === 0 ? RENDER_SIZES : [...RENDER_SIZES].reverse();
      for (const rooms of order) samples[rooms].push(await measure(browser, server.url, rooms));
    }
    const summary = Object.fromEntries(
      RENDER_SIZES.map((rooms) => {
        const runs = samples[rooms];
        const of = (key) => median(runs.map((sample) => sample[key]));
        return [
          rooms,
          {
            renderMs: of('renderMs'),
            domNodes: of('domNodes'),
            rows: of('renderedRows'),
            scrollMs: of('scrollMs'),
            stays: of('stays'),
          },
        ];
      }),
    );
    const [small, large] = RENDER_SIZES.map((rooms) => summary[rooms]);
    const table = Object.fromEntries(
      RENDER_SIZES.map((rooms) => [
        `${rooms} rooms × 31 days`,
        {
          stays: summary[rooms].stays,
          'first render ms': round(summary[rooms].renderMs, 1),
          'DOM nodes': summary[rooms].domNodes,
          'rendered rows': summary[rooms].rows,
          'scroll step ms': round(summary[rooms].scrollMs, 1),
        },
      ]),
    );
    table['ratio 500/50'] = {
      stays: round(large.stays / small.stays, 2),
      'first render ms': round(large.renderMs / small.renderMs, 2),
      'DOM nodes': round(large.domNodes / small.domNodes, 2),
      'rendered rows': round(large.rows / small.rows, 2),
      'scroll step ms': round(large.scrollMs / small.scrollMs, 2),
    };
    printTable(`Room rack screen in headless Chromium, median of ${RENDER_RUNS} runs each (goal: ratios ≤ 1.5)`, table);
    return table;
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

export async function run() {
  const render = await renderBench();
  const api = process.env.BENCH_RACK_API === '0' ? null : await apiBench();
  return { render, api };
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
