import { describe, expect, it } from 'vitest';
import { timeOf } from './time.ts';

describe('timeOf', () => {
  it('takes HH:mm (24 hours), pads one-digit hours, and leaves an empty time out', () => {
    expect(timeOf('14:30')).toBe('14:30');
    expect(timeOf(' 7:05 ')).toBe('07:05');
    expect(timeOf('')).toBeNull();
    expect(timeOf('   ')).toBeNull();
  });

  it('refuses what is not a time of day', () => {
    for (const typed of ['24:00', '12:60', '1230', '12:3', 'noon']) expect(timeOf(typed), typed).toBeUndefined();
  });
});
