import { describe, expect, it } from 'vitest';
import { savedReservation, savedStay } from '../booking/reservation.fixtures.ts';
import { historyFieldOf, suggestedFee } from './facts.ts';

describe('cancellation fee and history', () => {
  it('suggests the first night of each stay within a day of arrival, else nothing', () => {
    const loaded = savedReservation({
      stays: [savedStay(11), savedStay(12, { nightlyRates: [{ night: '2026-11-21', amount: '2600.50', reason: '' }] })],
    });
    expect(suggestedFee(loaded, '2026-11-20')).toBe('4400.50');
    expect(suggestedFee(loaded, '2026-11-21')).toBe('4400.50');
    expect(suggestedFee(loaded, '2026-11-19')).toBe('0.00');
  });

  it('reads history fields of stays by their line', () => {
    expect(historyFieldOf('status')).toEqual({ name: 'status' });
    expect(historyFieldOf('stays/2/departure')).toEqual({ stayLine: 2, name: 'departure' });
    expect(historyFieldOf('stays/3')).toEqual({ stayLine: 3, name: '' });
  });
});
