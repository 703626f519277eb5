/** Calendar arithmetic of the reservation screens on ISO dates ('2026-11-21'), in UTC. */
import { addDays, daysBetween, localToday } from '../../shared/dates.ts';

export { addDays, localToday };

const DAY_MS = 86_400_000;

const timeOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** Nights from `from` to `to`, both included (the availability request's period). */
export const nightsBetween = daysBetween;

/** Nights a stay from arrival to departure takes (the departure morning is not a night). */
export const stayNights = (arrival: string, departure: string): number =>
  Math.round((timeOf(departure) - timeOf(arrival)) / DAY_MS);

/** Day of week as spec §3 values it: Sunday 1 to Saturday 7. */
export const weekdayOf = (isoDate: string): number => new Date(timeOf(isoDate)).getUTCDay() + 1;

/** The availability period's limits: 14 nights by default, at most 62 (the server's limit). */
export const DEFAULT_NIGHTS = 14;
export const MAX_NIGHTS = 62;

export const ALL_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
