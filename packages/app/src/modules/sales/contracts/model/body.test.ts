import { describe, expect, it } from 'vitest';
import type { ContractBody } from '../api/contract.ts';
import {
  allotmentName,
  bodyOf,
  cellKey,
  cellName,
  contractFormOf,
  copySeason,
  emptyBody,
  fieldNamesOf,
  gridColumns,
  gridRoomTypes,
  parsePercent,
  placeErrors,
} from './body.ts';

const ROOM_TYPES = ['STD', 'DLX', 'FAM'];

const BODY: ContractBody = {
  childPolicy: {
    adultFromAge: 12,
    bands: [
      { fromAge: 0, toAge: 5, charge: { kind: 'free' } },
      { fromAge: 6, toAge: 11, charge: { kind: 'percent-of-adult', percent: '50' } },
    ],
  },
  seasons: [
    {
      code: 'LOW',
      name: 'Green season',
      nights: { from: '2026-11-01', to: '2026-11-30' },
      rates: [
        { roomType: 'STD', adults: 1, amount: '1100.00' },
        { roomType: 'STD', adults: 2, amount: '1300.00' },
        { roomType: 'STD', adults: 2, mealPlan: 'HB', amount: '1900.00' },
        { roomType: 'FAM', adults: 3, amount: '2400.00' },
      ],
    },
    {
      code: 'HIGH',
      nights: { from: '2026-12-01', to: '2027-03-31' },
      minNights: 2,
      rates: [{ roomType: 'DLX', adults: 2, amount: '2300.00' }],
      allotments: [
        { roomType: 'STD', rooms: 10, releaseDays: 21 },
        { roomType: 'DLX', rooms: 5, releaseDays: 14 },
      ],
    },
  ],
  rules: [
    {
      id: 'RIVER',
      kind: 'supplement',
      name: 'River view',
      basis: 'per-room',
      amount: '300.00',
      roomTypes: ['DLX'],
    },
  ],
};

const VERSION = { validFrom: '2026-11-01', validTo: '2027-10-31', body: BODY };

