// Journey (issue 17): reception's records. On a fresh demo hotel, reception takes a message for a
// guest in house (chosen by room number in the guest picker), marks it delivered from the list,
// and records an item found in the lobby, kept in the front-office safe. Each step is checked
// against the server. The five record screens (messages, flag control, flag report, lost and
// found, pick-up and drop-off) are screenshotted at 1280×800 into e2e/artifacts, must not
// scroll sideways, and pass axe's WCAG 2.2 AA rules.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe.mjs';
import { choose } from './front-desk.mjs';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

/** Reception's API session from Node, for the test's own setup and checks. */
async function receptionApi() {
  const response = await fetch(`${hotel.server.url}/api/security/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      apiRequest: { action: 'login' },
      data: [{ loginName: 'reception', password: hotel.password }],
    }),
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
        'idempotency-key': `e2e-records-${randomUUID()}`,
      },
      body: JSON.stringify({ apiRequest: { action }, data }),
    });
    const json = await answer.json();
    assert.equal(answer.status, 200, `${path} ${action}: ${JSON.stringify(json.apiResponse)}`);
    return json.data;
  };
}

/** Whether the page itself scrolls sideways (its own scroll areas may). */
const pageScrollsSideways = (page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth ? `${root.scrollWidth} px in ${root.clientWidth}` : false;
  });

const rowsOf = (page) => page.getByRole('grid').locator('tbody [role="row"]');

test('reception takes a message for an in-house guest, delivers it, and records a found item', async () => {
  const call = await receptionApi();
  const [stay] = await call('reservation/reservation', 'in-house', [{}]);
  assert.ok(stay?.roomNumber, 'a guest in house in a room');
  const text = `Your driver waits in the lobby ${randomUUID().slice(0, 6)}`;

  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reception',
    hotel.password,
  );
  try {
    // Messages: the demo's new messages, then a new one taken for the in-house guest.
    await page.goto(`${hotel.server.url}/menu/app/message`);
    await page.getByRole('heading', { name: 'Guest messages', level: 1 }).waitFor();
    await rowsOf(page).first().waitFor();
    assert.equal(await pageScrollsSideways(page), false);
    assert.deepEqual(await axeViolations(page), [], 'messages: axe');
    await page.screenshot({ path: `${artifacts}reception-messages.png` });

    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take a message' });
    await dialog.waitFor();
    await choose(dialog, /Guest/, stay.roomNumber, new RegExp(`^${stay.roomNumber} ·`));
    await dialog.getByRole('textbox', { name: 'From' }).fill('Somchai (driver)');
    await dialog.getByRole('textbox', { name: 'Contact' }).fill('+856 20 5555 0199');
    await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
    assert.deepEqual(await axeViolations(page), [], 'message dialog: axe');
    await page.screenshot({ path: `${artifacts}reception-message-dialog.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = rowsOf(page).filter({ hasText: text });
    await row.waitFor();
    const [taken] = (await call('reception/message', 'list', [{ search: text }]))[0].rows;
    assert.equal(taken.stayId, stay.stayId);
    assert.equal(taken.status, 'new');
    assert.equal(taken.takenBy, 'reception');

    // Delivered from its row ("Mark delivered", confirmed); it leaves the list of new ones.
    await row.getByRole('button', { name: 'Mark delivered' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await row.waitFor({ state: 'detached' });
    const [delivered] = (await call('reception/message', 'list', [{ search: text }]))[0].rows;
    assert.equal(delivered.status, 'delivered');
    assert.equal(delivered.deliveredBy, 'reception');

    // The slip of a message to print for the guest.
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('All', { exact: true }).click();
    const deliveredRow = rowsOf(page).filter({ hasText: text });
    await deliveredRow.getByRole('button', { name: 'Print slip' }).click();
    const slip = page.getByRole('dialog', { name: 'Print slip' });
    await slip.getByText(text).waitFor();
    await page.getByText('Success').waitFor({ state: 'hidden' });
    await page.waitForTimeout(300); // the dialog's opening transition
    await page.screenshot({ path: `${artifacts}reception-message-slip.png` });
    await slip.getByRole('button', { name: 'Close', exact: true }).last().click();

    // Lost and found: an umbrella found in the lobby, kept in the front-office safe.
    await page.goto(`${hotel.server.url}/menu/app/lost-found`);
    await page.getByRole('heading', { name: 'Lost and found', level: 1 }).waitFor();
    await rowsOf(page).first().waitFor();
    assert.equal(await pageScrollsSideways(page), false);
    assert.deepEqual(await axeViolations(page), [], 'lost and found: axe');
    await page.screenshot({ path: `${artifacts}reception-lost-found.png` });
    await page.getByRole('button', { name: 'Add' }).click();
    const found = page.getByRole('dialog', { name: 'Record a found item' });
    await found.waitFor();
    await found.getByRole('textbox', { name: 'Item' }).fill('Blue passport holder');
    await found.getByRole('textbox', { name: 'Found by' }).fill('Noy (lobby)');
    await found.getByRole('textbox', { name: 'Found at (place)' }).fill('Lobby sofa');
    await found.getByRole('combobox', { name: 'Kept at' }).fill('Front');
    await page.getByRole('option', { name: 'Front office safe' }).click();
    await page.screenshot({ path: `${artifacts}reception-lost-found-dialog.png` });
    await found.getByRole('button', { name: 'Save' }).click();
    await found.waitFor({ state: 'hidden' });
    await rowsOf(page).filter({ hasText: 'Blue passport holder' }).waitFor();
    const [item] = (await call('reception/lost-found', 'list', [{ search: 'Blue passport holder' }]))[0].rows;
    assert.equal(item.status, 'stored');
    assert.equal(item.keepAtName, 'Front office safe');
    assert.equal(item.foundPlace, 'Lobby sofa');
    assert.equal(item.recordedBy, 'reception');

    // The other record screens open on the demo's records.
    for (const [path, heading, file] of [
      ['app/flag-control', 'Flag control', 'reception-flags'],
      ['app/pickUp-Droup-off-by-Date', 'Pick-up and drop-off', 'reception-transfers'],
    ]) {
      await page.goto(`${hotel.server.url}/menu/${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await rowsOf(page).first().waitFor();
      assert.equal(await pageScrollsSideways(page), false, path);
      assert.deepEqual(await axeViolations(page), [], `${path}: axe`);
      await page.screenshot({ path: `${artifacts}${file}.png` });
    }
    await page.goto(`${hotel.server.url}/menu/app/flag-report-reception`);
    await page.getByRole('heading', { name: 'Flag report', level: 1 }).waitFor();
    await page.getByRole('gridcell', { name: 'Fruit basket and extra towels' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'flag report: axe');
    await page.screenshot({ path: `${artifacts}reception-flag-report.png` });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
