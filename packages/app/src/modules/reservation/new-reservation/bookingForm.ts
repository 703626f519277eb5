import type { Schemas } from '@pms/api-client';
import { addDays, stayNights } from '../nights.ts';

// The new-reservation form as data: what staff typed, the checks the server makes (so most
// refusals are caught before Save), and the request it becomes. No React here: unit-tested.

export type BookingStatus = Schemas['BookingStatus'];
export type Channel = Schemas['Channel'];
export type RateSource = Schemas['RateSource'];
type ReservationCreate = Schemas['ReservationCreate'];

export const BOOKING_STATUSES: readonly BookingStatus[] = ['waitlist', 'tentative', 'confirmed', 'guaranteed'];
/** Waitlist and tentative bookings take no rooms (domain.md, Reservations). */
export const takesInventory = (status: BookingStatus) => status === 'confirmed' || status === 'guaranteed';

/** The server's limits (openapi/schemas/reservation/reservation.yaml). */
export const MAX_STAYS = 20;
export const MAX_STAY_NIGHTS = 365;
export const MAX_REMARK = 2000;
export const MAX_RATE_REASON = 200;
export const MAX_GUESTS = 20;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** One night of a stay: the price offered (rate code or base rate) and the one staff keep. */
export interface NightDraft {
  night: string;
  /** What the rate resolution offers; null until it has answered. */
  suggested: string | null;
  source: RateSource | null;
  /** The night's price as typed: an exact decimal string, '' while empty. */
  amount: string;
  /** Why the price differs from the one offered. */
  reason: string;
}

export interface StayDraft {
  /** Stable while stays are added and removed, for React and for the stay's own requests. */
  key: string;
  roomTypeId: number | null;
  arrival: string | null;
  departure: string | null;
  adults: number;
  children: number;
  mealTypeId: number | null;
  roomId: number | null;
  nights: NightDraft[];
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
  /** '' for none. */
  depositRequired: string;
  depositDueDate: string | null;
  remark: string;
  internalRemark: string;
  stays: StayDraft[];
}

/** What the checks need to know of a room type. */
export interface RoomTypeFacts {
  id: number;
  code: string;
  maxAdults: number;
  maxChildren: number;
}

// ---------------------------------------------------------------------------------------------
// Money: exact, in integer minor units (BigInt: 20 stays × 365 nights × 12 digits stay exact).

