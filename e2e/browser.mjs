import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';

export function launchBrowser() {
  return chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS, headless: true });
}
