import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../api/rateLimit.ts';
import { buildServer } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { type Headers, signIn } from '../test/api.ts';
import { createTestServer, TEST_ADMIN_PASSWORD, testEngine } from '../test/database.ts';
import { type LiveBus, type LiveChange, type LiveSignal, postgresBus } from './bus.ts';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

interface Frame {
  event: string;
  data: Record<string, unknown>;
}

/**
 * An event stream read as the app reads it: fetch with the bearer token, frames parsed as they
 * come. `next` waits for the first frame not yet taken that matches.
 */
async function openStream(baseUrl: string, headers: Headers) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { authorization: headers.authorization ?? '' },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const done = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) frames.push({ event, data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by the test.
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  })();
  let taken = 0;
  const stream = {
    response,
    frames,
    get ended() {
      return ended;
    },
    /** The next frame that matches, within `ms`; frames before it are passed over. */
    async next(match: (frame: Frame) => boolean, ms = 2_000): Promise<Frame> {
      const deadline = Date.now() + ms;
      for (;;) {
        while (taken < frames.length) {
          const frame = frames[taken] as Frame;
          taken += 1;
          if (match(frame)) return frame;
        }
        const left = deadline - Date.now();
        if (left <= 0 || ended) throw new Error(`no matching frame within ${ms} ms: ${JSON.stringify(frames)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    /** Every frame not yet taken, after waiting `ms` for more. */
    async rest(ms: number): Promise<Frame[]> {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const left = frames.slice(taken);
      taken = frames.length;
      return left;
    },
    close() {
      controller.abort();
      return done;
    },
  };
  if (response.status === 200) await stream.next((frame) => frame.event === 'ready');
  return stream;
}

const isChange = (path: string) => (frame: Frame) => frame.event === 'change' && frame.data.path === path;

let keys = 0;
function newKey() {
  keys += 1;
  return { 'idempotency-key': `live-${process.pid}-${Date.now().toString(36)}-${keys}` };
}

async function createGuest(server: TestServer, headers: Headers = {}) {
  const answer = await server.call('reservation/guest-profile', 'create', [{ lastName: 'Live', firstName: 'Test' }], {
    ...headers,
  });
  expect(answer.status).toBe(200);
}

describe('live updates: one server', () => {
  let server: TestServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await createTestServer();
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a stream without a valid bearer token (401 envelope)', async () => {
    const none = await server.app.inject({ method: 'GET', url: '/api/events' });
    expect(none.statusCode).toBe(401);
    expect(none.json().apiResponse.code).toBe('UNAUTHENTICATED');
    const forged = await server.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('tells every open stream of the hotel what changed, within 2 s, and nothing more', async () => {
    const other = await signIn(server.app, 'admin', TEST_ADMIN_PASSWORD);
    const mine = await openStream(baseUrl, server.admin);
    const theirs = await openStream(baseUrl, other.headers);
    expect(mine.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // The security headers of every answer hold for the stream too.
    expect(mine.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.response.headers.get('cache-control')).toMatch(/no-cache/);
    try {
      // Reads, refusals and writes that change nothing are not announced.
      await server.call('reservation/guest-profile', 'list', [{}]);
      const refused = await server.call('reservation/guest-profile', 'create', [{ lastName: '', firstName: 'X' }]);
      expect(refused.status).toBe(400);

      const key = newKey();
      const started = Date.now();
      await createGuest(server, key);
      const seen = await theirs.next(isChange('reservation/guest-profile'));
      expect(Date.now() - started).toBeLessThan(2_000);
      // Another session learns the path and action only.
      expect(seen.data).toEqual({ path: 'reservation/guest-profile', action: 'create' });
      // The writer's own session also learns its intent, to tell its own change from others'.
      const own = await mine.next(isChange('reservation/guest-profile'));
      expect(own.data).toEqual({
        path: 'reservation/guest-profile',
        action: 'create',
        intent: key['idempotency-key'],
      });
      // The refused create and the read came before it and sent nothing.
      expect(theirs.frames.filter((frame) => frame.event === 'change')).toHaveLength(1);

      // A replay of the same key changes nothing and is not announced again.
      await createGuest(server, key);
      expect((await theirs.rest(300)).filter((frame) => frame.event === 'change')).toEqual([]);
    } finally {
      await mine.close();
      await theirs.close();
    }
  });

  it('is not told of sign-ins', async () => {
    const stream = await openStream(baseUrl, server.admin);
    try {
      await signIn(server.app, 'admin', TEST_ADMIN_PASSWORD);
      expect((await stream.rest(300)).filter((frame) => frame.event === 'change')).toEqual([]);
    } finally {
      await stream.close();
    }
  });

  it('ends the stream of a session that signed out, at the next heartbeat', async () => {
    const app = await buildServer({
      db: server.db,
      rateLimits: NO_RATE_LIMITS,
      liveLimits: { heartbeatMs: 100 },
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const session = await signIn(app, 'admin', TEST_ADMIN_PASSWORD);
      const stream = await openStream(url, session.headers);
      const logout = await app.inject({
        method: 'POST',
        url: '/api/security/authentication',
        headers: { ...session.headers, 'content-type': 'application/json' },
        payload: { apiRequest: { action: 'logout' }, data: [] },
      });
      expect(logout.statusCode).toBe(200);
      await expect.poll(() => stream.ended, { timeout: 2_000 }).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('limits the streams one user may hold open', async () => {
    const app = await buildServer({ db: server.db, rateLimits: NO_RATE_LIMITS, liveLimits: { perUser: 2 } });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const open: Awaited<ReturnType<typeof openStream>>[] = [];
    try {
      open.push(await openStream(url, server.admin), await openStream(url, server.admin));
      const third = await fetch(`${url}/api/events`, { headers: { authorization: server.admin.authorization ?? '' } });
      expect(third.status).toBe(429);
      expect(((await third.json()) as { apiResponse: { code: string } }).apiResponse.code).toBe('TOO_MANY_STREAMS');
      // A closed stream frees its place.
      await open.shift()?.close();
      await expect
        .poll(
          async () => {
            const again = await openStream(url, server.admin);
            open.push(again);
            return again.response.status;
          },
          { timeout: 2_000 },
        )
        .toBe(200);
    } finally {
      for (const stream of open) await stream.close();
      await app.close();
    }
  });

  it('closes with streams open, and ends them', async () => {
    const app = await buildServer({ db: server.db, rateLimits: NO_RATE_LIMITS });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const streams = [await openStream(url, server.admin), await openStream(url, server.admin)];
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect.poll(() => streams.every((stream) => stream.ended), { timeout: 2_000 }).toBe(true);
    for (const stream of streams) await stream.close();
  });
});

/** The URL of the test's PostgreSQL database, with the credentials of DATABASE_URL. */
async function urlOf(server: TestServer): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(server.db);
  const url = new URL(process.env.DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name}`;
  return url.toString();
}

describe('live updates: two server instances on one database', () => {
  let server: TestServer;
  const closers: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await server?.close();
  });

  /** An instance as main.ts makes one: on PostgreSQL its own pool and its own LISTEN connection. */
  async function instance(): Promise<{ app: FastifyInstance; url: string; bus?: LiveBus }> {
    if (testEngine === 'pglite') {
      // PGlite lives in one process: instances on it share the handle and its in-process bus.
      const app = await buildServer({ db: server.db, rateLimits: NO_RATE_LIMITS });
      closers.push(() => app.close());
      return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    }
    const url = await urlOf(server);
    const database = await openDatabase({ engine: 'postgres', url, maxConnections: 3 });
    const bus = await postgresBus({ url });
    const app = await buildServer({ db: database.db, live: bus, rateLimits: NO_RATE_LIMITS, sharedCounters: true });
    closers.push(
      () => database.close(),
      () => bus.close(),
      () => app.close(),
    );
    return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }), bus };
  }

  it('a write through instance A reaches a stream on instance B within 2 s', async () => {
    const a = await instance();
    const b = await instance();
    const session = await signIn(a.app, 'admin', TEST_ADMIN_PASSWORD);
    const onB = await openStream(b.url, session.headers);
    const onA = await openStream(a.url, session.headers);
    try {
      const started = Date.now();
      const created = await a.app.inject({
        method: 'POST',
        url: '/api/reservation/guest-profile',
        headers: { ...session.headers, 'content-type': 'application/json' },
        payload: { apiRequest: { action: 'create' }, data: [{ lastName: 'Across', firstName: 'Servers' }] },
      });
      expect(created.statusCode).toBe(200);
      const seen = await onB.next(isChange('reservation/guest-profile'));
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(seen.data).toMatchObject({ path: 'reservation/guest-profile', action: 'create' });
      // Exactly once on each instance, its own included.
      await onA.next(isChange('reservation/guest-profile'));
      expect((await onB.rest(300)).filter((frame) => frame.event === 'change')).toEqual([]);
    } finally {
      await onA.close();
      await onB.close();
    }
  });

  it.runIf(testEngine === 'postgres')('NOTIFY is delivered on commit only, never after a rollback', async () => {
    const url = await urlOf(server);
    const bus = await postgresBus({ url });
    closers.push(() => bus.close());
    const heard: LiveSignal[] = [];
    bus.subscribe((signal) => heard.push(signal));
    const change = (path: string): LiveChange => ({ propertyId: server.propertyId, path, action: 'update' });
    await expect(
      server.db.transaction().execute(async (trx) => {
        await bus.stage(trx, change('test/rolled-back'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await server.db.transaction().execute(async (trx) => {
      await bus.stage(trx, change('test/committed'));
      // Not before the commit.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard, { timeout: 2_000 }).toEqual([{ kind: 'change', change: change('test/committed') }]);
  });
});
