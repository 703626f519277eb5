// Journey: the front desk's reports and dashboard on the demo hotel (issue 17). Reception opens
// the reception dashboard (today's arrivals, departures and guests in house, and every room by
// front-office state), the day's expected arrivals (a VIP, a group, rooms still to assign, the
// check-in columns) and the in-house guest list, whose rows agree with the dashboard's figures.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

/** Waits for the report's first answer: its rows, or the grid saying there are none. */
async function reportShown(page, title) {
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  const grid = page.getByRole('grid', { name: title });
  await grid.waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[role="grid"] tbody [role="row"][data-key]') !== null ||
      /No data to display/.test(document.querySelector('[role="grid"] tbody')?.textContent ?? ''),
  );
  return grid;
}

/** The figure of the "N rows" line above the grid. */
async function rowCount(page) {
  const text = await page.getByText(/^(No rows|\d[\d,]* rows?)$/).textContent();
  return text === 'No rows' ? 0 : Number(text?.replace(/\D/g, ''));
}

/** The big figure of a dashboard tile, found by its label. */
async function tile(region, label) {
  const box = region.getByText(label, { exact: true }).locator('xpath=..');
  return Number(((await box.locator('span').nth(1).textContent()) ?? '').replace(/\D/g, ''));
}

test("reception sees the day's figures, the expected arrivals and the guests in house", async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reception',
    hotel.password,
  );
  await page.waitForURL('**/menu/app-dashboard-reception');

  const today = page.getByRole('region', { name: 'Today' });
  await today.waitFor();
  const arrivals = await tile(today, 'Arrivals');
  const inHouse = await tile(today, 'Rooms in house');
  assert.ok(arrivals > 0, 'the demo hotel has arrivals today');
  assert.ok(inHouse > 0, 'and guests in house');
  // The demo checks some of today's departures out already; others are still due.
  await today.getByText(/^\d+ checked out · [1-9]\d* still due out$/).waitFor();
  const rooms = page.getByRole('region', { name: 'Rooms now' });
  await rooms.waitFor();
  const states = ['Occupied', 'Vacant clean', 'Vacant inspected', 'Vacant dirty', 'Out of order', 'Out of service'];
  const counts = [];
  for (const state of states) counts.push(await tile(rooms, state));
  assert.ok(
    counts.every((count) => count > 0),
    `rooms in every state: ${states.map((s, i) => `${s} ${counts[i]}`).join(', ')}`,
  );
  assert.equal(counts[0], inHouse, 'occupied rooms are the rooms in house');
  // No sentence about the state of the build (issue 16): the tile says what it counts.
  assert.equal(await page.getByText(/comes with|once .* built|arrives with/).count(), 0);
  await page.screenshot({ path: `${artifacts}reception-dashboard-1280x800.png`, fullPage: true });

  await page.goto(`${hotel.server.url}/menu/app/expect-arrival`);
  const expected = await reportShown(page, 'Expected Arrival');
  const search = new URL(page.url()).searchParams;
  assert.equal(search.get('fromDate'), search.get('toDate'), "the hotel date's arrivals");
  assert.equal(await rowCount(page), arrivals, "as many as the dashboard's arrivals");
  for (const heading of ['Room', 'Guest', 'Adults', 'VIP', 'Checked in by']) {
    await expected
      .getByRole('columnheader', { name: new RegExp(`^${heading}`) })
      .first()
      .waitFor();
  }
  await page.screenshot({ path: `${artifacts}report-expect-arrival.png` });

  await page.goto(`${hotel.server.url}/menu/app/rc001-in-house-report`);
  const list = await reportShown(page, 'In-House Report');
  assert.equal(await rowCount(page), inHouse, "as many as the dashboard's rooms in house");
  await list.getByRole('gridcell', { name: 'In house' }).first().waitFor();
  await page.screenshot({ path: `${artifacts}report-rc001-in-house-report.png` });

  assert.deepEqual(problems, []);
  await context.close();
});
