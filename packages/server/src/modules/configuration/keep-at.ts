import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Keep-at place records (/menu/app/keep-at); written by `pnpm gen master-data`, owned from here on.
describeConstraint('keep_at_code_unique', 'code', 'is already used by another keep-at place');

export const keepAtHandlers = masterDataHandlers<'configuration/keep-at'>({
  table: 'keep_at',
  entity: 'keep-at',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at keep_at, with what they mean to staff.
  usedBy: [],
});
