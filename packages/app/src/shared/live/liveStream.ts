import { createSseParser } from './sse.ts';

/** What the server's event stream (`GET /api/events`) says. */
export type LiveEvent =
  | { type: 'change'; path: string; action: string; intent?: string }
  /** Changes may have been missed (the server's database connection came back): read everything. */
  | { type: 'resync' };

export const EVENTS_PATH = '/api/events';

export interface LiveStreamOptions {
  /** The API origin; the page's own by default. */
  origin?: string;
  /** The tab's bearer token, read at every (re)connection; none: wait and look again. */
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /** Connected again after a break: whatever changed meanwhile was not told. */
  onReconnect: () => void;
  /** The first connection also counts as a reconnection (another tab's stream came before). */
  resyncOnFirstConnect?: boolean;
  fetch?: typeof fetch;
  /** First wait before connecting again; doubles (with jitter) up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A stream silent this long is taken for dead (the server sends a heartbeat every 15 s). */
  silenceMs?: number;
  random?: () => number;
}

function parseChange(data: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    if (typeof value.path !== 'string' || typeof value.action !== 'string') return undefined;
    return {
      type: 'change',
      path: value.path,
      action: value.action,
      ...(typeof value.intent === 'string' ? { intent: value.intent } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The wait before the attempt after `failures` failed ones: doubling, capped, jittered. */
export function backoffMs(failures: number, min: number, max: number, random: () => number): number {
  const ceiling = Math.min(max, min * 2 ** Math.max(0, failures - 1));
  // Between half and all of it, so that the tabs of a restarted server do not all come back at once.
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * Reads the server's event stream with fetch (which, unlike EventSource, sends the bearer token
 * in a header), for as long as it is not stopped: a refused, broken or silent stream is opened
 * again after a backoff. Answers the function that stops it.
 */
export function startLiveStream(options: LiveStreamOptions): () => void {
  const minBackoffMs = options.minBackoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const silenceMs = options.silenceMs ?? 45_000;
  const random = options.random ?? Math.random;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.origin ?? globalThis.location?.origin ?? ''}${EVENTS_PATH}`;
  const stopper = new AbortController();
  let failures = 0;
  let connectedBefore = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stopper.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  /** One connection, until it ends; answers how long to wait before the next one. */
  async function connectOnce(): Promise<number | undefined> {
    const token = options.getToken();
    if (!token) return undefined;
    const attempt = new AbortController();
    const stop = () => attempt.abort();
    stopper.signal.addEventListener('abort', stop, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => attempt.abort(), silenceMs);
    };
    try {
      heard();
      const response = await doFetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal: attempt.signal,
      });
      if (!response.ok || !response.body) {
        const retryAfter = Number(response.headers.get('retry-after'));
        return Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined;
      }
      const parser = createSseParser((event) => {
        if (event.event === 'ready') {
          failures = 0;
          if (connectedBefore || options.resyncOnFirstConnect) options.onReconnect();
          connectedBefore = true;
        } else if (event.event === 'resync') {
          options.onEvent({ type: 'resync' });
        } else if (event.event === 'change') {
          const change = parseChange(event.data);
          if (change) options.onEvent(change);
        }
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        heard();
        parser.push(value);
      }
      return undefined;
    } catch {
      // Offline, refused, aborted as silent: the loop tries again.
      return undefined;
    } finally {
      clearTimeout(silence);
      stopper.signal.removeEventListener('abort', stop);
      attempt.abort();
    }
  }

  (async () => {
    while (!stopper.signal.aborted) {
      const asked = await connectOnce();
      if (stopper.signal.aborted) break;
      failures += 1;
      await sleep(Math.max(asked ?? 0, backoffMs(failures, minBackoffMs, maxBackoffMs, random)));
    }
  })();

  return () => stopper.abort();
}
