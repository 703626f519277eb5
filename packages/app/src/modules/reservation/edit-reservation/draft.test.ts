import type { Schemas } from '@pms/api-client';
import { describe, expect, it } from 'vitest';
import {
  availabilityIndex,
  availabilityPeriods,
  draftOf,
  groupedMoney,
  historyFieldOf,
  isChanged,
  moneyOf,
  problemsOf,
  requestOf,
  stayAvailability,
  suggestedFee,
  sumMoney,
  withDates,
  withPrices,
} from './draft.ts';

type Reservation = Schemas['Reservation'];
type RoomStay = Schemas['RoomStay'];

const stay = (id: number, more: Partial<RoomStay> = {}): RoomStay => ({
  id,
  lineNumber: id,
  roomTypeId: 1,
  roomTypeCode: 'STD',
  roomId: null,
  roomNumber: '',
  arrival: '2026-11-21',
  departure: '2026-11-23',
  nights: 2,
  adults: 2,
  children: 0,
  mealTypeId: null,
  status: 'confirmed',
  totalAmount: '3600.00',
  nightlyRates: [
    { night: '2026-11-21', amount: '1800.00', reason: '' },
    { night: '2026-11-22', amount: '1800.00', reason: 'Long-stay guest' },
  ],
  version: 1,
  ...more,
});

const reservation = (more: Partial<Reservation> = {}): Reservation => ({
  id: 7,
  confirmationNumber: 'R000007',
  status: 'confirmed',
  channel: 'NON-OTA',
  guestProfileId: 3,
  guestName: 'Phommachanh, Noy',
  companyProfileId: null,
  companyName: '',
  sourceId: null,
  marketId: null,
  segmentId: null,
  rateCodeId: null,
  arrival: '2026-11-21',
  departure: '2026-11-23',
  remark: '',
  internalRemark: '',
  depositRequired: '0.00',
  depositDueDate: null,
  cancellationReasonId: null,
  cancellationNote: '',
  cancellationFee: null,
  cancelledAt: null,
  totalAmount: '3600.00',
  createdAt: '2026-11-01T08:00:00Z',
  createdBy: 'reservation',
  stays: [stay(11)],
  version: 4,
  ...more,
});

describe('money', () => {
  it('shows exact amounts grouped by thousands', () => {
    expect(groupedMoney('1234567.50')).toBe('1,234,567.50');
    expect(groupedMoney('999.00')).toBe('999.00');
  });

  it('reads typed amounts as exact decimals', () => {
    expect(moneyOf('1,800')).toBe('1800.00');
    expect(moneyOf(' 0.5 ')).toBe('0.50');
    expect(moneyOf('12.345')).toBeNull();
    expect(moneyOf('-1')).toBeNull();
    expect(moneyOf('')).toBeNull();
  });

  it('adds in cents, never in floating point', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['1234.50', '300.25', '300.25'])).toBe('1835.00');
    expect(sumMoney(['12', 'abc'])).toBe('12.00');
  });
});

describe('draft and request', () => {
  it('sends the whole new state with the version read, stays by id, amounts exact, empty reasons left out', () => {
    const loaded = reservation();
    const draft = draftOf(loaded);
    expect(isChanged(draft, loaded)).toBe(false);
    const first = draft.stays[0];
    if (!first) throw new Error('no stay');
    draft.stays = [
      { ...first, nightlyRates: first.nightlyRates.map((rate) => ({ ...rate, amount: '1,750' })) },
      { ...first, key: 'new-1', id: undefined, lineNumber: undefined },
    ];
    expect(isChanged(draft, loaded)).toBe(true);
    const request = requestOf(draft, loaded);
    expect(request).toMatchObject({ id: 7, version: 4, status: 'confirmed', guestProfileId: 3 });
    expect(request.stays[0]).toMatchObject({ id: 11, roomTypeId: 1 });
    expect(request.stays[0]?.nightlyRates).toEqual([
      { night: '2026-11-21', amount: '1750.00' },
      { night: '2026-11-22', amount: '1750.00', reason: 'Long-stay guest' },
    ]);
    expect(request.stays[1]).not.toHaveProperty('id');
  });

  it('counts "1800" and "1800.00" as the same rate', () => {
    const loaded = reservation();
    const draft = draftOf(loaded);
    const first = draft.stays[0];
    if (!first) throw new Error('no stay');
    draft.stays = [{ ...first, nightlyRates: first.nightlyRates.map((rate) => ({ ...rate, amount: '1,800' })) }];
    expect(isChanged(draft, loaded)).toBe(false);
  });

  it('leaves a stay removed earlier out of the form', () => {
    const loaded = reservation({ stays: [stay(11), stay(12, { status: 'cancelled' })] });
    expect(draftOf(loaded).stays.map((each) => each.id)).toEqual([11]);
  });
});

