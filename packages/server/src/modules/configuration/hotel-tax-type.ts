import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Tax type records (/menu/app/hotel-tax-type); written by `pnpm gen master-data`, owned from here on.
describeConstraint('hotel_tax_type_code_unique', 'code', 'is already used by another tax type');
describeConstraint('hotel_tax_type_percent', 'percent', 'must be between 0 and 100');

export const hotelTaxTypeHandlers = masterDataHandlers<'configuration/hotel-tax-type'>({
  table: 'hotel_tax_type',
  entity: 'hotel-tax-type',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'percent', column: 'percent', kind: 'decimal' },
    { field: 'included', column: 'included', kind: 'flag' },
    { field: 'appliesTo', column: 'applies_to' },
    { field: 'sortOrder', column: 'sort_order' },
  ],
  defaultSort: 'sortOrder',
  // Add here the foreign keys of other tables that point at hotel_tax_type, with what they mean to staff.
  usedBy: [],
});
