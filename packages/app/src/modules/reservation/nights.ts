/** Calendar arithmetic on ISO dates ('2026-11-21'), in UTC so no time zone moves a night. */

const DAY_MS = 86_400_000;

const timeOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

export const addDays = (isoDate: string, days: number): string =>
  new Date(timeOf(isoDate) + days * DAY_MS).toISOString().slice(0, 10);

/** Nights from `from` to `to`, both included (the availability request's period). */
export const nightsBetween = (from: string, to: string): number => Math.round((timeOf(to) - timeOf(from)) / DAY_MS) + 1;

/** Nights a stay from arrival to departure takes (the departure morning is not a night). */
export const stayNights = (arrival: string, departure: string): number =>
  Math.round((timeOf(departure) - timeOf(arrival)) / DAY_MS);

/** Day of week as spec §3 values it: Sunday 1 to Saturday 7. */
export const weekdayOf = (isoDate: string): number => new Date(timeOf(isoDate)).getUTCDay() + 1;

/** Today in the browser's calendar, for when the hotel date can not be read. */
export const localToday = (): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
};

/** The availability period's limits: 14 nights by default, at most 62 (the server's limit). */
export const DEFAULT_NIGHTS = 14;
export const MAX_NIGHTS = 62;

export const ALL_WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
