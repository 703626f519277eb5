import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Outlet records (/menu/app/out-let); written by `pnpm gen master-data`, owned from here on.
describeConstraint('outlet_code_unique', 'code', 'is already used by another outlet');

export const outletHandlers = masterDataHandlers<'configuration/outlet'>({
  table: 'outlet',
  entity: 'outlet',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'location', column: 'location', searchable: true },
    {
      field: 'departmentId',
      column: 'department_id',
      searchable: true,
      references: { table: 'department', entity: 'department', searchBy: ['code', 'name'] },
    },
    { field: 'postsToRoom', column: 'posts_to_room', kind: 'flag' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  // The foreign keys of other tables that point at outlet, with what they mean to staff.
  usedBy: [{ constraint: 'outlet_item_outlet_id_fkey', message: 'items are sold at this outlet' }],
});
