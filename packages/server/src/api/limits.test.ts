import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT, createHandlers } from '../app.ts';
import { createTokenService, DEFAULT_SECURITY } from '../auth/tokens.ts';
import { booking, stay } from '../test/booking.ts';
import { createTestServer, testEngine } from '../test/database.ts';
import { MAX_FIELD_ERRORS, servedContract } from './contract.ts';

// Issue 15, defect 1: one anonymous 39 KB request of 10,000 empty items held the only thread for
// 6–7 s (Ajv listed every error of every item), and every other request waited.

const contract = servedContract();
const served = createHandlers(createTokenService(new Uint8Array(32), DEFAULT_SECURITY)) as unknown as Record<
  string,
  Record<string, unknown>
>;
const actions = [...contract.paths].flatMap(([path, byAction]) =>
  [...byAction.keys()].filter((action) => served[path]?.[action]).map((action) => ({ path, action })),
);
const flood = (action: string) =>
  JSON.stringify({ apiRequest: { action }, data: Array.from({ length: 10_000 }, () => ({})) });

let server: Awaited<ReturnType<typeof createTestServer>>;
let appDir: string;
let baseUrl: string;
beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'pms-limits-'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Hotel PMS</title>');
  server = await createTestServer({ appDir });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server?.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe(`bounded requests (${testEngine})`, () => {
  it('refuses 10,000 items to every action at once, with a small answer', async () => {
    expect(actions.length).toBeGreaterThan(300);
    // How long each refusal took is printed, not asserted: on a loaded 2-core machine a wall-clock
    // limit fails for the machine's sake (bench/ measures speed).
    let slowest = { took: 0, what: '' };
    for (const { path, action } of actions) {
      const body = flood(action);
      const started = performance.now();
      const answer = await server.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { 'content-type': 'application/json', ...server.admin },
        payload: body,
      });
      const took = performance.now() - started;
      expect(answer.statusCode, `${path} ${action}`).toBe(400);
      const envelope = answer.json();
      expect(envelope.apiResponse.code, `${path} ${action}`).toBe('VALIDATION_FAILED');
      expect(envelope.apiResponse.errors.length).toBeGreaterThan(0);
      expect(envelope.apiResponse.errors.length).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
      expect(answer.body.length, `${path} ${action} answers a small body`).toBeLessThan(4096);
      if (took > slowest.took) slowest = { took, what: `${path} ${action}` };
    }
    console.log(`slowest refusal of 10,000 items: ${slowest.what}, ${Math.round(slowest.took)} ms`);
  });

  it('lists every error of a small body, at most 20', async () => {
    const answer = await server.post('configuration/currency', {
      apiRequest: { action: 'create' },
      data: Array.from({ length: 30 }, () => ({ code: 'x', name: '', decimals: 9 })),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.apiResponse.errors).toHaveLength(MAX_FIELD_ERRORS);
    // The first item's fields first, each of them named.
    const fields = answer.body.apiResponse.errors?.map((error) => error.field) ?? [];
    expect(fields.slice(0, 4)).toEqual(['/data/0/code', '/data/0/name', '/data/0/name', '/data/0/decimals']);
  });

  it('keeps serving the app while refusing such requests', async () => {
    const page = async () => {
      const started = performance.now();
      const answer = await fetch(`${baseUrl}/`);
      await answer.text();
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
    const floods = [
      { path: 'configuration/UserInterfaceText', action: 'get', headers: {} },
      { path: 'reservation/allotment', action: 'fill', headers: server.admin },
      { path: 'reservation/reservation', action: 'update', headers: server.admin },
      { path: 'configuration/country', action: 'create', headers: server.admin },
    ];
    for (let warm = 0; warm < 5; warm += 1) await page();
    const alone: number[] = [];
    const beside: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const { path, action, headers } of floods) {
        alone.push(await page());
        // Timed from when the flood goes out: a server busy with it could not even start the page.
        const started = performance.now();
        const refused = fetch(`${baseUrl}/api/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: flood(action),
        });
        await page();
        beside.push(performance.now() - started);
        expect((await refused).status).toBe(400);
      }
    }
    const ratio = median(beside) / median(alone);
    console.info(
      `GET / alone ${median(alone).toFixed(1)} ms, beside a 10,000-item request ${median(beside).toFixed(1)} ms: ratio ${ratio.toFixed(1)}`,
    );
    expect(ratio).toBeLessThan(20);
  });

  it('takes the largest legitimate requests within the body limit', async () => {
    const thai = 'ก'.repeat(200);
    const bodies: Record<string, { path: string; body: unknown }> = {
      'a rate code’s full rate table': {
        path: 'configuration/rate-code',
        body: {
          apiRequest: { action: 'set-rates' },
          data: [
            {
              rateCodeId: 2_000_000_000,
              version: 2_000_000_000,
              rates: Array.from({ length: 2000 }, (_, index) => ({
                id: 2_000_000_000 - index,
                roomTypeId: 2_000_000_000,
                startsOn: '2027-01-01',
                endsOn: '2027-12-31',
                mealTypeId: 2_000_000_000,
                singleAmount: '999999999999.99',
                doubleAmount: '999999999999.99',
                extraAdultAmount: '999999999999.99',
                extraChildAmount: '999999999999.99',
              })),
            },
          ],
        },
      },
      '500 interface texts in Thai': {
        path: 'configuration/UserInterfaceText',
        body: {
          apiRequest: { action: 'new' },
          data: Array.from({ length: 500 }, (_, index) => ({
            textCode: `menu.${'x'.repeat(110)}${String(index).padStart(4, '0')}`,
            textValue: thai,
            language: 'TH',
          })),
        },
      },
      'ten manuals in Lao at their longest': {
        path: 'configuration/help-text',
        body: {
          apiRequest: { action: 'create' },
          data: Array.from({ length: 10 }, (_, index) => ({
            menu: `Manual ${index}`,
            language: 'LA',
            title: 'ກ'.repeat(120),
            body: 'ກ'.repeat(20_000),
          })),
        },
      },
      'a 20-room booking for a year': {
        path: 'reservation/reservation',
        body: {
          apiRequest: { action: 'create' },
          data: [
            booking(
              2_000_000_000,
              Array.from({ length: 20 }, () =>
                stay(2_000_000_000, '2027-01-01', '2028-01-01', { roomId: 2_000_000_000, children: 20 }),
              ),
              { remark: thai } as Partial<Schemas['ReservationCreate']>,
            ),
          ],
        },
      },
    };
    for (const [label, { path, body }] of Object.entries(bodies)) {
      const validate = contract.find(
        path,
        (body as { apiRequest: { action: string } }).apiRequest.action,
      )?.validateRequest;
      expect(validate?.(body), `${label}: ${JSON.stringify(validate?.errors)}`).toBe(true);
      const size = Buffer.byteLength(JSON.stringify(body));
      console.info(`${label}: ${Math.round(size / 1024)} KB`);
      expect(size, label).toBeLessThan(BODY_LIMIT);
      // Anonymous, so refused after parsing: a 401, not a 413.
      const answer = await fetch(`${baseUrl}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status, label).toBe(401);
    }
  });
});
