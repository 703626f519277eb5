import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { nightsOf } from '../../../api/dates.ts';
import { badRequest, businessRule, conflict, notFound, staleVersion } from '../../../api/errors.ts';
import type { ActionContext } from '../../../api/handlers.ts';
import { BEFORE_ARRIVAL, TAKES_INVENTORY } from '../../../db/statuses.ts';
import { lockInventory } from '../availability.ts';
import { takesInventory } from '../booking.ts';
import { auditReservations, snapshots } from './checkin.ts';
import { type LockedRoom, lockedRoom, lockRooms } from './rooms.ts';
import { type FrontDeskStay, lockStays, readFrontDeskStays, refuseOversoldNights, stayWriteFailure } from './stays.ts';

type AssignItem = Schemas['AssignRoom'];

const field = (index: number, name: 'stayId' | 'roomId' | 'version' | 'upgradeReason') => `/data/${index}/${name}`;

/**
 * The rules of a room given ahead of arrival: in use, big enough, and not out of order on any of
 * the stay's nights. Housekeeping status and service are the check-in's rules (the room may be
 * cleaned before the guest comes); nights held by other stays are checked by the caller.
 */
async function checkRoomAssignable(
  context: ActionContext,
  room: LockedRoom,
  stay: { arrival: string; departure: string; adults: number; children: number },
  at: string,
): Promise<void> {
  const refuse = (code: string, message: string) =>
    businessRule(code, `Room ${room.room_number} ${message}`, [{ field: at, message }]);
  if (!room.active) throw refuse('ROOM_INACTIVE', 'is not in use');
  if (stay.adults > room.max_adults) {
    throw refuse('TOO_MANY_GUESTS', `takes at most ${room.max_adults} adults (${room.type_code})`);
  }
  if (stay.children > room.max_children) {
    throw refuse('TOO_MANY_GUESTS', `takes at most ${room.max_children} children (${room.type_code})`);
  }
  const outOfOrder = await context.db
    .selectFrom('room_out_of_order')
    .select(['from_date', 'to_date', 'reason'])
    .where('property_id', '=', context.propertyId)
    .where('room_id', '=', room.id)
    .where('from_date', '<', stay.departure)
    .where('to_date', '>', stay.arrival)
    .orderBy('from_date')
    .executeTakeFirst();
  if (outOfOrder) {
    throw refuse(
      'ROOM_OUT_OF_ORDER',
      `is out of order from ${outOfOrder.from_date} to ${outOfOrder.to_date} (${outOfOrder.reason})`,
    );
  }
}

/**
 * `assign-room`: gives stays that are not yet in house their rooms (or takes them away), all or
 * nothing. Locks the stays, then the rooms in id order (as check-in does, so an assignment and a
 * check-in of one room queue), checks every rule, lets the stays' rooms go and writes the new
 * ones; the exclusion constraint stays the last guard against a room held twice. A room of
 * another type is an upgrade with a reason: the stay holds that type (and, when it takes
 * inventory, that type's nights, counted as a booking counts them); a room of the booked type, or
 * none, returns it to the type it booked.
 */
