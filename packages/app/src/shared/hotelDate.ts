import { useActionData } from './api.ts';
import { localToday } from './dates.ts';

const NO_CRITERIA: [] = [];
const ONLINE_ONLY = { requireOnline: true } as const;

/**
 * The hotel date (configuration/hotel GetHotelDate, as the shell reads it); undefined while it
 * loads. Without it (offline, refused) screens fall back to the browser's today, which staff can
 * change.
 */
export function useHotelDate(): string | undefined {
  const hotelDate = useActionData('configuration/hotel', 'GetHotelDate', NO_CRITERIA, ONLINE_ONLY);
  if (hotelDate.state === 'ready') return hotelDate.data[0]?.value ?? localToday();
  return hotelDate.state === 'failed' ? localToday() : undefined;
}
