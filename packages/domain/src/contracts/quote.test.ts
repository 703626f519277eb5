import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayDifference, nightsOf } from '../calendar.ts';
import { fromCents, sumMoney, toCents } from '../money.ts';
import {
  type ContractRule,
  type ContractVersion,
  freeNightCount,
  type OfferRule,
  type PricedQuote,
  type QuoteRequest,
  type QuoteResult,
  quote,
  type RefusalCode,
  type Season,
  type StepKind,
  validateContract,
} from './quote.ts';

// ——— The demo contract the worked examples read from ———
//
// Suntours, winter 2026/27, version 2, EUR. Seasons:
//   LOW    1 Nov – 19 Dec 2026   DBL 1 adult 80, 2 adults 100, 3 adults 135; DSV 2 adults 100
//   HIGH  20 Dec – 5 Jan 2027    DBL 130 / 160 / 215; DSV 160; minimum stay 3 nights
//   SPRING 6 Jan – 30 Apr 2027   DBL 70 / 90 / 120; DSV 90
// Children: 0–1 free, 2–6 15.00 a night, 7–11 half an adult's share; from 12 priced as adults.
const suntours: ContractVersion = {
  contractId: 'SUNTOURS-W26',
  versionNo: 2,
  currency: 'EUR',
  validity: { from: '2026-11-01', to: '2027-04-30' },
  childPolicy: {
    adultFromAge: 12,
    bands: [
      { fromAge: 0, toAge: 1, charge: { kind: 'free' } },
      { fromAge: 2, toAge: 6, charge: { kind: 'amount', amount: '15.00' } },
      { fromAge: 7, toAge: 11, charge: { kind: 'percent-of-adult', percent: '50' } },
    ],
  },
  seasons: [
    {
      code: 'LOW',
      nights: { from: '2026-11-01', to: '2026-12-19' },
      rates: [
        { roomType: 'DBL', adults: 1, amount: '80.00' },
        { roomType: 'DBL', adults: 2, amount: '100.00' },
        { roomType: 'DBL', adults: 3, amount: '135.00' },
        { roomType: 'DSV', adults: 2, amount: '100.00' },
      ],
    },
    {
      code: 'HIGH',
      nights: { from: '2026-12-20', to: '2027-01-05' },
      minNights: 3,
      rates: [
        { roomType: 'DBL', adults: 1, amount: '130.00' },
        { roomType: 'DBL', adults: 2, amount: '160.00' },
        { roomType: 'DBL', adults: 3, amount: '215.00' },
        { roomType: 'DSV', adults: 2, amount: '160.00' },
      ],
    },
    {
      code: 'SPRING',
      nights: { from: '2027-01-06', to: '2027-04-30' },
      rates: [
        { roomType: 'DBL', adults: 1, amount: '70.00' },
        { roomType: 'DBL', adults: 2, amount: '90.00' },
        { roomType: 'DBL', adults: 3, amount: '120.00' },
        { roomType: 'DSV', adults: 2, amount: '90.00' },
      ],
    },
  ],
  rules: [
    { kind: 'supplement', id: 'SV', name: 'Sea view', basis: 'per-room', amount: '20.00', roomTypes: ['DSV'] },
    {
      kind: 'supplement',
      id: 'HB',
      name: 'Half board',
      basis: 'per-person',
      amount: '25.00',
      mealPlans: ['HB'],
      childrenFromAge: 2,
    },
    {
      kind: 'cta-ctd',
      id: 'CTA-XMAS',
      name: 'No arrivals at Christmas',
      closedToArrival: true,
      closedToDeparture: false,
      dates: [{ from: '2026-12-24', to: '2026-12-25' }],
    },
    {
      kind: 'cta-ctd',
      id: 'CTD-NY',
      name: 'No departures on New Year',
      closedToArrival: false,
      closedToDeparture: true,
      dates: [{ from: '2027-01-01', to: '2027-01-01' }],
    },
    {
      kind: 'compulsory',
      id: 'GALA-XMAS',
      name: 'Christmas gala dinner',
      dates: ['2026-12-24'],
      amountPerPerson: '60.00',
      childrenFromAge: 2,
    },
    {
      kind: 'compulsory',
      id: 'GALA-NYE',
      name: "New Year's Eve gala",
      dates: ['2026-12-31'],
      amountPerPerson: '80.00',
      childrenFromAge: 2,
    },
    {
      kind: 'earlybird-period',
      id: 'EB10',
      name: 'Early booking 10%',
      booked: { from: '2026-05-01', to: '2026-08-31' },
      stayWindow: { from: '2026-11-01', to: '2026-12-19' },
      value: { kind: 'percent', percent: '10' },
      priority: 1,
      combinesWith: ['LS14', 'B76'],
    },
    {
      kind: 'earlybird-rolling',
      id: 'EB60',
      name: 'Book 60 days ahead 5%',
      daysBeforeArrival: 60,
      value: { kind: 'percent', percent: '5' },
      priority: 2,
      combinesWith: ['B76'],
    },
    {
      kind: 'long-stay',
      id: 'LS14',
      name: 'Long stay from 14 nights',
      minNights: 14,
      value: { kind: 'amount', amount: '5.00', per: 'room' },
      priority: 3,
      combinesWith: ['EB10', 'B76'],
    },
    {
      kind: 'bonus-night',
      id: 'B76',
      name: 'Stay 7 pay 6',
      stayNights: 7,
      payNights: 6,
      repeats: true,
      priority: 4,
      combinesWith: ['EB10', 'EB60', 'LS14'],
    },
  ],
};

interface StayOptions {
  adults?: number;
  children?: number[];
  booked: string;
  mealPlan?: string;
}

const stay = (roomType: string, arrival: string, departure: string, options: StayOptions): QuoteRequest => ({
  roomType,
  arrival,
  departure,
  adults: options.adults ?? 2,
  childAges: options.children ?? [],
  bookingDate: options.booked,
  ...(options.mealPlan ? { mealPlan: options.mealPlan } : {}),
});

const times = (amount: string, count: number): string[] => Array.from({ length: count }, () => amount);

function priced(result: QuoteResult): PricedQuote {
  if (result.status !== 'priced') throw new Error(`Refused: ${result.reasons.map((r) => r.message).join(' ')}`);
  return result;
}

