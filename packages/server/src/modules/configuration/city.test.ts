import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with City; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/city',
  entity: 'city',
  sample: (n, ids) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, countryId: ids.country }),
  references: ['country'],
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
