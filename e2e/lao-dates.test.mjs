// Journey: Lao weekday and month names in a browser without Lao date data (Debian's Chromium),
// on the dashboard's chart and in a date picker, in the hotel's time zone (UTC+7) — issue 16.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { matchesBaseline, screenshotOfMain } from './baseline.mjs';
import { demoHotel, watchProblems } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel({ HOTEL_DATE: '2026-11-21' });

test('in Lao the chart and the date pickers name weekdays and months in Lao, on the right day', async () => {
  const context = await hotel.browser.newContext({
    viewport: { width: 1280, height: 800 },
    timezoneId: 'Asia/Vientiane',
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  const lacksLao = await page.evaluate(() => Intl.DateTimeFormat.supportedLocalesOf(['lo']).length === 0);
  await page.goto(hotel.server.url);
  await page.getByLabel('User ID', { exact: true }).fill('reservation');
  await page.getByLabel('Password', { exact: true }).fill(hotel.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/menu/**');
  const banner = page.getByRole('banner');
  const chooseLanguage = async (option) => {
    await banner.getByRole('button', { name: /Language|ภาษา|ພາສາ/ }).click();
    await page.getByRole('option', { name: option }).click();
  };
  try {
    await chooseLanguage('ລາວ (LA)');
    await banner.getByRole('link', { name: 'ອອກຈາກລະບົບ' }).waitFor();

    // The occupancy chart's nights from Saturday 21-Nov-2026: Lao weekdays, English dd-MMM-yyyy.
    await page.goto(`${hotel.server.url}/menu/app/reservation-dashboard`);
    const nights = page.locator('main table th[scope="row"]', { hasText: /^\S+ \d{2}-[A-Z][a-z]{2}-\d{4}$/ });
    await nights.first().waitFor();
    assert.deepEqual((await nights.allTextContents()).slice(0, 3), [
      'ເສົາ 21-Nov-2026',
      'ອາທິດ 22-Nov-2026',
      'ຈັນ 23-Nov-2026',
    ]);
    await page.screenshot({ path: `${artifacts}lao-dashboard.png`, fullPage: true });
    // The Lao dashboard as a visual baseline (issue 16's screenshot tour): Lao text in its font,
    // figures of the fixed hotel date; the refresh time is masked.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await matchesBaseline(page, 'dashboard-lao-1280', await screenshotOfMain(page, [page.getByText(/\d\d:\d\d:\d\d/)]));

    // Room availability's period picker: its calendar in Lao, 21 November a Saturday in UTC+7.
    await page.goto(`${hotel.server.url}/menu/app/room-availability`);
    const period = page
      .getByRole('group')
      .filter({ has: page.getByRole('button', { expanded: false }) })
      .first();
    await period.getByRole('button').last().click();
    const dialog = page.getByRole('dialog');
    const grid = dialog.getByRole('grid').first();
    await grid.waitFor();
    // The weekday row is a picture for the eye (aria-hidden): each day's name says its weekday.
    const weekdays = await grid.locator('thead th').allTextContents();
    assert.equal(weekdays.length, 7);
    assert.ok(
      weekdays.every((day) => /[\u0E80-\u0EFF]/.test(day)),
      `Lao weekdays: ${weekdays}`,
    );
    const title = (await dialog.getByRole('heading').first().textContent()) ?? '';
    assert.match(title, /ພະຈິກ/, `the month in Lao: ${title}`);
    assert.equal(await grid.getByRole('button', { name: 'ວັນເສົາ, 21 ພະຈິກ 2026' }).count(), 1, 'the 21st is a Saturday');
    assert.equal(await grid.getByRole('button', { name: 'ວັນອາທິດ, 1 ພະຈິກ 2026' }).count(), 1, 'the 1st is a Sunday');
    await page.screenshot({ path: `${artifacts}lao-date-picker.png` });
    await page.keyboard.press('Escape');
    assert.deepEqual(problems, []);
    console.log(`browser without Lao date data: ${lacksLao}`);
  } finally {
    // The language is kept on the user: back to English for the journeys that follow.
    await page.keyboard.press('Escape');
    await page.goto(`${hotel.server.url}/menu/app/reservation-dashboard`);
    await chooseLanguage('English (EN)');
    await banner.getByRole('link', { name: 'Logout' }).waitFor();
    await context.close();
  }
});
