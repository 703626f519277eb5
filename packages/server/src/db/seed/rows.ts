import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ReservationStatus } from '../schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The tables that have a staff-facing `code` per hotel (the master-data lists). */
export type CodedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; code: string; property_id: number } ? T : never;
}[keyof Database];

/** The ids of a list's rows by code, for the rows of the lists that point at it. */
export async function idsByCode(db: Db, table: CodedTable, propertyId: number): Promise<Record<string, number>> {
  const rows = await db.selectFrom(table).select(['id', 'code']).where('property_id', '=', propertyId).execute();
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}

/** The same as a lookup that refuses a code the list does not have (seed data must agree with itself). */
export async function idLookup(db: Db, table: CodedTable, propertyId: number): Promise<(code: string) => number> {
  const ids = await idsByCode(db, table, propertyId);
  return (code) => {
    const id = ids[code];
    if (id === undefined) throw new Error(`No ${table} with code ${code}`);
    return id;
  };
}

/** A hotel's rows of one table, typed by the table, the hotel's id filled in. */
export type HotelRow<T extends keyof Database> = Omit<Insertable<Database[T]>, 'property_id'>;

export async function insertRows<T extends keyof Database>(
  db: Db,
  table: T,
  propertyId: number,
  rows: readonly HotelRow<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto(table)
    // Kysely cannot follow a table name that is a type parameter into values(); the rows were
    // checked against that table's Insertable in the signature.
    .values(rows.map((row) => ({ property_id: propertyId, ...row })) as never)
    .execute();
}

/**
 * The hotel's rooms in use that no stay of `statuses` holds on a night of [from, to): where the
 * demo puts rooms out of order or out of service without moving a booking. The caller orders and
 * limits them.
 */
export const roomsNotHeld = (
  db: Kysely<Database>,
  propertyId: number,
  nights: { from: string; to: string },
  statuses: readonly ReservationStatus[],
) =>
  db
    .selectFrom('room')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('active', '=', true)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('room_stay')
            .select('room_stay.id')
            .whereRef('room_stay.room_id', '=', 'room.id')
            .where('room_stay.arrival', '<', nights.to)
            .where('room_stay.departure', '>', nights.from)
            .where('room_stay.status', 'in', statuses),
        ),
      ),
    );
