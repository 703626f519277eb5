import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Guest type records (/menu/app/guest-type); written by `pnpm gen master-data`, owned from here on.
describeConstraint('guest_type_code_unique', 'code', 'is already used by another guest type');

export const guestTypeHandlers = masterDataHandlers<'configuration/guest-type'>({
  table: 'guest_type',
  entity: 'guest-type',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'sortOrder', column: 'sort_order' },
  ],
  defaultSort: 'sortOrder',
  // Add here the foreign keys of other tables that point at guest_type, with what they mean to staff.
  usedBy: [{ constraint: 'guest_profile_guest_type_id_fkey', message: 'guest profiles are of this type' }],
});
