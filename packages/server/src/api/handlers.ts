import type { ActionOf, ApiPath, RequestData, ResponseData } from '@pms/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface AuditEntry {
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
}

export interface ActionContext {
  /** For a write: the transaction that also holds its audit records and idempotency key. */
  db: Kysely<Database>;
  propertyId: number;
  actor: string;
  requestId: string;
  path: string;
  action: string;
  /** Records a change in the audit trail, in the write's transaction. */
  audit(entry: AuditEntry): Promise<void>;
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
