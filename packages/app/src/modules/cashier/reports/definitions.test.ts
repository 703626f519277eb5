import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { criteriaOf, highBalance, postingJournal, THRESHOLDS, word } from './definitions.ts';

describe('the cashier reports', () => {
  it('ask for the dates of range reports, and nothing a report does not take', () => {
    const values = {
      fromDate: '2026-11-01',
      toDate: '2026-11-07',
      threshold: '10000.00',
      grouping: 'transaction-code',
    };
    expect(criteriaOf('closed-shift-report', values)).toEqual({
      report: 'closed-shift-report',
      fromDate: '2026-11-01',
      toDate: '2026-11-07',
    });
    expect(criteriaOf('posting-journal-report', values)).toEqual({
      report: 'posting-journal-report',
      fromDate: '2026-11-01',
      toDate: '2026-11-07',
      grouping: 'transaction-code',
    });
    // high-balance-report is of the moment: a threshold, no dates.
    expect(criteriaOf('high-balance-report', values)).toEqual({ report: 'high-balance-report', threshold: '10000.00' });
  });

  it('leave out a threshold or a grouping the URL holds in a shape the server refuses', () => {
    expect(criteriaOf('high-balance-report', { threshold: '-5' })).toEqual({ report: 'high-balance-report' });
    expect(criteriaOf('high-balance-report', { threshold: '1e9' })).toEqual({ report: 'high-balance-report' });
    expect(criteriaOf('posting-journal-report', { grouping: 'cashier' })).toEqual({ report: 'posting-journal-report' });
  });

  it('offer thresholds as exact amounts, the default (5,000.00) being "all"', async () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    const threshold = highBalance.parameters[0];
    if (threshold?.kind !== 'choice') throw new Error('high-balance-report takes a threshold');
    expect(threshold.name).toBe('threshold');
    const query = threshold.choices.query(intl);
    expect(query.initialData).toEqual(
      THRESHOLDS.map((id) => ({ id, label: expect.stringMatching(/^\d{1,2},\d{3}\.00$/) })),
    );
    expect(postingJournal.parameters.map((parameter) => parameter.kind)).toEqual(['period', 'choice']);
  });

  it('say the stable words of their text columns in the staff language', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    expect(word('transfer-out', intl)).toBe('Transferred out');
    expect(word('undo-check-in', intl)).toBe('Check-in taken back');
    expect(word('AM', intl)).toBe('AM');
  });
});
