import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { resolveValues } from '../../../shared/report/parameters.ts';
import { criteriaOf, expectDeparture, FORECAST_DAYS, forecast, roomStatusToday, word } from './definitions.ts';

describe('the housekeeping reports', () => {
  it('ask for the dates and floor of the screen, and never a floor of the forecast', () => {
    const values = { fromDate: '2026-11-21', toDate: '2026-11-27', floorId: '3' };
    expect(criteriaOf('expect-arrival', values)).toEqual({
      report: 'expect-arrival',
      fromDate: '2026-11-21',
      toDate: '2026-11-27',
      floorId: 3,
    });
    expect(criteriaOf('forecast', values)).toEqual({
      report: 'forecast',
      fromDate: '2026-11-21',
      toDate: '2026-11-27',
    });
    expect(criteriaOf('expect-departure', { forDate: '2026-11-22' })).toEqual({
      report: 'expect-departure',
      forDate: '2026-11-22',
    });
    // A floor the URL holds in a shape the server refuses is "all floors".
    expect(criteriaOf('vip', { floorId: 'x' })).toEqual({ report: 'vip' });
    expect(criteriaOf('vip', { floorId: '-2' })).toEqual({ report: 'vip' });
  });

  it('open the forecast on two weeks from the hotel date, the lists on the day', () => {
    const none = new URLSearchParams();
    expect(resolveValues(forecast.parameters, none, '2026-11-21').values).toEqual({
      fromDate: '2026-11-21',
      toDate: '2026-12-04',
    });
    expect(FORECAST_DAYS).toBe(14);
    expect(resolveValues(expectDeparture.parameters, none, '2026-11-21').values).toEqual({ forDate: '2026-11-21' });
    expect(roomStatusToday.parameters.map((parameter) => parameter.kind)).toEqual(['choice']);
  });

  it('say the stable words of their text columns, and each discrepancy of a room, in the staff language', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    expect(word('out-of-service', intl)).toBe('Out of service');
    expect(word('overdue, occupied-out-of-order', intl)).toBe('Past departure date, Guest in an out-of-order room');
    expect(roomStatusToday.textValues?.attention?.('arrival-not-ready', intl)).toBe('Not ready for arrival');
    expect(word('minibar', intl)).toBe('minibar');
  });
});
