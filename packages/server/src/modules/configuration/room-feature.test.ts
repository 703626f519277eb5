import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Room feature; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/room-feature',
  entity: 'room-feature',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, sortOrder: n }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
