import { format, isValid, parse, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

// Display formats fixed by the product specification, independent of the UI language:
// dates as 21-Nov-2026, timestamps as 21-Nov-2026/14:05:09, money as 1,234.50.
const DATE_PATTERN = 'dd-MMM-yyyy';
const DATE_TIME_PATTERN = 'dd-MMM-y/HH:mm:ss';
const ISO_DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// Plain decimal notation only: no exponents, hex or 'Infinity', which Number() would accept.
const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

// Passing the locale explicitly keeps month names English even if the app changes date-fns'
// default locale for Thai or Lao screens.
const formatOptions = { locale: enUS };

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
  // A value that rounds to zero prints as 0.00, never -0.00.
  signDisplay: 'negative',
});

/**
 * Reads an ISO 8601 string. A date-only value ('2026-11-21') is a calendar date, not an instant:
 * it becomes local midnight of that day, so it never shifts a day whatever the time zone
 * (`new Date('2026-11-21')` would read it as UTC midnight). Timestamps with an offset are
 * converted to local time.
 */
function parseIsoValue(text: string): Date {
  const value = text.trim();
  const date = ISO_DATE_ONLY.test(value) ? parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1)) : parseISO(value);
  if (!isValid(date)) {
    throw new RangeError(`Not an ISO 8601 date: ${JSON.stringify(text)}`);
  }
  return date;
}

/** '2026-11-21' → '21-Nov-2026'. Throws a RangeError for text that is not an ISO date. */
export function formatDate(isoDate: string): string {
  return format(parseIsoValue(isoDate), DATE_PATTERN, formatOptions);
}

/** A Date or ISO string → '21-Nov-2026/14:05:09' in local time. Throws a RangeError when invalid. */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? parseIsoValue(value) : value;
  if (!isValid(date)) {
    throw new RangeError('Not a valid date');
  }
  return format(date, DATE_TIME_PATTERN, formatOptions);
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
