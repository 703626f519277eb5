import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Department; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/department',
  entity: 'department',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, earnsRevenue: 1 }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  useIt: async (server, id) => {
    await server.call('configuration/outlet', 'create', [{ code: 'USES-IT', name: 'Its outlet', departmentId: id }]);
  },
  refusedLogin: 'housekeeping',
});
