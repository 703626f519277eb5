import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Room category records (/menu/app/room-category); written by `pnpm gen master-data`, owned from here on.
describeConstraint('room_category_code_unique', 'code', 'is already used by another room category');

export const roomCategoryHandlers = masterDataHandlers<'configuration/room-category'>({
  table: 'room_category',
  entity: 'room-category',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'sortOrder', column: 'sort_order' },
  ],
  defaultSort: 'sortOrder',
  usedBy: [{ constraint: 'room_type_room_category_id_fkey', message: 'room types are in this category' }],
});
