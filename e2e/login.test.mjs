// Journeys: signing in and out of the staff app against the real server (spec §2, §4, §6, §8).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const DEMO_PASSWORD = 'e2e-demo-password';
const ADMIN_PASSWORD = 'e2e-admin-password';
const LOCKOUT_WAIT_SECONDS = 4;
const HOTEL = 'Mekong Riverside Hotel';

let server;
let browser;
before(async () => {
  server = await startServer({
    SEED_DEMO: '1',
    DEMO_PASSWORD,
    ADMIN_PASSWORD,
    LOCKOUT_WAIT_SECONDS: String(LOCKOUT_WAIT_SECONDS),
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function newContext(options = {}) {
  const { language, viewport = { width: 1280, height: 800 } } = options;
  const context = await browser.newContext({ viewport });
  if (language) {
    await context.addInitScript((code) => localStorage.setItem('pms.language', JSON.stringify(code)), language);
  }
  return context;
}

async function openPage(context, baseUrl = server.url, path = '/') {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // Refused logins and expired tokens are answered 401/403/429 on purpose; the browser logs those.
    if (message.type() === 'error' && !/status of (401|403|429)/.test(message.text())) problems.push(message.text());
  });
  await page.goto(`${baseUrl}${path}`);
  return { page, problems };
}

const userIdField = (page) => page.getByLabel('User ID', { exact: true });
const passwordField = (page) => page.getByLabel('Password', { exact: true });

async function signIn(page, loginName, password) {
  await userIdField(page).fill(loginName);
  await passwordField(page).fill(password);
  await passwordField(page).press('Enter');
}

const sessionEntries = (page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)])));

