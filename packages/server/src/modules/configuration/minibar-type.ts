import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Minibar item records (/menu/app/minibar-type); written by `pnpm gen master-data`, owned from here on.
describeConstraint('minibar_type_code_unique', 'code', 'is already used by another minibar item');
describeConstraint('minibar_type_price', 'price', 'must not be negative');

export const minibarTypeHandlers = masterDataHandlers<'configuration/minibar-type'>({
  table: 'minibar_type',
  entity: 'minibar-type',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'price', column: 'price', kind: 'decimal' },
    {
      field: 'transactionCodeId',
      column: 'transaction_code_id',
      searchable: true,
      references: { table: 'transaction_code', entity: 'transaction code', searchBy: ['code', 'name'] },
    },
    {
      field: 'inventoryItemId',
      column: 'inventory_item_id',
      references: { table: 'inventory_item', entity: 'inventory item', searchBy: ['code', 'name'] },
    },
    { field: 'sortOrder', column: 'sort_order' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'sortOrder',
  // The foreign keys of other tables that point at minibar_type, with what they mean to staff.
  usedBy: [{ constraint: 'minibar_count_line_minibar_type_id_fkey', message: 'minibar counts posted this item' }],
});
