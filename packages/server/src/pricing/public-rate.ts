// The public price of a night: a rate code's table for a room type and occupancy. The reservation
// module prices stays with it; a dynamic profile (sales) starts each night from it. Shared here
// because server modules never import each other.
import type { Kysely } from 'kysely';
import { fromCents, toCents } from '../api/money.ts';
import type { Database, Row } from '../db/schema.ts';

export type RateCodeFacts = Pick<
  Row<'rate_code'>,
  'id' | 'active' | 'currency_id' | 'meal_type_id' | 'starts_on' | 'ends_on'
>;

/** Each night's price for one occupancy: one adult pays single; more pay double and the extras. */
export function priceForOccupancy(
  amounts: { single: string; double: string; extraAdult: string; extraChild: string },
  adults: number,
  children: number,
): string {
  const base =
    adults <= 1 ? toCents(amounts.single) : toCents(amounts.double) + BigInt(adults - 2) * toCents(amounts.extraAdult);
  return fromCents(base + BigInt(children) * toCents(amounts.extraChild));
}

export interface PublicNightPrice {
  night: string;
  amount: string;
  mealTypeId: number | null;
}

/**
 * The rate code's price of each of `nights` it has one for (the row of its table covering the
 * night, while the rate code itself is sold), for the room type and occupancy; other nights are
 * left out.
 */
export async function rateCodeNightPrices(
  db: Kysely<Database>,
  propertyId: number,
  rateCode: RateCodeFacts,
  stay: { roomTypeId: number; adults: number; children: number },
  nights: readonly string[],
): Promise<PublicNightPrice[]> {
  const first = nights[0];
  const last = nights.at(-1);
  if (!first || !last) return [];
  const rows = await db
    .selectFrom('rate_code_rate')
    .select([
      'starts_on',
      'ends_on',
      'meal_type_id',
      'single_amount',
      'double_amount',
      'extra_adult_amount',
      'extra_child_amount',
    ])
    .where('property_id', '=', propertyId)
    .where('rate_code_id', '=', rateCode.id)
    .where('room_type_id', '=', stay.roomTypeId)
    .where('starts_on', '<=', last)
    .where('ends_on', '>=', first)
    .execute();
  return nights.flatMap((night) => {
    // Only while the rate code itself is sold (a package's dates), whatever its table says.
    if ((rateCode.starts_on && night < rateCode.starts_on) || (rateCode.ends_on && night > rateCode.ends_on)) {
      return [];
    }
    const row = rows.find((candidate) => candidate.starts_on <= night && night <= candidate.ends_on);
    if (!row) return [];
    const amount = priceForOccupancy(
      {
        single: row.single_amount,
        double: row.double_amount,
        extraAdult: row.extra_adult_amount,
        extraChild: row.extra_child_amount,
      },
      stay.adults,
      stay.children,
    );
    return [{ night, amount, mealTypeId: row.meal_type_id ?? rateCode.meal_type_id }];
  });
}
