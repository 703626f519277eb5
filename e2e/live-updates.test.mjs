// Journey (issue 17, "Live across screens and servers"): two reservation clerks in two browsers.
// One books and then cancels a stay; the other's booking list, left open in two tabs that share
// one stream, shows each change within two seconds by itself, without a reload. Then the server is stopped
// with the streams still open, and stops at once.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { watchProblems } from './journey.mjs';
import { startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const PASSWORD = 'e2e-demo-password';
/** The promise: every open screen shows a change within two seconds. */
const LIVE_MS = 2_000;

let server;
let browser;
before(async () => {
  server = await startServer({ SEED_DEMO: '1', DEMO_PASSWORD: PASSWORD, HOTEL_DATE: '2026-11-21' });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A browser of its own (a new context: its own storage and connections) signed in as `loginName`;
 * `streams()` counts its live-update streams open now.
 */
async function staffBrowser(loginName) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  // Streams open now, for the whole browser (its tabs share one): answered and not yet ended.
  const open = new Set();
  const isStream = (request) => new URL(request.url()).pathname === '/api/events';
  context.on('response', (response) => {
    if (isStream(response.request()) && response.status() === 200) open.add(response.request());
  });
  const ended = (request) => open.delete(request);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  await page.goto(`${server.url}/`);
  await page.getByLabel('User ID', { exact: true }).fill(loginName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/menu/**');
  await page.getByRole('banner').waitFor();
  return { context, page, problems, streams: () => open.size };
}

/** A call through the tab's own session, as its screens make them (bearer token and XSRF token). */
function callAs(page, path, action, data = []) {
  return page.evaluate(
    async ({ path, action, data, key }) => {
      const response = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${sessionStorage.getItem('token')}`,
          'x-xsrf-token': sessionStorage.getItem('xsrfToken') ?? '',
          'idempotency-key': key,
        },
        body: JSON.stringify({ apiRequest: { action }, data }),
      });
      const body = await response.json();
      if (response.status !== 200) throw new Error(`${path} ${action}: ${JSON.stringify(body.apiResponse)}`);
      return body.data;
    },
    { path, action, data, key: `e2e-live-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
}

const plusDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Waits for `locator` and answers how long after `since` it showed. */
async function shownWithin(locator, since) {
  await locator.waitFor({ timeout: 10_000 });
  return Date.now() - since;
}

test("a booking made and cancelled in one browser shows in the other's open list within 2 s", async () => {
  const office = await staffBrowser('reservation');
  // A second reservation clerk at another desk: a browser and a session of their own.
  const desk = await staffBrowser('reservation');
  const lastName = `Livewire${randomUUID().slice(0, 6)}`;

  // The desk's booking list, searched for a guest who has no booking yet.
  await desk.page.goto(`${server.url}/menu/app/booking-list?q=${lastName}`);
  await desk.page.getByRole('heading', { name: 'Booking List', level: 1 }).waitFor();
  await desk.page
    .getByText('0 bookings', { exact: true })
    .waitFor()
    .catch(async (error) => {
      await desk.page.screenshot({ path: `${artifacts}live-updates-failed.png` });
      throw error;
    });
  // A second tab of the desk's browser (opened from the first, with a copy of its session) shows
  // the list too; the tabs share one stream, since a browser has only six connections per server.
  const [deskTab] = await Promise.all([
    desk.context.waitForEvent('page'),
    desk.page.evaluate(() => window.open(window.location.href, '_blank')),
  ]);
  const deskTabProblems = watchProblems(deskTab);
  await deskTab.getByText('0 bookings', { exact: true }).waitFor();
  assert.equal(desk.streams(), 1, 'the desk browser has one live stream for its two tabs');
  assert.equal(office.streams(), 1, 'the office has a live stream open');
  // Anything the page had would be gone after a reload.
  await desk.page.evaluate(() => {
    window.liveMarker = 'still here';
  });

  // The office books through its own session.
  const today = (await callAs(office.page, 'configuration/hotel', 'GetHotelDate'))[0].value;
  const roomType = (await callAs(office.page, 'configuration/room-type', 'list-minimum'))[0];
  const guest = (await callAs(office.page, 'reservation/guest-profile', 'create', [{ lastName, firstName: 'Kim' }]))[0];
  const arrival = plusDays(today, 40);
  const departure = plusDays(arrival, 1);
  const booked = Date.now();
  const [reservation] = await callAs(office.page, 'reservation/reservation', 'create', [
    {
      guestProfileId: guest.id,
      channel: 'NON-OTA',
      status: 'confirmed',
      stays: [
        {
          roomTypeId: roomType.id,
          arrival,
          departure,
          adults: 2,
          nightlyRates: [{ night: arrival, amount: '1800.00' }],
        },
      ],
    },
  ]);
  const rows = desk.page.getByRole('grid').locator('tbody [role="row"]');
  const shownAfter = await shownWithin(desk.page.getByText('1 booking', { exact: true }), booked);
  assert.ok(shownAfter <= LIVE_MS, `the new booking showed after ${shownAfter} ms`);
  await rows.filter({ hasText: lastName }).waitFor();
  const inOtherTab = await shownWithin(deskTab.getByText('1 booking', { exact: true }), booked);
  assert.ok(inOtherTab <= LIVE_MS, `the new booking showed in the second tab after ${inOtherTab} ms`);

  // The office cancels it on its screen; the desk's row turns Cancelled.
  await office.page.goto(`${server.url}/menu/app/edit-reservation/${reservation.id}`);
  await office.page.getByRole('button', { name: 'Cancel reservation…' }).click();
  const dialog = office.page.getByRole('dialog', { name: 'Cancel reservation' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /Cancellation reason/ }).click();
  await office.page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Plans changed');
  await dialog.getByRole('button', { name: 'Cancel reservation', exact: true }).click();
  await office.page.getByText(/Reservation \S+ is cancelled/).waitFor();
  const cancelled = Date.now();
  const cancelShownAfter = await shownWithin(rows.filter({ hasText: lastName }).getByText('Cancelled'), cancelled);
  assert.ok(cancelShownAfter <= LIVE_MS, `the cancellation showed after ${cancelShownAfter} ms`);
  const cancelInOtherTab = await shownWithin(
    deskTab.getByRole('grid').locator('tbody [role="row"]').filter({ hasText: lastName }).getByText('Cancelled'),
    cancelled,
  );
  assert.ok(cancelInOtherTab <= LIVE_MS, `the cancellation showed in the second tab after ${cancelInOtherTab} ms`);
  assert.equal(desk.streams(), 1, 'still one stream for the desk browser');
  await desk.page.screenshot({ path: `${artifacts}live-updates-desk.png` });

  assert.equal(await desk.page.evaluate(() => window.liveMarker), 'still here', 'the desk never reloaded');
  assert.deepEqual(office.problems, []);
  assert.deepEqual(desk.problems, []);
  assert.deepEqual(deskTabProblems, []);

  // Stopping the server with both streams open ends them and does not wait for the browsers.
  const stopping = Date.now();
  await Promise.race([
    server.stop(),
    new Promise((_, reject) => setTimeout(() => reject(new Error('the server did not stop in 10 s')), 10_000)),
  ]);
  assert.ok(Date.now() - stopping < 10_000);
  server = undefined;
  await office.context.close();
  await desk.context.close();
});
