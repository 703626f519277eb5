import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Item category records (/menu/app/item-category); written by `pnpm gen master-data`, owned from here on.
describeConstraint('item_category_code_unique', 'code', 'is already used by another item category');

export const itemCategoryHandlers = masterDataHandlers<'inventory/item-category'>({
  table: 'item_category',
  entity: 'item-category',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
  ],
  defaultSort: 'code',
  // The foreign keys of other tables that point at it, with what they mean to staff.
  usedBy: [{ constraint: 'inventory_item_item_category_id_fkey', message: 'items belong to this category' }],
});
