import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Term of payment; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/term-of-payment',
  entity: 'term-of-payment',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, days: n }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
