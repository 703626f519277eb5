// Journey: the reservation reports against the real server and the demo hotel. Reservation staff
// open each of the eleven reports (the period defaults from the hotel date and lands in the URL),
// see rows and totals, export one to CSV, and print one: the A4 layout shows the hotel and the
// parameters, and nothing of the app around it.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { demoHotel, signedIn } from './journey.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

/** Path under /menu/app, heading, and whether the demo hotel is sure to have rows for the defaults. */
const REPORTS = [
  ['reserved-occupancy-forecast', 'Reserved Occupancy Forecast', true],
  ['history-reservation-forecast', 'Reservation Forecast History', true],
  ['reservation-forecast-by-roomtype', 'Reservation Forecast by Room Type', true],
  ['reservation-report', 'Reservation Report', true],
  ['actual-arrival-v2', 'Actual Arrival', true],
  ['actual-departure-v2', 'Actual Departure', true],
  // The demo's guests due out on the hotel date may all have left already.
  ['expect-departure-v2', 'Expected Departure', false],
  ['cancellation-report', 'Cancellation Report', false],
  ['no-show-report', 'No-show Report', false],
  ['flag-report-reservation', 'Flag Report', true],
  ['poc', 'Pick-up Report (Booking Pace)', true],
];

const hotel = demoHotel();

/** Waits for the report's first answer: its rows, or the grid saying there are none. */
async function reportShown(page, title) {
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  const grid = page.getByRole('grid', { name: title });
  await grid.waitFor();
  await page.waitForFunction(
    () =>
      document.querySelector('[role="grid"] tbody [role="row"][data-key]') !== null ||
      /No data to display/.test(document.querySelector('[role="grid"] tbody')?.textContent ?? ''),
  );
  return grid;
}

/** The figure of the "N rows" line above the grid. */
async function rowCount(page) {
  const text = await page.getByText(/^(No rows|\d[\d,]* rows?)$/).textContent();
  return text === 'No rows' ? 0 : Number(text?.replace(/\D/g, ''));
}

test('reservation staff open each report: the period in the URL, rows and their totals', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reservation',
    hotel.password,
  );
  for (const [path, title, hasRows] of REPORTS) {
    await page.goto(`${hotel.server.url}/menu/app/${path}`);
    const grid = await reportShown(page, title);
    const search = new URL(page.url()).searchParams;
    if (path === 'expect-departure-v2') assert.match(search.get('forDate') ?? '', /^\d{4}-\d{2}-\d{2}$/, path);
    else assert.ok(search.get('fromDate') && search.get('toDate'), `${path} keeps its period in the URL`);

    const count = await rowCount(page);
    if (hasRows) assert.ok(count > 0, `${title} has rows for its default period`);
    const footer = grid.locator('tfoot [role="row"]');
    if (count > 0) {
      await footer.waitFor();
      assert.equal(await footer.getByRole('rowheader').textContent(), 'Total', `${title} ends with its totals`);
      assert.match((await footer.textContent()) ?? '', /\d/, `${title} totals hold figures`);
    } else {
      assert.equal(await footer.count(), 0);
    }
    await page.screenshot({ path: `${artifacts}report-${path}.png` });
  }

  // A bookmark runs the same report: the period of the URL, not the default.
  await page.goto(`${hotel.server.url}/menu/app/reserved-occupancy-forecast?fromDate=2026-12-01&toDate=2026-12-07`);
  const grid = await reportShown(page, 'Reserved Occupancy Forecast');
  assert.equal(await rowCount(page), 7);
  assert.equal(await grid.getByRole('rowheader').first().textContent(), '01-Dec-2026');

  assert.deepEqual(problems, []);
  await context.close();
});

test('a report exports to CSV: headings as on screen, every row, the totals last', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reservation',
    hotel.password,
  );
  await page.goto(`${hotel.server.url}/menu/app/actual-arrival-v2`);
  const grid = await reportShown(page, 'Actual Arrival');
  const count = await rowCount(page);
  assert.ok(count > 0);
  const search = new URL(page.url()).searchParams;

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `actual-arrival_${search.get('fromDate')}_${search.get('toDate')}.csv`);
  const text = readFileSync(await download.path(), 'utf8');
  assert.ok(text.startsWith('\uFEFF'), 'a byte order mark, so Excel reads Thai and Lao names');
  // Quoted fields may hold line breaks; the demo's do not, so each record is one line.
  const lines = text.slice(1).split('\r\n');
  const headings = (await grid.getByRole('columnheader').allInnerTexts()).map((heading) => heading.trim());
  assert.equal(lines[0], headings.join(','));
  assert.equal(lines.length, count + 2, 'the heading line, every row, and the totals');
  assert.match(lines.at(-1) ?? '', /^Total,/);
  // Dates and amounts exactly as the server sent them, for spreadsheets.
  assert.match(lines[1] ?? '', /,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},/);
  assert.match(lines[1] ?? '', /,-?\d+\.\d{2}$/);

  assert.deepEqual(problems, []);
  await context.close();
});

test('a report prints on A4: the hotel, the title and parameters, without the app around it', async () => {
  const { context, page, problems } = await signedIn(
    hotel.browser,
    `${hotel.server.url}/`,
    'reservation',
    hotel.password,
  );
  await page.goto(`${hotel.server.url}/menu/app/reserved-occupancy-forecast?fromDate=2026-12-01&toDate=2026-12-31`);
  await reportShown(page, 'Reserved Occupancy Forecast');
  const paper = page.locator('[data-report-print]');
  await paper.locator('tbody tr').nth(30).waitFor({ state: 'attached' });
  assert.equal(await paper.isVisible(), false, 'the print layout stays out of the screen');

  await page.emulateMedia({ media: 'print' });
  await paper.waitFor();
  assert.equal(await paper.getByText('Mekong Riverside Hotel', { exact: true }).isVisible(), true);
  assert.equal(await paper.getByRole('heading', { name: 'Reserved Occupancy Forecast' }).isVisible(), true);
  assert.equal(await paper.getByText('Nights: 01-Dec-2026 – 31-Dec-2026').isVisible(), true);
  assert.equal(await paper.locator('tbody tr').count(), 31, 'every night, not just those the grid has in view');
  assert.match((await paper.locator('tfoot').textContent()) ?? '', /^Total/);
  assert.equal(await page.getByRole('button', { name: 'Run' }).isVisible(), false, 'no parameters or buttons');
  assert.equal(await page.getByRole('banner').isVisible(), false, 'no top bar');
  assert.equal(await page.getByRole('grid').isVisible(), false, 'no screen grid');
  await page.screenshot({ path: `${artifacts}report-print.png`, fullPage: true });

  // Chromium's print to PDF: A4 across (12 columns), more than one page for 31 nights.
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page\b/g) ?? [];
  assert.ok(pages.length >= 2, `${pages.length} pages`);
  const [width, height] = (pdf.match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/) ?? []).slice(1).map(Number);
  assert.ok(Math.abs(width - 841.9) < 1 && Math.abs(height - 595.3) < 1, `A4 landscape, not ${width} × ${height}`);
  await page.emulateMedia({ media: 'screen' });

  assert.deepEqual(problems, []);
  await context.close();
});