describe('dates and rates', () => {
  const base = () => {
    const first = draftOf(reservation()).stays[0];
    if (!first) throw new Error('no stay');
    return first;
  };

  it('keeps the rates of kept nights and carries the stay rate onto new ones', () => {
    const longer = withDates(
      {
        ...base(),
        nightlyRates: [
          { night: '2026-11-21', amount: '1500.00', reason: 'x' },
          { night: '2026-11-22', amount: '1700.00', reason: '' },
        ],
      },
      '2026-11-22',
      '2026-11-25',
      '999.00',
    );
    expect(longer.nightlyRates).toEqual([
      { night: '2026-11-22', amount: '1700.00', reason: '' },
      { night: '2026-11-23', amount: '1700.00', reason: '' },
      { night: '2026-11-24', amount: '1700.00', reason: '' },
    ]);
  });

  it('prices only nights without a reason, unless asked to price them all', () => {
    const prices = new Map([
      ['2026-11-21', '2000.00'],
      ['2026-11-22', '2100.00'],
    ]);
    expect(withPrices(base(), prices, 'unreasoned').nightlyRates.map((rate) => rate.amount)).toEqual([
      '2,000.00',
      '1,800.00',
    ]);
    expect(withPrices(base(), prices, ['2026-11-22']).nightlyRates.map((rate) => rate.amount)).toEqual([
      '1,800.00',
      '1,800.00',
    ]);
    expect(withPrices(base(), prices, 'all').nightlyRates).toEqual([
      { night: '2026-11-21', amount: '2,000.00', reason: '' },
      { night: '2026-11-22', amount: '2,100.00', reason: '' },
    ]);
  });
});

describe('problems', () => {
  it('names the fields as the server does', () => {
    const loaded = reservation();
    const draft = draftOf(loaded);
    const first = draft.stays[0];
    if (!first) throw new Error('no stay');
    draft.guestProfileId = null;
    draft.depositDueDate = '2026-11-20';
    draft.stays = [
      {
        ...first,
        arrival: '2026-11-19',
        departure: '2026-11-19',
        nightlyRates: [{ night: '2026-11-19', amount: '1.234', reason: '' }],
      },
    ];
    expect(problemsOf(draft, loaded, '2026-11-20')).toEqual({
      guestProfileId: { kind: 'bookerRequired' },
      depositDueDate: { kind: 'dueDateNeedsDeposit' },
      'stays.0.departure': { kind: 'departureAfterArrival' },
      'stays.0.arrival': { kind: 'beforeHotelDate', hotelDate: '2026-11-20' },
      'stays.0.nightlyRates.0.amount': { kind: 'amount' },
    });
  });

  it('lets a running stay keep an arrival before the hotel date', () => {
    const loaded = reservation();
    expect(problemsOf(draftOf(loaded), loaded, '2026-11-22')).toEqual({});
  });
});

describe('live availability', () => {
  const grid = (available: Record<string, number>): Schemas['AvailabilityGrid'] => ({
    fromDate: '2026-11-21',
    toDate: '2026-11-24',
    totals: [],
    roomTypes: [
      {
        roomTypeId: 1,
        code: 'STD',
        name: 'Standard',
        nights: Object.entries(available).map(([night, left]) => ({
          night,
          rooms: 10,
          outOfOrder: 0,
          sold: 10 - left,
          allotted: 0,
          overbooking: 0,
          available: left,
          companyAllotment: 0,
        })),
      },
    ],
  });

  it('gives back the nights the booking holds before counting what the draft takes', () => {
    const loaded = reservation();
    const draft = draftOf(loaded);
    const first = draft.stays[0];
    if (!first) throw new Error('no stay');
    // The booking holds the 21st and 22nd; the grid counts it as sold there.
    const index = availabilityIndex([grid({ '2026-11-21': 0, '2026-11-22': 0, '2026-11-23': 0 })]);
    expect(stayAvailability(draft, loaded, index).get(first.key)).toEqual({ kind: 'available', least: 0 });
    draft.stays = [withDates(first, '2026-11-21', '2026-11-24', '1800.00')];
    expect(stayAvailability(draft, loaded, index).get(first.key)).toEqual({ kind: 'short', nights: ['2026-11-23'] });
  });

  it('says a tentative booking holds no rooms, and a night not read is not known', () => {
    const loaded = reservation();
    const draft = draftOf(loaded);
    const key = draft.stays[0]?.key ?? '';
    expect(stayAvailability(draft, loaded, new Map()).get(key)).toEqual({ kind: 'unknown' });
    draft.status = 'tentative';
    expect(stayAvailability(draft, loaded, new Map()).get(key)).toEqual({ kind: 'noInventory' });
  });

  it('reads long periods in pieces of at most 62 nights', () => {
    const first = draftOf(reservation()).stays[0];
    if (!first) throw new Error('no stay');
    const periods = availabilityPeriods([{ ...first, arrival: '2026-01-01', departure: '2026-04-01' }], 62);
    expect(periods).toEqual([
      { fromDate: '2026-01-01', toDate: '2026-03-03' },
      { fromDate: '2026-03-04', toDate: '2026-03-31' },
    ]);
  });
});

describe('cancellation fee and history', () => {
  it('suggests the first night of each stay within a day of arrival, else nothing', () => {
    const loaded = reservation({
      stays: [stay(11), stay(12, { nightlyRates: [{ night: '2026-11-21', amount: '2600.50', reason: '' }] })],
    });
    expect(suggestedFee(loaded, '2026-11-20')).toBe('4400.50');
    expect(suggestedFee(loaded, '2026-11-21')).toBe('4400.50');
    expect(suggestedFee(loaded, '2026-11-19')).toBe('0.00');
  });

  it('reads history fields of stays by their line', () => {
    expect(historyFieldOf('status')).toEqual({ name: 'status' });
    expect(historyFieldOf('stays/2/departure')).toEqual({ stayLine: 2, name: 'departure' });
    expect(historyFieldOf('stays/3')).toEqual({ stayLine: 3, name: '' });
  });
});
