import { describeConstraint, notFound } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { read } from '../../api/handlers.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// The ISO 3166-1 list, seeded in English, Thai and Lao (Config > Guests > Country, /menu/app/country).
// Staff correct the names; they may also add an entity the list lacks (a user-assigned code such as
// XK) and delete one that nothing uses. The seed runs on the first start only, so neither comes back.
describeConstraint('country_iso_unique', 'isoCode', 'is already used by another country');
describeConstraint('country_iso3_unique', 'iso3', 'is already used by another country');

const generic = masterDataHandlers<'configuration/country'>({
  table: 'country',
  entity: 'country',
  fields: [
    { field: 'isoCode', column: 'iso_code', minimum: true, searchable: true },
    { field: 'iso3', column: 'iso3', searchable: true },
    { field: 'numericCode', column: 'numeric_code', searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'nameTh', column: 'name_th', minimum: true, searchable: true },
    { field: 'nameLa', column: 'name_la', minimum: true, searchable: true },
  ],
  defaultSort: 'name',
  usedBy: [
    { constraint: 'city_country_id_fkey', message: 'cities of this country are listed' },
    { constraint: 'property_country_id_fkey', message: 'the hotel stands in this country (hotel detail)' },
    { constraint: 'guest_profile_nationality_id_fkey', message: 'guest profiles are of this nationality' },
    { constraint: 'company_profile_country_id_fkey', message: 'company profiles are in this country' },
  ],
});

export const countryHandlers: PathHandlers<'configuration/country'> = {
  ...generic,

  // The spec's own two actions (§7: list-full, cached by the screens; get-minimum by countryId).
  'list-full': read(async ({ db, propertyId }) => {
    const rows = await db
      .selectFrom('country')
      .select(['id', 'iso_code', 'iso3', 'numeric_code', 'name', 'name_th', 'name_la'])
      .where('property_id', '=', propertyId)
      .orderBy('name')
      .execute();
    return rows.map((row) => ({
      countryId: row.id,
      isoCode: row.iso_code,
      iso3: row.iso3,
      numericCode: row.numeric_code,
      name: row.name,
      nameTh: row.name_th,
      nameLa: row.name_la,
    }));
  }),
  'get-minimum': read(async ({ db, propertyId }, [criteria]) => {
    const row = await db
      .selectFrom('country')
      .select(['id', 'iso_code', 'name'])
      .where('property_id', '=', propertyId)
      .where('id', '=', criteria?.countryId ?? 0)
      .executeTakeFirst();
    if (!row) throw notFound('Data not found', '/data/0/countryId');
    return [{ countryId: row.id, isoCode: row.iso_code, name: row.name }];
  }),
};
