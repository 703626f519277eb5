// Journey: the first reservation screens against the real server and the demo hotel. Reservation
// staff read room availability (room types × nights, totals, occupancy), move the period and
// filter weekdays; then search the booking list for a guest, page and sort it on the server.
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
const ROOM_TYPES = ['STD', 'STT', 'DLX', 'FAM', 'JRS', 'EXS'];

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

/** The night headers of the availability grid, e.g. ['Sa 21-Nov', …]. */
const nightHeaders = async (grid) =>
  (await grid.locator('thead th').allInnerTexts()).slice(1).map((text) => text.replace(/\s+/g, ' ').trim());

test('reservation staff read room availability, move the period and filter weekdays', async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    const { context, page, problems } = await signedIn(browser, `${server.url}/`, 'reservation', DEMO_PASSWORD, {
      viewport,
    });
    await page.goto(`${server.url}/menu/app/room-availability`);
    await page.getByRole('heading', { name: 'Room Availability', level: 1 }).waitFor();
    await page.getByText('Choose a room type’s night to start a booking for it.', { exact: false }).waitFor();

    const grid = page.getByRole('table', { name: /Rooms available by room type and night/ });
    await grid.waitFor();
    for (const code of ROOM_TYPES) {
      await grid.getByRole('rowheader', { name: new RegExp(`^${code} `) }).waitFor();
    }
    await grid.getByRole('rowheader', { name: 'Total', exact: true }).waitFor();
    await grid.getByRole('rowheader', { name: 'Occupancy', exact: true }).waitFor();
    const first = await nightHeaders(grid);
    assert.equal(first.length, 14, 'the period is 14 nights from the hotel date');
    // Every night has an occupancy figure.
    const occupancy = await grid.getByRole('row').last().locator('td').allInnerTexts();
    assert.equal(occupancy.length, 14);
    for (const figure of occupancy) assert.match(figure, /^\d+%$/);
    const size = `${viewport.width}x${viewport.height}`;
    await page.screenshot({ path: `${artifacts}room-availability-${size}.png` });

    if (viewport.width === 1280) {
      // Later moves the whole period by its length: the first night is the one after the last.
      const firstNight = await grid.locator('thead th').nth(1).textContent();
      await page.getByRole('button', { name: 'Later ›' }).click();
      await page.waitForFunction(
        (before) => document.querySelector('table thead th:nth-child(2)')?.textContent !== before,
        firstNight,
      );
      const later = await nightHeaders(grid);
      assert.equal(later.length, 14);
      assert.notEqual(later[0], first[0]);
      // The day after the first period's last night.
      const lastDay = Number(first.at(-1)?.match(/ (\d\d)-/)?.[1]);
      const nextDay = Number(later[0]?.match(/ (\d\d)-/)?.[1]);
      assert.ok(nextDay === lastDay + 1 || nextDay === 1, `${later[0]} follows ${first.at(-1)}`);

      // Without Saturdays and Sundays, 10 of the 14 nights stay.
      const weekdays = page.getByRole('group', { name: 'Weekdays' });
      await weekdays.getByText('Sa', { exact: true }).click();
      await weekdays.getByText('Su', { exact: true }).click();
      assert.equal(await page.getByRole('checkbox', { name: 'Sa', exact: true }).isChecked(), false);
      await page.waitForFunction(() => document.querySelectorAll('table thead th').length === 11);
      const weekdaysOnly = await nightHeaders(grid);
      assert.equal(weekdaysOnly.length, 10);
      assert.ok(
        weekdaysOnly.every((night) => !/^(Sa|Su) /.test(night)),
        weekdaysOnly.join(', '),
      );
      await page.screenshot({ path: `${artifacts}room-availability-weekdays.png` });
    }

    assert.deepEqual(problems, []);
    await context.close();
  }
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '21-Nov-2026' → '2026-11-21', which sorts as the dates do. */
const sortableDate = (text) => {
  const [day, month, year] = text.split('-');
  return `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day}`;
};

