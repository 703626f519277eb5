/**
 * Lao names of weekdays and months for browsers without Lao locale data (Debian's Chromium:
 * `Intl.DateTimeFormat.supportedLocalesOf(['lo'])` is empty there, so the Lao screens showed
 * English weekdays while the Thai ones were translated; issue 16).
 *
 * Only dates, only Lao: Intl.DateTimeFormat keeps the browser's own formatter for every other
 * language, and Lao goes to the formatjs polyfill with the CLDR `lo` data, both fetched in a chunk
 * of their own when Lao is chosen. Numbers stay as spec §9 fixes them (',' thousands, '.'
 * decimal): Intl.NumberFormat is left alone (Lao CLDR would print 1.234,56), and dd-MMM-yyyy
 * dates keep their English month abbreviations in every language (@pms/ui formatDate).
 *
 * The polyfill knows time zones only from tz data (800 kB and more): instead, each date is
 * formatted at the UTC offset the browser's own formatter gives for the asked zone at that
 * instant, so a night read in UTC (the occupancy chart) or the local midnight of a date picker in
 * UTC+7 keeps its weekday.
 */

type Locales = string | readonly string[] | undefined;
type Options = Intl.DateTimeFormatOptions | undefined;
type DateInput = Date | number | undefined;

export interface PolyfillConstructor {
  new (locales?: string | string[], options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat;
  supportedLocalesOf(locales: string | string[]): string[];
  __addLocaleData(...data: unknown[]): void;
}

const QUEUE = '__FORMATJS_DATETIMEFORMAT_DATA__';

/** Whether the browser's own Intl.DateTimeFormat has Lao. */
export function browserHasLaoDates(): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf(['lo']).length > 0;
}

/** Whether a request for these locales is a request for Lao (its first locale is Lao). */
export function asksForLao(locales: Locales): boolean {
  const first = typeof locales === 'string' ? locales : locales?.[0];
  if (!first) return false;
  try {
    return new Intl.Locale(first).language === 'lo';
  } catch {
    return false;
  }
}

/** '+07:00' for 420 minutes east of UTC. */
function offsetName(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** The UTC offset (in minutes) of a named time zone at an instant, as the browser's own Intl knows it. */
function offsetAt(native: typeof Intl.DateTimeFormat, timeZone: string, instant: number): number {
  const parts = new native('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const whole = instant - (instant % 1000);
  return Math.round((wallClock - whole) / 60_000);
}

/**
 * A Lao formatter: the polyfill, at the offset of the asked (or the browser's) time zone for the
 * instant formatted; it answers the zone's name as its time zone, as the native one would.
 */
function laoFormatter(
  native: typeof Intl.DateTimeFormat,
  Polyfill: PolyfillConstructor,
  locales: Locales,
  options: Options,
): Intl.DateTimeFormat {
  const timeZone = options?.timeZone ?? new native().resolvedOptions().timeZone;
  const requested = (typeof locales === 'string' ? [locales] : [...(locales ?? [])]) as string[];
  const byOffset = new Map<string, Intl.DateTimeFormat>();
  const at = (date: DateInput) => {
    const instant = date === undefined ? Date.now() : Number(date);
    const offset = Number.isFinite(instant) ? offsetName(offsetAt(native, timeZone, instant)) : '+00:00';
    let formatter = byOffset.get(offset);
    if (!formatter) {
      formatter = new Polyfill(requested, { ...options, timeZone: offset });
      byOffset.set(offset, formatter);
    }
    return formatter;
  };
  const formatter = {
    format: (date?: DateInput) => at(date).format(date),
    formatToParts: (date?: DateInput) => at(date).formatToParts(date),
    formatRange: (start: Date | number, end: Date | number) => at(start).formatRange(start, end),
    formatRangeToParts: (start: Date | number, end: Date | number) => at(start).formatRangeToParts(start, end),
    resolvedOptions: () => ({ ...at(undefined).resolvedOptions(), timeZone }),
  };
  Object.setPrototypeOf(formatter, native.prototype);
  return formatter as unknown as Intl.DateTimeFormat;
}

/**
 * Intl.DateTimeFormat for the whole page: Lao requests to the polyfill, every other to the
 * browser's own formatter (constructed as before, with or without `new`).
 */
export function laoAwareDateTimeFormat(native: typeof Intl.DateTimeFormat, Polyfill: PolyfillConstructor) {
  function DateTimeFormat(locales?: Locales, options?: Options) {
    return asksForLao(locales)
      ? laoFormatter(native, Polyfill, locales, options)
      : new native(locales as string | string[] | undefined, options);
  }
  DateTimeFormat.prototype = native.prototype;
  DateTimeFormat.supportedLocalesOf = (locales: string | string[], options?: Intl.DateTimeFormatOptions) => {
    const list = typeof locales === 'string' ? [locales] : locales;
    return list.flatMap((locale) =>
      asksForLao(locale) ? Polyfill.supportedLocalesOf([locale]) : native.supportedLocalesOf([locale], options),
    );
  };
  // The polyfill's locale-data modules register through the global constructor.
  DateTimeFormat.__addLocaleData = (...data: unknown[]) => Polyfill.__addLocaleData(...data);
  return DateTimeFormat as unknown as typeof Intl.DateTimeFormat;
}

let loading: Promise<void> | undefined;

/**
 * Gives the page Lao weekday and month names when the browser has none; call before Lao text is
 * shown. Does nothing where the browser has Lao, and loads once.
 */
export function ensureLaoDates(): Promise<void> {
  if (browserHasLaoDates()) return Promise.resolve();
  loading ??= (async () => {
    const [polyfill] = await Promise.all([
      import('@formatjs/intl-datetimeformat'),
      import('@formatjs/intl-datetimeformat/locale-data/lo.js'),
    ]);
    const Polyfill = polyfill.DateTimeFormat as unknown as PolyfillConstructor;
    // The data module found no polyfill on the page and queued its data: hand it over, then
    // send Lao to the polyfill.
    const queued = (globalThis as Record<string, unknown>)[QUEUE];
    if (Array.isArray(queued)) for (const data of queued.splice(0)) Polyfill.__addLocaleData(data);
    Intl.DateTimeFormat = laoAwareDateTimeFormat(Intl.DateTimeFormat, Polyfill);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
