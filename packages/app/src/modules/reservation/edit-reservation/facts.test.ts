import { cancellationFee, HOUSE_CANCELLATION_RULE } from '@pms/domain/cancellation';
import { groupedAmount } from '@pms/domain/money';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { type FeeProposal, feeExplanation, historyFieldOf, proposedFee } from './facts.ts';

// The design system's formats without its styles (a unit test runs outside vanilla-extract): the
// spec's 1,234.50 and 21-Nov-2026.
vi.mock('@pms/ui', () => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return {
    formatMoney: (amount: string) => groupedAmount(amount),
    formatDate: (date: string) => `${date.slice(8)}-${months[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`,
  };
});

const intl = createIntl({ locale: 'en', messages: {}, onError: () => {} });

type Explanation = FeeProposal['stays'][number]['explanation'];

// Two stays: stay 1 priced by contract APT-2627 under policy TO-STD (9 days before a cool-season
// arrival: the band 29–8 days, the first night); stay 2 without a contract (the hotel's rule: more
// than a day ahead, nothing).
const policyStay: Explanation = {
  occasion: 'cancellation',
  fee: '2500.00',
  outcome: 'charged',
  policy: { code: 'TO-STD', name: 'Tour operators, standard' },
  daysBeforeArrival: 9,
  season: { code: 'COOL-2026', name: 'Cool season 2026/27', arrivals: { from: '2026-11-01', to: '2027-03-31' } },
  band: { fromDays: 29, toDays: 8, charge: { kind: 'nights', nights: 1 } },
  decidingBand: { fromDays: 29, toDays: 8, charge: { kind: 'nights', nights: 1 } },
  computation: {
    charge: { kind: 'nights', nights: 1 },
    stayNights: 2,
    stayTotal: '5100.00',
    chargedNights: [{ date: '2026-11-30', amount: '2500.00' }],
    amount: '2500.00',
  },
  message: '…',
};
const houseStay = cancellationFee(
  HOUSE_CANCELLATION_RULE,
  { arrival: '2026-11-30', nights: [{ date: '2026-11-30', amount: '1800.00' }] },
  '2026-11-21',
) as Explanation;

const proposal: FeeProposal = {
  reservationId: 7,
  confirmationNumber: '100007',
  hotelDate: '2026-11-21',
  currencyCode: 'THB',
  rule: 'mixed',
  total: '2500.00',
  stays: [
    {
      stayId: 11,
      lineNumber: 1,
      roomTypeCode: 'DLX',
      arrival: '2026-11-30',
      departure: '2026-12-02',
      contract: { id: 3, code: 'APT-2627', name: 'Asia Pacific Tours 2026/27', kind: 'static' },
      rule: 'policy',
      reason: 'contract-policy',
      fee: '2500.00',
      explanation: policyStay,
    },
    {
      stayId: 12,
      lineNumber: 2,
      roomTypeCode: 'STD',
      arrival: '2026-11-30',
      departure: '2026-12-01',
      contract: null,
      rule: 'house',
      reason: 'no-contract',
      fee: '0.00',
      explanation: houseStay,
    },
  ],
};

describe('the proposed cancellation fee', () => {
  it('starts the fee field at the server’s total, as staff read it', () => {
    expect(proposedFee({ ...proposal, total: '12500.50' })).toBe('12,500.50');
    expect(proposedFee(undefined)).toBe('0.00');
  });

  it('explains the total, the rule and each stay’s fee in words', () => {
    expect(feeExplanation(intl, proposal)).toEqual({
      title: 'Proposed fee 2,500.00 THB',
      rule: 'By the contracts’ cancellation policies, and the hotel’s rule for stays without one.',
      stays: [
        {
          stayId: 11,
          heading: 'Stay 1 · DLX · arrives 30-Nov-2026: 2,500.00',
          lines: [
            'Policy TO-STD (Tour operators, standard), season COOL-2026 · Cool season 2026/27 (arrivals 01-Nov-2026 – 31-Mar-2027).',
            'Cancelled 9 days before arrival.',
            'Band 29–8 days before arrival: the first night.',
            'Nights charged: 2,500.00 = 2,500.00.',
          ],
        },
        {
          stayId: 12,
          heading: 'Stay 2 · STD · arrives 30-Nov-2026: 0.00',
          lines: [
            'The hotel’s rule: the first night when cancelled within one day of arrival, nothing before.',
            'Cancelled 9 days before arrival.',
            'Before the first deadline of the season: no fee.',
          ],
        },
      ],
    });
  });

  it('says when a band before the day’s own set the fee, and when a contract has no policy', () => {
    const raised: Explanation = {
      ...policyStay,
      daysBeforeArrival: 5,
      band: { fromDays: 7, toDays: 0, charge: { kind: 'percent', percent: '50' } },
    };
    const text = feeExplanation(intl, {
      ...proposal,
      rule: 'house',
      stays: [
        { ...(proposal.stays[0] as FeeProposal['stays'][number]), explanation: raised },
        {
          ...(proposal.stays[1] as FeeProposal['stays'][number]),
          contract: { id: 4, code: 'MTW-2627', name: 'Mekong Travel', kind: 'static' },
          reason: 'contract-without-policy',
        },
      ],
    });
    expect(text.rule).toBe('By the hotel’s rule: no stay has a cancellation policy.');
    expect(text.stays[0]?.lines.slice(2)).toEqual([
      'Band 7–0 days before arrival: 50 % of the stay.',
      'The band 29–8 days before arrival before it charges more (the first night): a fee never falls as arrival nears.',
      'Nights charged: 2,500.00 = 2,500.00.',
    ]);
    expect(text.stays[1]?.lines[0]).toBe('Contract MTW-2627 has no cancellation policy.');
  });
});

describe('history', () => {
  it('reads history fields of stays by their line', () => {
    expect(historyFieldOf('status')).toEqual({ name: 'status' });
    expect(historyFieldOf('stays/2/departure')).toEqual({ stayLine: 2, name: 'departure' });
    expect(historyFieldOf('stays/3')).toEqual({ stayLine: 3, name: '' });
  });
});
