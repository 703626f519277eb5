// Journeys: administrators manage staff users and roles on /menu/app/user and
// /menu/app/role-management against the real server (issue 4 "Users and roles", spec §6, §8).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const DEMO_PASSWORD = 'e2e-demo-password';
const ADMIN_PASSWORD = 'e2e-admin-password';
// Short, so blocking an account through six failures does not wait 30 s twice.
const LOCKOUT_WAIT_SECONDS = 1;

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

async function openPage(options = {}) {
  const { viewport = { width: 1280, height: 800 } } = options;
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // Refusals (403 FORBIDDEN, 409 IN_USE, 401 of a wrong password) are answered on purpose; the
    // browser logs those.
    if (message.type() === 'error' && !/status of (401|403|409|429)/.test(message.text())) {
      // Chromium's ICU has no Lao number data; react-intl reports that once per IntlProvider and
      // falls back to English digits and plural rules, which the Lao texts are written for.
      if (/MISSING_DATA\] Missing locale data for locale: "lo"/.test(message.text())) return;
      problems.push(message.text());
    }
  });
  await page.goto(`${server.url}/`);
  return { page, context, problems };
}

/** Signs in on the login screen and waits for the landing page under /menu. */
async function signIn(page, loginName, password) {
  await page.getByLabel('User ID', { exact: true }).fill(loginName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForURL('**/menu/**');
}

/** The grid row whose row header (login name or role code) is exactly `key`. */
const rowOf = (page, key) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });

/**
 * Ticks a checkbox by its label, as a person does: react-aria keeps the input itself visually
 * hidden under the label.
 */
async function tick(checkbox) {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  assert.equal(await checkbox.isChecked(), true);
}

const successToast = (page) => page.getByText('Success', { exact: true });

/** Waits for the toast, then for it to leave, so the next action's toast is a new one. */
async function expectSuccess(page) {
  await successToast(page).waitFor();
  await successToast(page).waitFor({ state: 'detached', timeout: 10_000 });
}

