import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { TokenService } from '../auth/tokens.ts';
import type { Database } from '../db/schema.ts';
import { ApiFailure } from './errors.ts';

/** Requests per minute (0: no limit). */
export interface RateLimitSettings {
  /** Sign-in, token renewal and token checks without a valid token, per address. */
  signInPerMinute: number;
  /** Any other API request without a valid token (interface texts, the hotel's name and logo), per address. */
  anonymousPerMinute: number;
  /** Requests of one signed-in user, from wherever they come. */
  staffPerMinute: number;
}

/**
 * A hotel's staff often share one public address, so the per-address limits leave room for a
 * shift signing in together; a signed-in user is counted on their own and a busy front desk
 * (a few calls a second at most) stays far below the limit.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInPerMinute: 60,
  anonymousPerMinute: 300,
  staffPerMinute: 1200,
};

export const NO_RATE_LIMITS: RateLimitSettings = { signInPerMinute: 0, anonymousPerMinute: 0, staffPerMinute: 0 };

export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Paths whose anonymous calls try credentials or tokens: login and refresh, and the token check. */
const SIGN_IN_PATHS = new Set(['/api/security/authentication', '/api/security/test-token']);

type Counted = { current: number; ttl: number };

/**
 * Counters in one table, so that every instance on one PostgreSQL counts the same requests: one
 * upsert per request opens, counts or restarts a key's window. The table is unlogged (a crash
 * forgets the counts, which is harmless) and rows of windows long over are swept now and then.
 */
export function databaseStore(db: Kysely<Database>) {
  let sweptAt = 0;
  return class DatabaseRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      const now = Date.now();
      const sweep =
        now - sweptAt > timeWindow
          ? sql`delete from rate_limit_counter where window_ends_at < clock_timestamp() - interval '1 hour'`.execute(db)
          : undefined;
      if (sweep) sweptAt = now;
      Promise.all([
        sql<Counted>`
          insert into rate_limit_counter as counter (key, window_ends_at, hits)
          values (${key}, clock_timestamp() + ${timeWindow}::int * interval '1 millisecond', 1)
          on conflict (key) do update set
            hits = case when counter.window_ends_at <= clock_timestamp() then 1 else counter.hits + 1 end,
            window_ends_at = case
              when counter.window_ends_at <= clock_timestamp() then excluded.window_ends_at
              else counter.window_ends_at
            end
          returning hits as current,
            greatest(0, ceil(extract(epoch from counter.window_ends_at - clock_timestamp()) * 1000))::int as ttl`.execute(
          db,
        ),
        sweep,
      ]).then(
        ([{ rows }]) => {
          const row = rows[0];
          callback(null, { current: Number(row?.current ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child() {
      return this;
    }
  };
}

export interface RateLimitOptions {
  settings: RateLimitSettings;
  /** Counters in the database (shared by instances) or in this process. */
  db?: Kysely<Database>;
  tokens: TokenService;
}

/**
 * Limits the API's requests per minute: a signed-in user by their user id, anyone else by
 * address (sign-in attempts more strictly). Answers 429 RATE_LIMITED with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const { settings, tokens } = options;
  const limitOf: Record<string, number> = {
    staff: settings.staffPerMinute,
    'sign-in': settings.signInPerMinute,
    address: settings.anonymousPerMinute,
  };
  const classOf = (key: string) => key.slice(0, key.indexOf(':'));

  const keyOf = async (request: FastifyRequest): Promise<string> => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    if (match?.[1]) {
      // Only the signature and expiry: a token the server issued names its user. Whether its
      // session is still open is the pipeline's business.
      const verified = await tokens.verifyAccessToken(match[1]);
      if (verified.ok) return `staff:${verified.claims.userId}`;
    }
    const path = request.url.split('?')[0] ?? '';
    return `${SIGN_IN_PATHS.has(path) ? 'sign-in' : 'address'}:${normalizeIP(request.ip)}`;
  };

  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.db ? { store: databaseStore(options.db) } : {}),
  });
  const limit = app.rateLimit({
    timeWindow: RATE_LIMIT_WINDOW_MS,
    keyGenerator: keyOf,
    max: (_request, key) => limitOf[classOf(key)] ?? 0,
    allowList: (_request, key) => (limitOf[classOf(key)] ?? 0) === 0,
    errorResponseBuilder: (_request, context) => {
      const retryAfterSeconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ApiFailure(
        429,
        'RATE_LIMITED',
        `Too many requests; try again in ${retryAfterSeconds} seconds`,
        [],
        undefined,
        { retryAfterSeconds },
      );
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) await limit.call(app, request, reply);
  });
}