// ——— Worked examples: what a revenue manager would check by hand ———

interface PricedExample {
  title: string;
  request: QuoteRequest;
  /** The night amounts in date order. */
  nights: string[];
  /** [date, rule id, persons, amount] */
  compulsory?: [string, string, number, string][];
  total: string;
}

const pricedExamples: PricedExample[] = [
  {
    // LOW, 2 adults, 3 nights, booked 26 days ahead: the net rate and nothing else.
    title: 'plain LOW stay',
    request: stay('DBL', '2026-11-10', '2026-11-13', { booked: '2026-10-15' }),
    nights: times('100.00', 3),
    total: '300.00',
  },
  {
    // 17–22 Dec crosses from LOW (3 nights at 100) into HIGH (2 nights at 160).
    title: 'two seasons across a stay',
    request: stay('DBL', '2026-12-17', '2026-12-22', { booked: '2026-11-20' }),
    nights: ['100.00', '100.00', '100.00', '160.00', '160.00'],
    total: '620.00',
  },
  {
    // Sea-view room: the LOW rate 100 plus the sea-view supplement of 20 per room per night.
    title: 'sea-view supplement',
    request: stay('DSV', '2026-11-10', '2026-11-13', { booked: '2026-10-15' }),
    nights: times('120.00', 3),
    total: '360.00',
  },
  {
    // Half board, 2 adults and a baby of 1: 100 + baby free + 25 half board for each of the 2 adults.
    title: 'half-board supplement per person, babies not counted',
    request: stay('DBL', '2026-11-10', '2026-11-12', { booked: '2026-10-15', children: [1], mealPlan: 'HB' }),
    nights: times('150.00', 2),
    total: '300.00',
  },
  {
    // Booked 1 July for November: early booking 10 % (100 → 90). Book-60-days-ahead also matches,
    // but it does not combine with early booking, which comes first by priority.
    title: 'early-bird by period 10 %',
    request: stay('DBL', '2026-11-10', '2026-11-13', { booked: '2026-07-01' }),
    nights: times('90.00', 3),
    total: '270.00',
  },
  {
    // Booked 1 Sept (after the early-booking window), 70 days ahead: 5 % rolling early-bird (100 → 95).
    title: 'early-bird rolling 5 %',
    request: stay('DBL', '2026-11-10', '2026-11-13', { booked: '2026-09-01' }),
    nights: times('95.00', 3),
    total: '285.00',
  },
  {
    // Early booking covers LOW nights only: 17–19 Dec at 90, 20–21 Dec in HIGH at 160. The 5 %
    // rolling offer (worth 31.00 here against 30.00) still loses: the first by priority wins.
    title: 'early-bird only inside its stay window; priority decides, not value',
    request: stay('DBL', '2026-12-17', '2026-12-22', { booked: '2026-07-15' }),
    nights: ['90.00', '90.00', '90.00', '160.00', '160.00'],
    total: '590.00',
  },
  {
    // 7 nights in LOW, stay 7 pay 6: the cheapest night is free; all cost 100, so the last one.
    title: 'stay 7 pay 6',
    request: stay('DBL', '2026-11-10', '2026-11-17', { booked: '2026-10-15' }),
    nights: [...times('100.00', 6), '0.00'],
    total: '600.00',
  },
  {
    // 14–21 Dec: six LOW nights at 100 and one HIGH night at 160; the free night is the cheapest,
    // and among equal ones the later: 19 Dec.
    title: 'stay 7 pay 6 frees the cheapest night, not the last',
    request: stay('DBL', '2026-12-14', '2026-12-21', { booked: '2026-11-20' }),
    nights: [...times('100.00', 5), '0.00', '160.00'],
    total: '660.00',
  },
  {
    // 14 nights from 1 Nov booked 12 days ahead: long stay −5 a night (95), and 7 pay 6 repeats:
    // two free nights (13 and 14 Nov).
    title: 'long stay with a repeating 7 pay 6',
    request: stay('DBL', '2026-11-01', '2026-11-15', { booked: '2026-10-20' }),
    nights: [...times('95.00', 12), '0.00', '0.00'],
    total: '1140.00',
  },
  {
    // Booked in June: early booking 10 % (90), then long stay −5 (85), then two free nights.
    title: 'early booking + long stay + 7 pay 6, in that order',
    request: stay('DBL', '2026-11-01', '2026-11-15', { booked: '2026-06-15' }),
    nights: [...times('85.00', 12), '0.00', '0.00'],
    total: '1020.00',
  },
  {
    // Booked 61 days ahead: 5 % rolling (95). Long stay does not combine with it and is left out;
    // 7 pay 6 does and frees two nights.
    title: 'a non-combinable long stay is left out',
    request: stay('DBL', '2026-11-01', '2026-11-15', { booked: '2026-09-01' }),
    nights: [...times('95.00', 12), '0.00', '0.00'],
    total: '1140.00',
  },
  {
    // 22–26 Dec in HIGH, 2 adults and a child of 5: 160 + 15 for the child = 175 a night; the
    // Christmas gala on 24 Dec is 60 for each of the 3 guests.
    title: 'compulsory Christmas gala dinner',
    request: stay('DBL', '2026-12-22', '2026-12-26', { booked: '2026-11-20', children: [5] }),
    nights: times('175.00', 4),
    compulsory: [['2026-12-24', 'GALA-XMAS', 3, '180.00']],
    total: '880.00',
  },
  {
    // 30 Dec – 3 Jan (departing on the 1st is closed, the 3rd is not): 4 HIGH nights and the
    // New Year's Eve gala for 2.
    title: "New Year's Eve gala across the year end",
    request: stay('DBL', '2026-12-30', '2027-01-03', { booked: '2026-12-01' }),
    nights: times('160.00', 4),
    compulsory: [['2026-12-31', 'GALA-NYE', 2, '160.00']],
    total: '800.00',
  },
  {
    // Children 1 and 8 with 2 adults: baby free, the 8-year-old pays half an adult's share
    // (100 ÷ 2 × 50 % = 25): 125 a night.
    title: 'child policy: free baby, half-price child',
    request: stay('DBL', '2026-11-10', '2026-11-12', { booked: '2026-10-15', children: [1, 8] }),
    nights: times('125.00', 2),
    total: '250.00',
  },
  {
    // A 13-year-old is priced as an adult: the 3-adult rate, 135.
    title: 'child policy: a teenager counts as an adult',
    request: stay('DBL', '2026-11-10', '2026-11-12', { booked: '2026-10-15', children: [13] }),
    nights: times('135.00', 2),
    total: '270.00',
  },
  {
    // 3 adults and a child of 9 in HIGH: 215 + 215 ÷ 3 × 50 % = 35.8333… → 35.83 (half up, per night).
    title: 'child share rounded half up per night',
    request: stay('DBL', '2026-12-27', '2026-12-30', { adults: 3, booked: '2026-12-01', children: [9] }),
    nights: times('250.83', 3),
    total: '752.49',
  },
];

