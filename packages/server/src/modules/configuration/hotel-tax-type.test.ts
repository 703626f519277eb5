import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Tax type; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/hotel-tax-type',
  entity: 'hotel-tax-type',
  sample: (n) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    percent: `${n}.50`,
    included: 1,
    appliesTo: 'ALL',
    sortOrder: n,
  }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
