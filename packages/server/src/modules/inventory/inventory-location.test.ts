import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Location; the tests every master-data list gets.
describeMasterData({
  path: 'inventory/inventory-location',
  entity: 'inventory-location',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, kind: 'store', active: 1 }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
