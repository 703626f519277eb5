import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Item; the tests every master-data list gets.
describeMasterData({
  path: 'inventory/inventory-item',
  entity: 'inventory-item',
  sample: (n, ids) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    itemCategoryId: ids.item_category,
    unit: `Sample ${n}`,
    parLevel: `${n}.500`,
    active: 1,
  }),
  references: ['item_category'],
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
