import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Outlet item; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/outlet-item',
  entity: 'outlet-item',
  sample: (n, ids) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    outletId: ids.outlet,
    transactionCodeId: ids.transaction_code,
    price: `${n}.50`,
    active: 1,
  }),
  references: ['outlet', 'transaction_code'],
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
