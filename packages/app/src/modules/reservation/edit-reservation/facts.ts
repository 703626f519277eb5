import type { Schemas } from '@pms/api-client';
import { nightsBetween } from '@pms/domain/calendar';
import { sumMoney } from '@pms/domain/money';
import { activeStays } from '../booking/draft.ts';

type Reservation = Schemas['Reservation'];

/**
 * The fee the cancel dialog suggests until sales' cancellation policies set it: the first night of
 * every stay when cancelling within a day of arrival (a late cancellation), nothing before.
 */
export function suggestedFee(reservation: Reservation, hotelDate: string | undefined): string {
  if (!hotelDate || nightsBetween(hotelDate, reservation.arrival) > 1) return '0.00';
  return sumMoney(activeStays(reservation).flatMap((stay) => stay.nightlyRates.slice(0, 1).map((rate) => rate.amount)));
}

/** A field of a history entry: 'status', 'stays/2/departure' (stay line 2) or 'stays/3' (a stay added or removed). */
export function historyFieldOf(field: string): { stayLine?: number; name: string } {
  const stay = /^stays\/(\d+)(?:\/(.+))?$/.exec(field);
  if (!stay) return { name: field };
  return { stayLine: Number(stay[1]), name: stay[2] ?? '' };
}
