// Shared pieces of the benchmarks: a scratch PostgreSQL database, the API server and a signed-in
// caller, load with autocannon, medians, and the printed tables.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startProcess } from '../scripts/start-process.mjs';

export { startProcess };

export const root = fileURLToPath(new URL('..', import.meta.url));

/** The server's own dependencies (pg, PGlite), which the workspace root does not list. */
export const serverRequire = createRequire(join(root, 'packages/server/package.json'));

export const ADMIN_PASSWORD = 'bench-password';

const cleanups = new Set();
let listening = false;

/**
 * Runs `cleanup` (stop a server, drop a database) should the bench be interrupted (Ctrl-C,
 * SIGTERM) before the answered function is called; try/finally covers every other way out.
 */
export function cleanUpOnInterrupt(cleanup) {
  if (!listening) {
    listening = true;
    const onSignal = (signal) => {
      console.error(`\n${signal}: cleaning up`);
      // Servers first, so that nothing holds the data the later cleanups remove.
      const pending = [...cleanups].reverse();
      cleanups.clear();
      pending
        .reduce((previous, next) => previous.then(() => next().catch(() => {})), Promise.resolve())
        .finally(() => process.exit(130));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** A database of its own on the PostgreSQL of `adminUrl`, dropped by `drop()`. */
export async function scratchDatabase(adminUrl) {
  const { Client } = serverRequire('pg');
  const name = `pms_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new Client({ connectionString: adminUrl });
    await cleanup.connect();
    try {
      await cleanup.query(`drop database if exists ${name} with (force)`);
    } finally {
      await cleanup.end();
    }
  };
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

/** A temporary folder, removed by `remove()` (or on an interrupt). */
export function scratchFolder(prefix) {
  const path = mkdtempSync(join(tmpdir(), prefix));
  const remove = async () => rmSync(path, { recursive: true, force: true });
  const release = cleanUpOnInterrupt(remove);
  return {
    path,
    remove() {
      release();
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/**
 * The API server (`packages/server/src/main.ts`) on PostgreSQL (`databaseUrl`) or on PGlite in
 * `dataDir`; `env` adds settings such as SEED_DEMO or HOTEL_DATE.
 */
export async function startApi({ databaseUrl, dataDir, env = {} }) {
  const server = await startProcess({
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: join(root, 'packages/server'),
    timeoutMs: 180_000,
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD,
      // A few users at full speed on purpose: the staff rate limit would answer 429 instead.
      RATE_LIMIT_STAFF: '0',
      // The demo's year of past is not what a benchmark measures against.
      DEMO_HISTORY_DAYS: '0',
      DATABASE_URL: databaseUrl ?? '',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
  });
  const release = cleanUpOnInterrupt(server.stop);
  return {
    ...server,
    async stop() {
      release();
      await server.stop();
    },
  };
}

/**
 * Signs in as the administrator and answers the headers every later call carries, as the app
 * sends them: the bearer token, and the session's XSRF token as cookie and header.
 */
export async function signIn(origin, loginName = 'admin', password = ADMIN_PASSWORD) {
  const response = await fetch(`${origin}/api/security/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiRequest: { action: 'login' }, data: [{ loginName, password }] }),
  });
  if (!response.ok) throw new Error(`${origin}: sign-in answered ${response.status}`);
  const { data } = await response.json();
  const { token, xsrfToken } = data[0];
  return { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrfToken}`, 'x-xsrf-token': xsrfToken };
}

/** One API call; answers the envelope, and throws on anything but 200. */
export async function callApi(origin, headers, path, action, data, extraHeaders = {}) {
  const response = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers, ...extraHeaders },
    body: JSON.stringify({ apiRequest: { action }, data }),
  });
  const body = await response.json();
  if (response.status !== 200) {
    throw new Error(`${path} ${action} answered ${response.status}: ${JSON.stringify(body.apiResponse)}`);
  }
  return body;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const round = (value, digits = 2) => Number(value.toFixed(digits));

/** A line of a benchmark's summary: the figure, its ratio and the goal it is held against. */
export function verdict(ratio, goal) {
  if (!goal) return { ratio: round(ratio, 3), goal: '—', result: '—' };
  const passes = goal.atLeast !== undefined ? ratio >= goal.atLeast : ratio <= goal.atMost;
  return {
    ratio: round(ratio, 3),
    goal: goal.atLeast !== undefined ? `≥ ${goal.atLeast}` : `≤ ${goal.atMost}`,
    result: passes ? 'pass' : 'FAIL',
  };
}

/** Loads one URL for `seconds` and answers requests per second and latency percentiles. */
export async function load({ url, body, seconds, connections = 50, headers = {} }) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    connections,
    pipelining: 1,
    duration: seconds,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests of ${result.requests.total}`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

/**
 * Loads the server with requests made one by one by `nextRequest(n)` (a body and its own
 * headers), from `connections` clients for `seconds`; answers the successes per second and the
 * count of every status, without failing on any (a benchmark reports, it does not judge).
 */
export async function loadEach({ url, seconds, connections, headers = {}, nextRequest }) {
  let sent = 0;
  const firstFailures = [];
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    connections,
    pipelining: 1,
    duration: seconds,
    requests: [
      {
        setupRequest(request) {
          const { body, headers: own = {} } = nextRequest(sent++);
          return { ...request, body: JSON.stringify(body), headers: { ...request.headers, ...own } };
        },
        onResponse(status, body) {
          if (status >= 400 && firstFailures.length < 3) firstFailures.push(`${status} ${body.slice(0, 300)}`);
        },
      },
    ],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, Number(count)]),
  );
  const succeeded = statuses[200] ?? 0;
  return {
    perSecond: succeeded / (result.duration || seconds),
    statuses,
    succeeded,
    conflicts: statuses[409] ?? 0,
    serverErrors: Object.entries(statuses).reduce(
      (sum, [status, count]) => sum + (Number(status) >= 500 ? count : 0),
      0,
    ),
    otherFailures: Object.entries(statuses).reduce(
      (sum, [status, count]) => sum + (Number(status) >= 400 && Number(status) < 500 && status !== '409' ? count : 0),
      0,
    ),
    socketErrors: result.errors + result.timeouts,
    firstFailures,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** The machine as a benchmark found it: on a shared machine a figure means little without it. */
export function machineNote() {
  const [one, five] = loadavg();
  return `${availableParallelism()} cores, load average ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min)`;
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}
