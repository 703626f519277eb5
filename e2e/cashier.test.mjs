// Journey (issue 18): a cashier's shift on the demo hotel against the real server. On the posting
// screen the cashier charges room service and the minibar to an in-house room (the shift choice
// opens a PM shift on the way), takes part of the bill in US dollars at the stored rate, moves the
// rest to the company's account from the guest folio and checks the guest out on the expected
// departures screen (the front desk then sees the room vacant dirty), then closes the shift with a
// cash count.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe.mjs';
import { receptionApi, roomRow, rowsSettle, valueSettles } from './front-desk.mjs';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

/**
 * Picks a transaction code in the charge dialog by keyboard (the list slides in inside the dialog).
 * As with `choose`, a choice lost while the codes are read again (seen once in a CI run under
 * load: the field came back empty) is typed again, up to three times.
 */
async function pickCode(dialog, typed, option) {
  const input = dialog.getByRole('combobox', { name: 'Transaction code' });
  for (let attempt = 1; ; attempt += 1) {
    await input.fill(typed);
    await dialog.page().getByRole('option', { name: option }).waitFor();
    await input.press('ArrowDown');
    await input.press('Enter');
    try {
      await valueSettles(input, new RegExp(typed));
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

const cents = (amount) => BigInt(amount.replace('-', '').replace('.', '')) * (amount.startsWith('-') ? -1n : 1n);

test('open shift, post to a room, pay part in USD, rest to the company, check out, close with a count', async () => {
  const api = await receptionApi(hotel, 'e2e-cashier', 'cashier');
  // A stay due out today that the demo has not charged yet (no guest folio), and a company account
  // with credit.
  let stay;
  for (const candidate of (await api('reservation/reservation', 'in-house', [{}])).reverse()) {
    if (!candidate.roomNumber || !candidate.dueOut) continue;
    const [folio] = await api('cashier/folio', 'get', [{ stayId: candidate.stayId }]);
    if (folio.id === null) {
      stay = candidate;
      break;
    }
  }
  assert.ok(stay, 'the demo hotel has a stay due out today without postings');
  const account = (await api('cashier/receivable', 'list', [{}])).find(
    (row) => row.companyActive && !row.restricted && cents(row.creditLimit) > 100_000n,
  );
  assert.ok(account, 'the demo hotel has a company account with credit');

  const { context, page, problems } = await signedIn(hotel.browser, `${hotel.server.url}/`, 'cashier', hotel.password);
  await page.goto(`${hotel.server.url}/menu/app/posting?room=${stay.roomNumber}`);
  await page.getByRole('heading', { name: 'Posting', level: 1 }).waitFor();
  const target = page.getByTestId('posting-target');
  await target.getByText(stay.guestName, { exact: false }).waitFor();
  // The demo cashier closed the AM shift: none is open now.
  await page.getByText('No shift open', { exact: true }).waitFor();

  // Room service: the preview shows what the server will store (10% service, 7% VAT on net + service).
  await page.getByRole('button', { name: 'Post charge' }).click();
  let dialog = page.getByRole('dialog', { name: 'Post a charge' });
  await pickCode(dialog, '2000', '2000 · Restaurant food');
  await dialog.getByRole('textbox', { name: /^Unit amount/ }).fill('450');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Room service');
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('RS-1042');
  await dialog.getByTestId('charge-total').getByText('529.65', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  // No shift open: the spec's shift choice comes first, and the charge goes out in the PM shift.
  const choice = page.getByRole('alertdialog');
  await choice.getByRole('button', { name: 'PM', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const session = page.getByRole('grid', { name: 'Posted in this session' });
  await session.getByText('Room service', { exact: true }).waitFor();
  await page.getByText(/^PM shift of /).waitFor();

  // Two minibar items.
  await page.getByRole('button', { name: 'Post charge' }).click();
  dialog = page.getByRole('dialog', { name: 'Post a charge' });
  await pickCode(dialog, '2020', '2020 · Minibar');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await dialog.getByRole('textbox', { name: /^Unit amount/ }).fill('120');
  await dialog.getByTestId('charge-total').getByText('282.48', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await session.getByText('Minibar', { exact: true }).waitFor();

  // Part in US dollars at the buying rate in force, kept on the posting.
  await page.getByRole('button', { name: 'Take payment' }).click();
  dialog = page.getByRole('dialog', { name: 'Take a payment' });
  await dialog.getByRole('button', { name: /Payment type/ }).click();
  await page.getByRole('option', { name: 'USD · Cash (USD)' }).click();
  await dialog
    .getByTestId('payment-rate')
    .getByText(/^1 USD = [\d.]+ THB/)
    .waitFor();
  await dialog.getByRole('textbox', { name: 'Amount tendered (USD)' }).fill('10');
  await page.screenshot({ path: `${artifacts}cashier-payment.png` });
  await dialog.getByRole('button', { name: 'Take payment' }).click();
  await dialog.waitFor({ state: 'detached' });
  await session.getByText('Cash (USD)', { exact: true }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await page.screenshot({ path: `${artifacts}cashier-posting.png`, fullPage: true });

  const [folio] = await api('cashier/folio', 'get', [{ stayId: stay.stayId }]);
  const usd = folio.postings.find((posting) => posting.kind === 'payment');
  assert.equal(usd.currencyCode, 'USD');
  assert.equal(usd.foreignAmount, '10.00');
  assert.equal(usd.shift, 'PM');
  assert.equal(cents(folio.balance), 81_213n + cents(usd.total), 'charges 529.65 + 282.48 less the payment');

  // The rest to the company's account, from the guest folio's window 1.
  await page.goto(`${hotel.server.url}/menu/app/guest-folio?stay=${stay.stayId}`);
  await page.getByRole('button', { name: 'Transfer to company' }).click();
  dialog = page.getByRole('dialog', { name: 'Transfer to company' });
  await dialog.getByRole('combobox', { name: 'Company account' }).fill(account.companyCode);
  await page
    .getByRole('option', { name: new RegExp(`^${account.companyCode} · `) })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page
    .getByText(/^Invoice \d+ made for /)
    .first()
    .waitFor();
  const [settled] = await api('cashier/folio', 'get', [{ stayId: stay.stayId }]);
  assert.equal(settled.balance, '0.00');

  // The check-out, on the expected departures: the guest's windows settled, after a confirmation.
  await page.goto(`${hotel.server.url}/menu/app/cashier/expect-departure`);
  await page.getByRole('heading', { name: 'Expected departures', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Find guest' }).fill(stay.roomNumber);
  // The search settles (the list shows the one stay) before the cashier ticks it.
  await rowsSettle(page, stay.roomNumber, 1);
  const departing = page
    .getByRole('grid', { name: 'Expected departures' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: stay.roomNumber, exact: true }) });
  await departing.getByText('Settled', { exact: true }).waitFor();
  await departing.locator('label', { has: page.getByRole('checkbox') }).click();
  await page.waitForFunction(
    (room) =>
      [...document.querySelectorAll('[role="row"]')].some(
        (row) =>
          row.querySelector('[role="rowheader"]')?.textContent?.trim() === room &&
          row.querySelector('input[type="checkbox"]')?.checked,
      ),
    stay.roomNumber,
  );
  assert.deepEqual(await axeViolations(page), []);
  await page.getByRole('button', { name: 'Check out', exact: true }).click();
  const question = page
    .getByRole('alertdialog')
    .filter({ hasText: `Check out room ${stay.roomNumber}, ${stay.guestName}?` });
  await question.getByRole('button', { name: 'OK' }).click();
  await page.getByText(`Room ${stay.roomNumber} is checked out.`).waitFor();
  // Checked out: it leaves the expected departures and is among the day's actual ones, by this
  // cashier, reversible while its room is free.
  await departing.waitFor({ state: 'detached' });
  await page.screenshot({ path: `${artifacts}cashier-check-out.png`, fullPage: true });
  await page.goto(`${hotel.server.url}/menu/app/cashier/actual-departure`);
  await page.getByRole('heading', { name: 'Actual departures', level: 1 }).waitFor();
  const departed = page
    .getByRole('grid', { name: 'Actual departures' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: stay.roomNumber, exact: true }) });
  await departed.getByText('Reversible', { exact: true }).waitFor();
  await departed.getByText('cashier', { exact: true }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  // The front desk sees the room vacant dirty on room control (its floor, so its row is drawn).
  const [room] = (await api('housekeeping/room-status', 'list', [{}])).filter(
    (row) => row.roomNumber === stay.roomNumber,
  );
  const desk = await signedIn(hotel.browser, `${hotel.server.url}/`, 'reception', hotel.password);
  await desk.page.goto(`${hotel.server.url}/menu/app/roomControl?floor=${room.floorId}&status=vacant-dirty`);
  await roomRow(desk.page, stay.roomNumber).getByText('Vacant dirty', { exact: true }).waitFor();
  await desk.page.screenshot({ path: `${artifacts}cashier-room-vacant-dirty.png` });
  assert.deepEqual(desk.problems, []);
  await desk.context.close();

  // Close the shift: the USD cash taken is expected, the count shows no variance.
  await page.goto(`${hotel.server.url}/menu/app/app-close-shift`);
  await page.getByRole('heading', { name: 'Close shift', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Postings by transaction code' }).getByText('Minibar').waitFor();
  await page.getByRole('textbox', { name: 'Counted THB' }).fill('0');
  await page.getByRole('textbox', { name: 'Counted USD' }).fill('9');
  await page.getByTestId('variance-USD').getByText('-1.00', { exact: true }).waitFor();
  await page.getByRole('textbox', { name: 'Counted USD' }).fill('10');
  await page.getByTestId('variance-USD').getByText('0.00', { exact: true }).waitFor();
  assert.deepEqual(await axeViolations(page), []);
  await page.getByRole('button', { name: 'Close shift', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/no variance/).waitFor();
  await confirm.getByRole('button', { name: 'OK', exact: true }).click();
  await page.getByText('Shift closed', { exact: true }).first().waitFor();
  const count = page.getByRole('region', { name: 'Cash count' });
  await count.getByRole('row', { name: /USD\s+10\.00\s+10\.00\s+0\.00/ }).waitFor();
  await page.screenshot({ path: `${artifacts}cashier-close-shift.png`, fullPage: true });

  const [closed] = (await api('cashier/shift', 'list', [{ status: 'closed', cashier: 'cashier', limit: 1 }]))[0].rows;
  assert.equal(closed.shift, 'PM');
  assert.deepEqual(
    closed.counts.map((row) => [row.currencyCode, row.expected, row.counted, row.difference]),
    [
      ['THB', '0.00', '0.00', '0.00'],
      ['USD', '10.00', '10.00', '0.00'],
    ],
  );
  assert.deepEqual(problems, []);
  await context.close();
});
