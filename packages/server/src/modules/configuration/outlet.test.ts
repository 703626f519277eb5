import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Outlet; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/outlet',
  entity: 'outlet',
  sample: (n, ids) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    location: `Sample ${n}`,
    departmentId: ids.department,
    postsToRoom: 1,
    active: 1,
  }),
  references: ['department'],
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  useIt: async (server, id) => {
    await server.call('configuration/outlet-item', 'create', [
      { code: 'USES-IT', name: 'Sold there', outletId: id, price: '10.00' },
    ]);
  },
  refusedLogin: 'housekeeping',
});
