import { after, before } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

// What every journey does the same way: collect the page's errors, and sign in on the login screen.

/**
 * Collects uncaught errors and console errors of a page. Refusals the journeys provoke on purpose
 * (401, 403, 429, …) are logged by the browser and left out; so is Chromium's missing Lao number
 * data, which react-intl reports and falls back from (dates and digits stay as the spec fixes them).
 * `into` collects the problems of several pages (a tab and the windows it opens) in one list.
 */
export function watchProblems(page, { expectedStatuses = [401, 403, 429], into = [] } = {}) {
  const problems = into;
  const expected = new RegExp(`status of (${expectedStatuses.join('|')})`);
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' || expected.test(message.text())) return;
    if (/MISSING_DATA\] Missing locale data for locale: "lo"/.test(message.text())) return;
    problems.push(message.text());
  });
  return problems;
}

/**
 * A new browser context signed in as `loginName`, on the page the user lands on. More options of
 * the context (a phone's `isMobile`, `hasTouch`) go with the viewport.
 */
export async function signedIn(
  browser,
  url,
  loginName,
  password,
  { viewport = { width: 1280, height: 800 }, ...contextOptions } = {},
) {
  const context = await browser.newContext({ viewport, ...contextOptions });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(url);
  await page.getByLabel('User ID', { exact: true }).fill(loginName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/menu/**');
  await page.getByRole('banner').waitFor();
  return { context, page, problems };
}

/**
 * The demo hotel for a journey file: registers the hooks that start the real server (demo seeded,
 * its staff signing in with `hotel.password`) and Chromium before the file's tests, and stop them
 * after. Read `hotel.server` and `hotel.browser` inside the tests.
 */
export function demoHotel(env = {}) {
  const hotel = { server: undefined, browser: undefined, password: 'e2e-demo-password' };
  before(async () => {
    hotel.server = await startServer({ SEED_DEMO: '1', DEMO_PASSWORD: hotel.password, ...env });
    hotel.browser = await launchBrowser();
  });
  after(async () => {
    await hotel.browser?.close();
    await hotel.server?.stop();
  });
  return hotel;
}
