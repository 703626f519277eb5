import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Maintenance type; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/maintenance-type',
  entity: 'maintenance-type',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, setsOutOfOrder: 1 }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'reception',
});
