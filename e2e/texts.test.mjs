// Journeys: the Language Setting (/menu/app/language-config) and Help Setting
// (/menu/app/setting-help) screens against the real server (issue 5: interface texts, help; spec §7).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { signedIn as signInAs, watchProblems } from './journey.mjs';
import { startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const DEMO_PASSWORD = 'e2e-demo-password';
const ADMIN_PASSWORD = 'e2e-admin-password';

let server;
let browser;
before(async () => {
  server = await startServer({ SEED_DEMO: '1', DEMO_PASSWORD, ADMIN_PASSWORD });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const signedIn = (loginName) =>
  signInAs(browser, server.url, loginName, loginName === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);

const chooseLanguage = async (page, option) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language|ภาษา|ພາສາ/ })
    .click();
  await page.getByRole('option', { name: option }).click();
};

/** The grid row whose row header (text code, or a manual's menu) is exactly `key`. */
const rowOf = (page, key) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });

/**
 * Types into the Text code combobox and closes its suggestions (they hide the rest of the dialog
 * from assistive tech while open), keeping what was typed.
 */
async function typeCode(dialog, code) {
  const combobox = dialog.getByRole('combobox', { name: 'Text code' });
  await combobox.fill(code);
  await combobox.press('Escape');
  assert.equal(await combobox.inputValue(), code);
}

/** Waits for the toast, then for it to leave, so the next action's toast is a new one. */
async function expectSuccess(page) {
  const toast = page.getByText('Success', { exact: true });
  await toast.waitFor();
  await toast.waitFor({ state: 'detached', timeout: 10_000 });
}

