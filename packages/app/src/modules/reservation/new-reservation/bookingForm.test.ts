import { describe, expect, it } from 'vitest';
import {
  applyQuote,
  type BookingDraft,
  bookingTotal,
  centsText,
  isOverridden,
  newStay,
  nightsOfStay,
  type RoomTypeFacts,
  roomsTakenByOthers,
  type StayDraft,
  stayAvailability,
  stayIndexOf,
  sumAmounts,
  toCents,
  toRequest,
  validateBooking,
  withNights,
  withoutProblems,
} from './bookingForm.ts';

const HOTEL_DATE = '2026-11-21';
const STD: RoomTypeFacts = { id: 1, code: 'STD', maxAdults: 2, maxChildren: 1 };
const facts = { hotelDate: HOTEL_DATE, roomTypes: new Map([[1, STD]]) };

const priced = (stay: StayDraft, amount = '1800.00') =>
  applyQuote(
    stay,
    nightsOfStay(stay).map((night) => ({ night, amount, source: 'base-rate' as const })),
  );

const draft = (more: Partial<BookingDraft> = {}): BookingDraft => ({
  guest: { id: 7, name: 'Phommachanh, Somchai' },
  companyProfileId: null,
  sourceId: null,
  marketId: null,
  segmentId: null,
  rateCodeId: null,
  channel: 'NON-OTA',
  status: 'confirmed',
  depositRequired: '',
  depositDueDate: null,
  remark: '',
  internalRemark: '',
  stays: [priced(newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-24' }))],
  ...more,
});

describe('money', () => {
  it('reads amounts exactly, with thousands separators and up to 2 decimals', () => {
    expect(toCents('1,234.5')).toBe(123450n);
    expect(toCents('0.05')).toBe(5n);
    expect(toCents('999999999999.99')).toBe(99999999999999n);
    expect(toCents('1.234')).toBeNull();
    expect(toCents('-1')).toBeNull();
    expect(toCents('')).toBeNull();
    expect(centsText(123450n)).toBe('1234.50');
    expect(centsText(5n)).toBe('0.05');
  });

  it('adds without floating point', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    // 7,300 nights of the largest rate stay exact (a float would lose the cents).
    expect(sumAmounts(Array.from({ length: 7300 }, () => '999999999999.99'))).toBe('7299999999999927.00');
  });
});

describe('stays and nights', () => {
  it('has one night per night from arrival to the night before departure', () => {
    expect(nightsOfStay({ arrival: '2026-12-30', departure: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(nightsOfStay({ arrival: HOTEL_DATE, departure: HOTEL_DATE })).toEqual([]);
    expect(nightsOfStay({ arrival: null, departure: HOTEL_DATE })).toEqual([]);
  });

  it('keeps the price and reason of the nights a date change keeps', () => {
    const stay = priced(newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23' }));
    const edited = {
      ...stay,
      nights: stay.nights.map((night, index) =>
        index === 1 ? { ...night, amount: '1500.00', reason: 'Repeat guest' } : night,
      ),
    };
    const longer = withNights({ ...edited, departure: '2026-11-24' });
    expect(longer.nights.map((night) => [night.night, night.amount, night.reason])).toEqual([
      ['2026-11-21', '1800.00', ''],
      ['2026-11-22', '1500.00', 'Repeat guest'],
      ['2026-11-23', '', ''],
    ]);
    const later = withNights({ ...edited, arrival: '2026-11-22', departure: '2026-11-23' });
    expect(later.nights.map((night) => night.amount)).toEqual(['1500.00']);
  });

  it('takes a new offer for the nights left as offered and keeps the ones staff changed', () => {
    const stay = priced(newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23' }));
    const edited = {
      ...stay,
      nights: [
        { ...(stay.nights[0] as StayDraft['nights'][0]), amount: '1500', reason: 'VIP' },
        stay.nights[1] as StayDraft['nights'][0],
      ],
    };
    expect(isOverridden(edited.nights[0] as StayDraft['nights'][0])).toBe(true);
    const requoted = applyQuote(edited, [
      { night: '2026-11-21', amount: '2000.00', source: 'rate-code' },
      { night: '2026-11-22', amount: '2000.00', source: 'rate-code' },
    ]);
    expect(requoted.nights.map((night) => [night.amount, night.suggested, night.reason])).toEqual([
      ['1500', '2000.00', 'VIP'],
      ['2000.00', '2000.00', ''],
    ]);
    // The same offer again changes nothing (no needless re-render).
    expect(applyQuote(requoted, [{ night: '2026-11-22', amount: '2000.00', source: 'rate-code' }])).toBe(requoted);
    // A price typed back to the offer is no longer an override.
    expect(
      isOverridden({ night: HOTEL_DATE, suggested: '2000.00', source: 'rate-code', amount: '2,000', reason: '' }),
    ).toBe(false);
  });

  it('totals the stays exactly', () => {
    const booking = draft({
      stays: [
        priced(newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-24' }), '1234.50'),
        priced(newStay('b', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23' }), '300.25'),
      ],
    });
    expect(bookingTotal(booking)).toBe('4304.00');
  });
});

describe('availability of a stay', () => {
  const figures = (available: number[], companyAllotment = 0) =>
    available.map((count, index) => ({
      night: nightsOfStay({ arrival: HOTEL_DATE, departure: '2026-11-30' })[index] as string,
      available: count,
      companyAllotment,
    }));
  const stay = { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-24' };

  it('is the fewest rooms left on any of its nights', () => {
    expect(stayAvailability(stay, figures([5, 2, 7]), [])).toEqual({ kind: 'left', left: 2 });
  });

  it('names the first night with none left', () => {
    expect(stayAvailability(stay, figures([5, 0, 0]), [])).toEqual({ kind: 'none', night: '2026-11-22' });
  });

  it('counts the stays before it in the same booking, of the same type, on the same nights', () => {
    const earlier = [
      { roomTypeId: 1, arrival: '2026-11-22', departure: '2026-11-23' },
      { roomTypeId: 2, arrival: HOTEL_DATE, departure: '2026-11-24' },
    ];
    expect(stayAvailability(stay, figures([3, 1, 3]), earlier)).toEqual({ kind: 'none', night: '2026-11-22' });
    expect(stayAvailability(stay, figures([3, 2, 3]), earlier)).toEqual({ kind: 'left', left: 1 });
  });

  it('adds what is left of the company’s allotment', () => {
    expect(stayAvailability(stay, figures([0, 0, 0], 2), [])).toEqual({ kind: 'left', left: 2 });
  });

  it('is unknown until every night is answered, or without a room type', () => {
    expect(stayAvailability(stay, figures([5, 5]), [])).toEqual({ kind: 'unknown' });
    expect(stayAvailability({ ...stay, roomTypeId: null }, figures([5, 5, 5]), [])).toEqual({ kind: 'unknown' });
  });
});

describe('rooms taken by the other stays', () => {
  it('are the rooms of stays sharing a night', () => {
    const stays = [
      newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23', roomId: 11 }),
      newStay('b', { roomTypeId: 1, arrival: '2026-11-22', departure: '2026-11-24', roomId: 12 }),
      newStay('c', { roomTypeId: 1, arrival: '2026-11-23', departure: '2026-11-25', roomId: 13 }),
      newStay('d', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-22' }),
    ];
    expect([...roomsTakenByOthers(stays, 1)].sort()).toEqual([11, 13]);
    // Stay a leaves the morning stay c arrives: no night in common.
    expect([...roomsTakenByOthers(stays, 2)]).toEqual([12]);
  });
});

describe('the server’s checks, before Save', () => {
  it('finds nothing in a complete booking, which becomes the create request', () => {
    const booking = draft({ depositRequired: '500', depositDueDate: '2026-11-30', remark: 'Late arrival' });
    expect(validateBooking(booking, facts)).toEqual({});
    const request = toRequest(booking);
    expect(request).toMatchObject({
      guestProfileId: 7,
      companyProfileId: null,
      channel: 'NON-OTA',
      status: 'confirmed',
      depositRequired: '500.00',
      depositDueDate: '2026-11-30',
      remark: 'Late arrival',
    });
    expect(request.stays[0]).toEqual({
      roomTypeId: 1,
      roomId: null,
      arrival: HOTEL_DATE,
      departure: '2026-11-24',
      adults: 2,
      children: 0,
      mealTypeId: null,
      nightlyRates: [
        { night: '2026-11-21', amount: '1800.00' },
        { night: '2026-11-22', amount: '1800.00' },
        { night: '2026-11-23', amount: '1800.00' },
      ],
    });
  });

  it('names each field the server would refuse, by the name its error would carry', () => {
    const stay = newStay('a', {
      roomTypeId: 1,
      arrival: '2026-11-20',
      departure: '2026-11-20',
      adults: 3,
      children: 2,
    });
    const problems = validateBooking(
      draft({
        guest: null,
        depositRequired: '',
        depositDueDate: '2026-11-30',
        remark: 'x'.repeat(2001),
        stays: [stay],
      }),
      facts,
    );
    expect(problems).toEqual({
      guestProfileId: { code: 'bookerRequired' },
      depositDueDate: { code: 'depositDueDateNeedsDeposit' },
      remark: { code: 'tooLong', max: 2000 },
      'stays.0.arrival': { code: 'arrivalBeforeHotelDate', hotelDate: HOTEL_DATE },
      'stays.0.departure': { code: 'departureNotAfterArrival' },
      'stays.0.adults': { code: 'tooManyAdults', max: 2, roomType: 'STD' },
      'stays.0.children': { code: 'tooManyChildren', max: 1, roomType: 'STD' },
    });
  });

  it('accepts a company alone as the booker', () => {
    expect(validateBooking(draft({ guest: null, companyProfileId: 3 }), facts)).toEqual({});
  });

  it('wants a price for every night, and a reason for one that differs from the offer', () => {
    const stay = priced(newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-24' }));
    stay.nights[0] = { ...(stay.nights[0] as StayDraft['nights'][0]), amount: '' };
    stay.nights[1] = { ...(stay.nights[1] as StayDraft['nights'][0]), amount: '1500.00' };
    expect(validateBooking(draft({ stays: [stay] }), facts)).toEqual({
      'stays.0.nightlyRates.0.amount': { code: 'required' },
      'stays.0.nightlyRates.1.reason': { code: 'reasonRequired' },
    });
    stay.nights[1] = { ...(stay.nights[1] as StayDraft['nights'][0]), reason: 'Corporate rate agreed by phone' };
    stay.nights[0] = { ...(stay.nights[0] as StayDraft['nights'][0]), amount: '1800.00' };
    expect(validateBooking(draft({ stays: [stay] }), facts)).toEqual({});
    expect(toRequest(draft({ stays: [stay] })).stays[0]?.nightlyRates[1]).toEqual({
      night: '2026-11-22',
      amount: '1500.00',
      reason: 'Corporate rate agreed by phone',
    });
  });

  it('wants a room type, dates and at least one adult, and at most 20 stays', () => {
    const empty = newStay('a', { adults: Number.NaN });
    const stays = [
      empty,
      ...Array.from({ length: 20 }, (_, index) => ({ ...(draft().stays[0] as StayDraft), key: `s${index}` })),
    ];
    const problems = validateBooking(draft({ stays }), facts);
    expect(problems.stays).toEqual({ code: 'tooManyStays', max: 20 });
    expect(problems['stays.0.roomTypeId']).toEqual({ code: 'required' });
    expect(problems['stays.0.arrival']).toEqual({ code: 'required' });
    expect(problems['stays.0.departure']).toEqual({ code: 'required' });
    expect(problems['stays.0.adults']).toEqual({ code: 'adultsAtLeastOne' });
    expect(problems['stays.1.roomTypeId']).toBeUndefined();
  });
});

describe('field messages', () => {
  it('belong to a stay by their name', () => {
    expect(stayIndexOf('stays.3.nightlyRates.0.amount')).toBe(3);
    expect(stayIndexOf('stays.1')).toBe(1);
    expect(stayIndexOf('guestProfileId')).toBeNull();
  });

  it('go when their field changes, with the stay’s own message', () => {
    const messages = { 'stays.0': 'No STD room is left', 'stays.0.arrival': 'x', 'stays.1.arrival': 'y', remark: 'z' };
    expect(withoutProblems(messages, ['stays.0.arrival'])).toEqual({ 'stays.1.arrival': 'y', remark: 'z' });
    expect(withoutProblems(messages, [])).toBe(messages);
  });
});
