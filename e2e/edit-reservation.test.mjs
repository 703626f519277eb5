// Journey: Edit reservation against the real server and the demo hotel. Reservation staff find a
// demo booking, give it one more night (the new night priced, availability checked live), save it
// and see the change in its history; a second page still holding the old version is told that
// someone else changed it and reloads; then the booking is cancelled with a reason and the policy
// fee, and reinstated.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const hotel = demoHotel();

/** '21-Nov-2026' → the day after, as the screen writes it. */
const dayAfter = (shown) => {
  const [day, month, year] = shown.split('-');
  const date = new Date(Date.UTC(Number(year), MONTHS.indexOf(month), Number(day) + 1));
  return `${String(date.getUTCDate()).padStart(2, '0')}-${MONTHS[date.getUTCMonth()]}-${date.getUTCFullYear()}`;
};

/**
 * A confirmed demo booking of one stay with no room assigned, far enough ahead that one more
 * night is still for sale: found on the edit screen's own search, the newest bookings first.
 */
async function openBookableReservation(page) {
  await page.goto(`${hotel.server.url}/menu/app/edit-reservation`);
  await page.getByRole('heading', { name: 'Edit Reservation', level: 1 }).waitFor();
  const grid = page.getByRole('grid', { name: 'Reservations found' });
  await grid.getByRole('rowheader').first().waitFor();
  await page.getByText(/^[\d,]+ reservations$/).waitFor();
  const rows = grid.getByRole('row');
  const count = await rows.count();
  const seen = [];
  for (let index = 1; index < count; index += 1) {
    const cells = await rows.nth(index).getByRole('gridcell').allInnerTexts();
    seen.push(cells.join(' | '));
    const [, status, , , roomTypes, rooms] = cells.map((text) => text.trim());
    if (status === 'Confirmed' && rooms === '—' && !roomTypes?.includes(',')) {
      const number = ((await rows.nth(index).getByRole('rowheader').textContent()) ?? '').trim();
      await rows.nth(index).getByRole('rowheader').click();
      await page.waitForURL(/\/menu\/app\/edit-reservation\/\d+$/);
      await page.getByText(number, { exact: true }).first().waitFor();
      return { number, url: page.url() };
    }
  }
  throw new Error(`No confirmed single-stay booking without a room among the newest bookings:\n${seen.join('\n')}`);
}

