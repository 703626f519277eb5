// The operator's commands, run on the server's machine against its database (DATA_DIR or
// DATABASE_URL, as the server reads them), for what the API cannot do: give a blocked or
// forgotten administrator their way back.
//   pnpm --filter @pms/server admin unlock <user>
//   pnpm --filter @pms/server admin reset-password <user>
import { existsSync } from 'node:fs';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { holdDataDir } from './db/dataDirLock.ts';
import { migrate } from './db/migrate.ts';
import { OPERATOR_ACTOR, OperatorError, resetPassword, unlockUser } from './modules/security/operator.ts';

const USAGE = `Usage: pnpm --filter @pms/server admin <command> <user>
  unlock <user>          end the user's wait or block after failed sign-ins
  reset-password <user>  set a new temporary password (printed once, to be changed at the next
                         sign-in), end the user's sessions, wait or block, and make them active
Reads DATA_DIR or DATABASE_URL like the server; on PGlite (DATA_DIR) stop the server first.`;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(args: string[]): Promise<number> {
  const [command, loginName, extra] = args;
  if (!command || !loginName || extra !== undefined || !['unlock', 'reset-password'].includes(command)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = readConfig();
  const target = config.database;
  if (target.engine === 'pglite' && target.dataDir && !existsSync(target.dataDir)) {
    throw new OperatorError(
      `There is no database in ${target.dataDir}: set DATA_DIR or DATABASE_URL as for the server`,
    );
  }
  // PGlite is in-process: with the server running on the same folder, both would write to it.
  const release =
    target.engine === 'pglite' && target.dataDir ? holdDataDir(target.dataDir, 'running this command') : () => {};
  try {
    const database = await openDatabase(target);
    try {
      await migrate(database);
      if (command === 'unlock') {
        const user = await unlockUser(database.db, loginName);
        say(`Unlocked "${user.loginName}" (audited as ${OPERATOR_ACTOR}).`);
      } else {
        const user = await resetPassword(database.db, loginName);
        say(`New temporary password for "${user.loginName}": ${user.temporaryPassword}`);
        say(`It is shown only this once and must be changed at the next sign-in (audited as ${OPERATOR_ACTOR}).`);
      }
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
