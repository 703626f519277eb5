import { notFound } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { read } from '../../api/handlers.ts';

export const countryHandlers: PathHandlers<'configuration/country'> = {
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
