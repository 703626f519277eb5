import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Cancellation reason records (/menu/app/cencellation-reason); written by `pnpm gen master-data`, owned from here on.
describeConstraint('cancellation_reason_code_unique', 'code', 'is already used by another cancellation reason');

export const cancellationReasonHandlers = masterDataHandlers<'configuration/cancellation-reason'>({
  table: 'cancellation_reason',
  entity: 'cancellation-reason',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'chargeable', column: 'chargeable', kind: 'flag' },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at cancellation_reason, with what they mean to staff.
  usedBy: [
    { constraint: 'reservation_cancellation_reason_id_fkey', message: 'reservations were cancelled for this reason' },
  ],
});
