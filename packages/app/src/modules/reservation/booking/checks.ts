import type { Schemas } from '@pms/api-client';
import { nightsBetween } from '@pms/domain/calendar';
import { isAmount, parseAmount, sameMoney } from '@pms/domain/money';
import { type BookingDraft, isOverridden, LIMITS, type StayDraft } from './draft.ts';

type Reservation = Schemas['Reservation'];

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
  | { code: 'notNegative' }
  | { code: 'reasonRequired' }
  | { code: 'tooManyStays'; max: number };

export type Problems = Record<string, Problem>;

export const stayField = (index: number, field?: string) => `stays.${index}${field ? `.${field}` : ''}`;
export const nightField = (index: number, night: number, field: 'amount' | 'reason') =>
  `stays.${index}.nightlyRates.${night}.${field}`;

/** What the checks need to know of a room type. */
export interface RoomTypeFacts {
  id: number;
  code: string;
  maxAdults: number;
  maxChildren: number;
}

export interface CheckFacts {
  hotelDate: string | undefined;
  roomTypes: ReadonlyMap<number, RoomTypeFacts>;
  /** A changed reservation's saved arrivals by stay id: a stay already running keeps its first night. */
  savedArrivals?: ReadonlyMap<number, string>;
}

/** The guests rule of a stay: at least one adult, no more than its room type takes (as typed: never changed). */
export function adultsProblem(adults: number, type: RoomTypeFacts | undefined): Problem | null {
  if (!Number.isInteger(adults) || adults < 1) return { code: 'adultsAtLeastOne' };
  if (type && adults > type.maxAdults) return { code: 'tooManyAdults', max: type.maxAdults, roomType: type.code };
  return null;
}

export function childrenProblem(children: number, type: RoomTypeFacts | undefined): Problem | null {
  if (!Number.isInteger(children)) return { code: 'required' };
  if (children < 0) return { code: 'notNegative' };
  if (type && children > type.maxChildren) {
    return { code: 'tooManyChildren', max: type.maxChildren, roomType: type.code };
  }
  return null;
}

/** The dates rule of a stay, once both are set: departure after arrival, at most a year apart. */
export function departureProblem(arrival: string, departure: string): Problem | null {
  const count = nightsBetween(arrival, departure);
  if (count < 1) return { code: 'departureNotAfterArrival' };
  if (count > LIMITS.stayNights) return { code: 'stayTooLong', max: LIMITS.stayNights };
  return null;
}

/**
 * What is wrong with the values staff already gave a stay, shown as they type (an empty field
 * waits for Save): the same checks and words as Save's.
 */
export function typedStayProblems(stay: StayDraft, index: number, type: RoomTypeFacts | undefined): Problems {
  const problems: Problems = {};
  const put = (field: string, problem: Problem | null) => {
    if (problem) problems[stayField(index, field)] = problem;
  };
  if (!Number.isNaN(stay.adults)) put('adults', adultsProblem(stay.adults, type));
  if (!Number.isNaN(stay.children)) put('children', childrenProblem(stay.children, type));
  if (stay.arrival && stay.departure) put('departure', departureProblem(stay.arrival, stay.departure));
  return problems;
}

