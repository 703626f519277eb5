import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Rate code records (/menu/app/rate-code); written by `pnpm gen master-data`, owned from here on.
describeConstraint('rate_code_code_unique', 'code', 'is already used by another rate code');
describeConstraint('rate_code_dates', 'endsOn', 'must not be before startsOn');

export const rateCodeHandlers = masterDataHandlers<'configuration/rate-code'>({
  table: 'rate_code',
  entity: 'rate-code',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    {
      field: 'currencyId',
      column: 'currency_id',
      searchable: true,
      references: { table: 'currency', entity: 'currency', searchBy: ['code', 'name'] },
    },
    {
      field: 'mealTypeId',
      column: 'meal_type_id',
      searchable: true,
      references: { table: 'meal_type', entity: 'meal type', searchBy: ['code', 'name'] },
    },
    {
      field: 'marketId',
      column: 'market_id',
      searchable: true,
      references: { table: 'market', entity: 'market', searchBy: ['code', 'name'] },
    },
    { field: 'startsOn', column: 'starts_on' },
    { field: 'endsOn', column: 'ends_on' },
    { field: 'includesTax', column: 'includes_tax', kind: 'flag' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at rate_code, with what they mean to staff.
  usedBy: [{ constraint: 'reservation_rate_code_id_fkey', message: 'reservations are booked at this rate code' }],
});
