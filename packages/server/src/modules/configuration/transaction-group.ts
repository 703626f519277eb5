import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Transaction group records (/menu/app/transaction-group); written by `pnpm gen master-data`, owned from here on.
describeConstraint('transaction_group_code_unique', 'code', 'is already used by another transaction group');

export const transactionGroupHandlers = masterDataHandlers<'configuration/transaction-group'>({
  table: 'transaction_group',
  entity: 'transaction-group',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'reportOrder', column: 'report_order' },
  ],
  defaultSort: 'code',
  // The foreign keys of other tables that point at transaction_group, with what they mean to staff.
  usedBy: [
    { constraint: 'transaction_code_transaction_group_id_fkey', message: 'transaction codes belong to this group' },
  ],
});
