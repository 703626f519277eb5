import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Room category; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/room-category',
  entity: 'room-category',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, sortOrder: n }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
