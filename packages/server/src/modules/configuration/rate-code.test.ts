import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Rate code; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/rate-code',
  entity: 'rate-code',
  sample: (n, ids) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    currencyId: ids.currency,
    mealTypeId: ids.meal_type,
    marketId: ids.market,
    startsOn: '2026-11-21',
    endsOn: '2026-11-21',
    includesTax: 1,
    active: 1,
  }),
  references: ['currency', 'meal_type', 'market'],
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
