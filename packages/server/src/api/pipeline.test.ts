import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorEnvelope } from '../test/api.ts';
import { createTestServer } from '../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

async function raw(method: string, url: string, payload?: string, contentType = 'application/json') {
  const response = await server.app.inject({
    method: method as 'POST',
    url,
    headers: { ...server.admin, ...(payload === undefined ? {} : { 'content-type': contentType }) },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

describe('the envelope pipeline refuses bad input with a 4xx envelope, never a 500', () => {
  it.each([
    ['malformed JSON', '{"apiRequest":', 400, 'MALFORMED_BODY'],
    ['an empty body', '', 400, 'MALFORMED_BODY'],
    ['a JSON array', '[]', 400, 'MALFORMED_BODY'],
    ['a JSON string', '"list"', 400, 'MALFORMED_BODY'],
    ['null', 'null', 400, 'MALFORMED_BODY'],
    ['no apiRequest', '{"data":[]}', 400, 'MALFORMED_BODY'],
    ['a numeric action', '{"apiRequest":{"action":1},"data":[]}', 400, 'MALFORMED_BODY'],
    ['an unknown action', '{"apiRequest":{"action":"drop"},"data":[]}', 400, 'UNKNOWN_ACTION'],
    [
      'an inherited property name as action',
      '{"apiRequest":{"action":"constructor"},"data":[]}',
      400,
      'UNKNOWN_ACTION',
    ],
    ['data missing', '{"apiRequest":{"action":"list"}}', 400, 'VALIDATION_FAILED'],
    ['data not a list', '{"apiRequest":{"action":"get"},"data":{"id":1}}', 400, 'VALIDATION_FAILED'],
    [
      'an unknown envelope property',
      '{"apiRequest":{"action":"list"},"data":[],"debug":true}',
      400,
      'VALIDATION_FAILED',
    ],
    ['a number as a string', '{"apiRequest":{"action":"get"},"data":[{"id":"1"}]}', 400, 'VALIDATION_FAILED'],
    ['a huge id', '{"apiRequest":{"action":"get"},"data":[{"id":99999999999}]}', 400, 'VALIDATION_FAILED'],
    ['a fractional id', '{"apiRequest":{"action":"get"},"data":[{"id":1.5}]}', 400, 'VALIDATION_FAILED'],
    [
      'a __proto__ key',
      '{"apiRequest":{"action":"create"},"data":[{"code":"EUR","name":"E","__proto__":{"x":1}}]}',
      400,
      null,
    ],
  ])('%s', async (_label, payload, status, code) => {
    const answer = await raw('POST', '/api/configuration/currency', payload);
    expect(answer.status).toBe(status);
    const body = JSON.parse(answer.body);
    expectErrorEnvelope({ status: answer.status, headers: answer.headers, body });
    if (code) expect(body.apiResponse.code).toBe(code);
  });

  it('names the field and the reason of each invalid value', async () => {
    const answer = await server.post('configuration/currency', {
      apiRequest: { action: 'create' },
      data: [{ code: 'euro', name: '', decimals: 9, rate: 1 }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.apiResponse.errors).toEqual(
      expect.arrayContaining([
        { field: '/data/0/code', message: 'must match pattern "^[A-Z]{3}$"', rule: 'pattern' },
        { field: '/data/0/name', message: 'must NOT have fewer than 1 characters', rule: 'minLength', limit: 1 },
        { field: '/data/0/decimals', message: 'must be <= 4', rule: 'maximum', limit: 4 },
        { field: '/data/0/rate', message: 'is not allowed here', rule: 'additionalProperties' },
      ]),
    );
  });

  it('lists the allowed actions for an unknown one', async () => {
    const answer = await server.post('configuration/hotel', { apiRequest: { action: 'SetHotelDate' }, data: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.apiResponse.errors).toEqual([
      { field: '/apiRequest/action', message: 'must be one of: GetHotelDate, NextHotelDate' },
    ]);
  });

  it('answers 404 for an unknown path, whatever the method', async () => {
    for (const [method, url] of [
      ['POST', '/api/configuration/nothing'],
      ['POST', '/api/'],
      ['GET', '/api/configuration/currency'],
      ['PUT', '/api/configuration/currency'],
      ['DELETE', '/api/x'],
    ] as const) {
      const answer = await raw(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : '{"apiRequest":{"action":"list"},"data":[]}',
      );
      expect(answer.status, `${method} ${url}`).toBe(404);
      const body = JSON.parse(answer.body);
      expectErrorEnvelope({ status: answer.status, headers: answer.headers, body });
    }
  });

  it('refuses other content types with 415 and huge bodies with 413', async () => {
    const text = await raw('POST', '/api/configuration/currency', 'apiRequest=list', 'text/plain');
    expect(text.status).toBe(415);
    expect(JSON.parse(text.body).apiResponse.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await raw(
      'POST',
      '/api/configuration/currency',
      JSON.stringify({ apiRequest: { action: 'list' }, data: [{ x: 'y'.repeat(2_000_000) }] }),
    );
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).apiResponse.id).toBe(99999);
  });

  it('carries a request id on every answer', async () => {
    const ok = await raw('POST', '/api/configuration/hotel', '{"apiRequest":{"action":"GetHotelDate"},"data":[]}');
    const bad = await raw('POST', '/api/configuration/hotel', '{');
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(bad.body).apiResponse.requestId).toBe(bad.headers['x-request-id']);
  });

  it('survives a thousand random bodies without a 500 or a change', async () => {
    const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
    const values = [
      null,
      true,
      0,
      -1,
      1.5,
      2 ** 31,
      '',
      'x',
      'THB',
      [],
      [{}],
      {},
      { id: 1 },
      { id: -1 },
      '\u0000',
      '😀'.repeat(50),
    ];
    const actions = ['list', 'get', 'create', 'update', 'delete', 'list-minimum', 'GetHotelDate', 'x', ''];
    const fields = ['id', 'code', 'name', 'symbol', 'decimals', 'isLocalCurrency', 'version', 'countryId', '__proto__'];
    const paths = [
      'configuration/currency',
      'configuration/hotel',
      'configuration/country',
      'configuration/HotelDetail',
    ];
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    const before = await server.db.selectFrom('currency').selectAll().orderBy('id').execute();
    for (let i = 0; i < 1000; i += 1) {
      const item: Record<string, unknown> = {};
      for (let f = next() % 4; f > 0; f -= 1) item[pick(fields, next())] = pick(values, next());
      const data = next() % 5 === 0 ? pick(values, next()) : [item];
      const answer = await server.post(pick(paths, next()), {
        apiRequest: { action: pick(actions, next()) },
        data,
      });
      expect(answer.status, JSON.stringify({ data })).toBeLessThan(500);
    }
    const after = await server.db.selectFrom('currency').selectAll().orderBy('id').execute();
    // Random bodies may create valid currencies; none may half-change an existing one.
    expect(after.filter((row) => before.some((old) => old.id === row.id))).toEqual(before);
  });
});
