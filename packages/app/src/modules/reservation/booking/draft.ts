import {
  BOOKING_STATUSES,
  type BookingStatus,
  type Channel,
  type RateSource,
  type ReservationStatus,
  type Schemas,
} from '@pms/api-client';
import { nightsBetween, nightsOf } from '@pms/domain/calendar';
import { groupedAmount, parseAmount, sameMoney, sumMoney } from '@pms/domain/money';

// One booking as staff edit it, on the new-reservation, walk-in and edit-reservation screens alike:
// stays, guests, nightly rates as exact strings, and how offers price them. What is left to sell is
// availability.ts; the server's checks and the requests the draft becomes are checks.ts. No React
// here: unit-tested.

export type { BookingStatus, Channel, RateSource };

type Reservation = Schemas['Reservation'];
type RoomStay = Schemas['RoomStay'];
/** The contract version that priced a stay, with the engine's explanation of every night. */
export type ContractPrice = Schemas['ContractPrice'];

// ---------------------------------------------------------------------------------------------
// Statuses (domain.md): the contract's generated lists, and the groups the booking rules use.

/** Before arrival: the statuses a booking may be made in, and the ones it may be changed in. */
export const BEFORE_ARRIVAL = BOOKING_STATUSES;
/** Stays in these statuses hold a room of their type for their nights; waitlist and tentative do not. */
export const TAKES_INVENTORY = ['confirmed', 'guaranteed', 'in-house'] as const satisfies readonly ReservationStatus[];
/** A walk-in is for a guest standing at the desk: it holds its room at once. */
export const WALK_IN_STATUSES = ['confirmed', 'guaranteed'] as const satisfies readonly BookingStatus[];

export const takesInventory = (status: ReservationStatus): boolean =>
  (TAKES_INVENTORY as readonly string[]).includes(status);

export const isBeforeArrival = (status: ReservationStatus): status is BookingStatus =>
  (BEFORE_ARRIVAL as readonly string[]).includes(status);

/** The server's limits (openapi/schemas/reservation/reservation.yaml), in one place. */
export const LIMITS = {
  stays: 20,
  stayNights: 365,
  remark: 2000,
  rateReason: 200,
  guests: 20,
  cancellationNote: 500,
} as const;

// ---------------------------------------------------------------------------------------------
// The draft.

/** One night of a stay: its price as staff see it, and the one the rate resolution offers. */
export interface NightDraft {
  night: string;
  /** The price as typed or shown ('1,800.00'); read exactly when the request is made, '' while empty. */
  amount: string;
  /** Why the price differs from the one offered. */
  reason: string;
  /** What the rate resolution offers for the night (exact); null until it has answered. */
  offered: string | null;
  source: RateSource | null;
  /** Staff set this price (typed it, or it was saved with a reason): a new offer leaves it as it is. */
  isKept: boolean;
}

export interface StayDraft {
  /** Stable while stays are added and removed, for React and for the stay's own reads. */
  key: string;
  /** The saved stay this is; absent for a stay not saved yet. */
  id?: number;
  lineNumber?: number;
  roomTypeId: number | null;
  roomId: number | null;
  arrival: string | null;
  departure: string | null;
  adults: number;
  children: number;
  mealTypeId: number | null;
  nights: NightDraft[];
  /** What the nights that follow the offer were last priced for (see `pricingKey`); null before any offer. */
  pricedFor: string | null;
  /**
   * The company's contract that priced the stay, with why each night costs what it does: the saved
   * stay's, replaced by the quote's when the stay is priced again; null when a rate code prices it.
   */
  contractPrice: ContractPrice | null;
}

export interface GuestChoice {
  id: number;
  name: string;
}

export interface BookingDraft {
  guest: GuestChoice | null;
  companyProfileId: number | null;
  sourceId: number | null;
  marketId: number | null;
  segmentId: number | null;
  rateCodeId: number | null;
  channel: Channel;
  status: BookingStatus;
  /** As typed; '' for none. */
  depositRequired: string;
  depositDueDate: string | null;
  remark: string;
  internalRemark: string;
  stays: StayDraft[];
}

