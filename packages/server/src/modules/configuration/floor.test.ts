import { describeMasterData } from '../../test/masterData.ts';

describeMasterData({
  path: 'configuration/floor',
  entity: 'floor',
  sample: (n) => ({ code: `MEZZ${n}`, name: `Mezzanine ${n}`, sortOrder: n }),
  change: { name: 'Mezzanine (renovated)', sortOrder: 99 },
  uniqueField: 'code',
  searchText: 'mezz',
  useIt: async (server, floorId) => {
    const room = await server.db.selectFrom('room').select(['room_type_id', 'building_id']).executeTakeFirstOrThrow();
    await server.db
      .insertInto('room')
      .values({ property_id: server.propertyId, room_number: 'M901', floor_id: floorId, ...room })
      .execute();
  },
  refusedLogin: 'housekeeping',
});
