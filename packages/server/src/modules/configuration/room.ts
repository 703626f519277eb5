import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// The hotel's rooms (Config > Rooms > Room Number, /menu/app/room-number). Their housekeeping
// status is housekeeping's: it is answered here, but the contract takes it in no write.
describeConstraint('room_property_id_room_number_key', 'roomNumber', 'is already used by another room');
describeConstraint('room_connecting_room_not_itself', 'connectingRoomId', 'a room cannot be its own connecting room');

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
});
