// Display formats fixed by the product specification, independent of the UI language:
// dates as 21-Nov-2026, timestamps as 21-Nov-2026/14:05:09, money as 1,234.50. Written out here
// rather than through date-fns: the two fixed patterns with English month names are a few lines,
// and every list page formats dates, so the library and its locale were on every first load.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 date and time: 'T' or a space between, minutes to fractions optional, 'Z' or an offset.
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?$/;
// Plain decimal notation only: no exponents, hex or 'Infinity', which Number() would accept.
const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
  // A value that rounds to zero prints as 0.00, never -0.00.
  signDisplay: 'negative',
});

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Local date and time from its parts, or null when a part is out of range (30 February). */
function localDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) {
  // setFullYear, not the constructor: that reads years 0–99 as 1900–1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  date.setHours(hours, minutes, seconds, ms);
  const isExact =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    hours < 24 &&
    minutes < 60 &&
    seconds < 60;
  return isExact ? date : null;
}

/**
 * Reads an ISO 8601 string. A date-only value ('2026-11-21') is a calendar date, not an instant:
 * it becomes local midnight of that day, so it never shifts a day whatever the time zone
 * (`new Date('2026-11-21')` would read it as UTC midnight). Timestamps with an offset are
 * converted to local time; without one they are local time.
 */
function parseIsoValue(text: string): Date {
  const value = text.trim();
  const dateOnly = ISO_DATE_ONLY.exec(value);
  const dateTime = dateOnly ? null : ISO_DATE_TIME.exec(value);
  let date: Date | null = null;
  if (dateOnly) {
    date = localDate(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  } else if (dateTime) {
    const [
      ,
      year,
      month,
      day,
      hours,
      minutes = '0',
      seconds = '0',
      fraction = '0',
      utc,
      sign,
      offsetHours,
      offsetMinutes = '0',
    ] = dateTime;
    const ms = Math.floor(Number(`0.${fraction}`) * 1000);
    // Checked as a local date first: the parts must name a real day and time.
    date = localDate(Number(year), Number(month), Number(day), Number(hours), Number(minutes), Number(seconds), ms);
    if (date && (utc || sign)) {
      const offset = utc ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
      const instant = new Date(0);
      instant.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
      instant.setUTCHours(Number(hours), Number(minutes) - offset, Number(seconds), ms);
      date = instant;
    }
  }
  if (!date) {
    throw new RangeError(`Not an ISO 8601 date: ${JSON.stringify(text)}`);
  }
  return date;
}

const datePart = (date: Date) => `${pad(date.getDate())}-${MONTHS[date.getMonth()]}-${pad(date.getFullYear(), 4)}`;

/** '2026-11-21' → '21-Nov-2026'. Throws a RangeError for text that is not an ISO date. */
export function formatDate(isoDate: string): string {
  return datePart(parseIsoValue(isoDate));
}

/** A Date or ISO string → '21-Nov-2026/14:05:09' in local time. Throws a RangeError when invalid. */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? parseIsoValue(value) : value;
  if (Number.isNaN(date.getTime())) {
    throw new RangeError('Not a valid date');
  }
  return `${datePart(date)}/${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * Reads a number typed with thousands separators ('1,234.50' → 1234.5). Returns NaN for anything
 * that is not a plain decimal number, including the empty string.
 */
export function parseNumber(text: string): number {
  const cleaned = normaliseDecimal(text);
  return cleaned === null ? Number.NaN : Number(cleaned);
}

/**
 * 1234.5 or '1,234.5' → '1,234.50'. Strings are rounded as exact decimals (half away from zero),
 * so amounts from the API keep every digit. Throws a RangeError for values that are not finite.
 */
export function formatMoney(value: number | string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new RangeError(`Not a finite amount: ${value}`);
    }
    return money.format(value);
  }
  const cleaned = normaliseDecimal(value);
  if (cleaned === null) {
    throw new RangeError(`Not an amount: ${JSON.stringify(value)}`);
  }
  // Intl.NumberFormat formats a numeric string as an exact decimal (no float rounding).
  return money.format(cleaned as `${number}`);
}

function normaliseDecimal(text: string): string | null {
  const cleaned = text.replaceAll(',', '').trim();
  return DECIMAL.test(cleaned) ? cleaned : null;
}
