import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Room bed setup records (/menu/app/room-bed); written by `pnpm gen master-data`, owned from here on.
describeConstraint('room_bed_code_unique', 'code', 'is already used by another room bed setup');
describeConstraint('room_bed_beds', 'beds', 'must be between 1 and 10');

export const roomBedHandlers = masterDataHandlers<'configuration/room-bed'>({
  table: 'room_bed',
  entity: 'room-bed',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    {
      field: 'bedTypeId',
      column: 'bed_type_id',
      searchable: true,
      references: { table: 'bed_type', entity: 'bed type', searchBy: ['code', 'name'] },
    },
    { field: 'beds', column: 'beds' },
    { field: 'extraBedAllowed', column: 'extra_bed_allowed', kind: 'flag' },
    { field: 'sortOrder', column: 'sort_order' },
  ],
  defaultSort: 'sortOrder',
  usedBy: [
    { constraint: 'room_type_default_room_bed_id_fkey', message: 'room types have it as their default bed setup' },
    { constraint: 'room_room_bed_id_fkey', message: 'rooms have this bed setup' },
  ],
});
