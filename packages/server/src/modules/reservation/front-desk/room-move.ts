import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { nightsOf } from '../../../api/dates.ts';
import { badRequest } from '../../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../../api/handlers.ts';
import { only, read, write } from '../../../api/handlers.ts';
import { hotelDateOf } from '../../../db/hotel-date.ts';
import { roomStatusBy } from '../../../db/room-status-log.ts';
import type { Database } from '../../../db/schema.ts';
import { lockInventory } from '../availability.ts';
import { RESERVATION_ENTITY } from '../booking.ts';
import { guestName, readReservations } from '../read.ts';
import { checkRoomReady, lockedRoom, lockRooms } from './rooms.ts';
import {
  insertNightlyRates,
  lockInHouseStay,
  type NotInHouse,
  notInHouse,
  refuseOversoldNights,
  stayWriteFailure,
} from './stays.ts';

type RoomMove = Schemas['RoomMove'];

async function readMoves(
  db: Kysely<Database>,
  propertyId: number,
  filter: { id?: number; fromDate?: string; toDate?: string },
): Promise<RoomMove[]> {
  let query = db
    .selectFrom('room_move as m')
    .innerJoin('room_stay as s', 's.id', 'm.room_stay_id')
    .innerJoin('reservation as r', 'r.id', 's.reservation_id')
    .innerJoin('room as fr', 'fr.id', 'm.from_room_id')
    .innerJoin('room as tr', 'tr.id', 'm.to_room_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .select([
      'm.id',
      'm.room_stay_id',
      's.reservation_id',
      'r.confirmation_number',
      guestName.as('guest_name'),
      'm.from_room_id',
      'fr.room_number as from_room_number',
      'm.to_room_id',
      'tr.room_number as to_room_number',
      'm.business_date',
      'm.reason',
      'm.rate_policy',
      'm.moved_at',
      'm.moved_by',
    ])
    .where('m.property_id', '=', propertyId);
  if (filter.id != null) query = query.where('m.id', '=', filter.id);
  if (filter.fromDate) query = query.where('m.business_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('m.business_date', '<=', filter.toDate);
  const rows = await query.orderBy('m.moved_at', 'desc').orderBy('m.id', 'desc').execute();
  return rows.map((row) => ({
    id: row.id,
    stayId: row.room_stay_id,
    reservationId: row.reservation_id,
    confirmationNumber: row.confirmation_number,
    guestName: row.guest_name,
    fromRoomId: row.from_room_id,
    fromRoomNumber: row.from_room_number,
    toRoomId: row.to_room_id,
    toRoomNumber: row.to_room_number,
    businessDate: row.business_date,
    reason: row.reason,
    ratePolicy: row.rate_policy,
    movedAt: row.moved_at instanceof Date ? row.moved_at.toISOString() : new Date(row.moved_at).toISOString(),
    movedBy: row.moved_by,
  }));
}

/**
 * `move`: an in-house stay changes room (domain.md, operations.md §1.1). Both rooms are locked in
 * id order (as check-ins lock them), the new one checked as for a check-in; a room of another
 * type takes that type's inventory for the remaining nights, as a booking does. The stay keeps
 * one room for all its nights (nights already slept show the new room too; the move history
 * keeps where it was), so the exclusion constraint still guards the new room. The old room
 * becomes vacant dirty, logged with the move as its source.
 */
const NOT_MOVABLE: NotInHouse = { refusal: 'does not move rooms', message: 'not in house in a room' };

