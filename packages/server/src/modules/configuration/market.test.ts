import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Market; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/market',
  entity: 'market',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, sortOrder: n, active: 1 }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
