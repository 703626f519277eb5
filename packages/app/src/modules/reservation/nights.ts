/** Calendar arithmetic of the reservation screens on ISO dates ('2026-11-21'): the shared @pms/domain calendar. */
export {
  addDays,
  daysInclusive,
  localToday,
  nightsBetween,
  nightsOf,
  weekdayOf,
} from '../../shared/dates.ts';

/** The availability period's limits: 14 nights by default, at most 62 (the server's limit). */
export const DEFAULT_NIGHTS = 14;
export const MAX_NIGHTS = 62;

export const ALL_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
