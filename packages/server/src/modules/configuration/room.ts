import { sql } from 'kysely';
import { businessRule, describeConstraint } from '../../api/errors.ts';
import type { ActionContext } from '../../api/handlers.ts';
import { type MasterChange, masterDataHandlers } from '../../api/masterData.ts';
import { inventoryStatuses, NOT_ENDED } from '../../db/statuses.ts';

// The hotel's rooms (Config > Rooms > Room Number, /menu/app/room-number). Their housekeeping
// status is housekeeping's: it is answered here, but the contract takes it in no write.
describeConstraint('room_property_id_room_number_key', 'roomNumber', 'is already used by another room');
describeConstraint('room_connecting_room_not_itself', 'connectingRoomId', 'a room cannot be its own connecting room');

/**
 * A room taken out of use, or moved to another room type, stops being inventory of its type: not
 * while stays from the hotel date on are assigned to it (they would hold a room of the wrong
 * type, or none), nor when its old type would then be sold beyond its rooms on a coming night.
 * Checked after the write (the kit's rule), so the count already sees the room as changed.
 */
async function keepFutureStays(context: ActionContext, change: MasterChange): Promise<void> {
  const { before, after, index } = change;
  if (change.action !== 'update' || !before || !after) return;
  // Flags travel as 1 and 0 on the wire.
  const deactivated = Boolean(before.active) && !after.active;
  const retyped = before.roomTypeId !== after.roomTypeId;
  if (!deactivated && !retyped) return;
  const field = `/data/${index}/${deactivated ? 'active' : 'roomTypeId'}`;
  const first = await context.db
    .selectFrom('room_stay as stay')
    .innerJoin('reservation', 'reservation.id', 'stay.reservation_id')
    .innerJoin('property', 'property.id', 'stay.property_id')
    .select(['stay.arrival', 'reservation.confirmation_number'])
    .where('stay.room_id', '=', after.id as number)
    .where('stay.status', 'in', NOT_ENDED)
    .whereRef('stay.departure', '>', 'property.hotel_date')
    .orderBy('stay.arrival')
    .limit(1)
    .executeTakeFirst();
  if (first) {
    throw businessRule('ROOM_HAS_FUTURE_STAYS', `Reservation ${first.confirmation_number} is assigned this room`, [
      { field, message: `stays from ${first.arrival} are assigned to this room; move them first` },
    ]);
  }
  const oversold = await sql<{ night: string }>`
    select stay.arrival + i as night
    from room_stay as stay
    join property on property.id = stay.property_id
    cross join lateral generate_series(0, stay.departure - stay.arrival - 1) as i
    where stay.property_id = ${context.propertyId}
      and stay.room_type_id = ${before.roomTypeId as number}
      and stay.status in (${inventoryStatuses})
      and stay.departure > property.hotel_date
      and stay.arrival + i >= property.hotel_date
    group by stay.arrival + i
    having count(*) > (
      select count(*) from room where room_type_id = ${before.roomTypeId as number} and active
    ) + (select overbooking_allowance from room_type where id = ${before.roomTypeId as number})
    order by 1
    limit 1`.execute(context.db);
  const night = oversold.rows[0]?.night;
  if (night) {
    throw businessRule('ROOM_TYPE_OVERSOLD', `Its room type is fully booked on ${night}`, [
      { field, message: `its room type would be sold beyond its rooms on ${night}` },
    ]);
  }
}

export const roomHandlers = masterDataHandlers<'configuration/room'>({
  table: 'room',
  entity: 'room',
  fields: [
    { field: 'roomNumber', column: 'room_number', minimum: true, searchable: true },
    {
      field: 'roomTypeId',
      column: 'room_type_id',
      minimum: true,
      searchable: true,
      references: { table: 'room_type', entity: 'room type', searchBy: ['code', 'name'] },
    },
    {
      field: 'buildingId',
      column: 'building_id',
      searchable: true,
      references: { table: 'building', entity: 'building', searchBy: ['code', 'name'] },
    },
    {
      field: 'floorId',
      column: 'floor_id',
      searchable: true,
      references: { table: 'floor', entity: 'floor', searchBy: ['code', 'name'] },
    },
    {
      field: 'roomBedId',
      column: 'room_bed_id',
      searchable: true,
      references: { table: 'room_bed', entity: 'bed setup', searchBy: ['code', 'name'] },
    },
    {
      field: 'connectingRoomId',
      column: 'connecting_room_id',
      searchable: true,
      references: { table: 'room', entity: 'room', searchBy: ['room_number'] },
    },
    { field: 'active', column: 'active', kind: 'flag' },
    { field: 'note', column: 'note', searchable: true },
    { field: 'housekeepingStatus', column: 'housekeeping_status' },
  ],
  defaultSort: 'roomNumber',
  usedBy: [
    { constraint: 'room_connecting_room_id_fkey', message: 'another room names it as its connecting room' },
    { constraint: 'room_stay_room_id_fkey', message: 'stays are booked in this room' },
  ],
  rules: { checkRecord: keepFutureStays },
});
