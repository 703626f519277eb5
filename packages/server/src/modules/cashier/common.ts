import type { Kysely } from 'kysely';
import { ApiFailure } from '../../api/errors.ts';
import type { ActionContext } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';

// What the cashier's actions share. The module reads stays, rooms and guests from the database
// directly (server modules never import each other).

export type Db = Kysely<Database>;

export { hotelDateOf } from '../../db/hotel-date.ts';

export const isoTimestamp = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export const isoTimestampOrNull = (value: Date | string | null): string | null =>
  value === null ? null : isoTimestamp(value);

/** The signed-in user behind a cashier action (every cashier action needs one). */
export function userIdOf(context: ActionContext): number {
  const userId = context.caller.userId;
  if (userId === undefined) throw new ApiFailure(401, 'UNAUTHENTICATED', 'Sign in to work as a cashier');
  return userId;
}
