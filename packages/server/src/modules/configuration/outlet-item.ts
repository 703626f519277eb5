import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Outlet item records (/menu/app/outlet-item); written by `pnpm gen master-data`, owned from here on.
describeConstraint('outlet_item_code_unique', 'code', 'is already used by another outlet item');
describeConstraint('outlet_item_price', 'price', 'must not be negative');

export const outletItemHandlers = masterDataHandlers<'configuration/outlet-item'>({
  table: 'outlet_item',
  entity: 'outlet-item',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    {
      field: 'outletId',
      column: 'outlet_id',
      searchable: true,
      references: { table: 'outlet', entity: 'outlet', searchBy: ['code', 'name'] },
    },
    {
      field: 'transactionCodeId',
      column: 'transaction_code_id',
      searchable: true,
      references: { table: 'transaction_code', entity: 'transaction code', searchBy: ['code', 'name'] },
    },
    { field: 'price', column: 'price', kind: 'decimal' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at outlet_item, with what they mean to staff.
  usedBy: [],
});
