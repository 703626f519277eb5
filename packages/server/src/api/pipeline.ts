import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { announces, type LiveBus, type LiveChange } from '../live/bus.ts';
import type { Contract, ContractAction } from './contract.ts';
import { ApiFailure, badRequest, fromDatabaseError, SERVER_DESCRIBED_FAILURE } from './errors.ts';
import {
  type ActionContext,
  type ActionDefinition,
  type AuditEntry,
  type CookieOptions,
  type HandlerMap,
  writeAudit,
} from './handlers.ts';

/** Who is calling, as far as the server can establish it. */
export interface Caller {
  propertyId: number;
  /** The login name of the signed-in user, or "anonymous" for public actions. */
  actor: string;
  /** The functions the caller's roles grant (ADMIN for everything); none when anonymous. */
  functions: string[];
  userId?: number;
  sessionId?: string;
}

export interface SignedInCaller extends Caller {
  userId: number;
  sessionId: string;
  mustChangePassword: boolean;
}

/**
 * The security hook: establishes the caller of one action, or throws an ApiFailure (401, 403).
 * Authentication, XSRF and the role table plug in here and nowhere else.
 */
export type Authorize = (
  request: FastifyRequest,
  call: { path: string; action: string; kind: 'read' | 'write' },
) => Promise<Caller>;

export interface PipelineOptions {
  db: Kysely<Database>;
  contract: Contract;
  handlers: HandlerMap;
  authorize: Authorize;
  /** Whether the request comes from a signed-in session (for what an unknown action answers). */
  isSignedIn(request: FastifyRequest): Promise<boolean>;
  /** Where a committed write that changed something is announced to the open screens. */
  live?: LiveBus;
}

/**
 * Tables a write may change without an audit record: the pipeline's own replay store and the
 * lock rows bookings make on first use. Anything else a write changes must be audited.
 */
const BOOKKEEPING_TABLES = ['idempotency_key', 'inventory_lock'];

/**
 * Rows inserted, updated or deleted so far outside the bookkeeping tables, as PostgreSQL counts
 * them on this connection (both engines). The count also holds earlier transactions' rows not yet
 * reported, which are not flushed while a transaction runs: only a difference taken within one
 * transaction tells what it changed.
 */
async function rowsChanged(trx: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ changed: string | number }>`
    select coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) as changed
    from pg_stat_xact_user_tables
    where schemaname = 'public' and relname not in (${sql.join(BOOKKEEPING_TABLES)})`.execute(trx);
  return Number(rows[0]?.changed ?? 0);
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

export interface Envelope {
  apiResponse: Record<string, unknown>;
  data: unknown[];
}

