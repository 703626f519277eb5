import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Bed type records (/menu/app/bed-type); written by `pnpm gen master-data`, owned from here on.
describeConstraint('bed_type_code_unique', 'code', 'is already used by another bed type');

export const bedTypeHandlers = masterDataHandlers<'configuration/bed-type'>({
  table: 'bed_type',
  entity: 'bed-type',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'widthCm', column: 'width_cm' },
    { field: 'sleeps', column: 'sleeps' },
  ],
  defaultSort: 'code',
  usedBy: [{ constraint: 'room_bed_bed_type_id_fkey', message: 'room bed setups use it' }],
});
