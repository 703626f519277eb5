// Journeys: the generic master-data screen, on Buildings (/menu/app/building) against the real
// server: server paging, search and sorting, add with a duplicate code, edit, the add form's backup
// (spec §4), delete and "Can not Delete" (issue 6, spec §7, §8).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { signedIn } from './journey.mjs';
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

/** The grid row whose row header (the building code) is exactly `code`. */
const rowOf = (page, code) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });

/** Codes of the rows the grid shows, top to bottom. */
const codesShown = (page) => page.getByRole('grid').getByRole('rowheader').allTextContents();

/** Waits for the dialogs' entry animations, so a screenshot shows them as staff see them. */
const settled = (page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

const successToast = (page) => page.getByText('Success', { exact: true });

/** Waits for the toast, then for it to leave, so the next action's toast is a new one. */
async function expectSuccess(page) {
  await successToast(page).waitFor();
  await successToast(page).waitFor({ state: 'detached', timeout: 10_000 });
}

/** Refusals provoked on purpose (409 duplicate code, 409 in use) are logged by the browser. */
const unexpected = (problems) => problems.filter((problem) => !/status of 409/.test(problem));

async function openBuildings(page) {
  await page.goto(`${server.url}/menu/app/building`);
  await page.getByRole('heading', { name: 'Buildings', level: 1 }).waitFor();
  await rowOf(page, 'MAIN').waitFor();
}

/** Creates buildings through the API with the page's own session, as another screen would. */
async function createBuildings(page, records) {
  const status = await page.evaluate(async (data) => {
    const response = await fetch('/api/configuration/building', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'x-xsrf-token': sessionStorage.getItem('xsrfToken') ?? '',
      },
      body: JSON.stringify({ apiRequest: { action: 'create' }, data }),
    });
    return response.status;
  }, records);
  assert.equal(status, 200);
}

