// Journey (issue 16): what staff met first on the booking list and room availability. A booking
// opens from its row (click, Enter) and from its confirmation number, a real link; the list starts
// at the hotel date's arrivals. Reception goes from room availability to a saved booking and on
// to edit it. At 1280 × 800 and the spec's 1024 × 768 both screens fit without sideways scroll,
// every night shown; staff choose the list's columns and find them so again. The two screens at
// 1280 px are compared with committed baselines (e2e/baselines, written when missing), before
// reception's booking changes the figures.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { matchesBaseline, screenshotOfMain } from './baseline.mjs';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

// A fixed hotel date: the demo's bookings are laid out from it with a seeded sequence, so the
// lists and the grid show the same figures on every run (and the baselines hold).
const HOTEL_DATE = '2026-11-21';
const HOTEL_DATE_SHOWN = '21-Nov-2026';
const hotel = demoHotel({ HOTEL_DATE });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '21-Nov-2026' → '2026-11-21', which sorts as the dates do. */
const sortableDate = (text) => {
  const [day, month, year] = text.split('-');
  return `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day}`;
};

/** The arrival of each row of the booking grid (the first date of the row), as yyyy-MM-dd. */
const arrivals = async (page) =>
  (await page.getByRole('grid').locator('tbody [role="row"]').allInnerTexts()).map((row) =>
    sortableDate(row.match(/\d\d-[A-Z][a-z]{2}-\d{4}/)?.[0] ?? ''),
  );

/** Whether the page itself scrolls sideways (its own scroll areas may). */
const pageScrollsSideways = (page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth ? `${root.scrollWidth} px in ${root.clientWidth}` : false;
  });

const openBookingList = async (page, path, title) => {
  await page.goto(`${hotel.server.url}/menu/app/${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByText(/^Rows 1–\d+ of [\d,]+/).waitFor();
};

test('a booking opens from its row and from its confirmation number; the list starts at the hotel date', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reservation',
    hotel.password,
  );
  await openBookingList(page, 'booking-list-reservation', 'Reservation Booking List');
  await page.getByText(`Without a search the list starts at the arrivals of ${HOTEL_DATE_SHOWN}.`).waitFor();
  assert.equal(await page.getByText('Opening a booking arrives with Edit reservation').count(), 0);

  // Arrivals of the hotel date first, then those ahead; none from before.
  const first = await arrivals(page);
  assert.equal(first[0], HOTEL_DATE, `the list starts at the hotel date, not ${first[0]}`);
  assert.ok(
    first.every((date, index) => date >= HOTEL_DATE && (index === 0 || date >= first[index - 1])),
    first.join(' '),
  );

  // The confirmation number is a link to the booking: Ctrl+click opens it in a new tab, and the
  // list stays where it is.
  const rows = page.getByRole('grid').locator('tbody [role="row"]');
  const link = rows.first().getByRole('link');
  const href = await link.getAttribute('href');
  assert.match(href, /^\/menu\/app\/edit-reservation\/\d+$/);
  const listUrl = page.url();
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
  await tab.waitForURL(`**${href}`);
  await tab.getByRole('heading', { name: 'Edit Reservation', level: 1 }).waitFor();
  await tab.close();
  assert.equal(page.url(), listUrl);

  // A click on the row opens the booking here; Back comes back to the list.
  const secondNumber = (await rows.nth(1).getByRole('link').textContent())?.trim();
  const secondHref = await rows.nth(1).getByRole('link').getAttribute('href');
  await rows.nth(1).getByRole('gridcell').nth(1).click();
  await page.waitForURL(`**${secondHref}`);
  await page.getByRole('heading', { name: 'Edit Reservation', level: 1 }).waitFor();
  await page.getByText(secondNumber).first().waitFor();
  await page.goBack();
  await page.getByText(/^Rows 1–\d+ of [\d,]+/).waitFor();

  // Keyboard: the arrows reach a row, Enter opens it.
  const thirdHref = await rows.nth(2).getByRole('link').getAttribute('href');
  await rows.nth(1).getByRole('gridcell').nth(2).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${thirdHref}`);
  await page.getByRole('heading', { name: 'Edit Reservation', level: 1 }).waitFor();
  await page.goBack();
  await page.getByText(/^Rows 1–\d+ of [\d,]+/).waitFor();

  // Earlier arrivals come in when asked for.
  await page.getByText(`Arrivals before ${HOTEL_DATE_SHOWN} too`).click();
  await page.waitForFunction((hotelDate) => {
    const first = document.querySelector('[role="grid"] tbody [role="row"]')?.textContent ?? '';
    return first !== '' && !first.includes(hotelDate);
  }, HOTEL_DATE_SHOWN);
  assert.ok((await arrivals(page))[0] < HOTEL_DATE, 'the earliest arrivals first');
  assert.match(page.url(), /earlier=1/);

  assert.deepEqual(problems, []);
  await context.close();
});

