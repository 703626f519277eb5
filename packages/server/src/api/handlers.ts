import type { ActionOf, ApiPath, RequestData, ResponseData } from '@pms/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Caller } from './pipeline.ts';

export interface AuditEntry {
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
  /** Who acted, when it is not the caller: a sign-in acts for the user id that was typed. */
  actor?: string;
}

/** The request an audit record belongs to: its hotel, actor, request id, path and action. */
export interface AuditSource {
  propertyId: number;
  actor: string;
  requestId: string;
  path: string;
  action: string;
}

/**
 * Writes audit records in the caller's transaction; answers how many. In chunks: nine parameters
 * a record, and PostgreSQL takes at most 65,535 a statement (a day-end of thousands of stays).
 */
export async function writeAudit(
  db: Kysely<Database>,
  source: AuditSource,
  entry: AuditEntry | readonly AuditEntry[],
): Promise<number> {
  const entries: readonly AuditEntry[] = Array.isArray(entry) ? entry : [entry as AuditEntry];
  for (let start = 0; start < entries.length; start += 1000) {
    await db
      .insertInto('audit_log')
      .values(
        entries.slice(start, start + 1000).map((one) => ({
          property_id: source.propertyId,
          actor: one.actor ?? source.actor,
          request_id: source.requestId,
          path: source.path,
          action: source.action,
          entity: one.entity,
          entity_id: one.entityId === null ? null : String(one.entityId),
          before: one.before === undefined || one.before === null ? null : JSON.stringify(one.before),
          after: one.after === undefined || one.after === null ? null : JSON.stringify(one.after),
        })),
      )
      .execute();
  }
  return entries.length;
}

export interface CookieOptions {
  /** Hidden from the page's scripts. */
  httpOnly: boolean;
  maxAgeSeconds?: number;
}

export interface ActionContext {
  /** For a write: the transaction that also holds its audit records and idempotency key. */
  db: Kysely<Database>;
  propertyId: number;
  actor: string;
  caller: Caller;
  /** Where the call came from, for the sign-in records. */
  client: { ip: string; userAgent: string | null };
  /** Cookies of the answer (the XSRF token of a new session). */
  cookies: { set(name: string, value: string, options: CookieOptions): void };
  requestId: string;
  path: string;
  action: string;
  /** Records a change in the audit trail, in the write's transaction; many at once in one insert. */
  audit(entry: AuditEntry | readonly AuditEntry[]): Promise<void>;
}

export interface ActionDefinition<P extends ApiPath, A extends ActionOf<P>> {
  /** Writes run in one transaction with their audit records and accept an Idempotency-Key. */
  kind: 'read' | 'write';
  run(context: ActionContext, data: RequestData<P, A>): Promise<ResponseData<P, A>>;
}

export type PathHandlers<P extends ApiPath> = { [A in ActionOf<P>]: ActionDefinition<P, A> };

/** Every action of every path: the compiler refuses a missing or an undeclared one. */
export type HandlerMap = { [P in ApiPath]: PathHandlers<P> };

export const read = <P extends ApiPath, A extends ActionOf<P>>(
  run: ActionDefinition<P, A>['run'],
): ActionDefinition<P, A> => ({ kind: 'read', run });

export const write = <P extends ApiPath, A extends ActionOf<P>>(
  run: ActionDefinition<P, A>['run'],
): ActionDefinition<P, A> => ({ kind: 'write', run });

/** The single item of an action whose contract takes exactly one (validated before the handler). */
export function only<T>(data: readonly T[]): T {
  const [item] = data;
  if (data.length !== 1 || item === undefined) throw new Error('The contract promised exactly one item');
  return item;
}
