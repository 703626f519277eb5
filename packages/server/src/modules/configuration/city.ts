import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// City records (/menu/app/city); written by `pnpm gen master-data`, owned from here on.
describeConstraint('city_code_unique', 'code', 'is already used by another city');

export const cityHandlers = masterDataHandlers<'configuration/city'>({
  table: 'city',
  entity: 'city',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    {
      field: 'countryId',
      column: 'country_id',
      searchable: true,
      references: { table: 'country', entity: 'country', searchBy: ['iso_code', 'name'] },
    },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at city, with what they mean to staff.
  usedBy: [{ constraint: 'guest_profile_city_id_fkey', message: 'guest profiles live in this city' }],
});