async function moveRoom(context: ActionContext, item: Schemas['RoomMoveCommand']): Promise<RoomMove> {
  const { db, propertyId } = context;
  const stay = await lockInHouseStay(db, propertyId, item, NOT_MOVABLE);
  if (stay.room_id == null) throw notInHouse(stay.status, NOT_MOVABLE);
  const fromRoomId = stay.room_id;
  if (item.roomId === fromRoomId) {
    throw badRequest('The stay is in that room already', [
      { field: '/data/0/roomId', message: 'is the room the stay is in' },
    ]);
  }
  const hotelDate = await hotelDateOf(db, propertyId);
  const remaining = stay.departure > hotelDate ? nightsOf(hotelDate, stay.departure) : [];
  if (item.ratePolicy === 'keep' && item.nightlyRates) {
    throw badRequest('A move that keeps the rate takes no rates', [
      { field: '/data/0/nightlyRates', message: 'must be left out with ratePolicy keep' },
    ]);
  }
  if (item.ratePolicy === 'change') {
    const nights = (item.nightlyRates ?? []).map((rate) => rate.night);
    if (
      nights.length !== remaining.length ||
      new Set(nights).size !== nights.length ||
      nights.some((night) => !remaining.includes(night))
    ) {
      throw badRequest('A move that changes the rate prices every remaining night', [
        {
          field: '/data/0/nightlyRates',
          message: `must give each night from ${hotelDate} to the night before ${stay.departure} once`,
        },
      ]);
    }
  }
  const room = lockedRoom(await lockRooms(db, propertyId, [fromRoomId, item.roomId]), item.roomId, '/data/0/roomId');
  await checkRoomReady(db, propertyId, {
    room,
    stayId: stay.id,
    from: hotelDate,
    to: stay.departure,
    adults: stay.adults,
    children: stay.children,
    field: '/data/0/roomId',
  });
  const typeChanges = room.room_type_id !== stay.room_type_id;
  if (typeChanges && remaining.length > 0) {
    await lockInventory(db, propertyId, [
      { roomTypeId: room.room_type_id, arrival: hotelDate, departure: stay.departure },
    ]);
  }
  const [before] = await readReservations(db, propertyId, [stay.reservation_id]);
  try {
    await db
      .updateTable('room_stay')
      .set({
        room_id: room.id,
        ...(typeChanges
          ? {
              room_type_id: room.room_type_id,
              // The type booked stays what is charged; moving back to it ends the upgrade.
              booked_room_type_id:
                (stay.booked_room_type_id ?? stay.room_type_id) === room.room_type_id
                  ? null
                  : (stay.booked_room_type_id ?? stay.room_type_id),
            }
          : {}),
        version: sql`version + 1`,
      })
      .where('id', '=', stay.id)
      .execute();
  } catch (error) {
    throw stayWriteFailure(
      error,
      { number: room.room_number, nights: 'these nights', field: '/data/0/roomId' },
      '/data/0',
    );
  }
  if (typeChanges && remaining.length > 0) {
    const type = { id: room.room_type_id, code: room.type_code };
    await refuseOversoldNights(db, propertyId, type, remaining, '/data/0/roomId');
  }
  if (item.ratePolicy === 'change' && item.nightlyRates) {
    await db
      .deleteFrom('room_stay_night')
      .where('room_stay_id', '=', stay.id)
      .where('night', '>=', hotelDate)
      .execute();
    await insertNightlyRates(db, propertyId, stay.id, item.nightlyRates);
  }
  await roomStatusBy(db, { actor: context.actor, source: 'room-move', note: item.reason });
  await db.updateTable('room').set({ housekeeping_status: 'dirty' }).where('id', '=', fromRoomId).execute();
  const { id } = await db
    .insertInto('room_move')
    .values({
      property_id: propertyId,
      room_stay_id: stay.id,
      from_room_id: fromRoomId,
      to_room_id: room.id,
      business_date: hotelDate,
      reason: item.reason,
      rate_policy: item.ratePolicy,
      moved_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [after] = await readReservations(db, propertyId, [stay.reservation_id]);
  await context.audit({ entity: RESERVATION_ENTITY, entityId: stay.reservation_id, before, after });
  const [move] = await readMoves(db, propertyId, { id });
  if (!move) throw new Error('The move just made is not there');
  return move;
}

export const roomMoveHandlers: PathHandlers<'reception/room-move'> = {
  move: write(async (context, data) => [await moveRoom(context, only(data))]),
  list: read(async ({ db, propertyId }, data) => readMoves(db, propertyId, data[0] ?? {})),
};
