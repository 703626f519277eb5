import type { Schemas } from '@pms/api-client';
import type { Kysely } from 'kysely';
import { dayDifference, nightsOf } from '../../api/dates.ts';
import { badRequest, businessRule, notFound } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { read } from '../../api/handlers.ts';
import { sumMoney } from '../../api/money.ts';
import type { Database } from '../../db/schema.ts';
import { type RateCodeFacts, rateCodeNightPrices } from '../../pricing/public-rate.ts';
import { quoteByContract } from './contract-price.ts';

// Rate resolution (domain.md, Rates and contracts): what each night of a stay costs. Every
// booking screen asks it (`quote`) and staff may still change a night, with a reason.

/** The longest stay priced at once, in nights (a booking's stays are at most a year). */
export const MAX_QUOTE_NIGHTS = 365;

export type RateSourceName = Schemas['RateSource'];
export type StayToPrice = Schemas['RateQuoteCriteria'];
export type PricedNight = Schemas['RateQuoteNight'];
export type StayQuote = Schemas['RateQuote'];

/** What the sources know of the stay besides its nights, read once per stay. */
export interface PricingContext {
  db: Kysely<Database>;
  propertyId: number;
  stay: StayToPrice;
  roomType: { id: number; baseRate: string };
  rateCode: RateCodeFacts | null;
  /** The currency every source must price in: the rate code's, or the local currency. */
  currencyId: number;
  localCurrencyId: number;
}

/**
 * One place a night's price can come from. A source prices the nights it has a price for and
 * leaves the others to the next source; it never prices a night in another currency than the
 * quote's.
 */
export interface RateSource {
  readonly name: RateSourceName;
  price(context: PricingContext, nights: readonly string[]): Promise<PricedNight[]>;
}

/** The rate code's rate table: the row of the stay's room type covering the night. */
const rateCodeSource: RateSource = {
  name: 'rate-code',
  async price({ db, propertyId, stay, rateCode }, nights) {
    if (!rateCode) return [];
    const prices = await rateCodeNightPrices(
      db,
      propertyId,
      rateCode,
      { roomTypeId: stay.roomTypeId, adults: stay.adults, children: stay.children ?? 0 },
      nights,
    );
    return prices.map((price) => ({ ...price, source: 'rate-code' as const }));
  },
};

/**
 * The room type's base (rack) rate, room only, for any occupancy. It is kept in the local
 * currency, so it prices nothing for a rate code sold in another one: a night without a price in
 * that currency is refused rather than priced in baht under a dollar rate.
 */
const baseRateSource: RateSource = {
  name: 'base-rate',
  async price({ roomType, currencyId, localCurrencyId }, nights) {
    if (currencyId !== localCurrencyId) return [];
    return nights.map((night) => ({ night, amount: roomType.baseRate, mealTypeId: null, source: 'base-rate' }));
  },
};

/**
 * The sources in the order they are asked; each sees only the nights the earlier ones left
 * unpriced. A partner's contract comes before all of them (quoteStay): a stay whose company has a
 * contract in force for all its nights is priced by the contract as a whole, since its offers
 * (stay X pay Y, long stay, early-bird) are about the whole stay and not one night.
 */
export const RATE_SOURCES: readonly RateSource[] = [rateCodeSource, baseRateSource];

async function localCurrencyOf(db: Kysely<Database>, propertyId: number): Promise<number | undefined> {
  const local = await db
    .selectFrom('currency')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('is_local', '=', true)
    .executeTakeFirst();
  return local?.id;
}

/**
 * The price of every night of one stay, from the first source that has one. `pointer` is the
 * stay's place in the request (`/data/0`), which refusals name.
 */