describe('the contract form', () => {
  it('gives back the body it was made from, rates in grid order', () => {
    const form = contractFormOf(VERSION, 'Asia Pacific Tours');
    const { request, problems } = bodyOf(form, ROOM_TYPES, 'static');
    expect(problems).toEqual({});
    expect(request?.name).toBe('Asia Pacific Tours');
    expect(request?.validFrom).toBe('2026-11-01');
    expect(request?.validTo).toBe('2027-10-31');
    expect(request?.body.childPolicy).toEqual(BODY.childPolicy);
    expect(request?.body.rules).toEqual(BODY.rules);
    expect(request?.body.seasons[1]).toEqual(BODY.seasons[1]);
    // Room type, then meal plan ("any" first), then adults.
    expect(request?.body.seasons[0]?.rates).toEqual([
      { roomType: 'STD', adults: 1, amount: '1100.00' },
      { roomType: 'STD', adults: 2, amount: '1300.00' },
      { roomType: 'STD', adults: 2, mealPlan: 'HB', amount: '1900.00' },
      { roomType: 'FAM', adults: 3, amount: '2400.00' },
    ]);
  });

  it('reads back the amounts it showed grouped', () => {
    const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))/, ',');
    const form = contractFormOf(VERSION, 'x', grouped);
    expect(form.seasons[0]?.cells[cellKey('STD', 1)]).toBe('1,100.00');
    expect(bodyOf(form, ROOM_TYPES, 'static').request?.body.seasons).toEqual(
      bodyOf(contractFormOf(VERSION, 'x'), ROOM_TYPES, 'static').request?.body.seasons,
    );
  });

  it('shows every occupancy and meal plan the contract prices', () => {
    const form = contractFormOf(VERSION, 'x');
    expect(form.mealPlans).toEqual(['HB']);
    expect(form.maxAdults).toBe(3);
    expect(gridColumns(form)).toHaveLength(6);
    expect(gridColumns(form)[3]).toEqual({ adults: 1, mealPlan: 'HB' });
  });

  it('keeps a room type the hotel no longer has, after the hotel’s', () => {
    const form = contractFormOf(VERSION, 'x');
    expect(gridRoomTypes(form, ['STD', 'DLX'])).toEqual(['STD', 'DLX', 'FAM']);
  });

  it('writes typed amounts exactly, with two places', () => {
    const form = contractFormOf(VERSION, 'x');
    const season = form.seasons[0];
    if (!season) throw new Error('no season');
    season.cells[cellKey('DLX', 1)] = '1,750.5';
    season.cells[cellKey('STD', 1)] = '  ';
    const rates = bodyOf(form, ROOM_TYPES, 'static').request?.body.seasons[0]?.rates ?? [];
    expect(rates).toContainEqual({ roomType: 'DLX', adults: 1, amount: '1750.50' });
    expect(rates.some((rate) => rate.roomType === 'STD' && rate.adults === 1)).toBe(false);
  });

  it('leaves out the cells of occupancies no longer shown', () => {
    const form = { ...contractFormOf(VERSION, 'x'), maxAdults: 2 };
    const rates = bodyOf(form, ROOM_TYPES, 'static').request?.body.seasons[0]?.rates ?? [];
    expect(rates.some((rate) => rate.adults === 3)).toBe(false);
  });

  it('names each field that cannot be sent as typed', () => {
    const form = contractFormOf(VERSION, ' ');
    const [low, high] = form.seasons;
    if (!low || !high || !form.bands[1]) throw new Error('no season');
    low.cells[cellKey('STD', 1)] = '11.005';
    high.code = 'LOW';
    high.to = '2026-11-30';
    form.bands[1].value = '150';
    form.validTo = null;
    const { request, problems } = bodyOf(form, ROOM_TYPES, 'static');
    expect(request).toBeNull();
    expect(problems).toEqual({
      name: 'required',
      validFrom: 'required',
      [cellName(0, 'STD', 1, '')]: 'amount',
      'body.seasons.1.code': 'duplicate',
      'body.seasons.1.nights': 'dateRange',
      'body.childPolicy.bands.1.charge.percent': 'percent',
    });
  });

  it('copies a season’s rates for the next one', () => {
    const form = contractFormOf(VERSION, 'x');
    const low = form.seasons[0];
    if (!low) throw new Error('no season');
    const next = copySeason(low, 2);
    expect(next.code).toBe('S3');
    expect(next.from).toBeNull();
    expect(next.cells).toEqual(low.cells);
    expect(next.key).not.toBe(low.key);
  });

  it('puts the server’s rate errors on their cells', () => {
    const form = contractFormOf(VERSION, 'x');
    const { rateCells } = bodyOf(form, ROOM_TYPES, 'static');
    const placed = placeErrors(
      {
        'body.seasons.0.rates.2.amount': ['Not an amount'],
        'body.seasons.0.rates.3.roomType': ['not a room type'],
        'body.seasons.1.nights': ['Overlaps'],
      },
      rateCells,
    );
    expect(placed).toEqual({
      [cellName(0, 'STD', 2, 'HB')]: ['Not an amount'],
      [cellName(0, 'FAM', 3, '')]: ['not a room type'],
      'body.seasons.1.nights': ['Overlaps'],
    });
    expect(fieldNamesOf(form, ROOM_TYPES, 'static').has(cellName(0, 'FAM', 3, ''))).toBe(true);
    expect(fieldNamesOf(form, ROOM_TYPES, 'static').has('body.rules.0.amount')).toBe(false);
  });

  it('gives back each season’s allotment in room type order, and none where there is none', () => {
    const form = contractFormOf(VERSION, 'x');
    expect(form.seasons[1]?.allotments).toEqual({
      STD: { rooms: 10, releaseDays: 21 },
      DLX: { rooms: 5, releaseDays: 14 },
    });
    const high = form.seasons[1];
    if (!high) throw new Error('no season');
    // Listed out of order by the body: saved in the hotel's room type order.
    high.allotments = { DLX: { rooms: 5, releaseDays: 14 }, STD: { rooms: 10, releaseDays: 21 } };
    const seasons = bodyOf(form, ROOM_TYPES, 'static').request?.body.seasons;
    expect(seasons?.[1]?.allotments).toEqual(BODY.seasons[1]?.allotments);
    expect(seasons?.[0]).not.toHaveProperty('allotments');
    expect(bodyOf(form, ROOM_TYPES, 'static').allotmentRoomTypes).toEqual([[], ['STD', 'DLX']]);
  });

  it('drops empty allotment rows, and holds rooms without release days until the night', () => {
    const form = contractFormOf(VERSION, 'x');
    const [low, high] = form.seasons;
    if (!low || !high) throw new Error('no season');
    low.allotments = {
      STD: { rooms: null, releaseDays: null },
      DLX: { rooms: 4, releaseDays: null },
      FAM: { rooms: 0, releaseDays: 7 },
    };
    high.allotments = { STD: { rooms: null, releaseDays: null } };
    const { request, problems } = bodyOf(form, ROOM_TYPES, 'static');
    expect(problems).toEqual({});
    expect(request?.body.seasons[0]?.allotments).toEqual([
      { roomType: 'DLX', rooms: 4, releaseDays: 0 },
      { roomType: 'FAM', rooms: 0, releaseDays: 7 },
    ]);
    expect(request?.body.seasons[1]).not.toHaveProperty('allotments');
  });

  it('asks for the rooms when only release days are typed', () => {
    const form = contractFormOf(VERSION, 'x');
    const low = form.seasons[0];
    if (!low) throw new Error('no season');
    low.allotments = { STD: { rooms: null, releaseDays: 14 } };
    const { request, problems } = bodyOf(form, ROOM_TYPES, 'static');
    expect(request).toBeNull();
    expect(problems).toEqual({ [allotmentName(0, 'STD', 'rooms')]: 'required' });
  });

  it('keeps an allotment of a room type the hotel no longer has, and copies it to the next season', () => {
    const form = contractFormOf(VERSION, 'x');
    const high = form.seasons[1];
    if (!high) throw new Error('no season');
    high.allotments = { ...high.allotments, OLD: { rooms: 2, releaseDays: 3 } };
    expect(gridRoomTypes(form, ROOM_TYPES)).toEqual(['STD', 'DLX', 'FAM', 'OLD']);
    expect(bodyOf(form, ROOM_TYPES, 'static').request?.body.seasons[1]?.allotments?.at(-1)).toEqual({
      roomType: 'OLD',
      rooms: 2,
      releaseDays: 3,
    });
    expect(copySeason(high, 2).allotments).toEqual(high.allotments);
  });

  it('puts the server’s allotment errors on their room type’s inputs', () => {
    const form = contractFormOf(VERSION, 'x');
    const { rateCells, allotmentRoomTypes } = bodyOf(form, ROOM_TYPES, 'static');
    const placed = placeErrors(
      {
        'body.seasons.1.allotments.1.rooms': ['Too many'],
        'body.seasons.1.allotments.0.releaseDays': ['Too long'],
        'body.seasons.1.allotments.1': ['Twice'],
        'body.seasons.1.allotments.0.roomType': ['Not a room type'],
        'body.seasons.1.allotments.5.rooms': ['Not there'],
      },
      rateCells,
      allotmentRoomTypes,
    );
    expect(placed).toEqual({
      [allotmentName(1, 'DLX', 'rooms')]: ['Too many', 'Twice'],
      [allotmentName(1, 'STD', 'releaseDays')]: ['Too long'],
      [allotmentName(1, 'STD', 'rooms')]: ['Not a room type'],
      'body.seasons.1.allotments.5.rooms': ['Not there'],
    });
    const names = fieldNamesOf(form, ROOM_TYPES, 'static');
    expect(names.has(allotmentName(0, 'FAM', 'releaseDays'))).toBe(true);
    expect(names.has(allotmentName(1, 'DLX', 'rooms'))).toBe(true);
  });

  it('reads a percentage as contracts write it', () => {
    expect(parsePercent(' 12.5 % ')).toBe('12.5');
    expect(parsePercent('100')).toBe('100');
    expect(parsePercent('100.01')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });
});