/** An administrator's API session from Node, as a script or another client would have it. */
async function adminApi(baseUrl = server.url) {
  const response = await fetch(`${baseUrl}/api/security/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiRequest: { action: 'login' }, data: [{ loginName: 'admin', password: ADMIN_PASSWORD }] }),
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  const { token } = body.data[0];
  const xsrf = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length);
  assert.ok(xsrf, 'login sets the XSRF-TOKEN cookie');
  return async function call(path, action, data = []) {
    const answer = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': decodeURIComponent(xsrf),
        'idempotency-key': `e2e-${randomUUID()}`,
      },
      body: JSON.stringify({ apiRequest: { action }, data }),
    });
    const json = await answer.json();
    assert.equal(answer.status, 200, `${path} ${action}: ${JSON.stringify(json)}`);
    return json.data;
  };
}

async function userCommand(call, loginName) {
  const users = await call('security/user', 'list');
  const user = users.find((candidate) => candidate.loginName === loginName);
  assert.ok(user, `demo user ${loginName}`);
  return { id: user.id, version: user.version };
}

test('the login screen shows the hotel, in every staff language and on a phone', async () => {
  for (const [language, signInLabel] of [
    ['EN', 'SIGN IN'],
    ['TH', 'เข้าสู่ระบบ'],
  ]) {
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['mobile', { width: 390, height: 844 }],
    ]) {
      const context = await newContext({ language, viewport });
      const { page, problems } = await openPage(context);
      await page.getByRole('heading', { name: HOTEL }).waitFor();
      const logo = page.getByRole('img', { name: language === 'EN' ? `${HOTEL} logo` : `โลโก้ ${HOTEL}` });
      await logo.waitFor();
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      assert.ok(await logo.evaluate((image) => image.naturalWidth > 0), 'the logo loaded from /api/files');
      assert.ok(await page.getByRole('button', { name: signInLabel }).isVisible());
      const footer = language === 'EN' ? ['Powered by Hotel PMS', 'Best View 1024 x 768'] : ['1024 x 768'];
      for (const text of footer) assert.ok(await page.getByText(text).isVisible(), text);
      // The hotel's background image stands behind the card.
      assert.match(
        await page.locator('[data-image]').evaluate((element) => getComputedStyle(element).backgroundImage),
        /\/api\/files\//,
      );
      const card = await page.getByRole('button', { name: signInLabel }).evaluate((button) => {
        const box = button.closest('main > div').getBoundingClientRect();
        return { width: box.width, left: box.left };
      });
      if (device === 'mobile') assert.equal(Math.round(card.width), 390, 'a full-width card on a phone');
      else assert.ok(card.width < 500 && card.left > 300, 'a centred card on a desktop');
      await page.screenshot({ path: `${artifacts}login-${device}-${language.toLowerCase()}.png` });
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
  // The spec's best view sits on the mobile breakpoint (≤1024 px): the stacked layout, still a card.
  const context = await newContext({ viewport: { width: 1024, height: 768 } });
  const { page } = await openPage(context);
  await page.getByRole('heading', { name: HOTEL }).waitFor();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.screenshot({ path: `${artifacts}login-best-view-en.png` });
  await context.close();
});

test('each role lands on its own page, and the frame names who is signed in', async () => {
  const journeys = [
    ['admin', ADMIN_PASSWORD, '/menu/app/reservation-dashboard', 'Administrator', '6'],
    ['reservation', DEMO_PASSWORD, '/menu/app/reservation-dashboard', 'Somchai Reservations', '6'],
    ['reception', DEMO_PASSWORD, '/menu/app-dashboard-reception', 'Malee Front Desk', '7'],
    ['mis', DEMO_PASSWORD, '/menu/app/mis-report-productivity-revenue', 'Preecha Manager', '1'],
    ['config', DEMO_PASSWORD, '/menu/app/hotel-year', 'Kanya Configuration', '2'],
    ['cashier', DEMO_PASSWORD, '/menu/app/outlet', 'Anan Cashier', '8'],
    ['sale', DEMO_PASSWORD, '/menu/app-dashboard-sale', 'Vilay Sales', '13'],
  ];
  for (const [loginName, password, landing, name, tab] of journeys) {
    const context = await newContext();
    const { page, problems } = await openPage(context);
    await signIn(page, loginName, password);
    await page.waitForURL(`**${landing}`);
    // The landing page is up: a department dashboard, or a page saying its screen is not built yet.
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('banner').getByText(name).waitFor();
    assert.ok(await page.getByRole('banner').getByText(name).isVisible(), `${loginName}: the top bar shows ${name}`);
    assert.ok(await page.getByRole('link', { name: 'Logout' }).isVisible());
    const entries = await sessionEntries(page);
    assert.equal(entries.username, name);
    assert.equal(entries.role, loginName === 'admin' ? 'ADMIN' : entries.role);
    assert.ok(entries.role.length > 0 && entries.token && entries.refreshToken && entries.tokenExpiry);
    assert.ok(Date.parse(entries.tokenExpiry) > Date.now());
    assert.equal(entries.menu, tab, `${loginName}: the active tab`);
    // A report as landing page (the manager's) writes its values into the address, kept with it.
    assert.equal(entries.stateapp.split('?')[0], landing);
    assert.deepEqual(problems, [], loginName);
    if (loginName === 'admin') await page.screenshot({ path: `${artifacts}menu-frame.png` });
    await context.close();
  }
});

test('a tab keeps its place: the last route comes back, and without a session the guard sends to login', async () => {
  const context = await newContext();
  const { page } = await openPage(context);
  // Without a session, the guarded routes lead to the login.
  await page.goto(`${server.url}/menu/app/source`);
  await page.waitForURL(`${server.url}/`);
  await page.goto(`${server.url}/help/reservation`);
  await page.waitForURL(`${server.url}/`);
  await userIdField(page).waitFor();
  // /help alone is open to anyone (opened by hand, it cannot close itself and says so).
  await page.goto(`${server.url}/help`);
  await page.getByText('You can close this manual window.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/help');

  await page.goto(`${server.url}/`);
  await signIn(page, 'sale-setting', DEMO_PASSWORD);
  await page.waitForURL('**/menu/app/source');
  // A bookmarked screen, with the spec's spelling of its address.
  await page.goto(`${server.url}/menu/app/cencellation-reason`);
  await page.getByRole('heading', { name: 'Cancellation reasons', level: 1 }).waitFor();
  assert.equal((await sessionEntries(page)).stateapp, '/menu/app/cencellation-reason');
  // Opened at the root again, the tab returns to where it was.
  await page.goto(`${server.url}/`);
  await page.waitForURL('**/menu/app/cencellation-reason');
  await context.close();
});

test('a wrong password clears the password and says "Can not login" with the count', async () => {
  const context = await newContext();
  const { page } = await openPage(context);
  await signIn(page, 'housekeeping', 'not-the-password');
  const alert = page.getByRole('alert').filter({ hasText: 'Can not login' });
  await alert.waitFor();
  assert.match(await alert.textContent(), /Failed attempts: 1/);
  assert.equal(await passwordField(page).inputValue(), '');
  assert.equal(await userIdField(page).inputValue(), 'housekeeping');
  assert.equal(new URL(page.url()).pathname, '/');
  assert.deepEqual(await sessionEntries(page), {});
  await page.screenshot({ path: `${artifacts}login-failed.png` });

  // The alert is red (the spec's error colour on its edge).
  const edge = await alert.evaluate((element) => getComputedStyle(element).borderLeftColor);
  assert.equal(edge, 'rgb(208, 2, 27)');

  await signIn(page, 'housekeeping', 'still-wrong');
  await page.getByText('Failed attempts: 2').waitFor();
  // A success resets the count: the next refusal would start at 1 again.
  await signIn(page, 'housekeeping', DEMO_PASSWORD);
  await page.waitForURL('**/menu/app-dashboard-housekeeping');
  await context.close();
});

test('three failures make the form wait, six block the user id until an administrator unlocks it', async () => {
  const context = await newContext();
  const { page } = await openPage(context);
  for (const attempt of [1, 2]) {
    await signIn(page, 'engineer', `wrong-${attempt}`);
    await page.getByText(`Failed attempts: ${attempt}`).waitFor();
  }
  await signIn(page, 'engineer', 'wrong-3');
  await page.getByText('You have login failed 3 times').waitFor();
  assert.equal(await userIdField(page).count(), 0, 'the form gives way to the wait');
  const timer = page.getByRole('timer');
  const first = Number((await timer.textContent()).match(/wait (\d+) second/)[1]);
  assert.ok(first >= 1 && first <= LOCKOUT_WAIT_SECONDS, `starts from the server's ${LOCKOUT_WAIT_SECONDS} s`);
  await page.screenshot({ path: `${artifacts}login-locked.png` });
  await page.waitForFunction(
    (start) =>
      Number(/wait (\d+) second/.exec(document.querySelector('[role="timer"]')?.textContent ?? '')?.[1]) < start,
    first,
  );
  // The form returns when the wait is over, the user id still filled in.
  await userIdField(page).waitFor({ timeout: (LOCKOUT_WAIT_SECONDS + 3) * 1000 });
  assert.equal(await userIdField(page).inputValue(), 'engineer');

  for (const attempt of [4, 5]) {
    await signIn(page, 'engineer', `wrong-${attempt}`);
    await page.getByText(`Failed attempts: ${attempt}`).waitFor();
  }
  await signIn(page, 'engineer', 'wrong-6');
  await page.getByText('Please Contact Admin').waitFor();
  assert.equal(await userIdField(page).count(), 0, 'no form while blocked');
  assert.equal(await page.getByRole('timer').count(), 0, 'no timer while blocked');
  await page.screenshot({ path: `${artifacts}login-blocked.png` });

  // Still blocked, right password included, however long one waits.
  await page.getByRole('button', { name: 'Sign in with another user ID' }).click();
  await page.waitForTimeout((LOCKOUT_WAIT_SECONDS + 1) * 1000);
  await signIn(page, 'engineer', DEMO_PASSWORD);
  await page.getByText('Please Contact Admin').waitFor();

  const call = await adminApi();
  await call('security/user', 'unlock', [await userCommand(call, 'engineer')]);
  await page.getByRole('button', { name: 'Sign in with another user ID' }).click();
  await signIn(page, 'engineer', DEMO_PASSWORD);
  await page.waitForURL('**/menu/app-dashboard-engineer');
  await context.close();
});

