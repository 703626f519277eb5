import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, post, sessionHeaders, signIn } from './test/api.ts';
import { createTestServer, TEST_ADMIN_PASSWORD, testEngine } from './test/database.ts';

// Issue 15's smaller findings: security headers, what an unknown action tells a stranger, the
// NextHotelDate entry, dates out of any hotel's range, and the XSRF double submit across sessions.

let server: Awaited<ReturnType<typeof createTestServer>>;
let appDir: string;
beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'pms-hardening-'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Hotel PMS</title>');
  server = await createTestServer({ demo: true, appDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe(`security headers (${testEngine})`, () => {
  it('forbids framing and foreign scripts on the app and the API', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/menu/app/user' });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "img-src 'self' data: blob:",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const api = await post(server.app, 'configuration/HotelDetail', { apiRequest: { action: 'get' }, data: [{}] });
    expect(api.status).toBe(200);
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe(`unknown actions (${testEngine})`, () => {
  it('tells a stranger no action names, and a signed-in user the valid ones', async () => {
    const body = { apiRequest: { action: 'SetHotelDate' }, data: [] };
    const stranger = await post(server.app, 'configuration/hotel', body);
    expect(stranger.status).toBe(400);
    expect(stranger.body.apiResponse.code).toBe('UNKNOWN_ACTION');
    expect(JSON.stringify(stranger.body)).not.toContain('GetHotelDate');
    expect(stranger.body.apiResponse.errors).toEqual([
      expect.objectContaining({ field: '/apiRequest/action', message: 'is not an action of this path' }),
    ]);
    const forged = await post(server.app, 'configuration/hotel', body, { authorization: 'Bearer not.a.token' });
    expect(JSON.stringify(forged.body)).not.toContain('GetHotelDate');

    const staff = await server.post('configuration/hotel', body);
    expect(staff.status).toBe(400);
    expect(staff.body.apiResponse.errors).toEqual([
      expect.objectContaining({ field: '/apiRequest/action', message: 'must be one of: GetHotelDate, NextHotelDate' }),
    ]);
  });
});

describe(`configuration/hotel NextHotelDate (${testEngine})`, () => {
  it('only reads, so every signed-in user may ask it', async () => {
    for (const loginName of ['housekeeping', 'reservation', 'cashier']) {
      const { headers } = await signIn(server.app, loginName, 'demo-test-password');
      const next = await call(server.app, 'configuration/hotel', 'NextHotelDate', [{}], headers);
      expect(next.status, loginName).toBe(200);
    }
    expect(
      (await post(server.app, 'configuration/hotel', { apiRequest: { action: 'NextHotelDate' }, data: [{}] })).status,
    ).toBe(401);
  });
});

describe(`dates out of any hotel's range (${testEngine})`, () => {
  it('are refused by the contract, naming the field', async () => {
    const currencies = await server.call('configuration/currency', 'list', [{}]);
    const foreign = currencies.typed.data.find((currency) => !currency.isLocalCurrency);
    if (!foreign) throw new Error('the demo hotel has foreign currencies');
    for (const effectiveDate of ['0000-01-01', '1899-12-31', '2200-01-01', '2026-02-30']) {
      const refused = await server.call('configuration/exchange-rate', 'create', [
        { currencyId: foreign.id, effectiveDate, buyingRate: '1', sellingRate: '1' },
      ]);
      expect(refused.status, effectiveDate).toBe(400);
      expect(refused.body.apiResponse.code).toBe('VALIDATION_FAILED');
      expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/effectiveDate');
    }
    const zero = await server.call('configuration/exchange-rate', 'create', [
      { currencyId: foreign.id, effectiveDate: '0000-01-01', buyingRate: '1', sellingRate: '1' },
    ]);
    expect(zero.body.apiResponse.errors).toEqual([
      {
        field: '/data/0/effectiveDate',
        message: 'must be a date from 1900-01-01 to 2199-12-31 (yyyy-MM-dd)',
        rule: 'date',
      },
    ]);
  });
});

describe(`the XSRF double submit across sessions of one browser (${testEngine})`, () => {
  it('takes a session’s own header with the cookie another tab’s sign-in left, and nothing forged', async () => {
    // Two tabs of one browser: each signs in and keeps its own session and token; the cookie jar
    // holds whichever XSRF cookie came last.
    const first = await signIn(server.app, 'admin', TEST_ADMIN_PASSWORD);
    const second = await signIn(server.app, 'admin', TEST_ADMIN_PASSWORD);
    const write = (headers: Record<string, string>) =>
      call(server.app, 'security/authentication', 'set-language', [{ language: 'EN' }], headers);
    const firstTab = { ...sessionHeaders(first.session, first.xsrf), cookie: `XSRF-TOKEN=${second.xsrf}` };
    expect((await write(firstTab)).status).toBe(200);
    // The header must still be the session's own, and the cookie one the server signed.
    expect((await write({ ...firstTab, 'x-xsrf-token': second.xsrf })).status).toBe(403);
    expect((await write({ ...firstTab, cookie: 'XSRF-TOKEN=forged.value.here' })).status).toBe(403);
  });
});