export function validateBooking(draft: BookingDraft, facts: CheckFacts): Problems {
  const problems: Problems = {};
  if (!draft.guest && draft.companyProfileId === null) problems.guestProfileId = { code: 'bookerRequired' };
  const deposit = draft.depositRequired.trim();
  const exactDeposit = deposit === '' ? '0.00' : parseAmount(deposit);
  if (exactDeposit === null) problems.depositRequired = { code: 'amount' };
  else if (draft.depositDueDate && sameMoney(exactDeposit, '0')) {
    problems.depositDueDate = { code: 'depositDueDateNeedsDeposit' };
  }
  if (draft.remark.length > LIMITS.remark) problems.remark = { code: 'tooLong', max: LIMITS.remark };
  if (draft.internalRemark.length > LIMITS.remark) {
    problems.internalRemark = { code: 'tooLong', max: LIMITS.remark };
  }
  if (draft.stays.length > LIMITS.stays) problems.stays = { code: 'tooManyStays', max: LIMITS.stays };

  for (const [index, stay] of draft.stays.entries()) {
    const at = (field: string) => stayField(index, field);
    const type = stay.roomTypeId === null ? undefined : facts.roomTypes.get(stay.roomTypeId);
    if (!type) problems[at('roomTypeId')] = { code: 'required' };
    const moved = stay.id === undefined || facts.savedArrivals?.get(stay.id) !== stay.arrival;
    if (!stay.arrival) problems[at('arrival')] = { code: 'required' };
    else if (facts.hotelDate && moved && stay.arrival < facts.hotelDate) {
      problems[at('arrival')] = { code: 'arrivalBeforeHotelDate', hotelDate: facts.hotelDate };
    }
    if (!stay.departure) problems[at('departure')] = { code: 'required' };
    const typed = typedStayProblems(stay, index, type);
    for (const name of ['departure', 'adults', 'children']) {
      const problem = typed[at(name)];
      if (problem) problems[at(name)] = problem;
    }
    if (Number.isNaN(stay.adults)) problems[at('adults')] = { code: 'adultsAtLeastOne' };
    if (Number.isNaN(stay.children)) problems[at('children')] = { code: 'required' };
    for (const [position, night] of stay.nights.entries()) {
      const exact = parseAmount(night.amount);
      if (night.amount.trim() === '') problems[nightField(index, position, 'amount')] = { code: 'required' };
      else if (exact === null || !isAmount(exact)) {
        problems[nightField(index, position, 'amount')] = { code: 'amount' };
      }
      if (night.reason.trim().length > LIMITS.rateReason) {
        problems[nightField(index, position, 'reason')] = { code: 'tooLong', max: LIMITS.rateReason };
      } else if (isOverridden(night) && night.reason.trim() === '') {
        problems[nightField(index, position, 'reason')] = { code: 'reasonRequired' };
      }
    }
  }
  return problems;
}

type StayRequest = Schemas['ReservationCreate']['stays'][number];

function stayRequest(stay: StayDraft): StayRequest {
  return {
    roomTypeId: stay.roomTypeId as number,
    roomId: stay.roomId,
    arrival: stay.arrival as string,
    departure: stay.departure as string,
    adults: stay.adults,
    children: stay.children,
    mealTypeId: stay.mealTypeId,
    nightlyRates: stay.nights.map((night) => ({
      night: night.night,
      amount: parseAmount(night.amount) ?? night.amount,
      ...(night.reason.trim() ? { reason: night.reason.trim() } : {}),
    })),
  };
}

function bookingFields(draft: BookingDraft) {
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
    depositRequired: deposit === '' ? '0.00' : (parseAmount(deposit) ?? deposit),
    depositDueDate: draft.depositDueDate,
  };
}

/** The create request the draft becomes (only once `validateBooking` finds nothing). */
export const toCreateRequest = (draft: BookingDraft): Schemas['ReservationCreate'] => ({
  ...bookingFields(draft),
  stays: draft.stays.map(stayRequest),
});

/** The update request of a saved reservation, under the version it was read at. */
export const toUpdateRequest = (draft: BookingDraft, reservation: Reservation): Schemas['ReservationUpdate'] => ({
  id: reservation.id,
  version: reservation.version,
  ...bookingFields(draft),
  stays: draft.stays.map((stay) => ({ ...(stay.id === undefined ? {} : { id: stay.id }), ...stayRequest(stay) })),
});

/** The stay a field key belongs to ('stays.1.roomId' → 1), or null for the booking's own fields. */
export function stayIndexOf(key: string): number | null {
  const match = /^stays\.(\d+)(?:\.|$)/.exec(key);
  return match ? Number(match[1]) : null;
}

/** The problems left once fields changed: their own, and what a changed stay makes stale. */
export function withoutProblems<T>(problems: Record<string, T>, keys: readonly string[]): Record<string, T> {
  const gone = (key: string) =>
    keys.some((changed) => key === changed || key.startsWith(`${changed}.`) || changed.startsWith(`${key}.`));
  const kept = Object.entries(problems).filter(([key]) => !gone(key));
  return kept.length === Object.keys(problems).length ? problems : Object.fromEntries(kept);
}
