import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Territory; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/territory',
  entity: 'territory',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}` }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
