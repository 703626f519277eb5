import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Meal type; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/meal-type',
  entity: 'meal-type',
  sample: (n) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    includesBreakfast: 1,
    includesLunch: 1,
    includesDinner: 1,
  }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
