import type { Schemas } from '@pms/api-client';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { conflict, describeConstraint, notFound, staleVersion } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { genericAction, masterDataActions } from '../../api/masterData.ts';
import type { Database } from '../../db/schema.ts';

// The room types the hotel sells (Config > Rooms > Room Type, /menu/app/room-type).
describeConstraint('room_type_property_id_code_key', 'code', 'is already used by another room type');

const ENTITY = 'room-type';

const kit = masterDataActions({
  table: 'room_type',
  entity: ENTITY,
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    {
      field: 'roomCategoryId',
      column: 'room_category_id',
      searchable: true,
      references: { table: 'room_category', entity: 'room category', searchBy: ['code', 'name'] },
    },
    { field: 'maxAdults', column: 'max_adults' },
    { field: 'maxChildren', column: 'max_children' },
    {
      field: 'defaultRoomBedId',
      column: 'default_room_bed_id',
      searchable: true,
      references: { table: 'room_bed', entity: 'bed setup', searchBy: ['code', 'name'] },
    },
    { field: 'baseRate', column: 'base_rate', kind: 'decimal' },
    { field: 'sortOrder', column: 'sort_order' },
    { field: 'overbookingAllowance', column: 'overbooking_allowance', defaultValue: 0 },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'sortOrder',
  // A room type's features (room_type_feature) go with it: that key cascades and is not listed.
  usedBy: [
    { constraint: 'room_room_type_id_fkey', message: 'rooms are of this type' },
    { constraint: 'room_stay_room_type_id_fkey', message: 'stays are booked for this room type' },
    { constraint: 'rate_code_rate_room_type_id_fkey', message: 'rate codes have prices for this room type' },
    { constraint: 'allotment_room_type_id_fkey', message: 'companies hold allotments of this room type' },
  ],
});

type RoomTypeFeatures = Schemas['RoomTypeFeatures'];
// The generated lists have no Kysely table types (the generator writes SQL, not schema.ts).
async function featureIdsOf(db: Kysely<Database>, roomTypeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('room_type_feature')
    .select('room_feature_id')
    .where('room_type_id', '=', roomTypeId)
    .orderBy('room_feature_id')
    .execute();
  return rows.map((row) => row.room_feature_id);
}

/**
 * The many-to-many half of a room type that the generic actions do not cover: its room features,
 * read with `features` and replaced whole with `set-features`. Replacing them is a change of the
 * room type, so it takes the type's row version (409 when stale), moves it on, and is audited.
 */
export const roomTypeHandlers: PathHandlers<'configuration/room-type'> = {
  list: genericAction(kit, 'list'),
  'list-minimum': genericAction(kit, 'list-minimum'),
  get: genericAction(kit, 'get'),
  search: genericAction(kit, 'search'),
  create: genericAction(kit, 'create'),
  update: genericAction(kit, 'update'),
  delete: genericAction(kit, 'delete'),

  features: read(async ({ db, propertyId }, data) => {
    const { id } = only(data);
    const type = await db
      .selectFrom('room_type')
      .select(['id', 'version'])
      .where('property_id', '=', propertyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!type) throw notFound('Data not found', '/data/0/id');
    return [{ id: type.id, version: type.version, featureIds: await featureIdsOf(db, type.id) }];
  }),

  'set-features': write(async (context, items) => {
    const { db, propertyId } = context;
    // Locked up front in id order, as the generic update does, so concurrent changes queue.
    const locked = await db
      .selectFrom('room_type')
      .select(['id', 'version'])
      .where('property_id', '=', propertyId)
      .where(
        'id',
        'in',
        items.map((item) => item.id),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
    const versions = new Map(locked.map((row) => [row.id, row.version]));
    const answers: RoomTypeFeatures[] = [];
    for (const [index, item] of items.entries()) {
      const version = versions.get(item.id);
      if (version === undefined) throw notFound('Data not found', `/data/${index}/id`);
      if (version !== item.version) throw staleVersion(`/data/${index}/version`);

      const wanted = [...item.featureIds].sort((a, b) => a - b);
      const known = new Set(
        wanted.length === 0
          ? []
          : (
              await db
                .selectFrom('room_feature')
                .select('id')
                .where('property_id', '=', propertyId)
                .where('id', 'in', wanted)
                .execute()
            ).map((row) => row.id),
      );
      const unknown = item.featureIds.findIndex((featureId) => !known.has(featureId));
      if (unknown >= 0) {
        throw conflict('NOT_FOUND_REFERENCE', 'No such room feature', [
          { field: `/data/${index}/featureIds/${unknown}`, message: 'is not a room feature of this hotel' },
        ]);
      }

      const before = await featureIdsOf(db, item.id);
      await db.deleteFrom('room_type_feature').where('room_type_id', '=', item.id).execute();
      if (wanted.length > 0) {
        await db
          .insertInto('room_type_feature')
          .values(
            wanted.map((featureId) => ({ property_id: propertyId, room_type_id: item.id, room_feature_id: featureId })),
          )
          .execute();
      }
      const moved = await db
        .updateTable('room_type')
        .set({ version: sql`version + 1` })
        .where('property_id', '=', propertyId)
        .where('id', '=', item.id)
        .returning('version')
        .executeTakeFirstOrThrow();
      versions.set(item.id, moved.version);
      const answer = { id: item.id, version: moved.version, featureIds: wanted };
      await context.audit({
        entity: ENTITY,
        entityId: item.id,
        before: { id: item.id, version, featureIds: before },
        after: answer,
      });
      answers.push(answer);
    }
    return answers;
  }),
};
