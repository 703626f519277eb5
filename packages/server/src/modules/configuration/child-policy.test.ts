import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Child policy; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/child-policy',
  entity: 'child-policy',
  sample: (n) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    ageFrom: n,
    ageTo: n,
    charge: 'FREE',
    chargeValue: `${n}.50`,
    sortOrder: n,
  }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
