import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Market records (/menu/app/market); written by `pnpm gen master-data`, owned from here on.
describeConstraint('market_code_unique', 'code', 'is already used by another market');

export const marketHandlers = masterDataHandlers<'configuration/market'>({
  table: 'market',
  entity: 'market',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'sortOrder', column: 'sort_order' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'sortOrder',
  // The foreign keys of other tables that point at market, with what they mean to staff.
  usedBy: [
    { constraint: 'rate_code_market_id_fkey', message: 'rate codes are for this market' },
    { constraint: 'reservation_market_id_fkey', message: 'reservations are in this market' },
    { constraint: 'company_profile_market_id_fkey', message: 'company profiles book in this market' },
  ],
});
