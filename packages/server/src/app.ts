import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { createContract } from './api/contract.ts';
import type { HandlerMap } from './api/handlers.ts';
import { type Authorize, errorEnvelope, registerActionPipeline, toFailure } from './api/pipeline.ts';
import type { Database } from './db/schema.ts';
import { configurationHandlers } from './modules/configuration/index.ts';
import { registerFileRoutes } from './modules/files/routes.ts';

export const handlers: HandlerMap = {
  ...configurationHandlers,
};

export interface ServerOptions {
  db: Kysely<Database>;
  /** The built staff app (packages/app/dist) to serve with SPA fallback; none in API-only tests. */
  appDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  authorize?: Authorize;
}

/** The hotel this installation serves: the first property (one per database for now). */
export function firstProperty(db: Kysely<Database>): () => Promise<number> {
  let propertyId: number | undefined;
  return async () => {
    propertyId ??= (await db.selectFrom('property').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    return propertyId;
  };
}

/**
 * Until sign-in exists every call acts for the hotel as "anonymous". Sign-in, XSRF and the
 * role table replace this one function (see Authorize).
 */
export function openAccess(propertyOf: () => Promise<number>): Authorize {
  return async () => ({ propertyId: await propertyOf(), actor: 'anonymous' });
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
  const propertyOf = firstProperty(options.db);
  const authorize = options.authorize ?? openAccess(propertyOf);

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

  registerActionPipeline(app, { db: options.db, contract: createContract(), handlers, authorize });
  registerFileRoutes(app, options.db, propertyOf);

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
