import type { Schemas } from '@pms/api-client';
import { addDays, stayNights } from '../nights.ts';

type Reservation = Schemas['Reservation'];
type RoomStay = Schemas['RoomStay'];
type ReservationStatus = Schemas['ReservationStatus'];
export type BookingStatus = Schemas['BookingStatus'];
export type Channel = Schemas['Channel'];
export type ReservationUpdate = Schemas['ReservationUpdate'];

/** The statuses a reservation can be edited in: before arrival (the server's `update`). */
export const EDITABLE_STATUSES: readonly BookingStatus[] = ['waitlist', 'tentative', 'confirmed', 'guaranteed'];

/** Stays in these statuses hold rooms; waitlist and tentative ones do not (domain.md). */
const TAKES_INVENTORY: readonly ReservationStatus[] = ['confirmed', 'guaranteed', 'in-house'];

export const takesInventory = (status: ReservationStatus): boolean => TAKES_INVENTORY.includes(status);

export const isEditable = (status: ReservationStatus): status is BookingStatus =>
  (EDITABLE_STATUSES as readonly string[]).includes(status);

export interface RateDraft {
  night: string;
  /** As typed: '1,800' is read as 1800.00 when the request is made. */
  amount: string;
  reason: string;
}

export interface StayDraft {
  /** Stable across edits, for React and for the selected stay: `stay-<id>`, or `new-<n>` for an added one. */
  key: string;
  /** The existing stay this is; absent for a stay added in this edit. */
  id?: number;
  lineNumber?: number;
  roomTypeId: number | null;
  roomId: number | null;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  mealTypeId: number | null;
  nightlyRates: RateDraft[];
}

export interface ReservationDraft {
  guestProfileId: number | null;
  companyProfileId: number | null;
  sourceId: number | null;
  marketId: number | null;
  segmentId: number | null;
  rateCodeId: number | null;
  channel: Channel;
  status: BookingStatus;
  remark: string;
  internalRemark: string;
  depositRequired: string;
  depositDueDate: string | null;
  stays: StayDraft[];
}

/** The stays still part of the booking: a stay removed earlier stays on the record as cancelled. */
export function activeStays(reservation: Reservation): RoomStay[] {
  if (reservation.status === 'cancelled') return reservation.stays;
  return reservation.stays.filter((stay) => stay.status !== 'cancelled');
}

function stayDraftOf(stay: RoomStay): StayDraft {
  return {
    key: `stay-${stay.id}`,
    id: stay.id,
    lineNumber: stay.lineNumber,
    roomTypeId: stay.roomTypeId,
    roomId: stay.roomId,
    arrival: stay.arrival,
    departure: stay.departure,
    adults: stay.adults,
    children: stay.children,
    mealTypeId: stay.mealTypeId,
    nightlyRates: stay.nightlyRates.map((rate) => ({
      night: rate.night,
      amount: groupedMoney(rate.amount),
      reason: rate.reason,
    })),
  };
}

/** The form's starting point: the reservation as the server answered it. */
export function draftOf(reservation: Reservation): ReservationDraft {
  return {
    guestProfileId: reservation.guestProfileId,
    companyProfileId: reservation.companyProfileId,
    sourceId: reservation.sourceId,
    marketId: reservation.marketId,
    segmentId: reservation.segmentId,
    rateCodeId: reservation.rateCodeId,
    channel: reservation.channel,
    // Only shown read-only when the reservation is past editing; the form never sends it then.
    status: isEditable(reservation.status) ? reservation.status : 'confirmed',
    remark: reservation.remark,
    internalRemark: reservation.internalRemark,
    depositRequired: groupedMoney(reservation.depositRequired),
    depositDueDate: reservation.depositDueDate,
    stays: activeStays(reservation).map(stayDraftOf),
  };
}

/** Whether anything differs from the reservation as loaded. */
export function isChanged(draft: ReservationDraft, reservation: Reservation): boolean {
  return JSON.stringify(comparable(draft)) !== JSON.stringify(comparable(draftOf(reservation)));
}

function comparable(draft: ReservationDraft) {
  return {
    ...draft,
    depositRequired: moneyOf(draft.depositRequired) ?? draft.depositRequired,
    stays: draft.stays.map((stay) => ({
      ...stay,
      nightlyRates: stay.nightlyRates.map((rate) => ({ ...rate, amount: moneyOf(rate.amount) ?? rate.amount })),
    })),
  };
}

