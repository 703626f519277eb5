import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Market segment records (/menu/app/segment); written by `pnpm gen master-data`, owned from here on.
describeConstraint('segment_code_unique', 'code', 'is already used by another market segment');

export const segmentHandlers = masterDataHandlers<'configuration/segment'>({
  table: 'segment',
  entity: 'segment',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'sortOrder', column: 'sort_order' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'sortOrder',
  // Add here the foreign keys of other tables that point at segment, with what they mean to staff.
  usedBy: [
    { constraint: 'reservation_segment_id_fkey', message: 'reservations are in this segment' },
    { constraint: 'company_profile_segment_id_fkey', message: 'company profiles book in this segment' },
  ],
});
