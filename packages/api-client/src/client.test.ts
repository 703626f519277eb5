import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client.ts';

function fakeServer(status: number, body: unknown, seen: Request[] = []) {
  return async (request: Request) => {
    seen.push(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

describe('api client', () => {
  it('posts the envelope with the bearer token, XSRF header and idempotency key', async () => {
    const seen: Request[] = [];
    const api = createApiClient({
      origin: 'http://hotel.test',
      getToken: () => 'tok',
      getXsrfToken: () => 'xsrf-1',
      fetch: fakeServer(200, { apiResponse: { id: 0, desc: 'Success', action: 'delete' }, data: [{ id: 4 }] }, seen),
    });
    const answer = await api.call('configuration/currency', 'delete', [{ id: 4 }], { idempotencyKey: 'key-12345' });
    expect(answer.data).toEqual([{ id: 4 }]);
    const request = seen[0];
    expect(request?.url).toBe('http://hotel.test/api/configuration/currency');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe('Bearer tok');
    expect(request?.headers.get('x-xsrf-token')).toBe('xsrf-1');
    expect(request?.headers.get('idempotency-key')).toBe('key-12345');
    expect(await request?.json()).toEqual({ apiRequest: { action: 'delete' }, data: [{ id: 4 }] });
  });

  it('turns an error envelope into an ApiError with the failing fields', async () => {
    const api = createApiClient({
      origin: 'http://hotel.test',
      fetch: fakeServer(400, {
        apiResponse: {
          id: 99999,
          desc: 'Invalid request',
          code: 'VALIDATION_FAILED',
          errors: [{ field: '/data/0/code', message: 'must match pattern "^[A-Z]{3}$"' }],
        },
        data: [],
      }),
    });
    const error = await api.call('configuration/currency', 'create', [{ code: 'x', name: 'X' }]).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, id: 99999, code: 'VALIDATION_FAILED', action: 'create' });
    expect(error.errors[0].field).toBe('/data/0/code');
  });

  it('carries the failure count and the wait of a refused login', async () => {
    const api = createApiClient({
      origin: 'http://hotel.test',
      fetch: fakeServer(429, {
        apiResponse: { id: 10001, desc: 'Wait', code: 'LOGIN_LOCKED', failedAttempts: 3, retryAfterSeconds: 30 },
        data: [],
      }),
    });
    const error = await api
      .call('security/authentication', 'login', [{ loginName: 'a', password: 'b' }])
      .catch((e) => e);
    expect(error).toMatchObject({ status: 429, id: 10001, login: { failedAttempts: 3, retryAfterSeconds: 30 } });
  });

  it('renews the session once on a 401 and sends the call again with the new token', async () => {
    let token = 'old';
    const seen: string[] = [];
    const renewals: string[] = [];
    const api = createApiClient({
      origin: 'http://hotel.test',
      getToken: () => token,
      fetch: async (request) => {
        const bearer = request.headers.get('authorization') ?? '';
        seen.push(bearer);
        return bearer === 'Bearer new'
          ? fakeServer(200, { apiResponse: { id: 0, desc: '', action: 'list' }, data: [] })(request)
          : fakeServer(401, { apiResponse: { id: 99999, desc: 'expired', code: 'TOKEN_EXPIRED' }, data: [] })(request);
      },
      onUnauthenticated: async (error) => {
        renewals.push(error.code);
        token = 'new';
        return true;
      },
    });
    await expect(api.call('configuration/currency', 'list', [])).resolves.toMatchObject({ data: [] });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(renewals).toEqual(['TOKEN_EXPIRED']);

    // A renewal that fails lets the 401 through; without a token there is nothing to renew.
    token = 'old';
    const refused = createApiClient({
      origin: 'http://hotel.test',
      getToken: () => token,
      fetch: fakeServer(401, { apiResponse: { id: 99999, desc: 'ended', code: 'SESSION_ENDED' }, data: [] }),
      onUnauthenticated: async () => false,
    });
    await expect(refused.call('configuration/currency', 'list', [])).rejects.toMatchObject({ status: 401 });
  });

  it('rejects an answer for another action', async () => {
    const api = createApiClient({
      origin: 'http://hotel.test',
      fetch: fakeServer(200, { apiResponse: { id: 0, desc: '', action: 'list' }, data: [] }),
    });
    await expect(api.call('configuration/currency', 'list-minimum', [])).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('reports a transport failure and a timeout apart', async () => {
    const offline = createApiClient({
      origin: 'http://hotel.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(offline.call('configuration/hotel', 'GetHotelDate', [])).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
    });

    const slow = createApiClient({
      origin: 'http://hotel.test',
      timeoutMs: 20,
      fetch: (request) =>
        new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    });
    await expect(slow.call('configuration/hotel', 'GetHotelDate', [])).rejects.toMatchObject({ code: 'TIMEOUT' });
  });
  it('sends a read again after a timeout, and gives up with an alert at the third attempt', async () => {
    let sent = 0;
    const givenUp: ApiError[] = [];
    const never = createApiClient({
      origin: 'http://hotel.test',
      timeoutMs: 10,
      onGiveUp: (error) => givenUp.push(error),
      fetch: (request) => {
        sent += 1;
        return new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        );
      },
    });
    await expect(never.call('configuration/hotel', 'GetHotelDate', [], { retryOnTimeout: true })).rejects.toMatchObject(
      { code: 'TIMEOUT', attempts: 3 },
    );
    expect(sent).toBe(3);
    expect(givenUp).toHaveLength(1);
    expect(givenUp[0]).toMatchObject({ code: 'TIMEOUT', attempts: 3, path: 'configuration/hotel' });

    // A command without an idempotency key is never sent twice: it might have been carried out.
    sent = 0;
    await expect(never.call('configuration/currency', 'delete', [{ id: 1 }])).rejects.toMatchObject({
      code: 'TIMEOUT',
      attempts: 1,
    });
    expect(sent).toBe(1);
    expect(givenUp).toHaveLength(1);

    // The second attempt answering is a success like any other.
    let calls = 0;
    const recovering = createApiClient({
      origin: 'http://hotel.test',
      timeoutMs: 10,
      fetch: (request) => {
        calls += 1;
        if (calls === 1) {
          return new Promise((_, reject) =>
            request.signal.addEventListener('abort', () => reject(request.signal.reason)),
          );
        }
        return fakeServer(200, {
          apiResponse: { id: 0, desc: '', action: 'GetHotelDate' },
          data: [{ value: '2026-11-21' }],
        })(request);
      },
    });
    const answer = await recovering.call('configuration/hotel', 'GetHotelDate', [], { retryOnTimeout: true });
    expect(answer.data).toEqual([{ value: '2026-11-21' }]);
  });

  it('answers lostconnect without calling while offline, for calls that need the network', async () => {
    let sent = 0;
    const api = createApiClient({
      origin: 'http://hotel.test',
      isOnline: () => false,
      fetch: (request) => {
        sent += 1;
        return fakeServer(200, { apiResponse: { id: 0, desc: '', action: 'GetHotelDate' }, data: [] })(request);
      },
    });
    await expect(api.call('configuration/hotel', 'GetHotelDate', [], { requireOnline: true })).rejects.toMatchObject({
      code: 'LOST_CONNECT',
      desc: 'lostconnect',
      status: 0,
    });
    expect(sent).toBe(0);
    await api.call('configuration/hotel', 'GetHotelDate', []);
    expect(sent).toBe(1);
  });

  it('counts the calls on their way, leaving quiet ones out', async () => {
    const counts: number[] = [];
    let release: () => void = () => {};
    const api = createApiClient({
      origin: 'http://hotel.test',
      onBusyChange: (busy) => counts.push(busy),
      fetch: async (request) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return fakeServer(200, { apiResponse: { id: 0, desc: '', action: 'GetHotelDate' }, data: [] })(request);
      },
    });
    const loud = api.call('configuration/hotel', 'GetHotelDate', []);
    await Promise.resolve();
    expect(api.busy).toBe(1);
    release();
    await loud;
    const quiet = api.call('configuration/hotel', 'GetHotelDate', [], { quiet: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await quiet;
    expect(counts).toEqual([1, 0]);
    expect(api.busy).toBe(0);
  });
});
