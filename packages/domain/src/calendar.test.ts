import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayDifference,
  daysInclusive,
  daysOf,
  endOfMonth,
  isIsoDate,
  localToday,
  nightsBetween,
  nightsOf,
  startOfMonth,
  weekdayOf,
} from './calendar.ts';

describe('calendar dates', () => {
  it('knows a real date from a look-alike', () => {
    expect(isIsoDate('2026-11-21')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('moves across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(dayDifference('2026-11-24', '2026-11-21')).toBe(-3);
  });

  it('counts the nights of a stay and the days of a period differently, by name', () => {
    // A stay from the 21st to the 24th: three nights.
    expect(nightsBetween('2026-11-21', '2026-11-24')).toBe(3);
    expect(nightsBetween('2026-11-21', '2026-11-21')).toBe(0);
    expect(nightsOf('2026-11-21', '2026-11-24')).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    expect(nightsOf('2026-11-24', '2026-11-21')).toEqual([]);
    // A report from the 1st to the 30th: thirty days.
    expect(daysInclusive('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysInclusive('2026-11-21', '2026-11-21')).toBe(1);
    expect(daysInclusive('2026-11-21', '2026-11-20')).toBe(0);
    expect(daysOf('2026-11-29', '2026-12-01')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    // Across the change to daylight-saving time in Europe: still whole nights.
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('finds the ends of a month', () => {
    expect(startOfMonth('2026-11-21')).toBe('2026-11-01');
    expect(endOfMonth('2026-11-21')).toBe('2026-11-30');
    expect(endOfMonth('2028-02-03')).toBe('2028-02-29');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
  });

  it('numbers weekdays as spec §3: Sunday 1 to Saturday 7', () => {
    expect(weekdayOf('2026-11-22')).toBe(1);
    expect(weekdayOf('2026-11-21')).toBe(7);
    expect(weekdayOf('2026-11-23')).toBe(2);
    expect(weekdayOf('1999-12-31')).toBe(6);
  });

  it('gives today as a date', () => {
    expect(isIsoDate(localToday())).toBe(true);
  });
});
