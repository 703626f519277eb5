// Journey: the reservation office's day, end to end on the real server and the demo hotel. Staff
// read availability, book two rooms for a company's guest from a night of the grid, find the
// booking in the list and the two rooms gone from the grid, move its departure a night later,
// cancel it with a reason (the rooms come back), then open the pick-up report and export it.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

const stay = (page, number) => page.getByRole('region', { name: `Room ${number}`, exact: true });

async function waitForStay(page, number) {
  const region = stay(page, number);
  await region.getByText(/\d+ rooms? free on all these nights|No room of this type is free/).waitFor();
  await region.getByText(/^\d+ left$|^None left on /).waitFor();
  return region;
}

/** The availability grid's figure for a room type on a night, read from the cell's link. */
async function availableOn(page, roomType, night) {
  await page.goto(`${hotel.server.url}/menu/app/room-availability`);
  const grid = page.getByRole('table', { name: /Rooms available by room type and night/ });
  await grid.waitFor();
  const cell = grid.locator(`a[href$="roomType=${roomType}&arrival=${night}"]`);
  await cell.waitFor();
  // The link is named by its text for screen readers (the figures drawn beside it are aria-hidden).
  const label = await cell.evaluate((link) =>
    [...link.children]
      .filter((part) => part.getAttribute('aria-hidden') !== 'true')
      .map((part) => part.textContent)
      .join(''),
  );
  return Number(label.match(/^(-?[\d,]+) available/)?.[1]?.replace(/,/g, ''));
}

test('book two rooms for a company, see them in the list and the grid, move, cancel, report', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reservation',
    hotel.password,
  );

  // Availability: the standard rooms of the fifth night; their cell starts the booking.
  await page.goto(`${hotel.server.url}/menu/app/room-availability`);
  const grid = page.getByRole('table', { name: /Rooms available by room type and night/ });
  await grid.waitFor();
  const cell = grid.getByRole('link', { name: /New reservation: STD from / }).nth(4);
  const night = new URL((await cell.getAttribute('href')) ?? '', hotel.server.url).searchParams.get('arrival');
  const before = await availableOn(page, 'STD', night);
  assert.ok(before >= 2, `two STD rooms are free on ${night} (${before})`);
  await grid
    .getByRole('link', { name: /New reservation: STD from / })
    .nth(4)
    .click();
  await page.getByRole('heading', { name: 'New Reservation', level: 1 }).waitFor();
  await waitForStay(page, 1);

  // A guest profile and a company book two standard rooms.
  await page.getByRole('combobox', { name: 'Guest' }).fill('phommachanh');
  const guest = page.getByRole('option', { name: /Phommachanh/i }).first();
  await guest.waitFor();
  await guest.click();
  await page.getByRole('combobox', { name: 'Company' }).press('ArrowDown');
  const company = page.getByRole('option', { name: / · / }).first();
  const companyName = ((await company.textContent()) ?? '').split(' · ')[1];
  await company.click();
  await page.getByRole('button', { name: 'Add room' }).click();
  const second = await waitForStay(page, 2);
  assert.match((await second.getByRole('button', { name: /Room type/ }).textContent()) ?? '', /STD/);
  await page.getByRole('button', { name: 'Save booking' }).click();
  await page.getByText('Booking saved').waitFor();
  const number = ((await page.getByTestId('confirmation-number').textContent()) ?? '').trim();
  assert.match(number, /^\d+$/);
  await page.screenshot({ path: `${artifacts}journey-booked.png`, fullPage: true });

  // The booking list finds it by its number, with the company; the grid has two rooms fewer.
  await page.goto(`${hotel.server.url}/menu/app/booking-list-reservation`);
  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(number);
  await page.getByText('1 booking', { exact: true }).waitFor();
  const row = page.getByRole('grid').getByRole('row').nth(1);
  await row.getByText(number).waitFor();
  await row.getByText(companyName).waitFor();
  assert.equal(await availableOn(page, 'STD', night), before - 2);

  // Edit: the first room leaves a night later.
  await page.goto(`${hotel.server.url}/menu/app/edit-reservation`);
  await page.getByRole('heading', { name: 'Edit Reservation', level: 1 }).waitFor();
  await page.getByRole('searchbox').first().fill(number);
  const found = page.getByRole('grid', { name: 'Reservations found' }).getByRole('rowheader', { name: number });
  await found.waitFor();
  await found.click();
  await page.waitForURL(/\/menu\/app\/edit-reservation\/\d+$/);
  await page
    .getByText(/rooms? left on the fullest night/)
    .first()
    .waitFor();
  const nights = page.getByRole('textbox', { name: 'Nights' }).first();
  await nights.fill('2');
  await nights.press('Tab');
  await page.getByText('Unsaved changes').waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(`Reservation ${number} is saved`).waitFor();

  // Cancel with a reason: both rooms come back to the grid.
  await page.getByRole('button', { name: 'Cancel reservation…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel reservation' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /Cancellation reason/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Company trip postponed');
  await dialog.getByRole('button', { name: 'Cancel reservation', exact: true }).click();
  await page.getByText(`Reservation ${number} is cancelled`).waitFor();
  await page.screenshot({ path: `${artifacts}journey-cancelled.png`, fullPage: true });
  assert.equal(await availableOn(page, 'STD', night), before);

  // The pick-up report counts today's booking and its cancellation; its CSV downloads.
  await page.goto(`${hotel.server.url}/menu/app/poc`);
  await page.getByRole('grid').first().waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = readFileSync(await file.path(), 'utf8');
  assert.ok(csv.split('\n').length >= 3, 'a header, rows and the totals');

  assert.deepEqual(problems, []);
  await context.close();
});
