import type { ApiClient, Schemas } from '@pms/api-client';
import { useEffect, useState } from 'react';
import { useApi } from '../../../shared/api.ts';
import { MAX_NIGHTS } from '../nights.ts';
import { useDebounced } from '../referenceData.ts';
import { type NightFigures, nightsOfStay, type RateSource, type StayDraft } from './bookingForm.ts';

// What the server says about one stay while staff type: rooms left, the rooms free for it and
// the price of its nights. Each read waits until typing pauses, goes out quietly (no loading
// popup) and is dropped when the stay changes again before it answers.

export const TYPING_PAUSE_MS = 400;

export type Read<T> =
  | { state: 'idle' }
  | { state: 'loading'; previous?: T }
  | { state: 'ready'; data: T }
  | { state: 'failed'; error: unknown };

type StayKey = Pick<StayDraft, 'roomTypeId' | 'arrival' | 'departure'>;

/** Reads `load(signal)` whenever `key` settles; idle while `key` is null. */
function useSettledRead<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Read<T> {
  const settled = useDebounced(key, TYPING_PAUSE_MS);
  const [read, setRead] = useState<Read<T>>({ state: 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settled` stands for what `load` reads.
  useEffect(() => {
    if (settled === null) {
      setRead({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setRead((previous) => ({
      state: 'loading',
      ...(previous.state === 'ready' ? { previous: previous.data } : {}),
    }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setRead({ state: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [settled]);
  // While the typed key has not settled yet, what is shown is already out of date.
  if (key !== settled && key !== null && read.state === 'ready') return { state: 'loading', previous: read.data };
  return read;
}

/** The room type's figures for every night of the stay, in reads of at most 62 nights. */
async function readFigures(
  api: ApiClient,
  stay: StayKey & { roomTypeId: number },
  companyProfileId: number | null,
  signal: AbortSignal,
): Promise<NightFigures[]> {
  const nights = nightsOfStay(stay);
  const periods: { fromDate: string; toDate: string }[] = [];
  for (let start = 0; start < nights.length; start += MAX_NIGHTS) {
    const end = Math.min(start + MAX_NIGHTS, nights.length) - 1;
    periods.push({ fromDate: nights[start] as string, toDate: nights[end] as string });
  }
  const answers = await Promise.all(
    periods.map((period) =>
      api.call(
        'reservation/availability',
        'get',
        [{ ...period, ...(companyProfileId === null ? {} : { companyProfileId }) }],
        { signal, quiet: true, retryOnTimeout: true },
      ),
    ),
  );
  return answers.flatMap(
    (answer) =>
      answer.data[0]?.roomTypes
        .find((type) => type.roomTypeId === stay.roomTypeId)
        ?.nights.map((night) => ({
          night: night.night,
          available: night.available,
          companyAllotment: night.companyAllotment,
        })) ?? [],
  );
}

const stayKey = (stay: StayKey, ...more: unknown[]) =>
  stay.roomTypeId !== null && nightsOfStay(stay).length > 0
    ? JSON.stringify([stay.roomTypeId, stay.arrival, stay.departure, ...more])
    : null;

/** Availability of the stay's room type on each of its nights (for a company: with its allotment). */
export function useStayFigures(stay: StayKey, companyProfileId: number | null): Read<NightFigures[]> {
  const api = useApi();
  const { roomTypeId, arrival, departure } = stay;
  return useSettledRead(stayKey(stay, companyProfileId), (signal) =>
    readFigures(api, { roomTypeId: roomTypeId as number, arrival, departure }, companyProfileId, signal),
  );
}

export type FreeRoom = Schemas['FreeRoom'];

/** The rooms of the stay's type free on all its nights (reservation/availability free-rooms). */
export function useFreeRooms(stay: StayKey): Read<FreeRoom[]> {
  const api = useApi();
  const { roomTypeId, arrival, departure } = stay;
  return useSettledRead(stayKey(stay), (signal) =>
    api
      .call(
        'reservation/availability',
        'free-rooms',
        [{ roomTypeId: roomTypeId as number, arrival: arrival as string, departure: departure as string }],
        { signal, quiet: true, retryOnTimeout: true },
      )
      .then((answer) => answer.data),
  );
}

export interface OfferedNight {
  night: string;
  amount: string;
  mealTypeId: number | null;
  source: RateSource;
}

/** What the stay's nights cost: the rate resolution's answer, or why it could not be read. */
export interface Offer {
  nights: OfferedNight[];
  /** The rate resolution failed and the nights are priced at the room type's base rate. */
  fallback: boolean;
}

/**
 * Prices the stay's nights with reservation/rate `quote` (rate code, else base rate, per night).
 * Should the quote fail, every night is offered at the room type's base rate and the screen says
 * so: staff can still book, and edit the prices.
 */
export function useStayOffer(
  stay: StayKey & Pick<StayDraft, 'adults' | 'children'>,
  booking: { rateCodeId: number | null; companyProfileId: number | null },
  baseRate: string | undefined,
): Read<Offer> {
  const api = useApi();
  const { roomTypeId, arrival, departure, adults, children } = stay;
  const pax = Number.isInteger(adults) && adults >= 1 ? adults : null;
  const key =
    pax === null
      ? null
      : stayKey(stay, pax, Number.isInteger(children) ? children : 0, booking.rateCodeId, booking.companyProfileId);
  return useSettledRead(key, async (signal) => {
    try {
      const answer = await api.call(
        'reservation/rate',
        'quote',
        [
          {
            rateCodeId: booking.rateCodeId,
            roomTypeId: roomTypeId as number,
            arrival: arrival as string,
            departure: departure as string,
            adults: pax as number,
            children: Number.isInteger(children) && children >= 0 ? children : 0,
            companyProfileId: booking.companyProfileId,
          },
        ],
        { signal, quiet: true, retryOnTimeout: true },
      );
      const quote = answer.data[0];
      if (quote) return { nights: quote.nights, fallback: false };
    } catch (error) {
      if (signal.aborted || baseRate === undefined) throw error;
    }
    if (baseRate === undefined) throw new Error('No base rate to offer');
    return {
      nights: nightsOfStay({ arrival, departure }).map((night) => ({
        night,
        amount: baseRate,
        mealTypeId: null,
        source: 'base-rate' as const,
      })),
      fallback: true,
    };
  });
}
