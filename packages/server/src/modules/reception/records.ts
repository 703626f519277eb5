import { type Kysely, sql } from 'kysely';
import { badRequest, businessRule, notFound, staleVersion } from '../../api/errors.ts';
import type { Database } from '../../db/schema.ts';

// What the reception records (messages, flags, lost and found, transfers) share: the hotel date,
// the reservation and stay a record is for, row locks with versions, and the wire forms of
// timestamps and times. This module reads the reservation tables directly (server modules never
// import each other).

export type Db = Kysely<Database>;

/** The guest of a reservation (alias g: guest_profile) as "Last, First". */
export const guestName = sql<string>`case
  when g.id is null then ''
  when g.first_name = '' then g.last_name
  else g.last_name || ', ' || g.first_name
end`;

/**
 * The room of a record: its stay's room, or else the rooms of the reservation's stays, comma
 * separated (aliases: x the record, with reservation_id and stay_id).
 */
export const roomNumberOf = sql<string>`coalesce(
  (select rm.room_number from room_stay st join room rm on rm.id = st.room_id where st.id = x.stay_id),
  (select string_agg(rm.room_number, ', ' order by rm.room_number) from room_stay st join room rm on rm.id = st.room_id
    where st.reservation_id = x.reservation_id and x.stay_id is null and st.status not in ('cancelled', 'no-show')),
  '')`;

export const isoTimestamp = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export const isoTimestampOrNull = (value: Date | string | null): string | null =>
  value === null ? null : isoTimestamp(value);

/** A `time` column as HH:mm. */
export const hhmm = (value: string | null): string | null => (value === null ? null : value.slice(0, 5));

export { hotelDateOf } from '../../db/hotel-date.ts';

/** Statuses after which nothing more is taken for a guest: not arriving, not in house. */
const CLOSED = new Set(['cancelled', 'no-show', 'checked-out']);

export interface ReservationTarget {
  reservationId: number;
  stayId: number | null;
  arrival: string;
  departure: string;
  status: string;
}

/**
 * The reservation (and stay) a record is taken for: in this hotel (404 otherwise), the stay one
 * of the reservation's, and, when `open` is asked, arriving or in house (422 naming the field).
 */
export async function reservationTarget(
  db: Db,
  propertyId: number,
  ids: { reservationId: number; stayId?: number | null },
  options: { open: boolean; pointer?: string },
): Promise<ReservationTarget> {
  const pointer = options.pointer ?? '/data/0';
  const reservation = await db
    .selectFrom('reservation')
    .select(['id', 'status', 'arrival', 'departure'])
    .where('id', '=', ids.reservationId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!reservation) throw notFound('No such reservation', `${pointer}/reservationId`);
  let target: ReservationTarget = {
    reservationId: reservation.id,
    stayId: null,
    arrival: reservation.arrival,
    departure: reservation.departure,
    status: reservation.status,
  };
  if (ids.stayId != null) {
    const stay = await db
      .selectFrom('room_stay')
      .select(['id', 'reservation_id', 'status', 'arrival', 'departure'])
      .where('id', '=', ids.stayId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (!stay) throw notFound('No such stay', `${pointer}/stayId`);
    if (stay.reservation_id !== reservation.id) {
      throw badRequest('The stay is not one of the reservation’s', [
        { field: `${pointer}/stayId`, message: 'is not a stay of the reservation' },
      ]);
    }
    target = { ...target, stayId: stay.id, arrival: stay.arrival, departure: stay.departure, status: stay.status };
  }
  if (options.open && CLOSED.has(target.status)) {
    const field = ids.stayId != null ? `${pointer}/stayId` : `${pointer}/reservationId`;
    throw businessRule('RESERVATION_CLOSED', `The guest is ${target.status}: nothing more is taken for them`, [
      { field, message: `is ${target.status}, neither arriving nor in house` },
    ]);
  }
  return target;
}

type VersionedTable = 'guest_message' | 'reception_flag' | 'lost_found_item' | 'guest_transfer';

/**
 * Locks one record of the hotel for a change: 404 when there is none, 409 when the version the
 * caller read is not the current one.
 */
export async function lockVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  propertyId: number,
  ref: { id: number; version: number },
  pointer = '/data/0',
): Promise<{ id: number; version: number }> {
  const row = await db
    .selectFrom(table as VersionedTable)
    .select(['id', 'version'])
    .where('id', '=', ref.id)
    .where('property_id', '=', propertyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('No such record', `${pointer}/id`);
  if (row.version !== ref.version) throw staleVersion(`${pointer}/version`);
  return row;
}

/** An id of another table that must be in this hotel (404 naming the field otherwise). */
export async function mustExist(
  db: Db,
  table: 'department' | 'keep_at' | 'room',
  propertyId: number,
  id: number,
  field: string,
  what: string,
): Promise<void> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!row) throw notFound(`No such ${what}`, field);
}

/** A page of a list: rows to skip and to answer (50 when left out). */
export const page = (filter: { offset?: number; limit?: number }) => ({
  offset: filter.offset ?? 0,
  limit: filter.limit ?? 50,
});

/** `%text%` for ilike, with the pattern characters of the text matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
