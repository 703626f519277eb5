// Starts the real server (built app + API on embedded PGlite, fresh data folder) for a journey.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startProcess } from '../scripts/start-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = join(root, 'packages/server');

// Seeding the demo hotel from nothing (every migration, then its bookings, folios and stock) takes
// about 15 s on an idle machine and twice that under a run's load, and most journey files start
// the same hotel. The first start of a kind seeds it once into a template folder; later starts,
// from any journey process, copy the folder. What the data depends on names the template: the
// seeding variables and every source file of the server and the domain, so a change makes a new one.
const TEMPLATES = join(tmpdir(), 'pms-e2e-templates');
const SEEDING_ENV = ['SEED_DEMO', 'DEMO_PASSWORD', 'ADMIN_PASSWORD', 'HOTEL_DATE', 'DEMO_HISTORY_DAYS'];
const SOURCES = ['packages/server/src', 'packages/domain/src'];
const BUILD_WAIT_MS = 180_000;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function templateKey(env) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(SEEDING_ENV.map((name) => [name, env[name] ?? ''])));
  for (const file of SOURCES.flatMap((dir) => filesUnder(join(root, dir)))) {
    hash.update(file.slice(root.length)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function launch(dataDir, env) {
  return startProcess({
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: serverDir,
    // The demo's year of past (closed day by day) is for people; journeys start from its present.
    env: {
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_HISTORY_DAYS: '0',
      ...env,
    },
  });
}

/** The seeded data folder for `env`, built by this process or waited for while another builds it. */
async function seededTemplate(env) {
  const template = join(TEMPLATES, templateKey(env));
  if (existsSync(template)) return template;
  mkdirSync(TEMPLATES, { recursive: true });
  const building = `${template}.building`;
  try {
    mkdirSync(building);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const until = Date.now() + BUILD_WAIT_MS;
    while (!existsSync(template)) {
      // A build left behind by a killed run: seed this start's folder directly instead.
      if (Date.now() > until) return null;
      await sleep(250);
    }
    return template;
  }
  try {
    const data = join(building, 'data');
    const server = await launch(data, env);
    await server.stop();
    renameSync(building, template);
    return template;
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
}

export async function startServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pms-e2e-'));
  const seeded = env.SEED_DEMO === '1' ? await seededTemplate(env) : null;
  // The server finds its rooms and users already there and leaves them as they are.
  if (seeded) cpSync(join(seeded, 'data'), dataDir, { recursive: true });
  const server = await launch(dataDir, env);
  return {
    url: server.url,
    output: server.output,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
