import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, parseNumber } from './format.ts';

// Zones on both sides of UTC, including the date line, where a UTC-midnight reading of
// '2026-11-21' would land on the 20th or the 22nd.
const ZONES = [
  'UTC',
  'Asia/Bangkok',
  'Asia/Vientiane',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Pacific/Pago_Pago',
  'Pacific/Kiritimati',
];
const originalTz = process.env.TZ;

function inZone<T>(zone: string, run: () => T): T {
  process.env.TZ = zone;
  return run();
}

afterEach(() => {
  if (originalTz === undefined) {
    delete process.env.TZ;
  } else {
    process.env.TZ = originalTz;
  }
});

describe('formatDate', () => {
  it('formats an ISO date as dd-MMM-yyyy with English months', () => {
    expect(formatDate('2026-11-21')).toBe('21-Nov-2026');
    expect(formatDate('2026-01-05')).toBe('05-Jan-2026');
    expect(formatDate('2024-02-29')).toBe('29-Feb-2024');
    expect(formatDate('2026-12-31')).toBe('31-Dec-2026');
  });

  it.each(ZONES)('keeps the calendar day in %s', (zone) => {
    inZone(zone, () => {
      expect(formatDate('2026-11-21')).toBe('21-Nov-2026');
      expect(formatDate('2026-01-01')).toBe('01-Jan-2026');
      expect(formatDate('2026-03-08')).toBe('08-Mar-2026');
    });
  });

  it('really switches zone, so the test above can catch a shift', () => {
    // new Date('yyyy-MM-dd') is UTC midnight: the previous day in Los Angeles.
    expect(inZone('America/Los_Angeles', () => new Date('2026-11-21').getDate())).toBe(20);
    expect(inZone('Pacific/Kiritimati', () => new Date('2026-11-21T23:00:00Z').getDate())).toBe(22);
  });

  it('shows a timestamp on its local day', () => {
    expect(inZone('Asia/Bangkok', () => formatDate('2026-11-21T20:00:00Z'))).toBe('22-Nov-2026');
    expect(inZone('UTC', () => formatDate('2026-11-21T20:00:00Z'))).toBe('21-Nov-2026');
  });

  it.each(['', 'tomorrow', '2026-02-30', '2026-13-01', '21-11-2026'])('rejects %j', (text) => {
    expect(() => formatDate(text)).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('formats a Date as dd-MMM-y/HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 9, 5, 7))).toBe('21-Nov-2026/09:05:07');
    expect(formatDateTime(new Date(2026, 0, 1, 23, 59, 59))).toBe('01-Jan-2026/23:59:59');
  });

  it('reads ISO strings, converting instants to local time', () => {
    expect(inZone('Asia/Bangkok', () => formatDateTime('2026-11-21T20:30:00Z'))).toBe('22-Nov-2026/03:30:00');
    expect(inZone('America/Los_Angeles', () => formatDateTime('2026-11-21T20:30:00+07:00'))).toBe(
      '21-Nov-2026/05:30:00',
    );
    expect(inZone('Pacific/Pago_Pago', () => formatDateTime('2026-11-21'))).toBe('21-Nov-2026/00:00:00');
  });

  it('reads the ISO shapes the API and PostgreSQL write', () => {
    inZone('Asia/Bangkok', () => {
      expect(formatDateTime('2026-11-21T20:30:00.123Z')).toBe('22-Nov-2026/03:30:00');
      expect(formatDateTime('2026-11-21 20:30:05+00')).toBe('22-Nov-2026/03:30:05');
      expect(formatDateTime('2026-11-21T20:30:00-0130')).toBe('22-Nov-2026/05:00:00');
      // Without an offset it is local time.
      expect(formatDateTime('2026-11-21T20:30')).toBe('21-Nov-2026/20:30:00');
    });
  });

  it('rejects invalid values', () => {
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
    expect(() => formatDateTime('2026-11-21T24:00:00Z')).toThrow(RangeError);
    expect(() => formatDateTime('2026-02-30T10:00:00Z')).toThrow(RangeError);
    expect(() => formatDateTime('2026-11-21T10:61')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [-0, '0.00'],
    [1, '1.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [-1234.5, '-1,234.50'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [-0.001, '0.00'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    ['0', '0.00'],
    ['1234.5', '1,234.50'],
    ['1,234.5', '1,234.50'],
    [' 42 ', '42.00'],
    ['-0.004', '0.00'],
    ['2.675', '2.68'],
    // Exact decimal rounding: beyond what a double can hold.
    ['12345678901234567.125', '12,345,678,901,234,567.13'],
  ])('formats %j as %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1e3', '0x10', '1.2.3'])('rejects %j', (value) => {
    expect(() => formatMoney(value)).toThrow(RangeError);
  });
});

describe('parseNumber', () => {
  it.each([
    ['1,234.50', 1234.5],
    ['1,234,567', 1234567],
    ['-2,000.25', -2000.25],
    ['  12 ', 12],
    ['0', 0],
    ['.5', 0.5],
    ['+3', 3],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '1e3', '0x10', 'Infinity', '1.2.3', '12abc'])('returns NaN for %j', (text) => {
    expect(parseNumber(text)).toBeNaN();
  });

  it('round-trips with formatMoney', () => {
    expect(parseNumber(formatMoney(9876543.21))).toBe(9876543.21);
  });
});
