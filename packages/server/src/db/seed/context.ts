import type { Kysely } from 'kysely';
import { type ActionContext, type AuditEntry, writeAudit } from '../../api/handlers.ts';
import type { Database } from '../schema.ts';

/**
 * A write context for running a module's own command while seeding (day-end closing the demo's
 * past, a booking made through the booking command), its audit records written as the API writes
 * them, under the staff login named as the actor.
 */
export function seedContext(
  db: Kysely<Database>,
  propertyId: number,
  as: { actor: string; requestId: string; path: string; action: string },
): ActionContext {
  return {
    db,
    propertyId,
    actor: as.actor,
    caller: {},
    client: { ip: '127.0.0.1', userAgent: null },
    cookies: { set: () => undefined },
    requestId: as.requestId,
    path: as.path,
    action: as.action,
    async audit(entry: AuditEntry | readonly AuditEntry[]) {
      await writeAudit(db, { propertyId, ...as }, entry);
    },
  } as unknown as ActionContext;
}
