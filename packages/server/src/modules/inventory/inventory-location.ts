import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Location records (/menu/app/inventory-location); written by `pnpm gen master-data`, owned from here on.
describeConstraint('inventory_location_code_unique', 'code', 'is already used by another location');

export const inventoryLocationHandlers = masterDataHandlers<'inventory/inventory-location'>({
  table: 'inventory_location',
  entity: 'inventory-location',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'kind', column: 'kind' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  // The foreign keys of other tables that point at it, with what they mean to staff.
  usedBy: [
    { constraint: 'stock_movement_location_id_fkey', message: 'the stock ledger has movements in this location' },
    { constraint: 'stock_document_location_id_fkey', message: 'stock documents name this location' },
    { constraint: 'stock_document_to_location_id_fkey', message: 'stock transfers go to this location' },
  ],
});
