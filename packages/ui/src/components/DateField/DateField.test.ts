import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  calendarWeekdayStyle,
  dateFieldLocale,
  formatCalendarDate,
  gregorianLocale,
  monthAbbreviation,
  segmentText,
  toCalendarDate,
  toCalendarDateOrEmpty,
  toIsoDate,
} from './dates.ts';

describe('date values', () => {
  it('reads ISO strings and CalendarDates alike', () => {
    expect(toCalendarDate('2026-11-21')).toEqual(new CalendarDate(2026, 11, 21));
    const date = new CalendarDate(2026, 2, 28);
    expect(toCalendarDate(date)).toBe(date);
  });

  it('passes empty values through', () => {
    expect(toCalendarDateOrEmpty(null)).toBeNull();
    expect(toCalendarDateOrEmpty(undefined)).toBeUndefined();
  });

  it('refuses malformed strings', () => {
    expect(() => toCalendarDate('21-Nov-2026')).toThrow();
    expect(() => toCalendarDate('2026-13-01')).toThrow();
  });

  it('writes ISO strings back', () => {
    expect(toIsoDate(new CalendarDate(2026, 1, 5))).toBe('2026-01-05');
    expect(toIsoDate(null)).toBeNull();
  });

  it('formats as dd-MMM-yyyy', () => {
    expect(formatCalendarDate(new CalendarDate(2026, 11, 21))).toBe('21-Nov-2026');
    expect(formatCalendarDate(new CalendarDate(2027, 1, 5))).toBe('05-Jan-2027');
  });

  it('names the months as formatDate does', () => {
    expect(Array.from({ length: 12 }, (_, index) => monthAbbreviation(index + 1))).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(() => monthAbbreviation(13)).toThrow(RangeError);
  });
});

describe('date locales', () => {
  it('forces the Gregorian calendar and Latin digits', () => {
    expect(gregorianLocale('th-TH')).toBe('th-TH-u-ca-gregory-nu-latn');
    expect(new Intl.DateTimeFormat(gregorianLocale('th-TH'), { year: 'numeric' }).format(new Date(2026, 10, 21))).toBe(
      '2026',
    );
  });

  it('orders segments day, month, year in every UI language', () => {
    expect(dateFieldLocale('en-US')).toBe('en-GB-u-ca-gregory-nu-latn');
    expect(dateFieldLocale('th-TH')).toBe('th-TH-u-ca-gregory-nu-latn');
    expect(dateFieldLocale('lo-LA')).toBe('lo-LA-u-ca-gregory-nu-latn');
  });
});

describe('segmentText', () => {
  const segment = (type: string, text: string, value: number | null, isPlaceholder = false) => ({
    type,
    text,
    value,
    isPlaceholder,
  });

  it('shows dd-MMM-yyyy pieces', () => {
    expect(segmentText(segment('day', '5', 5))).toBe('05');
    expect(segmentText(segment('month', '11', 11))).toBe('Nov');
    expect(segmentText(segment('year', '2026', 2026))).toBe('2026');
    expect(segmentText(segment('literal', '/', null))).toBe('-');
  });

  it('shows the pattern letters while empty', () => {
    expect(segmentText(segment('day', '––', null, true))).toBe('dd');
    expect(segmentText(segment('month', '––', null, true))).toBe('MMM');
    expect(segmentText(segment('year', '––––', null, true))).toBe('yyyy');
  });

  it('shows a half-typed month as typed', () => {
    expect(segmentText(segment('month', '0', 0))).toBe('0');
  });
});

describe('calendarWeekdayStyle', () => {
  it('uses short names where they fit a narrow column', () => {
    expect(calendarWeekdayStyle('en-US')).toBe('short');
    expect(calendarWeekdayStyle('th-TH')).toBe('narrow');
    expect(calendarWeekdayStyle('lo-LA')).toBe('narrow');
  });
});
