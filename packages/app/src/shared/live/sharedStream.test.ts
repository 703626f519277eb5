import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from './liveStream.ts';
import { startSharedLiveStream, type TabCoordination } from './sharedStream.ts';

/** The Web Locks API as far as the shared stream uses it: one holder, the others wait in turn. */
function fakeLocks(): NonNullable<TabCoordination['locks']> {
  let held = false;
  const queue: (() => void)[] = [];
  const release = () => {
    held = false;
    queue.shift()?.();
  };
  return {
    request(_name, options, work) {
      if (options.ifAvailable && held) return work(null);
      return new Promise((resolve, reject) => {
        const run = () => {
          if (options.signal?.aborted) {
            reject(options.signal.reason);
            release();
            return;
          }
          held = true;
          work({}).then(resolve, reject).finally(release);
        };
        if (!held) run();
        else {
          queue.push(run);
          options.signal?.addEventListener('abort', () => {
            const index = queue.indexOf(run);
            if (index >= 0) queue.splice(index, 1);
            reject(options.signal?.reason);
          });
        }
      });
    },
  };
}

function fakeServer() {
  const encoder = new TextEncoder();
  const streams: { send(text: string): void }[] = [];
  const fetch = vi.fn(async () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    streams.push({ send: (text) => controller.enqueue(encoder.encode(text)) });
    return new Response(body, { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, streams };
}

function tab(server: ReturnType<typeof fakeServer>, coordination: TabCoordination) {
  const events: LiveEvent[] = [];
  const onReconnect = vi.fn();
  const stop = startSharedLiveStream(
    {
      origin: 'http://pms.test',
      getToken: () => 'token',
      onEvent: (event) => events.push(event),
      onReconnect,
      fetch: server.fetch,
      minBackoffMs: 5,
      maxBackoffMs: 10,
    },
    coordination,
  );
  return { events, onReconnect, stop };
}

describe('one stream shared by the tabs of a browser', () => {
  it('one tab reads the stream and passes its events on; the next takes over when it goes', async () => {
    const server = fakeServer();
    const coordination: TabCoordination = { locks: fakeLocks(), BroadcastChannel };
    const first = tab(server, coordination);
    await vi.waitFor(() => expect(server.streams).toHaveLength(1));
    const second = tab(server, coordination);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.calls).toHaveBeenCalledTimes(1);

    server.streams[0]?.send('event: ready\ndata: {}\n\n');
    server.streams[0]?.send('event: change\ndata: {"path":"reception/room-move","action":"create","intent":"k"}\n\n');
    await vi.waitFor(() => expect(second.events).toHaveLength(1));
    expect(first.events).toEqual([{ type: 'change', path: 'reception/room-move', action: 'create', intent: 'k' }]);
    // The intent is the first tab's session's own.
    expect(second.events).toEqual([{ type: 'change', path: 'reception/room-move', action: 'create' }]);

    // The first tab closes: the second opens the stream, and reads again what it shows, since
    // changes may have gone by in between.
    first.stop();
    await vi.waitFor(() => expect(server.streams).toHaveLength(2));
    server.streams[1]?.send('event: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(second.onReconnect).toHaveBeenCalledTimes(1));
    expect(first.onReconnect).not.toHaveBeenCalled();
    second.stop();
  });

  it('without Web Locks every tab reads its own', async () => {
    const server = fakeServer();
    const coordination: TabCoordination = { BroadcastChannel };
    const first = tab(server, coordination);
    const second = tab(server, coordination);
    await vi.waitFor(() => expect(server.streams).toHaveLength(2));
    first.stop();
    second.stop();
  });
});
