import { type CalendarDate, parseDate } from '@internationalized/date';
import { formatDate } from '../../format/format.ts';

/**
 * What the date components accept as a value: a CalendarDate, or an ISO 8601 date string
 * ('2026-11-21'), the form dates take on the wire. They always report CalendarDate back, with the
 * ISO string as a second argument of onChange.
 */
export type DateValueInput = CalendarDate | string;

/** '2026-11-21' or a CalendarDate → CalendarDate. Throws a RangeError for a malformed string. */
export function toCalendarDate(value: DateValueInput): CalendarDate {
  return typeof value === 'string' ? parseDate(value.trim()) : value;
}

/** Like toCalendarDate, passing null (empty) and undefined (not given) through. */
export function toCalendarDateOrEmpty<T extends null | undefined>(value: DateValueInput | T): CalendarDate | T {
  return value === null || value === undefined ? value : toCalendarDate(value);
}

/** CalendarDate → '2026-11-21'; null stays null. */
export function toIsoDate(value: CalendarDate | null): string | null {
  return value === null ? null : value.toString();
}

/** CalendarDate → '21-Nov-2026', the spec's display format (formatDate). */
export function formatCalendarDate(value: CalendarDate): string {
  return formatDate(value.toString());
}

// Taken from formatDate itself so segments and formatted dates can never disagree.
const MONTH_ABBREVIATIONS = Array.from(
  { length: 12 },
  (_, index) => formatDate(`2001-${String(index + 1).padStart(2, '0')}-01`).split('-')[1] ?? '',
);

/** 1 → 'Jan' … 12 → 'Dec': the MMM of dd-MMM-yyyy, English in every UI language as in formatDate. */
export function monthAbbreviation(month: number): string {
  const name = MONTH_ABBREVIATIONS[month - 1];
  if (name === undefined) {
    throw new RangeError(`Not a month: ${month}`);
  }
  return name;
}

/**
 * What a segment shows. RAC formats segments for the locale (21/11/2026); staff must see the spec's
 * 21-Nov-2026 in every language, so the day is two digits, the month its English abbreviation,
 * separators are '-', and empty segments show the pattern letters (dd-MMM-yyyy). Typing is RAC's:
 * digits per segment, arrow keys to step; screen readers get RAC's localized values.
 */
export function segmentText(segment: {
  type: string;
  text: string;
  value?: number | null | undefined;
  isPlaceholder: boolean;
}): string {
  switch (segment.type) {
    case 'literal':
      return '-';
    case 'day':
      return segment.isPlaceholder ? 'dd' : segment.text.padStart(2, '0');
    case 'month':
      if (segment.isPlaceholder) return 'MMM';
      // While a two-digit month is being typed ('0' of '05') there is no month to name yet.
      return typeof segment.value === 'number' && segment.value >= 1 && segment.value <= 12
        ? monthAbbreviation(segment.value)
        : segment.text;
    case 'year':
      return segment.isPlaceholder ? 'yyyy' : segment.text;
    default:
      return segment.text;
  }
}

/**
 * The UI locale with the Gregorian calendar and Latin digits. Thai defaults to the Buddhist
 * calendar (2569 for 2026); the spec's dates are Gregorian, so calendars and fields use this.
 */
export function gregorianLocale(locale: string): string {
  return new Intl.Locale(locale, { calendar: 'gregory', numberingSystem: 'latn' }).toString();
}

function writesDayMonthYear(locale: string): boolean {
  const order = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' })
    .formatToParts(new Date(2026, 10, 21))
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month' || type === 'year');
  return order.join(',') === 'day,month,year';
}

const fieldLocales = new Map<string, string>();

/**
 * The locale for the typed date segments. RAC orders segments as the locale writes dates; the spec
 * wants dd-MMM-yyyy everywhere, so a locale that writes month or year first (en-US) is replaced by
 * en-GB, which stays English. Thai and Lao already write day first and keep their own segment names.
 */
export function dateFieldLocale(locale: string): string {
  let answer = fieldLocales.get(locale);
  if (answer === undefined) {
    const gregorian = gregorianLocale(locale);
    answer = writesDayMonthYear(gregorian) ? gregorian : gregorianLocale('en-GB');
    fieldLocales.set(locale, answer);
  }
  return answer;
}

/** A range of whole days as the date components accept it: each end a CalendarDate or ISO string. */
export interface DateRangeInput {
  start: DateValueInput;
  end: DateValueInput;
}

/** A range of whole days as the date components report it. */
export interface CalendarDateRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** Both ends of a range as ISO strings. */
export interface IsoDateRange {
  start: string;
  end: string;
}

export function toIsoDateRange(range: CalendarDateRange | null): IsoDateRange | null {
  return range === null ? null : { start: range.start.toString(), end: range.end.toString() };
}

/**
 * Weekday names for a calendar's column headers: 'short' (Sun, Mon) where every short name fits a
 * 30 px column, else 'narrow' (Thai and Lao short names are whole words: อาทิตย์, ອາທິດ).
 */
export function calendarWeekdayStyle(locale: string): 'short' | 'narrow' {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  // 1 Nov 2026 is a Sunday: seven days cover every name.
  const names = Array.from({ length: 7 }, (_, day) => format.format(new Date(2026, 10, 1 + day)));
  return names.every((name) => [...name].length <= 3) ? 'short' : 'narrow';
}
