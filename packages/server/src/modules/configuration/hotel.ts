import { sql } from 'kysely';
import type { PathHandlers } from '../../api/handlers.ts';
import { read } from '../../api/handlers.ts';

export const hotelDetailHandlers: PathHandlers<'configuration/HotelDetail'> = {
  get: read(async ({ db, propertyId }) => {
    const hotel = await db
      .selectFrom('property')
      .select(['name', 'logo_file_key', 'bg_file_key'])
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow();
    return [
      {
        name: hotel.name,
        // Relative to the API base: the client loads `${origin}/api${logoUrl}` (spec §3).
        logoUrl: hotel.logo_file_key ? `/files/${hotel.logo_file_key}` : '',
        ...(hotel.bg_file_key ? { bgUrl: `/files/${hotel.bg_file_key}` } : {}),
      },
    ];
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
