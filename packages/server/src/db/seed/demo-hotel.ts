import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The demo hotel's own details: a Nong Khai riverside hotel across the Mekong from Vientiane, with
 * what a Thai tax invoice needs (the company's registered name, its 13-digit tax id, head office).
 */
export async function seedDemoHotelDetail(trx: Transaction<Database> | Kysely<Database>, propertyId: number) {
  const thailand = await trx
    .selectFrom('country')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('iso_code', '=', 'TH')
    .executeTakeFirst();
  await trx
    .updateTable('property')
    .set((eb) => ({
      legal_name: 'Mekong Riverside Hospitality Co., Ltd.',
      address_line1: '519 Rim Khong Road, Nai Mueang',
      address_line2: 'Mueang Nong Khai District',
      city: 'Nong Khai',
      province: 'Nong Khai',
      postcode: '43000',
      country_id: thailand?.id ?? null,
      phone: '+66 42 411 555',
      fax: '+66 42 411 556',
      email: 'frontoffice@mekongriverside-nongkhai.com',
      website: 'https://www.mekongriverside-nongkhai.com',
      tax_id: '0435561000123',
      branch_number: '00000',
      check_in_time: '14:00',
      check_out_time: '12:00',
      version: eb('version', '+', 1),
    }))
    .where('id', '=', propertyId)
    .execute();
}
