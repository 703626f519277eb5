import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, nightsOf } from '../calendar.ts';
import { fromCents, sumMoney, toCents } from '../money.ts';
import {
  type CancellationBand,
  type CancellationCharge,
  type CancellationPolicy,
  cancellationFee,
  type FeeOutcome,
  HOUSE_CANCELLATION_RULE,
  noShowFee,
  type StayToCharge,
  validateCancellationPolicy,
} from './cancellation.ts';

// ——— The policy the worked examples read from ———
//
// TO-STD, "Tour operators, standard" (the seasons go by the ARRIVAL date):
//   GREEN  arrivals 1 May – 31 Oct 2026    7–1 days before arrival: 1 night
//                                          the day of arrival:      50 %
//   PEAK   arrivals 1 Nov 2026 – 30 Apr 2027
//                                          45–15 days:  1 night
//                                          14–8 days:   50 %
//                                          7–0 days:    100 %
//   No-show: 100 %.
// Cancelling further ahead than a season's first band is free.
const policy: CancellationPolicy = {
  code: 'TO-STD',
  name: 'Tour operators, standard',
  seasons: [
    {
      code: 'GREEN',
      name: 'Green season',
      arrivals: { from: '2026-05-01', to: '2026-10-31' },
      bands: [
        { fromDays: 7, toDays: 1, charge: { kind: 'nights', nights: 1 } },
        { fromDays: 0, toDays: 0, charge: { kind: 'percent', percent: '50' } },
      ],
    },
    {
      code: 'PEAK',
      name: 'Peak season',
      arrivals: { from: '2026-11-01', to: '2027-04-30' },
      bands: [
        { fromDays: 45, toDays: 15, charge: { kind: 'nights', nights: 1 } },
        { fromDays: 14, toDays: 8, charge: { kind: 'percent', percent: '50' } },
        { fromDays: 7, toDays: 0, charge: { kind: 'percent', percent: '100' } },
      ],
    },
  ],
  noShow: { kind: 'percent', percent: '100' },
};

// The same hotel's policy for a wholesaler: a fixed fee from 21 days, then 2 nights from 6 days,
// and a gap (13–7 days) where the fixed fee stands.
const wholesale: CancellationPolicy = {
  code: 'WS',
  name: 'Wholesale',
  seasons: [
    {
      code: 'ALL',
      arrivals: { from: '2026-01-01', to: '2027-12-31' },
      bands: [
        { fromDays: 21, toDays: 14, charge: { kind: 'fixed', amount: '1500.00' } },
        { fromDays: 6, toDays: 0, charge: { kind: 'nights', nights: 2 } },
      ],
    },
  ],
  noShow: { kind: 'nights', nights: 1 },
};

/** A stay of consecutive nights from `arrival` at these amounts. */
const stay = (arrival: string, ...amounts: string[]): StayToCharge => ({
  arrival,
  nights: amounts.map((amount, index) => ({ date: addDays(arrival, index), amount })),
});

// 3 nights from 20 Dec 2026 (PEAK): 2,000 + 2,000 + 2,400 = 6,400.
const christmas = stay('2026-12-20', '2000.00', '2000.00', '2400.00');
// 2 nights from 10 Jul 2026 (GREEN): 1,500 + 1,700 = 3,200.
const july = stay('2026-07-10', '1500.00', '1700.00');
// 1 night on 20 Dec 2026 (PEAK) at 1,801.
const oneNight = stay('2026-12-20', '1801.00');

interface Example {
  title: string;
  policy: CancellationPolicy;
  stay: StayToCharge;
  /** The hotel date of the cancellation. */
  cancelledOn: string;
  days: number;
  /** The band the day falls in, as 'from–to' ('' for none). */
  band: string;
  /** The band whose charge set the fee ('' for none). */
  deciding: string;
  fee: string;
  outcome: FeeOutcome;
}

const band = (b: CancellationBand | null) => (b ? `${b.fromDays ?? '∞'}–${b.toDays}` : '');