test('reservation staff change a departure, save, see it in the history; a stale page reloads', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reservation',
    hotel.password,
  );
  await page.screenshot({ path: `${artifacts}edit-reservation-find.png` });
  const { number, url } = await openBookableReservation(page);

  // A second window (its own sign-in: the session lives in the tab) holds the booking as it is now.
  const second = await signedIn(hotel.browser, `${hotel.server.url}/`, 'reservation', hotel.password);
  const other = second.page;
  await other.goto(url);
  await other.getByText(number, { exact: true }).first().waitFor();
  await other.getByText(/rooms? left on the fullest night/).waitFor();

  // Live availability of the stay, then one more night: the new night gets a rate of its own.
  await page.getByText(/rooms? left on the fullest night/).waitFor();
  const departure = page.getByRole('group', { name: 'Departure' });
  const stays = page.getByRole('grid', { name: 'Room stays of the reservation' });
  const departureBefore = ((await stays.getByRole('gridcell').nth(3).textContent()) ?? '').trim();
  const nights = page.getByRole('textbox', { name: 'Nights' });
  const nightsBefore = Number(await nights.inputValue());
  await nights.fill(String(nightsBefore + 1));
  await nights.press('Tab');
  await departure.waitFor();
  const departureAfter = dayAfter(departureBefore);
  await page.getByRole('textbox', { name: `Rate for ${departureBefore}` }).waitFor();
  await page.getByText('Unsaved changes').waitFor();
  await page.getByText(/rooms? left on the fullest night/).waitFor();
  await page.screenshot({ path: `${artifacts}edit-reservation-editing.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(`Reservation ${number} is saved`).waitFor();
  await page.getByRole('grid', { name: 'Room stays of the reservation' }).getByText(departureAfter).waitFor();
  assert.equal(await page.getByText('Unsaved changes').count(), 0);

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('grid', { name: 'Changes of the reservation' });
  const change = history.getByRole('row').filter({ hasText: 'Stay 1 · Departure' });
  await change.waitFor();
  assert.match((await change.textContent()) ?? '', new RegExp(`${departureBefore}[\\s\\S]*${departureAfter}`));
  assert.match((await change.textContent()) ?? '', /reservation/);
  await page.screenshot({ path: `${artifacts}edit-reservation-history.png`, fullPage: true });

  // The second page still has the old version: its save is refused and it offers the current one.
  const remark = other.getByRole('textbox', { name: 'Remark', exact: true });
  await remark.fill('Quiet room, please');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await other.getByText('Changed by someone else').waitFor();
  await other.screenshot({ path: `${artifacts}edit-reservation-stale.png`, fullPage: true });
  assert.equal(await other.getByRole('button', { name: 'Save', exact: true }).isDisabled(), true);
  await other.getByRole('button', { name: 'Reload the current version' }).click();
  await other.getByText('Changed by someone else').waitFor({ state: 'detached' });
  await other.getByRole('grid', { name: 'Room stays of the reservation' }).getByText(departureAfter).waitFor();
  assert.notEqual(await other.getByRole('textbox', { name: 'Remark', exact: true }).inputValue(), 'Quiet room, please');

  assert.deepEqual(problems, []);
  // The refused save is the 409 the browser logs; nothing else went wrong in the second window.
  assert.deepEqual(
    second.problems.filter((problem) => !/status of 409/.test(problem)),
    [],
  );
  await second.context.close();
  await context.close();
});

test('reservation staff cancel a booking with a reason and the fee, then reinstate it', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reservation',
    hotel.password,
  );
  const { number } = await openBookableReservation(page);
  await page.getByRole('button', { name: 'Cancel reservation…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel reservation' });
  await dialog.waitFor();
  const fee = dialog.getByRole('textbox', { name: 'Cancellation fee' });
  assert.match(await fee.inputValue(), /^[\d,]+\.\d\d$/, 'the policy fee is suggested');
  await dialog.getByRole('button', { name: /Cancellation reason/ }).click();
  const reason = page.getByRole('option').first();
  const reasonName = ((await reason.textContent()) ?? '').trim();
  await reason.click();
  await fee.fill('500');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Flight cancelled');
  await page.screenshot({ path: `${artifacts}edit-reservation-cancel.png` });
  await dialog.getByRole('button', { name: 'Cancel reservation', exact: true }).click();
  await page.getByText(`Reservation ${number} is cancelled`).waitFor();
  await page.getByText(`Reason: ${reasonName}. Fee: 500.00.`, { exact: false }).waitFor();
  const summary = page.getByRole('region', { name: 'Confirmation no.' });
  await summary.getByText('Cancelled', { exact: true }).waitFor();
  assert.equal(
    await page.getByRole('button', { name: 'Save', exact: true }).count(),
    0,
    'a cancelled booking is read-only',
  );
  await page.screenshot({ path: `${artifacts}edit-reservation-cancelled.png`, fullPage: true });

  await page.getByRole('button', { name: 'Reinstate' }).click();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await page.getByText(`Reservation ${number} is reinstated`).waitFor();
  await summary.getByText('Confirmed', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Save', exact: true }).waitFor();

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('grid', { name: 'Changes of the reservation' });
  await history.getByRole('row').filter({ hasText: 'Reinstated' }).first().waitFor();
  await history.getByRole('row').filter({ hasText: 'Cancelled' }).first().waitFor();

  assert.deepEqual(problems, []);
  await context.close();
});
