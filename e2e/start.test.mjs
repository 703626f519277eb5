// Journey: a staff member opens the app and sees the hotel and its business date from the database.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

let server;
let browser;
before(async () => {
  // A hotel date unlike today's, so the screen can only have it from the database.
  server = await startServer({ SEED_DEMO: '1', HOTEL_DATE: '2026-03-05', ADMIN_PASSWORD: 'e2e-admin-password' });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(path, language) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  if (language) {
    await context.addInitScript((code) => localStorage.setItem('pms.language', JSON.stringify(code)), language);
  }
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  await page.goto(`${server.url}${path}`);
  return { page, context, problems };
}

test('the app shows the hotel name, logo and hotel date from the database', async () => {
  const { page, context, problems } = await openPage('/');
  await page.getByRole('heading', { name: 'Mekong Riverside Hotel' }).waitFor();
  assert.equal(await page.locator('time').textContent(), '05-Mar-2026');
  assert.equal(await page.locator('time').getAttribute('datetime'), '2026-03-05');
  const logo = page.getByRole('img', { name: 'Mekong Riverside Hotel logo' });
  await logo.waitFor();
  assert.ok(
    await logo.evaluate((image) => image.complete && image.naturalWidth > 0),
    'the logo loaded from /api/files',
  );
  await page.screenshot({ path: `${artifacts}start-en.png` });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the same screen in Thai and Lao', async () => {
  for (const [language, label] of [
    ['TH', 'วันที่โรงแรม'],
    ['LA', 'ວັນທີໂຮງແຮມ'],
  ]) {
    const { page, context } = await openPage('/', language);
    await page.getByText(label).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), language === 'TH' ? 'th' : 'lo');
    assert.equal(await page.locator('time').textContent(), '05-Mar-2026');
    await page.screenshot({ path: `${artifacts}start-${language.toLowerCase()}.png` });
    await context.close();
  }
});

test('a bookmarked screen that does not exist yet says so', async () => {
  const { page, context } = await openPage('/menu/app/cencellation-reason');
  await page.getByText('This screen is not built yet').waitFor();
  assert.ok(await page.getByText('/menu/app/cencellation-reason').isVisible());
  await context.close();
});