export async function quoteStay(
  db: Kysely<Database>,
  propertyId: number,
  stay: StayToPrice,
  pointer = '/data/0',
  sources: readonly RateSource[] = RATE_SOURCES,
): Promise<StayQuote> {
  const length = dayDifference(stay.arrival, stay.departure);
  if (length < 1) {
    throw badRequest('departure must be after arrival', [
      { field: `${pointer}/departure`, message: 'must be after arrival' },
    ]);
  }
  if (length > MAX_QUOTE_NIGHTS) {
    throw badRequest(`At most ${MAX_QUOTE_NIGHTS} nights at a time`, [
      { field: `${pointer}/departure`, message: `must be at most ${MAX_QUOTE_NIGHTS} nights after arrival` },
    ]);
  }

  const roomType = await db
    .selectFrom('room_type')
    .select(['id', 'code', 'base_rate', 'active'])
    .where('property_id', '=', propertyId)
    .where('id', '=', stay.roomTypeId)
    .executeTakeFirst();
  if (!roomType) throw notFound('No such room type', `${pointer}/roomTypeId`);
  if (!roomType.active) {
    throw businessRule('ROOM_TYPE_INACTIVE', 'The room type is no longer sold', [
      { field: `${pointer}/roomTypeId`, message: 'is not active' },
    ]);
  }

  let rateCode: RateCodeFacts | null = null;
  if (stay.rateCodeId !== null) {
    rateCode =
      (await db
        .selectFrom('rate_code')
        .select(['id', 'active', 'currency_id', 'meal_type_id', 'starts_on', 'ends_on'])
        .where('property_id', '=', propertyId)
        .where('id', '=', stay.rateCodeId)
        .executeTakeFirst()) ?? null;
    if (!rateCode) throw notFound('No such rate code', `${pointer}/rateCodeId`);
    if (!rateCode.active) {
      throw businessRule('RATE_CODE_INACTIVE', 'The rate code is no longer sold', [
        { field: `${pointer}/rateCodeId`, message: 'is not active' },
      ]);
    }
  }

  if (stay.companyProfileId !== undefined && stay.companyProfileId !== null) {
    const company = await db
      .selectFrom('company_profile')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('id', '=', stay.companyProfileId)
      .executeTakeFirst();
    if (!company) throw notFound('No such company', `${pointer}/companyProfileId`);
    const byContract = await quoteByContract(
      db,
      propertyId,
      { ...stay, companyProfileId: company.id },
      roomType,
      pointer,
    );
    if (byContract) return byContract;
  }

  const localCurrencyId = await localCurrencyOf(db, propertyId);
  const currencyId = rateCode?.currency_id ?? localCurrencyId;
  if (currencyId === undefined || localCurrencyId === undefined) {
    throw businessRule('NO_LOCAL_CURRENCY', 'The hotel has no local currency yet', [
      { field: `${pointer}/rateCodeId`, message: 'needs a rate code while the hotel has no local currency' },
    ]);
  }

  const context: PricingContext = {
    db,
    propertyId,
    stay,
    roomType: { id: roomType.id, baseRate: roomType.base_rate },
    rateCode,
    currencyId,
    localCurrencyId,
  };
  const priced = new Map<string, PricedNight>();
  let unpriced = nightsOf(stay.arrival, stay.departure);
  for (const source of sources) {
    if (unpriced.length === 0) break;
    for (const night of await source.price(context, unpriced)) priced.set(night.night, night);
    unpriced = unpriced.filter((night) => !priced.has(night));
  }
  if (unpriced.length > 0) {
    throw businessRule('NO_RATE', `The rate code has no price for ${unpriced.length} of the nights`, [
      {
        field: `${pointer}/rateCodeId`,
        message: `has no price for the room type on ${unpriced.join(', ')}, and its currency is not the local one`,
      },
    ]);
  }

  const nights = nightsOf(stay.arrival, stay.departure).map((night) => priced.get(night) as PricedNight);
  const total = sumMoney(nights.map((night) => night.amount));
  return { currencyId, nights, total };
}

export const rateHandlers: PathHandlers<'reservation/rate'> = {
  quote: read(async ({ db, propertyId }, data) => {
    const quotes: StayQuote[] = [];
    for (const [index, stay] of data.entries()) quotes.push(await quoteStay(db, propertyId, stay, `/data/${index}`));
    return quotes;
  }),
};
