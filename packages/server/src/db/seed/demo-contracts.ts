import type { ContractRule, ContractVersion, DynamicTerms, Season } from '@pms/domain/contracts';
import { validateContract } from '@pms/domain/contracts';
import type { Kysely } from 'kysely';
import { addDays } from '../../api/dates.ts';
import type { Database } from '../schema.ts';

/*
 * The demo hotel's partners (issue 20): a tour operator, a wholesaler and a destination company,
 * each with a static contract in force from a month before the hotel date to a year after it —
 * three seasons of net rates by room type and occupancy, a child policy, and the offers and rules
 * a partner of a riverside hotel negotiates (early booking, stay-and-pay, long stay, half board,
 * the Christmas and New Year galas, closed to arrival at Christmas). Each body is checked by the
 * quote engine's own validateContract before it is written, so the demo never holds a contract it
 * cannot price. A fourth partner, an online travel agent, has a dynamic profile instead: the public
 * rate BAR less a discount that is smaller over the holidays, never below a floor.
 */

/** Net rates of the low season by room type and adults; the other seasons scale them. */
const LOW_RATES: Record<string, Record<number, number>> = {
  STD: { 1: 1100, 2: 1300 },
  STT: { 1: 1100, 2: 1300 },
  DLX: { 1: 1500, 2: 1700 },
  FAM: { 2: 2100, 3: 2400, 4: 2700 },
  JRS: { 2: 2600 },
  EXS: { 2: 3900, 3: 4300 },
};

function seasonOf(code: string, name: string, from: string, to: string, factor: number, minNights?: number): Season {
  return {
    code,
    name,
    nights: { from, to },
    ...(minNights ? { minNights } : {}),
    rates: Object.entries(LOW_RATES).flatMap(([roomType, byAdults]) =>
      Object.entries(byAdults).map(([adults, amount]) => ({
        roomType,
        adults: Number(adults),
        amount: `${Math.round((amount * factor) / 10) * 10}.00`,
      })),
    ),
  };
}

interface PartnerSeed {
  code: string;
  name: string;
  contractCode: string;
  contractName: string;
  rules: (dates: { hotelDate: string; christmas: string; newYearsEve: string }) => ContractRule[];
}

const PARTNERS: readonly PartnerSeed[] = [
  {
    code: 'ASIAPAC',
    name: 'Asia Pacific Tours',
    contractCode: 'APT-2627',
    contractName: 'Asia Pacific Tours 2026–27',
    rules: ({ christmas, newYearsEve }) => [
      {
        id: 'EB30',
        kind: 'earlybird-rolling',
        name: 'Early booking 30 days, 10 %',
        priority: 1,
        combinesWith: ['STAY7'],
        daysBeforeArrival: 30,
        value: { kind: 'percent', percent: '10' },
      },
      {
        id: 'STAY7',
        kind: 'bonus-night',
        name: 'Stay 7 pay 6',
        priority: 5,
        combinesWith: ['EB30'],
        stayNights: 7,
        payNights: 6,
        repeats: true,
      },
      {
        id: 'GALA-XMAS',
        kind: 'compulsory',
        name: 'Christmas gala dinner',
        dates: [christmas],
        amountPerPerson: '1800.00',
        childrenFromAge: 6,
      },
      {
        id: 'GALA-NYE',
        kind: 'compulsory',
        name: "New Year's Eve gala dinner",
        dates: [newYearsEve],
        amountPerPerson: '2400.00',
        childrenFromAge: 6,
      },
      {
        id: 'CTA-XMAS',
        kind: 'cta-ctd',
        name: 'No arrivals on Christmas Eve and Day',
        closedToArrival: true,
        closedToDeparture: false,
        dates: [{ from: christmas, to: addDays(christmas, 1) }],
      },
    ],
  },
  {
    code: 'MEKTRAV',
    name: 'Mekong Travel Wholesale',
    contractCode: 'MTW-2627',
    contractName: 'Mekong Travel Wholesale 2026–27',
    rules: ({ hotelDate }) => [
      {
        id: 'EARLY-Q1',
        kind: 'earlybird-period',
        name: 'Book by the end of next month for the quarter after: 8 %',
        priority: 1,
        combinesWith: ['LONG7'],
        booked: { from: addDays(hotelDate, -30), to: addDays(hotelDate, 45) },
        stayWindow: { from: addDays(hotelDate, 46), to: addDays(hotelDate, 140) },
        value: { kind: 'percent', percent: '8' },
      },
      {
        id: 'LONG7',
        kind: 'long-stay',
        name: 'Long stay from 7 nights: 150 a night off',
        priority: 2,
        combinesWith: ['EARLY-Q1'],
        minNights: 7,
        value: { kind: 'amount', amount: '150.00', per: 'room' },
      },
      {
        id: 'RIVER',
        kind: 'supplement',
        name: 'River view',
        basis: 'per-room',
        amount: '300.00',
        roomTypes: ['DLX', 'JRS'],
      },
    ],
  },
  {
    code: 'SIAMDMC',
    name: 'Siam Destination Management',
    contractCode: 'SDM-2627',
    contractName: 'Siam DMC half board 2026–27',
    rules: () => [
      {
        id: 'HB',
        kind: 'supplement',
        name: 'Half board',
        basis: 'per-person',
        amount: '450.00',
        childrenFromAge: 4,
      },
      {
        id: 'STAY4',
        kind: 'bonus-night',
        name: 'Stay 4 pay 3',
        priority: 1,
        combinesWith: [],
        stayNights: 4,
        payNights: 3,
        repeats: false,
      },
    ],
  },
];

