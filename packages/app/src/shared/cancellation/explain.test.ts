import { cancellationFee, noShowFee } from '@pms/domain/cancellation';
import { groupedAmount } from '@pms/domain/money';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { bandText, chargeText, explainFee, type FeeExplanation } from './explain.ts';

// The design system's formats without its styles (a unit test runs outside vanilla-extract).
vi.mock('@pms/ui', () => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return {
    formatMoney: (amount: string) => groupedAmount(amount),
    formatDate: (date: string) => `${date.slice(8)}-${months[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`,
  };
});

const intl = createIntl({ locale: 'en', messages: {}, onError: () => {} });

const policy = {
  code: 'WS',
  name: 'Wholesale',
  seasons: [
    {
      code: 'ALL',
      arrivals: { from: '2026-01-01', to: '2027-12-31' },
      bands: [
        { fromDays: 21, toDays: 14, charge: { kind: 'fixed' as const, amount: '1500.00' } },
        { fromDays: 6, toDays: 0, charge: { kind: 'nights' as const, nights: 2 } },
      ],
    },
  ],
  noShow: { kind: 'percent' as const, percent: '100' },
};
const stay = { arrival: '2026-12-20', nights: [{ date: '2026-12-20', amount: '1200.00' }] };

describe('cancellation charges and fees in words', () => {
  it('words a charge and a band of days', () => {
    expect(chargeText(intl, { kind: 'nights', nights: 1 })).toBe('the first night');
    expect(chargeText(intl, { kind: 'nights', nights: 2 })).toBe('the first 2 nights');
    expect(chargeText(intl, { kind: 'percent', percent: '12.5' })).toBe('12.5 % of the stay');
    expect(chargeText(intl, { kind: 'fixed', amount: '1500.00' })).toBe('a fixed 1,500.00');
    expect(bandText(intl, { fromDays: null, toDays: 30 })).toBe('30 days or more before arrival');
    expect(bandText(intl, { fromDays: 29, toDays: 8 })).toBe('29–8 days before arrival');
    expect(bandText(intl, { fromDays: 1, toDays: 1 })).toBe('1 day before arrival');
    expect(bandText(intl, { fromDays: 0, toDays: 0 })).toBe('the day of arrival');
  });

  it('explains a fee set by a band before the gap the day falls in', () => {
    const fee = cancellationFee(policy, stay, '2026-12-10') as FeeExplanation;
    expect(explainFee(intl, fee)).toEqual([
      'Policy WS (Wholesale), season ALL (arrivals 01-Jan-2026 – 31-Dec-2027).',
      'Cancelled 10 days before arrival.',
      'Between bands: the band 21–14 days before arrival before it still applies (a fixed 1,500.00).',
      'A fixed 1,500.00.',
    ]);
  });

  it('explains a nights charge longer than the stay, a no-show and an arrival in no season', () => {
    const short = cancellationFee(
      {
        ...policy,
        seasons: [
          { ...(policy.seasons[0] as (typeof policy.seasons)[0]), bands: [policy.seasons[0]?.bands[1] as never] },
        ],
      },
      stay,
      '2026-12-18',
    ) as FeeExplanation;
    expect(explainFee(intl, short).at(-1)).toBe('Nights charged: 1,200.00 = 1,200.00 (the stay has 1 night).');
    expect(explainFee(intl, noShowFee(policy, stay, '2026-12-20') as FeeExplanation)).toEqual([
      'Policy WS (Wholesale), no-show: 100 % of the stay.',
      '100 % of the stay’s 1,200.00 = 1,200.00.',
    ]);
    const outside = cancellationFee(policy, { ...stay, arrival: '2028-02-01' }, '2028-01-31') as FeeExplanation;
    expect(explainFee(intl, outside)).toEqual([
      'Policy WS (Wholesale): no season covers the arrival, so cancelling is free.',
    ]);
  });
});