describe('a dynamic profile’s form', () => {
  const dynamicBody: ContractBody = {
    ...emptyBody('dynamic', 'BAR'),
    dynamic: {
      baseRateCode: 'BAR',
      floor: '900.00',
      adjustments: [
        {
          id: 'LOW15',
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
    },
  };

  it('gives back its terms, and no seasons', () => {
    const form = contractFormOf({ validFrom: '2026-11-01', validTo: '2027-10-31', body: dynamicBody }, 'BAR less 15');
    const { request, problems } = bodyOf(form, ROOM_TYPES, 'dynamic');
    expect(problems).toEqual({});
    expect(request?.body).toEqual(dynamicBody);
  });

  it('needs the public rate, and an id, a name and nights for each adjustment', () => {
    const form = contractFormOf({ validFrom: '2026-11-01', validTo: '2027-10-31', body: dynamicBody }, 'x');
    if (!form.dynamic?.adjustments[1]) throw new Error('no adjustment');
    form.dynamic.baseRateCode = '';
    form.dynamic.floor = 'none';
    form.dynamic.adjustments[1].id = 'LOW15';
    form.dynamic.adjustments[1].value = '';
    expect(bodyOf(form, ROOM_TYPES, 'dynamic').problems).toEqual({
      'body.dynamic.baseRateCode': 'required',
      'body.dynamic.floor': 'amount',
      'body.dynamic.adjustments.1.id': 'duplicate',
      'body.dynamic.adjustments.1.value.amount': 'required',
    });
  });

  it('starts a new profile from its public rate', () => {
    expect(emptyBody('dynamic', 'BAR')).toEqual({
      childPolicy: { adultFromAge: 12, bands: [] },
      seasons: [],
      rules: [],
      dynamic: { baseRateCode: 'BAR', adjustments: [] },
    });
    expect(emptyBody('static').dynamic).toBeUndefined();
  });
});
