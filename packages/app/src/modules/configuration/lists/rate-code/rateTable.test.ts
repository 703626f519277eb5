import { describe, expect, it } from 'vitest';
import {
  type DraftRate,
  draftFrom,
  editorValuesOf,
  problemsOf,
  type RateEditorValues,
  requestOf,
  rowErrorsOf,
  sortRates,
} from './rateTable.ts';

const draft = (key: string, roomTypeId: number, startsOn: string, endsOn: string, id?: number): DraftRate => ({
  key,
  ...(id === undefined ? {} : { id }),
  roomTypeId,
  startsOn,
  endsOn,
  mealTypeId: null,
  singleAmount: '1500.00',
  doubleAmount: '1800.00',
  extraAdultAmount: '0.00',
  extraChildAmount: '0.00',
});

const values = (more: Partial<RateEditorValues>): RateEditorValues => ({
  ...editorValuesOf(undefined),
  roomTypeId: 1,
  startsOn: '2027-01-01',
  endsOn: '2027-01-31',
  singleAmount: 1500,
  doubleAmount: 1800,
  ...more,
});

const open = { startsOn: null, endsOn: null };

describe('the rate editor’s checks', () => {
  it('asks for the room type, the dates and the single and double prices', () => {
    expect(Object.keys(problemsOf(editorValuesOf(undefined), [], open)).sort()).toEqual(
      ['doubleAmount', 'endsOn', 'roomTypeId', 'singleAmount', 'startsOn'].sort(),
    );
    expect(problemsOf(values({}), [], open)).toEqual({});
  });

  it('refuses a range that ends before it starts, or leaves the rate code’s dates', () => {
    expect(problemsOf(values({ endsOn: '2026-12-31' }), [], open)).toEqual({ endsOn: { kind: 'endsBeforeStart' } });
    const songkran = { startsOn: '2027-04-10', endsOn: '2027-04-17' };
    expect(problemsOf(values({ startsOn: '2027-04-09', endsOn: '2027-04-18' }), [], songkran)).toEqual({
      startsOn: { kind: 'beforeRateCode', date: '2027-04-10' },
      endsOn: { kind: 'afterRateCode', date: '2027-04-17' },
    });
  });

  it('refuses a second price for a room type and night, and lets ranges touch or other types share', () => {
    const january = draft('a', 1, '2027-01-01', '2027-01-31');
    expect(problemsOf(values({ startsOn: '2027-01-31', endsOn: '2027-02-10' }), [january], open)).toEqual({
      startsOn: { kind: 'overlaps', other: january },
    });
    expect(problemsOf(values({ startsOn: '2027-02-01', endsOn: '2027-02-10' }), [january], open)).toEqual({});
    expect(problemsOf(values({ roomTypeId: 2 }), [january], open)).toEqual({});
  });

  it('keeps amounts exact to the cent and within numeric(14, 2)', () => {
    const row = draftFrom(values({ singleAmount: 1234.5, extraChildAmount: null }), undefined);
    expect(row).toMatchObject({ singleAmount: '1234.50', extraChildAmount: '0.00' });
    expect(problemsOf(values({ doubleAmount: 1e13 }), [], open)).toEqual({ doubleAmount: { kind: 'tooLarge' } });
  });
});

describe('the rate table', () => {
  it('sorts by room type in list order, then date, and sends ids only for the rows the server has', () => {
    const rows = [
      draft('x', 2, '2027-01-01', '2027-01-31', 7),
      draft('y', 1, '2027-02-01', '2027-02-28'),
      draft('z', 1, '2027-01-01', '2027-01-31', 8),
    ];
    const sorted = sortRates(rows, [1, 2]);
    expect(sorted.map((row) => row.key)).toEqual(['z', 'y', 'x']);
    expect(requestOf(sorted).map((row) => row.id)).toEqual([8, undefined, 7]);
    expect(requestOf(sorted)[1]).not.toHaveProperty('key');
  });

  it('finds the rows the server named, by their place in the request', () => {
    expect(
      rowErrorsOf({
        'rates.2.startsOn': ['overlaps another rate of the same room type'],
        'rates.2.endsOn': ['must not be after the rate code’s end'],
        'rates.0.roomTypeId': ['is not a room type of this hotel'],
        version: ['is not the current version'],
      }),
    ).toEqual(
      new Map([
        [
          2,
          {
            startsOn: ['overlaps another rate of the same room type'],
            endsOn: ['must not be after the rate code’s end'],
          },
        ],
        [0, { roomTypeId: ['is not a room type of this hotel'] }],
      ]),
    );
  });
});