/** What pricing a stay depends on beyond the stay itself. */
export interface Pricing {
  rateCodeId: number | null;
  companyProfileId: number | null;
}

// ---------------------------------------------------------------------------------------------
// Money of the draft: what staff typed, read exactly (an amount being typed counts as nothing).

const exactOr0 = (typed: string) => parseAmount(typed) ?? '0.00';

/** The stay's total: the sum of its nights. */
export const stayTotal = (stay: Pick<StayDraft, 'nights'>): string =>
  sumMoney(stay.nights.map((night) => exactOr0(night.amount)));

/** The booking's total: the sum of its stays. */
export const bookingTotal = (draft: Pick<BookingDraft, 'stays'>): string => sumMoney(draft.stays.map(stayTotal));

/** A typed amount shown as staff read it once they leave the field ('1800' → '1,800.00'); as typed when it is none. */
export const tidyAmount = (typed: string): string => {
  const exact = parseAmount(typed);
  return exact === null ? typed : groupedAmount(exact);
};

// ---------------------------------------------------------------------------------------------
// Stays and their nights.

/** The nights of a stay (arrival up to the night before departure); [] while its dates are unset or wrong. */
export function nightsOfStay(stay: Pick<StayDraft, 'arrival' | 'departure'>): string[] {
  if (!stay.arrival || !stay.departure) return [];
  const count = nightsBetween(stay.arrival, stay.departure);
  if (count < 1 || count > LIMITS.stayNights) return [];
  return nightsOf(stay.arrival, stay.departure);
}

const emptyNight = (night: string, amount = ''): NightDraft => ({
  night,
  amount,
  reason: '',
  offered: null,
  source: null,
  isKept: false,
});

/** A booking nobody has filled in yet, with its first stays: no booker, NON-OTA, confirmed. */
export const newBooking = (stays: StayDraft[]): BookingDraft => ({
  guest: null,
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
  stays,
});

export function newStay(key: string, preset: Partial<Omit<StayDraft, 'key' | 'nights' | 'pricedFor'>> = {}): StayDraft {
  return withNights({
    key,
    roomTypeId: null,
    roomId: null,
    arrival: null,
    departure: null,
    adults: 2,
    children: 0,
    mealTypeId: null,
    contractPrice: null,
    ...preset,
    nights: [],
    pricedFor: null,
  });
}

/**
 * The stay's nights lined up with its dates: nights it keeps keep their price and reason; a night
 * it gains carries the price of its nearest night before (the offer prices it when it answers).
 */
export function withNights(stay: StayDraft): StayDraft {
  const wanted = nightsOfStay(stay);
  const known = new Map(stay.nights.map((night) => [night.night, night]));
  const sorted = [...stay.nights].sort((a, b) => a.night.localeCompare(b.night));
  const carried = (night: string) => (sorted.filter((each) => each.night < night).at(-1) ?? sorted[0])?.amount ?? '';
  const nights = wanted.map((night) => known.get(night) ?? emptyNight(night, carried(night)));
  const same = nights.length === stay.nights.length && nights.every((night, index) => night === stay.nights[index]);
  return same ? stay : { ...stay, nights };
}

/** The stay moved to new dates, its nights following (see withNights). */
export const withDates = (stay: StayDraft, arrival: string | null, departure: string | null): StayDraft =>
  withNights({ ...stay, arrival, departure });

/** A new room type is a new price: the room goes, and every night is priced afresh (at its base rate until the offer answers). */
export function withRoomType(stay: StayDraft, roomTypeId: number | null, baseRate: string | undefined): StayDraft {
  const amount = baseRate === undefined ? '' : tidyAmount(baseRate);
  return {
    ...stay,
    roomTypeId,
    roomId: null,
    pricedFor: null,
    nights: stay.nights.map((night) => emptyNight(night.night, amount)),
  };
}