// ——— Worked examples: what a reservations manager would check by hand ———
const examples: Example[] = [
  {
    title: 'PEAK, 60 days ahead: before the first deadline (45 days), free',
    policy,
    stay: christmas,
    cancelledOn: '2026-10-21',
    days: 60,
    band: '',
    deciding: '',
    fee: '0.00',
    outcome: 'before-bands',
  },
  {
    title: 'PEAK, 45 days ahead: the first night, 2,000',
    policy,
    stay: christmas,
    cancelledOn: '2026-11-05',
    days: 45,
    band: '45–15',
    deciding: '45–15',
    fee: '2000.00',
    outcome: 'charged',
  },
  {
    title: 'PEAK, 10 days ahead: 50 % of 6,400 = 3,200',
    policy,
    stay: christmas,
    cancelledOn: '2026-12-10',
    days: 10,
    band: '14–8',
    deciding: '14–8',
    fee: '3200.00',
    outcome: 'charged',
  },
  {
    title: 'PEAK, on the day of arrival: 100 %, 6,400',
    policy,
    stay: christmas,
    cancelledOn: '2026-12-20',
    days: 0,
    band: '7–0',
    deciding: '7–0',
    fee: '6400.00',
    outcome: 'charged',
  },
  {
    title: 'PEAK one-night stay, 10 days ahead: 50 % of 1,801 = 900.50 (rounded half up, once)',
    policy,
    stay: oneNight,
    cancelledOn: '2026-12-10',
    days: 10,
    band: '14–8',
    deciding: '45–15',
    // 1 night (1,801) from the band before is more than 50 % (900.50): the fee never falls.
    fee: '1801.00',
    outcome: 'charged',
  },
  {
    title: 'GREEN, 8 days ahead: before the first deadline (7 days), free',
    policy,
    stay: july,
    cancelledOn: '2026-07-02',
    days: 8,
    band: '',
    deciding: '',
    fee: '0.00',
    outcome: 'before-bands',
  },
  {
    title: 'GREEN, 3 days ahead: the first night, 1,500',
    policy,
    stay: july,
    cancelledOn: '2026-07-07',
    days: 3,
    band: '7–1',
    deciding: '7–1',
    fee: '1500.00',
    outcome: 'charged',
  },
  {
    title: 'GREEN, on the day of arrival: 50 % of 3,200 = 1,600 (more than the first night)',
    policy,
    stay: july,
    cancelledOn: '2026-07-10',
    days: 0,
    band: '0–0',
    deciding: '0–0',
    fee: '1600.00',
    outcome: 'charged',
  },
  {
    title: 'an arrival in no season (2027-06-01): free',
    policy,
    stay: stay('2027-06-01', '1000.00'),
    cancelledOn: '2027-05-31',
    days: 1,
    band: '',
    deciding: '',
    fee: '0.00',
    outcome: 'no-season',
  },
  {
    title: 'wholesale, 20 days ahead: the fixed 1,500',
    policy: wholesale,
    stay: christmas,
    cancelledOn: '2026-11-30',
    days: 20,
    band: '21–14',
    deciding: '21–14',
    fee: '1500.00',
    outcome: 'charged',
  },
  {
    title: 'wholesale, 10 days ahead (between bands): the fixed 1,500 still stands',
    policy: wholesale,
    stay: christmas,
    cancelledOn: '2026-12-10',
    days: 10,
    band: '',
    deciding: '21–14',
    fee: '1500.00',
    outcome: 'charged',
  },
  {
    title: 'wholesale, 3 days ahead: 2 nights, 2,000 + 2,000 = 4,000',
    policy: wholesale,
    stay: christmas,
    cancelledOn: '2026-12-17',
    days: 3,
    band: '6–0',
    deciding: '6–0',
    fee: '4000.00',
    outcome: 'charged',
  },
  {
    title:
      'wholesale one-night stay, 3 days ahead: 2 nights of a one-night stay is its night, 1,801 (more than the fixed 1,500)',
    policy: wholesale,
    stay: oneNight,
    cancelledOn: '2026-12-17',
    days: 3,
    band: '6–0',
    deciding: '6–0',
    fee: '1801.00',
    outcome: 'charged',
  },
];

