import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// The floors rooms are on (Config > Rooms > Floor Category, /menu/app/floor-category).
describeConstraint('floor_property_id_code_key', 'code', 'is already used by another floor');
describeConstraint('floor_sort_order_range', 'sortOrder', 'must be between 0 and 1000000');

export const floorHandlers = masterDataHandlers<'configuration/floor'>({
  table: 'floor',
  entity: 'floor',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'sortOrder', column: 'sort_order' },
  ],
  defaultSort: 'sortOrder',
  usedBy: [{ constraint: 'room_floor_id_fkey', message: 'rooms are on this floor' }],
});
