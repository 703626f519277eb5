import { describe, expect, it } from 'vitest';
import { type MoveDraft, moveCommandOf, remainingNights } from './moveRules.ts';

const stay = { stayId: 7, version: 3, departure: '2026-11-24' };
const draft = (change: Partial<MoveDraft> = {}): MoveDraft => ({
  roomId: 12,
  reason: ' Air conditioning broken ',
  ratePolicy: 'keep',
  rate: '',
  ...change,
});

describe('remaining nights', () => {
  it('runs from the hotel date to the night before departure', () => {
    expect(remainingNights('2026-11-21', '2026-11-24')).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
  });
  it('is empty on the day of departure', () => {
    expect(remainingNights('2026-11-24', '2026-11-24')).toEqual([]);
  });
});

describe('the move command', () => {
  it('keeps the rate without nightly rates, the reason trimmed', () => {
    expect(moveCommandOf(stay, draft(), '2026-11-21')).toEqual({
      command: { stayId: 7, version: 3, roomId: 12, reason: 'Air conditioning broken', ratePolicy: 'keep' },
    });
  });

  it('prices every remaining night at the new rate, exactly', () => {
    const { command } = moveCommandOf(stay, draft({ ratePolicy: 'change', rate: '1,800.5' }), '2026-11-22');
    expect(command?.nightlyRates).toEqual([
      { night: '2026-11-22', amount: '1800.50' },
      { night: '2026-11-23', amount: '1800.50' },
    ]);
  });

  it('names each missing field and sends nothing', () => {
    expect(moveCommandOf(stay, draft({ roomId: null, reason: '  ' }), '2026-11-21')).toEqual({
      problems: { roomId: 'roomRequired', reason: 'reasonRequired' },
    });
    expect(moveCommandOf(stay, draft({ reason: 'x'.repeat(201) }), '2026-11-21').problems).toEqual({
      reason: 'reasonTooLong',
    });
    expect(moveCommandOf(stay, draft({ ratePolicy: 'change', rate: '12.345' }), '2026-11-21').problems).toEqual({
      rate: 'rateInvalid',
    });
  });

  it('refuses a new rate when no night is left to price', () => {
    expect(moveCommandOf(stay, draft({ ratePolicy: 'change', rate: '100' }), '2026-11-24').problems).toEqual({
      rate: 'noNightsToReprice',
    });
  });
});