interface RefusedExample {
  title: string;
  request: QuoteRequest;
  refused: RefusalCode[];
}

const refusedExamples: RefusedExample[] = [
  {
    // Arriving on 24 Dec: closed to arrival (CTA is judged on the arrival night only).
    title: 'closed to arrival',
    request: stay('DBL', '2026-12-24', '2026-12-28', { booked: '2026-11-20' }),
    refused: ['closed-to-arrival'],
  },
  {
    // Leaving on 1 Jan: closed to departure.
    title: 'closed to departure',
    request: stay('DBL', '2026-12-28', '2027-01-01', { booked: '2026-11-20' }),
    refused: ['closed-to-departure'],
  },
  {
    // Staying over 24–25 Dec is fine; only arriving then is closed.
    title: 'staying through a closed arrival date is not refused (see the gala example)',
    request: stay('DBL', '2026-12-27', '2026-12-29', { booked: '2026-11-20' }),
    // …but 2 nights in HIGH are below its 3-night minimum.
    refused: ['min-stay'],
  },
  {
    // 28 Apr – 2 May: the last two nights are after the contract ends on 30 Apr.
    title: 'outside validity',
    request: stay('DBL', '2027-04-28', '2027-05-02', { booked: '2027-03-01' }),
    refused: ['outside-validity'],
  },
  {
    // 4 adults in a double: the price list has no such row.
    title: 'no rate for the occupancy',
    request: stay('DBL', '2026-11-10', '2026-11-12', { adults: 4, booked: '2026-10-15' }),
    refused: ['no-rate', 'no-rate'],
  },
  {
    // A single in a sea-view room: DSV is priced for 2 adults only.
    title: 'no rate for the room type and occupancy',
    request: stay('DSV', '2026-11-10', '2026-11-11', { adults: 1, booked: '2026-10-15' }),
    refused: ['no-rate'],
  },
  {
    // Departure before arrival is not a stay.
    title: 'invalid request',
    request: stay('DBL', '2026-11-12', '2026-11-10', { booked: '2026-10-15' }),
    refused: ['invalid-request'],
  },
];

describe('quote: worked examples through the Suntours contract', () => {
  it.each(pricedExamples)('$title', ({ request, nights, compulsory = [], total }) => {
    const result = priced(quote(suntours, request));
    expect(result.nights.map((night) => night.date)).toEqual(nightsOf(request.arrival, request.departure));
    expect(result.nights.map((night) => night.amount)).toEqual(nights);
    expect(
      result.compulsoryCharges.map((charge) => [charge.date, charge.ruleId, charge.persons, charge.amount]),
    ).toEqual(compulsory);
    expect(result.total).toBe(total);
  });

  it.each(refusedExamples)('refuses: $title', ({ request, refused }) => {
    const result = quote(suntours, request);
    expect(result.status).toBe('refused');
    if (result.status !== 'refused') return;
    expect(result.reasons.map((reason) => reason.code)).toEqual(refused);
  });

  it('explains every step of a night, in order, with the running amount', () => {
    const result = priced(quote(suntours, stay('DBL', '2026-11-01', '2026-11-15', { booked: '2026-06-15' })));
    const firstNight = result.nights[0];
    const lastNight = result.nights[13];
    expect(firstNight).toEqual({
      date: '2026-11-01',
      season: 'LOW',
      baseRate: '100.00',
      steps: [
        { kind: 'base', name: 'Net rate LOW, DBL, 2 adults', amount: '100.00', runningAmount: '100.00' },
        {
          kind: 'earlybird-period',
          ruleId: 'EB10',
          name: 'Early booking 10%',
          amount: '-10.00',
          runningAmount: '90.00',
        },
        {
          kind: 'long-stay',
          ruleId: 'LS14',
          name: 'Long stay from 14 nights',
          amount: '-5.00',
          runningAmount: '85.00',
        },
      ],
      amount: '85.00',
    });
    expect(lastNight?.steps.map((step) => [step.ruleId ?? step.kind, step.amount, step.runningAmount])).toEqual([
      ['base', '100.00', '100.00'],
      ['EB10', '-10.00', '90.00'],
      ['LS14', '-5.00', '85.00'],
      ['B76', '-85.00', '0.00'],
    ]);
    // The match trace tells why the rolling early-bird is not there.
    expect(result.offers.map((offer) => [offer.ruleId, offer.outcome])).toEqual([
      ['EB10', 'applied'],
      ['EB60', 'not-combinable'],
      ['LS14', 'applied'],
      ['B76', 'applied'],
    ]);
    expect(result.offers[1]?.reason).toBe("Does not combine with 'EB10', which comes first by priority.");
  });

  it('says in words why a stay is refused', () => {
    const result = quote(suntours, stay('DBL', '2026-12-24', '2026-12-28', { booked: '2026-11-20' }));
    expect(result).toEqual({
      status: 'refused',
      contractId: 'SUNTOURS-W26',
      versionNo: 2,
      reasons: [
        {
          code: 'closed-to-arrival',
          date: '2026-12-24',
          ruleId: 'CTA-XMAS',
          message: 'DBL is closed to arrival on 2026-12-24 (No arrivals at Christmas).',
        },
      ],
    });
  });

  it('stops a discount at zero, and rounds a percentage half up per night', () => {
    const promo: ContractVersion = {
      ...suntours,
      rules: [
        {
          kind: 'earlybird-rolling',
          id: 'BIG',
          name: '150 off a night',
          daysBeforeArrival: 0,
          value: { kind: 'amount', amount: '150.00', per: 'room' },
          priority: 1,
          combinesWith: ['PCT'],
        },
        {
          kind: 'long-stay',
          id: 'PCT',
          name: '10% from 1 night',
          minNights: 1,
          value: { kind: 'percent', percent: '10' },
          priority: 2,
          combinesWith: ['BIG'],
        },
      ],
    };
    const night = priced(quote(promo, stay('DBL', '2026-11-10', '2026-11-11', { booked: '2026-11-01' }))).nights[0];
    expect(night?.steps.slice(1)).toEqual([
      {
        kind: 'earlybird-rolling',
        ruleId: 'BIG',
        name: '150 off a night',
        amount: '-100.00',
        runningAmount: '0.00',
        floored: true,
      },
      { kind: 'long-stay', ruleId: 'PCT', name: '10% from 1 night', amount: '0.00', runningAmount: '0.00' },
    ]);

    // 10 % of 100.05 is 10.005: half a cent rounds up to 10.01.
    const odd: ContractVersion = {
      ...promo,
      seasons: [{ code: 'ALL', nights: suntours.validity, rates: [{ roomType: 'DBL', adults: 2, amount: '100.05' }] }],
      rules: promo.rules.filter((rule) => rule.id === 'PCT').map((rule) => ({ ...rule, combinesWith: [] })),
    };
    expect(priced(quote(odd, stay('DBL', '2026-11-10', '2026-11-11', { booked: '2026-11-01' }))).total).toBe('90.04');
  });

  it('repeats stay X pay Y only when the offer says so', () => {
    const once: ContractVersion = {
      ...suntours,
      rules: suntours.rules.map((rule) => (rule.kind === 'bonus-night' ? { ...rule, repeats: false } : rule)),
    };
    const result = priced(quote(once, stay('DBL', '2026-11-01', '2026-11-15', { booked: '2026-10-20' })));
    expect(result.nights.filter((night) => night.amount === '0.00').map((night) => night.date)).toEqual(['2026-11-14']);
  });
});