/** The online agent's dynamic profile on BAR, over the year the demo's rate table covers. */
function dynamicTerms(hotelDate: string, christmas: string): DynamicTerms {
  const holidaysFrom = addDays(christmas, -4);
  const holidaysTo = `${Number(christmas.slice(0, 4)) + 1}-01-05`;
  return {
    baseRateCode: 'BAR',
    floor: '1000.00',
    adjustments: [
      {
        id: 'SEASON',
        name: 'Partner rate',
        nights: { from: hotelDate, to: addDays(holidaysFrom, -1) },
        direction: 'discount',
        value: { kind: 'percent', percent: '12' },
      },
      {
        id: 'HOLIDAYS',
        name: 'Holidays partner rate',
        nights: { from: holidaysFrom, to: holidaysTo },
        direction: 'discount',
        value: { kind: 'percent', percent: '5' },
      },
      {
        id: 'YEAR',
        name: 'Partner rate',
        nights: { from: addDays(holidaysTo, 1), to: addDays(hotelDate, 364) },
        direction: 'discount',
        value: { kind: 'percent', percent: '12' },
      },
    ],
  };
}

const DYNAMIC_PARTNER = {
  code: 'LXONLINE',
  name: 'Lanexang Online Travel',
  contractCode: 'LOT-DYN',
  contractName: 'Lanexang Online Travel dynamic rate',
};

export async function seedDemoContracts(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const { hotel_date: hotelDate } = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const local = await trx
    .selectFrom('currency')
    .select('code')
    .where('property_id', '=', propertyId)
    .where('is_local', '=', true)
    .executeTakeFirst();
  if (!local) return;
  const from = addDays(hotelDate, -30);
  const to = addDays(hotelDate, 365);
  // The next Christmas and New Year's Eve the contracts cover.
  const year = Number(hotelDate.slice(0, 4)) + (hotelDate.slice(5) > '12-24' ? 1 : 0);
  const christmas = `${year}-12-24`;
  const newYearsEve = `${year}-12-31`;
  const seasons = [
    seasonOf('LOW', 'Green season', from, addDays(hotelDate, 14), 1),
    seasonOf('HIGH', 'Cool season and the holidays', addDays(hotelDate, 15), addDays(hotelDate, 120), 1.35, 2),
    seasonOf('SHOULDER', 'Hot season', addDays(hotelDate, 121), to, 1.1),
  ];
  const childPolicy = {
    adultFromAge: 12,
    bands: [
      { fromAge: 0, toAge: 5, charge: { kind: 'free' as const } },
      { fromAge: 6, toAge: 11, charge: { kind: 'percent-of-adult' as const, percent: '50' } },
    ],
  };

  for (const partner of PARTNERS) {
    const existing = await trx
      .selectFrom('company_profile')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('code', '=', partner.code)
      .executeTakeFirst();
    const company =
      existing ??
      (await trx
        .insertInto('company_profile')
        .values({ property_id: propertyId, code: partner.code, name: partner.name })
        .returning('id')
        .executeTakeFirstOrThrow());
    const rules = partner.rules({ hotelDate, christmas, newYearsEve });
    const version: ContractVersion = {
      contractId: partner.contractCode,
      versionNo: 1,
      currency: local.code,
      validity: { from, to },
      childPolicy,
      seasons,
      rules,
    };
    await insertActiveContract(trx, propertyId, version, {
      companyId: company.id,
      name: partner.contractName,
      kind: 'static',
    });
  }

  const rules: ContractRule[] = [
    {
      id: 'LONG5',
      kind: 'long-stay',
      name: 'Five nights or more, 5 %',
      priority: 1,
      combinesWith: [],
      minNights: 5,
      value: { kind: 'percent', percent: '5' },
    },
  ];
  const company = await trx
    .insertInto('company_profile')
    .values({ property_id: propertyId, code: DYNAMIC_PARTNER.code, name: DYNAMIC_PARTNER.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertActiveContract(
    trx,
    propertyId,
    {
      contractId: DYNAMIC_PARTNER.contractCode,
      versionNo: 1,
      currency: local.code,
      validity: { from: hotelDate, to: addDays(hotelDate, 364) },
      childPolicy,
      seasons: [],
      rules,
      dynamic: dynamicTerms(hotelDate, christmas),
    },
    { companyId: company.id, name: DYNAMIC_PARTNER.contractName, kind: 'dynamic' },
  );
}

/**
 * A contract with its version 1 in force, checked by the engine's own validateContract first, so
 * the demo never holds a contract it cannot price.
 */
async function insertActiveContract(
  trx: Kysely<Database>,
  propertyId: number,
  version: ContractVersion,
  contract: { companyId: number; name: string; kind: 'static' | 'dynamic' },
): Promise<void> {
  const problems = validateContract(version);
  if (problems.length > 0) {
    throw new Error(`demo contract ${version.contractId}: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
  }
  const { id } = await trx
    .insertInto('contract')
    .values({
      property_id: propertyId,
      code: version.contractId,
      name: contract.name,
      company_profile_id: contract.companyId,
      kind: contract.kind,
      currency_code: version.currency,
      created_by: 'sale',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { childPolicy, seasons, rules, dynamic } = version;
  await trx
    .insertInto('contract_version')
    .values({
      property_id: propertyId,
      contract_id: id,
      number: version.versionNo,
      status: 'active',
      valid_from: version.validity.from,
      valid_to: version.validity.to,
      body: JSON.stringify({ childPolicy, seasons, rules, ...(dynamic ? { dynamic } : {}) }),
      created_by: 'sale',
      activated_at: new Date(),
      activated_by: 'sale',
    })
    .execute();
}
