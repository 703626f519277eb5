import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Hotel year; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/hotel-year',
  entity: 'hotel-year',
  sample: (n) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    startsOn: `${2100 + n}-01-01`,
    endsOn: `${2100 + n}-12-31`,
    closed: 1,
  }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