// ——— A dynamic profile: the public rate, less or plus the period's adjustment ———
//
// Mekong Wholesale dynamic 2027, THB, from the public rate BAR:
//   LOW  1 May – 30 Sep 2027   every room type   15 % off
//   DLX  1 Oct – 31 Oct 2027   DLX only          200.00 off a night
//   PEAK 1 Nov – 30 Nov 2027   every room type   10 % on top
//   No night below 1,000.00. A long stay of 7 nights takes 5 % more off.
const mekongDynamic: ContractVersion = {
  contractId: 'MEKONG-DYN',
  versionNo: 1,
  currency: 'THB',
  validity: { from: '2027-05-01', to: '2027-12-31' },
  childPolicy: { adultFromAge: 12, bands: [] },
  seasons: [],
  dynamic: {
    baseRateCode: 'BAR',
    floor: '1000.00',
    adjustments: [
      {
        id: 'LOW',
        name: 'Green season',
        nights: { from: '2027-05-01', to: '2027-09-30' },
        direction: 'discount',
        value: { kind: 'percent', percent: '15' },
      },
      {
        id: 'DLX',
        name: 'Deluxe October',
        nights: { from: '2027-10-01', to: '2027-10-31' },
        roomTypes: ['DLX'],
        direction: 'discount',
        value: { kind: 'amount', amount: '200.00' },
      },
      {
        id: 'PEAK',
        name: 'November peak',
        nights: { from: '2027-11-01', to: '2027-11-30' },
        direction: 'markup',
        value: { kind: 'percent', percent: '10' },
      },
    ],
  },
  rules: [
    {
      id: 'LS7',
      kind: 'long-stay',
      name: 'Long stay 7+',
      priority: 1,
      combinesWith: [],
      minNights: 7,
      value: { kind: 'percent', percent: '5' },
    },
  ],
};

const publicRates = (arrival: string, departure: string, amount: string) =>
  nightsOf(arrival, departure).map((date) => ({ date, amount }));

