// Fails fast, before any test starts, when there is no Chromium: a silent skip would hide it.
// Installs Chromium and the Thai and Lao fonts first when this user may (root or sudo -n).
import { ensureBrowserPackages } from './chromium.mjs';

try {
  ensureBrowserPackages();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
