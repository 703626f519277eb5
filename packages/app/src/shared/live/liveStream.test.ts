import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { applyLiveEvent } from './applyLiveEvent.ts';
import { backoffMs, type LiveEvent, startLiveStream } from './liveStream.ts';
import { ownWritesOf } from './ownWrites.ts';

/** A server stream the test writes frames into. */
function fakeStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const READY = 'event: ready\ndata: {}\n\n';

describe('the live stream', () => {
  it('sends the bearer token, hands on changes, and comes back after a break', async () => {
    const streams: ReturnType<typeof fakeStream>[] = [];
    const requests: RequestInit[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(init ?? {});
      if (requests.length === 2) return new Response('{}', { status: 401 });
      const stream = fakeStream();
      streams.push(stream);
      return stream.response;
    });
    const events: LiveEvent[] = [];
    const onReconnect = vi.fn();
    const stop = startLiveStream({
      origin: 'http://pms.test',
      getToken: () => 'the-token',
      onEvent: (event) => events.push(event),
      onReconnect,
      fetch: fetch as unknown as typeof globalThis.fetch,
      minBackoffMs: 5,
      maxBackoffMs: 20,
    });
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('http://pms.test/api/events');
    expect(requests[0]?.headers).toMatchObject({ authorization: 'Bearer the-token' });

    streams[0]?.send(READY);
    streams[0]?.send(': heartbeat\n\nevent: change\ndata: {"path":"reception/room-move","action":"create"}\n\n');
    streams[0]?.send(
      'event: change\ndata: {"path":"a/b","action":"update","intent":"k-1"}\n\nevent: resync\ndata: {}\n\n',
    );
    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(events).toEqual([
      { type: 'change', path: 'reception/room-move', action: 'create' },
      { type: 'change', path: 'a/b', action: 'update', intent: 'k-1' },
      { type: 'resync' },
    ]);
    expect(onReconnect).not.toHaveBeenCalled();

    // The server ends the stream; the next attempt is refused (401), the one after gets through.
    streams[0]?.end();
    await vi.waitFor(() => expect(streams).toHaveLength(2));
    expect(requests).toHaveLength(3);
    streams[1]?.send(READY);
    // Whatever changed during the break was not told: the app reads everything on screen again.
    await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1));

    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('waits for a token before it connects', async () => {
    let token: string | null = null;
    const fetch = vi.fn(async () => fakeStream().response);
    const stop = startLiveStream({
      origin: 'http://pms.test',
      getToken: () => token,
      onEvent: () => {},
      onReconnect: () => {},
      fetch: fetch as unknown as typeof globalThis.fetch,
      minBackoffMs: 5,
      maxBackoffMs: 10,
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(fetch).not.toHaveBeenCalled();
    token = 'now';
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    stop();
  });

  it('backs off doubling, with jitter, up to the ceiling', () => {
    expect(backoffMs(1, 1_000, 30_000, () => 1)).toBe(1_000);
    expect(backoffMs(2, 1_000, 30_000, () => 1)).toBe(2_000);
    expect(backoffMs(3, 1_000, 30_000, () => 0)).toBe(2_000);
    expect(backoffMs(20, 1_000, 30_000, () => 1)).toBe(30_000);
  });
});

describe('a change turned into invalidation', () => {
  function clientWith(keys: string[]) {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const fetched: Record<string, number> = {};
    const observers = keys.map(
      (path) =>
        new QueryObserver(client, {
          queryKey: [path, 'list', []],
          queryFn: async () => {
            fetched[path] = (fetched[path] ?? 0) + 1;
            return [];
          },
        }),
    );
    const unsubscribe = observers.map((observer) => observer.subscribe(() => {}));
    return {
      client,
      fetched,
      stop: () => {
        for (const off of unsubscribe) off();
      },
    };
  }

  /** Every screen has its first answer (a change during a first read joins that read). */
  const loaded = (client: QueryClient) =>
    vi.waitFor(() =>
      expect(
        client
          .getQueryCache()
          .findAll()
          .map((query) => query.state.status),
      ).toEqual(['success', 'success', 'success', 'success']),
    );

  const screens = [
    'reception/room-rack',
    'housekeeping/room-status',
    'reservation/reservation',
    'configuration/currency',
  ];

  it('reads again the open screens a change touches, and no others', async () => {
    const { client, fetched, stop } = clientWith(screens);
    await loaded(client);
    applyLiveEvent(client, { type: 'change', path: 'housekeeping/room-status', action: 'update' });
    await vi.waitFor(() => expect(fetched['reception/room-rack']).toBe(2));
    expect(fetched).toEqual({
      'reception/room-rack': 2,
      'housekeeping/room-status': 2,
      'reservation/reservation': 2,
      'configuration/currency': 1,
    });
    stop();
  });

  it("a tab's own change leaves out what its command read again", async () => {
    const { client, fetched, stop } = clientWith(screens);
    await loaded(client);
    ownWritesOf(client)
      .begin('intent-1')
      .answered([['reservation/reservation']]);
    applyLiveEvent(client, { type: 'change', path: 'reservation/reservation', action: 'create', intent: 'intent-1' });
    await vi.waitFor(() => expect(fetched['reception/room-rack']).toBe(2));
    expect(fetched['reservation/reservation']).toBe(1);
    expect(fetched['housekeeping/room-status']).toBe(2);
    stop();
  });

  it('a resync reads every open screen again', async () => {
    const { client, fetched, stop } = clientWith(screens);
    await loaded(client);
    applyLiveEvent(client, { type: 'resync' });
    await vi.waitFor(() => expect(Object.values(fetched)).toEqual([2, 2, 2, 2]));
    stop();
  });
});