test('an administrator searches, pages, adds, edits and deletes buildings', async () => {
  const { context, page, problems } = await signedIn(browser, `${server.url}/`, 'admin', ADMIN_PASSWORD);
  await openBuildings(page);
  await rowOf(page, 'GARDEN').getByText('Garden Wing').waitFor();
  await page.getByText('2 records', { exact: true }).waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}master-data-buildings.png` });

  // The search goes to the server a moment after typing stops, and starts on the first page.
  await page.getByRole('searchbox', { name: 'Search the list' }).fill('wing');
  await page.getByText('1 record', { exact: true }).waitFor();
  await rowOf(page, 'MAIN').waitFor({ state: 'detached' });
  assert.deepEqual(await codesShown(page), ['GARDEN']);
  await page.getByRole('searchbox', { name: 'Search the list' }).fill('');
  await page.getByText('2 records', { exact: true }).waitFor();

  // Enough rows for two pages of ten.
  await createBuildings(
    page,
    Array.from({ length: 11 }, (_, index) => ({
      code: `B${String(index + 1).padStart(2, '0')}`,
      name: `Block ${index + 1}`,
    })),
  );
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.getByText('13 records', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await page.getByText('Rows 1–10 of 13').waitFor();
  // The footer follows the choice at once; the rows when the server's page arrives.
  await page.waitForFunction(() => document.querySelectorAll('[role="grid"] [role="rowheader"]').length === 10);
  assert.equal((await codesShown(page)).length, 10);
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByText('Rows 11–13 of 13').waitFor();
  await page.waitForFunction(() => document.querySelector('[role="grid"] [role="rowheader"]')?.textContent === 'B11');
  assert.deepEqual(await codesShown(page), ['B11', 'GARDEN', 'MAIN']);
  await settled(page);
  await page.screenshot({ path: `${artifacts}master-data-page-2.png` });

  // The server sorts: Code descending puts MAIN first, back on page 1.
  await page.getByRole('columnheader', { name: 'Code' }).click();
  await page.getByText('Rows 1–10 of 13').waitFor();
  await page.waitForFunction(() => document.querySelector('[role="grid"] [role="rowheader"]')?.textContent === 'MAIN');
  assert.deepEqual((await codesShown(page)).slice(0, 3), ['MAIN', 'GARDEN', 'B11']);

  // Add: a code in use is refused on the field itself.
  await page.getByRole('button', { name: 'Add' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add building' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  assert.equal(await dialog.getByText('Required').count(), 2, 'both empty inputs say they are required');
  await dialog.getByRole('textbox', { name: 'Code' }).fill('MAIN');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Annex');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.waitForFunction(
    () => document.querySelector('[role="dialog"] input[name="code"]')?.getAttribute('aria-invalid') === 'true',
  );
  await settled(page);
  await page.screenshot({ path: `${artifacts}master-data-duplicate.png` });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('ANNEX');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('14 records', { exact: true }).waitFor();

  // Edit it, found through the search.
  await page.getByRole('searchbox', { name: 'Search the list' }).fill('annex');
  await page.getByText('1 record', { exact: true }).waitFor();
  await rowOf(page, 'ANNEX').getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit building' });
  await dialog.waitFor();
  assert.equal(await dialog.getByRole('textbox', { name: 'Name' }).inputValue(), 'Annex');
  assert.equal(await dialog.getByRole('switch').count(), 0, 'no backup while editing');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Annex East');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  await rowOf(page, 'ANNEX').getByText('Annex East').waitFor();

  // Spec §4: what was typed in Add comes back when Add opens again, until it is saved.
  await page.getByRole('button', { name: 'Add' }).click();
  dialog = page.getByRole('dialog', { name: 'Add building' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('POOL');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Pool house');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Add' }).click();
  await dialog.getByText('Restored what you typed').waitFor();
  assert.equal(await dialog.getByRole('textbox', { name: 'Code' }).inputValue(), 'POOL');
  assert.equal(await dialog.getByRole('textbox', { name: 'Name' }).inputValue(), 'Pool house');
  assert.equal(await dialog.getByRole('switch', { name: 'Keep what I type' }).isChecked(), true);
  await settled(page);
  await page.screenshot({ path: `${artifacts}master-data-restored.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page);
  await page.getByRole('button', { name: 'Add' }).click();
  await dialog.waitFor();
  assert.equal(await dialog.getByText('Restored what you typed').count(), 0, 'a saved form is not restored');
  assert.equal(await dialog.getByRole('textbox', { name: 'Code' }).inputValue(), '');

  // With the switch off nothing is kept, and the screen remembers the switch.
  await dialog.getByRole('textbox', { name: 'Code' }).fill('GONE');
  await dialog.getByText('Keep what I type').click();
  assert.equal(await dialog.getByRole('switch', { name: 'Keep what I type' }).isChecked(), false);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Add' }).click();
  await dialog.waitFor();
  assert.equal(await dialog.getByRole('textbox', { name: 'Code' }).inputValue(), '');
  assert.equal(await dialog.getByRole('switch', { name: 'Keep what I type' }).isChecked(), false);
  await dialog.getByText('Keep what I type').click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Delete asks first.
  await rowOf(page, 'ANNEX').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Do you want to delete?').waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}master-data-delete.png` });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expectSuccess(page);
  await page.getByText('0 records', { exact: true }).waitFor();

  // A building rooms stand in is kept, and the server says why.
  await page.getByRole('searchbox', { name: 'Search the list' }).fill('main');
  await rowOf(page, 'MAIN').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Can not Delete' });
  await refusal.getByText('Rooms stand in this building.').waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}master-data-in-use.png` });
  await refusal.getByRole('button', { name: 'OK' }).click();
  await rowOf(page, 'MAIN').waitFor();

  assert.deepEqual(unexpected(problems), []);
  await context.close();
});

test('a CONFIGULATION-SETTING user has the screen live, and it speaks Thai', async () => {
  const { context, page, problems } = await signedIn(browser, `${server.url}/`, 'config', DEMO_PASSWORD);
  await openBuildings(page);
  await rowOf(page, 'GARDEN').waitFor();

  await page.evaluate(() => localStorage.setItem('pms.language', JSON.stringify('TH')));
  await page.reload();
  await page.getByRole('heading', { name: 'อาคาร', level: 1 }).waitFor();
  await rowOf(page, 'MAIN').waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}master-data-buildings-th.png` });
  await page.getByRole('button', { name: 'เพิ่ม' }).click();
  await page.getByRole('dialog', { name: 'เพิ่มอาคาร' }).waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}master-data-add-th.png` });
  assert.deepEqual(unexpected(problems), []);
  await context.close();
});