/** Waits for entry animations and the bar's hotel facts, so a screenshot shows the screen settled. */
async function settled(page) {
  await page
    .getByRole('banner')
    .getByText(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/)
    .waitFor();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The visible text of a cell of `row` under the column headed `header`. */
async function cellText(page, row, header) {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  assert.ok(index >= 0, `a column ${header} in ${headers}`);
  return (await row.getByRole('gridcell').or(row.getByRole('rowheader')).nth(index).textContent()).trim();
}

test('Language Setting: texts per code and language replace the app’s labels; search; delete', async () => {
  const { context, page, problems } = await signedIn('admin');
  await page.goto(`${server.url}/menu/app/language-config`);
  await page.getByRole('heading', { name: 'Language Setting', level: 1 }).waitFor();
  // The demo hotel keeps its tab labels here (all but Reservation's).
  await rowOf(page, 'MENU_CONFIG').waitFor();
  assert.equal(await rowOf(page, 'MENU_RESERVATION').count(), 0);

  // A Thai text for the Reservation tab's menu code, picked from the suggestions by its English.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add interface text' });
  await dialog.getByRole('combobox', { name: 'Text code' }).fill('reservation menu');
  await page.getByRole('option', { name: /^MENU_RESERVATION/ }).click();
  assert.equal(await dialog.getByRole('combobox', { name: 'Text code' }).inputValue(), 'MENU_RESERVATION');
  await dialog.getByText('Built-in: การจองห้องพัก').waitFor();
  await dialog.getByRole('textbox', { name: 'Thai' }).fill('ห้องจอง');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  const reservation = rowOf(page, 'MENU_RESERVATION');
  await reservation.waitFor();
  assert.equal(await cellText(page, reservation, 'Built-in English'), 'Reservation');
  assert.equal(await cellText(page, reservation, 'Thai'), 'ห้องจอง');
  // English has no text of its own: the built-in one shows, set back.
  assert.equal(await cellText(page, reservation, 'English'), 'Reservation');

  // A message id: the English and Thai Logout link of the top bar. The new texts show at once.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add interface text' });
  await typeCode(dialog, 'shell.logout');
  await dialog.getByRole('textbox', { name: 'English' }).fill('Sign out');
  await dialog.getByRole('textbox', { name: 'Thai' }).fill('ออกจากระบบเดี๋ยวนี้');
  await dialog.getByRole('textbox', { name: 'Lao' }).fill('ອອກຈາກລະບົບດຽວນີ້');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).waitFor();

  // A message with a placeholder must keep it; a code already in the list is edited, not added.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add interface text' });
  await typeCode(dialog, 'configuration.user.count');
  await dialog.getByText('Keep {count} as written').waitFor();
  await dialog.getByRole('textbox', { name: 'English' }).fill('staff accounts');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Keep {count} in the text').waitFor();
  await typeCode(dialog, 'MENU_RESERVATION');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('This code already has texts: edit its row instead').waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}language-config-add.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Edit: an English text for the tab too, and the Thai one changed (update and new in one save).
  await reservation.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit interface text' });
  assert.equal(await dialog.getByRole('textbox', { name: 'Thai' }).inputValue(), 'ห้องจอง');
  await dialog.getByRole('textbox', { name: 'English' }).fill('Bookings');
  await dialog.getByRole('textbox', { name: 'Thai' }).fill('งานจองห้อง');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  assert.equal(await cellText(page, reservation, 'English'), 'Bookings');
  assert.equal(await cellText(page, reservation, 'Thai'), 'งานจองห้อง');
  await page.getByRole('tab', { name: 'Bookings' }).waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}language-config-en.png` });

  // Search: by code, by any language's text, and nothing.
  const search = page.getByRole('searchbox', { name: 'Search texts' });
  await search.fill('งานจอง');
  await page.getByText('1 code', { exact: true }).waitFor();
  assert.equal(await rowOf(page, 'shell.logout').count(), 0);
  await search.fill('logout');
  await page.getByText('1 code', { exact: true }).waitFor();
  await rowOf(page, 'shell.logout').waitFor();
  await search.fill('nothing-has-this-text');
  await page.getByText('No data to display').waitFor();
  await search.fill('');
  await page.getByText('14 codes', { exact: true }).waitFor();

  // In Thai, after a reload too, the tab and the link carry the Thai texts.
  await chooseLanguage(page, 'ไทย (TH)');
  await page.getByRole('tab', { name: 'งานจองห้อง' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'ออกจากระบบเดี๋ยวนี้' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'ตั้งค่าภาษา', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'งานจองห้อง' }).waitFor();
  await rowOf(page, 'MENU_RESERVATION').waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}language-config-th.png` });

  // Emptying a language deletes its text: Thai falls back to the translation file.
  await chooseLanguage(page, 'English (EN)');
  await page.getByRole('tab', { name: 'Bookings' }).waitFor();
  await reservation.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit interface text' });
  await dialog.getByRole('textbox', { name: 'Thai' }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  assert.equal(await cellText(page, reservation, 'Thai'), 'การจองห้องพัก');

  // Delete a row, with the spec's question first: Cancel keeps it, OK deletes every language.
  const logout = rowOf(page, 'shell.logout');
  await logout.getByRole('button', { name: 'Delete' }).click();
  let question = page.getByRole('alertdialog', { name: 'Delete the texts of shell.logout' });
  await question.getByText('Do you want to delete?').waitFor();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await question.waitFor({ state: 'detached' });
  await logout.waitFor();
  await logout.getByRole('button', { name: 'Delete' }).click();
  question = page.getByRole('alertdialog', { name: 'Delete the texts of shell.logout' });
  await question.getByRole('button', { name: 'OK' }).click();
  await expectSuccess(page);
  assert.equal(await logout.count(), 0);
  await page.getByRole('banner').getByRole('link', { name: 'Logout' }).waitFor();
  await page.getByText('13 codes', { exact: true }).waitFor();

  // What the screen saved is what the service answers.
  const texts = await page.evaluate(async () => {
    const response = await fetch('/api/configuration/UserInterfaceText', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'x-xsrf-token': sessionStorage.getItem('xsrfToken') ?? '',
      },
      body: JSON.stringify({ apiRequest: { action: 'list' }, data: [] }),
    });
    return (await response.json()).data.map(({ textCode, language, textValue }) => ({ textCode, language, textValue }));
  });
  // The demo hotel keeps its other tab labels there too (db/seed/demo-lists.ts).
  assert.deepEqual(
    texts.filter((text) => text.textCode === 'MENU_RESERVATION'),
    [{ textCode: 'MENU_RESERVATION', language: 'EN', textValue: 'Bookings' }],
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test('Help Setting: edit a manual with its preview, open it, add and delete one', async () => {
  const { context, page, problems } = await signedIn('admin');
  await page.goto(`${server.url}/menu/app/setting-help`);
  await page.getByRole('heading', { name: 'Help Setting', level: 1 }).waitFor();
  // The first manuals of the departments, in English, Thai and Lao, sorted by menu.
  await rowOf(page, 'Cashier').first().waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}setting-help-en.png` });

  // Search by menu, by a word of the text.
  const search = page.getByRole('searchbox', { name: 'Search manuals' });
  await search.fill('walk-in form');
  await rowOf(page, 'Reception').waitFor();
  assert.equal(await rowOf(page, 'Cashier').count(), 0);
  await search.fill('reservation english');
  const reservationEnglish = rowOf(page, 'Reservation').filter({ hasText: 'English' });
  await reservationEnglish.waitFor();

  // Edit the English Reservation manual: the preview follows the text as the help page shows it.
  await reservationEnglish.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit manual' });
  const title = dialog.getByRole('textbox', { name: 'Title' });
  assert.match(await title.inputValue(), /^Reservation: bookings/);
  await title.fill('Reservation: bookings, step by step');
  const body = dialog.getByRole('textbox', { name: 'Manual' });
  await body.fill(
    `${await body.inputValue()}\n\n## Before you save\n1. Check the **stay dates**\n2. Read the rate back to the guest\n\n<b>never HTML</b>`,
  );
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await preview.getByText('Reservation: bookings, step by step').waitFor();
  await preview.getByRole('heading', { name: 'Before you save' }).waitFor();
  assert.equal(await preview.locator('ol > li').count(), 2);
  assert.equal(await preview.locator('strong', { hasText: 'stay dates' }).count(), 1);
  // Angle brackets stay text: the manual is never read as HTML.
  await preview.getByText('<b>never HTML</b>').waitFor();
  assert.equal(await preview.locator('b').count(), 0);
  await body.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await preview.locator(':scope > div').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await settled(page);
  await page.screenshot({ path: `${artifacts}setting-help-edit.png` });
  // The dialog's link opens the manual as it is saved so far, in a tab of its own.
  const [saved] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: /^Open manual/ }).click(),
  ]);
  watchProblems(saved, { into: problems });
  await saved.waitForURL('**/help/Reservation');
  await saved.getByText('Reservation: bookings from enquiry to arrival').waitFor();
  await saved.close();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  await reservationEnglish.getByText('Reservation: bookings, step by step').waitFor();

  // Open manual: help/Reservation in a window of its own, with the saved title.
  const [manual] = await Promise.all([
    context.waitForEvent('page'),
    reservationEnglish.getByRole('button', { name: 'Open manual' }).click(),
  ]);
  watchProblems(manual, { into: problems });
  await manual.waitForURL('**/help/Reservation');
  await manual.getByText('Reservation: bookings, step by step').waitFor();
  await manual.getByRole('heading', { name: 'Before you save' }).waitFor();
  await manual.close();

  // A manual for a screen, picked from the menu's help titles, then deleted after the question.
  await search.fill('');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add manual' });
  await add.getByRole('combobox', { name: 'Menu' }).fill('language set');
  await page.getByRole('option', { name: /^Language Setting/ }).click();
  // react-aria keeps the radio itself visually hidden under its label: pick it as a person does.
  await add.getByRole('radio', { name: 'English' }).locator('xpath=ancestor::label[1]').click();
  assert.equal(await add.getByRole('radio', { name: 'English' }).isChecked(), true);
  await add.getByRole('button', { name: 'Save' }).click();
  await add.getByText('Enter a title').waitFor();
  await add.getByText('Write the manual').waitFor();
  await add.getByRole('textbox', { name: 'Title' }).fill('Language Setting: your own words');
  await add.getByRole('textbox', { name: 'Manual' }).fill('# Texts\n- Pick a code\n- Type the text per language');
  await add.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  await search.fill('language setting');
  const languageSetting = rowOf(page, 'Language Setting');
  await languageSetting.waitFor();
  await languageSetting.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete the English manual of Language Setting' });
  await question.getByText('Do you want to delete?').waitFor();
  await question.getByRole('button', { name: 'OK' }).click();
  await expectSuccess(page);
  assert.equal(await languageSetting.count(), 0);

  // The screen in Thai.
  await search.fill('');
  await chooseLanguage(page, 'ไทย (TH)');
  await page.getByRole('heading', { name: 'ตั้งค่าคู่มือ', level: 1 }).waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}setting-help-th.png` });
  await chooseLanguage(page, 'English (EN)');
  await page.getByRole('heading', { name: 'Help Setting', level: 1 }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