/** '1,234.5' or '1234.50' → 123450n; null for anything that is not an amount with ≤ 2 decimals. */
export function toCents(text: string): bigint | null {
  const cleaned = text.replaceAll(',', '').trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** 123450n → '1234.50'. */
export function centsText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const value = cents < 0n ? -cents : cents;
  return `${sign}${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

/** The exact sum of amounts; amounts that are not valid count as 0. */
export function sumAmounts(amounts: readonly string[]): string {
  return centsText(amounts.reduce((sum, amount) => sum + (toCents(amount) ?? 0n), 0n));
}

/** A number from a NumberField (NaN when empty) as the API's exact amount string. */
export function amountOf(value: number): string {
  return Number.isFinite(value) && value >= 0 ? value.toFixed(2) : '';
}

// ---------------------------------------------------------------------------------------------
// Stays and their nights.

/** The nights of a stay (arrival up to the night before departure), [] while its dates are unset or wrong. */
export function nightsOfStay(stay: Pick<StayDraft, 'arrival' | 'departure'>): string[] {
  if (!stay.arrival || !stay.departure) return [];
  const count = stayNights(stay.arrival, stay.departure);
  if (count < 1 || count > MAX_STAY_NIGHTS) return [];
  return Array.from({ length: count }, (_, index) => addDays(stay.arrival as string, index));
}

export function newStay(key: string, preset: Partial<Omit<StayDraft, 'key' | 'nights'>> = {}): StayDraft {
  return withNights({
    key,
    roomTypeId: null,
    arrival: null,
    departure: null,
    adults: 2,
    children: 0,
    mealTypeId: null,
    roomId: null,
    ...preset,
    nights: [],
  });
}

/** The stay's nights lined up with its dates: nights kept keep their price and reason. */
export function withNights(stay: StayDraft): StayDraft {
  const wanted = nightsOfStay(stay);
  const known = new Map(stay.nights.map((night) => [night.night, night]));
  const nights = wanted.map(
    (night) => known.get(night) ?? { night, suggested: null, source: null, amount: '', reason: '' },
  );
  const same = nights.length === stay.nights.length && nights.every((night, index) => night === stay.nights[index]);
  return same ? stay : { ...stay, nights };
}

/** True when staff typed a price other than the one offered: it then needs a reason. */
export function isOverridden(night: NightDraft): boolean {
  if (night.suggested === null || night.amount === '') return false;
  return toCents(night.amount) !== toCents(night.suggested);
}

/**
 * Takes the prices the rate resolution offers for the stay's nights. A night whose price staff
 * changed keeps it (and its reason); the others take the new offer.
 */
export function applyQuote(
  stay: StayDraft,
  offered: readonly { night: string; amount: string; source: RateSource }[],
): StayDraft {
  const byNight = new Map(offered.map((night) => [night.night, night]));
  let changed = false;
  const nights = stay.nights.map((night) => {
    const offer = byNight.get(night.night);
    if (!offer) return night;
    const kept = isOverridden(night);
    const next: NightDraft = {
      ...night,
      suggested: offer.amount,
      source: offer.source,
      amount: kept ? night.amount : offer.amount,
      reason: kept ? night.reason : '',
    };
    if (
      next.suggested === night.suggested &&
      next.source === night.source &&
      next.amount === night.amount &&
      next.reason === night.reason
    ) {
      return night;
    }
    changed = true;
    return next;
  });
  return changed ? { ...stay, nights } : stay;
}

/** The stay's total: the sum of its nights. */
export const stayTotal = (stay: StayDraft): string => sumAmounts(stay.nights.map((night) => night.amount));

/** The booking's total: the sum of its stays. */
export const bookingTotal = (draft: BookingDraft): string => sumAmounts(draft.stays.map(stayTotal));

// ---------------------------------------------------------------------------------------------
// Availability of one stay, from reservation/availability for its room type.

export interface NightFigures {
  night: string;
  available: number;
  companyAllotment: number;
}

export type StayAvailability =
  | { kind: 'left'; left: number }
  | { kind: 'none'; night: string }
  /** Some of its nights were not answered (yet). */
  | { kind: 'unknown' };

/**
 * What is left for a stay: the fewest rooms left on any of its nights, after the stays before it
 * in the same booking took theirs (the server counts them in that order too). A company may also
 * take what is left of its allotment.
 */
export function stayAvailability(
  stay: Pick<StayDraft, 'roomTypeId' | 'arrival' | 'departure'>,
  figures: readonly NightFigures[],
  earlierStays: readonly Pick<StayDraft, 'roomTypeId' | 'arrival' | 'departure'>[],
): StayAvailability {
  const nights = nightsOfStay(stay);
  if (nights.length === 0 || stay.roomTypeId === null) return { kind: 'unknown' };
  const byNight = new Map(figures.map((figure) => [figure.night, figure]));
  let fewest = Number.POSITIVE_INFINITY;
  for (const night of nights) {
    const figure = byNight.get(night);
    if (!figure) return { kind: 'unknown' };
    const taken = earlierStays.filter(
      (other) => other.roomTypeId === stay.roomTypeId && nightsOfStay(other).includes(night),
    ).length;
    const left = figure.available + figure.companyAllotment - taken;
    if (left <= 0) return { kind: 'none', night };
    fewest = Math.min(fewest, left);
  }
  return { kind: 'left', left: fewest };
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
// The checks of the server, made before Save. Keys are the names of the inputs: the request's
// JSON pointer under /data/0 joined with dots, as the server's field errors become.

export type Problem =
  | { code: 'required' }
  | { code: 'bookerRequired' }
  | { code: 'amount' }
  | { code: 'depositDueDateNeedsDeposit' }
  | { code: 'tooLong'; max: number }
  | { code: 'arrivalBeforeHotelDate'; hotelDate: string }
  | { code: 'departureNotAfterArrival' }
  | { code: 'stayTooLong'; max: number }
  | { code: 'tooManyAdults'; max: number; roomType: string }
  | { code: 'tooManyChildren'; max: number; roomType: string }
  | { code: 'adultsAtLeastOne' }
  | { code: 'reasonRequired' }
  | { code: 'tooManyStays'; max: number };

export type Problems = Record<string, Problem>;

export const stayField = (index: number, field?: string) => `stays.${index}${field ? `.${field}` : ''}`;
export const nightField = (index: number, night: number, field: 'amount' | 'reason') =>
  `stays.${index}.nightlyRates.${night}.${field}`;

export function validateBooking(
  draft: BookingDraft,
  facts: { hotelDate: string; roomTypes: ReadonlyMap<number, RoomTypeFacts> },
): Problems {
  const problems: Problems = {};
  if (!draft.guest && draft.companyProfileId === null) problems.guestProfileId = { code: 'bookerRequired' };
  const deposit = draft.depositRequired.trim();
  if (deposit !== '' && toCents(deposit) === null) problems.depositRequired = { code: 'amount' };
  if (draft.depositDueDate && (toCents(deposit) ?? 0n) === 0n) {
    problems.depositDueDate = { code: 'depositDueDateNeedsDeposit' };
  }
  if (draft.remark.length > MAX_REMARK) problems.remark = { code: 'tooLong', max: MAX_REMARK };
  if (draft.internalRemark.length > MAX_REMARK) problems.internalRemark = { code: 'tooLong', max: MAX_REMARK };
  if (draft.stays.length > MAX_STAYS) problems.stays = { code: 'tooManyStays', max: MAX_STAYS };

  for (const [index, stay] of draft.stays.entries()) {
    const type = stay.roomTypeId === null ? undefined : facts.roomTypes.get(stay.roomTypeId);
    if (!type) problems[stayField(index, 'roomTypeId')] = { code: 'required' };
    if (!stay.arrival) problems[stayField(index, 'arrival')] = { code: 'required' };
    else if (stay.arrival < facts.hotelDate) {
      problems[stayField(index, 'arrival')] = { code: 'arrivalBeforeHotelDate', hotelDate: facts.hotelDate };
    }
    if (!stay.departure) problems[stayField(index, 'departure')] = { code: 'required' };
    else if (stay.arrival) {
      const count = stayNights(stay.arrival, stay.departure);
      if (count < 1) problems[stayField(index, 'departure')] = { code: 'departureNotAfterArrival' };
      else if (count > MAX_STAY_NIGHTS)
        problems[stayField(index, 'departure')] = { code: 'stayTooLong', max: MAX_STAY_NIGHTS };
    }
    if (!Number.isInteger(stay.adults) || stay.adults < 1) {
      problems[stayField(index, 'adults')] = { code: 'adultsAtLeastOne' };
    } else if (type && stay.adults > type.maxAdults) {
      problems[stayField(index, 'adults')] = { code: 'tooManyAdults', max: type.maxAdults, roomType: type.code };
    }
    if (!Number.isInteger(stay.children) || stay.children < 0) {
      problems[stayField(index, 'children')] = { code: 'required' };
    } else if (type && stay.children > type.maxChildren) {
      problems[stayField(index, 'children')] = {
        code: 'tooManyChildren',
        max: type.maxChildren,
        roomType: type.code,
      };
    }
    for (const [position, night] of stay.nights.entries()) {
      if (night.amount === '') problems[nightField(index, position, 'amount')] = { code: 'required' };
      else if (!MONEY.test(night.amount)) problems[nightField(index, position, 'amount')] = { code: 'amount' };
      if (night.reason.length > MAX_RATE_REASON) {
        problems[nightField(index, position, 'reason')] = { code: 'tooLong', max: MAX_RATE_REASON };
      } else if (isOverridden(night) && night.reason.trim() === '') {
        problems[nightField(index, position, 'reason')] = { code: 'reasonRequired' };
      }
    }
  }
  return problems;
}

/** The create request the draft becomes (only once `validateBooking` finds nothing). */
export function toRequest(draft: BookingDraft): ReservationCreate {
  const deposit = draft.depositRequired.trim();
  return {
    guestProfileId: draft.guest?.id ?? null,
    companyProfileId: draft.companyProfileId,
    sourceId: draft.sourceId,
    marketId: draft.marketId,
    segmentId: draft.segmentId,
    rateCodeId: draft.rateCodeId,
    channel: draft.channel,
    status: draft.status,
    remark: draft.remark,
    internalRemark: draft.internalRemark,
    depositRequired: deposit === '' ? '0.00' : centsText(toCents(deposit) ?? 0n),
    depositDueDate: draft.depositDueDate,
    stays: draft.stays.map((stay) => ({
      roomTypeId: stay.roomTypeId as number,
      roomId: stay.roomId,
      arrival: stay.arrival as string,
      departure: stay.departure as string,
      adults: stay.adults,
      children: stay.children,
      mealTypeId: stay.mealTypeId,
      nightlyRates: stay.nights.map((night) => ({
        night: night.night,
        amount: night.amount,
        ...(night.reason.trim() ? { reason: night.reason.trim() } : {}),
      })),
    })),
  };
}

/** The stay a field key belongs to ('stays.1.roomId' → 1), or null for the booking's own fields. */
export function stayIndexOf(key: string): number | null {
  const match = /^stays\.(\d+)(?:\.|$)/.exec(key);
  return match ? Number(match[1]) : null;
}

/** The problems left once a field changed: its own, and what a changed stay makes stale. */
export function withoutProblems<T>(problems: Record<string, T>, keys: readonly string[]): Record<string, T> {
  const gone = (key: string) =>
    keys.some((changed) => key === changed || key.startsWith(`${changed}.`) || changed.startsWith(`${key}.`));
  const kept = Object.entries(problems).filter(([key]) => !gone(key));
  return kept.length === Object.keys(problems).length ? problems : Object.fromEntries(kept);
}
