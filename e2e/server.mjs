// Starts the real server (built app + API on embedded PGlite, fresh data folder) for a journey.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess } from '../scripts/start-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function startServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pms-e2e-'));
  const server = await startProcess({
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: join(root, 'packages/server'),
    env: { DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  return {
    url: server.url,
    output: server.output,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
