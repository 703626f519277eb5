// Journey: the reservation office on the demo hotel. Its dashboard shows today's arrivals,
// departures, rooms in house and occupancy, and the next 14 nights as a chart. Then it sets a
// company's allotment: a few nights typed into the grid and saved, a refusal when more rooms are
// asked than are free, and a whole period filled for the weekends.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

test("the reservation dashboard shows today's figures and the next 14 nights' occupancy", async () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    const { context, page, problems } = await signedIn(
      hotel.browser,
      `${hotel.server.url}/`,
      'reservation',
      hotel.password,
      {
        viewport,
      },
    );
    await page.goto(`${hotel.server.url}/menu/app/reservation-dashboard`);
    const today = page.getByRole('region', { name: 'Today' });
    await today.waitFor();
    for (const label of ['Arrivals', 'Departures', 'Rooms in house', 'Occupancy tonight']) {
      await today.getByText(label, { exact: true }).waitFor();
    }
    await today.getByText(/^\d+ checked in$/).waitFor();
    await today.getByText(/^\d+ of \d+ rooms sold$/).waitFor();
    const [sold, available] = ((await today.getByText(/^\d+ of \d+ rooms sold$/).textContent()) ?? '')
      .match(/\d+/g)
      .map(Number);
    assert.ok(sold > 0 && available >= sold, `${sold} of ${available} rooms sold tonight`);
    assert.equal(await today.getByText(`${Math.round((sold / available) * 100)}%`, { exact: true }).count(), 1);

    const chart = page.getByRole('img', { name: /^Occupancy by night from / });
    await chart.waitFor();
    assert.equal(await chart.locator('rect.visx-bar').count(), 14);
    const first = await chart.locator('rect.visx-bar title').first().textContent();
    assert.match(first ?? '', /^\S+ \d\d-[A-Z][a-z]{2}-\d{4}: \d+% \(\d+ of \d+ rooms\)$/);
    // The figures are also a table for screen readers: 14 nights and a header row.
    assert.equal(
      await page.getByRole('table', { name: 'Occupancy of the next 14 nights' }).getByRole('row').count(),
      15,
    );
    await page.screenshot({
      path: `${artifacts}reservation-dashboard-${viewport.width}x${viewport.height}.png`,
      fullPage: true,
    });
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('reservation staff set a company’s allotment, are refused beyond what is free, and fill the weekends', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reservation',
    hotel.password,
  );
  await page.goto(`${hotel.server.url}/menu/app/allotment-setting`);
  await page.getByRole('heading', { name: 'Allotment Setting', level: 1 }).waitFor();
  await page.getByText('Choose a company to see and set its allotment.').waitFor();
  await page.getByRole('combobox', { name: 'Company' }).fill('MEKONG');
  await page.getByRole('option', { name: /^MEKONG · / }).click();
  const grid = page.getByRole('table', { name: /Rooms held by room type and night/ });
  await grid.waitFor();
  // Eight weeks ahead, where the demo hotel still has rooms of every type to hold.
  for (let move = 0; move < 4; move += 1) {
    const firstNight = await grid.locator('thead th').nth(2).textContent();
    await page.getByRole('button', { name: 'Later ›' }).click();
    await page.waitForFunction(
      (before) => document.querySelector('table thead th:nth-child(3)')?.textContent !== before,
      firstNight,
    );
  }
  await page.locator('section[data-stale]').waitFor({ state: 'detached' });
  const stdCells = grid.getByRole('textbox', { name: /^Rooms held, STD, / });
  assert.equal(await stdCells.count(), 14);

  // Two rooms on the third night, saved; the cell then shows what the company picked up of them.
  const third = stdCells.nth(2);
  const thirdName = await third.getAttribute('aria-label');
  await third.fill('2');
  await third.press('Tab');
  await page.getByRole('button', { name: 'Save changes (1 night changed)' }).click();
  await page.getByRole('alertdialog', { name: 'Success' }).waitFor();
  await page.getByRole('button', { name: 'Save changes', exact: true }).waitFor();
  const saved = grid.getByRole('textbox', { name: thirdName ?? '' });
  assert.equal(await saved.inputValue(), '2');
  await grid
    .locator('td', { has: page.getByRole('textbox', { name: thirdName ?? '' }) })
    .getByText(/^\d+\/2$/)
    .waitFor();
  await page.screenshot({ path: `${artifacts}allotment-saved.png`, fullPage: true });

  // More rooms than the hotel has: refused, naming the night, the cell marked.
  const fourth = stdCells.nth(3);
  await fourth.fill('999');
  await fourth.press('Tab');
  await page.getByRole('button', { name: 'Save changes (1 night changed)' }).click();
  await page.getByText(/^STD: Not enough STD rooms are free on \d{4}-\d\d-\d\d: at most \d+ can be held$/).waitFor();
  assert.equal(await grid.locator('td[data-invalid]').count(), 1);
  await page.screenshot({ path: `${artifacts}allotment-refused.png`, fullPage: true });
  await page.getByRole('button', { name: 'Discard changes' }).click();

  // Fill period…: one DLX room on the Saturdays and Sundays of the two weeks, 3 release days.
  await page.getByRole('button', { name: 'Fill period…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fill period' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /Room type/ }).click();
  await page.getByRole('option', { name: /^DLX · / }).click();
  for (const day of ['Mo', 'Tu', 'We', 'Th', 'Fr']) await dialog.getByText(day, { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Rooms' }).fill('1');
  await dialog.getByRole('textbox', { name: 'Release days' }).fill('3');
  await page.screenshot({ path: `${artifacts}allotment-fill.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alertdialog', { name: 'Success' }).getByText('4 nights written').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const weekendNames = await grid
    .getByRole('textbox', { name: /^Rooms held, DLX, (Sa|Su) / })
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')));
  assert.equal(weekendNames.length, 4);
  for (const name of weekendNames) {
    await page.waitForFunction((label) => document.querySelector(`input[aria-label="${label}"]`)?.value === '1', name);
  }
  const weekday = grid.getByRole('textbox', { name: /^Rooms held, DLX, (Mo|Tu|We|Th|Fr) / }).first();
  assert.equal(await weekday.inputValue(), '');
  await page.screenshot({ path: `${artifacts}allotment-filled.png`, fullPage: true });

  // The browser logs the refusal this journey asked for (409); nothing else went wrong.
  assert.deepEqual(
    problems.filter((problem) => !/status of 409/.test(problem)),
    [],
  );
  await context.close();
});