/** Every night priced again by the offer: prices and reasons staff gave are let go. */
export const repriced = (stay: StayDraft): StayDraft => ({
  ...stay,
  pricedFor: null,
  nights: stay.nights.map((night) => ({ ...night, reason: '', isKept: false })),
});

/** One price for every night, set by staff. */
export const withSameRate = (stay: StayDraft, typed: string): StayDraft => ({
  ...stay,
  nights: stay.nights.map((night) => withAmount(night, tidyAmount(typed))),
});

/** A night with a price staff typed: kept from then on, unless it is just the price offered. */
export function withAmount(night: NightDraft, amount: string): NightDraft {
  const exact = parseAmount(amount);
  const asOffered = exact !== null && night.offered !== null && sameMoney(exact, night.offered);
  return { ...night, amount, isKept: !asOffered };
}

/** True when staff kept a price other than the one offered: it then needs a reason. */
export function isOverridden(night: NightDraft): boolean {
  if (!night.isKept || night.offered === null) return false;
  const exact = parseAmount(night.amount);
  return exact !== null && !sameMoney(exact, night.offered);
}

/**
 * What a stay's nights are priced for: its room type, dates and guests, with the booking's rate
 * code and company. Null while the stay can not be priced (no type, no nights, no adult).
 */
export function pricingKey(stay: StayDraft, pricing: Pricing): string | null {
  if (stay.roomTypeId === null || !Number.isInteger(stay.adults) || stay.adults < 1) return null;
  if (nightsOfStay(stay).length === 0) return null;
  return JSON.stringify({
    rateCodeId: pricing.rateCodeId,
    roomTypeId: stay.roomTypeId,
    arrival: stay.arrival,
    departure: stay.departure,
    adults: stay.adults,
    children: Number.isInteger(stay.children) && stay.children >= 0 ? stay.children : 0,
    companyProfileId: pricing.companyProfileId,
  });
}

export interface OfferedNight {
  night: string;
  amount: string;
  source: RateSource;
}

/** A contract price's nights as the offer they made. */
export const contractOffer = (price: ContractPrice): OfferedNight[] =>
  price.explanation.nights.map((night) => ({ night: night.date, amount: night.amount, source: 'contract' }));

/**
 * Takes what the rate resolution offers for the stay priced as `key` (and the contract price that
 * made the offer, if a contract did). Every night learns its offer; when the stay changed since it
 * was last priced, the nights nobody priced by hand take it and the stay takes the contract price.
 * A stay as saved (edit) was priced for what it is: opening it changes no price, and a stay a
 * contract priced keeps that contract's version and amounts as its offer.
 */
export function applyOffer(
  stay: StayDraft,
  key: string,
  quoted: readonly OfferedNight[],
  contract: ContractPrice | null = null,
): StayDraft {
  const reprice = stay.pricedFor !== key;
  const offered = !reprice && stay.contractPrice ? contractOffer(stay.contractPrice) : quoted;
  const byNight = new Map(offered.map((night) => [night.night, night]));
  const contractPrice = reprice ? contract : stay.contractPrice;
  let changed = reprice;
  const nights = stay.nights.map((night) => {
    const offer = byNight.get(night.night);
    if (!offer) return night;
    const follows = reprice && !night.isKept;
    const next: NightDraft = {
      ...night,
      offered: offer.amount,
      source: offer.source,
      amount: follows ? tidyAmount(offer.amount) : night.amount,
      reason: follows ? '' : night.reason,
    };
    if (
      next.offered === night.offered &&
      next.source === night.source &&
      next.amount === night.amount &&
      next.reason === night.reason
    ) {
      return night;
    }
    changed = true;
    return next;
  });
  return changed ? { ...stay, nights, pricedFor: key, contractPrice } : stay;
}

