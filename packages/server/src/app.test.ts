import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app.ts';
import { createTestServer } from './test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let app: Awaited<ReturnType<typeof buildServer>>;
const appDir = mkdtempSync(join(tmpdir(), 'pms-app-'));

beforeAll(async () => {
  mkdirSync(join(appDir, 'assets/i18n'), { recursive: true });
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>PMS</title><div id="root"></div>');
  writeFileSync(join(appDir, 'assets/i18n/en.json'), '{"app.title":"Hotel PMS"}');
  server = await createTestServer();
  app = await buildServer({ db: server.db, appDir });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe('serving the staff app', () => {
  it('answers deep links (bookmarks, typos included) with the app', async () => {
    for (const url of ['/', '/menu', '/menu/app/cencellation-reason', '/help/Reservation?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves the translation files and 404s a missing one', async () => {
    const en = await app.inject({ method: 'GET', url: '/assets/i18n/en.json' });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({ 'app.title': 'Hotel PMS' });
    const missing = await app.inject({ method: 'GET', url: '/assets/i18n/xx.json' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps API misses as envelopes, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/configuration/currency' });
    expect(response.statusCode).toBe(404);
    expect(response.json().apiResponse).toMatchObject({ id: 99999, code: 'UNKNOWN_PATH' });
  });
});