describe('cancellationFee: worked examples', () => {
  it.each(examples)('$title', (example) => {
    const result = cancellationFee(example.policy, example.stay, example.cancelledOn);
    expect({
      days: result.daysBeforeArrival,
      band: band(result.band),
      deciding: band(result.decidingBand),
      fee: result.fee,
      outcome: result.outcome,
    }).toEqual({
      days: example.days,
      band: example.band,
      deciding: example.deciding,
      fee: example.fee,
      outcome: example.outcome,
    });
  });

  it('explains the fee in words: policy, season, band, days and how it was worked out', () => {
    expect(cancellationFee(policy, christmas, '2026-12-10').message).toBe(
      'Policy TO-STD, season PEAK (arrivals 2026-11-01 – 2027-04-30): cancelled 10 days before arrival, ' +
        "in the band 14–8 days (50 %): 50 % of the stay's 6400.00 = 3200.00.",
    );
    expect(cancellationFee(policy, oneNight, '2026-12-10').message).toBe(
      'Policy TO-STD, season PEAK (arrivals 2026-11-01 – 2027-04-30): cancelled 10 days before arrival, ' +
        'in the band 14–8 days (50 %). The band 45–15 days before it charges more (1 night), and a fee ' +
        'never falls as arrival nears: the first 1 night: 1801.00 = 1801.00.',
    );
    expect(cancellationFee(policy, christmas, '2026-10-21').message).toBe(
      'Policy TO-STD, season PEAK (arrivals 2026-11-01 – 2027-04-30): cancelled 60 days before arrival, ' +
        'before the first deadline (45 days): no fee.',
    );
    expect(cancellationFee(wholesale, stay('2026-12-20', '900.00'), '2026-12-18').message).toBe(
      'Policy WS, season ALL (arrivals 2026-01-01 – 2027-12-31): cancelled 2 days before arrival, ' +
        'in the band 6–0 days (2 nights). The band 21–14 days before it charges more (fixed 1500.00), and a fee ' +
        'never falls as arrival nears: a fixed 1500.00.',
    );
  });

  it('lists the nights a nights charge takes, and never more than the stay has', () => {
    const result = cancellationFee(wholesale, oneNight, '2026-12-17');
    expect(result.computation).toEqual({
      charge: { kind: 'nights', nights: 2 },
      stayNights: 1,
      stayTotal: '1801.00',
      chargedNights: [{ date: '2026-12-20', amount: '1801.00' }],
      amount: '1801.00',
    });
    expect(result.message).toContain('the first 2 nights (the stay has 1): 1801.00 = 1801.00');
  });

  it('counts a hotel date after the arrival as the day of arrival', () => {
    const result = cancellationFee(policy, christmas, '2026-12-22');
    expect(result.daysBeforeArrival).toBe(0);
    expect(result.fee).toBe('6400.00');
  });

  it('charges the no-show charge of the policy, whatever the season', () => {
    expect(noShowFee(policy, christmas, '2026-12-20')).toMatchObject({
      occasion: 'no-show',
      fee: '6400.00',
      outcome: 'charged',
      message: "Policy TO-STD, no-show (100 %): 100 % of the stay's 6400.00 = 6400.00.",
    });
    expect(noShowFee(wholesale, christmas, '2026-12-20')).toMatchObject({ fee: '2000.00', outcome: 'charged' });
    expect(noShowFee({ ...policy, noShow: null }, christmas, '2026-12-20')).toMatchObject({
      fee: '0.00',
      outcome: 'no-no-show-charge',
      message: 'Policy TO-STD charges nothing for a no-show.',
    });
  });
});

describe('validateCancellationPolicy', () => {
  it('accepts the worked examples’ policies', () => {
    expect(validateCancellationPolicy(policy)).toEqual([]);
    expect(validateCancellationPolicy(wholesale)).toEqual([]);
  });

  it('names overlapping seasons and bands, reversed days and bad charges by their path', () => {
    const broken: CancellationPolicy = {
      code: 'BAD',
      name: 'Broken',
      seasons: [
        {
          code: 'A',
          arrivals: { from: '2026-01-01', to: '2026-06-30' },
          bands: [
            { fromDays: null, toDays: 10, charge: { kind: 'percent', percent: '10' } },
            { fromDays: 12, toDays: 5, charge: { kind: 'percent', percent: '100.5' } },
            { fromDays: 2, toDays: 4, charge: { kind: 'nights', nights: 0 } },
          ],
        },
        {
          code: 'A',
          arrivals: { from: '2026-06-30', to: '2026-12-31' },
          bands: [{ fromDays: 3, toDays: 0, charge: { kind: 'fixed', amount: '-5' } }],
        },
      ],
      noShow: { kind: 'percent', percent: 'all' },
    };
    expect(validateCancellationPolicy(broken)).toEqual([
      { path: 'seasons[0].bands[1].charge.percent', message: 'A percentage from 0 to 100 with at most two decimals.' },
      { path: 'seasons[0].bands[1].toDays', message: 'The days overlap the band 10 days or more of this season.' },
      {
        path: 'seasons[0].bands[2].fromDays',
        message: 'From (the most days before arrival) must not be fewer than to (the fewest).',
      },
      { path: 'seasons[0].bands[2].charge.nights', message: 'Nights must be a whole number from 1 to 365.' },
      { path: 'seasons[1].code', message: 'Another season of the policy is coded A.' },
      { path: 'seasons[1].arrivals', message: 'The arrivals overlap season A (2026-01-01 – 2026-06-30).' },
      {
        path: 'seasons[1].bands[0].charge.amount',
        message: 'An amount of at most 12 digits and two decimals, not negative.',
      },
      { path: 'noShow.percent', message: 'A percentage from 0 to 100 with at most two decimals.' },
    ]);
    const result = cancellationFee(broken, christmas, '2026-12-19');
    expect(result).toMatchObject({ fee: '0.00', outcome: 'invalid-policy' });
  });
});

