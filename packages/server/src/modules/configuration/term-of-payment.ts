import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Term of payment records (/menu/app/term-of-payment); written by `pnpm gen master-data`, owned from here on.
describeConstraint('term_of_payment_code_unique', 'code', 'is already used by another term of payment');

export const termOfPaymentHandlers = masterDataHandlers<'configuration/term-of-payment'>({
  table: 'term_of_payment',
  entity: 'term-of-payment',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'days', column: 'days' },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at term_of_payment, with what they mean to staff.
  usedBy: [],
});
