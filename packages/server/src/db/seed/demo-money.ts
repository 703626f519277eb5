import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/** Currencies guests of a Mekong riverside hotel pay in, beside THB (local), USD and LAK. */
const MORE_CURRENCIES = [
  { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£', decimals: 2 },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', decimals: 0 },
  { code: 'CNY', name: 'Chinese Yuan Renminbi', symbol: 'CN¥', decimals: 2 },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩', decimals: 0 },
] as const;

/**
 * Baht for one unit, as a hotel cashier's board shows them: [buying, selling], the rates of two
 * weeks ago and those of the hotel date, so the list has history and the dashboard shows the ones
 * in force.
 */
const RATES: Record<string, { earlier: [string, string]; current: [string, string] }> = {
  USD: { earlier: ['32.450000', '33.000000'], current: ['32.200000', '32.750000'] },
  EUR: { earlier: ['37.100000', '37.850000'], current: ['37.450000', '38.200000'] },
  GBP: { earlier: ['42.800000', '43.750000'], current: ['43.100000', '44.050000'] },
  JPY: { earlier: ['0.211000', '0.219500'], current: ['0.208000', '0.216500'] },
  CNY: { earlier: ['4.460000', '4.620000'], current: ['4.430000', '4.590000'] },
  KRW: { earlier: ['0.022800', '0.024100'], current: ['0.022600', '0.023900'] },
  LAK: { earlier: ['0.001460', '0.001550'], current: ['0.001450', '0.001540'] },
};

const daysBefore = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** The demo hotel's foreign currencies and their exchange rates (Financial Settings > Currencies). */
export async function seedDemoMoney(trx: Transaction<Database> | Kysely<Database>, propertyId: number): Promise<void> {
  await trx
    .insertInto('currency')
    .values(MORE_CURRENCIES.map((currency) => ({ property_id: propertyId, ...currency })))
    .onConflict((conflict) => conflict.constraint('currency_code_unique').doNothing())
    .execute();
  const { hotel_date: hotelDate } = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const currencies = await trx
    .selectFrom('currency')
    .select(['id', 'code'])
    .where('property_id', '=', propertyId)
    .where('is_local', '=', false)
    .execute();
  const rows = currencies.flatMap((currency) => {
    const rates = RATES[currency.code];
    if (!rates) return [];
    return [
      { effective_date: daysBefore(hotelDate, 14), rate: rates.earlier },
      { effective_date: hotelDate, rate: rates.current },
    ].map(({ effective_date, rate: [buying_rate, selling_rate] }) => ({
      property_id: propertyId,
      currency_id: currency.id,
      effective_date,
      buying_rate,
      selling_rate,
    }));
  });
  if (rows.length > 0) {
    await trx
      .insertInto('exchange_rate')
      .values(rows)
      .onConflict((conflict) => conflict.constraint('exchange_rate_unique').doNothing())
      .execute();
  }
}
