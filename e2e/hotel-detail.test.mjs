// Journey: the hotel detail (/menu/app/hotel-detail) against the real server: the demo hotel's
// details, a refused and then a saved change, a background uploaded with its progress bar and
// shown on the login screen, a file of the wrong type refused before it is sent, and a logo removed.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { launchBrowser } from './browser.mjs';
import { signedIn } from './journey.mjs';
import { startServer } from './server.mjs';

const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));
mkdirSync(artifacts, { recursive: true });

const DEMO_PASSWORD = 'e2e-demo-password';

let server;
let browser;
before(async () => {
  server = await startServer({ SEED_DEMO: '1', DEMO_PASSWORD, ADMIN_PASSWORD: 'e2e-admin-password' });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A PNG of `width` × `height` pixels, stored without compression so that it has some weight. */
function png(width, height) {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows[at] = (x * 255) / width;
      rows[at + 1] = 140;
      rows[at + 2] = (y * 255) / height;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Polls `check` until it holds, for what playwright-core has no web-first assertion for. */
async function until(check, what, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) assert.fail(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const successToast = (page) => page.getByText('Success', { exact: true });

async function expectSuccess(page) {
  await successToast(page).waitFor();
  await successToast(page).waitFor({ state: 'detached', timeout: 10_000 });
}

test('configuration staff keep the hotel detail and its images', async () => {
  const { context, page, problems } = await signedIn(browser, server.url, 'config', DEMO_PASSWORD);
  await page.goto(`${server.url}/menu/app/hotel-detail`);
  await page.getByRole('heading', { name: 'Hotel detail', level: 1 }).waitFor();
  assert.equal(await page.getByLabel('Hotel name').inputValue(), 'Mekong Riverside Hotel');
  assert.equal(await page.getByLabel('Tax ID').inputValue(), '0435561000123');
  // The country list loads beside the record; the ComboBox then names the hotel's country.
  const country = page.getByRole('combobox', { name: 'Country' });
  await until(async () => (await country.inputValue()) === 'Thailand (TH)', 'the country is shown');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  assert.equal(await save.isDisabled(), true, 'nothing to save yet');

  // What the form can tell at once is said on the field, and nothing is sent.
  await page.getByLabel('Email').fill('front office');
  await save.click();
  await page.getByText('Enter an address such as name@example.com').waitFor();
  await page.getByLabel('Email').fill('stay@mekongriverside-nongkhai.com');
  await page.getByLabel('Phone').fill('+66 42 411 777');
  await save.click();
  await expectSuccess(page);
  await page.reload();
  await page.getByLabel('Phone').waitFor();
  assert.equal(await page.getByLabel('Phone').inputValue(), '+66 42 411 777');

  // A file of another type is refused before it is sent.
  const logoCard = page.getByRole('region', { name: 'Logo' });
  const backgroundCard = page.getByRole('region', { name: 'Login background' });
  let chooser = page.waitForEvent('filechooser');
  await logoCard.getByRole('button', { name: 'Replace image' }).click();
  await (await chooser).setFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  const refusal = page.getByRole('alertdialog');
  await refusal.getByText('menu.pdf is not a PNG, JPEG, WebP, GIF or SVG image.').waitFor();
  await refusal.getByRole('button', { name: 'OK' }).click();

  // A background goes up on a slow line: the progress bar shows how far it is.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 200_000,
  });
  chooser = page.waitForEvent('filechooser');
  await backgroundCard.getByRole('button', { name: 'Replace image' }).click();
  await (await chooser).setFiles({ name: 'riverside.png', mimeType: 'image/png', buffer: png(400, 225) });
  const progress = backgroundCard.getByRole('progressbar', { name: 'Uploading riverside.png' });
  await progress.waitFor();
  await page.screenshot({ path: `${artifacts}hotel-detail-uploading.png` });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await progress.waitFor({ state: 'detached', timeout: 60_000 });
  await expectSuccess(page);
  const preview = await backgroundCard.getByRole('img').getAttribute('src');
  assert.match(preview ?? '', /^\/api\/files\/hotel-background\?v=\d+$/);

  // The logo goes: the card says so, and what was typed meanwhile stays typed.
  await page.getByLabel('City').fill('Nong Khai City');
  await logoCard.getByRole('button', { name: 'Remove image' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await logoCard.getByText('No image').waitFor();
  await expectSuccess(page);
  assert.equal(await page.getByLabel('City').inputValue(), 'Nong Khai City');
  await save.click();
  await expectSuccess(page);
  await page.screenshot({ path: `${artifacts}hotel-detail.png`, fullPage: true });

  // The login screen shows the new background, and the default logo now that the hotel has none.
  const visitor = await browser.newContext();
  const login = await visitor.newPage();
  const background = login.waitForResponse((response) => response.url().includes('/api/files/hotel-background'));
  await login.goto(server.url);
  assert.equal((await background).headers()['content-type'], 'image/png');
  await login.getByLabel('User ID', { exact: true }).waitFor();
  await visitor.close();

  assert.deepEqual(problems, []);
  await context.close();
});
