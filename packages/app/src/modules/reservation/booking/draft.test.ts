import { ApiError, type Schemas } from '@pms/api-client';
import { describe, expect, it } from 'vitest';
import { contractPriceFixture } from '../../../shared/contracts/contractPrice.fixtures.ts';
import { availabilityIndex, availabilityPeriods, heldRooms, staysAvailability } from './availability.ts';
import {
  type RoomTypeFacts,
  stayIndexOf,
  toCreateRequest,
  toUpdateRequest,
  validateBooking,
  withoutProblems,
} from './checks.ts';
import { contractRefusalOf } from './contractRefusal.ts';
import {
  applyOffer,
  type BookingDraft,
  bookingTotal,
  draftOf,
  isChanged,
  isOverridden,
  newBooking,
  newStay,
  nightsOfStay,
  pricingKey,
  repriced,
  roomsTakenByOthers,
  type StayDraft,
  withAmount,
  withBaseRate,
  withDates,
  withRoomType,
} from './draft.ts';
import { savedReservation, savedStay } from './reservation.fixtures.ts';

const HOTEL_DATE = '2026-11-21';
const STD: RoomTypeFacts = { id: 1, code: 'STD', maxAdults: 2, maxChildren: 1 };
const facts = { hotelDate: HOTEL_DATE, roomTypes: new Map([[1, STD]]) };
const PRICING = { rateCodeId: null, companyProfileId: null };

const offer = (stay: StayDraft, amount: string, source: 'contract' | 'rate-code' | 'base-rate' = 'base-rate') =>
  nightsOfStay(stay).map((night) => ({ night, amount, source }));
const priced = (stay: StayDraft, amount = '1800.00') =>
  applyOffer(stay, pricingKey(stay, PRICING) as string, offer(stay, amount));

