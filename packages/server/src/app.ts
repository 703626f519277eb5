import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { createContract } from './api/contract.ts';
import type { HandlerMap } from './api/handlers.ts';
import { type Authorize, errorEnvelope, registerActionPipeline, toFailure } from './api/pipeline.ts';
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
import { registerHotelImageRoutes } from './modules/configuration/hotel-images.ts';
import { configurationHandlers } from './modules/configuration/index.ts';
import { registerFileRoutes } from './modules/files/routes.ts';
import { reportHandlers } from './modules/report/index.ts';
import { reservationModuleHandlers } from './modules/reservation/index.ts';
import { securityHandlers } from './modules/security/index.ts';

export function createHandlers(tokens: TokenService): HandlerMap {
  return {
    ...configurationHandlers,
    ...reportHandlers,
    ...reservationModuleHandlers,
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
}

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
    bodyLimit: 1_048_576,
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

  const propertyOf = firstProperty(options.db);
  const tokens = createTokenService(await loadSigningSecret(options.db), {
    ...DEFAULT_SECURITY,
    ...options.security,
  });
  await decoyHash();
  const authorize = options.authorize ?? createAuthorize({ db: options.db, tokens, propertyOf });

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

  registerActionPipeline(app, {
    db: options.db,
    contract: createContract(),
    handlers: createHandlers(tokens),
    authorize,
  });
  // Spec §7: answers 200 to a valid bearer token of an open session; the body is empty.
  app.post('/api/security/test-token', async (request) => {
    await authenticate(request, options.db, tokens);
    return { apiResponse: { id: 0, desc: 'Success' }, data: [] };
  });
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
