import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite is PostgreSQL in one process: two processes on one data folder would corrupt it, and
// PGlite itself does not stop the second. The server notes its process id in the folder; the
// operator's command (and a second server) refuses while that process lives.
const LOCK_FILE = 'pms-server.pid';

/** The live process holding the folder, if any; a note left by a killed server does not count. */
export function dataDirHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/** Claims the folder for this process; answers the release, or throws while another holds it. */
export function holdDataDir(dataDir: string, what: string): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder !== undefined) {
    throw new Error(`${dataDir} is in use by process ${holder}: stop the server before ${what}`);
  }
  const file = join(dataDir, LOCK_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {}
  };
}