// ——— Properties ———

const ARRIVAL_BASE = '2026-01-01';
const amountArb = (maxCents: number) => fc.integer({ min: 0, max: maxCents }).map((cents) => fromCents(BigInt(cents)));

const chargeArb = (kinds: readonly CancellationCharge['kind'][]): fc.Arbitrary<CancellationCharge> =>
  fc.constantFrom(...kinds).chain((kind): fc.Arbitrary<CancellationCharge> => {
    if (kind === 'nights') return fc.integer({ min: 1, max: 20 }).map((nights) => ({ kind, nights }));
    if (kind === 'percent') {
      return fc
        .integer({ min: 0, max: 10_000 })
        .map((hundredths) => ({ kind, percent: fromCents(BigInt(hundredths)) }));
    }
    return amountArb(5_000_000).map((amount) => ({ kind, amount }));
  });

/** Non-overlapping bands: cut points down from a far day to 0, some left as gaps, the first maybe open. */
const bandsArb = (kinds: readonly CancellationCharge['kind'][]): fc.Arbitrary<CancellationBand[]> =>
  fc
    .record({
      cuts: fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 6 }),
      open: fc.boolean(),
      gaps: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      charges: fc.array(chargeArb(kinds), { minLength: 6, maxLength: 6 }),
    })
    .map(({ cuts, open, gaps, charges }) => {
      const points = [...cuts].sort((a, b) => b - a);
      const bands: CancellationBand[] = [];
      points.forEach((toDays, index) => {
        const previous = points[index - 1];
        const fromDays = index === 0 ? (open ? null : toDays + 10) : (previous as number) - 1;
        if (fromDays !== null && fromDays < toDays) return;
        if (gaps[index] && index > 0) return;
        bands.push({ fromDays, toDays, charge: charges[index] as CancellationCharge });
      });
      return bands;
    });

const policyArb = (kinds: readonly CancellationCharge['kind'][]): fc.Arbitrary<CancellationPolicy> =>
  fc
    .record({
      bands: fc.array(bandsArb(kinds), { minLength: 1, maxLength: 3 }),
      noShow: fc.option(chargeArb(kinds), { nil: null }),
    })
    .map(({ bands, noShow }) => ({
      code: 'P',
      name: 'Generated',
      // Seasons of 100 arrival days each, one after the other.
      seasons: bands.map((seasonBands, index) => ({
        code: `S${index}`,
        arrivals: { from: addDays(ARRIVAL_BASE, index * 100), to: addDays(ARRIVAL_BASE, index * 100 + 99) },
        bands: seasonBands,
      })),
      noShow,
    }));

const stayArb: fc.Arbitrary<StayToCharge> = fc
  .record({
    offset: fc.integer({ min: -10, max: 320 }),
    amounts: fc.array(amountArb(10_000_000), { minLength: 1, maxLength: 21 }),
  })
  .map(({ offset, amounts }) => {
    const arrival = addDays(ARRIVAL_BASE, offset);
    const dates = nightsOf(arrival, addDays(arrival, amounts.length));
    return { arrival, nights: amounts.map((amount, index) => ({ date: dates[index] as string, amount })) };
  });

const ALL_KINDS = ['nights', 'percent', 'fixed'] as const;
const REVENUE_KINDS = ['nights', 'percent'] as const;
const total = (stay: StayToCharge) => toCents(sumMoney(stay.nights.map((night) => night.amount)));

