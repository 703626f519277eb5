import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Transaction code records (/menu/app/transaction-code); written by `pnpm gen master-data`, owned from here on.
describeConstraint('transaction_code_code_unique', 'code', 'is already used by another transaction code');
describeConstraint('transaction_code_default_amount', 'defaultAmount', 'must not be negative');

export const transactionCodeHandlers = masterDataHandlers<'configuration/transaction-code'>({
  table: 'transaction_code',
  entity: 'transaction-code',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    {
      field: 'transactionGroupId',
      column: 'transaction_group_id',
      searchable: true,
      references: { table: 'transaction_group', entity: 'transaction group', searchBy: ['code', 'name'] },
    },
    { field: 'kind', column: 'kind' },
    {
      field: 'departmentId',
      column: 'department_id',
      searchable: true,
      references: { table: 'department', entity: 'department', searchBy: ['code', 'name'] },
    },
    { field: 'defaultAmount', column: 'default_amount', kind: 'decimal' },
    { field: 'taxable', column: 'taxable', kind: 'flag' },
    { field: 'serviceCharge', column: 'service_charge', kind: 'flag' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  // The foreign keys of other tables that point at transaction_code, with what they mean to staff.
  usedBy: [
    { constraint: 'payment_type_transaction_code_id_fkey', message: 'payment types post with this code' },
    { constraint: 'outlet_item_transaction_code_id_fkey', message: 'outlet items post with this code' },
    { constraint: 'minibar_type_transaction_code_id_fkey', message: 'minibar items post with this code' },
  ],
});
