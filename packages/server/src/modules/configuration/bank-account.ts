import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Bank account records (/menu/app/bank-account); written by `pnpm gen master-data`, owned from here on.
describeConstraint('bank_account_code_unique', 'code', 'is already used by another bank account');

export const bankAccountHandlers = masterDataHandlers<'configuration/bank-account'>({
  table: 'bank_account',
  entity: 'bank-account',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'bankName', column: 'bank_name', minimum: true, searchable: true },
    { field: 'branch', column: 'branch', searchable: true },
    { field: 'accountNumber', column: 'account_number', minimum: true, searchable: true },
    {
      field: 'currencyId',
      column: 'currency_id',
      searchable: true,
      references: { table: 'currency', entity: 'currency', searchBy: ['code', 'name'] },
    },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at bank_account, with what they mean to staff.
  usedBy: [],
});
