import { DateTimeFormat } from '@formatjs/intl-datetimeformat';
import '@formatjs/intl-datetimeformat/locale-data/lo.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { asksForLao, laoAwareDateTimeFormat, type PolyfillConstructor } from './laoDates.ts';

// Node has full ICU, Lao included: the browser's answers to compare the polyfill with.
const native = Intl.DateTimeFormat;
const Polyfill = DateTimeFormat as unknown as PolyfillConstructor;
const LaoAware = laoAwareDateTimeFormat(native, Polyfill);

beforeAll(() => {
  // The data module queues its data when the page has no polyfill (as here).
  const queued = (globalThis as Record<string, unknown>).__FORMATJS_DATETIMEFORMAT_DATA__;
  if (Array.isArray(queued)) for (const data of queued.splice(0)) Polyfill.__addLocaleData(data);
});

describe('Lao date names for browsers without Lao', () => {
  it('sends Lao to the polyfill and every other language to the browser', () => {
    expect(asksForLao('lo')).toBe(true);
    expect(asksForLao(['lo-LA', 'en'])).toBe(true);
    expect(asksForLao(['th', 'lo'])).toBe(false);
    expect(asksForLao(undefined)).toBe(false);
    const thai = new LaoAware('th', { weekday: 'short' });
    expect(Object.getPrototypeOf(thai)).toBe(native.prototype);
    expect(thai.resolvedOptions().locale).toBe('th');
    expect(LaoAware.supportedLocalesOf(['lo', 'th', 'en-US'])).toEqual(['lo', 'th', 'en-US']);
    // Called without `new`, as the spec allows.
    expect((LaoAware as unknown as (locale: string) => Intl.DateTimeFormat)('en').format(0)).toBe(
      new native('en').format(0),
    );
  });

  it.each([
    ['UTC', Date.UTC(2026, 10, 21)],
    // Local midnight of 21 November in UTC+7 (a date picker's day): 17:00 UTC the day before.
    ['Asia/Vientiane', Date.UTC(2026, 10, 20, 17)],
    ['Asia/Bangkok', Date.UTC(2026, 10, 20, 17)],
    // Either side of a daylight-saving change.
    ['America/New_York', Date.UTC(2026, 2, 8, 6, 30)],
    ['America/New_York', Date.UTC(2026, 2, 8, 7, 30)],
  ])('reads a date as the browser would in %s, weekday and month in Lao', (timeZone, instant) => {
    for (const options of [
      { weekday: 'short' },
      { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      { month: 'short', day: 'numeric' },
      { hour: 'numeric', minute: 'numeric' },
    ] as const) {
      const lao = new LaoAware('lo-LA', { ...options, timeZone });
      expect(lao.format(instant), JSON.stringify(options)).toBe(
        new native('lo-LA', { ...options, timeZone }).format(instant),
      );
      expect(lao.resolvedOptions().timeZone).toBe(timeZone);
      expect(lao.resolvedOptions().locale).toBe('lo-LA');
    }
    expect(new LaoAware('lo', { weekday: 'short', timeZone }).formatToParts(instant)).toEqual(
      new native('lo', { weekday: 'short', timeZone }).formatToParts(instant),
    );
  });

  it('names Saturday 21 November in Lao, as the occupancy chart shows it', () => {
    const night = new Date('2026-11-21T00:00:00Z');
    expect(new LaoAware('lo', { weekday: 'short', timeZone: 'UTC' }).format(night)).toBe('ເສົາ');
    expect(new LaoAware('lo', { month: 'long', timeZone: 'UTC' }).format(night)).toBe('ພະຈິກ');
  });
});
