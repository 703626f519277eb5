// A booking priced by its company's contract (issue 20): the rate resolution asks here first, and
// booking, amending and repricing store what it answers on the stay (room_stay.contract_version_id
// and price_explanation), so the reservation screens can say why each night costs what it does.
import type { FieldError, Schemas } from '@pms/api-client';
import type { PricedQuote, RefusalReason } from '@pms/domain/contracts';
import type { Kysely } from 'kysely';
import { addDays } from '../../api/dates.ts';
import { badRequest, businessRule } from '../../api/errors.ts';
import { toCents } from '../../api/money.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import type { Database } from '../../db/schema.ts';
import {
  assumedChildAges,
  type ContractRow,
  type ContractVersionRow,
  contractInForce,
  engineVersion,
  quoteThroughVersion,
} from '../../pricing/contract-pricing.ts';

type Db = Kysely<Database>;
export type ContractPrice = Schemas['ContractPrice'];

export interface StayForContract {
  companyProfileId: number;
  roomTypeId: number;
  arrival: string;
  departure: string;
  adults: number;
  children?: number;
}

/** The field of the stay a refusal is about, so the booking screen shows it there. */
function fieldOf(reason: RefusalReason, pointer: string): string {
  switch (reason.code) {
    case 'closed-to-arrival':
      return `${pointer}/arrival`;
    case 'closed-to-departure':
    case 'min-stay':
      return `${pointer}/departure`;
    case 'child-age-not-covered':
      return `${pointer}/children`;
    case 'no-rate':
    case 'no-season':
    case 'no-public-rate':
      return `${pointer}/roomTypeId`;
    default:
      return `${pointer}/companyProfileId`;
  }
}

/**
 * The stay priced through `found` (a version of a contract of the company), as booked on the
 * hotel date; a refusal is a 422 CONTRACT_REFUSED naming each reason at its field.
 */
async function priceThrough(
  db: Db,
  propertyId: number,
  found: { contract: ContractRow; version: ContractVersionRow },
  stay: StayForContract,
  roomType: { id: number; code: string },
  pointer: string,
  bookingDate: string,
): Promise<ContractPrice> {
  const children = stay.children ?? 0;
  const engine = engineVersion(found.contract, found.version);
  const result = await quoteThroughVersion(db, propertyId, found.contract, found.version, {
    roomTypeId: roomType.id,
    roomTypeCode: roomType.code,
    arrival: stay.arrival,
    departure: stay.departure,
    adults: stay.adults,
    childAges: assumedChildAges(engine, children),
    bookingDate,
  });
  if (result.status === 'refused') {
    const errors: FieldError[] = result.reasons.map((reason) => ({
      field: fieldOf(reason, pointer),
      message: reason.message,
    }));
    throw businessRule(
      'CONTRACT_REFUSED',
      `Contract ${found.contract.code} does not sell this stay: ${result.reasons[0]?.message ?? ''}`,
      errors,
    );
  }
  return {
    contractId: found.contract.id,
    contractCode: found.contract.code,
    contractName: found.contract.name,
    contractVersionId: found.version.id,
    versionNumber: found.version.number,
    bookingDate,
    explanation: result as PricedQuote as ContractPrice['explanation'],
  };
}

/**
 * The price of a stay through the company's contract in force for all its nights, as booked on
 * `bookingDate` (the hotel date when left out), or null when it has none (the rate code then
 * prices it).
 */
export async function contractPriceOf(
  db: Db,
  propertyId: number,
  stay: StayForContract,
  roomType: { id: number; code: string },
  pointer: string,
  bookingDate?: string,
): Promise<ContractPrice | null> {
  if (stay.departure <= stay.arrival) return null;
  const found = await contractInForce(db, propertyId, stay.companyProfileId, stay.arrival, addDays(stay.departure, -1));
  if (!found) return null;
  return priceThrough(
    db,
    propertyId,
    found,
    stay,
    roomType,
    pointer,
    bookingDate ?? (await hotelDateOf(db, propertyId)),
  );
}

/** The rate resolution's answer for a stay the company's contract prices, or null. */
export async function quoteByContract(
  db: Db,
  propertyId: number,
  stay: StayForContract,
  roomType: { id: number; code: string },
  pointer: string,
): Promise<Schemas['RateQuote'] | null> {
  const price = await contractPriceOf(db, propertyId, stay, roomType, pointer);
  if (!price) return null;
  const currency = await db
    .selectFrom('currency')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('code', '=', price.explanation.currency)
    .executeTakeFirst();
  if (!currency) {
    throw businessRule('CONTRACT_CURRENCY', `The hotel has no currency ${price.explanation.currency}`, [
      {
        field: `${pointer}/companyProfileId`,
        message: `has a contract in ${price.explanation.currency}, which the hotel does not keep`,
      },
    ]);
  }
  return {
    currencyId: currency.id,
    nights: price.explanation.nights.map((night) => ({
      night: night.date,
      amount: night.amount,
      mealTypeId: null,
      source: 'contract',
    })),
    total: price.explanation.nightsTotal,
    contract: price,
  };
}

/** A stay of a booking or amendment as the contract sees it, with the nightly rates staff send. */
export interface BookedStay {
  roomTypeId: number;
  arrival: string;
  departure: string;
  adults: number;
  children?: number;
  nightlyRates: readonly { night: string; amount: string; reason?: string }[];
}

/**
 * The contract price of each stay of a booking for `companyProfileId` (null where no contract
 * prices it), priced here and never taken from the client. A night booked at another amount than
 * the contract's needs a reason, as any rate typed over the offer does; `keep` answers the stored
 * price of a stay that has not changed, which stays as it was.
 */
export async function contractPricesForStays(
  db: Db,
  propertyId: number,
  companyProfileId: number | null | undefined,
  stays: readonly BookedStay[],
  types: ReadonlyMap<number, { code: string }>,
  bookingDate: string,
  keep: (index: number) => ContractPrice | null | undefined = () => undefined,
): Promise<(ContractPrice | null)[]> {
  const prices: (ContractPrice | null)[] = [];
  for (const [index, stay] of stays.entries()) {
    const kept = keep(index);
    if (kept !== undefined) {
      prices.push(kept);
      continue;
    }
    const type = types.get(stay.roomTypeId);
    const price =
      companyProfileId == null || !type
        ? null
        : await contractPriceOf(
            db,
            propertyId,
            { ...stay, companyProfileId },
            { id: stay.roomTypeId, code: type.code },
            `/data/0/stays/${index}`,
            bookingDate,
          );
    if (price) {
      const contractNight = new Map(price.explanation.nights.map((night) => [night.date, night.amount]));
      const errors: FieldError[] = [];
      stay.nightlyRates.forEach((rate, rateIndex) => {
        const offered = contractNight.get(rate.night);
        if (offered !== undefined && toCents(offered) !== toCents(rate.amount) && !rate.reason?.trim()) {
          errors.push({
            field: `/data/0/stays/${index}/nightlyRates/${rateIndex}/reason`,
            message: `the night is ${rate.amount}, not the ${offered} of contract ${price.contractCode}: say why`,
          });
        }
      });
      if (errors.length > 0) {
        throw badRequest('A night differs from the contract without a reason', errors.slice(0, 20));
      }
    }
    prices.push(price);
  }
  return prices;
}

/** The stay columns that keep a contract price (both null without one). */
export const contractColumns = (price: ContractPrice | null) => ({
  contract_version_id: price?.contractVersionId ?? null,
  price_explanation: price ? JSON.stringify(price) : null,
});