/** Whether the server still takes this access token (spec §7's test-token endpoint). */
async function tokenIsLive(token, baseUrl = server.url) {
  const response = await fetch(`${baseUrl}/api/security/test-token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status === 200;
}

test('logging out in one tab signs out the other tabs of the browser', async () => {
  const context = await newContext({ language: 'EN' });
  const { page: first } = await openPage(context);
  const { page: second } = await openPage(context);
  await signIn(first, 'reservation', DEMO_PASSWORD);
  await first.waitForURL('**/menu/app/reservation-dashboard');
  // Each tab signs in on its own (session storage is per tab, and so is its XSRF token).
  await signIn(second, 'reception', DEMO_PASSWORD);
  await second.waitForURL('**/menu/app-dashboard-reception');
  const firstToken = (await sessionEntries(first)).token;
  const secondToken = (await sessionEntries(second)).token;
  assert.ok(await tokenIsLive(firstToken));
  assert.ok(await tokenIsLive(secondToken));

  await first.getByRole('link', { name: 'Logout' }).click();
  await first.waitForURL(`${server.url}/`);
  await userIdField(first).waitFor();
  assert.deepEqual(await sessionEntries(first), {});
  assert.equal(await tokenIsLive(firstToken), false, 'the logout ended the session on the server');

  await second.waitForURL(`${server.url}/`);
  await userIdField(second).waitFor();
  await second.getByText('Please login again').waitFor();
  assert.deepEqual(await sessionEntries(second), {});
  // The other tab's session ends on the server too, not only in the browser.
  for (let attempt = 0; attempt < 20 && (await tokenIsLive(secondToken)); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(await tokenIsLive(secondToken), false, 'the signalled tab ended its session on the server');
  // The staff member's language is theirs, not the session's: it stays.
  assert.equal(await second.evaluate(() => localStorage.getItem('pms.language')), '"EN"');

  // Reloaded, the first tab stays at the login: there is nothing to restore.
  await first.reload();
  await userIdField(first).waitFor();
  assert.equal(new URL(first.url()).pathname, '/');
  await context.close();
});

test('a password set by an administrator must be replaced before anything else', async () => {
  const call = await adminApi();
  const [reset] = await call('security/user', 'reset-password', [await userCommand(call, 'finance')]);
  assert.ok(reset.temporaryPassword);

  const context = await newContext();
  const { page, problems } = await openPage(context);
  await signIn(page, 'finance', reset.temporaryPassword);
  await page.getByRole('heading', { name: HOTEL }).waitFor();
  await page.getByLabel('Current password').waitFor();
  await page.waitForURL('**/menu/app/transaction-group');
  assert.equal(await page.getByText('This screen is not built yet').count(), 0);
  await page.screenshot({ path: `${artifacts}change-password.png` });
  // Any other /menu route shows the same screen.
  await page.goto(`${server.url}/menu/app/hotel-year`);
  await page.getByLabel('Current password').waitFor();

  const newPassword = 'finance-own-password-1';
  await page.getByLabel('Current password').fill(reset.temporaryPassword);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Repeat the new password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Use at least 8 characters').waitFor();

  // The server's field errors show under their fields.
  await page.getByLabel('Current password').fill('not-the-temporary-one');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('is not your current password').waitFor();

  await page.getByLabel('Current password').fill(reset.temporaryPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL('**/menu/app/transaction-group');
  await page.getByRole('heading', { name: 'Transaction groups', level: 1 }).waitFor();
  assert.ok(await page.getByText('Sompong Finance').isVisible());

  await page.getByRole('link', { name: 'Logout' }).click();
  await signIn(page, 'finance', newPassword);
  await page.waitForURL('**/menu/app/transaction-group');
  await page.getByRole('heading', { name: 'Transaction groups', level: 1 }).waitFor();
  assert.deepEqual(
    problems.filter((problem) => !problem.includes('400')),
    [],
  );
  await context.close();
});

test('an expired access token is renewed without the staff member noticing', async () => {
  const ACCESS_TOKEN_SECONDS = 5;
  const shortLived = await startServer({
    SEED_DEMO: '1',
    DEMO_PASSWORD,
    ADMIN_PASSWORD,
    ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS),
  });
  try {
    const context = await newContext();
    const { page, problems } = await openPage(context, shortLived.url);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/menu/app/reservation-dashboard');
    const firstToken = (await sessionEntries(page)).token;

    // Past the token's life and the server's 5 s of clock tolerance.
    await page.waitForTimeout((ACCESS_TOKEN_SECONDS + 6) * 1000);
    assert.equal(new URL(page.url()).pathname, '/menu/app/reservation-dashboard');
    const renewed = await sessionEntries(page);
    assert.notEqual(renewed.token, firstToken, 'the token was renewed before it ran out');
    assert.ok(Date.parse(renewed.tokenExpiry) > Date.now());

    // Reloading while a renewal's answer is on its way loses the new refresh token (the server has
    // already spent the old one), so the reloads below wait until a renewal has just landed.
    const justRenewed = async () => {
      const token = (await sessionEntries(page)).token;
      await page.waitForFunction((previous) => sessionStorage.getItem('token') !== previous, token);
    };

    // Something that needs the session: the user list (security/user list, for ADMIN).
    await justRenewed();
    await page.goto(`${shortLived.url}/menu/app/user`);
    await page.getByText('Somchai Reservations').waitFor();

    // A call made with a token that has run out is renewed and sent again (the API client's 401
    // hook), not turned into "Please login again": put the first, long expired token back.
    const answers = [];
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/api/security/')) return;
      const { action } = response.request().postDataJSON().apiRequest;
      answers.push(`${path.slice('/api/security/'.length)} ${action} ${response.status()}`);
    });
    await justRenewed();
    answers.length = 0;
    await page.evaluate((token) => sessionStorage.setItem('token', token), firstToken);
    await page.reload();
    await page.getByText('Somchai Reservations').waitFor();
    assert.equal(new URL(page.url()).pathname, '/menu/app/user');
    assert.equal(await page.getByText('Please login again').count(), 0);
    assert.notEqual((await sessionEntries(page)).token, firstToken);
    // The screen's two calls (users and roles) both met the expired token; one renewal served both.
    const firstRetry = answers.findIndex((answer) => answer.endsWith(' 200') && !answer.startsWith('authentication'));
    assert.deepEqual(answers.slice(0, firstRetry).sort(), [
      'authentication refresh 200',
      'role list 401',
      'user list 401',
    ]);
    assert.deepEqual(answers.slice(firstRetry).sort(), ['role list 200', 'user list 200'], answers.join(', '));

    // The same for a write: logging out with the expired token renews, then signs out.
    answers.length = 0;
    await page.evaluate((token) => sessionStorage.setItem('token', token), firstToken);
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(`${shortLived.url}/`);
    await userIdField(page).waitFor();
    // The renewal timer may slip a refresh of its own in; what matters is the order around the 401.
    assert.equal(answers[0], 'authentication logout 401');
    assert.ok(answers.includes('authentication refresh 200'), answers.join(', '));
    assert.equal(answers.at(-1), 'authentication logout 200');
    assert.equal(await page.getByText('Please login again').count(), 0);
    assert.deepEqual(await sessionEntries(page), {});
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await shortLived.stop();
  }
});
