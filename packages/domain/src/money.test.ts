import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  fromCents,
  groupedAmount,
  isAmount,
  multiplyMoney,
  parseAmount,
  roundMoney,
  sameMoney,
  subtractMoney,
  sumMoney,
  toCents,
} from './money.ts';

describe('money', () => {
  it('reads exact decimals in cents, and writes them back with two places', () => {
    expect(toCents('1800')).toBe(180000n);
    expect(toCents('1800.5')).toBe(180050n);
    expect(toCents('-0.01')).toBe(-1n);
    // A numeric the database summed comes with more places: zeros only.
    expect(toCents('1800.5000')).toBe(180050n);
    expect(() => toCents('1800.555')).toThrow();
    expect(() => toCents('1,800')).toThrow();
    expect(fromCents(123456n)).toBe('1234.56');
    expect(fromCents(-5n)).toBe('-0.05');
  });

  it('takes what staff type, grouped or not, and refuses what is not an amount', () => {
    expect(parseAmount('1,800')).toBe('1800.00');
    expect(parseAmount(' 99.5 ')).toBe('99.50');
    expect(parseAmount('007')).toBe('7.00');
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('9999999999999')).toBeNull();
    expect(isAmount('1800.50')).toBe(true);
    expect(isAmount('1,800.50')).toBe(false);
  });

  it('adds, subtracts and multiplies without a float', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(subtractMoney('10', '10.01')).toBe('-0.01');
    expect(sumMoney(['1900.00', '1900', '1500.5'])).toBe('5300.50');
    expect(sumMoney([])).toBe('0.00');
    // 365 nights at the largest amount stays exact (a float would lose the cents).
    expect(multiplyMoney('999999999999.99', 365)).toBe('364999999999996.35');
    expect(() => multiplyMoney('1.00', 1.5)).toThrow();
  });

  it('compares amounts as money', () => {
    expect(compareMoney('1800', '1800.00')).toBe(0);
    expect(compareMoney('9.99', '10')).toBe(-1);
    expect(compareMoney('10.01', '10')).toBe(1);
    expect(sameMoney('1500.5', '1500.50')).toBe(true);
  });

  it('rounds half up, away from zero, to two places', () => {
    expect(roundMoney('1.005')).toBe('1.01');
    expect(roundMoney('1.004999')).toBe('1.00');
    expect(roundMoney('2.675')).toBe('2.68');
    expect(roundMoney('-2.675')).toBe('-2.68');
    expect(roundMoney('12')).toBe('12.00');
    expect(roundMoney('0.995')).toBe('1.00');
  });

  it('groups thousands for a field', () => {
    expect(groupedAmount('1800')).toBe('1,800.00');
    expect(groupedAmount('1234567.5')).toBe('1,234,567.50');
    expect(groupedAmount('999.99')).toBe('999.99');
  });
});
