import { useCallback } from 'react';
import { useApi } from '../../../shared/api.ts';
import { stayNights } from '../nights.ts';
import type { StayDraft } from './draft.ts';

/** Prices of a stay's nights, night → amount; null when the stay can not be priced now. */
export type Quote = (stay: StayDraft) => Promise<ReadonlyMap<string, string> | null>;

/**
 * Asks the rate resolution (reservation/rate `quote`) what each night of a stay costs for the
 * booking's rate code and company. A quote that fails leaves the rates as they are: staff can
 * always type them.
 */
export function useQuote(rateCodeId: number | null, companyProfileId: number | null): Quote {
  const api = useApi();
  return useCallback(
    async (stay) => {
      if (stay.roomTypeId === null || stay.adults < 1 || stayNights(stay.arrival, stay.departure) < 1) return null;
      try {
        const answer = await api.call(
          'reservation/rate',
          'quote',
          [
            {
              rateCodeId,
              roomTypeId: stay.roomTypeId,
              arrival: stay.arrival,
              departure: stay.departure,
              adults: stay.adults,
              children: stay.children,
              companyProfileId,
            },
          ],
          { quiet: true, retryOnTimeout: true },
        );
        const quote = answer.data[0];
        return quote ? new Map(quote.nights.map((night) => [night.night, night.amount])) : null;
      } catch {
        return null;
      }
    },
    [api, rateCodeId, companyProfileId],
  );
}
