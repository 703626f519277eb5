import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './api/rateLimit.ts';
import { DEFAULT_SECURITY, type SecuritySettings } from './auth/tokens.ts';
import type { DatabaseTarget } from './db/database.ts';

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  adminPassword: string | undefined;
  demo: boolean;
  demoPassword: string | undefined;
  /** Days of past the demo hotel lives through (closed by day-end) before its hotel date. */
  demoHistoryDays: number;
  /** The business date to open a new hotel on (first start only); today when unset. */
  hotelDate: string | undefined;
  appDir: string;
  logLevel: string;
  security: SecuritySettings;
  rateLimits: RateLimitSettings;
  /** Fastify's trustProxy: whose X-Forwarded-For names the client (the rate limits count by it). */
  trustProxy: boolean | number | string;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 31_536_000) {
    throw new Error(`${name} must be a whole number of seconds (1 or more), not ${raw}`);
  }
  return value;
}

function perMinute(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw new Error(`${name} must be a whole number of requests a minute (0 for no limit), not ${raw}`);
  }
  return value;
}

/** TRUST_PROXY: `true`, a number of proxy hops, or the proxies' addresses (comma-separated). */
function trustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A year and a month, so that the history reports have last year to compare with (issue 19): the
 * same day and the same month to date a year earlier.
 */
export const DEFAULT_DEMO_HISTORY_DAYS = 400;

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL?.trim();
  const hotelDate = env.HOTEL_DATE?.trim() || undefined;
  if (hotelDate && !/^\d{4}-\d{2}-\d{2}$/.test(hotelDate))
    throw new Error(`HOTEL_DATE must be yyyy-MM-dd, not ${hotelDate}`);
  const demoHistoryDays = Number(env.DEMO_HISTORY_DAYS ?? DEFAULT_DEMO_HISTORY_DAYS);
  if (!Number.isInteger(demoHistoryDays) || demoHistoryDays < 0 || demoHistoryDays > 731)
    throw new Error(`DEMO_HISTORY_DAYS must be a whole number of days from 0 to 731, not ${env.DEMO_HISTORY_DAYS}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database: databaseUrl
      ? { engine: 'postgres', url: databaseUrl }
      : { engine: 'pglite', dataDir: resolve(env.DATA_DIR ?? resolve(repositoryRoot, 'data')) },
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demo: argv.includes('--demo') || env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    demoPassword: env.DEMO_PASSWORD || undefined,
    demoHistoryDays,
    hotelDate,
    appDir: resolve(env.APP_DIR ?? resolve(repositoryRoot, 'packages/app/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    security: {
      lockoutWaitSeconds: seconds(env, 'LOCKOUT_WAIT_SECONDS', DEFAULT_SECURITY.lockoutWaitSeconds),
      accessTokenSeconds: seconds(env, 'ACCESS_TOKEN_SECONDS', DEFAULT_SECURITY.accessTokenSeconds),
      refreshTokenSeconds: seconds(env, 'REFRESH_TOKEN_SECONDS', DEFAULT_SECURITY.refreshTokenSeconds),
      clockToleranceSeconds: DEFAULT_SECURITY.clockToleranceSeconds,
    },
    rateLimits: {
      signInPerMinute: perMinute(env, 'RATE_LIMIT_SIGN_IN', DEFAULT_RATE_LIMITS.signInPerMinute),
      anonymousPerMinute: perMinute(env, 'RATE_LIMIT_ANONYMOUS', DEFAULT_RATE_LIMITS.anonymousPerMinute),
      staffPerMinute: perMinute(env, 'RATE_LIMIT_STAFF', DEFAULT_RATE_LIMITS.staffPerMinute),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
