import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Booking source; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/source',
  entity: 'source',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, channel: 'NON-OTA', active: 1 }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