describe('quote: a dynamic profile', () => {
  const dynamicExamples: { title: string; request: QuoteRequest; nights: string[]; total: string }[] = [
    {
      // 2,500.00 less 15 % = 2,125.00 a night.
      title: 'green season, 15 % off the public rate',
      request: {
        ...stay('DLX', '2027-06-01', '2027-06-03', { booked: '2027-05-01' }),
        publicRates: publicRates('2027-06-01', '2027-06-03', '2500.00'),
      },
      nights: times('2125.00', 2),
      total: '4250.00',
    },
    {
      // DLX in October: 1,100.00 − 200.00 = 900.00, lifted to the floor of 1,000.00; SUP has no adjustment.
      title: 'an amount off, held at the floor; another room type at the public rate',
      request: {
        ...stay('DLX', '2027-10-10', '2027-10-11', { booked: '2027-05-01' }),
        publicRates: publicRates('2027-10-10', '2027-10-11', '1100.00'),
      },
      nights: ['1000.00'],
      total: '1000.00',
    },
    {
      title: 'no adjustment for the room type: the public rate',
      request: {
        ...stay('SUP', '2027-10-10', '2027-10-11', { booked: '2027-05-01' }),
        publicRates: publicRates('2027-10-10', '2027-10-11', '1100.00'),
      },
      nights: ['1100.00'],
      total: '1100.00',
    },
    {
      // 30 Oct (DLX −200) and 31 Oct, then November +10 %, then 7 nights take 5 % off each night.
      // 2,000 − 200 = 1,800 × 0.95 = 1,710; 2,000 × 1.1 = 2,200 × 0.95 = 2,090.
      title: 'across two periods, with a long-stay offer on top',
      request: {
        ...stay('DLX', '2027-10-30', '2027-11-06', { booked: '2027-05-01' }),
        publicRates: publicRates('2027-10-30', '2027-11-06', '2000.00'),
      },
      nights: ['1710.00', '1710.00', ...times('2090.00', 5)],
      total: '13870.00',
    },
  ];

  it.each(dynamicExamples)('$title', ({ request, nights, total }) => {
    const result = priced(quote(mekongDynamic, request));
    expect(result.nights.map((night) => night.amount)).toEqual(nights);
    expect(result.total).toBe(total);
  });

  it('explains the public rate, the adjustment and the floor', () => {
    const result = priced(
      quote(mekongDynamic, {
        ...stay('DLX', '2027-10-10', '2027-10-11', { booked: '2027-05-01' }),
        publicRates: publicRates('2027-10-10', '2027-10-11', '1100.00'),
      }),
    );
    expect(result.nights[0]?.season).toBe('DLX');
    expect(result.nights[0]?.steps).toEqual([
      { kind: 'base', name: 'Public rate BAR, DLX', amount: '1100.00', runningAmount: '1100.00' },
      {
        kind: 'dynamic',
        ruleId: 'DLX',
        name: 'Deluxe October (discount 200.00)',
        amount: '-200.00',
        runningAmount: '900.00',
      },
      { kind: 'dynamic', name: 'Floor 1000.00', amount: '100.00', runningAmount: '1000.00' },
    ]);
  });

  it('refuses a night without a public rate, naming it', () => {
    const result = quote(mekongDynamic, {
      ...stay('DLX', '2027-06-01', '2027-06-03', { booked: '2027-05-01' }),
      publicRates: publicRates('2027-06-01', '2027-06-02', '2500.00'),
    });
    expect(result.status).toBe('refused');
    if (result.status === 'refused') {
      expect(result.reasons).toEqual([expect.objectContaining({ code: 'no-public-rate', date: '2027-06-02' })]);
    }
  });

  it('reports overlapping adjustments for one room type, a missing base rate code and seasons on a dynamic profile', () => {
    const broken: ContractVersion = {
      ...mekongDynamic,
      seasons: [{ code: 'S', nights: { from: '2027-05-01', to: '2027-05-31' }, rates: [] }],
      dynamic: {
        baseRateCode: '',
        adjustments: [
          ...(mekongDynamic.dynamic?.adjustments ?? []),
          {
            id: 'OCT-ALL',
            name: 'October',
            nights: { from: '2027-10-15', to: '2027-11-02' },
            direction: 'discount',
            value: { kind: 'percent', percent: '120' },
          },
        ],
      },
    };
    expect(validateContract(broken).map((problem) => problem.path)).toEqual([
      'dynamic.baseRateCode',
      'seasons',
      'dynamic.adjustments[3].value.percent',
      'dynamic.adjustments[3].nights',
      'dynamic.adjustments[3].nights',
    ]);
    expect(validateContract(mekongDynamic)).toEqual([]);
  });

  it('never prices a night below the floor, whatever the public rate and the adjustment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom<'discount' | 'markup'>('discount', 'markup'),
        (publicCents, percentHundredths, direction) => {
          const version: ContractVersion = {
            ...mekongDynamic,
            rules: [],
            dynamic: {
              baseRateCode: 'BAR',
              floor: '1000.00',
              adjustments: [
                {
                  id: 'A',
                  name: 'A',
                  nights: { from: '2027-05-01', to: '2027-12-31' },
                  direction,
                  value: { kind: 'percent', percent: fromCents(BigInt(percentHundredths)) },
                },
              ],
            },
          };
          const result = priced(
            quote(version, {
              ...stay('DLX', '2027-06-01', '2027-06-02', { booked: '2027-05-01' }),
              publicRates: [{ date: '2027-06-01', amount: fromCents(BigInt(publicCents)) }],
            }),
          );
          return toCents(result.total) >= 100_000n;
        },
      ),
    );
  });
});

describe('validateContract', () => {
  it('accepts the demo contract', () => {
    expect(validateContract(suntours)).toEqual([]);
  });

  it('reports overlapping seasons with their path, and quote() refuses to price with them', () => {
    const overlapping: ContractVersion = {
      ...suntours,
      seasons: suntours.seasons.map((season) =>
        season.code === 'HIGH' ? { ...season, nights: { from: '2026-12-15', to: '2027-01-05' } } : season,
      ),
    };
    expect(validateContract(overlapping)).toEqual([
      {
        path: 'seasons[1].nights',
        message: "Overlaps season 'LOW' (seasons[0], 2026-11-01 to 2026-12-19).",
      },
    ]);
    const result = quote(overlapping, stay('DBL', '2026-11-10', '2026-11-12', { booked: '2026-10-15' }));
    expect(result.status === 'refused' && result.reasons.map((reason) => [reason.code, reason.path])).toEqual([
      ['invalid-contract', 'seasons[1].nights'],
    ]);
  });

  it('reports one-sided combinations, bad stay/pay, bad percentages and overlapping child bands', () => {
    const broken: ContractVersion = {
      ...suntours,
      childPolicy: {
        adultFromAge: 12,
        bands: [
          { fromAge: 0, toAge: 3, charge: { kind: 'free' } },
          { fromAge: 2, toAge: 12, charge: { kind: 'percent-of-adult', percent: '120' } },
        ],
      },
      rules: suntours.rules.map((rule): ContractRule => {
        if (rule.kind === 'earlybird-rolling') return { ...rule, combinesWith: ['B76', 'LS14'] };
        if (rule.kind === 'bonus-night') return { ...rule, stayNights: 6, payNights: 7 };
        return rule;
      }),
    };
    expect(validateContract(broken).map((problem) => problem.path)).toEqual([
      'childPolicy.bands[1]',
      'childPolicy.bands[1].charge.percent',
      'childPolicy.bands[1]',
      'rules[7].combinesWith[1]',
      'rules[9]',
    ]);
  });

  it('checks a season’s allotments (rooms and release days in range, one per room type), which price nothing', () => {
    const [low, ...rest] = suntours.seasons as [Season, ...Season[]];
    const held: ContractVersion = {
      ...suntours,
      seasons: [{ ...low, allotments: [{ roomType: 'DBL', rooms: 5, releaseDays: 14 }] }, ...rest],
    };
    expect(validateContract(held)).toEqual([]);
    const request = stay('DBL', '2026-11-10', '2026-11-13', { booked: '2026-10-15' });
    expect(quote(held, request)).toEqual(quote(suntours, request));
    const broken: ContractVersion = {
      ...suntours,
      seasons: [
        {
          ...low,
          allotments: [
            { roomType: 'DBL', rooms: 1000, releaseDays: 14 },
            { roomType: 'DBL', rooms: 2, releaseDays: -1 },
          ],
        },
        ...rest,
      ],
    };
    expect(validateContract(broken).map((problem) => problem.path)).toEqual([
      'seasons[0].allotments[0].rooms',
      'seasons[0].allotments[1].releaseDays',
      'seasons[0].allotments[1]',
    ]);
  });
});

