import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Cancellation reason; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/cancellation-reason',
  entity: 'cancellation-reason',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, chargeable: 1 }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  refusedLogin: 'housekeeping',
});
