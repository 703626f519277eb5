import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Payment type records (/menu/app/payment-type); written by `pnpm gen master-data`, owned from here on.
describeConstraint('payment_type_code_unique', 'code', 'is already used by another payment type');

export const paymentTypeHandlers = masterDataHandlers<'configuration/payment-type'>({
  table: 'payment_type',
  entity: 'payment-type',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'kind', column: 'kind' },
    {
      field: 'currencyId',
      column: 'currency_id',
      searchable: true,
      references: { table: 'currency', entity: 'currency', searchBy: ['code', 'name'] },
    },
    {
      field: 'transactionCodeId',
      column: 'transaction_code_id',
      searchable: true,
      references: { table: 'transaction_code', entity: 'transaction code', searchBy: ['code', 'name'] },
    },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at payment_type, with what they mean to staff.
  usedBy: [],
});
