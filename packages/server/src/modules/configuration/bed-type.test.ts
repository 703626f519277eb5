import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Bed type; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/bed-type',
  entity: 'bed-type',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, widthCm: n, sleeps: n }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