export function errorEnvelope(failure: ApiFailure, requestId: string, action?: string): Envelope {
  return {
    apiResponse: {
      id: failure.envelopeId,
      desc: failure.message,
      code: failure.code,
      ...(action ? { action } : {}),
      requestId,
      ...failure.details,
      ...(failure.errors.length > 0 ? { errors: failure.errors } : {}),
    },
    data: [],
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stable JSON (sorted keys) so that the same command hashes the same however it was written. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** An action the path does not declare; who asked decides whether the answer lists the others. */
class UnknownAction extends Error {
  constructor(
    readonly path: string,
    readonly action: string,
    readonly known: string[],
  ) {
    super(`${path} has no action ${action}`);
  }

  /** The valid actions are for callers who may read the contract anyway, never for strangers. */
  answer(listKnown: boolean): ApiFailure {
    return badRequest(
      this.message,
      [
        {
          field: '/apiRequest/action',
          message: listKnown ? `must be one of: ${this.known.join(', ')}` : 'is not an action of this path',
        },
      ],
      'UNKNOWN_ACTION',
    );
  }
}

/** Finds the action a body asks for, refusing with 404 / 400 what the contract does not declare. */
function resolveAction(contract: Contract, path: string, body: unknown): ContractAction {
  const actions = contract.paths.get(path);
  if (!actions) throw new ApiFailure(404, 'UNKNOWN_PATH', `There is no API path ${path}`);
  if (!isObject(body)) {
    throw badRequest(
      'The body must be a JSON object with apiRequest and data',
      [{ field: '/', message: 'must be an object' }],
      'MALFORMED_BODY',
    );
  }
  const apiRequest = body.apiRequest;
  if (!isObject(apiRequest) || typeof apiRequest.action !== 'string') {
    throw badRequest(
      'apiRequest.action is required',
      [{ field: '/apiRequest/action', message: 'is required' }],
      'MALFORMED_BODY',
    );
  }
  const found = actions.get(apiRequest.action);
  if (!found) throw new UnknownAction(path, apiRequest.action, [...actions.keys()]);
  return found;
}

type StoredAnswer = { status: number; body: Envelope };

export function registerActionPipeline(app: FastifyInstance, options: PipelineOptions): void {
  const { db, contract, handlers, authorize, isSignedIn, live } = options;
  const handlerMap = handlers as unknown as Record<string, Record<string, ActionDefinition<never, never>>>;

  async function execute(request: FastifyRequest, reply: FastifyReply): Promise<StoredAnswer> {
    const path = (request.params as { '*': string })['*'];
    let found: ContractAction;
    try {
      found = resolveAction(contract, path, request.body);
    } catch (error) {
      if (!(error instanceof UnknownAction)) throw error;
      throw error.answer(await isSignedIn(request));
    }
    const body = request.body as { apiRequest: { action: string }; data: unknown };
    const definition = handlerMap[path]?.[found.action];
    if (!definition) throw new ApiFailure(404, 'UNKNOWN_ACTION', `${path} ${found.action} is not served`);
    // Who may call comes before what the data must look like: a caller without the right learns
    // nothing of the schema.
    const caller = await authorize(request, { path, action: found.action, kind: definition.kind });
    if (!found.validateRequest(body)) {
      throw badRequest('The request does not match the contract', found.validateRequest.errors);
    }

    const success = (data: unknown): StoredAnswer => ({
      status: 200,
      body: { apiResponse: { id: 0, desc: 'Success', action: found.action }, data: data as unknown[] },
    });
    const baseContext = {
      propertyId: caller.propertyId,
      actor: caller.actor,
      caller,
      client: {
        ip: request.ip,
        userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
      },
      cookies: {
        set(name: string, value: string, options: CookieOptions) {
          reply.setCookie(name, value, {
            path: '/',
            sameSite: 'strict',
            secure: request.protocol === 'https',
            httpOnly: options.httpOnly,
            ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds }),
          });
        },
      },
      requestId: request.id,
      path,
      action: found.action,
    };
    const run = definition.run as unknown as (context: ActionContext, data: unknown) => Promise<unknown[]>;

    if (definition.kind === 'read') {
      const context: ActionContext = {
        ...baseContext,
        db,
        audit: () => Promise.reject(new Error(`${path} ${found.action} is a read and may not write`)),
      };
      return success(await run(context, body.data));
    }

    const headerKey = request.headers['idempotency-key'];
    let idempotencyKey: string | undefined;
    if (headerKey !== undefined) {
      if (!found.acceptsIdempotencyKey) {
        throw badRequest('This path takes no Idempotency-Key', [
          { field: 'Idempotency-Key', message: 'is not accepted here' },
        ]);
      }
      if (typeof headerKey !== 'string' || !IDEMPOTENCY_KEY.test(headerKey)) {
        throw badRequest('Invalid Idempotency-Key', [
          { field: 'Idempotency-Key', message: 'must be 8 to 128 letters, digits or . _ : -' },
        ]);
      }
      idempotencyKey = headerKey;
    } else if (found.requiresIdempotencyKey) {
      throw badRequest(
        'This command needs an Idempotency-Key, so that a retry never runs it twice',
        [{ field: 'Idempotency-Key', message: 'is required' }],
        'IDEMPOTENCY_KEY_REQUIRED',
      );
    }
    const requestHash = createHash('sha256')
      .update(`${path}\n${found.action}\n${canonicalJson(body.data)}`)
      .digest('hex');

    let refusal: ApiFailure | undefined;
    // Set inside the transaction once it has changed something; announced after the commit.
    let change: LiveChange | undefined;
    const announce = async (trx: Kysely<Database>) => {
      if (!live || !announces(path)) return;
      change = {
        propertyId: caller.propertyId,
        path,
        action: found.action,
        ...(caller.sessionId ? { sessionId: caller.sessionId } : {}),
        ...(idempotencyKey ? { intent: idempotencyKey } : {}),
      };
      await live.stage(trx, change);
    };
    try {
      const answer = await db.transaction().execute(async (trx): Promise<StoredAnswer | undefined> => {
        if (idempotencyKey) {
          // A concurrent request with the same key waits here on the primary key until the
          // first one commits (and then replays it) or rolls back (and then runs itself).
          const claimed = await trx
            .insertInto('idempotency_key')
            .values({
              property_id: caller.propertyId,
              idempotency_key: idempotencyKey,
              request_hash: requestHash,
              path,
              action: found.action,
              status_code: null,
              response: null,
            })
            .onConflict((conflict) => conflict.columns(['property_id', 'idempotency_key']).doNothing())
            .returning('idempotency_key')
            .executeTakeFirst();
          if (!claimed) {
            const stored = await trx
              .selectFrom('idempotency_key')
              .select(['request_hash', 'status_code', 'response'])
              .where('property_id', '=', caller.propertyId)
              .where('idempotency_key', '=', idempotencyKey)
              .executeTakeFirstOrThrow();
            if (stored.request_hash !== requestHash) {
              throw new ApiFailure(
                422,
                'IDEMPOTENCY_KEY_REUSED',
                'This Idempotency-Key was used for a different request',
                [{ field: 'Idempotency-Key', message: 'was used for a different request' }],
              );
            }
            reply.header('idempotent-replayed', 'true');
            return { status: stored.status_code ?? 200, body: stored.response as unknown as Envelope };
          }
        }

        // What the handler changes is told apart from what came before by a difference.
        const changedBefore = await rowsChanged(trx);
        const changedRows = async (db: Kysely<Database>) => (await rowsChanged(db)) > changedBefore;
        let audited = 0;
        const context: ActionContext = {
          ...baseContext,
          db: trx,
          async audit(entry: AuditEntry | readonly AuditEntry[]) {
            audited += await writeAudit(
              trx,
              { propertyId: caller.propertyId, actor: caller.actor, requestId: request.id, path, action: found.action },
              entry,
            );
          },
        };
        let data: unknown;
        try {
          data = await run(context, body.data);
        } catch (error) {
          if (!(error instanceof ApiFailure && error.keepChanges)) throw error;
          if (audited === 0 && (await changedRows(trx))) {
            throw new Error(`${path} ${found.action} refused without an audit record`);
          }
          if (audited > 0) await announce(trx);
          refusal = error;
          // A refusal is not an answer to replay: the key stays free for a corrected retry.
          if (idempotencyKey) {
            await trx
              .deleteFrom('idempotency_key')
              .where('property_id', '=', caller.propertyId)
              .where('idempotency_key', '=', idempotencyKey)
              .execute();
          }
          await sql`set constraints all immediate`.execute(trx);
          return undefined;
        }
        const answer = success(data);
        // A command that found everything as asked changes nothing and answers what it found;
        // one that changed rows must have said so in the audit trail.
        if (audited === 0 && (await changedRows(trx))) {
          throw new Error(`${path} ${found.action} wrote without an audit record`);
        }
        if (idempotencyKey) {
          await trx
            .updateTable('idempotency_key')
            .set({ status_code: answer.status, response: JSON.stringify(answer.body) })
            .where('property_id', '=', caller.propertyId)
            .where('idempotency_key', '=', idempotencyKey)
            .execute();
        }
        if (audited > 0) await announce(trx);
        // Deferred constraints are checked here, inside the try, so they map like the others.
        await sql`set constraints all immediate`.execute(trx);
        return answer;
      });
      if (change) live?.committed(change);
      if (answer) return answer;
    } catch (error) {
      throw fromDatabaseError(error);
    }
    throw refusal as ApiFailure;
  }

  app.post('/api/*', async (request, reply) => {
    const answer = await execute(request, reply);
    return reply.code(answer.status).send(answer.body);
  });
}

/** Maps anything thrown while serving a request to an error envelope; unknown errors are logged. */
export function toFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  const mapped = fromDatabaseError(error);
  if (mapped instanceof ApiFailure) return mapped;
  const status = (error as { statusCode?: unknown }).statusCode;
  const code = (error as { code?: unknown }).code;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known: Record<string, [ApiFailure['status'], string, string]> = {
      FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_BODY', 'The body is not valid JSON'],
      FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_BODY', 'The body is empty'],
      FST_ERR_CTP_BODY_TOO_LARGE: [413, 'BODY_TOO_LARGE', 'The body is too large'],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json'],
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'MALFORMED_BODY', 'The Content-Length does not match the body'],
    };
    const [knownStatus, knownCode, message] = known[typeof code === 'string' ? code : ''] ?? [
      status === 413 || status === 415 || status === 429 || status === 404 ? status : 400,
      typeof code === 'string' ? code : 'BAD_REQUEST',
      error instanceof Error ? error.message : 'Bad request',
    ];
    return new ApiFailure(knownStatus as ApiFailure['status'], knownCode, message);
  }
  return new ApiFailure(500, 'INTERNAL', 'The server could not complete the request', [], SERVER_DESCRIBED_FAILURE);
}
