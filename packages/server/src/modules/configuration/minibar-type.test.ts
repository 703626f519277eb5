import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Minibar item; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/minibar-type',
  entity: 'minibar-type',
  sample: (n, ids) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    price: `${n}.50`,
    transactionCodeId: ids.transaction_code,
    sortOrder: n,
    active: 1,
  }),
  references: ['transaction_code'],
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'reception',
});
