// Journeys: the manuals at help/{menu} and help (spec §2), opened from the shell's Help link, in
// English, Thai and Lao, and the window that closes itself.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { signedIn as signInAs, watchProblems } from './journey.mjs';
import { startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const DEMO_PASSWORD = 'e2e-demo-password';
const ADMIN_PASSWORD = 'e2e-admin-password';

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

/** Collects uncaught errors and console errors of `page` into `problems`. */
function watch(page, problems) {
  watchProblems(page, { into: problems });
  return page;
}

/** A signed-in tab, on the page the user lands on. */
const signedIn = (loginName, options) =>
  signInAs(browser, server.url, loginName, loginName === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD, options);

/**
 * Opens `url` in a new tab from `page` the way a script does (window.open): the new tab starts
 * with a copy of the opener's session storage, so it has the opener's session.
 */
async function openFrom(page, url, problems) {
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((address) => void window.open(address, '_blank'), url),
  ]);
  return watch(popup, problems);
}

const chooseLanguage = async (page, option) => {
  await page
    .locator('header')
    .getByRole('button', { name: /Language|ภาษา|ພາສາ/ })
    .click();
  await page.getByRole('option', { name: option }).click();
};

/** Waits until the manual and the hotel's logo are on screen, so a screenshot shows them settled. */
const settled = async (page) => {
  await page.locator('article[aria-busy="false"]').waitFor();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
};

