import { describeMasterData } from '../../test/masterData.ts';

describeMasterData({
  path: 'configuration/building',
  entity: 'building',
  sample: (n) => ({ code: `ANNEX${n}`, name: `Annex Wing ${n}` }),
  change: { name: 'Annex Wing (renovated)' },
  uniqueField: 'code',
  searchText: 'annex',
  useIt: async (server, buildingId) => {
    const room = await server.db.selectFrom('room').select(['room_type_id', 'floor_id']).executeTakeFirstOrThrow();
    await server.db
      .insertInto('room')
      .values({ property_id: server.propertyId, room_number: 'A901', building_id: buildingId, ...room })
      .execute();
  },
  refusedLogin: 'housekeeping',
});
