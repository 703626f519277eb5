// Journey (issue 19): the night audit on the demo hotel against the real server. The cashier
// settles and checks out the day's departures (by the API: the cashier's own screens have their
// journey), so only the arrivals that never came are left; on the day-end screen the preview says
// each will become a no-show, the cashier lets them and runs the day-end, the hotel date on
// screen moves on, and the manager opens the manager's report of the closed date: the no-shows
// and the rooms sold are there.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe.mjs';
import { receptionApi } from './front-desk.mjs';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

/** dd-MMM-yyyy, as every screen shows a date (spec §9). */
const shown = (iso) => {
  const [year, month, day] = iso.split('-');
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${day}-${months[Number(month) - 1]}-${year}`;
};

test('preview, arrivals left as no-shows, run, the hotel date moves, the manager report of the closed date', async () => {
  const api = await receptionApi(hotel, 'e2e-day-end', 'cashier');
  const [preview] = await api('finance/day-end', 'preview');
  const closing = preview.hotelDate;
  const next = preview.nextHotelDate;
  // The departures of the day, settled on a card and checked out in a shift of the cashier's own.
  const card = (await api('configuration/payment-type', 'list-minimum')).find((type) => type.code === 'VISA');
  await api('cashier/shift', 'open', [{ shift: 'PM' }]);
  const dueOut = new Set(preview.findings.filter((f) => f.code === 'DEPARTURE_DUE').map((f) => f.stayId));
  const departures = await api('cashier/departure', 'list', [{ kind: 'expected', scope: 'in-house' }]);
  for (const row of departures.filter((d) => dueOut.has(d.stayId))) {
    for (const window of row.windows.filter((w) => w.balance !== '0.00')) {
      await api('cashier/folio', 'pay', [
        { stayId: row.stayId, paymentTypeId: card.id, amount: window.balance, window: window.window },
      ]);
    }
    await api('cashier/folio', 'checkout', [{ stayId: row.stayId }]);
  }
  const [shift] = await api('cashier/shift', 'current');
  await api('cashier/shift', 'close', [{ id: shift.id, counts: [] }]);
  const noShows = preview.findings.filter((f) => f.code === 'ARRIVAL_DUE');
  assert.ok(noShows.length > 0, 'the demo hotel has arrivals still due');

  const { context, page, problems } = await signedIn(hotel.browser, hotel.server.url, 'cashier', hotel.password);
  try {
    await page.goto(`${hotel.server.url}/menu/app/day-end`);
    // The preview: each arrival still due is named, with what the run will do to it.
    await page.getByText(`${noShows.length} arrivals become no-shows.`).waitFor();
    const arrivals = page.getByRole('grid', { name: 'Arrivals still due' });
    await arrivals.getByRole('rowheader', { name: noShows[0].guestName }).first().waitFor();
    await arrivals.getByText('Becomes a no-show').first().waitFor();
    assert.deepEqual(await axeViolations(page), []);

    await page.getByRole('button', { name: 'Run day-end' }).click();
    const question = page.getByRole('alertdialog').filter({ hasText: `close the hotel date ${shown(closing)}` });
    await question.getByRole('button', { name: 'OK' }).click();
    await page.getByText(`The hotel date is now ${shown(next)}`).waitFor({ timeout: 60_000 });
    // The date the whole app works on moved on: the top bar says so without a reload.
    await page.getByRole('banner').getByText(shown(next)).waitFor();
    await page.screenshot({ path: `${artifacts}day-end-done.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }

  const manager = await signedIn(hotel.browser, hotel.server.url, 'mis', hotel.password);
  try {
    const { page } = manager;
    await page.goto(`${hotel.server.url}/menu/app/mis-manager-report?forDate=${closing}`);
    const table = page.getByRole('grid', { name: "Manager's Report" });
    const figure = (name) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await figure('No-shows').waitFor();
    // The day's column: the arrivals that never came, and the rooms the night sold.
    assert.equal(await figure('No-shows').getByRole('gridcell').first().textContent(), String(noShows.length));
    const sold = Number(await figure('Rooms sold').getByRole('gridcell').first().textContent());
    assert.ok(sold > 0, `rooms sold on ${closing}: ${sold}`);
    await page.screenshot({ path: `${artifacts}day-end-manager-report.png` });
    assert.deepEqual(manager.problems, []);
  } finally {
    await manager.context.close();
  }
});
