import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Transaction group; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/transaction-group',
  entity: 'transaction-group',
  sample: (n) => ({ code: `SAMPLE${n}`, name: `Sample ${n}`, reportOrder: n }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  useIt: async (server, id) => {
    await server.call('configuration/transaction-code', 'create', [
      { code: 'USES-IT', name: 'Uses the group', transactionGroupId: id, kind: 'CHARGE' },
    ]);
  },
  refusedLogin: 'housekeeping',
});
