import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { addDays } from '../../../api/dates.ts';
import type { PathHandlers } from '../../../api/handlers.ts';
import { only, read } from '../../../api/handlers.ts';
import type { Database } from '../../../db/schema.ts';
import { statusList } from '../../../db/statuses.ts';
import { guestName, openFlagsOfStay, openMessagesOfStay } from './stays.ts';

type RoomRack = Schemas['RoomRack'];
type RoomRackQuery = Schemas['RoomRackQuery'];

/**
 * The stays the rack draws: those that hold or will hold a room on some night (tentative ones
 * too, so the desk sees them coming), and checked-out ones whose nights still show. Waitlisted,
 * cancelled and no-show stays hold nothing.
 */
const RACK_STATUSES = statusList(['tentative', 'confirmed', 'guaranteed', 'in-house', 'checked-out']);

/**
 * The room rack (operations.md §1.1 "Room rack / tape chart"): a read model over rooms,
 * out-of-order periods and stays for `days` nights from `fromDate`, in three statements whatever
 * the hotel's size (the hotel date, the rooms with their periods, the stays). The rack changes
 * nothing itself: every drag goes through the same commands as the other screens.
 */
export async function readRoomRack(db: Kysely<Database>, propertyId: number, query: RoomRackQuery): Promise<RoomRack> {
  const from = query.fromDate;
  const to = addDays(from, query.days);
  const hotel = await db
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();

  // The rooms the filters keep, as a subquery both statements use.
  let roomsOfRack = db
    .selectFrom('room')
    .select('room.id')
    .where('room.property_id', '=', propertyId)
    .where('room.active', '=', true);
  if (query.roomTypeId != null) roomsOfRack = roomsOfRack.where('room.room_type_id', '=', query.roomTypeId);
  if (query.floorId != null) roomsOfRack = roomsOfRack.where('room.floor_id', '=', query.floorId);
  if (query.buildingId != null) roomsOfRack = roomsOfRack.where('room.building_id', '=', query.buildingId);

  const rooms = await db
    .selectFrom('room as rm')
    .innerJoin('room_type as t', 't.id', 'rm.room_type_id')
    .innerJoin('floor as f', 'f.id', 'rm.floor_id')
    .innerJoin('building as b', 'b.id', 'rm.building_id')
    .select([
      'rm.id',
      'rm.room_number',
      'rm.room_type_id',
      't.code as room_type_code',
      'rm.floor_id',
      'f.name as floor_name',
      'rm.building_id',
      'b.name as building_name',
      'rm.housekeeping_status',
      'rm.out_of_service',
      'rm.out_of_service_reason',
      sql<Schemas['RoomRackOutOfOrder'][]>`coalesce((
        select json_agg(json_build_object('fromDate', o.from_date, 'toDate', o.to_date, 'reason', o.reason)
          order by o.from_date)
        from room_out_of_order as o
        where o.room_id = rm.id and o.property_id = ${propertyId} and o.from_date < ${to} and o.to_date > ${from}
      ), '[]'::json)`.as('out_of_order'),
    ])
    .where('rm.id', 'in', roomsOfRack)
    .orderBy(sql`length(rm.room_number)`)
    .orderBy('rm.room_number')
    .execute();

  let stays = db
    .selectFrom('room_stay as s')
    .innerJoin('reservation as r', 'r.id', 's.reservation_id')
    .innerJoin('room_type as t', 't.id', 's.room_type_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .select([
      's.id',
      's.reservation_id',
      'r.confirmation_number',
      guestName.as('guest_name'),
      's.status',
      's.room_type_id',
      't.code as room_type_code',
      's.room_id',
      's.arrival',
      's.departure',
      's.adults',
      's.children',
      sql<number>`coalesce(g.vip_level, 0)::int`.as('vip_level'),
      openMessagesOfStay.as('open_messages'),
      openFlagsOfStay.as('open_flags'),
      's.version',
    ])
    .where('s.property_id', '=', propertyId)
    .where(sql<boolean>`s.status in (${RACK_STATUSES})`)
    .where('s.arrival', '<', to)
    .where('s.departure', '>', from);
  // Unassigned stays of any type, or of the filtered type; assigned ones only on the rack's rooms.
  stays = stays.where((eb) =>
    eb.or([
      query.roomTypeId == null
        ? eb('s.room_id', 'is', null)
        : eb.and([eb('s.room_id', 'is', null), eb('s.room_type_id', '=', query.roomTypeId)]),
      eb('s.room_id', 'in', roomsOfRack),
    ]),
  );
  const stayRows = await stays.orderBy('s.arrival').orderBy('s.id').execute();

  const hotelDate = hotel.hotel_date;
  return {
    hotelDate,
    fromDate: from,
    days: query.days,
    rooms: rooms.map((row) => ({
      id: row.id,
      roomNumber: row.room_number,
      roomTypeId: row.room_type_id,
      roomTypeCode: row.room_type_code,
      floorId: row.floor_id,
      floorName: row.floor_name,
      buildingId: row.building_id,
      buildingName: row.building_name,
      housekeepingStatus: row.housekeeping_status,
      outOfService: row.out_of_service,
      outOfServiceReason: row.out_of_service_reason,
      // PGlite and pg both parse json; the dates inside are already yyyy-MM-dd.
      outOfOrder: typeof row.out_of_order === 'string' ? JSON.parse(row.out_of_order) : row.out_of_order,
    })),
    stays: stayRows.map((row) => ({
      stayId: row.id,
      reservationId: row.reservation_id,
      confirmationNumber: row.confirmation_number,
      guestName: row.guest_name,
      status: row.status,
      roomTypeId: row.room_type_id,
      roomTypeCode: row.room_type_code,
      roomId: row.room_id,
      arrival: row.arrival,
      departure: row.departure,
      adults: row.adults,
      children: row.children,
      vipLevel: row.vip_level,
      openMessages: row.open_messages,
      openFlags: row.open_flags,
      dueIn: row.status !== 'in-house' && row.status !== 'checked-out' && row.arrival === hotelDate,
      dueOut: row.status === 'in-house' && row.departure <= hotelDate,
      version: row.version,
    })),
  };
}

/** `reception/room-rack`: the rack is read-only; its drags send the stays' own commands. */
export const roomRackHandlers: PathHandlers<'reception/room-rack'> = {
  get: read(async ({ db, propertyId }, data) => [await readRoomRack(db, propertyId, only(data))]),
};
