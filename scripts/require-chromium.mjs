// Fails fast, before any test starts, when there is no Chromium: a silent skip would hide it.
import { requireChromium } from './chromium.mjs';

try {
  requireChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
