import { useQuery } from '@tanstack/react-query';
import { localToday } from './dates.ts';
import { actionQuery } from './query/actionQuery.ts';

/**
 * The hotel date (configuration/hotel GetHotelDate): one read shared by the shell and every screen,
 * kept for a minute and refreshed with the screens (day-end moves it, at most once a day).
 */
export const hotelDateQuery = () =>
  actionQuery('configuration/hotel', 'GetHotelDate', [], {
    staleTime: 60_000,
    refetchOnReconnect: true,
    meta: { requireOnline: true },
  });

/**
 * The hotel date, `yyyy-MM-dd`; undefined while it loads. Without it (offline, refused) screens
 * fall back to the browser's today, which staff can change.
 */
export function useHotelDate(): string | undefined {
  const hotelDate = useQuery(hotelDateQuery());
  if (hotelDate.isSuccess) return hotelDate.data[0]?.value ?? localToday();
  return hotelDate.isError ? localToday() : undefined;
}
