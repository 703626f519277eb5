import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDebounced } from '../../../shared/useDebounced.ts';
import { type FreeRoomsCriteria, stayAvailabilityQuery, stayFreeRoomsQuery } from '../api/availability.ts';
import { type QuoteCriteria, quoteQuery } from '../api/reservation.ts';
import { MAX_NIGHTS } from '../nights.ts';
import {
  type AvailabilityIndex,
  availabilityIndex,
  availabilityPeriods,
  type StayAvailability,
  staysAvailability,
} from './availability.ts';
import { type ContractRefusal, contractRefusalOf } from './contractRefusal.ts';
import { applyOffer, nightsOfStay, type Pricing, pricingKey, type StayDraft, withBaseRate } from './draft.ts';
import type { StayChange } from './useBookingDraft.ts';

// What the server says about the stays while staff type: rooms left, the rooms free for a stay and
// the price of its nights. Each read waits until typing pauses and goes out without the loading
// popup; an answer for what the stay no longer is is never applied to it.

export const TYPING_PAUSE_MS = 400;

/** `key` once typing paused, as the criteria it was built from; null while it is unsettled or null. */
function useSettled<T>(key: string | null): T | null {
  const settled = useDebounced(key, TYPING_PAUSE_MS);
  return settled !== null && settled === key ? (JSON.parse(settled) as T) : null;
}

export interface StaysAvailability {
  /** By stay key. */
  byStay: ReadonlyMap<string, StayAvailability>;
  /** The answer on screen is for other stays than the draft's now: a new one is on its way. */
  isChecking: boolean;
  failed: boolean;
}

const NO_HELD: AvailabilityIndex = new Map();

/**
 * What is left for every stay of the draft: the availability grid for the nights the stays cover
 * (for a company, with its allotment), read again after a pause when they change. `held` gives
 * back the rooms a saved reservation holds now.
 */
export function useStaysAvailability(
  stays: readonly StayDraft[],
  companyProfileId: number | null,
  options: { held?: AvailabilityIndex; isEnabled?: boolean } = {},
): StaysAvailability {
  const { held = NO_HELD, isEnabled = true } = options;
  const periods = isEnabled ? availabilityPeriods(stays, MAX_NIGHTS) : [];
  const asked = periods.map((period) => ({ ...period, ...(companyProfileId === null ? {} : { companyProfileId }) }));
  const askedKey = JSON.stringify(asked);
  const settledKey = useDebounced(askedKey, TYPING_PAUSE_MS);
  const reads = useQueries({
    queries: (JSON.parse(settledKey) as typeof asked).map((criteria) => stayAvailabilityQuery(criteria)),
  });
  const grids = reads.flatMap((read) => (read.data ? [read.data] : []));
  const complete = grids.length === reads.length;
  const byStay = staysAvailability(stays, complete ? availabilityIndex(grids) : new Map(), held);
  return {
    byStay: useStable(byStay),
    isChecking: settledKey !== askedKey || reads.some((read) => read.isFetching || read.isPlaceholderData),
    failed: reads.some((read) => read.isError),
  };
}

/** The same map while its content is the same: typing a remark keeps the stays grid's rows. */
function useStable(next: Map<string, StayAvailability>): ReadonlyMap<string, StayAvailability> {
  const kept = useRef(next);
  if (JSON.stringify([...kept.current]) !== JSON.stringify([...next])) kept.current = next;
  return kept.current;
}

/** The rooms of the stay's type free on all its nights (reservation/availability free-rooms). */
export function useFreeRooms(stay: Pick<StayDraft, 'roomTypeId' | 'arrival' | 'departure'>) {
  const key =
    stay.roomTypeId !== null && nightsOfStay(stay).length > 0
      ? JSON.stringify({ roomTypeId: stay.roomTypeId, arrival: stay.arrival, departure: stay.departure })
      : null;
  const criteria = useSettled<FreeRoomsCriteria>(key);
  const read = useQuery({
    ...stayFreeRoomsQuery(criteria ?? { roomTypeId: 0, arrival: '', departure: '' }),
    enabled: criteria !== null,
  });
  const rooms = criteria !== null ? read.data : undefined;
  const failed = criteria !== null && read.isError;
  return { rooms, failed, isLoading: key !== null && rooms === undefined && !failed };
}

export interface StayPricing {
  /** The quote could not be read: base rates are offered. */
  isFallback: boolean;
  /** The stay changed and its new price is not asked for yet. */
  isPricing: boolean;
  /** The company's contract does not sell the stay as it is, and why; null otherwise. */
  refusal: ContractRefusal | null;
  /** The stay is priced for what it is now: its contract price (if any) explains its nights. */
  isCurrent: boolean;
}

/**
 * Prices the stay's nights with the rate resolution (reservation/rate `quote`) whenever what they
 * depend on settles: the nights nobody priced by hand take the offer, and the stay the contract
 * price that made it (see applyOffer). Should the quote fail, nights without a price are offered
 * the room type's base rate and `isFallback` says so: staff can still book, and type the prices.
 * A contract that refuses the stay (closed to arrival, minimum stay, …) is no failure: nothing is
 * offered in its place and `refusal` says why.
 */
export function useStayPricing(
  stay: StayDraft,
  pricing: Pricing,
  baseRate: string | undefined,
  onChange: StayChange,
): StayPricing {
  const key = pricingKey(stay, pricing);
  const criteria = useSettled<QuoteCriteria>(key);
  const quote = useQuery({ ...quoteQuery(criteria ?? PLACEHOLDER_QUOTE), enabled: criteria !== null });
  const answered = criteria !== null ? quote.data : undefined;
  const refusal = criteria !== null ? contractRefusalOf(quote.error) : null;
  const failed = criteria !== null && quote.isError && refusal === null;
  const isSettled = criteria !== null;
  const stayKey = stay.key;
  // A stay priced for something else ("price again", a new room type) takes the answer at hand.
  const isRepricing = stay.pricedFor !== key;
  const { rateCodeId, companyProfileId } = pricing;
  // A stay started again from the server's answer (saved, repriced, reloaded) has lost its offers:
  // the answer at hand gives them back.
  const lacksOffer = stay.nights.some((night) => night.offered === null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: lacksOffer is a trigger, not an input.
  useEffect(() => {
    if (key === null || !isSettled) return;
    if (answered) {
      const meal = answered.nights[0]?.mealTypeId ?? null;
      onChange(
        stayKey,
        (current) => {
          // Typed on since: the next answer prices the stay as it is then.
          if (pricingKey(current, { rateCodeId, companyProfileId }) !== key) return current;
          const priced = applyOffer(current, key, answered.nights, answered.contract ?? null);
          return isRepricing && priced.mealTypeId === null && meal !== null ? { ...priced, mealTypeId: meal } : priced;
        },
        [],
      );
    } else if (failed && baseRate !== undefined) {
      onChange(stayKey, (current) => withBaseRate(current, baseRate), []);
    }
  }, [
    answered,
    failed,
    key,
    isSettled,
    isRepricing,
    lacksOffer,
    rateCodeId,
    companyProfileId,
    baseRate,
    stayKey,
    onChange,
  ]);

  return {
    isFallback: failed,
    isPricing: key !== null && !isSettled,
    refusal,
    isCurrent: key !== null && stay.pricedFor === key,
  };
}

const PLACEHOLDER_QUOTE: QuoteCriteria = {
  rateCodeId: null,
  roomTypeId: 0,
  arrival: '',
  departure: '',
  adults: 1,
  children: 0,
  companyProfileId: null,
};
