// Journey (issue 20): a tour operator's static contract prices a booking and explains it, and its
// cancellation policy sets the fee. Sales staff create the tour operator on the company profiles,
// a static contract with two seasons and a net rate for deluxe rooms, a sea-view supplement, an
// early bird (10 % when booked a week or more ahead) and a stay-7-pay-6 bonus night that combines
// with it; they activate the contract and give it the demo policy TO-STD. The reservation agent
// books seven nights for the tour operator: the nights come from the contract, the total is the one
// worked out below, and "Why this price?" names each step. Cancelled ten days before arrival, the
// booking is charged the policy's first night, as the cancel dialog proposes and explains.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { axeViolations } from './axe.mjs';
import { choose, plusDays, receptionApi, shownDate } from './front-desk.mjs';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

/** Types a range into a react-aria range picker, as staff type it: dd mm yyyy, twice. */
async function typeRange(page, group, from, to) {
  const digits = (iso) => iso.split('-').reverse().join('');
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${digits(from)}${digits(to)}`);
}

/**
 * Waits for the success toast (each is followed by a new page, so it is never an old one); with
 * `dismiss`, closes it as staff may, so that it hides nothing of a screenshot.
 */
async function saved(page, title = 'Success', { dismiss = false } = {}) {
  const toast = page.getByRole('alertdialog', { name: title });
  await toast.waitFor();
  if (!dismiss) return;
  await toast.getByRole('button', { name: 'Close message' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** Ticks a checkbox by its label, as staff click it (the drawn box lies over the input). */
async function tick(scope, name) {
  const box = scope.page().getByRole('checkbox', { name, exact: true });
  await scope.locator('label', { has: box }).click();
  assert.equal(await scope.getByRole('checkbox', { name, exact: true }).isChecked(), true, `${name} is ticked`);
}

/** Opens a rule screen, picks the contract, and waits for its draft's rules of that kind. */
async function openRules(page, path, title, contractCode) {
  await page.goto(`${hotel.server.url}/menu/app/${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  // The first contract is shown while none is chosen: the list is in once it is.
  await page.getByText(/^(No rules|\d+ rules?)$/).waitFor();
  await choose(page, 'Contract', contractCode, new RegExp(`^${contractCode}\\b`));
  await page.getByText(/^(No rules|\d+ rules?)$/).waitFor();
  await page.getByRole('button', { name: 'Version' }).filter({ hasText: 'Version 1 · Draft' }).waitFor();
}

/**
 * Adds a rule through the screen's Add dialog, into the draft of the contract the dialog names;
 * `fill` types the kind's own fields.
 */
async function addRule(page, kind, into, { id, name }, fill) {
  await page.getByRole('toolbar', { name: 'List actions' }).getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: `Add to ${kind}` });
  await dialog.getByText(`${into} · draft version 1`, { exact: true }).waitFor();
  await dialog.getByRole('textbox', { name: 'Id' }).fill(id);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await saved(page);
  const row = page
    .getByRole('grid', { name: kind })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: id, exact: true }) });
  await row.waitFor();
  return row;
}

