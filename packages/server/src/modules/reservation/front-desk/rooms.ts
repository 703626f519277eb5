import type { Kysely } from 'kysely';
import { businessRule, conflict } from '../../../api/errors.ts';
import type { Database } from '../../../db/schema.ts';

export interface LockedRoom {
  id: number;
  room_number: string;
  room_type_id: number;
  type_code: string;
  max_adults: number;
  max_children: number;
  active: boolean;
  housekeeping_status: 'dirty' | 'clean' | 'inspected';
  out_of_service: boolean;
}

/**
 * Locks the rooms a command gives to guests, in id order, so that two commands giving one room
 * queue and the second sees what the first did: two receptionists checking two stays into one
 * room get one success. `for no key update` leaves bookings free to point at the room meanwhile.
 */
export async function lockRooms(
  db: Kysely<Database>,
  propertyId: number,
  roomIds: readonly number[],
): Promise<Map<number, LockedRoom>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('room')
    .innerJoin('room_type as t', 't.id', 'room.room_type_id')
    .select([
      'room.id',
      'room.room_number',
      'room.room_type_id',
      't.code as type_code',
      't.max_adults',
      't.max_children',
      'room.active',
      'room.housekeeping_status',
      'room.out_of_service',
    ])
    .where('room.property_id', '=', propertyId)
    .where('room.id', 'in', [...new Set(roomIds)])
    .orderBy('room.id')
    .forNoKeyUpdate('room')
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The room a command names, among those it locked; one not there is no room of this hotel. */
export function lockedRoom(rooms: ReadonlyMap<number, LockedRoom>, roomId: number, field: string): LockedRoom {
  const room = rooms.get(roomId);
  if (!room) {
    throw conflict('NOT_FOUND_REFERENCE', 'No such room', [{ field, message: 'is not a room of this hotel' }]);
  }
  return room;
}

/** The room a guest is about to be given, as checked for a check-in, a walk-in or a move. */
export interface RoomReadiness {
  room: LockedRoom;
  /** The stay that goes into the room (its own in-house presence does not make it occupied). */
  stayId: number | null;
  /** The nights the room must be in order: [from, to). */
  from: string;
  to: string;
  adults: number;
  children: number;
  /** Where the refusal points: the request's room field. */
  field: string;
}

/**
 * A guest goes only into a room that is in use, big enough, not out of order on the nights it is
 * given for, vacant (no other in-house stay), in service, and clean or inspected (domain.md).
 * Each refusal names the room and the reason; the room's type is the caller's rule.
 */
export async function checkRoomReady(db: Kysely<Database>, propertyId: number, ready: RoomReadiness): Promise<void> {
  const { room, field } = ready;
  const refuse = (code: string, message: string, status: 409 | 422 = 422) => {
    const errors = [{ field, message }];
    return status === 409
      ? conflict(code, `Room ${room.room_number} ${message}`, errors)
      : businessRule(code, `Room ${room.room_number} ${message}`, errors);
  };
  if (!room.active) throw refuse('ROOM_INACTIVE', 'is not in use');
  if (ready.adults > room.max_adults) {
    throw refuse('TOO_MANY_GUESTS', `takes at most ${room.max_adults} adults (${room.type_code})`);
  }
  if (ready.children > room.max_children) {
    throw refuse('TOO_MANY_GUESTS', `takes at most ${room.max_children} children (${room.type_code})`);
  }
  const outOfOrder = await db
    .selectFrom('room_out_of_order')
    .select(['from_date', 'to_date', 'reason'])
    .where('property_id', '=', propertyId)
    .where('room_id', '=', room.id)
    .where('from_date', '<', ready.to)
    .where('to_date', '>', ready.from)
    .orderBy('from_date')
    .executeTakeFirst();
  if (outOfOrder) {
    throw refuse(
      'ROOM_OUT_OF_ORDER',
      `is out of order from ${outOfOrder.from_date} to ${outOfOrder.to_date} (${outOfOrder.reason})`,
    );
  }
  let occupant = db
    .selectFrom('room_stay as s')
    .innerJoin('reservation as r', 'r.id', 's.reservation_id')
    .select(['s.id', 'r.confirmation_number'])
    .where('s.property_id', '=', propertyId)
    .where('s.room_id', '=', room.id)
    .where('s.status', '=', 'in-house');
  if (ready.stayId != null) occupant = occupant.where('s.id', '<>', ready.stayId);
  const occupied = await occupant.executeTakeFirst();
  if (occupied) {
    throw refuse('ROOM_OCCUPIED', `is occupied (reservation ${occupied.confirmation_number} is in house)`, 409);
  }
  if (room.out_of_service) throw refuse('ROOM_OUT_OF_SERVICE', 'is out of service');
  if (room.housekeeping_status === 'dirty') throw refuse('ROOM_NOT_READY', 'is dirty: it must be clean or inspected');
}
