import { describeMasterData } from '../../test/masterData.ts';

// Written by `pnpm gen master-data` with Meal type; the tests every master-data list gets.
describeMasterData({
  path: 'configuration/meal-type',
  entity: 'meal-type',
  sample: (n) => ({
    code: `SAMPLE${n}`,
    name: `Sample ${n}`,
    includesBreakfast: 1,
    includesLunch: 1,
    includesDinner: 1,
  }),
  change: { name: 'Changed' },
  uniqueField: 'code',
  searchText: 'sample',
  useIt: async (server, id) => {
    const currency = await server.db.selectFrom('currency').select('id').orderBy('id').executeTakeFirstOrThrow();
    await server.call('configuration/rate-code', 'create', [
      { code: 'USES-IT', name: 'With this meal plan', currencyId: currency.id, mealTypeId: id },
    ]);
  },
  refusedLogin: 'housekeeping',
});
