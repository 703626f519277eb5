import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Department records (/menu/app/department); written by `pnpm gen master-data`, owned from here on.
describeConstraint('department_code_unique', 'code', 'is already used by another department');

export const departmentHandlers = masterDataHandlers<'configuration/department'>({
  table: 'department',
  entity: 'department',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'earnsRevenue', column: 'earns_revenue', kind: 'flag' },
  ],
  defaultSort: 'code',
  // The foreign keys of other tables that point at department, with what they mean to staff.
  usedBy: [
    {
      constraint: 'transaction_code_department_id_fkey',
      message: 'transaction codes earn revenue for this department',
    },
    { constraint: 'outlet_department_id_fkey', message: 'outlets belong to this department' },
  ],
});
