// Journey: reservation staff find a demo guest, edit the profile, read the stay history, then
// create two profiles of one guest and merge them, against the real server and the demo hotel.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const hotel = demoHotel();

/** Waits until no animation (dialog or toast fade) is still running, for steady screenshots. */
const settled = (page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

const successToast = (page, text = 'Success') => page.getByText(text, { exact: true });

/** Waits for the toast, then for it to leave, so the next action's toast is a new one. */
async function expectToast(page, text) {
  await successToast(page, text).waitFor();
  await successToast(page, text).waitFor({ state: 'detached', timeout: 10_000 });
}

const fact = (page, label) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

test('reservation staff find a demo guest, edit the profile and read the stay history', async () => {
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
    const size = `${viewport.width}x${viewport.height}`;
    await page.goto(`${hotel.server.url}/menu/app/guest-profile`);
    await page.getByRole('heading', { name: 'Guest Profile', level: 1 }).waitFor();
    await page.getByText(/^[\d,]+ guests$/).waitFor();
    await page.getByRole('grid').getByRole('rowheader').first().waitFor();
    await settled(page);
    await page.screenshot({ path: `${artifacts}guest-profile-list-${size}.png` });

    // Words in any order, as the desk hears them.
    await page.getByRole('searchbox', { name: 'Search guests' }).fill('souksavanh phommachanh');
    await page.getByText('1 guest', { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Phommachanh, Souksavanh/ }) });
    assert.match((await row.textContent()) ?? '', /\d\d-[A-Z][a-z]{2}-\d{4}/, 'the guest has a last stay');
    await row.getByRole('rowheader').click();
    await page.waitForURL(/\/menu\/app\/guest-profile\/\d+$/);
    await page.getByRole('heading', { name: 'Phommachanh, Souksavanh', level: 1 }).waitFor();
    await settled(page);
    await page.screenshot({ path: `${artifacts}guest-profile-details-${size}.png` });

    // The stay history: totals and every reservation, each opening in Edit Reservation.
    await page.getByRole('tab', { name: 'Stay history' }).click();
    const grid = page.getByRole('grid', { name: 'Reservations of the guest' });
    await grid.getByRole('link').first().waitFor();
    const stays = Number(((await fact(page, 'Stays').last().textContent()) ?? '').replace(/,/g, ''));
    assert.ok(stays > 0, `Phommachanh has stayed (${stays})`);
    const href = await grid.getByRole('link').first().getAttribute('href');
    assert.match(href ?? '', /^\/menu\/app\/edit-reservation\/\d+$/);
    const arrivals = (await grid.locator('[role="row"]').allTextContents())
      .slice(1)
      .map((text) => /(\d\d)-([A-Z][a-z]{2})-(\d{4})/.exec(text)?.[0])
      .filter(Boolean);
    assert.ok(arrivals.length > 1, 'several reservations are listed');
    await settled(page);
    await page.screenshot({ path: `${artifacts}guest-profile-stays-${size}.png` });

    if (viewport.width === 1280) {
      // Edit and save: the profile shows the new phone.
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit guest profile' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'Phone' }).fill('+856 20 7777 0001');
      await dialog.getByRole('textbox', { name: 'Notes' }).fill('Prefers a river view');
      await settled(page);
      await page.screenshot({ path: `${artifacts}guest-profile-edit.png` });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Success');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: 'Details' }).click();
      await page.getByText('Prefers a river view', { exact: true }).waitFor();
      assert.equal(await fact(page, 'Phone').textContent(), '+856 20 7777 0001');
      // And found by those digits, as dialled at home.
      await page.getByRole('link', { name: 'Back to the guest list' }).click();
      await page.getByRole('searchbox', { name: 'Search guests' }).fill('020 7777 0001');
      await page.getByText('1 guest', { exact: true }).waitFor();
      await page.getByRole('rowheader', { name: /Phommachanh, Souksavanh/ }).waitFor();
    }

    assert.deepEqual(problems, []);
    await context.close();
  }
});

/** Adds a guest through the list's Add form; answers the new profile's URL. */
async function addGuest(page, fields) {
  await page.goto(`${hotel.server.url}/menu/app/guest-profile`);
  await page.getByRole('heading', { name: 'Guest Profile', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add guest profile' });
  await dialog.waitFor();
  for (const [label, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name: label }).fill(value);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL(/\/menu\/app\/guest-profile\/\d+$/);
  await page.getByRole('heading', { name: `${fields['Last name']}, ${fields['First name']}`, level: 1 }).waitFor();
  return page.url();
}

test('reservation staff merge two profiles of one guest', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reservation',
    hotel.password,
  );
  const duplicateUrl = await addGuest(page, {
    'First name': 'Ana',
    'Last name': 'Mergetest',
    Phone: '+66 81 000 1111',
    'ID or passport no.': 'M1234567',
  });
  const keptUrl = await addGuest(page, { 'First name': 'Anna', 'Last name': 'Mergetest', Email: 'anna@example.com' });

  await page.getByRole('button', { name: 'Merge duplicate…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge a duplicate profile' });
  await dialog.waitFor();
  assert.equal(await dialog.getByRole('button', { name: 'Merge' }).isDisabled(), true);
  const pick = dialog.getByRole('combobox', { name: 'Duplicate profile' });
  await pick.fill('mergetest ana');
  await page.getByRole('option', { name: /^Mergetest, Ana/ }).click();
  const table = dialog.getByRole('table', { name: 'Both profiles side by side' });
  await table.waitFor();
  const phoneRow = table.getByRole('row', { name: /^Phone/ });
  assert.deepEqual(
    (await phoneRow.locator('td').allTextContents()).map((text) => text.trim()),
    ['—', '+66 81 000 1111', '+66 81 000 1111'],
    'the kept profile takes the phone it lacks',
  );
  await dialog.getByText('Mergetest, Ana has no reservations.', { exact: false }).waitFor();
  await settled(page);
  await page.screenshot({ path: `${artifacts}guest-profile-merge.png` });
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expectToast(page, 'Profiles merged');
  await dialog.waitFor({ state: 'detached' });

  // The kept profile, with what it lacked.
  assert.equal(page.url(), keptUrl);
  await page.getByRole('heading', { name: 'Mergetest, Anna', level: 1 }).waitFor();
  await page.waitForFunction(() => document.body.textContent?.includes('M1234567'));
  assert.equal(await fact(page, 'Phone').textContent(), '+66 81 000 1111');
  assert.equal(await fact(page, 'Email').textContent(), 'anna@example.com');
  await settled(page);
  await page.screenshot({ path: `${artifacts}guest-profile-merged.png` });

  // The duplicate is gone.
  await page.goto(duplicateUrl);
  await page.getByText('Data not found', { exact: true }).waitFor();
  // Its 404 is expected: the browser logs it.
  assert.deepEqual(
    problems.filter((problem) => !/status of 404/.test(problem)),
    [],
  );
  await context.close();
});
