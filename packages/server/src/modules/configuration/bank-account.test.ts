import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Bank account; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/bank-account',
  entity: 'bank-account',
  sample: (n, ids) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    bankName: `Sample ${n}`,
    branch: `Sample ${n}`,
    accountNumber: `Sample ${n}`,
    currencyId: ids.currency,
    active: 1,
  }),
  references: ['currency'],
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
