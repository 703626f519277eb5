// Journey: housekeeping sets a dirty room clean on the room-status screen (confirming spec §8's
// question) and the front desk sees it vacant clean on room control; the front desk then moves an
// in-house guest to another room and sees the old room vacant dirty. Screenshots at 1280×800 and,
// for the tile view, at a 360×740 phone.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

/** The row of a room in a room grid (its room number is the row header). */
const roomRow = (page, room) =>
  page
    .getByRole('grid', { name: 'Rooms' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: room, exact: true }) });

/** Answers a confirmation dialog by its question (the success toasts are alert dialogs too). */
async function answer(page, question, button = 'OK') {
  const dialog = page.getByRole('alertdialog').filter({ hasText: question });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('housekeeping sets a dirty room clean; room control shows it vacant clean; the change is logged', async () => {
  const housekeeping = await signedIn(hotel.browser, `${hotel.server.url}/`, 'housekeeping', hotel.password);
  const { page } = housekeeping;
  await page.goto(`${hotel.server.url}/menu/app/room-clean-update?status=vacant-dirty`);
  await page.getByRole('heading', { name: 'Room Status', level: 1 }).waitFor();
  const grid = page.getByRole('grid', { name: 'Rooms' });
  // The first room, once the list has loaded (a loading row shows "Loading..." meanwhile).
  const first = grid
    .getByRole('rowheader')
    .filter({ hasText: /^[A-Za-z0-9-]+$/ })
    .first();
  await first.waitFor();
  const room = (await first.textContent())?.trim() ?? '';
  assert.match(room, /^\w+$/);
  await page.screenshot({ path: `${artifacts}room-status-table-1280x800.png` });

  // The row's checkbox: a click on its drawn box (the label around the input), as staff click it.
  await roomRow(page, room)
    .locator('label', { has: page.getByRole('checkbox') })
    .click();
  await page.getByText(/ · 1 selected$/).waitFor();
  const bar = page.getByRole('toolbar', { name: 'Set the selected rooms' });
  await bar.getByRole('button', { name: 'Clean', exact: true }).click();
  await answer(page, 'Do you want to clean?');
  // The list shows vacant dirty rooms: the room cleaned leaves it.
  await roomRow(page, room).waitFor({ state: 'detached' });

  // Its change log, from the whole list: dirty → clean, by housekeeping, by hand.
  // Rooms are virtualised in the grid: look for it among the vacant clean ones.
  await page.goto(`${hotel.server.url}/menu/app/room-clean-update?status=vacant-clean`);
  await roomRow(page, room)
    .getByRole('button', { name: `Change log of room ${room}` })
    .click();
  const log = page.getByRole('dialog', { name: 'Change log' });
  const latest = log.getByRole('row').nth(1);
  await latest.getByText('Dirty → Clean').waitFor();
  await latest.getByText('housekeeping', { exact: true }).waitFor();
  await latest.getByText('Set by hand').waitFor();
  await page.screenshot({ path: `${artifacts}room-status-log-1280x800.png` });
  await page.keyboard.press('Escape');
  assert.deepEqual(housekeeping.problems, []);
  await housekeeping.context.close();

  const reception = await signedIn(hotel.browser, `${hotel.server.url}/`, 'reception', hotel.password);
  await reception.page.goto(`${hotel.server.url}/menu/app/roomControl?status=vacant-clean`);
  await reception.page.getByRole('heading', { name: 'Room Control', level: 1 }).waitFor();
  await roomRow(reception.page, room).getByText('Vacant clean').waitFor();
  assert.deepEqual(reception.problems, []);
  await reception.context.close();
});

test('the tile view works on a 360 px phone: a tile sets its room, a selection goes out of service', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'housekeeping',
    hotel.password,
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${hotel.server.url}/menu/app/room-clean-update-v3?status=vacant-dirty`);
  await page.getByRole('heading', { name: 'Room Status (tiles)', level: 1 }).waitFor();
  const clean = page.getByRole('button', { name: /^Clean: room / }).first();
  await clean.waitFor();
  const room = ((await clean.getAttribute('aria-label')) ?? '').replace('Clean: room ', '');
  // Large targets: every tile button at least 44 px high, and the page no wider than the phone.
  await page.screenshot({ path: `${artifacts}room-status-tiles-360x740.png` });
  const height = (await clean.boundingBox())?.height ?? 0;
  assert.ok(height >= 44, `a tile button ${height} px high`);
  // The screen itself fits the phone (the shell's top bar is the shell's own business).
  const width = await page
    .getByRole('region', { name: 'Room Status (tiles)' })
    .evaluate((section) => Math.max(section.getBoundingClientRect().right, section.scrollWidth));
  assert.ok(width <= 360, `the page ${width} px wide`);
  await clean.click();
  await answer(page, 'Do you want to clean?');
  await page.getByRole('button', { name: `Clean: room ${room}` }).waitFor({ state: 'detached' });

  await page.goto(`${hotel.server.url}/menu/app/room-clean-update-v3?status=vacant-clean`);
  const tick = page.getByRole('checkbox', { name: `Select room ${room}` });
  await page.locator('label', { has: tick }).click();
  await page.getByText(/ · 1 selected$/).waitFor();
  await page
    .getByRole('toolbar', { name: 'Set the selected rooms' })
    .getByRole('button', { name: 'Out of service…' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Out of service' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Repainting');
  await page.screenshot({ path: `${artifacts}room-status-tiles-oos-360x740.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await tick.waitFor({ state: 'detached' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the front desk moves an in-house guest; the old room is vacant dirty and the guest is in the new one', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reception',
    hotel.password,
  );
  await page.goto(`${hotel.server.url}/menu/app/roomControl?status=occupied`);
  await page.getByRole('heading', { name: 'Room Control', level: 1 }).waitFor();
  const move = page.getByRole('button', { name: /^Move room / }).first();
  await move.waitFor();
  const from = ((await move.getAttribute('aria-label')) ?? '').replace('Move room ', '');
  const guest = (await roomRow(page, from).getByRole('gridcell').nth(3).textContent())?.trim() ?? '';
  await page.screenshot({ path: `${artifacts}room-control-1280x800.png` });
  await move.click();
  const dialog = page.getByRole('dialog', { name: 'Move room' });
  await dialog.getByText(new RegExp(`^Room ${from} · `)).waitFor();

  // Nothing chosen: the dialog names what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await dialog.getByText('Choose the room to move to').waitFor();
  await dialog.getByText('Give the reason for the move').waitFor();

  const roomField = dialog.getByRole('combobox', { name: /Move to room/ });
  await roomField.click();
  await page.keyboard.press('ArrowDown');
  const option = page.getByRole('option').first();
  await option.waitFor();
  const to = ((await option.textContent()) ?? '').split(' · ')[0];
  await option.click();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Air conditioning broken');
  await page.screenshot({ path: `${artifacts}room-move-dialog-1280x800.png` });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await answer(page, 'Do you want to move?');
  await dialog.waitFor({ state: 'detached' });

  await roomRow(page, to).getByText('Occupied').first().waitFor();
  if (guest) await roomRow(page, to).getByText(guest).waitFor();
  await page.goto(`${hotel.server.url}/menu/app/roomControl?status=vacant-dirty`);
  await roomRow(page, from).getByText('Vacant dirty').waitFor();
  await page.screenshot({ path: `${artifacts}room-control-moved-1280x800.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
