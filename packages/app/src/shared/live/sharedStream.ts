import { type LiveEvent, type LiveStreamOptions, startLiveStream } from './liveStream.ts';

/** The lock the tab holding the stream keeps, and the channel it passes the events on by. */
export const LEADER_LOCK = 'pms-live-stream';
export const CHANNEL_NAME = 'pms-live-events';

type Message = { kind: 'event'; event: LiveEvent } | { kind: 'reconnected' };

type LockWork = (lock: unknown) => Promise<void>;
export interface TabCoordination {
  locks?: {
    request(name: string, options: { signal?: AbortSignal; ifAvailable?: boolean }, work: LockWork): Promise<unknown>;
  };
  BroadcastChannel?: typeof BroadcastChannel;
}

/**
 * One event stream per browser instead of one per tab: a browser opens at most six connections to
 * a server over HTTP/1.1, and every open stream holds one, so six tabs would leave the seventh no
 * connection to call with. The tabs of a browser elect one (a Web Lock: when it closes or signs
 * out, the next one takes over) that reads the stream and passes each event to the others over a
 * BroadcastChannel (same origin only). Where either is missing, every tab reads its own.
 */
export function startSharedLiveStream(
  options: LiveStreamOptions,
  browser: TabCoordination = { locks: globalThis.navigator?.locks, BroadcastChannel: globalThis.BroadcastChannel },
): () => void {
  const { locks, BroadcastChannel: Channel } = browser;
  if (!locks || !Channel) return startLiveStream(options);

  const channel = new Channel(CHANNEL_NAME);
  const stopped = new AbortController();
  const post = (message: Message) => {
    if (!stopped.signal.aborted) channel.postMessage(message);
  };
  channel.onmessage = (message: MessageEvent<Message>) => {
    if (message.data.kind === 'event') options.onEvent(message.data.event);
    else options.onReconnect();
  };

  /** This tab reads the stream until it stops; `tookOver`: another tab's stream came before. */
  async function lead(tookOver: boolean) {
    if (stopped.signal.aborted) return;
    const stop = startLiveStream({
      ...options,
      resyncOnFirstConnect: tookOver,
      onEvent(event) {
        options.onEvent(event);
        // The intent belongs to this tab's session; no other tab could match it.
        post({
          kind: 'event',
          event: event.type === 'change' ? { type: 'change', path: event.path, action: event.action } : event,
        });
      },
      onReconnect() {
        options.onReconnect();
        post({ kind: 'reconnected' });
      },
    });
    await new Promise<void>((resolve) => stopped.signal.addEventListener('abort', () => resolve(), { once: true }));
    stop();
  }

  locks
    .request(LEADER_LOCK, { ifAvailable: true }, (lock) => (lock ? lead(false) : Promise.resolve(undefined)))
    .then(() => {
      if (stopped.signal.aborted) return;
      // Another tab holds the stream: wait for it to go, then take over.
      return locks.request(LEADER_LOCK, { signal: stopped.signal }, () => lead(true));
    })
    .catch(() => {
      // Stopped while waiting for the lock.
    });

  return () => {
    stopped.abort();
    channel.close();
  };
}