/** The quote could not be read: nights without a price are offered the room type's base rate. */
export function withBaseRate(stay: StayDraft, baseRate: string): StayDraft {
  if (stay.nights.every((night) => night.amount !== '')) return stay;
  return {
    ...stay,
    nights: stay.nights.map((night) =>
      night.amount === '' ? { ...night, amount: tidyAmount(baseRate), offered: baseRate, source: 'base-rate' } : night,
    ),
  };
}

/** Rooms other stays of the booking were given on a night this stay shares: not offered again. */
export function roomsTakenByOthers(stays: readonly StayDraft[], index: number): Set<number> {
  const stay = stays[index];
  const taken = new Set<number>();
  if (!stay) return taken;
  const mine = new Set(nightsOfStay(stay));
  for (const [other, candidate] of stays.entries()) {
    if (other === index || candidate.roomId === null) continue;
    if (nightsOfStay(candidate).some((night) => mine.has(night))) taken.add(candidate.roomId);
  }
  return taken;
}

// ---------------------------------------------------------------------------------------------
// A draft from a saved reservation, and whether it changed.

/** The stays still part of the booking: a stay removed earlier stays on the record as cancelled. */
export function activeStays(reservation: Reservation): RoomStay[] {
  if (reservation.status === 'cancelled') return reservation.stays;
  return reservation.stays.filter((stay) => stay.status !== 'cancelled');
}

/** The form's starting point for a saved reservation: as the server answered it, priced for what it is. */
export function draftOf(reservation: Reservation): BookingDraft {
  const pricing = { rateCodeId: reservation.rateCodeId, companyProfileId: reservation.companyProfileId };
  return {
    guest: reservation.guestProfileId === null ? null : { id: reservation.guestProfileId, name: reservation.guestName },
    companyProfileId: reservation.companyProfileId,
    sourceId: reservation.sourceId,
    marketId: reservation.marketId,
    segmentId: reservation.segmentId,
    rateCodeId: reservation.rateCodeId,
    channel: reservation.channel,
    // Only shown read-only when the reservation is past editing; the form never sends it then.
    status: isBeforeArrival(reservation.status) ? reservation.status : 'confirmed',
    remark: reservation.remark,
    internalRemark: reservation.internalRemark,
    depositRequired: groupedAmount(reservation.depositRequired),
    depositDueDate: reservation.depositDueDate,
    stays: activeStays(reservation).map((saved) => {
      const stay: StayDraft = {
        key: `stay-${saved.id}`,
        id: saved.id,
        lineNumber: saved.lineNumber,
        roomTypeId: saved.roomTypeId,
        roomId: saved.roomId,
        arrival: saved.arrival,
        departure: saved.departure,
        adults: saved.adults,
        children: saved.children,
        mealTypeId: saved.mealTypeId,
        contractPrice: saved.contractPrice ?? null,
        // A saved price with a reason was set on purpose; the others follow the rate code.
        nights: saved.nightlyRates.map((rate) => ({
          ...emptyNight(rate.night, groupedAmount(rate.amount)),
          reason: rate.reason,
          isKept: rate.reason.trim() !== '',
        })),
        pricedFor: null,
      };
      return { ...stay, pricedFor: pricingKey(stay, pricing) };
    }),
  };
}

/** Whether the draft asks for anything other than the reservation as saved. */
export function isChanged(draft: BookingDraft, reservation: Reservation): boolean {
  return JSON.stringify(comparable(draft)) !== JSON.stringify(comparable(draftOf(reservation)));
}

function comparable(draft: BookingDraft) {
  return {
    ...draft,
    guest: draft.guest?.id ?? null,
    depositRequired: parseAmount(draft.depositRequired) ?? draft.depositRequired,
    // The server prices a stay by its contract itself: which version the screen last saw is no change.
    stays: draft.stays.map(({ nights, pricedFor: _pricedFor, contractPrice: _contractPrice, ...stay }) => ({
      ...stay,
      nights: nights.map((night) => [night.night, parseAmount(night.amount) ?? night.amount, night.reason.trim()]),
    })),
  };
}
