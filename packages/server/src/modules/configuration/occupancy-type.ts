import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Occupancy type records (/menu/app/occupancy-type); written by `pnpm gen master-data`, owned from here on.
describeConstraint('occupancy_type_code_unique', 'code', 'is already used by another occupancy type');

export const occupancyTypeHandlers = masterDataHandlers<'configuration/occupancy-type'>({
  table: 'occupancy_type',
  entity: 'occupancy-type',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'adults', column: 'adults' },
    { field: 'children', column: 'children' },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at occupancy_type, with what they mean to staff.
  usedBy: [],
});
