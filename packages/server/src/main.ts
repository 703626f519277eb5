import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { holdDataDir } from './db/dataDirLock.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { openLiveBus } from './live/bus.ts';

const config = readConfig();
let releaseDataDir = () => {};
if (config.database.engine === 'pglite' && config.database.dataDir) {
  mkdirSync(config.database.dataDir, { recursive: true });
  releaseDataDir = holdDataDir(config.database.dataDir, 'starting another one on the same DATA_DIR');
}
const database = await openDatabase(config.database);
const applied = await migrate(database);
const report = await seed(database.db, {
  adminPassword: config.adminPassword,
  demo: config.demo,
  demoPassword: config.demoPassword,
  hotelDate: config.hotelDate,
  demoHistoryDays: config.demoHistoryDays,
  onDemoHistoryDay: (date, index) => {
    if (index % 30 === 0)
      process.stdout.write(`Demo history: living ${date} (day ${index + 1} of ${config.demoHistoryDays})\n`);
  },
});
// PostgreSQL: a LISTEN connection of this instance's own, so every instance hears every write.
const live = await openLiveBus(config.database);
const app = await buildServer({
  db: database.db,
  live,
  appDir: config.appDir,
  logger: { level: config.logLevel },
  security: config.security,
  rateLimits: config.rateLimits,
  sharedCounters: database.engine === 'postgres',
  trustProxy: config.trustProxy,
});

const say = (line: string) => process.stdout.write(`${line}\n`);
say(`Database: ${database.engine} (${database.location})${applied.length ? `, applied ${applied.join(', ')}` : ''}`);
if (report.generatedAdminPassword) {
  say(`Administrator created: user "admin", password "${report.generatedAdminPassword}" (shown only this once)`);
} else if (report.created) {
  say('Administrator created: user "admin" with the password from ADMIN_PASSWORD');
}
if (report.demoSeeded) {
  say(`Demo hotel seeded; staff users: ${report.demoUsers.join(', ')}`);
  say(
    report.generatedDemoPassword
      ? `Demo staff password: "${report.generatedDemoPassword}" (shown only this once)`
      : 'Demo staff password: the one from DEMO_PASSWORD',
  );
}

if (!existsSync(join(config.appDir, 'index.html'))) {
  say(`The staff app is not built (${config.appDir}): serving the API only. Run \`pnpm build\` first.`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await live.close();
  await database.close();
  releaseDataDir();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
say(`Hotel PMS is running at http://localhost:${port}`);
