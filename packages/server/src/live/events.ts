import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiFailure } from '../api/errors.ts';
import { authenticate } from '../auth/authorize.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import type { LiveBus, LiveChange, LiveSignal } from './bus.ts';

export const EVENTS_URL = '/api/events';

export interface LiveStreamLimits {
  /** A comment line this often keeps proxies from closing a quiet stream and finds dead ones. */
  heartbeatMs: number;
  /** Open streams of one user on one instance: a front desk shares its login on several desks. */
  perUser: number;
  /** Open streams on one instance in all. */
  total: number;
  /** A client that reads nothing while this much waits to be sent is let go. */
  maxBufferedBytes: number;
}

export const DEFAULT_STREAM_LIMITS: LiveStreamLimits = {
  heartbeatMs: 15_000,
  perUser: 20,
  total: 2_000,
  maxBufferedBytes: 256 * 1024,
};

export interface LiveEventsOptions {
  db: Kysely<Database>;
  tokens: TokenService;
  bus: LiveBus;
  limits?: Partial<LiveStreamLimits>;
}

interface Stream {
  propertyId: number;
  userId: number;
  sessionId: string;
  send(frame: string): void;
  end(): void;
}

/** One SSE frame of a change: its path and action, and the intent only for the writer's session. */
export function changeFrame(change: LiveChange, sessionId: string): string {
  const data = {
    path: change.path,
    action: change.action,
    ...(change.intent && change.sessionId === sessionId ? { intent: change.intent } : {}),
  };
  return `event: change\ndata: ${JSON.stringify(data)}\n\n`;
}

export const RESYNC_FRAME = 'event: resync\ndata: {}\n\n';
export const READY_FRAME = 'event: ready\ndata: {}\n\n';
export const HEARTBEAT_FRAME = ': heartbeat\n\n';

/**
 * `GET /api/events`: a server-sent event stream of what changed in the caller's hotel, for the
 * app to read its open screens again. Signed in by the bearer token like every call (the app
 * reads the stream with fetch, which can send the header; EventSource cannot, and a token in the
 * URL would end up in logs). The session is checked again at every heartbeat, so a sign-out or a
 * disabled user ends the stream within one. Closing the server ends every stream.
 */
export function registerLiveEvents(app: FastifyInstance, options: LiveEventsOptions): void {
  const { db, tokens, bus } = options;
  const limits = { ...DEFAULT_STREAM_LIMITS, ...options.limits };
  const streams = new Set<Stream>();
  let closing = false;

  const unsubscribe = bus.subscribe((signal: LiveSignal) => {
    for (const stream of streams) {
      if (signal.kind === 'resync') stream.send(RESYNC_FRAME);
      else if (signal.change.propertyId === stream.propertyId)
        stream.send(changeFrame(signal.change, stream.sessionId));
    }
  });

  app.addHook('preClose', async () => {
    closing = true;
    unsubscribe();
    for (const stream of [...streams]) stream.end();
  });

  app.get(EVENTS_URL, async (request: FastifyRequest, reply) => {
    const caller = await authenticate(request, db, tokens);
    if (caller.mustChangePassword) {
      throw new ApiFailure(403, 'PASSWORD_CHANGE_REQUIRED', 'Set your own password first');
    }
    if (closing) throw new ApiFailure(503, 'SHUTTING_DOWN', 'The server is shutting down; try again shortly');
    const mine = [...streams].filter((stream) => stream.userId === caller.userId).length;
    if (mine >= limits.perUser || streams.size >= limits.total) {
      throw new ApiFailure(
        429,
        'TOO_MANY_STREAMS',
        'Too many open live-update streams; close some tabs',
        [],
        undefined,
        {
          retryAfterSeconds: 30,
        },
      );
    }

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      // Proxies (nginx) otherwise hold the frames back to fill a buffer.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
      // A stream's connection is never reused: once it ends the socket goes, so nothing idles on
      // after the server was asked to close.
      connection: 'close',
    });
    // The socket's own idle limit does not apply to a stream that is quiet on purpose.
    request.raw.socket.setTimeout(0);
    request.raw.socket.setNoDelay(true);

    let ended = false;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    const stream: Stream = {
      propertyId: caller.propertyId,
      userId: caller.userId,
      sessionId: caller.sessionId,
      send(frame) {
        if (ended) return;
        if (response.writableLength > limits.maxBufferedBytes) {
          stream.end();
          return;
        }
        response.write(frame);
      },
      end() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        streams.delete(stream);
        response.end();
      },
    };
    streams.add(stream);
    response.on('close', () => {
      ended = true;
      clearInterval(heartbeat);
      streams.delete(stream);
    });
    heartbeat = setInterval(() => {
      stream.send(HEARTBEAT_FRAME);
      // The token and the session as they are now: a signed-out or expired one ends the stream,
      // and the app opens a new one with its renewed token.
      authenticate(request, db, tokens).then(
        (now) => {
          if (now.sessionId !== caller.sessionId) stream.end();
        },
        () => stream.end(),
      );
    }, limits.heartbeatMs);
    heartbeat.unref?.();
    stream.send(READY_FRAME);
  });
}
