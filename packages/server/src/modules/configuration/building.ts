import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// The building rooms stand in (Config > Rooms > Building, /menu/app/building).
describeConstraint('building_property_id_code_key', 'code', 'is already used by another building');

export const buildingHandlers = masterDataHandlers<'configuration/building'>({
  table: 'building',
  entity: 'building',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
  ],
  defaultSort: 'code',
  usedBy: [{ constraint: 'room_building_id_fkey', message: 'rooms stand in this building' }],
});
