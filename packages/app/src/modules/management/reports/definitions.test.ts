import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  criteriaOf,
  lastClosedDate,
  managerReport,
  monthText,
  monthToDate,
  occupancyForecast,
  productivityRevenue,
  statisticProduction,
  word,
  yearToDate,
} from './definitions.ts';

describe('the management reports', () => {
  const values = {
    fromDate: '2026-11-01',
    toDate: '2026-11-20',
    forDate: '2026-11-20',
    dimension: 'segment',
    grouping: 'segment',
  };

  it('ask for a day, or a period, and nothing a report does not take', () => {
    expect(criteriaOf('mis-manager-report', values)).toEqual({ report: 'mis-manager-report', forDate: '2026-11-20' });
    expect(criteriaOf('mis-report-productivity-revenue', values)).toEqual({
      report: 'mis-report-productivity-revenue',
      forDate: '2026-11-20',
      dimension: 'segment',
    });
    expect(criteriaOf('mis-report-statistic-production', values)).toEqual({
      report: 'mis-report-statistic-production',
      fromDate: '2026-11-01',
      toDate: '2026-11-20',
      dimension: 'segment',
    });
    expect(criteriaOf('mis-report-hotel-statistic-date', values)).toEqual({
      report: 'mis-report-hotel-statistic-date',
      fromDate: '2026-11-01',
      toDate: '2026-11-20',
    });
    expect(criteriaOf('occupancy-forecast-group', values)).toEqual({
      report: 'occupancy-forecast-group',
      fromDate: '2026-11-01',
      toDate: '2026-11-20',
      grouping: 'segment',
    });
  });

  it('leave out a dimension or a grouping the server would refuse (the default then applies)', () => {
    expect(criteriaOf('mis-report-statistic-production', { dimension: 'floor' })).toEqual({
      report: 'mis-report-statistic-production',
    });
    expect(criteriaOf('occupancy-forecast-group', { grouping: 'market' })).toEqual({
      report: 'occupancy-forecast-group',
    });
  });

  it('open history on closed dates and forecasts on the next thirty nights', () => {
    expect(lastClosedDate('2026-11-21')).toBe('2026-11-20');
    expect(monthToDate('2026-11-21')).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-20' });
    // The first of a month: the month just closed.
    expect(monthToDate('2026-12-01')).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30' });
    expect(yearToDate('2027-01-01')).toEqual({ fromDate: '2026-01-01', toDate: '2026-12-31' });
    const [closedDate] = managerReport.parameters;
    expect(closedDate?.kind === 'date' && closedDate.defaultDate?.('2026-11-21')).toBe('2026-11-20');
    const [range] = occupancyForecast.parameters;
    expect(range?.kind === 'period' && range.defaultPeriod('2026-11-21')).toEqual({
      fromDate: '2026-11-21',
      toDate: '2026-12-20',
    });
    const [history] = statisticProduction.parameters;
    expect(history?.kind === 'period' && history.endsBeforeHotelDate).toBe(true);
    expect(productivityRevenue.parameters.map((parameter) => parameter.kind)).toEqual(['date', 'choice']);
  });

  it('offer the dimensions besides room types, the default', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    const dimension = statisticProduction.parameters[1];
    if (dimension?.kind !== 'choice') throw new Error('production takes a dimension');
    expect(intl.formatMessage(dimension.allLabel)).toBe('Room type');
    expect(dimension.choices.query(intl).initialData).toEqual([
      { id: 'source', label: 'Source' },
      { id: 'market', label: 'Market' },
      { id: 'segment', label: 'Segment' },
      { id: 'company', label: 'Company' },
      { id: 'country', label: 'Country' },
      { id: 'rate-code', label: 'Rate code' },
    ]);
  });

  it("show the manager report's figures by the row's kind, and its words in the staff language", () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    expect(word('occupancyWithoutComp', intl)).toBe('Occupancy % without complimentary');
    expect(word('not-given', intl)).toBe('(not given)');
    expect(word('DLX Deluxe', intl)).toBe('DLX Deluxe');
    expect(monthText('2026-11')).toBe('Nov-2026');
    expect(managerReport.rowKinds).toEqual({
      kindKey: 'unit',
      columns: ['day', 'monthToDate', 'yearToDate', 'lastYearDay', 'lastYearMonthToDate', 'lastYearYearToDate'],
    });
  });
});
