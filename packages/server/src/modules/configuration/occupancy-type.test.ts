import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Occupancy type; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/occupancy-type',
  entity: 'occupancy-type',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, adults: n, children: n }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