// ——— Properties, over generated contracts and stays ———

const ROOM_TYPES = ['A', 'B'];
const VALIDITY = { from: '2027-01-01', to: '2027-03-31' };
const VALIDITY_NIGHTS = dayDifference(VALIDITY.from, VALIDITY.to) + 1;

const amountArb = (maxCents: number) => fc.integer({ min: 0, max: maxCents }).map((cents) => fromCents(BigInt(cents)));
const percentArb = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => fromCents(BigInt(hundredths)));
const dateArb = fc.integer({ min: -10, max: VALIDITY_NIGHTS + 10 }).map((offset) => addDays(VALIDITY.from, offset));
const rangeArb = fc
  .tuple(fc.integer({ min: 0, max: VALIDITY_NIGHTS - 1 }), fc.integer({ min: 0, max: 40 }))
  .map(([start, length]) => ({ from: addDays(VALIDITY.from, start), to: addDays(VALIDITY.from, start + length) }));
const offerValueArb = fc.oneof(
  percentArb.map((percent) => ({ kind: 'percent' as const, percent })),
  fc
    .record({ amount: amountArb(30_000), per: fc.constantFrom('room' as const, 'person' as const) })
    .map((value) => ({ kind: 'amount' as const, ...value })),
);
/** Absent three times in four: filters and restrictions that mostly let the stay through. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
const roomTypesArb = rarely(fc.subarray(ROOM_TYPES, { minLength: 1 }));
const offerCommon = {
  priority: fc.integer({ min: 0, max: 3 }),
  roomTypes: roomTypesArb,
  stayWindow: rarely(rangeArb),
};

type OfferWithoutIds = Omit<OfferRule, 'id' | 'name' | 'combinesWith'>;
const offerArb: fc.Arbitrary<OfferWithoutIds> = fc.oneof(
  fc.record({
    kind: fc.constant('earlybird-period' as const),
    ...offerCommon,
    stayWindow: rangeArb,
    booked: fc
      .tuple(fc.integer({ min: -240, max: 30 }), fc.integer({ min: 0, max: 300 }))
      .map(([start, length]) => ({ from: addDays(VALIDITY.from, start), to: addDays(VALIDITY.from, start + length) })),
    value: offerValueArb,
  }),
  fc.record({
    kind: fc.constant('earlybird-rolling' as const),
    ...offerCommon,
    daysBeforeArrival: fc.integer({ min: 0, max: 120 }),
    value: offerValueArb,
  }),
  fc.record({
    kind: fc.constant('long-stay' as const),
    ...offerCommon,
    minNights: fc.integer({ min: 1, max: 14 }),
    value: offerValueArb,
  }),
  fc
    .record({ ...offerCommon, stayNights: fc.integer({ min: 1, max: 8 }), repeats: fc.boolean(), pay: fc.nat() })
    .map(({ pay, ...rest }) => ({ kind: 'bonus-night' as const, ...rest, payNights: 1 + (pay % rest.stayNights) })),
);

/** Offers with ids O0, O1…, and a symmetric "combines with" relation drawn at random. */
const offersArb: fc.Arbitrary<OfferRule[]> = fc.array(offerArb, { maxLength: 5 }).chain((offers) =>
  fc
    .array(
      // One pair in three combines, so that non-combinable pairs are common.
      fc.integer({ min: 0, max: 2 }).map((draw) => draw === 0),
      { minLength: offers.length * offers.length, maxLength: offers.length * offers.length },
    )
    .map((pairs) =>
      offers.map((offer, i): OfferRule => {
        const combinesWith = offers.flatMap((_, j) => {
          if (i === j) return [];
          const [low, high] = i < j ? [i, j] : [j, i];
          return pairs[low * offers.length + high] ? [`O${j}`] : [];
        });
        return { ...offer, id: `O${i}`, name: `Offer ${i}`, combinesWith } as OfferRule;
      }),
    ),
);

const otherRulesArb: fc.Arbitrary<ContractRule[]> = fc
  .tuple(
    fc.array(
      fc.record({
        basis: fc.constantFrom('per-person' as const, 'per-room' as const),
        amount: amountArb(5_000),
        roomTypes: roomTypesArb,
        nights: rarely(fc.array(rangeArb, { minLength: 1, maxLength: 2 })),
        childrenFromAge: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
      }),
      { maxLength: 2 },
    ),
    fc.array(
      fc.record({
        dates: fc.array(dateArb, { minLength: 1, maxLength: 3 }),
        amountPerPerson: amountArb(10_000),
        childrenFromAge: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
      }),
      { maxLength: 2 },
    ),
    // Restrictions rarely, so that most stays are priced.
    rarely(
      fc.record({
        closedToArrival: fc.boolean(),
        closedToDeparture: fc.boolean(),
        dates: fc.array(rangeArb, { minLength: 1, maxLength: 2 }),
      }),
    ),
  )
  .map(([supplements, compulsories, restriction]) => [
    ...supplements.map(
      (supplement, i): ContractRule => ({ kind: 'supplement', id: `S${i}`, name: `Supplement ${i}`, ...supplement }),
    ),
    ...compulsories.map(
      (charge, i): ContractRule => ({ kind: 'compulsory', id: `C${i}`, name: `Charge ${i}`, ...charge }),
    ),
    ...(restriction
      ? [{ kind: 'cta-ctd' as const, id: 'R', name: 'Closed', ...restriction, closedToArrival: true }]
      : []),
  ]);

/** 1 to 3 seasons laid end to end over the validity, each pricing 1–3 adults in both room types. */
const seasonsArb = fc.uniqueArray(fc.integer({ min: 1, max: VALIDITY_NIGHTS - 1 }), { maxLength: 2 }).chain((cuts) => {
  const starts = [0, ...cuts.sort((a, b) => a - b)];
  return fc.tuple(
    ...starts.map((start, index) =>
      fc
        .record({
          rates: fc.tuple(...ROOM_TYPES.flatMap(() => [amountArb(40_000), amountArb(40_000), amountArb(40_000)])),
          minNights: rarely(fc.integer({ min: 1, max: 4 })),
        })
        .map(({ rates, minNights }) => ({
          code: `S${index}`,
          nights: {
            from: addDays(VALIDITY.from, start),
            to: addDays(VALIDITY.from, (starts[index + 1] ?? VALIDITY_NIGHTS) - 1),
          },
          ...(minNights === undefined ? {} : { minNights }),
          rates: ROOM_TYPES.flatMap((roomType, r) =>
            [1, 2, 3].map((adults) => ({ roomType, adults, amount: rates[r * 3 + adults - 1] ?? '0.00' })),
          ),
        })),
    ),
  );
});

