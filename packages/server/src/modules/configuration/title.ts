import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Guest title records (/menu/app/title); written by `pnpm gen master-data`, owned from here on.
describeConstraint('title_code_unique', 'code', 'is already used by another guest title');

export const titleHandlers = masterDataHandlers<'configuration/title'>({
  table: 'title',
  entity: 'title',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'sortOrder', column: 'sort_order' },
  ],
  defaultSort: 'sortOrder',
  // Add here the foreign keys of other tables that point at title, with what they mean to staff.
  usedBy: [{ constraint: 'guest_profile_title_id_fkey', message: 'guest profiles have this title' }],
});
