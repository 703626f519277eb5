// Journeys: every declared route renders, the dashboards show today's figures, and the shell's
// connection notices (loading popup, offline banner) — spec §2, §4, §5, §8.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe.mjs';
import { launchBrowser } from './browser.mjs';
import { signedIn as signInAs } from './journey.mjs';
import { trackNetwork } from './network.mjs';
import { startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const DEMO_PASSWORD = 'e2e-demo-password';
const ADMIN_PASSWORD = 'e2e-admin-password';
const HOTEL_DATE = '2026-11-21';
const NOT_BUILT = 'This screen is not built yet';

/** The generated route list (docs/routes.md, checked against the router by a unit test). */
function declaredRoutes() {
  const list = readFileSync(fileURLToPath(new URL('../docs/routes.md', import.meta.url)), 'utf8');
  return [...list.matchAll(/^\| (\/menu\/\S+) \| [^|]+ \| [^|]+ \| [^|]+ \| (live|not available yet) \|/gm)].map(
    ([, path, status]) => ({ path: path.replace(':hash', 'e2e-hash'), live: status === 'live' }),
  );
}

let server;
let browser;
before(async () => {
  server = await startServer({ SEED_DEMO: '1', DEMO_PASSWORD, ADMIN_PASSWORD, HOTEL_DATE });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in tab, on the page the user lands on. */
const signedIn = (loginName, options) =>
  signInAs(browser, server.url, loginName, loginName === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD, options);

/** Client-side navigation, as a menu click does it (a full load per route would only test the server). */
async function navigate(page, path) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('an administrator opens every declared route: each is live or says it is not built, none is blank', async () => {
  const routes = declaredRoutes();
  assert.equal(routes.length, 175, 'every route of spec §2 is in the list');
  const { context, page, problems } = await signedIn('admin');
  const network = trackNetwork(page);
  const main = page.getByRole('main');
  const inaccessible = [];
  for (const route of routes) {
    await navigate(page, route.path);
    await page.waitForFunction((target) => window.location.pathname === target, route.path);
    // Lazy screens keep the page before them up while they load: wait for this route's own page.
    if (route.live) await main.getByText(NOT_BUILT).waitFor({ state: 'detached', timeout: 15_000 });
    else await main.getByText(NOT_BUILT).first().waitFor({ timeout: 15_000 });
    const heading = main.getByRole('heading', { level: 1 });
    await heading
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(async (error) => {
        await page.screenshot({ path: `${artifacts}/route-failed.png` });
        throw new Error(`${route.path}: ${error.message}`);
      });
    const notBuilt = await main.getByText(NOT_BUILT).count();
    assert.equal(notBuilt > 0, !route.live, `${route.path}: ${route.live ? 'live' : 'not available yet'}`);
    // A screen not built yet says in staff words what is coming, never its address (issue 16).
    if (!route.live)
      assert.equal(await main.getByText('/menu/', { exact: false }).count(), 0, `${route.path} shows no address`);
    assert.ok((await heading.first().textContent()).trim().length > 0, `${route.path} has a title`);
    // One main landmark per page: a screen inside the shell never brings its own.
    assert.equal(await page.locator('main').count(), 1, `${route.path}: one <main>`);
    // Every page passes axe's WCAG 2.2 AA rules as it first shows (issue 16): none regresses.
    if (route.live) {
      // Not networkidle: the live-update stream stays open.
      await network.settled();
      inaccessible.push(...(await axeViolations(page)).map((violation) => `${route.path}: ${violation}`));
    }
  }
  assert.deepEqual(inaccessible, [], 'axe finds no critical or serious violation');
  // An address no route declares says so too, inside the frame.
  await navigate(page, '/menu/app/no-such-screen');
  await main.getByText('/menu/app/no-such-screen').waitFor();
  assert.ok(await main.getByText(NOT_BUILT).isVisible());
  assert.equal(await page.locator('main').count(), 1, 'an unknown address: one <main>');
  assert.deepEqual(problems, []);
  await context.close();
});

test("the dashboards show the hotel date and today's rooms from the database", async () => {
  const { context, page, problems } = await signedIn('admin');
  await page.getByTestId('dashboard-hotel-date').getByText('21-Nov-2026').waitFor();
  const status = page.getByRole('region', { name: 'Rooms by housekeeping status' });
  await status.waitFor();
  // The demo hotel's 120 rooms, by type with a total row.
  const types = page.getByRole('region', { name: 'Rooms by type' });
  assert.equal(await types.locator('tfoot td').nth(1).textContent(), '120');
  // Today's arrivals, departures, rooms in house and occupancy, counted from the stays; nothing of screens to come.
  const today = page.getByRole('region', { name: 'Today' });
  for (const figure of ['Arrivals', 'Departures', 'Rooms in house', 'Occupancy tonight']) {
    await today.getByText(figure, { exact: true }).waitFor();
  }
  assert.doesNotMatch(
    (await page.locator('main').textContent()) ?? '',
    /\bbuilt\b|\bto come\b/i,
    'says nothing of the build',
  );
  await page.screenshot({ path: `${artifacts}dashboard-reservation.png`, fullPage: true });

  await navigate(page, '/menu/app-dashboard-housekeeping');
  await page.getByRole('heading', { name: 'Housekeeping Dashboard' }).waitFor();
  await page.getByRole('region', { name: 'Rooms by floor' }).waitFor();
  await page.getByRole('region', { name: 'Rooms by building' }).waitFor();
  await page.screenshot({ path: `${artifacts}dashboard-housekeeping.png`, fullPage: true });

  await navigate(page, '/menu/app/dashboard-cashier');
  const rates = page.getByRole('region', { name: 'Exchange rates in force' });
  // Buying and selling, from the demo hotel's rates on its hotel date, six decimals each.
  await rates.getByText('1 USD = 32.200000 THB').waitFor();
  await rates.getByText('1 USD = 32.750000 THB').waitFor();
  await page.screenshot({ path: `${artifacts}dashboard-cashier.png`, fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a slow call puts up the loading popup; offline, the banner shows and the figures are not fetched', async () => {
  const { context, page, problems } = await signedIn('reception');
  await page.getByRole('heading', { name: 'Reception Dashboard' }).waitFor();
  await page.getByTestId('dashboard-hotel-date').getByText('21-Nov-2026').waitFor();

  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/api/report/dashboard', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Reload' }).click();
  const popup = page.getByRole('alertdialog', { name: 'Loading...' });
  await popup.waitFor();
  await page.screenshot({ path: `${artifacts}loading-popup.png` });
  release();
  await popup.waitFor({ state: 'detached' });
  await page.unroute('**/api/report/dashboard');

  const sent = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/report/dashboard')) sent.push(request.url());
  });
  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: 'Please Check Your Network Connection' });
  await banner.waitFor();
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('main').getByText('Please Check Your Network Connection').waitFor();
  assert.deepEqual(sent, [], 'no call is made while offline (lostconnect)');
  await page.screenshot({ path: `${artifacts}offline-banner.png` });
  await context.setOffline(false);
  await banner.waitFor({ state: 'detached' });
  // Back online, the figures are fetched again at once.
  await page.getByRole('main').getByText('Please Check Your Network Connection').waitFor({ state: 'detached' });
  assert.deepEqual(
    problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED/.test(problem)),
    [],
  );
  await context.close();
});
