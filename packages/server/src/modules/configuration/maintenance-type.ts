import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Maintenance type records (/menu/app/maintenance-type); written by `pnpm gen master-data`, owned from here on.
describeConstraint('maintenance_type_code_unique', 'code', 'is already used by another maintenance type');

export const maintenanceTypeHandlers = masterDataHandlers<'configuration/maintenance-type'>({
  table: 'maintenance_type',
  entity: 'maintenance-type',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'setsOutOfOrder', column: 'sets_out_of_order', kind: 'flag' },
  ],
  defaultSort: 'code',
  // The foreign keys of other tables that point at maintenance_type, with what they mean to staff.
  usedBy: [
    { constraint: 'maintenance_order_maintenance_type_id_fkey', message: 'maintenance orders are of this type' },
  ],
});