/** The confirmation numbers of the grid's rows, in order. */
const confirmationNumbers = (page) => page.getByRole('grid').getByRole('rowheader').allInnerTexts();

test('reservation staff search the booking list for a guest, page and sort it', async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    const { context, page, problems } = await signedIn(browser, `${server.url}/`, 'reservation', DEMO_PASSWORD, {
      viewport,
    });
    await page.goto(`${server.url}/menu/app/booking-list-reservation`);
    await page.getByRole('heading', { name: 'Reservation Booking List', level: 1 }).waitFor();
    await page.getByText(/^Rows 1–25 of [\d,]+/).waitFor();
    const size = `${viewport.width}x${viewport.height}`;
    await page.screenshot({ path: `${artifacts}booking-list-${size}.png` });
    if (viewport.width !== 1280) {
      assert.deepEqual(problems, []);
      await context.close();
      continue;
    }

    // A guest's bookings: Phommachanh books often.
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill('phommachanh');
    await page.getByText(/^\d+ bookings?$/).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="grid"] [role="row"]')]
        .slice(1)
        .every((row) => row.textContent?.includes('Phommachanh')),
    );
    const found = Number((await page.getByText(/^\d+ bookings?$/).textContent())?.split(' ')[0]);
    assert.ok(found > 10, `Phommachanh has ${found} bookings, enough for two pages of ten`);

    await page.getByRole('button', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.getByText(`Rows 1–10 of ${found}`).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[role="grid"] [role="rowheader"]').length === 10);
    const firstPage = await confirmationNumbers(page);
    assert.equal(firstPage.length, 10);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(`Rows 11–${Math.min(20, found)} of ${found}`).waitFor();
    await page.waitForFunction(
      (before) => document.querySelector('[role="grid"] [role="rowheader"]')?.textContent !== before,
      firstPage[0],
    );
    const secondPage = await confirmationNumbers(page);
    assert.ok(
      secondPage.every((number) => !firstPage.includes(number)),
      'page 2 shows other bookings',
    );

    // Arrival is the first order; pressing its header turns it round, back on page 1.
    const arrivals = async () =>
      (await page.getByRole('grid').getByRole('row').allInnerTexts())
        .slice(1)
        .map((row) => sortableDate(row.match(/\d\d-[A-Z][a-z]{2}-\d{4}/)?.[0] ?? ''));
    await page.getByRole('columnheader', { name: 'Arrival' }).click();
    await page.getByText(`Rows 1–10 of ${found}`).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector('[role="columnheader"][aria-sort="descending"]')?.textContent?.includes('Arrival') ??
        false,
    );
    await page.waitForFunction(
      (before) => document.querySelector('[role="grid"] [role="rowheader"]')?.textContent !== before,
      secondPage[0],
    );
    const descending = await arrivals();
    for (let index = 1; index < descending.length; index += 1) {
      assert.ok(descending[index - 1] >= descending[index], 'latest arrival first');
    }
    await page.screenshot({ path: `${artifacts}booking-list-search.png` });

    // The channel choice keeps the guest's OTA bookings only, asked of the server.
    await page.getByRole('radiogroup', { name: 'Channel' }).getByText('OTA', { exact: true }).click();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[role="grid"] [role="row"]')]
        .slice(1)
        .map((row) => row.textContent ?? '');
      return rows.length > 0 && rows.every((text) => text.includes('OTA') && !text.includes('Non-OTA'));
    });
    const viaOta = Number((await page.getByText(/^\d+ bookings?$/).textContent())?.split(' ')[0]);
    assert.ok(viaOta > 0 && viaOta < found, `${viaOta} of ${found} bookings came through an OTA`);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    // The address changes first, the list follows on the next render.
    await page.getByRole('radio', { name: 'All', exact: true, checked: true }).waitFor();

    assert.deepEqual(problems, []);
    await context.close();
  }
});
