import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { createTestServer } from '../../test/database.ts';
import { describeMasterData } from '../../test/masterData.ts';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;
// The generated lists have no Kysely table types.
type Loose = Kysely<Record<string, Record<string, unknown>>>;

async function anyRoom(server: TestServer) {
  return server.db
    .selectFrom('room')
    .select(['room_type_id', 'building_id', 'floor_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describeMasterData({
  path: 'configuration/room-type',
  entity: 'room-type',
  sample: (n, ids) => ({
    code: `SMPL${n}`,
    name: `Sample type ${n}`,
    roomCategoryId: ids.room_category,
    maxAdults: 2,
    maxChildren: 1,
    defaultRoomBedId: ids.room_bed,
    baseRate: `${n}.50`,
    sortOrder: n,
    active: 1,
  }),
  references: ['room_category', 'room_bed'],
  change: { name: 'Sample type (changed)', baseRate: '2750.25', active: 0 },
  uniqueField: 'code',
  searchText: 'smpl',
  useIt: async (server, roomTypeId) => {
    const room = await anyRoom(server);
    await server.db
      .insertInto('room')
      .values({ property_id: server.propertyId, room_number: 'T901', ...room, room_type_id: roomTypeId })
      .execute();
  },
  refusedLogin: 'housekeeping',
});

describe('configuration/room-type: features, and the lists room types keep', () => {
  let server: TestServer;
  let loose: Loose;
  const idOf = async (table: string, code: string) =>
    Number(
      (
        await loose
          .selectFrom(table)
          .select('id')
          .where('property_id', '=', server.propertyId)
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const newType = async (code: string) => {
    const created = await server.call('configuration/room-type', 'create', [
      { code, name: `Type ${code}`, maxAdults: 2 },
    ]);
    expect(created.status).toBe(200);
    return created.typed.data[0] as { id: number; version: number };
  };

  beforeAll(async () => {
    server = await createTestServer({ demo: true });
    loose = server.db as unknown as Loose;
  });
  afterAll(() => server?.close());

  it('seeds the demo types with a category, a default bed setup, a rack rate, an order and features', async () => {
    const deluxe = await idOf('room_type', 'DLX');
    const got = await server.call('configuration/room-type', 'get', [{ id: deluxe }]);
    expect(got.typed.data[0]).toMatchObject({
      code: 'DLX',
      roomCategoryId: await idOf('room_category', 'DLX'),
      defaultRoomBedId: await idOf('room_bed', 'K'),
      baseRate: '2600.00',
      sortOrder: 30,
      active: 1,
    });
    const features = await server.call('configuration/room-type', 'features', [{ id: deluxe }]);
    expect(features.status).toBe(200);
    const expected = [
      await idOf('room_feature', 'RIV'),
      await idOf('room_feature', 'BAL'),
      await idOf('room_feature', 'NS'),
    ];
    expect(features.typed.data).toEqual([
      { id: deluxe, version: got.typed.data[0]?.version, featureIds: expected.sort((a, b) => a - b) },
    ]);
    const list = await server.call('configuration/room-type', 'list', []);
    expect(list.typed.data.map((type) => type.code)).toEqual(['STD', 'STT', 'DLX', 'FAM', 'JRS', 'EXS']);
  });

  it('replaces the features of a type under its row version, audited', async () => {
    const type = await newType('FEAT1');
    const river = await idOf('room_feature', 'RIV');
    const bath = await idOf('room_feature', 'BATH');
    const set = await server.call('configuration/room-type', 'set-features', [
      { id: type.id, version: 1, featureIds: [bath, river] },
    ]);
    expect(set.status).toBe(200);
    expect(set.typed.data).toEqual([{ id: type.id, version: 2, featureIds: [river, bath].sort((a, b) => a - b) }]);
    // The same type twice in one batch: the second item carries the version the first left.
    const twice = await server.call('configuration/room-type', 'set-features', [
      { id: type.id, version: 2, featureIds: [river] },
      { id: type.id, version: 3, featureIds: [] },
    ]);
    expect(twice.typed.data.map((answer) => answer.featureIds)).toEqual([[river], []]);
    const read = await server.call('configuration/room-type', 'features', [{ id: type.id }]);
    expect(read.typed.data).toEqual([{ id: type.id, version: 4, featureIds: [] }]);

    // The features are part of the record: an edit made with the version read before them is stale.
    const stale = await server.call('configuration/room-type', 'update', [{ id: type.id, version: 1, name: 'Late' }]);
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
    const staleSet = await server.call('configuration/room-type', 'set-features', [
      { id: type.id, version: 2, featureIds: [river] },
    ]);
    expect(staleSet.status).toBe(409);
    expect(staleSet.body.apiResponse.code).toBe('STALE_VERSION');

    const audits = await server.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'room-type')
      .where('entity_id', '=', String(type.id))
      .orderBy('id')
      .execute();
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'set-features', 'set-features', 'set-features']);
    expect(audits[1]?.before).toEqual({ id: type.id, version: 1, featureIds: [] });
    expect(audits[1]?.after).toEqual({ id: type.id, version: 2, featureIds: [river, bath].sort((a, b) => a - b) });
  });

  it('refuses a feature that is not this hotel’s, a feature twice, and an unknown type, changing nothing', async () => {
    const type = await newType('FEAT2');
    const river = await idOf('room_feature', 'RIV');
    const unknown = await server.call('configuration/room-type', 'set-features', [
      { id: type.id, version: 1, featureIds: [river, 999_999] },
    ]);
    expect(unknown.status).toBe(409);
    expect(unknown.body.apiResponse.code).toBe('NOT_FOUND_REFERENCE');
    expect(unknown.body.apiResponse.errors?.[0]?.field).toBe('/data/0/featureIds/1');
    const twice = await server.call('configuration/room-type', 'set-features', [
      { id: type.id, version: 1, featureIds: [river, river] },
    ]);
    expect(twice.status).toBe(400);
    const missing = await server.call('configuration/room-type', 'set-features', [
      { id: 999_999, version: 1, featureIds: [] },
    ]);
    expect(missing.status).toBe(404);
    expect((await server.call('configuration/room-type', 'features', [{ id: 999_999 }])).status).toBe(404);
    const read = await server.call('configuration/room-type', 'features', [{ id: type.id }]);
    expect(read.typed.data).toEqual([{ id: type.id, version: 1, featureIds: [] }]);
  });

  it('lets everyone read the features and only configuration change them', async () => {
    const type = await newType('FEAT3');
    const user = await signIn(server.app, 'housekeeping', 'demo-test-password');
    expect((await server.call('configuration/room-type', 'features', [{ id: type.id }], user.headers)).status).toBe(
      200,
    );
    const refused = await server.call(
      'configuration/room-type',
      'set-features',
      [{ id: type.id, version: 1, featureIds: [] }],
      user.headers,
    );
    expect(refused.status).toBe(403);
    const config = await signIn(server.app, 'config', 'demo-test-password');
    const allowed = await server.call(
      'configuration/room-type',
      'set-features',
      [{ id: type.id, version: 1, featureIds: [await idOf('room_feature', 'NS')] }],
      config.headers,
    );
    expect(allowed.status).toBe(200);
  });

  it('takes its features along when a type is deleted, and keeps a feature room types have', async () => {
    const type = await newType('FEAT4');
    const balcony = await idOf('room_feature', 'BAL');
    await server.call('configuration/room-type', 'set-features', [{ id: type.id, version: 1, featureIds: [balcony] }]);

    const refused = await server.call('configuration/room-feature', 'delete', [{ id: balcony }]);
    expect(refused.status).toBe(409);
    expect(refused.body.apiResponse.code).toBe('IN_USE');
    expect(refused.body.apiResponse.desc).toBe('Can not Delete: room types have this feature');

    expect((await server.call('configuration/room-type', 'delete', [{ id: type.id }])).status).toBe(200);
    const left = await server.db
      .selectFrom('room_type_feature')
      .select('room_feature_id')
      .where('room_type_id', '=', type.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('will not delete what room types and rooms use: "Can not Delete" with the reason', async () => {
    const refusal = async (path: string, id: number) => {
      const answer = await server.post(path, { apiRequest: { action: 'delete' }, data: [{ id }] });
      expect(answer.status, path).toBe(409);
      expect(answer.body.apiResponse.code, path).toBe('IN_USE');
      return answer.body.apiResponse.desc;
    };
    // The demo's categories and bed setups are all in use; fresh ones show each reason alone.
    const category = await server.call('configuration/room-category', 'create', [
      { code: 'VIL', name: 'Villa', sortOrder: 90 },
    ]);
    const categoryId = category.typed.data[0]?.id as number;
    const bedSetup = await server.call('configuration/room-bed', 'create', [
      { code: 'KK', name: 'Two king beds', bedTypeId: await idOf('bed_type', 'KING'), beds: 2 },
    ]);
    const bedSetupId = bedSetup.typed.data[0]?.id as number;
    const villa = await server.call('configuration/room-type', 'create', [
      { code: 'VILLA', name: 'Pool villa', maxAdults: 4, roomCategoryId: categoryId, defaultRoomBedId: bedSetupId },
    ]);
    expect(villa.status).toBe(200);
    expect(await refusal('configuration/room-category', categoryId)).toBe(
      'Can not Delete: room types are in this category',
    );
    expect(await refusal('configuration/room-bed', bedSetupId)).toBe(
      'Can not Delete: room types have it as their default bed setup',
    );
    expect(await refusal('configuration/bed-type', await idOf('bed_type', 'KING'))).toBe(
      'Can not Delete: room bed setups use it',
    );

    // A bed setup a room has (not as a type's default) is kept too.
    const twin = await server.call('configuration/room-bed', 'create', [
      { code: 'TT', name: 'Three twin beds', bedTypeId: await idOf('bed_type', 'TWIN'), beds: 3 },
    ]);
    const twinId = twin.typed.data[0]?.id as number;
    const room = await anyRoom(server);
    await server.db
      .insertInto('room')
      .values({ property_id: server.propertyId, room_number: 'B901', ...room, room_bed_id: twinId })
      .execute();
    expect(await refusal('configuration/room-bed', twinId)).toBe('Can not Delete: rooms have this bed setup');
  });
});
