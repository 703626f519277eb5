import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { criteriaOf, dailyStatistics, word } from './definitions.ts';

describe('the finance reports', () => {
  it('ask for a range of dates, or for hotel-revenue its one date, and nothing else', () => {
    const values = { fromDate: '2026-11-01', toDate: '2026-11-07', forDate: '2026-11-05', grouping: 'x' };
    expect(criteriaOf('guest-trial-balance', values)).toEqual({
      report: 'guest-trial-balance',
      fromDate: '2026-11-01',
      toDate: '2026-11-07',
    });
    expect(criteriaOf('hotel-revenue', values)).toEqual({ report: 'hotel-revenue', forDate: '2026-11-05' });
    // Dates left out are the server's default (the hotel date, or the last closed one).
    expect(criteriaOf('daily-statistic-report', {})).toEqual({ report: 'daily-statistic-report' });
    expect(criteriaOf('hotel-revenue', {})).toEqual({ report: 'hotel-revenue' });
  });

  it('open the daily statistics on the last seven dates day-end closed', () => {
    const [closed] = dailyStatistics.parameters;
    expect(closed?.kind === 'period' && closed.defaultPeriod('2026-11-29')).toEqual({
      fromDate: '2026-11-22',
      toDate: '2026-11-28',
    });
  });

  it('name the ledgers and sections in the staff language', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    expect(word('city', intl)).toBe('City ledger');
    expect(word('revenue', intl)).toBe('Revenue');
    expect(word('Room charge', intl)).toBe('Room charge');
  });
});
