// Where the browser tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// Never downloads a browser (these machines have no internet beyond the package registries).
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

const INSTALL_HINT =
  'Chromium is needed for the browser tests. Install it with\n' +
  '  sudo apt-get install -y chromium fonts-thai-tlwg fonts-lao\n' +
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