describe('cancellationFee: properties', () => {
  it('generates valid policies', () => {
    for (const generated of fc.sample(policyArb(ALL_KINDS), { numRuns: 200, seed: 20 })) {
      expect(validateCancellationPolicy(generated)).toEqual([]);
    }
  });

  it('never charges a negative fee, and the fee is exact money', () => {
    fc.assert(
      fc.property(policyArb(ALL_KINDS), stayArb, fc.integer({ min: 0, max: 200 }), (generated, one, ahead) => {
        for (const result of [
          cancellationFee(generated, one, addDays(one.arrival, -ahead)),
          noShowFee(generated, one, one.arrival),
        ]) {
          expect(result.fee).toMatch(/^\d+\.\d\d$/);
          expect(toCents(result.fee) >= 0n).toBe(true);
        }
      }),
    );
  });

  it('never charges more than the stay’s room revenue with nights and percent charges', () => {
    fc.assert(
      fc.property(policyArb(REVENUE_KINDS), stayArb, fc.integer({ min: 0, max: 200 }), (generated, one, ahead) => {
        expect(toCents(cancellationFee(generated, one, addDays(one.arrival, -ahead)).fee) <= total(one)).toBe(true);
        expect(toCents(noShowFee(generated, one, one.arrival).fee) <= total(one)).toBe(true);
      }),
    );
  });

  it('is monotone: cancelling later in one season never costs less', () => {
    fc.assert(
      fc.property(
        policyArb(ALL_KINDS),
        stayArb,
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        (generated, one, a, b) => {
          const [earlier, later] = a >= b ? [a, b] : [b, a];
          const early = cancellationFee(generated, one, addDays(one.arrival, -earlier));
          const late = cancellationFee(generated, one, addDays(one.arrival, -later));
          expect(early.season?.code).toBe(late.season?.code);
          expect(toCents(late.fee) >= toCents(early.fee)).toBe(true);
        },
      ),
    );
  });

  it('takes the fee from a band that reaches the day, and explains it with that band’s computation', () => {
    fc.assert(
      fc.property(policyArb(ALL_KINDS), stayArb, fc.integer({ min: 0, max: 200 }), (generated, one, ahead) => {
        const result = cancellationFee(generated, one, addDays(one.arrival, -ahead));
        if (result.decidingBand === null) {
          expect(result.fee).toBe('0.00');
          expect(['before-bands', 'no-season']).toContain(result.outcome);
          return;
        }
        const deciding = result.decidingBand;
        expect(deciding.fromDays === null || deciding.fromDays >= result.daysBeforeArrival).toBe(true);
        expect(result.computation?.amount).toBe(result.fee);
        expect(result.outcome).toBe(toCents(result.fee) > 0n ? 'charged' : 'zero-charge');
        if (result.band) {
          expect(result.band.toDays <= result.daysBeforeArrival).toBe(true);
          expect(result.band.fromDays === null || result.band.fromDays >= result.daysBeforeArrival).toBe(true);
        }
      }),
    );
  });

  it('charges the whole stay for 100 % or for at least as many nights as it has', () => {
    fc.assert(
      fc.property(stayArb, (one) => {
        const whole = (charge: CancellationCharge) =>
          noShowFee({ code: 'W', name: 'Whole', seasons: [], noShow: charge }, one, one.arrival).fee;
        expect(toCents(whole({ kind: 'percent', percent: '100' }))).toBe(total(one));
        expect(toCents(whole({ kind: 'nights', nights: one.nights.length }))).toBe(total(one));
        expect(toCents(whole({ kind: 'nights', nights: 365 }))).toBe(total(one));
      }),
    );
  });
});

describe('the hotel’s rule for stays without a policy', () => {
  it('charges the first night within one day of arrival, and nothing before', () => {
    expect(cancellationFee(HOUSE_CANCELLATION_RULE, christmas, '2026-12-18').fee).toBe('0.00');
    expect(cancellationFee(HOUSE_CANCELLATION_RULE, christmas, '2026-12-19')).toMatchObject({
      fee: '2000.00',
      outcome: 'charged',
      message:
        'Policy HOUSE, season ALL (arrivals 1900-01-01 – 2199-12-31): cancelled 1 day before arrival, ' +
        'in the band 1–0 days (1 night): the first 1 night: 2000.00 = 2000.00.',
    });
    expect(cancellationFee(HOUSE_CANCELLATION_RULE, christmas, '2026-12-20').fee).toBe('2000.00');
    expect(noShowFee(HOUSE_CANCELLATION_RULE, christmas, '2026-12-20').outcome).toBe('no-no-show-charge');
  });
});
