/** Calendar arithmetic on ISO dates ('2026-11-21'), in UTC so no time zone moves a day. */

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const timeOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Whether `text` is a real calendar date written yyyy-MM-dd (not 2026-02-30). */
export const isIsoDate = (text: string): boolean => {
  if (!ISO_DATE.test(text)) return false;
  const time = timeOf(text);
  return Number.isFinite(time) && isoOf(time) === text;
};

export const addDays = (isoDate: string, days: number): string => isoOf(timeOf(isoDate) + days * DAY_MS);

/** Days from `from` to `to`, both included: 1 for a single day, 0 or less when `to` comes first. */
export const daysBetween = (from: string, to: string): number => Math.round((timeOf(to) - timeOf(from)) / DAY_MS) + 1;

export const startOfMonth = (isoDate: string): string => `${isoDate.slice(0, 8)}01`;

export const endOfMonth = (isoDate: string): string => {
  const date = new Date(timeOf(isoDate));
  return isoOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
};

/** Today in the browser's calendar, for when the hotel date can not be read. */
export const localToday = (): string => {
  const now = new Date();
  return isoOf(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
};
