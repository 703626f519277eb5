// The API on a trivial action (configuration/hotel GetHotelDate as a signed-in user: check the
// token and its session, validate, dispatch, one indexed read) against a bare node:http server answering the same envelope. Both are measured
// in this one run, one after the other, so the printed ratio holds on a noisy machine.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, printTable, root, startProcess } from './harness.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const body = { apiRequest: { action: 'GetHotelDate' }, data: [] };

/** A database of its own on the PostgreSQL of DATABASE_URL, dropped afterwards. */
async function scratchDatabase(adminUrl) {
  const { Client } = createRequire(join(root, 'packages/server/package.json'))('pg');
  const name = `pms_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Signs in as the administrator and answers the headers every later call carries. */
async function signIn(origin) {
  const response = await fetch(`${origin}/api/security/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      apiRequest: { action: 'login' },
      data: [{ loginName: 'admin', password: 'bench-password' }],
    }),
  });
  if (!response.ok) throw new Error(`${origin}: sign-in answered ${response.status}`);
  const { data } = await response.json();
  return { authorization: `Bearer ${data[0].token}` };
}

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
