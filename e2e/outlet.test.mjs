// Journey: the Outlet Services home (/menu/app/outlet) against the real server and the demo hotel:
// a cashier picks an outlet and sees what it sells at what price, and searches its items.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { signedIn } from './journey.mjs';
import { startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const DEMO_PASSWORD = 'e2e-demo-password';

let server;
let browser;
before(async () => {
  server = await startServer({ SEED_DEMO: '1', DEMO_PASSWORD });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The grid row whose row header (the item code) is exactly `code`. */
const rowOf = (page, code) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });

test('a cashier picks Sunset Bar and sees Beerlao with its price', async () => {
  const { context, page, problems } = await signedIn(browser, `${server.url}/`, 'cashier', DEMO_PASSWORD);
  await page.goto(`${server.url}/menu/app/outlet`);
  await page.getByRole('heading', { name: 'Outlet Services', level: 1 }).waitFor();

  const bar = page.getByRole('radio', { name: 'Sunset Bar', exact: true });
  await bar.waitFor({ state: 'attached' });
  assert.equal(await bar.isChecked(), false, 'no outlet is chosen before the cashier picks one');
  await page.getByText('Choose an outlet above to see what it sells.').waitFor();

  await page.getByText('Sunset Bar', { exact: true }).click();
  await page.getByRole('heading', { name: 'Items of Sunset Bar', level: 2 }).waitFor();
  assert.equal(await bar.isChecked(), true);
  const beerlao = rowOf(page, 'B001');
  await beerlao.getByText('Beerlao', { exact: true }).waitFor();
  await beerlao.getByText('120.00', { exact: true }).waitFor();
  assert.equal(await page.getByRole('grid').getByRole('rowheader').count(), 3, 'the bar sells three items');
  // The choice is in the address, so a reload keeps it.
  assert.match(page.url(), /[?&]outlet=BAR\b/);
  await page.screenshot({ path: `${artifacts}outlet-services.png`, fullPage: true });

  // The search keeps the items whose code or name has the text.
  await page.getByRole('searchbox', { name: 'Search items' }).fill('mojito');
  await page.getByText('1 of 3 items', { exact: true }).waitFor();
  await beerlao.waitFor({ state: 'detached' });
  await rowOf(page, 'B003').getByText('260.00', { exact: true }).waitFor();

  // Arrow keys move the choice to the next outlet (by code), which shows its own items.
  await bar.focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('heading', { name: 'Items of Laundry', level: 2 }).waitFor();
  await rowOf(page, 'L001').getByText('80.00', { exact: true }).waitFor();
  assert.match(page.url(), /[?&]outlet=LDRY\b/);

  assert.deepEqual(problems, []);
  await context.close();
});
