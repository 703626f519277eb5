// The availability grid on a busy hotel: 500 rooms over 10 room types, 50,000 bookings of 1–7
// nights over a year (a fifth cancelled, some tentative or waitlisted, a company's allotment, rooms
// out of order), then `reservation/availability` `get` for 31 nights through the API (signed in)
// against the very SQL its handler sends, run directly (pg, or PGlite in this process on a copy
// of the server's folder), call by call in turn. The SQL is not copied here: the handler runs
// once on a Kysely that records every statement it compiles, so the direct side follows whatever
// the server's count becomes. Medians of up to RUNS calls each, fewer when a slow grid would take
// the bench past its time budget per engine.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
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

const RUNS = Number(process.env.BENCH_AVAILABILITY_RUNS ?? 50);
const BUDGET_MS = Number(process.env.BENCH_AVAILABILITY_SECONDS ?? 20) * 1000;
const MIN_RUNS = 7;
const WARM_UP = 3;
const ROOM_TYPES = 10;
const ROOMS = 500;
const BOOKINGS = 50_000;
const GUESTS = 5_000;
const HOTEL_DATE = '2026-11-21';
// 31 nights from the middle of the booked year.
const FROM_DATE = '2027-04-20';
const TO_DATE = '2027-05-20';

/** The server's own modules, loaded through tsx as the server itself runs them. */
async function serverModules() {
  // What `node --import tsx` does for the server: TypeScript imports from here on.
  await import(pathToFileURL(serverRequire.resolve('tsx')).href);
  const load = (path) => import(pathToFileURL(join(root, 'packages/server/src', path)).href);
  const [{ openDatabase }, { migrate }, { seed }, { availabilityHandlers }] = await Promise.all([
    load('db/database.ts'),
    load('db/migrate.ts'),
    load('db/seed/index.ts'),
    load('modules/reservation/availability.ts'),
  ]);
  return { openDatabase, migrate, seed, availabilityHandlers };
}

/** The busy hotel, made set-based in one script (random() seeded: the same data every run); the room rack bench builds it too. */
export function busyHotelScript(propertyId) {
  const p = Number(propertyId);
  const h = `date '${HOTEL_DATE}'`;
  // The rows are consistent by construction: foreign-key triggers would only slow the load
  // (threefold on PGlite); check constraints still hold every row.
  return `
    set session_replication_role = replica;
    select setseed(0.42);
    insert into building (property_id, code, name) values (${p}, 'BENCH', 'Bench building');
    insert into floor (property_id, code, name, sort_order)
      select ${p}, 'F' || f, 'Floor ' || f, f from generate_series(1, 10) as f;
    insert into room_type (property_id, code, name, max_adults, max_children, sort_order)
      select ${p}, 'T' || t, 'Room type ' || t, 3, 1, t from generate_series(1, ${ROOM_TYPES}) as t;
    insert into room (property_id, room_number, room_type_id, building_id, floor_id)
      select ${p}, (1000 + n)::text, type.id, building.id, floor.id
      from generate_series(0, ${ROOMS - 1}) as n
      join room_type as type on type.property_id = ${p} and type.code = 'T' || (1 + n % ${ROOM_TYPES})
      join floor on floor.property_id = ${p} and floor.code = 'F' || (1 + n / ${ROOMS / 10})
      join building on building.property_id = ${p} and building.code = 'BENCH';
    insert into guest_profile (property_id, first_name, last_name)
      select ${p}, 'Guest', 'Bench ' || g from generate_series(1, ${GUESTS}) as g;
    insert into company_profile (property_id, code, name) values (${p}, 'BENCHCO', 'Bench company');
    insert into cancellation_reason (property_id, code, name) values (${p}, 'BENCH', 'Bench');
    insert into reservation (property_id, confirmation_number, guest_profile_id, company_profile_id, channel,
        status, arrival, departure, cancellation_reason_id, cancellation_fee, cancelled_at, created_by)
      select ${p}, 'BENCH-' || drawn.n, guests.first + drawn.n % ${GUESTS},
        case when drawn.n % 25 = 0 then company.id end,
        case when drawn.n % 3 = 0 then 'OTA' else 'NON-OTA' end,
        drawn.status, ${h} + drawn.start, ${h} + drawn.start + drawn.nights,
        case when drawn.status = 'cancelled' then reason.id end,
        case when drawn.status = 'cancelled' then 0 end,
        case when drawn.status = 'cancelled' then now() end,
        'bench'
      from (
        select n, floor(random() * 365)::int as start, 1 + floor(random() * 7)::int as nights,
          case
            when draw < 0.20 then 'cancelled' when draw < 0.25 then 'tentative' when draw < 0.28 then 'waitlist'
            when draw < 0.38 then 'guaranteed' else 'confirmed'
          end as status
        from (select n, random() as draw from generate_series(1, ${BOOKINGS}) as n) as draws
      ) as drawn
      cross join (select min(id) as first from guest_profile where property_id = ${p}) as guests
      cross join company_profile as company
      cross join cancellation_reason as reason
      where company.property_id = ${p} and reason.property_id = ${p};
    insert into room_stay (property_id, reservation_id, line_number, room_type_id, arrival, departure, adults, status)
      -- A hash of the id, so that the company's bookings (every 25th) spread over the types too.
      select reservation.property_id, reservation.id, 1, types.ids[1 + (reservation.id * 7919 % 9973) % ${ROOM_TYPES}],
        reservation.arrival, reservation.departure, 2, reservation.status
      from reservation
      cross join (select array_agg(id order by id) as ids from room_type where property_id = ${p}) as types
      where reservation.property_id = ${p};
    insert into allotment (property_id, company_profile_id, room_type_id, night, rooms, release_days)
      select ${p}, company.id, type.id, ${h} + i, 3, 14
      from company_profile as company
      cross join (select id from room_type where property_id = ${p} order by id limit 3) as type
      cross join generate_series(0, 364) as i
      where company.property_id = ${p};
    insert into room_out_of_order (property_id, room_id, from_date, to_date, reason, created_by)
      select ${p}, room.id, ${h} + (room.n * 17) % 360, ${h} + (room.n * 17) % 360 + 5, 'Bench maintenance', 'bench'
      from (select id, (row_number() over (order by id))::int as n from room where property_id = ${p} order by id limit 20) as room;
    set session_replication_role = origin;
    analyze;`;
}

