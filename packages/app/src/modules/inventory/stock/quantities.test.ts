import { describe, expect, it } from 'vitest';
import { lineAmount, quantityText, toThousandths } from './quantities.ts';

describe('stock quantities and amounts', () => {
  it('multiplies exactly and rounds half up to the cent', () => {
    expect(lineAmount('12.5', '33.33')).toBe('416.63');
    expect(lineAmount('24', '7.35')).toBe('176.40');
    expect(lineAmount('0.001', '0.10')).toBe('0.00');
    expect(lineAmount('3', '0.1')).toBe('0.30');
    expect(lineAmount('x', '1')).toBeNull();
  });

  it('reads and writes quantities in thousandths', () => {
    expect(toThousandths('1.5')).toBe(1500n);
    expect(toThousandths('1.2345')).toBeNull();
    expect(quantityText(12_500n)).toBe('12.5');
    expect(quantityText(-2000n)).toBe('-2');
  });
});
