import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/** Why a room's housekeeping status or service changed, as the room-status log records it. */
export type RoomStatusSource = 'manual' | 'check-in' | 'undo-check-in' | 'room-move' | 'check-out' | 'day-end';

/**
 * Names who changes room statuses in this transaction, and why: the database's trigger writes
 * each change into the room-status log with them (db/migrations/0080_front_desk.sql).
 */
export async function roomStatusBy(
  db: Kysely<Database>,
  change: { actor: string; source: RoomStatusSource; note?: string },
): Promise<void> {
  await sql`select set_config('pms.actor', ${change.actor}, true), set_config('pms.source', ${change.source}, true),
    set_config('pms.note', ${change.note ?? ''}, true)`.execute(db);
}
