// Journey: sales settings keep a rate code's rate table against the real server and the demo hotel.
// The demo's best available rate has a price per room type and season; staff change one, add a
// package price, see a second price for the same nights refused on its row, and save.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

test('sales settings change a rate of a rate code’s table and save it', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'sale-setting',
    hotel.password,
  );
  await page.goto(`${hotel.server.url}/menu/app/rate-code`);
  const bar = page.getByRole('row', { name: /^BAR\b/ }).first();
  await bar.waitFor();
  await bar.getByRole('button', { name: 'Rates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate table' });
  await dialog.getByRole('rowheader', { name: 'EXS' }).first().waitFor();
  await page.screenshot({ path: `${artifacts}rate-code-rates.png` });

  // Every room type, season by season, in the order the front desk lists them.
  const types = await dialog.locator('tbody th[scope="row"]').allInnerTexts();
  assert.deepEqual([...new Set(types.map((text) => text.trim()))], ['STD', 'STT', 'DLX', 'FAM', 'JRS', 'EXS']);
  const firstDeluxe = dialog.getByRole('row', { name: /^DLX/ }).first();
  const [from, to] = await firstDeluxe
    .locator('td')
    .evaluateAll((cells) => cells.slice(0, 2).map((cell) => cell.textContent));

  await firstDeluxe.getByRole('button', { name: /^Change the DLX rate/ }).click();
  const editor = dialog.getByRole('region', { name: 'Change rate' });
  const double = editor.getByRole('textbox', { name: 'Double' });
  await double.fill('2999.5');
  await double.press('Tab');
  await page.screenshot({ path: `${artifacts}rate-code-rates-editor.png` });
  await editor.getByRole('button', { name: 'Apply' }).click();
  await dialog.getByText('The table has changes that are not saved yet.').waitFor();

  // A second deluxe price for the same nights is refused on its row before anything is sent.
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  const added = dialog.getByRole('region', { name: 'New rate' });
  await added.getByRole('combobox', { name: 'Room type' }).fill('DLX');
  await page.getByRole('option', { name: /^DLX/ }).click();
  for (const [name, date] of [
    ['From', from],
    ['To', to],
  ]) {
    const [day, month, year] = date.split('-');
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    await added.getByRole('group', { name }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${day}${String(months.indexOf(month) + 1).padStart(2, '0')}${year}`);
  }
  await added.getByRole('textbox', { name: 'Single' }).fill('1000');
  await added.getByRole('textbox', { name: 'Double' }).fill('1200');
  await added.getByRole('button', { name: 'Apply' }).click();
  await added.getByText(`Overlaps the DLX rate from ${from} to ${to}`).waitFor();
  await page.screenshot({ path: `${artifacts}rate-code-rates-overlap.png` });
  await added.getByRole('button', { name: 'Discard' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alertdialog', { name: 'Success' }).waitFor();
  await dialog.waitFor({ state: 'detached' });

  // Saved: the table opens again with the new price.
  await bar.getByRole('button', { name: 'Rates' }).click();
  await dialog
    .getByRole('row', { name: new RegExp(`^DLX ${from} ${to} .*2,999\\.50`) })
    .first()
    .waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
