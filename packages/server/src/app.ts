import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { servedContract } from './api/contract.ts';
import type { HandlerMap } from './api/handlers.ts';
import { type Authorize, errorEnvelope, registerActionPipeline, toFailure } from './api/pipeline.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings, registerRateLimits } from './api/rateLimit.ts';
import { authenticate, createAuthorize } from './auth/authorize.ts';
import { decoyHash } from './auth/password.ts';
import {
  createTokenService,
  DEFAULT_SECURITY,
  loadSigningSecret,
  type SecuritySettings,
  type TokenService,
} from './auth/tokens.ts';
import type { Database } from './db/schema.ts';
import { inProcessBusOf, type LiveBus } from './live/bus.ts';
import { type LiveStreamLimits, registerLiveEvents } from './live/events.ts';
import { cashierHandlers } from './modules/cashier/index.ts';
import { registerHotelImageRoutes } from './modules/configuration/hotel-images.ts';
import { configurationHandlers } from './modules/configuration/index.ts';
import { engineeringHandlers } from './modules/engineering/index.ts';
import { registerFileRoutes } from './modules/files/routes.ts';
import { financeHandlers } from './modules/finance/index.ts';
import { housekeepingHandlers } from './modules/housekeeping/index.ts';
import { inventoryHandlers } from './modules/inventory/index.ts';
import { receptionHandlers } from './modules/reception/index.ts';
import { reportHandlers } from './modules/report/index.ts';
import { reservationModuleHandlers } from './modules/reservation/index.ts';
import { salesHandlers } from './modules/sales/index.ts';
import { securityHandlers } from './modules/security/index.ts';

export function createHandlers(tokens: TokenService): HandlerMap {
  return {
    ...configurationHandlers,
    ...reportHandlers,
    ...reservationModuleHandlers,
    ...housekeepingHandlers,
    ...engineeringHandlers,
    ...salesHandlers,
    ...inventoryHandlers,
    ...receptionHandlers,
    ...cashierHandlers,
    ...financeHandlers,
    ...securityHandlers(tokens),
  };
}

export interface ServerOptions {
  db: Kysely<Database>;
  /** The built staff app (packages/app/dist) to serve with SPA fallback; none in API-only tests. */
  appDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the real security hook; only the pipeline's own tests do this. */
  authorize?: Authorize;
  security?: Partial<SecuritySettings>;
  /** Requests a minute (0: none); the counters live in the database when `sharedCounters` is set. */
  rateLimits?: Partial<RateLimitSettings>;
  /** Rate-limit counters in the database, shared by every instance on it (PostgreSQL). */
  sharedCounters?: boolean;
  trustProxy?: boolean | number | string;
  /**
   * Carries committed changes to the event streams of every instance (live/bus.ts): PostgreSQL
   * LISTEN/NOTIFY from main.ts; by default an in-process bus shared by the servers on one handle.
   */
  live?: LiveBus;
  liveLimits?: Partial<LiveStreamLimits>;
}

/**
 * The largest body the API takes (uploads have their own limit): the largest legitimate
 * requests — a rate code's full rate table (2,000 rows), 500 interface texts in Thai or Lao at
 * their longest, a 20-room booking for a year — stay under half of it (api/limits.test.ts).
 */
export const BODY_LIMIT = 1_048_576;

/**
 * What the staff app may load and run: its own scripts only, no framing by any site. Styles allow
 * inline elements (the print layouts' page rules); images also come as data: and blob: URLs.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

/** The hotel this installation serves: the first property (one per database for now). */
export function firstProperty(db: Kysely<Database>): () => Promise<number> {
  let propertyId: number | undefined;
  return async () => {
    propertyId ??= (await db.selectFrom('property').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    return propertyId;
  };
}

const NOT_SPA = /^\/(api|assets)(\/|$)/;

export async function buildServer(options: ServerOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    // Request ids are ours; a client-sent one is not trusted into the logs and audit trail.
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    // A number of hops is what Fastify does with a number, written as the function its types take.
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(options.trustProxy)
        : (options.trustProxy ?? false),
  });
  // The API speaks JSON only; Fastify's built-in text parser would let a text body through.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body reaches the route (as undefined) instead of failing in the parser: the
  // spec's test-token call sends none, and the pipeline refuses it on envelope routes anyway.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body.length === 0) done(null, undefined);
    else parseJson(request, body as string, done);
  });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    // Not helmet's defaults: no upgrade-insecure-requests, since a hotel may serve the app over
    // plain HTTP on its own network, where upgrading every request would break it.
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    // Only this host: the hotel's other sites under the same domain are not ours to pin to HTTPS.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });

  const propertyOf = firstProperty(options.db);
  const tokens = createTokenService(await loadSigningSecret(options.db), {
    ...DEFAULT_SECURITY,
    ...options.security,
  });
  await decoyHash();
  const authorize = options.authorize ?? createAuthorize({ db: options.db, tokens, propertyOf });
  await registerRateLimits(app, {
    settings: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    tokens,
    ...(options.sharedCounters ? { db: options.db } : {}),
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error, request, reply) => {
    const failure = toFailure(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    const action = (request.body as { apiRequest?: { action?: unknown } } | undefined)?.apiRequest?.action;
    return reply
      .code(failure.status)
      .send(errorEnvelope(failure, request.id, typeof action === 'string' ? action : undefined));
  });

  const live = options.live ?? inProcessBusOf(options.db);
  registerActionPipeline(app, {
    live,
    db: options.db,
    contract: servedContract(),
    handlers: createHandlers(tokens),
    authorize,
    isSignedIn: (request) =>
      authenticate(request, options.db, tokens).then(
        () => true,
        () => false,
      ),
  });
  // Spec §7: answers 200 to a valid bearer token of an open session; the body is empty.
  app.post('/api/security/test-token', async (request) => {
    await authenticate(request, options.db, tokens);
    return { apiResponse: { id: 0, desc: 'Success' }, data: [] };
  });
  registerLiveEvents(app, { db: options.db, tokens, bus: live, limits: options.liveLimits });
  registerFileRoutes(app, options.db, propertyOf);
  registerHotelImageRoutes(app, { db: options.db, authorize });

  const appDir = options.appDir;
  const indexHtml = appDir ? join(appDir, 'index.html') : null;
  if (appDir && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: appDir, wildcard: false, index: false });
    // Deep links (staff bookmarks) get the app; API and asset misses stay 404s.
    app.get('/*', (request, reply) => {
      if (NOT_SPA.test(request.url)) return reply.callNotFound();
      return reply.sendFile('index.html', { cacheControl: false });
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url === '/api') {
      const failure = toFailure(
        Object.assign(new Error(`There is no API path ${url}`), { statusCode: 404, code: 'UNKNOWN_PATH' }),
      );
      return reply.code(404).send(errorEnvelope(failure, request.id));
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}
