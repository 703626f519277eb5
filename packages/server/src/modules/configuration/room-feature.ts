import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Room feature records (/menu/app/room-feature); written by `pnpm gen master-data`, owned from here on.
describeConstraint('room_feature_code_unique', 'code', 'is already used by another room feature');

export const roomFeatureHandlers = masterDataHandlers<'configuration/room-feature'>({
  table: 'room_feature',
  entity: 'room-feature',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'sortOrder', column: 'sort_order' },
  ],
  defaultSort: 'sortOrder',
  usedBy: [{ constraint: 'room_type_feature_room_feature_id_fkey', message: 'room types have this feature' }],
});
