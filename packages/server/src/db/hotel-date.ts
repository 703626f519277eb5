import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The hotel's business date (domain.md): arrivals, releases and reports count from it. */
export async function hotelDateOf(db: Kysely<Database>, propertyId: number): Promise<string> {
  const hotel = await db
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  return hotel.hotel_date;
}
