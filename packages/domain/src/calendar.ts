// Calendar dates as the API and the database carry them: ISO `yyyy-MM-dd` strings, computed as
// calendar dates (@internationalized/date, the library react-aria's date fields use), so no time
// zone or daylight-saving change ever moves a night. The app and the server both use this.
//
// Two counts, two names (they differ by one and were mixed up before):
// - nightsBetween(arrival, departure): the nights of a stay; the departure morning is no night.
// - daysInclusive(from, to): the days of a period with both ends counted (a report's range).
import {
  type CalendarDate,
  endOfMonth as endOfMonthOf,
  getLocalTimeZone,
  parseDate,
  startOfMonth as startOfMonthOf,
  today,
} from '@internationalized/date';

/** An ISO calendar date, 'yyyy-MM-dd'. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dateOf = (iso: IsoDate): CalendarDate => parseDate(iso);

/** Whether `text` is a real calendar date written yyyy-MM-dd (not 2026-02-30, not 2026-2-3). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  try {
    return dateOf(text).toString() === text;
  } catch {
    return false;
  }
}

/** The date `days` after `date` (before it when negative). */
export const addDays = (date: IsoDate, days: number): IsoDate => dateOf(date).add({ days }).toString();

/** `to` minus `from` in whole days: negative when `to` is earlier, 0 on the same day. */
export const dayDifference = (from: IsoDate, to: IsoDate): number => dateOf(to).compare(dateOf(from));

/** The nights of a stay from arrival to departure (3 for 21 → 24 Nov); 0 or less when they are the wrong way round. */
export const nightsBetween = (arrival: IsoDate, departure: IsoDate): number => dayDifference(arrival, departure);

/** The days from `from` to `to` with both counted (30 for 1 → 30 Nov, 1 for one day); 0 or less when `to` comes first. */
export const daysInclusive = (from: IsoDate, to: IsoDate): number => dayDifference(from, to) + 1;

/** Each night of a stay: arrival up to the night before departure ([] when departure is not after arrival). */
export function nightsOf(arrival: IsoDate, departure: IsoDate): IsoDate[] {
  const count = Math.max(0, nightsBetween(arrival, departure));
  return Array.from({ length: count }, (_, index) => addDays(arrival, index));
}

/** Each day from `from` to `to`, both included. */
export function daysOf(from: IsoDate, to: IsoDate): IsoDate[] {
  const count = Math.max(0, daysInclusive(from, to));
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** The first day of the date's month. */
export const startOfMonth = (date: IsoDate): IsoDate => startOfMonthOf(dateOf(date)).toString();

/** The last day of the date's month (28 Feb, 29 Feb in a leap year, 30 or 31). */
export const endOfMonth = (date: IsoDate): IsoDate => endOfMonthOf(dateOf(date)).toString();

/** Day of week as spec §3 values it: Sunday 1 to Saturday 7 (whatever the locale's first day). */
export function weekdayOf(date: IsoDate): number {
  // 2023-01-01 was a Sunday: whole weeks since then leave the weekday.
  const days = dayDifference('2023-01-01', date);
  return (((days % 7) + 7) % 7) + 1;
}

/** Today in the device's own calendar and time zone: what the app falls back to without the hotel date. */
export const localToday = (): IsoDate => today(getLocalTimeZone()).toString();
