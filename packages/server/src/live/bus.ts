import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema.ts';

/**
 * What a committed write tells the open screens: which action of which path changed something in
 * which hotel. Never the data: a screen that cares reads it again through the API, with its own
 * rights. `sessionId` and `intent` (the write's Idempotency-Key) only let the writer's own tab
 * know its own change; the event stream sends them to that session alone.
 */
export interface LiveChange {
  propertyId: number;
  path: string;
  action: string;
  sessionId?: string;
  intent?: string;
}

/** What a subscriber hears: a change, or `resync` when changes may have been missed. */
export type LiveSignal = { kind: 'change'; change: LiveChange } | { kind: 'resync' };

/**
 * Carries changes from the write that made them to every event stream of every server instance
 * on the same database. A write calls `stage` inside its transaction and `committed` after the
 * commit; each bus delivers at the one of the two it can make safe.
 */
export interface LiveBus {
  /** Inside the write's transaction: what is sent here is delivered only if it commits. */
  stage(trx: Kysely<Database>, change: LiveChange): Promise<void>;
  /** After the commit (never after a rollback). */
  committed(change: LiveChange): void;
  subscribe(listener: (signal: LiveSignal) => void): () => void;
  close(): Promise<void>;
}

/** The PostgreSQL channel every instance listens on. */
export const CHANNEL = 'pms_changes';
/** NOTIFY refuses payloads of 8000 bytes and more; a change is far smaller. */
const MAX_PAYLOAD = 7_900;

function fanOut() {
  const listeners = new Set<(signal: LiveSignal) => void>();
  return {
    listeners,
    emit(signal: LiveSignal) {
      for (const listener of [...listeners]) {
        try {
          listener(signal);
        } catch {
          // One broken stream must not keep the change from the others.
        }
      }
    },
    subscribe(listener: (signal: LiveSignal) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Embedded PGlite: one process holds the database, so every server on it is in this process and
 * an emitter carries the changes. Delivered after the commit only.
 */
export function inProcessBus(): LiveBus {
  const { emit, subscribe, listeners } = fanOut();
  return {
    stage: async () => {},
    committed: (change) => emit({ kind: 'change', change }),
    subscribe,
    async close() {
      listeners.clear();
    },
  };
}

const sharedBuses = new WeakMap<Kysely<Database>, LiveBus>();

/** The in-process bus of one database: servers built on the same handle hear each other. */
export function inProcessBusOf(db: Kysely<Database>): LiveBus {
  let bus = sharedBuses.get(db);
  if (!bus) {
    bus = inProcessBus();
    sharedBuses.set(db, bus);
  }
  return bus;
}

export function parseChange(payload: string | undefined): LiveChange | undefined {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.propertyId !== 'number' || typeof value.path !== 'string' || typeof value.action !== 'string') {
      return undefined;
    }
    return {
      propertyId: value.propertyId,
      path: value.path,
      action: value.action,
      ...(typeof value.sessionId === 'string' ? { sessionId: value.sessionId } : {}),
      ...(typeof value.intent === 'string' ? { intent: value.intent } : {}),
    };
  } catch {
    return undefined;
  }
}

export interface PostgresBusOptions {
  url: string;
  /** First wait before connecting again after the listening connection is lost; doubles up to 30 s. */
  retryMs?: number;
  onWarning?: (message: string) => void;
}

/**
 * PostgreSQL: the write sends `pg_notify` inside its transaction, so the database delivers it
 * when, and only when, the transaction commits, to every instance's LISTEN connection (one each,
 * held apart from the pool). A lost connection is opened again with backoff, and the streams are
 * told to read everything again, since changes may have gone by meanwhile.
 */
export async function postgresBus(options: PostgresBusOptions): Promise<LiveBus> {
  const { emit, subscribe, listeners } = fanOut();
  const firstRetryMs = options.retryMs ?? 500;
  const warn = options.onWarning ?? ((message: string) => process.emitWarning(message, { type: 'LiveUpdatesWarning' }));
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = firstRetryMs;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL) return;
      const change = parseChange(message.payload);
      if (change) emit({ kind: 'change', change });
    });
    next.on('error', (error) => {
      warn(`The live-updates connection to PostgreSQL failed: ${error.message}`);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = firstRetryMs;
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return;
    client = undefined;
    which.end().catch(() => {});
    reconnectLater();
  }

  function reconnectLater() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => emit({ kind: 'resync' }),
        (error: Error) => {
          warn(`The live-updates connection to PostgreSQL could not be opened again: ${error.message}`);
          retryMs = Math.min(retryMs * 2, 30_000);
          reconnectLater();
        },
      );
    }, retryMs);
    retryTimer.unref?.();
  }

  // The first connection must work: a wrong URL is a start-up error, not a warning.
  await connect();

  return {
    async stage(trx, change) {
      const payload = JSON.stringify(change);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error(`A live change is too large: ${payload.length}`);
      await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(trx);
    },
    committed: () => {},
    subscribe,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** The bus a server instance on this database target uses. */
export function openLiveBus(target: { engine: 'postgres'; url: string } | { engine: 'pglite' }): Promise<LiveBus> {
  return target.engine === 'postgres' ? postgresBus({ url: target.url }) : Promise.resolve(inProcessBus());
}

/**
 * Writes no screen shows: sign-in, renewal, sign-out and password changes happen all day and
 * must not wake every open screen of the hotel.
 */
const SILENT_PATHS = new Set(['security/authentication']);

export const announces = (path: string) => !SILENT_PATHS.has(path);