const draft = (more: Partial<BookingDraft> = {}): BookingDraft => ({
  ...newBooking([priced(newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-24' }))]),
  guest: { id: 7, name: 'Phommachanh, Somchai' },
  ...more,
});

describe('stays and their nights', () => {
  it('has one night per night from arrival to the night before departure', () => {
    expect(nightsOfStay({ arrival: '2026-12-30', departure: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(nightsOfStay({ arrival: HOTEL_DATE, departure: HOTEL_DATE })).toEqual([]);
    expect(nightsOfStay({ arrival: null, departure: HOTEL_DATE })).toEqual([]);
  });

  it('keeps the nights a date change keeps, and carries the price onto a night gained', () => {
    const stay = priced(newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23' }));
    const edited = { ...stay, nights: stay.nights.map((night, at) => (at === 1 ? withAmount(night, '1,500') : night)) };
    const longer = withDates(edited, HOTEL_DATE, '2026-11-24');
    expect(longer.nights.map((night) => [night.night, night.amount, night.isKept])).toEqual([
      ['2026-11-21', '1,800.00', false],
      ['2026-11-22', '1,500', true],
      ['2026-11-23', '1,500', false],
    ]);
  });

  it('lets the nights nobody priced by hand follow a new offer, and keeps the others', () => {
    const stay = priced(newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23' }));
    const edited = {
      ...stay,
      nights: stay.nights.map((night, at) => (at === 0 ? { ...withAmount(night, '1500'), reason: 'VIP' } : night)),
    };
    expect(isOverridden(edited.nights[0] as StayDraft['nights'][number])).toBe(true);
    const moved = { ...edited, adults: 1 };
    const requoted = applyOffer(moved, pricingKey(moved, PRICING) as string, offer(moved, '2000.00', 'rate-code'));
    expect(requoted.nights.map((night) => [night.amount, night.offered, night.reason])).toEqual([
      ['1500', '2000.00', 'VIP'],
      ['2,000.00', '2000.00', ''],
    ]);
    // The same offer again changes nothing (no needless render).
    expect(applyOffer(requoted, requoted.pricedFor as string, offer(moved, '2000.00', 'rate-code'))).toBe(requoted);
    // A price typed back to the offer follows it again; "price again" lets every price go.
    expect(withAmount(requoted.nights[0] as StayDraft['nights'][number], '2,000').isKept).toBe(false);
    expect(repriced(requoted).nights.every((night) => !night.isKept && night.reason === '')).toBe(true);
  });

  it('prices a new room type afresh, from its base rate until the offer answers', () => {
    const stay = withRoomType(draft().stays[0] as StayDraft, 2, '2600');
    expect(stay.roomId).toBeNull();
    expect(stay.pricedFor).toBeNull();
    expect(stay.nights.map((night) => night.amount)).toEqual(['2,600.00', '2,600.00', '2,600.00']);
  });

  it('offers the base rate for the nights without a price when the quote fails', () => {
    const stay = withBaseRate(newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23' }), '1800');
    expect(stay.nights.map((night) => [night.amount, night.source])).toEqual([
      ['1,800.00', 'base-rate'],
      ['1,800.00', 'base-rate'],
    ]);
  });

  it('totals the stays exactly, whatever is being typed', () => {
    const booking = draft({
      stays: [
        priced(newStay('a', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-23' }), '0.10'),
        priced(newStay('b', { roomTypeId: 1, arrival: HOTEL_DATE, departure: '2026-11-22' }), '0.20'),
      ],
    });
    expect(bookingTotal(booking)).toBe('0.40');
    const second = booking.stays[1] as StayDraft;
    const typing: StayDraft = { ...second, nights: second.nights.map((night) => ({ ...night, amount: '12.' })) };
    expect(bookingTotal({ stays: [typing] })).toBe('0.00');
  });
});

describe('a stay priced by the company’s contract', () => {
  const CONTRACT_PRICING = { rateCodeId: null, companyProfileId: 3 };
  const christmas = () => newStay('c', { roomTypeId: 1, arrival: '2026-12-23', departure: '2026-12-26' });

  it('takes the quote’s contract price with its nights, and lets it go when a rate code prices it again', () => {
    const stay = christmas();
    expect(stay.contractPrice).toBeNull();
    const key = pricingKey(stay, CONTRACT_PRICING) as string;
    const contract = contractPriceFixture();
    const priced = applyOffer(stay, key, offer(stay, '2106.00', 'contract'), contract);
    expect(priced.contractPrice).toBe(contract);
    expect(priced.nights.map((night) => [night.amount, night.source])).toEqual([
      ['2,106.00', 'contract'],
      ['2,106.00', 'contract'],
      ['2,106.00', 'contract'],
    ]);
    // The same answer again changes nothing.
    expect(applyOffer(priced, key, offer(stay, '2106.00', 'contract'), contract)).toBe(priced);
    // Without the company, the rate code prices the stay: no contract explains it any more.
    const plain = applyOffer(priced, pricingKey(priced, PRICING) as string, offer(priced, '1800.00', 'rate-code'));
    expect(plain.contractPrice).toBeNull();
    expect(plain.nights.every((night) => night.amount === '1,800.00' && night.source === 'rate-code')).toBe(true);
    // "Price again" asks anew, and the new version replaces the old one.
    const newer = contractPriceFixture({ versionNumber: 3, earlyBooking: false });
    const again = applyOffer(repriced(priced), key, offer(stay, '2340.00', 'contract'), newer);
    expect(again.contractPrice?.versionNumber).toBe(3);
    expect(again.nights[0]?.amount).toBe('2,340.00');
  });

  it('opens a saved stay with the contract version it was booked with, which the offer on opening never replaces', () => {
    const booked = contractPriceFixture();
    const saved = savedReservation({
      companyProfileId: 3,
      arrival: '2026-12-23',
      departure: '2026-12-26',
      stays: [
        savedStay(11, {
          arrival: '2026-12-23',
          departure: '2026-12-26',
          nights: 3,
          totalAmount: '6318.00',
          nightlyRates: booked.explanation.nights.map((night) => ({
            night: night.date,
            amount: night.amount,
            reason: '',
          })),
          contractPrice: booked,
        }),
      ],
    });
    const opened = draftOf(saved);
    const stay = opened.stays[0] as StayDraft;
    expect(stay.contractPrice).toBe(booked);
    // Today the contract's version 3 prices it at 2,340.00: the booking keeps what it was sold at.
    const today = contractPriceFixture({ versionNumber: 3, earlyBooking: false });
    const offered = applyOffer(stay, stay.pricedFor as string, offer(stay, '2340.00', 'contract'), today);
    expect(offered.contractPrice).toBe(booked);
    expect(offered.nights.map((night) => [night.amount, night.offered, night.source])).toEqual([
      ['2,106.00', '2106.00', 'contract'],
      ['2,106.00', '2106.00', 'contract'],
      ['2,106.00', '2106.00', 'contract'],
    ]);
    expect(isChanged({ ...opened, stays: [offered] }, saved)).toBe(false);
    // A night typed apart from the contract's amount needs a reason, as the server wants.
    const typed = {
      ...offered,
      nights: offered.nights.map((night, at) => (at === 0 ? withAmount(night, '1500') : night)),
    };
    expect(isOverridden(typed.nights[0] as StayDraft['nights'][number])).toBe(true);
    // The request never carries the contract: the server prices the stay itself.
    expect(toUpdateRequest(opened, saved).stays[0]).not.toHaveProperty('contractPrice');
  });

  it('reads a refusal of the contract in the words the screen can translate, and keeps the server’s otherwise', () => {
    const refused = new ApiError(
      422,
      99999,
      'CONTRACT_REFUSED',
      'Contract APT-2627 does not sell this stay: DLX is closed to arrival on 2026-12-24 (Christmas arrivals).',
      [
        { field: '/data/0/arrival', message: 'DLX is closed to arrival on 2026-12-24 (Christmas arrivals).' },
        { field: '/data/0/departure', message: 'Season PEAK needs a stay of at least 3 nights; this one has 1.' },
        { field: '/data/0/departure', message: 'DLX is closed to departure on 2026-12-25 (No departures).' },
        { field: '/data/0/children', message: 'The child policy has no price for a child aged 12.' },
        { field: '/data/0/roomTypeId', message: 'Season PEAK has no rate for EXS with 1 adult (night of 2026-12-24).' },
        {
          field: '/data/0/companyProfileId',
          message:
            '2 nights of the stay (from 2027-11-20) fall outside the contract’s validity, 2026-10-21 to 2027-11-19.',
        },
      ],
      'reservation/rate',
      'quote',
    );
    const refusal = contractRefusalOf(refused);
    expect(refusal?.contractCode).toBe('APT-2627');
    expect(refusal?.reasons.map(({ message: _message, ...reason }) => reason)).toEqual([
      { kind: 'closed-to-arrival', date: '2026-12-24' },
      { kind: 'min-stay', nights: 3 },
      { kind: 'closed-to-departure', date: '2026-12-25' },
      { kind: 'child-age', age: 12 },
      { kind: 'no-rate' },
      { kind: 'other' },
    ]);
    expect(refusal?.reasons.at(-1)?.message).toMatch(/outside the contract’s validity/);
    // Any other failure is no refusal: the base rate is offered then.
    expect(contractRefusalOf(new ApiError(500, 99999, 'INTERNAL', 'Boom', [], 'reservation/rate', 'quote'))).toBeNull();
    expect(contractRefusalOf(new Error('offline'))).toBeNull();
  });
});

describe('availability: the inventory rule', () => {
  const grid = (available: Record<string, number>, roomTypeId = 1): Schemas['AvailabilityGrid'] => ({
    fromDate: HOTEL_DATE,
    toDate: '2026-11-30',
    roomTypes: [
      {
        roomTypeId,
        code: 'STD',
        name: 'Standard',
        nights: Object.entries(available).map(([night, rooms]) => ({
          night,
          rooms: 10,
          outOfOrder: 0,
          sold: 0,
          allotted: 0,
          overbooking: 0,
          available: rooms,
          companyAllotment: night === '2026-11-23' ? 1 : 0,
        })),
      },
    ],
    totals: [],
  });
  const index = availabilityIndex([grid({ '2026-11-21': 3, '2026-11-22': 1, '2026-11-23': 0 })]);
  const stay = (key: string, arrival: string, departure: string) => newStay(key, { roomTypeId: 1, arrival, departure });

  it('is the fewest rooms left on the stay’s nights, with the company’s allotment', () => {
    expect(staysAvailability([stay('a', HOTEL_DATE, '2026-11-23')], index).get('a')).toEqual({ kind: 'left', left: 1 });
    expect(staysAvailability([stay('a', '2026-11-23', '2026-11-24')], index).get('a')).toEqual({
      kind: 'left',
      left: 1,
    });
  });

  it('lets the stays before it take theirs first, as the server counts them', () => {
    const both = staysAvailability([stay('a', HOTEL_DATE, '2026-11-23'), stay('b', '2026-11-22', '2026-11-23')], index);
    expect(both.get('a')).toEqual({ kind: 'left', left: 1 });
    expect(both.get('b')).toEqual({ kind: 'none', nights: ['2026-11-22'] });
  });

  it('gives back the rooms a saved reservation holds before counting what its draft takes', () => {
    const held = heldRooms([savedStay(11, { arrival: '2026-11-22', departure: '2026-11-23' })]);
    expect(staysAvailability([stay('a', '2026-11-22', '2026-11-23')], index, held).get('a')).toEqual({
      kind: 'left',
      left: 2,
    });
    // A tentative stay held nothing.
    expect(heldRooms([savedStay(11, { status: 'tentative' })]).size).toBe(0);
  });

  it('is unknown without a room type, or until every night is read', () => {
    expect(staysAvailability([newStay('a', { arrival: HOTEL_DATE, departure: '2026-11-22' })], index).get('a')).toEqual(
      {
        kind: 'unknown',
      },
    );
    expect(staysAvailability([stay('a', HOTEL_DATE, '2026-11-26')], index).get('a')).toEqual({ kind: 'unknown' });
  });

  it('reads long periods in pieces of at most 62 nights', () => {
    expect(availabilityPeriods([{ arrival: '2026-11-01', departure: '2027-02-01' }], 62)).toEqual([
      { fromDate: '2026-11-01', toDate: '2027-01-01' },
      { fromDate: '2027-01-02', toDate: '2027-01-31' },
    ]);
    expect(availabilityPeriods([{ arrival: null, departure: null }], 62)).toEqual([]);
  });

  it('does not offer a room another stay holds on a shared night', () => {
    const stays = [
      { ...stay('a', HOTEL_DATE, '2026-11-23'), roomId: 101 },
      { ...stay('b', '2026-11-22', '2026-11-24'), roomId: 102 },
      { ...stay('c', '2026-11-23', '2026-11-24'), roomId: 103 },
    ];
    expect([...roomsTakenByOthers(stays, 1)].sort()).toEqual([101, 103]);
    expect([...roomsTakenByOthers(stays, 0)]).toEqual([102]);
  });
});

describe('a saved reservation', () => {
  it('opens priced for what it is: a saved price with a reason is kept', () => {
    const opened = draftOf(savedReservation());
    const stay = opened.stays[0] as StayDraft;
    expect(stay.nights.map((night) => [night.amount, night.isKept])).toEqual([
      ['1,800.00', false],
      ['1,800.00', true],
    ]);
    // The offer on opening changes no price, and the draft is not changed.
    const offered = applyOffer(stay, stay.pricedFor as string, offer(stay, '2000.00'));
    expect(offered.nights.map((night) => night.amount)).toEqual(['1,800.00', '1,800.00']);
    expect(isChanged({ ...opened, stays: [offered] }, savedReservation())).toBe(false);
    // "1800" and "1,800.00" are the same rate.
    const typed = { ...stay, nights: stay.nights.map((night) => ({ ...night, amount: '1800' })) };
    expect(isChanged({ ...opened, stays: [typed] }, savedReservation())).toBe(false);
    expect(isChanged({ ...opened, remark: 'Late' }, savedReservation())).toBe(true);
  });

  it('leaves a stay removed earlier out of the form', () => {
    const loaded = savedReservation({ stays: [savedStay(11), savedStay(12, { status: 'cancelled' })] });
    expect(draftOf(loaded).stays.map((stay) => stay.id)).toEqual([11]);
  });

  it('sends the whole new state with the version read, stays by id, amounts exact, empty reasons left out', () => {
    const opened = draftOf(savedReservation());
    const added = newStay('new-1', { roomTypeId: 1, arrival: '2026-11-21', departure: '2026-11-22' });
    const request = toUpdateRequest(
      { ...opened, depositRequired: '1,000', stays: [...opened.stays, priced(added, '2000')] },
      savedReservation(),
    );
    expect(request).toMatchObject({ id: 7, version: 4, depositRequired: '1000.00', guestProfileId: 3 });
    expect(request.stays[0]).toMatchObject({
      id: 11,
      nightlyRates: [
        { night: '2026-11-21', amount: '1800.00' },
        { night: '2026-11-22', amount: '1800.00', reason: 'Long-stay guest' },
      ],
    });
    expect(request.stays[1]).not.toHaveProperty('id');
    expect(request.stays[1]?.nightlyRates).toEqual([{ night: '2026-11-21', amount: '2000.00' }]);
  });
});

describe('the server’s checks, before Save', () => {
  it('finds nothing in a complete booking, which becomes the create request', () => {
    const booking = draft({ depositRequired: '1,000', depositDueDate: '2026-11-20' });
    expect(validateBooking(booking, facts)).toEqual({});
    const request = toCreateRequest(booking);
    expect(request).toMatchObject({ guestProfileId: 7, depositRequired: '1000.00', status: 'confirmed' });
    expect(request.stays[0]?.nightlyRates).toEqual([
      { night: '2026-11-21', amount: '1800.00' },
      { night: '2026-11-22', amount: '1800.00' },
      { night: '2026-11-23', amount: '1800.00' },
    ]);
  });

  it('names each field the server would refuse, by the name its error would carry', () => {
    const stay = draft().stays[0] as StayDraft;
    const problems = validateBooking(
      draft({
        guest: null,
        depositRequired: '12.345',
        remark: 'x'.repeat(2001),
        stays: [{ ...stay, adults: 3, children: 2, arrival: '2026-11-20', departure: '2026-11-20', nights: [] }],
      }),
      facts,
    );
    expect(problems).toEqual({
      guestProfileId: { code: 'bookerRequired' },
      depositRequired: { code: 'amount' },
      remark: { code: 'tooLong', max: 2000 },
      'stays.0.arrival': { code: 'arrivalBeforeHotelDate', hotelDate: HOTEL_DATE },
      'stays.0.departure': { code: 'departureNotAfterArrival' },
      'stays.0.adults': { code: 'tooManyAdults', max: 2, roomType: 'STD' },
      'stays.0.children': { code: 'tooManyChildren', max: 1, roomType: 'STD' },
    });
  });

  it('wants a price for every night, and a reason for one kept apart from the offer', () => {
    const stay = draft().stays[0] as StayDraft;
    const nights = [withAmount(stay.nights[0] as never, '1500'), { ...stay.nights[1], amount: '' }, stay.nights[2]];
    expect(validateBooking(draft({ stays: [{ ...stay, nights: nights as StayDraft['nights'] }] }), facts)).toEqual({
      'stays.0.nightlyRates.0.reason': { code: 'reasonRequired' },
      'stays.0.nightlyRates.1.amount': { code: 'required' },
    });
  });

  it('lets a running stay keep an arrival before the hotel date', () => {
    const opened = draftOf(savedReservation());
    const savedArrivals = new Map([[11, '2026-11-21']]);
    expect(validateBooking(opened, { ...facts, hotelDate: '2026-11-22', savedArrivals })).toEqual({});
  });

  it('accepts a company alone as the booker', () => {
    expect(validateBooking(draft({ guest: null, companyProfileId: 3 }), facts)).toEqual({});
  });
});

describe('field messages', () => {
  it('belong to a stay by their name', () => {
    expect(stayIndexOf('stays.1.roomId')).toBe(1);
    expect(stayIndexOf('stays.0')).toBe(0);
    expect(stayIndexOf('remark')).toBeNull();
  });

  it('go when their field changes, with the stay’s own message', () => {
    const messages = {
      'stays.0': 'no room left',
      'stays.0.adults': 'too many',
      'stays.1.adults': 'too many',
      remark: 'x',
    };
    expect(withoutProblems(messages, ['stays.0.adults'])).toEqual({ 'stays.1.adults': 'too many', remark: 'x' });
    expect(withoutProblems(messages, ['deposit'])).toBe(messages);
  });
});
