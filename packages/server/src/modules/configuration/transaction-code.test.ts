import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Transaction code; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/transaction-code',
  entity: 'transaction-code',
  sample: (n, ids) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    transactionGroupId: ids.transaction_group,
    kind: 'CHARGE',
    departmentId: ids.department,
    defaultAmount: `${n}.50`,
    taxable: 1,
    serviceCharge: 1,
    active: 1,
  }),
  references: ['transaction_group', 'department'],
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
