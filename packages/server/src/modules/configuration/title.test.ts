import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Guest title; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/title',
  entity: 'title',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, sortOrder: n }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
