// Where the browser tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// Never downloads a browser (these machines have no internet beyond the package registries): on
// Debian it installs Debian's own package through apt when it may (see ensureBrowserPackages).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The fonts the Thai and Lao screens render with, in the browser tests as on the hotel's machines. */
export const FONT_PACKAGES = ['fonts-thai-tlwg', 'fonts-lao'];

const INSTALL_HINT =
  'Chromium is needed for the browser tests. Install it with\n' +
  `  sudo apt-get install -y chromium ${FONT_PACKAGES.join(' ')}\n` +
  'or point CHROMIUM_PATH at a Chromium or Chrome binary.';

export function findChromium() {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

export function requireChromium() {
  const found = findChromium();
  if (!found) {
    const where = process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not executable.\n` : '';
    throw new Error(`${where}${INSTALL_HINT}`);
  }
  return found;
}

/**
 * What to do about the Debian packages the browser tests need, from the facts alone (so a test can
 * check every case without touching the machine): nothing when none is missing; apt-get as root,
 * or through `sudo -n` when that needs no password; else the command a person has to run.
 *
 * @param {{ chromiumMissing: boolean, missingFonts: readonly string[], isRoot: boolean, sudoWorks: () => boolean }} facts
 *   sudoWorks is asked only when it matters (not root, something missing).
 * @returns {{ missing: string[], commands: string[][], manual?: string }}
 */
export function planBrowserPackages({ chromiumMissing, missingFonts, isRoot, sudoWorks }) {
  const missing = [...(chromiumMissing ? ['chromium'] : []), ...missingFonts];
  if (missing.length === 0) return { missing, commands: [] };
  const apt = [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', ...missing],
  ];
  // sudo resets the environment, so the frontend setting rides on the command line through env.
  const noninteractive = ['env', 'DEBIAN_FRONTEND=noninteractive'];
  if (isRoot) return { missing, commands: apt.map((command) => [...noninteractive, ...command]) };
  if (sudoWorks()) return { missing, commands: apt.map((command) => ['sudo', '-n', ...noninteractive, ...command]) };
  const manual =
    `The browser tests need ${missing.join(', ')}. Install ${missing.length > 1 ? 'them' : 'it'} with\n` +
    `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}` +
    (chromiumMissing ? '\nor point CHROMIUM_PATH at a Chromium or Chrome binary.' : '');
  return { missing, commands: [], manual };
}

/** The facts and actions ensureBrowserPackages needs, taken from this machine. */
export const machine = {
  /** Chromium to install: none found and no CHROMIUM_PATH (which says the user brings their own). */
  chromiumMissing: () => !process.env.CHROMIUM_PATH && findChromium() === null,
  /** Font packages dpkg does not know as installed; none off Debian, where apt cannot help anyway. */
  missingFonts: () => {
    if (spawnSync('dpkg', ['--version'], { stdio: 'ignore' }).error) return [];
    return FONT_PACKAGES.filter((font) => spawnSync('dpkg', ['-s', font], { stdio: 'ignore' }).status !== 0);
  },
  isRoot: () => process.getuid?.() === 0,
  sudoWorks: () => spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
  /** Runs one command with its output shown; answers whether it succeeded. */
  run: (command) => spawnSync(command[0], command.slice(1), { stdio: 'inherit' }).status === 0,
  log: (line) => console.error(line),
  chromium: () => requireChromium(),
};

/**
 * Installs what the browser tests lack (Chromium, the Thai and Lao fonts) when this user may,
 * then answers Chromium's path. Throws with the command to run when it may not, or when apt fails.
 */
export function ensureBrowserPackages(on = machine) {
  const plan = planBrowserPackages({
    chromiumMissing: on.chromiumMissing(),
    missingFonts: on.missingFonts(),
    isRoot: on.isRoot(),
    sudoWorks: on.sudoWorks,
  });
  if (plan.manual) throw new Error(plan.manual);
  if (plan.commands.length > 0) {
    on.log(`Installing ${plan.missing.join(', ')} for the browser tests.`);
    for (const command of plan.commands) {
      if (!on.run(command)) {
        throw new Error(
          `${command.join(' ')} failed. Install the packages with\n` +
            `  sudo apt-get update && sudo apt-get install -y ${plan.missing.join(' ')}`,
        );
      }
    }
  }
  return on.chromium();
}
