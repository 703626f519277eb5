// Calendar dates as the API and the database carry them: ISO `yyyy-MM-dd` strings. Computed in
// UTC so that no time zone or daylight-saving change moves a night.

const DAY_MS = 86_400_000;

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(toTime(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * `to` minus `from` in whole days (negative when `to` is earlier): a stay's nights, not the days
 * of a range counted at both ends (add 1 for those).
 */
export function dayDifference(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The nights of a stay: arrival up to the night before departure. */
export function nightsOf(arrival: string, departure: string): string[] {
  return Array.from({ length: Math.max(0, dayDifference(arrival, departure)) }, (_, index) => addDays(arrival, index));
}

/** Day of week as spec §3 values it: Sunday 1 to Saturday 7. */
export const weekdayOf = (date: string): number => new Date(toTime(date)).getUTCDay() + 1;
