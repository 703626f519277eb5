// Journey (issue 21): the stores on the screen, against the real server and the demo hotel. The
// cashier receives a supplier's delivery into the main store on /menu/app/item-receiving (two
// items, quantities and unit costs), then on /menu/app/item-transferring sees the stock on hand,
// moves part of one item to the housekeeping store and checks both stores: the right quantity in
// each, valued at the item's weighted average cost. A transfer of more than the store holds is
// refused, naming the item and how much is short.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe.mjs';
import { choose, receptionApi } from './front-desk.mjs';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

// Exact decimals as BigInt: quantities in thousandths, costs in ten-thousandths (the ledger's
// average cost has four places), money in cents.
const scaled = (text, places) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0').slice(0, places) || '0');
};
/** a / b rounded half up (both positive). */
const divide = (a, b) => (2n * a + b) / (2n * b);
/** Cents as the screens write money: '4,465.84'. */
const money = (cents) =>
  `${(cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(cents % 100n).toString().padStart(2, '0')}`;
const units = (thousandths) => String(thousandths / 1000n);

/** Picks a location in a Select by its label ("Into location", "From location", …). */
async function pickLocation(page, label, option) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills line `n` (1-based) of a stock form: the item by its code, the quantity, the unit cost. */
async function fillLine(page, n, { code, name, quantity, unitCost }) {
  await choose(page, `Item ${n}`, code, new RegExp(`^${code}\\b.*${name}$`));
  await page.getByRole('textbox', { name: `Quantity ${n}`, exact: true }).fill(quantity);
  if (unitCost) await page.getByRole('textbox', { name: `Unit cost ${n}`, exact: true }).fill(unitCost);
}

/** The stock-on-hand row of an item (its code is the row header) in one store. */
const stockRow = (page, code, store) =>
  page
    .getByRole('grid', { name: 'Stock on hand' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: code, exact: true }) })
    .filter({ has: page.getByRole('gridcell', { name: store, exact: true }) });

