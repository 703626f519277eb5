import { describe, expect, it } from 'vitest';
import { countsToSend, currenciesToCount, expectedCash, variance } from './closeModel.ts';

const total = (currencyCode: string, paymentKind: string, amount: string) => ({
  paymentTypeId: 1,
  paymentTypeCode: 'X',
  paymentKind,
  currencyCode,
  amount,
  localAmount: amount,
});

describe('closing a shift', () => {
  const shift = {
    totals: [
      total('THB', 'CASH', '1000.10'),
      total('THB', 'CARD', '5000.00'),
      total('USD', 'CASH', '50.00'),
      total('THB', 'CASH', '0.20'),
    ],
  };

  it('expects the cash taken per currency, exactly, cards left out', () => {
    expect(expectedCash(shift)).toEqual(
      new Map([
        ['THB', '1000.30'],
        ['USD', '50.00'],
      ]),
    );
  });

  it('counts the local currency first, then every currency that took cash', () => {
    expect(currenciesToCount(shift, 'THB')).toEqual(['THB', 'USD']);
    expect(currenciesToCount({ totals: [] }, 'THB')).toEqual(['THB']);
  });

  it('shows the variance as counted minus expected, in cents', () => {
    expect(variance('1,000.00', '1000.30')).toBe('-0.30');
    expect(variance('0.1', '0.00')).toBe('0.10');
    expect(variance('abc', '1.00')).toBeNull();
  });

  it('sends every count typed, or names the first currency that is not an amount', () => {
    expect(countsToSend(['THB', 'USD'], { THB: '1,000.3', USD: '50' })).toEqual({
      counts: [
        { currencyCode: 'THB', counted: '1000.30' },
        { currencyCode: 'USD', counted: '50.00' },
      ],
      invalid: null,
    });
    expect(countsToSend(['THB', 'USD'], { THB: '1' }).invalid).toBe('USD');
  });
});