/** A sign-in from Node; answers the HTTP status and the envelope. */
async function apiLogin(loginName, password) {
  const response = await fetch(`${server.url}/api/security/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiRequest: { action: 'login' }, data: [{ loginName, password }] }),
  });
  return { status: response.status, body: await response.json() };
}

/** Six wrong passwords, waiting out the lockout after the third, until the account is blocked. */
async function blockAccount(loginName) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { status, body } = await apiLogin(loginName, 'wrong-password');
    if (status === 403 && body.apiResponse.code === 'ACCOUNT_BLOCKED') return;
    if (status === 429) await sleep((body.apiResponse.retryAfterSeconds ?? LOCKOUT_WAIT_SECONDS) * 1000 + 200);
  }
  assert.fail(`${loginName} was not blocked`);
}

async function openUsers(page) {
  await page.goto(`${server.url}/menu/app/user`);
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  await rowOf(page, 'admin').waitFor();
}

async function openRoles(page) {
  await page.goto(`${server.url}/menu/app/role-management`);
  await page.getByRole('heading', { name: 'Role management', level: 1 }).waitFor();
  await rowOf(page, 'ADMIN').waitFor();
}

/** Waits for the dialogs' entry animations, so a screenshot shows them as staff see them. */
const settled = (page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners turn for ever: only animations that end are awaited.
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        // An animation cut short (its element replaced) rejects: that one is over too.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Reads the temporary password the dialog shows once, and closes it. */
async function takeTemporaryPassword(page, screenshot) {
  const dialog = page.getByRole('dialog', { name: 'Temporary password' });
  await dialog.waitFor();
  const password = (await dialog.getByTestId('temporary-password').textContent()).trim();
  assert.ok(password.length >= 8, 'a temporary password is shown');
  await dialog.getByText('must change it at the next sign-in').waitFor();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await dialog.getByText('Copied').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), password);
  await settled(page);
  if (screenshot) await page.screenshot({ path: `${artifacts}${screenshot}` });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The toast comes once the password is put away, so it never covers it.
  await expectSuccess(page);
  return password;
}

async function addRole(page, { code, name, functions }) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add role' });
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  for (const fn of functions) {
    await tick(dialog.locator(`[data-function="${fn}"]`).getByRole('checkbox'));
  }
  return dialog;
}

test('an administrator creates, resets, disables and unlocks users and manages roles', async () => {
  const { page, context, problems } = await openPage();
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await openUsers(page);
  for (const loginName of ['config', 'reservation', 'housekeeping', 'sale-setting']) {
    await rowOf(page, loginName).waitFor();
  }
  // The main role is first and marked; the administrator has signed in just now.
  const adminRow = rowOf(page, 'admin');
  assert.match(await adminRow.textContent(), /ADMIN\(main role\)/);
  assert.match(await adminRow.textContent(), /Active/);
  assert.match(await adminRow.textContent(), /\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}/);
  await settled(page);
  await page.screenshot({ path: `${artifacts}users-list.png` });

  // The search narrows the list.
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill('reserv');
  await page.getByText('1 user', { exact: true }).waitFor();
  assert.equal(await rowOf(page, 'admin').count(), 0);
  await search.fill('nobody-has-this-name');
  await page.getByText('No data to display').waitFor();
  await search.fill('');
  await rowOf(page, 'admin').waitFor();

  // A new user with two roles; the second one is made the main role.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Choose at least one role').waitFor();
  await dialog.getByLabel('Login name').fill('somsak');
  await dialog.getByLabel('Display name').fill('Somsak Frontdesk');
  await tick(dialog.getByRole('checkbox', { name: /^RESERVATION / }));
  await tick(dialog.getByRole('checkbox', { name: /^RECEPTION / }));
  await dialog.getByRole('button', { name: /Main role/ }).click();
  await page.getByRole('option', { name: /^RECEPTION/ }).click();
  await settled(page);
  await page.screenshot({ path: `${artifacts}users-add.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const firstPassword = await takeTemporaryPassword(page, 'users-temporary-password.png');
  const somsak = rowOf(page, 'somsak');
  await somsak.waitFor();
  assert.match(await somsak.textContent(), /RECEPTION\(main role\)RESERVATION/);
  assert.match(await somsak.textContent(), /Required/);
  assert.match(await somsak.textContent(), /Never/);

  // The new user signs in with it and has to choose a password first.
  {
    const user = await openPage();
    await user.page.getByLabel('User ID', { exact: true }).fill('somsak');
    await user.page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await user.page.getByRole('button', { name: 'SIGN IN' }).click();
    await user.page.getByLabel('Current password').waitFor();
    await user.page.getByLabel('Current password').fill(firstPassword);
    await user.page.getByLabel('New password', { exact: true }).fill('somsak-own-password');
    await user.page.getByLabel('Repeat the new password').fill('somsak-own-password');
    await user.page.getByRole('button', { name: 'Change password' }).click();
    await user.page.getByLabel('Current password').waitFor({ state: 'detached' });
    await user.context.close();
  }
  await page.getByRole('button', { name: 'Reload' }).click();
  await somsak.filter({ hasNotText: 'Required' }).filter({ hasNotText: 'Never' }).waitFor();

  // Reset password: asked first, then a new temporary password, and the user's own one stops working.
  await somsak.getByRole('button', { name: 'Reset password' }).click();
  const question = page.getByRole('alertdialog', { name: 'Reset password?' });
  await question.getByText('Reset the password of Somsak Frontdesk?').waitFor();
  await question.getByRole('button', { name: 'OK' }).click();
  const secondPassword = await takeTemporaryPassword(page);
  assert.notEqual(secondPassword, firstPassword);
  assert.equal((await apiLogin('somsak', 'somsak-own-password')).status, 401);
  const afterReset = await apiLogin('somsak', secondPassword);
  assert.equal(afterReset.status, 200);
  assert.equal(afterReset.body.data[0].mustChangePassword, true);
  await somsak.filter({ hasText: 'Required' }).waitFor();

  // Disable: asked first; the user can no longer sign in. Enable brings them back.
  const saleSetting = rowOf(page, 'sale-setting');
  await saleSetting.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('alertdialog', { name: 'Disable user?' }).getByRole('button', { name: 'OK' }).click();
  await expectSuccess(page);
  await saleSetting.filter({ hasText: 'Disabled' }).waitFor();
  assert.notEqual((await apiLogin('sale-setting', DEMO_PASSWORD)).status, 200);
  await saleSetting.getByRole('button', { name: 'Enable' }).click();
  await expectSuccess(page);
  await saleSetting.getByRole('button', { name: 'Disable' }).waitFor();
  assert.equal((await apiLogin('sale-setting', DEMO_PASSWORD)).status, 200);

  // Unlock: a user blocked by six wrong passwords signs in again once unlocked.
  const housekeeping = rowOf(page, 'housekeeping');
  assert.equal(await housekeeping.getByRole('button', { name: 'Unlock' }).isDisabled(), true);
  await blockAccount('housekeeping');
  await page.getByRole('button', { name: 'Reload' }).click();
  await housekeeping.filter({ hasText: 'Blocked' }).waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}users-blocked.png` });
  assert.equal((await apiLogin('housekeeping', DEMO_PASSWORD)).status, 403);
  await housekeeping.getByRole('button', { name: 'Unlock' }).click();
  await expectSuccess(page);
  await housekeeping.filter({ hasNotText: 'Blocked' }).waitFor();
  assert.equal(await housekeeping.getByRole('button', { name: 'Unlock' }).isDisabled(), true);
  assert.equal((await apiLogin('housekeeping', DEMO_PASSWORD)).status, 200);

  // Roles: a custom role with two functions; built-in roles are read-only.
  await openRoles(page);
  const builtIn = rowOf(page, 'RESERVATION');
  assert.match(await builtIn.textContent(), /Built-in/);
  assert.equal(await builtIn.getByRole('button').count(), 0);
  dialog = await addRole(page, {
    code: 'FRONT-OFFICE',
    name: 'Front office',
    functions: ['RESERVATION', 'RECEPTION'],
  });
  // What a function grants, as "path action", opens under it.
  const configGrants = dialog.locator('[data-function="CONFIGULATION-SETTING"]');
  await configGrants.getByRole('button', { name: /What it grants/ }).click();
  await configGrants.getByRole('listitem').filter({ hasText: 'security/user create' }).waitFor();
  await configGrants.scrollIntoViewIfNeeded();
  await settled(page);
  await page.screenshot({ path: `${artifacts}roles-add.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  const frontOffice = rowOf(page, 'FRONT-OFFICE');
  await frontOffice.waitFor();
  assert.match(await frontOffice.textContent(), /Front office/);
  assert.match(await frontOffice.textContent(), /RESERVATIONRECEPTION/);
  assert.match(await frontOffice.textContent(), /Custom/);

  // The role goes to a user (editing the user), so it is in use.
  await openUsers(page);
  await somsak.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit user' });
  await tick(dialog.getByRole('checkbox', { name: /^FRONT-OFFICE / }));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  await somsak.filter({ hasText: 'FRONT-OFFICE' }).waitFor();

  await openRoles(page);
  assert.match(await frontOffice.textContent(), /Custom1/);
  await frontOffice.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByText('Do you want to delete?').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Can not Delete' });
  await refusal.getByText('The role FRONT-OFFICE is held by 1 user(s)').waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}roles-delete-refused.png` });
  await refusal.getByRole('button', { name: 'OK' }).click();
  await frontOffice.waitFor();

  // An unused role is deleted.
  dialog = await addRole(page, { code: 'NIGHT-AUDIT', name: 'Night audit', functions: ['CASHIER'] });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  const nightAudit = rowOf(page, 'NIGHT-AUDIT');
  await nightAudit.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expectSuccess(page);
  await nightAudit.waitFor({ state: 'detached' });
  await settled(page);
  await page.screenshot({ path: `${artifacts}roles-list.png` });

  assert.deepEqual(problems, []);
  await context.close();
});

test('a save over a change made meanwhile is refused and the list reloads', async () => {
  const { page, context, problems } = await openPage();
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await openUsers(page);
  const engineer = rowOf(page, 'engineer');
  await engineer.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit user' });
  await dialog.getByLabel('Display name').fill('Somkiat Engineering Lead');
  await settled(page);
  await page.screenshot({ path: `${artifacts}users-edit.png` });

  // Another administrator saves the same user first (from another tab).
  {
    const other = await openPage();
    await signIn(other.page, 'admin', ADMIN_PASSWORD);
    await openUsers(other.page);
    await rowOf(other.page, 'engineer').getByRole('button', { name: 'Edit' }).click();
    const otherDialog = other.page.getByRole('dialog', { name: 'Edit user' });
    await otherDialog.getByLabel('Display name').fill('Somkiat Maintenance');
    await otherDialog.getByRole('button', { name: 'Save' }).click();
    await successToast(other.page).waitFor();
    await other.context.close();
  }

  await dialog.getByRole('button', { name: 'Save' }).click();
  const stale = page.getByRole('alertdialog', { name: 'Changed by someone else' });
  await stale.getByText('The list has been reloaded').waitFor();
  await stale.getByRole('button', { name: 'OK' }).click();
  await engineer.filter({ hasText: 'Somkiat Maintenance' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('a configuration user opens the user screen but cannot grant ADMIN', async () => {
  const { page, context, problems } = await openPage();
  await signIn(page, 'config', DEMO_PASSWORD);
  await openUsers(page);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('Login name').fill('new-admin');
  await dialog.getByLabel('Display name').fill('Would-be Administrator');
  await tick(dialog.getByRole('checkbox', { name: /^ADMIN / }));
  await dialog.getByRole('button', { name: 'Save' }).click();
  const alert = dialog.getByRole('alert');
  await alert.getByText('Only an administrator can grant the ADMIN function').waitFor();
  assert.match(await alert.textContent(), /Not allowed/);
  await settled(page);
  await page.screenshot({ path: `${artifacts}users-admin-refused.png` });
  // Nothing was created.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Reload' }).click();
  await rowOf(page, 'config').waitFor();
  assert.equal(await rowOf(page, 'new-admin').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the screens speak Thai and Lao', async () => {
  for (const [language, usersTitle, rolesTitle] of [
    ['TH', 'ผู้ใช้', 'การจัดการบทบาท'],
    ['LA', 'ຜູ້ໃຊ້', 'ການຈັດການບົດບາດ'],
  ]) {
    // At the spec's best view, 1024 x 768.
    const { page, context, problems } = await openPage({ viewport: { width: 1024, height: 768 } });
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.evaluate((code) => localStorage.setItem('pms.language', JSON.stringify(code)), language);
    await page.goto(`${server.url}/menu/app/user`);
    await page.getByRole('heading', { name: usersTitle, level: 1 }).waitFor();
    await rowOf(page, 'admin').waitFor();
    await settled(page);
    await page.screenshot({ path: `${artifacts}users-${language.toLowerCase()}.png` });
    await page.goto(`${server.url}/menu/app/role-management`);
    await page.getByRole('heading', { name: rolesTitle, level: 1 }).waitFor();
    await rowOf(page, 'ADMIN').waitFor();
    await settled(page);
    await page.screenshot({ path: `${artifacts}roles-${language.toLowerCase()}.png` });
    assert.deepEqual(problems, []);
    await context.close();
  }
});