test('room availability and the booking list fit 1280 × 800 and 1024 × 768; staff choose the columns', async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    const size = `${viewport.width}x${viewport.height}`;
    const { context, page, problems } = await signedIn(
      hotel.browser,
      `${hotel.server.url}/`,
      'reservation',
      hotel.password,
      { viewport },
    );

    // Room availability: 14 nights, all in view, and no sideways scroll of the page or the grid.
    await page.goto(`${hotel.server.url}/menu/app/room-availability`);
    const grid = page.getByRole('table', { name: /Rooms available by room type and night/ });
    await grid.waitFor();
    await grid.getByRole('rowheader', { name: 'Occupancy', exact: true }).waitFor();
    assert.equal(await pageScrollsSideways(page), false, `room availability at ${size}`);
    const fit = await grid.evaluate((table) => {
      const region = table.closest('section') ?? table.parentElement;
      const bounds = region.getBoundingClientRect();
      const nights = [...table.querySelectorAll('thead th')].slice(1);
      return {
        nights: nights.length,
        cut: nights
          .filter((night) => night.getBoundingClientRect().right > bounds.right + 0.5)
          .map((night) => night.textContent),
        scrolls: region.scrollWidth > region.clientWidth,
      };
    });
    assert.deepEqual(fit, { nights: 14, cut: [], scrolls: false }, `room availability at ${size}`);
    if (viewport.width === 1280) {
      const png = await screenshotOfMain(page, [page.getByText(/^Updated \d\d:\d\d:\d\d$/)]);
      await matchesBaseline(page, 'room-availability-1280', png);
    }

    // The booking list: its usual columns fit without the grid scrolling sideways.
    await openBookingList(page, 'booking-list-reservation', 'Reservation Booking List');
    assert.equal(await pageScrollsSideways(page), false, `booking list at ${size}`);
    const headers = () => page.getByRole('grid').getByRole('columnheader').allInnerTexts();
    for (const name of ['Confirmation no.', 'Guest / company', 'Arrival', 'Room numbers', 'Channel', 'Total']) {
      assert.ok((await headers()).includes(name), `${name} shows at ${size}: ${await headers()}`);
    }
    // Room types too where they fit; on the narrower screen they wait in the column chooser.
    assert.equal((await headers()).includes('Room types'), viewport.width === 1280, `room types at ${size}`);
    const gridScroll = await page
      .getByRole('grid')
      .evaluate((table) => table.parentElement.scrollWidth - table.parentElement.clientWidth);
    assert.ok(gridScroll <= 0, `the booking grid scrolls ${gridScroll} px sideways at ${size}`);
    if (viewport.width === 1280) {
      const png = await screenshotOfMain(page);
      await matchesBaseline(page, 'booking-list-1280', png);

      // Staff add the source and drop the channel; the list keeps their choice when they return.
      await page.getByRole('button', { name: /^Columns/ }).click();
      const chooser = page.getByRole('dialog', { name: 'Columns shown' });
      await chooser.getByText('Source', { exact: true }).click();
      await chooser.getByText('Channel', { exact: true }).click();
      await page.keyboard.press('Escape');
      assert.ok((await headers()).includes('Source'));
      assert.ok(!(await headers()).includes('Channel'));
      await page.reload();
      await page.getByText(/^Rows 1–\d+ of [\d,]+/).waitFor();
      assert.ok((await headers()).includes('Source'), 'the choice is kept');
      assert.ok(!(await headers()).includes('Channel'));
      // Another list keeps its own choice.
      await openBookingList(page, 'booking-list', 'Booking List');
      assert.ok((await headers()).includes('Channel'));
      assert.ok(!(await headers()).includes('Source'));
    }
    await page.screenshot({ path: `${artifacts}booking-list-columns-${size}.png` });

    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('reception goes from room availability to a saved booking, and opens bookings from its list', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reception',
    hotel.password,
  );
  await page.goto(`${hotel.server.url}/menu/app/reception-room-availability`);
  await page.getByRole('heading', { name: 'Room Availability', level: 1 }).waitFor();
  await page.getByText('Choose a room type’s night to start a booking for it.', { exact: false }).waitFor();
  const grid = page.getByRole('table', { name: /Rooms available by room type and night/ });
  await grid
    .getByRole('link', { name: /New reservation: STD from / })
    .nth(3)
    .click();
  await page.getByRole('heading', { name: 'New Reservation', level: 1 }).waitFor();
  const room = page.getByRole('region', { name: 'Room 1', exact: true });
  await room.getByText(/^\d+ left$|^None left on /).waitFor();

  await page.getByRole('combobox', { name: 'Guest' }).fill('phommachanh');
  const guest = page.getByRole('option', { name: /Phommachanh/i }).first();
  await guest.waitFor();
  await guest.click();
  await page.getByRole('button', { name: 'Save booking' }).click();
  await page.getByText('Booking saved').waitFor();
  const number = ((await page.getByTestId('confirmation-number').textContent()) ?? '').trim();
  assert.match(number, /^\d+$/);

  // The booking just made opens for editing (edit-reservation/{id} refused reception before).
  await page.getByRole('link', { name: 'Edit reservation' }).click();
  await page.waitForURL(/\/menu\/app\/edit-reservation\/\d+$/);
  await page.getByRole('heading', { name: 'Edit Reservation', level: 1 }).waitFor();
  await page.getByText(number).first().waitFor();
  assert.equal(await page.getByText('You are not allowed', { exact: false }).count(), 0);

  // Reception's booking list opens a booking on reception's own path of the same screen.
  await openBookingList(page, 'bookingList-reception', 'Booking List');
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(number);
  await page.getByText('1 booking', { exact: true }).waitFor();
  await page.getByRole('grid').locator('tbody [role="row"]').first().getByRole('gridcell').nth(1).click();
  await page.waitForURL(/\/menu\/app\/arrival-reception\/\d+$/);
  await page.getByText(number).first().waitFor();
  assert.equal(await page.getByText('You are not allowed', { exact: false }).count(), 0);

  assert.deepEqual(problems, []);
  await context.close();
});
