// The API on a trivial action (configuration/hotel GetHotelDate as a signed-in user: check the
// token and its session, validate, dispatch, one indexed read) against a bare node:http server answering the same envelope. Both are measured
// in this one run, one after the other, so the printed ratio holds on a noisy machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, printTable, root, scratchDatabase, signIn, startProcess } from './harness.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const body = { apiRequest: { action: 'GetHotelDate' }, data: [] };

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pms-bench-'));
  const targets = [
    {
      name: 'raw node:http',
      args: ['bench/raw-server.mjs'],
      env: {},
      path: '/api/configuration/hotel',
      signsIn: false,
    },
    {
      name: 'API on PGlite',
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: join(root, 'packages/server'),
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'bench-password',
        // One user at full speed on purpose: the staff rate limit would answer 429 instead.
        RATE_LIMIT_STAFF: '0',
      },
      path: '/api/configuration/hotel',
    },
  ];
  const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : null;
  if (scratch) {
    targets.push({
      name: 'API on PostgreSQL',
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: join(root, 'packages/server'),
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'bench-password',
        RATE_LIMIT_STAFF: '0',
        DATABASE_URL: scratch.url,
      },
      path: '/api/configuration/hotel',
    });
  }
  const rows = {};
  try {
    for (const target of targets) {
      const server = await startProcess({ args: target.args, env: target.env, cwd: target.cwd ?? root });
      try {
        const url = `${server.url}${target.path}`;
        const headers = target.signsIn === false ? {} : await signIn(server.url);
        await load({ url, body, headers, seconds: Math.max(1, Math.round(seconds / 4)) });
        rows[target.name] = await load({ url, body, headers, seconds });
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
  const baseline = rows['raw node:http'].requestsPerSecond;
  const table = Object.fromEntries(
    Object.entries(rows).map(([name, row]) => [
      name,
      {
        'req/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        'ratio to raw': Number((row.requestsPerSecond / baseline).toFixed(3)),
      },
    ]),
  );
  printTable(`API vs raw node:http, ${seconds} s each, 50 connections (autocannon)`, table);
  return table;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