test("the shell's Help link leads to the manual of the screen: EN, then TH and LA", async () => {
  const { context, page, problems } = await signedIn('admin');
  assert.equal(new URL(page.url()).pathname, '/menu/app/reservation-dashboard');
  const link = page.getByRole('banner').getByRole('link', { name: 'Help' });
  assert.equal(await link.getAttribute('target'), '_blank');
  const href = await link.getAttribute('href');
  assert.equal(href, '/help/Reservation%20Dashboard');

  // The link itself, as staff click it: the manual's tab has the session (the guard lets it in).
  const [help] = await Promise.all([context.waitForEvent('page'), link.click()]);
  watch(help, problems);
  await help.waitForURL('**/help/Reservation%20Dashboard');
  // Spec §2: the title is "{menu} Manual" for the menu the link names: the screen's help title.
  // That screen has no manual of its own, so the page shows its section's, and says so.
  await help.getByRole('heading', { level: 1, name: 'Reservation Dashboard Manual' }).waitFor();
  await settled(help);
  assert.equal(await help.title(), 'Reservation Dashboard Manual');
  assert.ok(await help.getByText('Reservation: bookings from enquiry to arrival').isVisible());
  assert.ok(
    await help
      .getByText('Reservation Dashboard has no manual of its own yet. This is the manual of Reservation')
      .isVisible(),
  );
  assert.ok(await help.getByText('Written in English').isVisible());
  assert.ok(await help.getByText('Mekong Riverside Hotel').isVisible(), "the hotel's name");
  assert.ok(await help.getByRole('img', { name: 'Mekong Riverside Hotel logo' }).isVisible(), "the hotel's logo");
  // The manual's Markdown as elements: headings, lists and bold, no markup left in the text.
  const article = help.locator('article');
  assert.deepEqual(await article.getByRole('heading', { level: 2 }).allInnerTexts(), ['Everyday work', 'Good to know']);
  assert.equal(await article.locator('li').count(), 10);
  assert.equal(await article.locator('li strong').first().textContent(), 'Reservation dashboard');
  const text = await article.textContent();
  assert.ok(!text.includes('**') && !text.includes('## '), 'no Markdown markup on screen');
  // An administrator may edit the manuals.
  assert.equal(
    await help.getByRole('link', { name: 'Edit this manual in Help Setting' }).getAttribute('href'),
    '/menu/app/setting-help',
  );
  await help.screenshot({ path: `${artifacts}help-1280-en.png`, fullPage: true });

  await chooseLanguage(help, 'ไทย (TH)');
  await help.getByRole('heading', { level: 1, name: 'คู่มือ แดชบอร์ดการจอง' }).waitFor();
  await help.getByText('การจองห้องพัก: การจองตั้งแต่สอบถามจนถึงวันเข้าพัก').waitFor();
  await settled(help);
  assert.ok(await help.getByText('เขียนเป็นภาษาไทย').isVisible());
  assert.deepEqual(await article.getByRole('heading', { level: 2 }).allInnerTexts(), ['งานประจำวัน', 'ควรรู้']);
  assert.equal(await article.locator('[lang="th"] li strong').first().textContent(), 'แดชบอร์ดการจอง');
  assert.equal(await help.title(), 'คู่มือ แดชบอร์ดการจอง');
  await help.screenshot({ path: `${artifacts}help-1280-th.png`, fullPage: true });

  await chooseLanguage(help, 'ລາວ (LA)');
  await help.getByRole('heading', { level: 1, name: 'ຄູ່ມື ແດຊບອດການຈອງ' }).waitFor();
  await help.getByText('ການຈອງຫ້ອງພັກ: ການຈອງຕັ້ງແຕ່ການສອບຖາມຈົນຮອດມື້ເຂົ້າພັກ').waitFor();
  await settled(help);
  assert.ok(await help.getByText('ຂຽນເປັນພາສາລາວ').isVisible());
  assert.deepEqual(await article.getByRole('heading', { level: 2 }).allInnerTexts(), ['ວຽກປະຈຳວັນ', 'ຄວນຮູ້']);
  await help.screenshot({ path: `${artifacts}help-1280-la.png`, fullPage: true });

  // Printing leaves the switcher and the buttons off the paper.
  await help.emulateMedia({ media: 'print' });
  assert.equal(await help.getByRole('button', { name: /ພິມ/ }).isVisible(), false);
  await help.screenshot({ path: `${artifacts}help-print-la.png`, fullPage: true });
  await help.emulateMedia({ media: 'screen' });

  // The language is kept on the user: back to English for the journeys that follow.
  await chooseLanguage(help, 'English (EN)');
  await help.getByRole('heading', { level: 1, name: 'Reservation Dashboard Manual' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a section has its own manual; a screen of another section falls back to that one', async () => {
  const { context, page, problems } = await signedIn('admin');
  await page.goto(`${server.url}/help/Cashier`);
  await page.getByRole('heading', { level: 1, name: 'Cashier Manual' }).waitFor();
  await page.getByText('Cashier: folios, payments, shifts and day end').waitFor();
  assert.equal(await page.getByText(/has no manual of its own/).count(), 0);
  // "Actual Arrival" is a screen of several sections; the tab the staff member was in decides.
  await page.evaluate(() => sessionStorage.setItem('menu', '10'));
  await page.goto(`${server.url}/help/Actual%20Arrival`);
  await page.getByRole('heading', { level: 1, name: 'Actual Arrival Manual' }).waitFor();
  await page.getByText('Housekeeping: room status and minibar').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a menu without a manual says so, and offers editors the Help Setting', async () => {
  const admin = await signedIn('admin');
  await admin.page.goto(`${server.url}/help/Night%20Audit`);
  await admin.page.getByRole('heading', { name: 'No manual has been written for Night Audit yet' }).waitFor();
  assert.equal(await admin.page.title(), 'Night Audit Manual');
  const write = admin.page.getByRole('link', { name: 'Write it in Help Setting' });
  assert.equal(await write.getAttribute('href'), '/menu/app/setting-help');
  await admin.page.screenshot({ path: `${artifacts}help-1280-no-manual.png` });
  assert.deepEqual(admin.problems, []);
  await admin.context.close();

  // Staff who cannot edit the manuals are told who can.
  const reservation = await signedIn('reservation');
  await reservation.page.goto(`${server.url}/help/Night%20Audit`);
  await reservation.page.getByRole('heading', { name: 'No manual has been written for Night Audit yet' }).waitFor();
  assert.equal(await reservation.page.getByRole('link', { name: /Help Setting/ }).count(), 0);
  assert.ok(await reservation.page.getByText(/A colleague with the configuration role can write it/).isVisible());
  assert.deepEqual(reservation.problems, []);
  await reservation.context.close();
});

test('help/{menu} is guarded: without a session it leads to the login', async () => {
  const context = await browser.newContext();
  const problems = [];
  const page = watch(await context.newPage(), problems);
  await page.goto(`${server.url}/help/Reservation`);
  await page.waitForURL(`${server.url}/`);
  await page.getByLabel('User ID', { exact: true }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('help without a menu closes its window, or says it may be closed', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const problems = [];
  const page = watch(await context.newPage(), problems);
  await page.goto(`${server.url}/`);
  // Opened by a script, the window closes itself (no session needed: help alone is unguarded).
  const popup = await openFrom(page, '/help', problems);
  await popup.waitForEvent('close', { timeout: 10_000 });
  assert.ok(popup.isClosed());

  // Opened by the staff member, a browser lets no script close it: it says so.
  await page.goto(`${server.url}/help`);
  await page.getByText('You can close this manual window.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/help');
  assert.equal(await page.getByRole('link', { name: 'Back to the menu' }).getAttribute('href'), '/menu');
  await page.screenshot({ path: `${artifacts}help-1280-close.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