// Money is exact (domain.md): amounts are decimal strings, added as whole cents in BigInt.
const MONEY = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** '1,800' → '1800.00'; null for anything that is not an amount with at most two decimals. */
export function moneyOf(typed: string): string | null {
  const match = MONEY.exec(typed.replaceAll(',', '').trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
}

/** An exact amount as staff read it: '1800.00' → '1,800.00' (spec §9: ',' groups thousands). */
export function groupedMoney(exact: string): string {
  const [whole = '0', fraction = '00'] = exact.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

const centsOf = (amount: string): bigint => {
  const exact = moneyOf(amount);
  if (exact === null) return 0n;
  const [whole = '0', fraction = '00'] = exact.split('.');
  return BigInt(whole) * 100n + BigInt(fraction);
};

const amountOfCents = (cents: bigint): string => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** The exact sum of amounts; an amount that is not one yet (being typed) counts as nothing. */
export function sumMoney(amounts: Iterable<string>): string {
  let cents = 0n;
  for (const amount of amounts) cents += centsOf(amount);
  return amountOfCents(cents);
}

/** The nights of a stay: arrival up to the night before departure. */
export function nightsOf(arrival: string, departure: string): string[] {
  const count = stayNights(arrival, departure);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(arrival, index));
}

/**
 * The stay with new dates: nights it keeps keep their rate and reason; a night it gains is priced
 * like its nearest night that had a rate (the stay's rate carried on), or with `fallback` (the
 * room type's rate) when it had none.
 */
export function withDates(stay: StayDraft, arrival: string, departure: string, fallback: string): StayDraft {
  const kept = new Map(stay.nightlyRates.map((rate) => [rate.night, rate]));
  const nights = nightsOf(arrival, departure);
  const nearest = (night: string): string => {
    if (stay.nightlyRates.length === 0) return fallback;
    const sorted = [...stay.nightlyRates].sort((a, b) => a.night.localeCompare(b.night));
    const before = sorted.filter((rate) => rate.night < night).at(-1);
    return (before ?? sorted[0])?.amount ?? fallback;
  };
  return {
    ...stay,
    arrival,
    departure,
    nightlyRates: nights.map((night) => kept.get(night) ?? { night, amount: nearest(night), reason: '' }),
  };
}

/** Every night of the stay at one rate (a new room type, or "same rate every night"). */
export function withRate(stay: StayDraft, amount: string, reason = ''): StayDraft {
  return {
    ...stay,
    nightlyRates: nightsOf(stay.arrival, stay.departure).map((night) => ({ night, amount, reason })),
  };
}

/**
 * The stay priced by a quote (night → amount). 'all' prices every night afresh and drops the
 * reasons; a list of nights, or 'unreasoned', leaves alone every night that has a reason: a rate
 * staff set on purpose stays until they price the stay again themselves.
 */
export function withPrices(
  stay: StayDraft,
  prices: ReadonlyMap<string, string>,
  which: 'all' | 'unreasoned' | readonly string[],
): StayDraft {
  return {
    ...stay,
    nightlyRates: stay.nightlyRates.map((rate) => {
      const price = prices.get(rate.night);
      if (price === undefined) return rate;
      if (which === 'all') return { night: rate.night, amount: groupedMoney(price), reason: '' };
      if (rate.reason.trim() !== '') return rate;
      if (which !== 'unreasoned' && !which.includes(rate.night)) return rate;
      return { ...rate, amount: groupedMoney(price) };
    }),
  };
}

/** Whether a quote asked for `asked` still fits the stay: same type, dates and guests. */
export const samePricing = (stay: StayDraft, asked: StayDraft): boolean =>
  stay.roomTypeId === asked.roomTypeId &&
  stay.arrival === asked.arrival &&
  stay.departure === asked.departure &&
  stay.adults === asked.adults &&
  stay.children === asked.children;

/** A new stay: one night from `arrival`, two adults, at `rate`. */
export function newStay(key: string, arrival: string, roomTypeId: number | null, rate: string): StayDraft {
  return withRate(
    {
      key,
      roomTypeId,
      roomId: null,
      arrival,
      departure: addDays(arrival, 1),
      adults: 2,
      children: 0,
      mealTypeId: null,
      nightlyRates: [],
    },
    rate,
  );
}

/** The server's `update` request for the draft; amounts as exact decimals, empty reasons left out. */
export function requestOf(draft: ReservationDraft, reservation: Reservation): ReservationUpdate {
  return {
    id: reservation.id,
    version: reservation.version,
    guestProfileId: draft.guestProfileId,
    companyProfileId: draft.companyProfileId,
    sourceId: draft.sourceId,
    marketId: draft.marketId,
    segmentId: draft.segmentId,
    rateCodeId: draft.rateCodeId,
    channel: draft.channel,
    status: draft.status,
    remark: draft.remark,
    internalRemark: draft.internalRemark,
    depositRequired: moneyOf(draft.depositRequired) ?? draft.depositRequired,
    depositDueDate: draft.depositDueDate,
    stays: draft.stays.map((stay) => ({
      ...(stay.id === undefined ? {} : { id: stay.id }),
      roomTypeId: stay.roomTypeId ?? 0,
      roomId: stay.roomId,
      arrival: stay.arrival,
      departure: stay.departure,
      adults: stay.adults,
      children: stay.children,
      mealTypeId: stay.mealTypeId,
      nightlyRates: stay.nightlyRates.map((rate) => ({
        night: rate.night,
        amount: moneyOf(rate.amount) ?? rate.amount,
        ...(rate.reason.trim() ? { reason: rate.reason.trim() } : {}),
      })),
    })),
  };
}

/** What the form checks before asking the server, keyed like the server's pointers ('stays.1.departure'). */
export type DraftProblem =
  | { kind: 'required' }
  | { kind: 'bookerRequired' }
  | { kind: 'departureAfterArrival' }
  | { kind: 'beforeHotelDate'; hotelDate: string }
  | { kind: 'amount' }
  | { kind: 'dueDateNeedsDeposit' }
  | { kind: 'tooLong'; max: number };

export const REMARK_MAX = 2000;
export const REASON_MAX = 200;

/**
 * The server's rules the form can check itself (ReservationUpdate and booking.ts), so staff see
 * them at the field before saving. An arrival before the hotel date is refused only for a stay
 * that is new or moves its arrival: a stay already running keeps its first night.
 */
export function problemsOf(
  draft: ReservationDraft,
  reservation: Reservation,
  hotelDate: string | undefined,
): Record<string, DraftProblem> {
  const problems: Record<string, DraftProblem> = {};
  if (draft.guestProfileId === null && draft.companyProfileId === null) {
    problems.guestProfileId = { kind: 'bookerRequired' };
  }
  if (moneyOf(draft.depositRequired) === null) problems.depositRequired = { kind: 'amount' };
  else if (draft.depositDueDate && centsOf(draft.depositRequired) === 0n) {
    problems.depositDueDate = { kind: 'dueDateNeedsDeposit' };
  }
  if (draft.remark.length > REMARK_MAX) problems.remark = { kind: 'tooLong', max: REMARK_MAX };
  if (draft.internalRemark.length > REMARK_MAX) problems.internalRemark = { kind: 'tooLong', max: REMARK_MAX };
  const arrivalsBefore = new Map(reservation.stays.map((stay) => [stay.id, stay.arrival]));
  draft.stays.forEach((stay, index) => {
    const at = (field: string) => `stays.${index}.${field}`;
    if (stay.roomTypeId === null) problems[at('roomTypeId')] = { kind: 'required' };
    if (stayNights(stay.arrival, stay.departure) < 1) {
      problems[at('departure')] = { kind: 'departureAfterArrival' };
    }
    const moved = stay.id === undefined || arrivalsBefore.get(stay.id) !== stay.arrival;
    if (hotelDate && moved && stay.arrival < hotelDate) {
      problems[at('arrival')] = { kind: 'beforeHotelDate', hotelDate };
    }
    stay.nightlyRates.forEach((rate, night) => {
      if (moneyOf(rate.amount) === null) problems[at(`nightlyRates.${night}.amount`)] = { kind: 'amount' };
      if (rate.reason.trim().length > REASON_MAX) {
        problems[at(`nightlyRates.${night}.reason`)] = { kind: 'tooLong', max: REASON_MAX };
      }
    });
  });
  return problems;
}

/** Per room type and night: what the availability grid says is left, and the company's allotment. */
export type AvailabilityIndex = ReadonlyMap<string, number>;

const slot = (roomTypeId: number, night: string) => `${roomTypeId}|${night}`;

/** What may still be sold per room type and night, the asking company's unpicked allotment included. */
export function availabilityIndex(grids: readonly Schemas['AvailabilityGrid'][]): AvailabilityIndex {
  const index = new Map<string, number>();
  for (const grid of grids) {
    for (const type of grid.roomTypes) {
      for (const night of type.nights)
        index.set(slot(type.roomTypeId, night.night), night.available + night.companyAllotment);
    }
  }
  return index;
}

export type StayAvailability =
  /** Every night has a room left after this booking; `least` is the fewest left on any night. */
  | { kind: 'available'; least: number }
  /** These nights would be oversold. */
  | { kind: 'short'; nights: string[] }
  /** A waitlist or tentative booking holds no rooms. */
  | { kind: 'noInventory' }
  /** Not known (yet): no room type, or the nights were not read. */
  | { kind: 'unknown' };

/**
 * Live availability of each stay of the draft, by stay key. The grid counts this reservation's
 * own stays as sold as they are saved now; those rooms come back to it before the draft's stays
 * take theirs, as the server's update gives back the old nights and takes the new in one go.
 */
export function stayAvailability(
  draft: Pick<ReservationDraft, 'stays' | 'status'>,
  reservation: Reservation,
  available: AvailabilityIndex,
): Map<string, StayAvailability> {
  const held = new Map<string, number>();
  for (const stay of reservation.stays) {
    if (!takesInventory(stay.status)) continue;
    for (const night of nightsOf(stay.arrival, stay.departure)) {
      const key = slot(stay.roomTypeId, night);
      held.set(key, (held.get(key) ?? 0) + 1);
    }
  }
  const taking = takesInventory(draft.status);
  const needed = new Map<string, number>();
  if (taking) {
    for (const stay of draft.stays) {
      if (stay.roomTypeId === null) continue;
      for (const night of nightsOf(stay.arrival, stay.departure)) {
        const key = slot(stay.roomTypeId, night);
        needed.set(key, (needed.get(key) ?? 0) + 1);
      }
    }
  }
  const result = new Map<string, StayAvailability>();
  for (const stay of draft.stays) {
    if (!taking) {
      result.set(stay.key, { kind: 'noInventory' });
      continue;
    }
    const nights = nightsOf(stay.arrival, stay.departure);
    if (stay.roomTypeId === null || nights.length === 0) {
      result.set(stay.key, { kind: 'unknown' });
      continue;
    }
    const roomTypeId = stay.roomTypeId;
    const left = nights.map((night) => {
      const key = slot(roomTypeId, night);
      const free = available.get(key);
      return free === undefined ? undefined : free + (held.get(key) ?? 0) - (needed.get(key) ?? 0);
    });
    if (left.some((value) => value === undefined)) {
      result.set(stay.key, { kind: 'unknown' });
      continue;
    }
    const short = nights.filter((_, index) => (left[index] ?? 0) < 0);
    result.set(
      stay.key,
      short.length > 0
        ? { kind: 'short', nights: short }
        : { kind: 'available', least: Math.min(...left.map((value) => value ?? 0)) },
    );
  }
  return result;
}

/** The nights the availability grid must be read for: from the first arrival to the last night, ≤ 62 at a time. */
export function availabilityPeriods(
  stays: readonly StayDraft[],
  maxNights: number,
): { fromDate: string; toDate: string }[] {
  const valid = stays.filter((stay) => stayNights(stay.arrival, stay.departure) >= 1);
  if (valid.length === 0) return [];
  const first = valid.map((stay) => stay.arrival).sort()[0] as string;
  const last = addDays(
    valid
      .map((stay) => stay.departure)
      .sort()
      .at(-1) as string,
    -1,
  );
  const periods: { fromDate: string; toDate: string }[] = [];
  for (let from = first; from <= last; from = addDays(from, maxNights)) {
    const to = addDays(from, maxNights - 1);
    periods.push({ fromDate: from, toDate: [to, last].sort()[0] as string });
  }
  return periods;
}

/**
 * The fee the cancel dialog suggests until sales' cancellation policies set it: the first night of
 * every stay when cancelling within a day of arrival (a late cancellation), nothing before.
 */
export function suggestedFee(reservation: Reservation, hotelDate: string | undefined): string {
  if (!hotelDate || stayNights(hotelDate, reservation.arrival) > 1) return '0.00';
  return sumMoney(activeStays(reservation).flatMap((stay) => stay.nightlyRates.slice(0, 1).map((rate) => rate.amount)));
}

/** A field of a history entry: 'status', 'stays/2/departure' (stay line 2) or 'stays/3' (a stay added or removed). */
export function historyFieldOf(field: string): { stayLine?: number; name: string } {
  const stay = /^stays\/(\d+)(?:\/(.+))?$/.exec(field);
  if (!stay) return { name: field };
  return { stayLine: Number(stay[1]), name: stay[2] ?? '' };
}
