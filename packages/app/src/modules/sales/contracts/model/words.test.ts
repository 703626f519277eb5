import type { ContractRule } from '@pms/domain/contracts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  childPolicyWords,
  dynamicWords,
  type Formats,
  ruleTermsWords,
  ruleWords,
  seasonAllotmentWords,
} from './words.ts';

// English from the messages' defaults; dates and money as the screens show them.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const f: Formats = {
  intl: createIntl({ locale: 'en', onError: () => undefined }),
  date: (iso) => `${iso.slice(8)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`,
  money: (amount) => amount.replace(/\B(?=(\d{3})+(?!\d))/, ','),
};

describe('a contract in words', () => {
  it.each<[string, ContractRule, string]>([
    [
      'a supplement',
      {
        id: 'RIVER',
        kind: 'supplement',
        name: 'River view',
        basis: 'per-room',
        amount: '300.00',
        roomTypes: ['DLX', 'JRS'],
      },
      '300.00 per room per night; room types DLX and JRS; every night',
    ],
    [
      'a per-person supplement on some nights',
      {
        id: 'HB',
        kind: 'supplement',
        name: 'Half board',
        basis: 'per-person',
        amount: '450.00',
        mealPlans: ['HB'],
        nights: [{ from: '2026-12-20', to: '2026-12-31' }],
        childrenFromAge: 4,
      },
      '450.00 per person per night; all room types; with meal plan HB; on the nights 20-Dec-2026 to 31-Dec-2026; children count from age 4',
    ],
    [
      'a compulsory charge',
      {
        id: 'GALA',
        kind: 'compulsory',
        name: 'Gala',
        dates: ['2026-12-24', '2026-12-31'],
        amountPerPerson: '1800.00',
        childrenFromAge: 6,
      },
      '1,800.00 per person, charged to every stay with a night on 24-Dec-2026 and 31-Dec-2026; all room types; children count from age 6',
    ],
    [
      'a closing',
      {
        id: 'CTA',
        kind: 'cta-ctd',
        name: 'Christmas',
        closedToArrival: true,
        closedToDeparture: true,
        dates: [{ from: '2026-12-24', to: '2026-12-24' }],
        roomTypes: ['STD'],
      },
      'closed to arrival and to departure on 24-Dec-2026; room types STD',
    ],
    [
      'an early bird by period',
      {
        id: 'EBP',
        kind: 'earlybird-period',
        name: 'Early',
        priority: 1,
        combinesWith: ['LONG7'],
        booked: { from: '2026-10-01', to: '2027-01-31' },
        stayWindow: { from: '2027-02-01', to: '2027-04-30' },
        value: { kind: 'percent', percent: '8' },
      },
      '8 % off each night for bookings made 01-Oct-2026 to 31-Jan-2027, for nights 01-Feb-2027 to 30-Apr-2027; all room types; priority 1; combines with LONG7',
    ],
    [
      'a rolling early bird',
      {
        id: 'EB30',
        kind: 'earlybird-rolling',
        name: 'Early',
        priority: 1,
        combinesWith: [],
        daysBeforeArrival: 30,
        value: { kind: 'amount', amount: '100.00', per: 'person' },
      },
      '100.00 a person off each night for bookings made at least 30 days before arrival; all room types; priority 1; does not combine with other offers',
    ],
    [
      'a long stay in a window',
      {
        id: 'LONG7',
        kind: 'long-stay',
        name: 'Long',
        priority: 2,
        combinesWith: [],
        stayWindow: { from: '2027-05-01', to: '2027-09-30' },
        minNights: 7,
        value: { kind: 'amount', amount: '150.00', per: 'room' },
      },
      '150.00 a room off each night for stays of 7 nights or more; all room types; for nights 01-May-2027 to 30-Sep-2027; priority 2; does not combine with other offers',
    ],
    [
      'a repeating bonus night',
      {
        id: 'STAY7',
        kind: 'bonus-night',
        name: 'Stay 7',
        priority: 5,
        combinesWith: ['EB30', 'EBP'],
        stayNights: 7,
        payNights: 6,
        repeats: true,
      },
      'stay 7 nights, pay 6: the cheapest night is free, again for every full 7 nights; all room types; priority 5; combines with EB30 and EBP',
    ],
    [
      'a bonus night once',
      {
        id: 'STAY4',
        kind: 'bonus-night',
        name: 'Stay 4',
        priority: 1,
        combinesWith: [],
        stayNights: 5,
        payNights: 3,
        repeats: false,
      },
      'stay 5 nights, pay 3: the 2 cheapest nights are free, once a stay; all room types; priority 1; does not combine with other offers',
    ],
  ])('says %s', (_, rule, words) => {
    expect(ruleTermsWords(f, rule)).toBe(words);
  });

  it('names the rule', () => {
    expect(
      ruleWords(f, {
        id: 'RIVER',
        kind: 'supplement',
        name: 'River view',
        basis: 'per-room',
        amount: '300.00',
      }),
    ).toBe('RIVER River view: 300.00 per room per night; all room types; every night.');
  });

  it('says the child policy band by band, youngest first', () => {
    expect(
      childPolicyWords(f, {
        adultFromAge: 12,
        bands: [
          { fromAge: 6, toAge: 11, charge: { kind: 'percent-of-adult', percent: '50' } },
          { fromAge: 0, toAge: 5, charge: { kind: 'free' } },
        ],
      }),
    ).toEqual([
      'Guests from age 12 are priced as adults.',
      'Children aged 0 to 5 stay free.',
      "Children aged 6 to 11 pay 50 % of one adult's share of the night's room rate.",
    ]);
  });

  it('says a dynamic profile’s terms', () => {
    expect(
      dynamicWords(f, {
        baseRateCode: 'BAR',
        floor: '900.00',
        adjustments: [
          {
            id: 'LOW',
            name: 'Green season',
            nights: { from: '2026-11-01', to: '2026-11-30' },
            direction: 'discount',
            value: { kind: 'percent', percent: '15' },
          },
          {
            id: 'XMAS',
            name: 'Holidays',
            nights: { from: '2026-12-20', to: '2027-01-05' },
            roomTypes: ['DLX'],
            direction: 'markup',
            value: { kind: 'amount', amount: '200.00' },
          },
        ],
      }),
    ).toEqual([
      'Each night is priced from the public rate BAR of the night, room type and occupancy.',
      'LOW Green season: 15 % off the public rate for nights 01-Nov-2026 to 30-Nov-2026, all room types.',
      'XMAS Holidays: 200.00 on top of the public rate for nights 20-Dec-2026 to 05-Jan-2027, room types DLX.',
      'No night is priced below 900.00.',
    ]);
  });

  it('says a season’s allotment room type by room type', () => {
    expect(
      seasonAllotmentWords(f, [
        { roomType: 'DLX', rooms: 5, releaseDays: 14 },
        { roomType: 'STD', rooms: 1, releaseDays: 1 },
        { roomType: 'FAM', rooms: 0, releaseDays: 0 },
      ]),
    ).toEqual([
      'DLX: 5 rooms, released 14 days before the night',
      'STD: 1 room, released 1 day before the night',
      'FAM: 0 rooms, released on the night itself',
    ]);
    expect(seasonAllotmentWords(f, undefined)).toEqual([]);
  });
});