/**
 * Runs the availability handler once on a Kysely that records each statement as compiled (and
 * still executes it): the exact SQL and parameters the API sends for this period.
 */
async function capturedStatements(db, availabilityHandlers, propertyId) {
  const statements = [];
  const executor = db.getExecutor();
  const recording = db.withPlugin({
    transformQuery({ node, queryId }) {
      statements.push(executor.compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  await availabilityHandlers.get.run({ db: recording, propertyId }, [{ fromDate: FROM_DATE, toDate: TO_DATE }]);
  if (statements.length === 0) throw new Error('the availability handler sent no SQL');
  return statements.map((statement) => ({ sql: statement.sql, parameters: [...statement.parameters] }));
}

/** Makes the busy hotel on one engine through the server's own migrations and first seed. */
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
    const statements = await capturedStatements(database.db, modules.availabilityHandlers, propertyId);
    return { statements, buildSeconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

/** Times one call of `work` in milliseconds. */
async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * Samples each of `sides` (name → work) in turn, up to RUNS rounds, stopping early once the
 * budget is spent and MIN_RUNS rounds are in.
 */
async function sample(sides) {
  const samples = Object.fromEntries(Object.keys(sides).map((name) => [name, []]));
  const started = performance.now();
  for (let n = 0; n < RUNS; n++) {
    if (n >= MIN_RUNS && performance.now() - started > BUDGET_MS) break;
    for (const [name, work] of Object.entries(sides)) samples[name].push(await timed(work));
  }
  return samples;
}

/** The grid through the API; checks that it is the whole grid. */
function apiCall(origin, headers) {
  return async () => {
    const answer = await callApi(origin, headers, 'reservation/availability', 'get', [
      { fromDate: FROM_DATE, toDate: TO_DATE },
    ]);
    const grid = answer.data[0];
    if (grid.roomTypes.length !== ROOM_TYPES || grid.roomTypes.some((type) => type.nights.length !== 31)) {
      throw new Error('the availability answer is not 10 room types × 31 nights');
    }
  };
}

/** The same statements straight to the database, one after the other as the handler sends them. */
function rawCall(query, statements) {
  return async () => {
    let rows = 0;
    for (const statement of statements) rows = (await query(statement.sql, statement.parameters)).rows.length;
    if (rows !== ROOM_TYPES * 31) throw new Error(`the raw count answered ${rows} rows, not ${ROOM_TYPES * 31}`);
  };
}

/**
 * The API against the direct statements, interleaved call by call so that a busy moment of the
 * machine hits both sides alike, after a few warm-up calls of each.
 */
async function compare(server, query, statements) {
  const api = apiCall(server.url, await signIn(server.url));
  const raw = rawCall(query, statements);
  for (let n = 0; n < WARM_UP; n++) {
    await api();
    await raw();
  }
  return sample({ api, raw });
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
  const served = scratchFolder('pms-bench-availability-');
  const direct = scratchFolder('pms-bench-availability-direct-');
  try {
    const { statements, buildSeconds } = await buildHotel(modules, { engine: 'pglite', dataDir: served.path });
    // One process at a time may open a PGlite folder: the direct side reads a copy of the server's.
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

export async function run() {
  const machineAtStart = machineNote();
  const modules = await serverModules();
  const results = {};
  if (process.env.DATABASE_URL) results.PostgreSQL = await onPostgres(modules, process.env.DATABASE_URL);
  else console.log('\nAvailability on PostgreSQL skipped: set DATABASE_URL (a scratch database is made there).');
  if (process.env.BENCH_AVAILABILITY_PGLITE !== '0') results.PGlite = await onPglite(modules);

  // The issue sets no goal for this ratio: it shows what the API adds to the count itself.
  const table = Object.fromEntries(
    Object.entries(results).map(([engine, result]) => {
      const api = median(result.api);
      const raw = median(result.raw);
      return [
        `grid on ${engine}`,
        {
          'API ms': round(api, 1),
          'same SQL direct ms': round(raw, 1),
          ...verdict(api / raw, null),
          calls: `${result.api.length} + ${result.raw.length}`,
          'data built s': round(result.buildSeconds, 1),
        },
      ];
    }),
  );
  const statements = Object.values(results)[0]?.statements.length ?? 0;
  printTable(
    `Availability, ${ROOMS} rooms × ${ROOM_TYPES} types, ${BOOKINGS.toLocaleString('en-US')} bookings, 31 nights; ` +
      `medians (${statements} SQL statement${statements === 1 ? '' : 's'} per grid; at start: ${machineAtStart}; at end: ${machineNote()})`,
    table,
  );
  return table;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
