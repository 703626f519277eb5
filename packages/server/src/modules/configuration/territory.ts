import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Territory records (/menu/app/territory); written by `pnpm gen master-data`, owned from here on.
describeConstraint('territory_code_unique', 'code', 'is already used by another territory');

export const territoryHandlers = masterDataHandlers<'configuration/territory'>({
  table: 'territory',
  entity: 'territory',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at territory, with what they mean to staff.
  usedBy: [],
});
