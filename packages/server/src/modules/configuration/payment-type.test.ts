import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Payment type; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/payment-type',
  entity: 'payment-type',
  sample: (n, ids) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    kind: 'CASH',
    currencyId: ids.currency,
    transactionCodeId: ids.transaction_code,
    active: 1,
  }),
  references: ['currency', 'transaction_code'],
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
