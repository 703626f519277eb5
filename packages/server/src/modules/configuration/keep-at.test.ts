import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Keep-at place; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/keep-at',
  entity: 'keep-at',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}` }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'reception',
});