const contractArb: fc.Arbitrary<ContractVersion> = fc
  .record({
    seasons: seasonsArb,
    offers: offersArb,
    others: otherRulesArb,
    childAmount: amountArb(5_000),
    childPercent: percentArb,
  })
  .map(({ seasons, offers, others, childAmount, childPercent }) => ({
    contractId: 'GEN',
    versionNo: 1,
    currency: 'EUR',
    validity: VALIDITY,
    childPolicy: {
      adultFromAge: 12,
      bands: [
        { fromAge: 0, toAge: 1, charge: { kind: 'free' } },
        { fromAge: 2, toAge: 6, charge: { kind: 'amount', amount: childAmount } },
        { fromAge: 7, toAge: 11, charge: { kind: 'percent-of-adult', percent: childPercent } },
      ],
    },
    seasons,
    // Offers and other rules interleaved, so "rule order" is not always "offers last".
    rules: [...others.slice(0, 1), ...offers, ...others.slice(1)],
  }));

const requestArb: fc.Arbitrary<QuoteRequest> = fc
  .record({
    roomType: fc.constantFrom(...ROOM_TYPES),
    arrivalOffset: fc.integer({ min: -3, max: VALIDITY_NIGHTS }),
    nights: fc.integer({ min: 1, max: 22 }),
    adults: fc.integer({ min: 1, max: 3 }),
    childAges: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 2 }),
    daysAhead: fc.integer({ min: 0, max: 240 }),
  })
  .map(({ roomType, arrivalOffset, nights, adults, childAges, daysAhead }) => {
    const arrival = addDays(VALIDITY.from, arrivalOffset);
    return {
      roomType,
      arrival,
      departure: addDays(arrival, nights),
      adults,
      childAges,
      bookingDate: addDays(arrival, -daysAhead),
    };
  });

const stayArb = fc.tuple(contractArb, requestArb);
const RUNS = { numRuns: 400 };

const PHASE: Record<StepKind, number> = {
  base: 0,
  child: 1,
  dynamic: 1,
  supplement: 2,
  'earlybird-period': 3,
  'earlybird-rolling': 3,
  'long-stay': 3,
  'bonus-night': 4,
};

/** Offers in the order the quote takes them: priority, then rule order. */
const offersByPriority = (contract: ContractVersion): OfferRule[] =>
  contract.rules
    .filter((rule): rule is OfferRule => 'priority' in rule)
    .map((rule, order) => ({ rule, order }))
    .sort((a, b) => a.rule.priority - b.rule.priority || a.order - b.order)
    .map(({ rule }) => rule);

/** A deep copy of plain data (no clock, no class instances in a contract or a request). */
const plainCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value));

const combine = (a: OfferRule, b: OfferRule) => a.combinesWith.includes(b.id) && b.combinesWith.includes(a.id);

