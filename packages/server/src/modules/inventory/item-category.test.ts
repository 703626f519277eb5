import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Item category; the tests every master-data list gets.
describeMasterData({
  path: 'inventory/item-category',
  entity: 'item-category',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}` }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