test('a tour operator’s contract prices and explains a booking, and its policy sets the cancellation fee', async () => {
  const api = await receptionApi(hotel, 'e2e-sales-contract', 'sale');
  const today = (await api('configuration/hotel', 'GetHotelDate'))[0].value;
  const run = Date.now().toString(36).toUpperCase().slice(-6);
  const partnerCode = `TO${run}`;
  const partnerName = `Lane Xang Tours ${run}`;
  const contractCode = `LXT${run}`;
  // Seven nights from ten days ahead: four in the low season, three in the high season. Ten days
  // before arrival is a paid band of TO-STD in either of its seasons (cool 29–8 days, green 13–3
  // days: the first night), and at least the seven days the early bird asks for.
  const arrival = plusDays(today, 10);
  const departure = plusDays(arrival, 7);
  const lowEnds = plusDays(arrival, 3);
  const highStarts = plusDays(arrival, 4);
  const highEnds = plusDays(today, 60);
  const month = Number(arrival.slice(5, 7));
  const coolSeason = month >= 11 || month <= 3;

  // --- Sales: the tour operator. ---
  const sale = await signedIn(hotel.browser, `${hotel.server.url}/`, 'sale', hotel.password);
  const { page } = sale;
  await page.goto(`${hotel.server.url}/menu/app/companyprofile`);
  await page.getByRole('heading', { name: 'Company profiles', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const profile = page.getByRole('dialog', { name: 'Add company profile' });
  await profile.getByRole('textbox', { name: 'Code' }).fill(partnerCode);
  await profile.getByRole('button', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Tour operator', exact: true }).click();
  await profile.getByRole('textbox', { name: 'Name', exact: true }).fill(partnerName);
  await profile.getByRole('textbox', { name: 'Contact', exact: true }).fill('Noy Sisavath');
  await profile.getByRole('button', { name: 'Save' }).click();
  await profile.waitFor({ state: 'detached' });
  await saved(page);

  // --- The contract: partner, code and name; static, in the local currency, a year from today. ---
  await page.goto(`${hotel.server.url}/menu/app/sales/contract`);
  await page.getByRole('heading', { name: 'Contracts', level: 1 }).waitFor();
  await page.getByRole('toolbar', { name: 'List actions' }).getByRole('button', { name: 'Add' }).click();
  const create = page.getByRole('dialog', { name: 'New contract' });
  await choose(create, 'Partner', partnerCode, new RegExp(`^${partnerCode}\\b`));
  await create.getByRole('textbox', { name: 'Code' }).fill(contractCode);
  await create.getByRole('textbox', { name: 'Name', exact: true }).fill(`${partnerName} 7=6`);
  await create.getByRole('button', { name: 'Save' }).click();
  await create.waitFor({ state: 'detached' });
  await page.waitForURL(/\/menu\/app\/sales\/static-contract\?contract=\d+/);
  const contractId = new URL(page.url()).searchParams.get('contract');
  await page.getByRole('heading', { name: 'Static contract', level: 1 }).waitFor();

  // Two seasons, each with its nights and the net rate of a deluxe room for two adults.
  const seasons = [
    { code: 'LOW', name: 'Low season', from: today, to: lowEnds, rate: '2000', shown: '2,000.00' },
    { code: 'HIGH', name: 'High season', from: highStarts, to: highEnds, rate: '2600', shown: '2,600.00' },
  ];
  for (const [index, season] of seasons.entries()) {
    await page.getByRole('button', { name: 'Add season' }).click();
    await page
      .getByRole('region', { name: `Season S${index + 1}`, exact: true })
      .getByRole('textbox', { name: 'Season', exact: true })
      .fill(season.code);
    const block = page.getByRole('region', { name: `Season ${season.code}`, exact: true });
    await block.getByRole('textbox', { name: 'Season name' }).fill(season.name);
    await typeRange(page, block.getByRole('group', { name: 'Nights' }), season.from, season.to);
    await block
      .getByRole('textbox', { name: `Season ${season.code}, DLX, 2 adults, Any meal plan`, exact: true })
      .fill(season.rate);
  }
  await page.getByRole('button', { name: 'Save draft' }).click();
  await saved(page, 'Success', { dismiss: true });
  // Saved as typed: the draft shows both seasons with their nights and rates.
  for (const season of seasons) {
    const block = page.getByRole('region', { name: `Season ${season.code}`, exact: true });
    assert.equal(
      await block.getByRole('textbox', { name: `Season ${season.code}, DLX, 2 adults, Any meal plan` }).inputValue(),
      season.shown,
    );
  }
  assert.deepEqual(await axeViolations(page), []);
  await page.screenshot({ path: `${artifacts}sales-contract-editor.png`, fullPage: true });

  const draftOf = `${contractCode} · ${partnerName}`;
  // --- The rules, into the draft: a sea view, an early bird and stay 7 pay 6 combined with it. ---
  await openRules(page, 'supplement', 'Supplements', contractCode);
  const seaView = await addRule(page, 'Supplements', draftOf, { id: 'SEA', name: 'Sea view' }, async (dialog) => {
    assert.equal(await dialog.getByRole('radio', { name: 'Per room a night' }).isChecked(), true);
    await dialog.getByRole('textbox', { name: 'Amount a night' }).fill('300');
    await tick(dialog, 'DLX');
  });
  await seaView.getByText(/300\.00 per room per night/).waitFor();

  await openRules(page, 'earlybird-rolling', 'Early bird rolling', contractCode);
  const earlyBird = await addRule(
    page,
    'Early bird rolling',
    draftOf,
    { id: 'EB10', name: 'Early bird 10 %' },
    async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Days before arrival' }).fill('7');
      await dialog.getByRole('textbox', { name: 'Percent' }).fill('10');
    },
  );
  await earlyBird.getByText(/10 % off each night for bookings made at least 7 days before arrival/).waitFor();

  await openRules(page, 'bonus-night', 'Bonus nights', contractCode);
  const bonus = await addRule(page, 'Bonus nights', draftOf, { id: 'STAY76', name: 'Stay 7 pay 6' }, async (dialog) => {
    assert.equal(await dialog.getByRole('textbox', { name: 'Stay nights' }).inputValue(), '7');
    assert.equal(await dialog.getByRole('textbox', { name: 'Pay nights' }).inputValue(), '6');
    await tick(dialog, 'EB10');
  });
  await bonus.getByText(/stay 7 nights, pay 6: the cheapest night is free.*combines with EB10/).waitFor();
  await page.screenshot({ path: `${artifacts}sales-contract-bonus-night.png` });

  // --- Activate: version 1 prices new bookings. ---
  await page.goto(`${hotel.server.url}/menu/app/sales/static-contract?contract=${contractId}`);
  await page.getByRole('tab', { name: 'Rules (3)' }).click();
  // Combinations are written on both offers.
  await page
    .getByRole('region', { name: 'Early bird rolling' })
    .getByText(/combines with STAY76/)
    .waitFor();
  await page.getByRole('button', { name: 'Activate' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Put the draft in force?' });
  await confirm.getByText('Version 1 will price new bookings from now on.', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await saved(page, 'Version 1 is in force');
  await page.getByRole('button', { name: 'New draft from version 1' }).waitFor();

  // --- The contract's cancellation policy: the demo's TO-STD. ---
  await page.goto(`${hotel.server.url}/menu/app/cancel-policy-for-static`);
  await page.getByRole('heading', { name: 'Cancellation policy for static contracts', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Search contracts' }).fill(contractCode);
  const assignment = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: contractCode, exact: true }) });
  await assignment.getByText('None: the hotel’s rule').waitFor();
  await assignment.getByRole('button', { name: 'Change policy' }).click();
  const assign = page.getByRole('dialog', { name: `Cancellation policy of ${contractCode}` });
  await assign.getByRole('button', { name: 'Policy' }).click();
  await page.getByRole('option', { name: /^TO-STD · / }).click();
  await assign.getByRole('button', { name: 'Save' }).click();
  await assign.waitFor({ state: 'detached' });
  await assignment.getByText('TO-STD · Tour operators, standard').waitFor();
  assert.deepEqual(sale.problems, []);
  await sale.context.close();

  // --- Reservations: seven deluxe nights for the tour operator. ---
  const agent = await signedIn(hotel.browser, `${hotel.server.url}/`, 'reservation', hotel.password);
  const desk = agent.page;
  await desk.goto(`${hotel.server.url}/menu/app/new-reservation-v3?roomType=DLX&arrival=${arrival}`);
  await desk.getByRole('heading', { name: 'New Reservation', level: 1 }).waitFor();
  const stay = desk.getByRole('region', { name: 'Room 1', exact: true });
  await stay.getByText(/^\d+ left$|^None left on /).waitFor();
  await choose(desk, 'Guest', 'phommachanh', /^Phommachanh\b/);
  await choose(desk, 'Company', partnerCode, new RegExp(`^${partnerCode}\\b`));
  await stay.getByRole('textbox', { name: 'Nights' }).fill('7');
  await stay.getByRole('textbox', { name: 'Nights' }).press('Tab');
  await stay.getByText(`Priced by contract ${contractCode} (version 1)`).waitFor();

  // Worked out by hand (contract version 1, booked today, ten days before arrival):
  //   low nights (4):  2,000.00 net + 300.00 sea view = 2,300.00, − 10 % early bird 230.00 = 2,070.00
  //   high nights (3): 2,600.00 net + 300.00 sea view = 2,900.00, − 10 % early bird 290.00 = 2,610.00
  //   stay 7 pay 6: the cheapest night is free, the later of equals: the fourth (last low) night.
  //   total = 3 × 2,070.00 + 0.00 + 3 × 2,610.00 = 6,210.00 + 7,830.00 = 14,040.00
  const expected = [
    ['2,070.00', 'LOW'],
    ['2,070.00', 'LOW'],
    ['2,070.00', 'LOW'],
    ['0.00', 'LOW'],
    ['2,610.00', 'HIGH'],
    ['2,610.00', 'HIGH'],
    ['2,610.00', 'HIGH'],
  ];
  const rates = stay.getByRole('table', { name: 'Nightly rates' });
  const rateRows = rates.locator('tbody tr');
  await stay.getByText('7 nights · 14,040.00', { exact: true }).waitFor();
  assert.equal(await rateRows.count(), 7);
  for (const [index, [amount]] of expected.entries()) {
    const row = rateRows.nth(index);
    assert.match(
      (await row.getByRole('rowheader').textContent()) ?? '',
      new RegExp(shownDate(plusDays(arrival, index))),
    );
    // Offered by the contract, and kept as offered.
    assert.equal((await row.getByRole('cell').first().textContent())?.trim(), `${amount}Contract`);
    assert.equal(await row.getByRole('textbox', { name: /^Rate for / }).inputValue(), amount);
  }

  // Why this price: the contract and version, each night's season and steps, the offers.
  await stay.getByRole('button', { name: 'Why this price?' }).click();
  const why = stay.getByRole('region', {
    name: `Price explanation of contract ${contractCode}, version 1`,
  });
  await why.waitFor();
  await why
    .getByText(
      new RegExp(`^Contract ${contractCode} · ${partnerName} 7=6, version 1, priced as booked on ${shownDate(today)}$`),
    )
    .waitFor();
  // Each night as the table reads it: night, season, base, then each step's name, kind, change
  // and running amount, and the night's amount.
  const nights = await why
    .getByRole('region', { name: 'Nights', exact: true })
    .locator('tbody')
    .evaluateAll((groups) =>
      groups.map((group) => {
        const [first, ...rest] = [...group.rows];
        const cells = [...first.cells].map((cell) => cell.textContent.trim());
        const step = (row, from) => {
          const [what, change, running] = [...row.cells].slice(from);
          const kind = what.querySelector('span')?.textContent ?? '';
          return [
            what.textContent.slice(0, -kind.length || undefined).trim(),
            kind,
            change.textContent,
            running.textContent,
          ];
        };
        return {
          night: cells[0],
          season: cells[1],
          base: cells[2],
          steps: [step(first, 3), ...rest.map((row) => step(row, 0))],
          amount: cells[6],
        };
      }),
    );
  const weekday = (iso) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  assert.deepEqual(
    nights,
    expected.map(([amount, season], index) => {
      const night = plusDays(arrival, index);
      const [base, withSea, early] =
        season === 'LOW' ? ['2,000.00', '2,300.00', '230.00'] : ['2,600.00', '2,900.00', '290.00'];
      const afterEarly = season === 'LOW' ? '2,070.00' : '2,610.00';
      return {
        night: `${weekday(night)} ${shownDate(night)}`,
        season,
        base,
        steps: [
          ['Sea view', 'Supplement', '+300.00', withSea],
          ['Early bird 10 %', 'Early bird by days', `−${early}`, afterEarly],
          ...(amount === '0.00' ? [['Stay 7 pay 6', 'Bonus night', `−${afterEarly}`, '0.00']] : []),
        ],
        amount,
      };
    }),
  );
  const offers = why.getByRole('region', { name: 'Offers' });
  await offers.getByRole('row', { name: /^Early bird 10 % Early bird by days Applied Matches 7 nights\.$/ }).waitFor();
  await offers.getByRole('row', { name: /^Stay 7 pay 6 Bonus night Applied Matches 7 nights\.$/ }).waitFor();
  const totals = (await why.getByRole('definition').allInnerTexts()).map((text) => text.trim());
  assert.equal(totals.length, 3);
  assert.deepEqual(totals.slice(0, 2), ['14,040.00', '0.00']);
  assert.match(totals[2], /^14,040\.00 [A-Z]{3}$/);
  assert.deepEqual(await axeViolations(desk), []);
  await why.screenshot({ path: `${artifacts}sales-contract-why-this-price.png` });
  await desk.screenshot({ path: `${artifacts}sales-contract-booking.png`, fullPage: true });

  await desk.getByRole('button', { name: 'Save booking' }).click();
  await desk.getByText('Booking saved').waitFor();
  const number = (await desk.getByTestId('confirmation-number').textContent())?.trim();
  assert.match(number ?? '', /^\d+$/);
  await desk
    .getByText(
      new RegExp(`for .*${partnerName}, ${shownDate(arrival)} – ${shownDate(departure)}, total 14,040\\.00\\.`),
    )
    .waitFor();

  // --- Cancelled ten days before arrival: TO-STD's first night. ---
  await desk.getByRole('link', { name: 'Edit reservation' }).click();
  await desk.waitForURL(/\/menu\/app\/edit-reservation\/\d+$/);
  await desk.getByRole('button', { name: 'Cancel reservation…' }).click();
  const cancel = desk.getByRole('dialog', { name: 'Cancel reservation' });
  await cancel.waitFor();
  assert.equal(await cancel.getByRole('textbox', { name: 'Cancellation fee' }).inputValue(), '2,070.00');
  const [seasonCode, band] = coolSeason ? ['COOL', '29–8'] : ['GREEN', '13–3'];
  const explanation = ((await cancel.textContent()) ?? '').replace(/\s+/g, ' ');
  assert.match(explanation, /Proposed fee 2,070\.00 [A-Z]{3}/);
  assert.match(explanation, /By the cancellation policies of the stays’ contracts\./);
  assert.match(explanation, new RegExp(`Stay 1 · DLX · arrives ${shownDate(arrival)}: 2,070\\.00`));
  assert.match(explanation, new RegExp(`Policy TO-STD \\(Tour operators, standard\\), season ${seasonCode}-\\d{4} · `));
  assert.match(explanation, /Cancelled 10 days before arrival\./);
  assert.match(explanation, new RegExp(`Band ${band} days before arrival: the first night\\.`));
  assert.match(explanation, /Nights charged: 2,070\.00 = 2,070\.00\./);
  await cancel.getByRole('button', { name: /Cancellation reason/ }).click();
  const reason = desk.getByRole('option').first();
  const reasonName = ((await reason.textContent()) ?? '').trim();
  await reason.click();
  await cancel.getByRole('textbox', { name: 'Note' }).fill('Tour group cancelled by the operator');
  await desk.screenshot({ path: `${artifacts}sales-contract-cancel.png` });
  await cancel.getByRole('button', { name: 'Cancel reservation', exact: true }).click();
  await desk.getByText(`Reservation ${number} is cancelled`).waitFor();
  await desk.getByText(`Reason: ${reasonName}. Fee: 2,070.00.`, { exact: false }).waitFor();
  assert.deepEqual(agent.problems, []);
  await agent.context.close();
});
