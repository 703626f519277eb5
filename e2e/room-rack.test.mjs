// Journey (issue 17): the room rack entirely by keyboard. Reception opens the rack on the room
// type of two stays made through the API (one arriving in two days without a room, one in house),
// arrows into the panel of stays without a room, assigns the arriving one to a room with A, moves
// it with M to another, learns that its dates change in the booking (E), then moves the in-house
// guest (M, reason, Enter) and extends their stay (E, →, →, Enter), and opens the booking with
// Enter. Each step is said in the rack's live region and checked against the server.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const ADMIN_PASSWORD = 'e2e-rack-admin-password';
const hotel = demoHotel({ ADMIN_PASSWORD });

/** An API session from Node, as the test's own setup uses it. */
async function apiAs(loginName, password) {
  const response = await fetch(`${hotel.server.url}/api/security/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiRequest: { action: 'login' }, data: [{ loginName, password }] }),
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  const xsrf = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length);
  return async function call(path, action, data = []) {
    const answer = await fetch(`${hotel.server.url}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${body.data[0].token}`,
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
        'idempotency-key': `e2e-rack-${randomUUID()}`,
      },
      body: JSON.stringify({ apiRequest: { action }, data }),
    });
    const json = await answer.json();
    assert.equal(answer.status, 200, `${path} ${action}: ${JSON.stringify(json.apiResponse)}`);
    return json.data;
  };
}

const plusDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const rates = (arrival, departure) => {
  const nights = [];
  for (let night = arrival; night < departure; night = plusDays(night, 1)) nights.push({ night, amount: '1800.00' });
  return nights;
};

/** What has focus: the stay of an option, the room of the cursor's row, and its name. */
const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      role: element?.getAttribute('role') ?? null,
      stay: element?.getAttribute('data-stay') ?? null,
      room: element?.closest('[role="row"]')?.getAttribute('data-room') ?? null,
      label: element?.getAttribute('aria-label') ?? element?.textContent ?? '',
    };
  });

test('reception assigns, moves and extends stays on the room rack by keyboard alone', async () => {
  const call = await apiAs('reception', hotel.password);
  const admin = await apiAs('admin', ADMIN_PASSWORD);
  const today = (await call('configuration/hotel', 'GetHotelDate'))[0].value;
  // A room type of the test's own with four rooms, so that the demo's bookings leave them free.
  const [demoRoom] = (await call('reception/room-rack', 'get', [{ fromDate: today, days: 14 }]))[0].rooms;
  const [type] = await admin('configuration/room-type', 'create', [
    { code: 'RKE2E', name: 'Rack journey', maxAdults: 2 },
  ]);
  const typeId = type.id;
  const rooms = [];
  for (const number of ['E2E1', 'E2E2', 'E2E3', 'E2E4']) {
    const [room] = await admin('configuration/room', 'create', [
      { roomNumber: number, roomTypeId: typeId, buildingId: demoRoom.buildingId, floorId: demoRoom.floorId },
    ]);
    rooms.push(room);
  }
  const [inHouseRoom, moveTarget, assignTarget, secondTarget] = rooms;

  const guest = (await call('reservation/guest-profile', 'create', [{ lastName: 'Rackwalker', firstName: 'Kim' }]))[0];
  const book = async (arrival, nights) => {
    const departure = plusDays(arrival, nights);
    const [reservation] = await call('reservation/reservation', 'create', [
      {
        guestProfileId: guest.id,
        channel: 'NON-OTA',
        status: 'confirmed',
        stays: [{ roomTypeId: typeId, arrival, departure, adults: 2, nightlyRates: rates(arrival, departure) }],
      },
    ]);
    return { reservationId: reservation.id, stayId: reservation.stays[0].id, departure };
  };
  const arriving = await book(plusDays(today, 2), 2);
  const staying = await book(today, 2);
  await call('reservation/reservation', 'checkin', [{ stayId: staying.stayId, roomId: inHouseRoom.id }]);
  const stayOnServer = async (stayId) =>
    (await call('reception/room-rack', 'get', [{ fromDate: today, days: 14, roomTypeId: typeId }]))[0].stays.find(
      (stay) => stay.stayId === stayId,
    );

  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reception',
    hotel.password,
  );
  // The whole demo hotel first, as the screen opens from the menu (looked at in the artifacts).
  await page.goto(`${hotel.server.url}/menu/app/room-rack`);
  await page.getByRole('grid', { name: /^Room rack from/ }).waitFor();
  await page.locator('[data-kind]').first().waitFor();
  await page.screenshot({ path: `${artifacts}room-rack-hotel.png` });
  await page.goto(`${hotel.server.url}/menu/app/room-rack?type=${typeId}`);
  await page.getByRole('heading', { name: 'Room rack', level: 1 }).waitFor();
  const grid = page.getByRole('grid', { name: /^Room rack from/ });
  await grid.waitFor();
  const status = page.locator('[data-rack-status]');
  const said = (text) => status.filter({ hasText: text }).waitFor();
  const roomOrder = await page
    .locator('[role="grid"] [role="row"][data-room]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-room')));
  assert.ok(roomOrder.length >= 4, 'the rack shows the rooms of the type');

  /** Arrows the cursor up or down to the room's row. */
  const arrowToRoom = async (roomNumber) => {
    for (let step = 0; step < 60; step += 1) {
      const at = await focused(page);
      if (at.room === roomNumber) return;
      const here = roomOrder.indexOf(at.room);
      const there = roomOrder.indexOf(roomNumber);
      await page.keyboard.press(here < there || there < 0 ? 'ArrowDown' : 'ArrowUp');
    }
    assert.fail(`the cursor did not reach room ${roomNumber}`);
  };

  // Tab into the panel of stays without a room, and arrow to the arriving stay.
  for (let step = 0; step < 80 && (await focused(page)).role !== 'option'; step += 1) await page.keyboard.press('Tab');
  assert.equal((await focused(page)).role, 'option', 'Tab reaches the stays without a room');
  for (let step = 0; step < 50 && (await focused(page)).stay !== String(arriving.stayId); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  const option = await focused(page);
  assert.equal(option.stay, String(arriving.stayId));
  assert.match(option.label, /^Rackwalker, Kim, /);

  // A: the cursor goes to the rack; arrow to a room and Enter assigns it.
  await page.keyboard.press('a');
  await said('Assigning a room to Rackwalker, Kim');
  assert.equal((await focused(page)).role, 'gridcell');
  await arrowToRoom(assignTarget.roomNumber);
  assert.match((await focused(page)).label, new RegExp(`^Room ${assignTarget.roomNumber}, .*: free$`));
  await page.keyboard.press('Enter');
  await said(`Rackwalker, Kim is now in room ${assignTarget.roomNumber}.`);
  assert.equal((await stayOnServer(arriving.stayId)).roomId, assignTarget.id);
  assert.match((await focused(page)).label, /Rackwalker, Kim, Reserved/);

  // M picks the stay up; arrow to another room and Enter drops it there (assign-room again).
  await page.keyboard.press('m');
  await said(`Moving Rackwalker, Kim from room ${assignTarget.roomNumber}`);
  await arrowToRoom(secondTarget.roomNumber);
  await said(`Drop on room ${secondTarget.roomNumber}`);
  await page.keyboard.press('Enter');
  await said(`Rackwalker, Kim is now in room ${secondTarget.roomNumber}.`);
  assert.equal((await stayOnServer(arriving.stayId)).roomId, secondTarget.id);

  // E on a stay not yet arrived: its dates are the booking's; Escape leaves it.
  await page.keyboard.press('e');
  await said('has not arrived yet: their dates change in the booking');
  await page.getByRole('button', { name: 'Open the booking' }).waitFor();
  await page.keyboard.press('Escape');
  await said('Cancelled. Nothing was changed.');

  // The in-house guest: Home goes to the hotel date; M, arrow, Enter, a reason, Enter moves them.
  await arrowToRoom(inHouseRoom.roomNumber);
  await page.keyboard.press('Home');
  assert.match((await focused(page)).label, /Rackwalker, Kim, In house/);
  await page.keyboard.press('m');
  await said('Moving Rackwalker, Kim');
  await arrowToRoom(moveTarget.roomNumber);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Do you want to move?' });
  await dialog.waitFor();
  await page.keyboard.type('Guest asked for a quieter room');
  await page.keyboard.press('Enter');
  await said(`Rackwalker, Kim moved to room ${moveTarget.roomNumber}.`);
  assert.equal((await stayOnServer(staying.stayId)).roomId, moveTarget.id);

  // E, two nights more with →, Enter: the departure changes on the server.
  await page.screenshot({ path: `${artifacts}room-rack.png` });
  await arrowToRoom(moveTarget.roomNumber);
  await page.keyboard.press('e');
  await said('Changing the departure of Rackwalker, Kim');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await said('4 nights');
  await page.keyboard.press('Enter');
  const extended = plusDays(staying.departure, 2);
  const [year, , day] = extended.split('-');
  const shown = `${day}-${new Date(`${extended}T00:00:00Z`).toLocaleString('en', { month: 'short', timeZone: 'UTC' })}-${year}`;
  await said(`Rackwalker, Kim now leaves on ${shown}.`);
  assert.equal((await stayOnServer(staying.stayId)).departure, extended);

  // Enter opens the stay's booking.
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/menu/app/edit-reservation/${staying.reservationId}`);

  assert.deepEqual(problems, []);
  await context.close();
});