describe('quote: properties', () => {
  it('generates valid contracts, and prices most of the generated stays', () => {
    const sample = fc.sample(stayArb, { numRuns: 300, seed: 20 });
    for (const [contract] of sample) expect(validateContract(contract)).toEqual([]);
    const results = sample.map(([contract, request]) => quote(contract, request));
    const pricedResults = results.filter((result): result is PricedQuote => result.status === 'priced');
    const steps = pricedResults.flatMap((result) => result.nights.flatMap((night) => night.steps));
    expect(pricedResults.length).toBeGreaterThan(150);
    // The generators reach every path the properties speak of, not only the easy ones.
    expect(steps.filter((step) => step.kind === 'bonus-night').length).toBeGreaterThan(20);
    expect(steps.filter((step) => step.floored).length).toBeGreaterThan(20);
    expect(steps.filter((step) => step.kind === 'child').length).toBeGreaterThan(20);
    expect(steps.filter((step) => step.kind === 'supplement').length).toBeGreaterThan(20);
    const outcomes = pricedResults.flatMap((result) => result.offers.map((offer) => offer.outcome));
    expect(outcomes.filter((outcome) => outcome === 'not-combinable').length).toBeGreaterThan(20);
    expect(outcomes.filter((outcome) => outcome === 'applied').length).toBeGreaterThan(20);
    expect(pricedResults.filter((result) => result.compulsoryCharges.length > 0).length).toBeGreaterThan(10);
    const refusalCodes = new Set(
      results.flatMap((result) => (result.status === 'refused' ? result.reasons : [])).map((r) => r.code),
    );
    expect([...refusalCodes].sort()).toEqual(
      expect.arrayContaining(['closed-to-arrival', 'closed-to-departure', 'min-stay', 'outside-validity']),
    );
  });

  it('never makes a night, or any step of it, negative', () => {
    fc.assert(
      fc.property(stayArb, ([contract, request]) => {
        const result = quote(contract, request);
        if (result.status !== 'priced') return;
        for (const night of result.nights) {
          expect(toCents(night.amount)).toBeGreaterThanOrEqual(0n);
          for (const step of night.steps) expect(toCents(step.runningAmount)).toBeGreaterThanOrEqual(0n);
        }
      }),
      RUNS,
    );
  });

  it('adds every step to the running amount, and ends each night on its amount', () => {
    fc.assert(
      fc.property(stayArb, ([contract, request]) => {
        const result = quote(contract, request);
        if (result.status !== 'priced') return;
        for (const night of result.nights) {
          let running = 0n;
          for (const step of night.steps) {
            running += toCents(step.amount);
            expect(toCents(step.runningAmount)).toBe(running);
          }
          expect(fromCents(running)).toBe(night.amount);
          expect(night.steps[0]).toMatchObject({ kind: 'base', amount: night.baseRate });
        }
      }),
      RUNS,
    );
  });

  it('never frees more nights than stay X pay Y allows: floor(nights ÷ X) × (X − Y) when it repeats, X − Y once', () => {
    fc.assert(
      fc.property(stayArb, ([contract, request]) => {
        const result = quote(contract, request);
        if (result.status !== 'priced') return;
        const stayLength = result.nights.length;
        for (const rule of contract.rules) {
          if (rule.kind !== 'bonus-night') continue;
          const freed = result.nights.filter((night) => night.steps.some((step) => step.ruleId === rule.id));
          const perBlock = rule.stayNights - rule.payNights;
          const allowed = rule.repeats ? Math.floor(stayLength / rule.stayNights) * perBlock : perBlock;
          expect(freed.length).toBeLessThanOrEqual(allowed);
          expect(freed.length).toBeLessThanOrEqual(freeNightCount(rule, stayLength));
          // A freed night is free; and no night is freed twice.
          for (const night of freed) expect(night.amount).toBe('0.00');
        }
        for (const night of result.nights) {
          expect(night.steps.filter((step) => step.kind === 'bonus-night').length).toBeLessThanOrEqual(1);
        }
      }),
      RUNS,
    );
  });

  it('frees the cheapest nights (after the discounts) of a stay-X-pay-Y offer', () => {
    fc.assert(
      fc.property(stayArb, ([contract, request]) => {
        const result = quote(contract, request);
        if (result.status !== 'priced') return;
        const bonusSteps = result.nights.flatMap((night) => night.steps.filter((step) => step.kind === 'bonus-night'));
        // With a single stay/pay offer applied, every freed night cost at most any night it left paid
        // in its window (the amount just before the free step).
        const appliedBonus = result.offers.filter((o) => o.kind === 'bonus-night' && o.outcome === 'applied');
        if (appliedBonus.length !== 1 || bonusSteps.length === 0) return;
        const rule = contract.rules.find((r) => r.id === appliedBonus[0]?.ruleId);
        if (rule?.kind !== 'bonus-night') return;
        const inWindow = result.nights.filter(
          (night) =>
            !rule.stayWindow ||
            (dayDifference(rule.stayWindow.from, night.date) >= 0 &&
              dayDifference(night.date, rule.stayWindow.to) >= 0),
        );
        const freedCosts = bonusSteps.map((step) => -toCents(step.amount));
        const paidCosts = inWindow
          .filter((night) => !night.steps.some((step) => step.kind === 'bonus-night'))
          .map((night) => toCents(night.amount));
        for (const freedCost of freedCosts) {
          for (const paidCost of paidCosts) expect(freedCost).toBeLessThanOrEqual(paidCost);
        }
      }),
      RUNS,
    );
  });

  it('respects combination and order: combinable offers only, first by priority wins, discounts before stay/pay', () => {
    fc.assert(
      fc.property(stayArb, ([contract, request]) => {
        const result = quote(contract, request);
        if (result.status !== 'priced') return;
        const ordered = offersByPriority(contract);
        const rank = new Map(ordered.map((rule, index) => [rule.id, index]));
        const outcome = new Map(result.offers.map((offer) => [offer.ruleId, offer.outcome]));
        const applied = ordered.filter((rule) => outcome.get(rule.id) === 'applied');
        // Every pair of applied offers combines.
        for (const a of applied) for (const b of applied) if (a !== b) expect(combine(a, b)).toBe(true);
        // An offer left out as not combinable is beaten by an applied offer that comes before it.
        for (const rule of ordered) {
          if (outcome.get(rule.id) !== 'not-combinable') continue;
          const beatenBy = applied.filter((other) => (rank.get(other.id) ?? 0) < (rank.get(rule.id) ?? 0));
          expect(beatenBy.some((other) => !combine(other, rule))).toBe(true);
        }
        for (const night of result.nights) {
          // Steps come phase by phase: base, children, supplements, discounts, stay/pay.
          const phases = night.steps.map((step) => PHASE[step.kind]);
          expect(phases).toEqual([...phases].sort((a, b) => a - b));
          // Discounts come in priority order, and only from applied offers.
          const offerRanks = night.steps
            .filter((step) => PHASE[step.kind] >= 3)
            .map((step) => {
              expect(outcome.get(step.ruleId ?? '')).toBe('applied');
              return rank.get(step.ruleId ?? '') ?? -1;
            });
          const discountRanks = offerRanks.slice(0, night.steps.some((s) => s.kind === 'bonus-night') ? -1 : undefined);
          expect(discountRanks).toEqual([...discountRanks].sort((a, b) => a - b));
        }
      }),
      RUNS,
    );
  });

  it('totals the nights and the compulsory charges exactly', () => {
    fc.assert(
      fc.property(stayArb, ([contract, request]) => {
        const result = quote(contract, request);
        if (result.status !== 'priced') return;
        const nightsTotal = sumMoney(result.nights.map((night) => night.amount));
        const compulsoryTotal = sumMoney(result.compulsoryCharges.map((charge) => charge.amount));
        expect(result.nightsTotal).toBe(nightsTotal);
        expect(result.compulsoryTotal).toBe(compulsoryTotal);
        expect(result.total).toBe(sumMoney([nightsTotal, compulsoryTotal]));
        for (const charge of result.compulsoryCharges) {
          expect(toCents(charge.amount)).toBe(toCents(charge.amountPerPerson) * BigInt(charge.persons));
        }
      }),
      RUNS,
    );
  });

  it('is deterministic, and leaves its inputs untouched', () => {
    fc.assert(
      fc.property(stayArb, ([contract, request]) => {
        const contractBefore = plainCopy(contract);
        const requestBefore = plainCopy(request);
        const first = quote(contract, request);
        expect(quote(plainCopy(contract), plainCopy(request))).toEqual(first);
        expect(contract).toEqual(contractBefore);
        expect(request).toEqual(requestBefore);
      }),
      RUNS,
    );
  });

  it('never carries an amount in a refusal, and always says why', () => {
    fc.assert(
      fc.property(stayArb, ([contract, request]) => {
        const result = quote(contract, request);
        if (result.status !== 'refused') return;
        expect(Object.keys(result).sort()).toEqual(['contractId', 'reasons', 'status', 'versionNo']);
        expect(result.reasons.length).toBeGreaterThan(0);
        for (const reason of result.reasons) {
          expect(Object.keys(reason).every((key) => ['code', 'message', 'date', 'ruleId', 'path'].includes(key))).toBe(
            true,
          );
          expect(reason.message.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });
});
