// What the front desk's journeys share (e2e/front-desk*.test.mjs): reception's API session for the
// tests' own setup and checks, and the steps on the front desk's lists and dialogs.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

/**
 * Reception's API session from Node on the journey's demo hotel (`hotel` of demoHotel()), or
 * another demo user's (`loginName`).
 */
export async function receptionApi(hotel, keyPrefix = 'e2e-front-desk', loginName = 'reception') {
  const response = await fetch(`${hotel.server.url}/api/security/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      apiRequest: { action: 'login' },
      data: [{ loginName, password: hotel.password }],
    }),
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  const xsrf = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length);
  return async function call(path, action, data = [], { allowRefusal = false } = {}) {
    const answer = await fetch(`${hotel.server.url}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${body.data[0].token}`,
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': decodeURIComponent(xsrf ?? ''),
        'idempotency-key': `${keyPrefix}-${randomUUID()}`,
      },
      body: JSON.stringify({ apiRequest: { action }, data }),
    });
    const json = await answer.json();
    if (allowRefusal && answer.status !== 200) return null;
    assert.equal(answer.status, 200, `${path} ${action}: ${JSON.stringify(json.apiResponse)}`);
    return json.data;
  };
}

export const plusDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An ISO date as the screens write it: '2026-11-21' → '21-Nov-2026'. */
export const shownDate = (iso) => {
  const [year, month, day] = iso.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
};

export const rowsOf = (page) => page.getByRole('grid').locator('tbody [role="row"]');

/** The row of a room in a room grid (room control, room status: its room number is the row header). */
export const roomRow = (page, room) =>
  page
    .getByRole('grid', { name: 'Rooms' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: room, exact: true }) });

/** Waits until the grid shows exactly `count` rows, each holding `text` (a search has settled). */
export const rowsSettle = (page, text, count) =>
  page.waitForFunction(
    ([wanted, size]) => {
      const rows = [...document.querySelectorAll('tbody [role="row"]')];
      return rows.length === size && rows.every((row) => row.textContent.includes(wanted));
    },
    [text, count],
  );

/** The page a locator (or the page itself) is on. */
export const pageOf = (scope) => (typeof scope.page === 'function' ? scope.page() : scope);

/** Waits until an input shows a value matching `pattern` (a choice takes a moment to land). */
export async function valueSettles(input, pattern) {
  for (let tries = 0; tries < 50 && !pattern.test(await input.inputValue()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.match(await input.inputValue(), pattern);
}

/**
 * Picks an option of a ComboBox: types its first words and clicks it (the list may still be sliding
 * in). When the choices are read again while the list is open (a second list arriving, a live
 * update), the open list can close under the pointer, as seen twice in CI runs under load; the
 * journey then types again, as staff would, up to three times.
 */
export async function choose(scope, label, typed, option) {
  const input = scope.getByRole('combobox', { name: label });
  for (let attempt = 1; ; attempt += 1) {
    await input.fill(typed);
    try {
      await pageOf(scope).getByRole('option', { name: option }).first().click({ force: true, timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await input.fill('');
    }
  }
  await valueSettles(input, option);
}

/** Fills one registration card of the check-in dialog or the walk-in (the n-th of each field). */
export async function fillCard(scope, index, { lastName, document }) {
  await scope.getByRole('textbox', { name: 'Last name' }).nth(index).fill(lastName);
  const nationality = scope.getByRole('combobox', { name: 'Nationality' }).nth(index);
  await nationality.fill('Lao');
  await pageOf(scope).getByRole('option', { name: /Lao/ }).first().click({ force: true });
  await valueSettles(nationality, /Lao/);
  await scope.getByRole('textbox', { name: 'Document no.' }).nth(index).fill(document);
}
