import { describe, expect, it } from 'vitest';
import { contractPriceFixture } from './contractPrice.fixtures.ts';
import { signedMoney, stepsAfterBase } from './format.ts';

describe('a contract price as staff read it', () => {
  it('signs a step’s amount exactly, with a true minus', () => {
    expect(signedMoney('300.00')).toBe('+300.00');
    expect(signedMoney('-234.00')).toBe('−234.00');
    expect(signedMoney('-1234567.89')).toBe('−1,234,567.89');
    expect(signedMoney('0.00')).toBe('0.00');
    expect(signedMoney('-0.00')).toBe('0.00');
    // Beyond a float's exact digits, still exact.
    expect(signedMoney('90071992547409.93')).toBe('+90,071,992,547,409.93');
  });

  it('shows a night’s steps after its base rate, which has a column of its own', () => {
    const night = contractPriceFixture().explanation.nights[0];
    if (!night) throw new Error('the fixture has nights');
    expect(stepsAfterBase(night).map((step) => step.kind)).toEqual(['supplement', 'earlybird-rolling']);
    expect(stepsAfterBase({ ...night, steps: night.steps.slice(1) })).toHaveLength(2);
  });
});
