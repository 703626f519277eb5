import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { conflict, notFound, staleVersion } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';

export type HotelDetailFull = Schemas['HotelDetailFull'];
export type HotelImage = Schemas['HotelImage'];

/** Audit name of a change to the hotel detail; its entity id is the property id. */
export const HOTEL_DETAIL_ENTITY = 'hotel-detail';

// Relative to the API base: the client loads `${origin}/api${logoUrl}` (spec §3).
const fileUrl = (fileKey: string | null) => (fileKey ? `/files/${fileKey}` : '');

/** The text fields of the hotel detail: wire name → column. */
const TEXT_FIELDS = {
  name: 'name',
  legalName: 'legal_name',
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  city: 'city',
  province: 'province',
  postcode: 'postcode',
  phone: 'phone',
  fax: 'fax',
  email: 'email',
  website: 'website',
  taxId: 'tax_id',
  branchNumber: 'branch_number',
} as const;

/** Which column keeps each image's file key. */
export const IMAGE_COLUMN = { logo: 'logo_file_key', background: 'bg_file_key' } as const;

/**
 * The hotel detail as staff edit it, with the image keys behind its URLs. `forUpdate` locks the
 * row, so that a write compares and bumps the version without another one slipping in between.
 */
export async function readHotelDetail(
  db: Kysely<Database>,
  propertyId: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ detail: HotelDetailFull; files: Record<HotelImage, string | null> }> {
  let query = db
    .selectFrom('property')
    .select([
      'name',
      'legal_name',
      'address_line1',
      'address_line2',
      'city',
      'province',
      'postcode',
      'country_id',
      'phone',
      'fax',
      'email',
      'website',
      'tax_id',
      'branch_number',
      sql<string>`to_char(check_in_time, 'HH24:MI')`.as('check_in_time'),
      sql<string>`to_char(check_out_time, 'HH24:MI')`.as('check_out_time'),
      'logo_file_key',
      'bg_file_key',
      'version',
    ])
    .where('id', '=', propertyId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return {
    detail: {
      name: row.name,
      legalName: row.legal_name,
      addressLine1: row.address_line1,
      addressLine2: row.address_line2,
      city: row.city,
      province: row.province,
      postcode: row.postcode,
      countryId: row.country_id,
      phone: row.phone,
      fax: row.fax,
      email: row.email,
      website: row.website,
      taxId: row.tax_id,
      branchNumber: row.branch_number,
      checkInTime: row.check_in_time,
      checkOutTime: row.check_out_time,
      logoUrl: fileUrl(row.logo_file_key),
      bgUrl: fileUrl(row.bg_file_key),
      version: row.version,
    },
    files: { logo: row.logo_file_key, background: row.bg_file_key },
  };
}

/** Locks the hotel's row and checks the version the caller read; answers the detail as it is. */
export async function lockHotelDetail(db: Kysely<Database>, propertyId: number, version: number, pointer: string) {
  const current = await readHotelDetail(db, propertyId, { forUpdate: true });
  if (current.detail.version !== version) throw staleVersion(pointer);
  return current;
}

type HotelChanges = Partial<Record<(typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS], string>> & {
  country_id?: number | null;
  check_in_time?: string;
  check_out_time?: string;
  logo_file_key?: string | null;
  bg_file_key?: string | null;
};

/** Writes changes to the hotel's row and moves its version on (the row is locked by the caller). */
export async function changeHotel(db: Kysely<Database>, propertyId: number, changes: HotelChanges): Promise<void> {
  await db
    .updateTable('property')
    .set({ ...changes, version: sql`version + 1` })
    .where('id', '=', propertyId)
    .execute();
}

/** Drops a stored image nothing points at any more (the row kept in the audit names its key). */
export async function dropStoredFile(db: Kysely<Database>, propertyId: number, fileKey: string | null) {
  if (!fileKey) return;
  await db.deleteFrom('stored_file').where('property_id', '=', propertyId).where('file_key', '=', fileKey).execute();
}

export const hotelDetailHandlers: PathHandlers<'configuration/HotelDetail'> = {
  // Public: the login screen shows the name and images before anyone signs in. Kept to these
  // three fields; the rest of the detail is for staff (`get-full`).
  get: read(async ({ db, propertyId }) => {
    const hotel = await db
      .selectFrom('property')
      .select(['name', 'logo_file_key', 'bg_file_key'])
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow();
    return [
      {
        name: hotel.name,
        logoUrl: fileUrl(hotel.logo_file_key),
        ...(hotel.bg_file_key ? { bgUrl: fileUrl(hotel.bg_file_key) } : {}),
      },
    ];
  }),

  'get-full': read(async ({ db, propertyId }) => [(await readHotelDetail(db, propertyId)).detail]),

  update: write(async (context, data) => {
    const { db, propertyId } = context;
    const item = only(data);
    const before = await lockHotelDetail(db, propertyId, item.version, '/data/0/version');
    if (item.countryId !== undefined && item.countryId !== null) {
      // The foreign key alone would accept another hotel's country.
      const country = await db
        .selectFrom('country')
        .select('id')
        .where('property_id', '=', propertyId)
        .where('id', '=', item.countryId)
        .executeTakeFirst();
      if (!country) {
        throw conflict('NOT_FOUND_REFERENCE', 'No such country', [
          { field: '/data/0/countryId', message: 'is not a country of this hotel' },
        ]);
      }
    }
    const changes: HotelChanges = {};
    for (const field of Object.keys(TEXT_FIELDS) as (keyof typeof TEXT_FIELDS)[]) {
      const value = item[field];
      if (value !== undefined) changes[TEXT_FIELDS[field]] = value;
    }
    if (item.countryId !== undefined) changes.country_id = item.countryId;
    if (item.checkInTime !== undefined) changes.check_in_time = item.checkInTime;
    if (item.checkOutTime !== undefined) changes.check_out_time = item.checkOutTime;
    await changeHotel(db, propertyId, changes);
    const after = await readHotelDetail(db, propertyId);
    await context.audit({
      entity: HOTEL_DETAIL_ENTITY,
      entityId: propertyId,
      before: before.detail,
      after: after.detail,
    });
    return [after.detail];
  }),

  'remove-image': write(async (context, data) => {
    const { db, propertyId } = context;
    const item = only(data);
    const before = await lockHotelDetail(db, propertyId, item.version, '/data/0/version');
    const fileKey = before.files[item.image];
    if (!fileKey) throw notFound(`The hotel has no ${item.image} image`, '/data/0/image');
    await changeHotel(db, propertyId, { [IMAGE_COLUMN[item.image]]: null });
    await dropStoredFile(db, propertyId, fileKey);
    const after = await readHotelDetail(db, propertyId);
    await context.audit({
      entity: HOTEL_DETAIL_ENTITY,
      entityId: propertyId,
      before: before.detail,
      after: after.detail,
    });
    return [after.detail];
  }),
};

export const hotelDateHandlers: PathHandlers<'configuration/hotel'> = {
  GetHotelDate: read(async ({ db, propertyId }) => {
    const hotel = await db
      .selectFrom('property')
      .select('hotel_date')
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow();
    return [{ value: hotel.hotel_date }];
  }),
  // Answers the business date after the current one; only day-end moves the hotel date.
  NextHotelDate: read(async ({ db, propertyId }) => {
    const hotel = await db
      .selectFrom('property')
      .select(sql<string>`hotel_date + 1`.as('next_date'))
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow();
    return [{ value: hotel.next_date }];
  }),
};
