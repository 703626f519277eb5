// A stay priced through a partner's contract version (issue 20): the contract and version rows
// made into the engine's ContractVersion, a dynamic profile's public rates read for it, and the
// partner's contract in force for a stay. The reservation module prices bookings with it and the
// sales module quotes on its contract screens, so both give the same amounts for the same version.
import type { Schemas } from '@pms/api-client';
import { type ContractVersion, type QuoteRequest, type QuoteResult, quote } from '@pms/domain/contracts';
import type { Kysely } from 'kysely';
import { nightsOf } from '../api/dates.ts';
import type { Database } from '../db/schema.ts';
import { rateCodeNightPrices } from './public-rate.ts';

type Db = Kysely<Database>;
type ContractBody = Schemas['ContractBody'];

export interface ContractRow {
  id: number;
  code: string;
  name: string;
  currency_code: string;
}

export interface ContractVersionRow {
  id: number;
  number: number;
  valid_from: string;
  valid_to: string;
  body: unknown;
}

/** The engine's contract version: the stored body completed by its contract and version row. */
export function engineVersion(
  contract: { code: string; currency_code: string },
  version: { number: number; valid_from: string; valid_to: string; body: unknown },
): ContractVersion {
  const body = version.body as ContractBody;
  return {
    contractId: contract.code,
    versionNo: version.number,
    currency: contract.currency_code,
    validity: { from: version.valid_from, to: version.valid_to },
    childPolicy: body.childPolicy,
    seasons: body.seasons,
    rules: body.rules,
    ...(body.dynamic ? { dynamic: body.dynamic } : {}),
  } as ContractVersion;
}

/**
 * Child ages for a booking that counts its children without ages: each is taken at the oldest age
 * the contract still prices as a child, so the price is never below what the child costs. A
 * contract that prices every age as an adult counts them as adults.
 */
export function assumedChildAges(version: ContractVersion, children: number): number[] {
  const age = Math.max(0, version.childPolicy.adultFromAge - 1);
  return Array.from({ length: children }, () => age);
}

export interface StayToQuote {
  roomTypeId: number;
  roomTypeCode: string;
  arrival: string;
  departure: string;
  adults: number;
  childAges: number[];
  mealPlan?: string;
  bookingDate: string;
}

/**
 * The quote of a stay through one version. A dynamic profile's nights start from its public rate
 * code's table for the room type and occupancy (children counted), read here; a night the rate
 * code does not price is refused by the engine with its date.
 */
export async function quoteThroughVersion(
  db: Db,
  propertyId: number,
  contract: ContractRow,
  version: ContractVersionRow,
  stay: StayToQuote,
): Promise<QuoteResult> {
  const engine = engineVersion(contract, version);
  const request: QuoteRequest = {
    roomType: stay.roomTypeCode,
    arrival: stay.arrival,
    departure: stay.departure,
    adults: stay.adults,
    childAges: stay.childAges,
    bookingDate: stay.bookingDate,
    ...(stay.mealPlan ? { mealPlan: stay.mealPlan } : {}),
  };
  if (engine.dynamic && stay.arrival < stay.departure) {
    const rateCode = await db
      .selectFrom('rate_code')
      .select(['id', 'active', 'currency_id', 'meal_type_id', 'starts_on', 'ends_on'])
      .where('property_id', '=', propertyId)
      .where('code', '=', engine.dynamic.baseRateCode)
      .executeTakeFirst();
    const prices = rateCode
      ? await rateCodeNightPrices(
          db,
          propertyId,
          rateCode,
          { roomTypeId: stay.roomTypeId, adults: stay.adults, children: stay.childAges.length },
          nightsOf(stay.arrival, stay.departure),
        )
      : [];
    request.publicRates = prices.map((price) => ({ date: price.night, amount: price.amount }));
  }
  return quote(engine, request);
}

/** Versions with their contract, as the two lookups below pick them. */
const versionsWithContract = (db: Db, propertyId: number) =>
  db
    .selectFrom('contract_version as v')
    .innerJoin('contract as c', 'c.id', 'v.contract_id')
    .select([
      'c.id as contract_id',
      'c.code',
      'c.name',
      'c.currency_code',
      'v.id as version_id',
      'v.number',
      'v.valid_from',
      'v.valid_to',
      'v.body',
    ])
    .where('v.property_id', '=', propertyId);

type VersionWithContract = Awaited<ReturnType<ReturnType<typeof versionsWithContract>['executeTakeFirst']>>;

function splitRow(row: VersionWithContract): { contract: ContractRow; version: ContractVersionRow } | null {
  if (!row) return null;
  return {
    contract: { id: row.contract_id, code: row.code, name: row.name, currency_code: row.currency_code },
    version: {
      id: row.version_id,
      number: row.number,
      valid_from: row.valid_from,
      valid_to: row.valid_to,
      body: row.body,
    },
  };
}

/**
 * The partner's contract in force for a stay: an active version whose validity covers every night
 * (a contract that covers only part of the stay does not price it; the rate code then does). Of
 * two, the contract with the lower code: contracts of one partner rarely overlap, and the choice
 * must not depend on the order rows come back in.
 */
export async function contractInForce(
  db: Db,
  propertyId: number,
  companyProfileId: number,
  arrival: string,
  lastNight: string,
): Promise<{ contract: ContractRow; version: ContractVersionRow } | null> {
  return splitRow(
    await versionsWithContract(db, propertyId)
      .where('c.company_profile_id', '=', companyProfileId)
      .where('v.status', '=', 'active')
      .where('v.valid_from', '<=', arrival)
      .where('v.valid_to', '>=', lastNight)
      .orderBy('c.code')
      .limit(1)
      .executeTakeFirst(),
  );
}
