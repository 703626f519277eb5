import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Room bed setup; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/room-bed',
  entity: 'room-bed',
  sample: (n, ids) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    bedTypeId: ids.bed_type,
    beds: (n % 10) + 1,
    extraBedAllowed: 1,
    sortOrder: n,
  }),
  references: ['bed_type'],
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