/** Shows one store's stock on hand (the grid's Location filter, kept in the address). */
async function showStore(page, { option }) {
  await page.getByRole('button', { name: /Location/ }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('receive a delivery into the main store, transfer part to housekeeping, stock and value in both', async () => {
  const cashier = await receptionApi(hotel, 'e2e-stock', 'cashier');
  const slippers = { code: 'AMN-SLIP', name: 'Slippers' };
  const kits = { code: 'AMN-TBRSH', name: 'Dental kit' };
  const MAIN = { option: 'MAIN · Main store', name: 'Main store' };
  const HK = { option: 'HK · Housekeeping store', name: 'Housekeeping store' };
  // What the stores hold before: the expected figures are worked out from these, by the weighted
  // average over the item's stock in every location, as operations.md §9 says.
  const before = (await cashier('inventory/stock', 'on-hand', [{}])).filter((row) => row.itemCode === slippers.code);
  const held = (code) => scaled(before.find((row) => row.locationCode === code)?.quantity ?? '0', 3);
  assert.ok(before.length > 0, 'the demo stores hold slippers');
  const total = before.reduce((sum, row) => sum + scaled(row.quantity, 3), 0n);
  const averageBefore = scaled(before[0].averageCost, 4);
  const received = { quantity: 60_000n, unitCost: scaled('21.50', 4) };
  const average = divide(total * averageBefore + received.quantity * received.unitCost, total + received.quantity);
  const moved = 50_000n;
  const main = held('MAIN') + received.quantity - moved;
  const housekeeping = held('HK') + moved;
  const value = (thousandths) => divide(thousandths * average, 100_000n);

  const { context, page, problems } = await signedIn(hotel.browser, `${hotel.server.url}/`, 'cashier', hotel.password);
  await page.goto(`${hotel.server.url}/menu/app/item-receiving`);
  await page.getByRole('heading', { name: 'Item receiving', level: 1 }).waitFor();
  await pickLocation(page, 'Into location', MAIN.option);
  await page.getByRole('textbox', { name: 'Supplier', exact: true }).fill('Nakhon Phanom Hotel Supply');
  await page.getByRole('textbox', { name: 'Delivery note no.' }).fill('NP-5521');
  await fillLine(page, 1, { ...slippers, quantity: '60', unitCost: '21.50' });
  await fillLine(page, 2, { ...kits, quantity: '40', unitCost: '9.10' });
  // 60 × 21.50 + 40 × 9.10, worked out on the form as the server will store it.
  await page.getByRole('table', { name: 'Lines' }).getByText('1,654.00', { exact: true }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await page.screenshot({ path: `${artifacts}stock-receiving.png`, fullPage: true });
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await page.getByText(/^Receipt \d+ saved: 1,654\.00$/).waitFor();
  const receipt = page
    .getByRole('grid', { name: 'Recent receipts' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Nakhon Phanom Hotel Supply' }) });
  await receipt.getByText('NP-5521', { exact: true }).waitFor();
  await receipt.getByText('60 AMN-SLIP, 40 AMN-TBRSH', { exact: true }).waitFor();

  // The delivery is on hand in the main store, at the new average cost.
  await page.goto(`${hotel.server.url}/menu/app/item-transferring`);
  await page.getByRole('heading', { name: 'Item transferring', level: 1 }).waitFor();
  await showStore(page, MAIN);
  await stockRow(page, slippers.code, MAIN.name)
    .getByText(units(held('MAIN') + received.quantity), { exact: true })
    .waitFor();
  await stockRow(page, slippers.code, MAIN.name)
    .getByText(money(divide(average, 100n)), { exact: true })
    .waitFor();
  await stockRow(page, kits.code, MAIN.name).waitFor();

  // Part of the slippers to housekeeping: the line shows what each store holds before it goes.
  await pickLocation(page, 'From location', MAIN.option);
  await pickLocation(page, 'To location', HK.option);
  await fillLine(page, 1, { ...slippers, quantity: units(moved) });
  const line = page.getByRole('table', { name: 'Lines' }).getByRole('row').nth(1);
  await line.getByText(units(held('MAIN') + received.quantity), { exact: true }).waitFor();
  await line.getByText(units(held('HK')), { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByText(/^Transfer \d+ saved$/).waitFor();
  await page
    .getByRole('grid', { name: 'Recent transfers' })
    .getByRole('row')
    .filter({ hasText: `${units(moved)} AMN-SLIP` })
    .first()
    .waitFor();

  // Both stores on screen: the quantities moved, each valued at the one average cost.
  const expectRow = async (store, quantity) => {
    await showStore(page, store);
    const row = stockRow(page, slippers.code, store.name);
    await row.getByText(units(quantity), { exact: true }).waitFor();
    await row.getByText(money(divide(average, 100n)), { exact: true }).waitFor();
    await row.getByText(money(value(quantity)), { exact: true }).waitFor();
  };
  await expectRow(MAIN, main);
  await expectRow(HK, housekeeping);
  assert.match(page.url(), /[?&]location=\d+/, 'the store shown is in the address');
  assert.deepEqual(await axeViolations(page), []);
  await page.screenshot({ path: `${artifacts}stock-on-hand.png`, fullPage: true });

  // The server agrees with the screen.
  const after = (await cashier('inventory/stock', 'on-hand', [{}])).filter((row) => row.itemCode === slippers.code);
  const at = (code) => after.find((row) => row.locationCode === code);
  assert.equal(scaled(at('MAIN').quantity, 3), main);
  assert.equal(scaled(at('HK').quantity, 3), housekeeping);
  assert.equal(scaled(at('MAIN').averageCost, 4), average);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a transfer of more than the store holds is refused, naming the item and the quantity short', async () => {
  const cashier = await receptionApi(hotel, 'e2e-stock', 'cashier');
  const stock = await cashier('inventory/stock', 'on-hand', [{}]);
  const onHand = stock.find((row) => row.itemCode === 'ENG-LAMP' && row.locationCode === 'MAIN');
  assert.ok(onHand, 'the main store holds LED bulbs');
  const wanted = Number(onHand.quantity) + 5;

  const { context, page, problems } = await signedIn(hotel.browser, `${hotel.server.url}/`, 'cashier', hotel.password);
  await page.goto(`${hotel.server.url}/menu/app/item-transferring`);
  await page.getByRole('heading', { name: 'Item transferring', level: 1 }).waitFor();
  await pickLocation(page, 'From location', 'MAIN · Main store');
  await pickLocation(page, 'To location', 'ENG · Engineering store');
  await fillLine(page, 1, { code: 'ENG-LAMP', name: 'LED bulb E27 9 W', quantity: String(wanted) });
  // The form warns on the line before anything is sent…
  await page.getByText('5 short', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  // …and the server refuses the whole transfer, saying which item and how much: above the form,
  // and on the line itself.
  await page.getByText('Not saved', { exact: true }).waitFor();
  await page.getByText(`5 short of ENG-LAMP (on hand ${onHand.quantity})`, { exact: true }).waitFor();
  await page
    .getByText(`Not enough ENG-LAMP LED bulb E27 9 W: 5 short (on hand ${onHand.quantity}, wanted ${wanted})`, {
      exact: true,
    })
    .waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await page.screenshot({ path: `${artifacts}stock-transfer-refused.png`, fullPage: true });
  const unchanged = (await cashier('inventory/stock', 'on-hand', [{}])).find(
    (row) => row.itemCode === 'ENG-LAMP' && row.locationCode === 'MAIN',
  );
  assert.equal(unchanged.quantity, onHand.quantity, 'nothing left the store');
  assert.deepEqual(
    problems.filter((problem) => !/status of 422/.test(problem)),
    [],
  );
  await context.close();
});
