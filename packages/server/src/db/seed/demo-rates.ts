import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * How each demo rate code prices a room against the room type's rack rate: the share of it, the
 * meal plan's price per guest (breakfast 250 baht, half board 650), and the baht per unit of its
 * currency (the US dollar rate is sold in dollars, at about the selling rate of the demo's board).
 */
const PRICING: readonly (readonly [code: string, percent: number, mealPerGuest: number, bahtPerUnit: string])[] = [
  ['BAR', 100, 0, '1'],
  ['BARBB', 100, 250, '1'],
  ['DOM', 90, 250, '1'],
  ['CORP', 85, 250, '1'],
  ['GOV', 80, 250, '1'],
  ['USDBB', 100, 250, '32.75'],
  ['SONG', 110, 650, '1'],
];

/** A riverside year: the cool high season, a festive peak, Songkran's April and the green season. */
function seasonsAround(year: number): [startsOn: string, endsOn: string, percent: number][] {
  return [year - 1, year, year + 1].flatMap((y) => [
    [`${y}-01-06`, `${y}-03-31`, 100],
    [`${y}-04-01`, `${y}-04-30`, 95],
    [`${y}-05-01`, `${y}-10-31`, 85],
    [`${y}-11-01`, `${y}-12-19`, 100],
    [`${y}-12-20`, `${y + 1}-01-05`, 125],
  ]) as [string, string, number][];
}

/**
 * The rate table of every demo rate code for each room type, season by season, from the hotel date
 * for a year (within a rate code's own dates, such as the Songkran package's week). A single pays
 * 90 % of the room and one guest's meals, a double the room and two guests' meals; an extra adult
 * pays 30 % of the room and meals, a child 15 % and half the meals. Rounded to 10 baht, or to
 * whole dollars. One statement.
 */
export async function seedDemoRates(trx: Transaction<Database> | Kysely<Database>, propertyId: number) {
  const { hotel_date: hotelDate } = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const pricing = sql.join(
    PRICING.map(
      ([code, percent, meal, bahtPerUnit]) =>
        sql`(${code}::text, ${percent}::numeric, ${meal}::numeric, ${bahtPerUnit}::numeric)`,
    ),
  );
  const seasons = sql.join(
    seasonsAround(Number(hotelDate.slice(0, 4))).map(
      ([startsOn, endsOn, percent]) => sql`(${startsOn}::date, ${endsOn}::date, ${percent}::numeric)`,
    ),
  );
  await sql`
    with pricing (code, percent, meal, baht_per_unit) as (values ${pricing}),
    seasons (starts_on, ends_on, percent) as (values ${seasons}),
    priced as (
      select rate_code.id as rate_code_id, room_type.id as room_type_id,
        greatest(seasons.starts_on, rate_code.starts_on, ${hotelDate}::date) as starts_on,
        least(seasons.ends_on, rate_code.ends_on, ${hotelDate}::date + 364) as ends_on,
        case when pricing.baht_per_unit = 1 then 10 else 1 end as step,
        room_type.base_rate * pricing.percent * seasons.percent / 10000 / pricing.baht_per_unit as room,
        pricing.meal / pricing.baht_per_unit as meal
      from rate_code
      join pricing on pricing.code = rate_code.code
      cross join room_type
      cross join seasons
      where rate_code.property_id = ${propertyId} and room_type.property_id = ${propertyId}
    )
    insert into rate_code_rate (property_id, rate_code_id, room_type_id, starts_on, ends_on,
      single_amount, double_amount, extra_adult_amount, extra_child_amount)
    select ${propertyId}, rate_code_id, room_type_id, starts_on, ends_on,
      round((room * 0.9 + meal) / step) * step,
      round((room + 2 * meal) / step) * step,
      round((room * 0.3 + meal) / step) * step,
      round((room * 0.15 + meal / 2) / step) * step
    from priced
    where starts_on <= ends_on
  `.execute(trx);
}