export async function assignRooms(context: ActionContext, items: readonly AssignItem[]): Promise<FrontDeskStay[]> {
  const { db, propertyId } = context;
  const seenStays = new Set<number>();
  const seenRooms = new Set<number>();
  for (const [index, item] of items.entries()) {
    if (seenStays.has(item.stayId)) {
      throw badRequest('A stay is listed twice', [{ field: field(index, 'stayId'), message: 'is listed twice' }]);
    }
    seenStays.add(item.stayId);
    if (item.roomId == null) continue;
    if (seenRooms.has(item.roomId)) {
      throw badRequest('Two stays cannot take one room', [
        { field: field(index, 'roomId'), message: 'is given to another stay of this request' },
      ]);
    }
    seenRooms.add(item.roomId);
  }
  const stays = await lockStays(
    db,
    propertyId,
    items.map((item) => item.stayId),
  );
  for (const [index, item] of items.entries()) {
    const stay = stays.get(item.stayId);
    if (!stay) throw notFound('No such stay', field(index, 'stayId'));
    if (stay.version !== item.version) throw staleVersion(field(index, 'version'));
    if (stay.status === 'in-house') {
      throw conflict('ALREADY_IN_HOUSE', 'The stay is in house: move the guest to another room instead', [
        { field: field(index, 'stayId'), message: 'is in house; an in-house guest is moved, not assigned' },
      ]);
    }
    if (!(BEFORE_ARRIVAL as readonly string[]).includes(stay.status)) {
      throw businessRule('NOT_ASSIGNABLE', `A stay that is ${stay.status} takes no room`, [
        { field: field(index, 'stayId'), message: `is ${stay.status}; only a stay not yet arrived is given a room` },
      ]);
    }
  }
  const rooms = await lockRooms(
    db,
    propertyId,
    items.flatMap((item) => (item.roomId == null ? [] : [item.roomId])),
  );
  /** What each stay becomes: its room, and the type it holds (booked type when not upgraded). */
  const plans: {
    index: number;
    stayId: number;
    roomId: number | null;
    roomNumber: string;
    typeId: number;
    typeCode: string;
    bookedTypeId: number;
    upgradeReason: string;
    arrival: string;
    departure: string;
    takes: boolean;
  }[] = [];
  for (const [index, item] of items.entries()) {
    const stay = stays.get(item.stayId);
    if (!stay) continue;
    const bookedTypeId = stay.booked_room_type_id ?? stay.room_type_id;
    const takes = takesInventory(stay.status);
    if (item.roomId == null) {
      plans.push({
        index,
        stayId: stay.id,
        roomId: null,
        roomNumber: '',
        typeId: bookedTypeId,
        typeCode: '',
        bookedTypeId,
        upgradeReason: '',
        arrival: stay.arrival,
        departure: stay.departure,
        takes,
      });
      continue;
    }
    const room = lockedRoom(rooms, item.roomId, field(index, 'roomId'));
    let upgradeReason = '';
    if (room.room_type_id !== bookedTypeId) {
      // A stay upgraded already keeps its reason when it changes to another room of that type.
      const kept = room.room_type_id === stay.room_type_id ? await upgradeReasonOf(context, stay.id) : '';
      upgradeReason = item.upgradeReason ?? kept;
      if (!upgradeReason) {
        throw businessRule(
          'ROOM_TYPE_MISMATCH',
          `Room ${room.room_number} is a ${room.type_code} room, the stay booked another type`,
          [
            {
              field: field(index, 'roomId'),
              message: `is not of the booked room type; an upgrade needs upgradeReason`,
            },
          ],
        );
      }
    }
    await checkRoomAssignable(context, room, stay, field(index, 'roomId'));
    plans.push({
      index,
      stayId: stay.id,
      roomId: room.id,
      roomNumber: room.room_number,
      typeId: room.room_type_id,
      typeCode: room.type_code,
      bookedTypeId,
      upgradeReason,
      arrival: stay.arrival,
      departure: stay.departure,
      takes,
    });
  }
  // Nights held by other stays (the request's own stays let their rooms go first). A waitlist or
  // tentative stay is outside the exclusion constraint, so this check is its only guard.
  const assigned = plans.filter((plan) => plan.roomId != null);
  if (assigned.length > 0) {
    const held = await db
      .selectFrom('room_stay')
      .select(['room_id', 'arrival', 'departure'])
      .where('property_id', '=', propertyId)
      .where(
        'room_id',
        'in',
        assigned.map((plan) => plan.roomId as number),
      )
      .where('id', 'not in', [...seenStays])
      .where('status', 'in', [...TAKES_INVENTORY, 'tentative', 'waitlist'])
      .execute();
    for (const plan of assigned) {
      const clash = held.find(
        (other) => other.room_id === plan.roomId && other.arrival < plan.departure && other.departure > plan.arrival,
      );
      if (clash) {
        throw conflict('ROOM_NOT_AVAILABLE', `Room ${plan.roomNumber} is held by another stay on these nights`, [
          {
            field: field(plan.index, 'roomId'),
            message: `room ${plan.roomNumber} is held by another stay from ${clash.arrival} to ${clash.departure}`,
          },
        ]);
      }
    }
  }
  // A stay changing type takes the new type's nights as a booking does (locks, write, count).
  const changing = plans.filter((plan) => plan.takes && plan.typeId !== stays.get(plan.stayId)?.room_type_id);
  if (changing.length > 0) {
    await lockInventory(
      db,
      propertyId,
      changing.map((plan) => ({ roomTypeId: plan.typeId, arrival: plan.arrival, departure: plan.departure })),
    );
  }
  const before = await snapshots(
    db,
    propertyId,
    [...stays.values()].map((stay) => stay.reservation_id),
  );
  await db
    .updateTable('room_stay')
    .set({ room_id: null })
    .where('id', 'in', [...seenStays])
    .execute();
  for (const plan of plans) {
    const upgraded = plan.typeId !== plan.bookedTypeId;
    try {
      await db
        .updateTable('room_stay')
        .set({
          room_id: plan.roomId,
          room_type_id: plan.typeId,
          booked_room_type_id: upgraded ? plan.bookedTypeId : null,
          upgrade_reason: upgraded ? plan.upgradeReason : '',
          version: sql`version + 1`,
        })
        .where('id', '=', plan.stayId)
        .execute();
    } catch (error) {
      throw stayWriteFailure(
        error,
        { number: plan.roomNumber, nights: 'these nights', field: field(plan.index, 'roomId') },
        `/data/${plan.index}`,
      );
    }
  }
  for (const plan of changing) {
    const code =
      plan.typeCode ||
      ((await db.selectFrom('room_type').select('code').where('id', '=', plan.typeId).executeTakeFirst())?.code ?? '');
    await refuseOversoldNights(
      db,
      propertyId,
      { id: plan.typeId, code },
      nightsOf(plan.arrival, plan.departure),
      field(plan.index, 'roomId'),
    );
  }
  await auditReservations(context, before);
  return readFrontDeskStays(db, propertyId, { ids: items.map((item) => item.stayId) });
}

async function upgradeReasonOf(context: ActionContext, stayId: number): Promise<string> {
  const row = await context.db
    .selectFrom('room_stay')
    .select('upgrade_reason')
    .where('id', '=', stayId)
    .executeTakeFirst();
  return row?.upgrade_reason ?? '';
}
