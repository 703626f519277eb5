import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Item records (/menu/app/item-master); written by `pnpm gen master-data`, owned from here on.
describeConstraint('inventory_item_code_unique', 'code', 'is already used by another item');

export const inventoryItemHandlers = masterDataHandlers<'inventory/inventory-item'>({
  table: 'inventory_item',
  entity: 'inventory-item',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    {
      field: 'itemCategoryId',
      column: 'item_category_id',
      searchable: true,
      references: { table: 'item_category', entity: 'item category', searchBy: ['code', 'name'] },
    },
    { field: 'unit', column: 'unit', minimum: true, searchable: true },
    { field: 'parLevel', column: 'par_level', kind: 'decimal' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  // The foreign keys of other tables that point at it, with what they mean to staff.
  usedBy: [
    { constraint: 'stock_movement_item_id_fkey', message: 'the stock ledger has movements of this item' },
    { constraint: 'minibar_type_inventory_item_id_fkey', message: 'minibar items draw this item' },
    { constraint: 'minibar_count_line_inventory_item_id_fkey', message: 'minibar counts drew this item' },
  ],
});
