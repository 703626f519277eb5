// Journeys: the 42 master-data screens of spec §2 (issue 6), opened one after the other as an
// administrator and as the configuration function: each is live on the real server, with rows
// from the demo hotel; those of other functions are refused to configuration staff.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { signedIn } from './journey.mjs';
import { startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/crawl/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const DEMO_PASSWORD = 'e2e-demo-password';
const ADMIN_PASSWORD = 'e2e-admin-password';
const NOT_BUILT = 'This screen is not built yet';

// Spec §2 "Master data", in its order (the copy of the spec's route lists the route test checks).
const MASTER_DATA = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../packages/app/src/app/routes/spec-children-of-menu.json', import.meta.url)),
    'utf8',
  ),
)['Master data'];

/** The functions each route asks for, from the generated route list (docs/routes.md). */
function routeFunctions() {
  const list = readFileSync(fileURLToPath(new URL('../docs/routes.md', import.meta.url)), 'utf8');
  return new Map(
    [...list.matchAll(/^\| \/menu\/app\/(\S+) \| [^|]+ \| [^|]+ \| ([^|]+) \| (live|not available yet) \|/gm)].map(
      ([, route, functions, status]) => [route, { functions: functions.trim(), live: status === 'live' }],
    ),
  );
}

let server;
let browser;
before(async () => {
  server = await startServer({ SEED_DEMO: '1', DEMO_PASSWORD, ADMIN_PASSWORD });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Client-side navigation, as a menu click does it. */
async function navigate(page, path) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((target) => window.location.pathname === target, path);
}

/**
 * Waits until the screen shows data from the server: a grid with at least one row, or, for the
 * two screens that are not lists, the hotel's details and the outlets.
 */
async function expectLiveWithRows(page, route) {
  const main = page.getByRole('main');
  await main.getByText(NOT_BUILT).waitFor({ state: 'detached', timeout: 15_000 });
  await main.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  if (route === 'hotel-detail') {
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main input')].some((input) => /Mekong/.test(input.value)),
    );
    return;
  }
  if (route === 'outlet') {
    await main.getByText('Riverside Restaurant').first().waitFor({ timeout: 15_000 });
    return;
  }
  // The grid keeps its header row; a data row has cells.
  await main.getByRole('grid').first().getByRole('gridcell').first().waitFor({ timeout: 15_000 });
}

test('an administrator finds all 42 master-data screens live, each with rows of the demo hotel', async () => {
  const functions = routeFunctions();
  assert.equal(MASTER_DATA.length, 42);
  const { context, page, problems } = await signedIn(browser, server.url, 'admin', ADMIN_PASSWORD);
  for (const route of MASTER_DATA) {
    assert.equal(functions.get(route)?.live, true, `${route} is live in docs/routes.md`);
    await navigate(page, `/menu/app/${route}`);
    await expectLiveWithRows(page, route);
    await page.screenshot({ path: `${artifacts}admin-${route}.png` });
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('configuration staff find their settings live and the other departments’ settings refused', async () => {
  const functions = routeFunctions();
  const { context, page, problems } = await signedIn(browser, server.url, 'config', DEMO_PASSWORD);
  const main = page.getByRole('main');
  let opened = 0;
  for (const route of MASTER_DATA) {
    await navigate(page, `/menu/app/${route}`);
    const access = functions.get(route)?.functions ?? '';
    if (access.includes('CONFIGULATION-SETTING')) {
      await expectLiveWithRows(page, route);
      opened += 1;
    } else {
      await main.getByText('You are not allowed to open this page').waitFor({ timeout: 15_000 });
    }
  }
  // The Config tab's lists (spec §6): everything but the financial, housekeeping and sales settings
  // and the cashier's Outlet Services.
  assert.equal(opened, 21);
  assert.deepEqual(problems, []);
  await context.close();
});
