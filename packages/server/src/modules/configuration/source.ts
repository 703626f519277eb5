import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Booking source records (/menu/app/source); written by `pnpm gen master-data`, owned from here on.
describeConstraint('source_code_unique', 'code', 'is already used by another booking source');

export const sourceHandlers = masterDataHandlers<'configuration/source'>({
  table: 'source',
  entity: 'source',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'channel', column: 'channel' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at source, with what they mean to staff.
  usedBy: [
    { constraint: 'reservation_source_id_fkey', message: 'reservations came from this source' },
    { constraint: 'company_profile_source_id_fkey', message: 'company profiles book from this source' },
  ],
});
