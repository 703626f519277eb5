import { describe, expect, it } from 'vitest';
import { addDays, daysInclusive, endOfMonth, isIsoDate, startOfMonth } from '../dates.ts';
import { fixedChoices } from './api.ts';
import type { ReportParameter } from './definition.ts';
import { periodPastMessage, periodTooLongMessage, reportMessages } from './messages.ts';
import { exportFileName, problemsOf, resolveValues, toSearchParams, valuesKey } from './parameters.ts';

const noChoices = fixedChoices('none', () => []);
const PARAMETERS: ReportParameter[] = [
  {
    kind: 'period',
    defaultPeriod: (hotelDate) => ({ fromDate: startOfMonth(hotelDate), toDate: hotelDate }),
    maxDays: 62,
  },
  { kind: 'date', name: 'forDate', label: reportMessages.period, defaultDate: null },
  {
    kind: 'choice',
    name: 'roomTypeId',
    label: reportMessages.roomType,
    allLabel: reportMessages.allRoomTypes,
    choices: noChoices,
  },
];
const search = (text: string) => new URLSearchParams(text);
const day = (iso: string) => `day ${iso}`;

describe('report dates', () => {
  it('counts days with both ends included and knows real dates', () => {
    expect(daysInclusive('2026-11-01', '2026-11-30')).toBe(30);
    expect(daysInclusive('2026-11-21', '2026-11-21')).toBe(1);
    expect(daysInclusive('2026-11-21', '2026-11-20')).toBe(0);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });
});

describe('resolveValues', () => {
  it('takes the dates and filters the URL holds', () => {
    const resolved = resolveValues(
      PARAMETERS,
      search('fromDate=2026-11-01&toDate=2026-11-05&forDate=2026-11-03&roomTypeId=4&other=x'),
      undefined,
    );
    expect(resolved).toEqual({
      values: { fromDate: '2026-11-01', toDate: '2026-11-05', forDate: '2026-11-03', roomTypeId: '4' },
      completedFromDefaults: false,
    });
  });

  it('fills a missing or malformed period from the hotel date, and says so', () => {
    const resolved = resolveValues(PARAMETERS, search('fromDate=2026-11-01&toDate=tomorrow'), '2026-11-21');
    expect(resolved).toEqual({
      values: { fromDate: '2026-11-01', toDate: '2026-11-21' },
      completedFromDefaults: true,
    });
  });

  it('waits for the hotel date when a default needs it', () => {
    expect(resolveValues(PARAMETERS, search(''), undefined).values).toBeNull();
  });

  it('fills a required day from the hotel date but leaves an optional one empty', () => {
    const required: ReportParameter[] = [
      {
        kind: 'date',
        name: 'forDate',
        label: reportMessages.period,
        defaultDate: (hotelDate) => addDays(hotelDate, 1),
      },
    ];
    expect(resolveValues(required, search(''), '2026-11-21').values).toEqual({ forDate: '2026-11-22' });
    expect(resolveValues(PARAMETERS.slice(1, 2), search(''), '2026-11-21')).toEqual({
      values: {},
      completedFromDefaults: false,
    });
  });
});

describe('toSearchParams', () => {
  it('writes the report values, drops cleared ones, and keeps what else the URL holds', () => {
    const next = toSearchParams(
      PARAMETERS,
      { fromDate: '2026-11-01', toDate: '2026-11-30', roomTypeId: '' },
      search('roomTypeId=4&forDate=2026-11-02&tab=2'),
    );
    expect(next.toString()).toBe('tab=2&fromDate=2026-11-01&toDate=2026-11-30');
  });

  it('gives equal keys to equal values in any order', () => {
    expect(valuesKey({ a: '1', b: '2' })).toBe(valuesKey({ b: '2', a: '1' }));
    expect(valuesKey({ a: '1' })).not.toBe(valuesKey({ a: '2' }));
  });
});

describe('problemsOf', () => {
  const past: ReportParameter[] = [
    { kind: 'period', defaultPeriod: () => ({ fromDate: '', toDate: '' }), maxDays: 366, endsBeforeHotelDate: true },
  ];

  it('has none for a complete period within the limit', () => {
    expect(problemsOf(PARAMETERS, { fromDate: '2026-11-01', toDate: '2026-12-31' }, '2026-11-21', day)).toEqual({});
  });

  it('asks for a period that is missing or runs backwards', () => {
    expect(problemsOf(PARAMETERS, { fromDate: '2026-11-01' }, '2026-11-21', day)).toEqual({
      period: { message: reportMessages.periodRequired },
    });
    expect(problemsOf(PARAMETERS, { fromDate: '2026-11-02', toDate: '2026-11-01' }, undefined, day)).toEqual({
      period: { message: reportMessages.periodRequired },
    });
  });

  it('refuses a period longer than the report takes', () => {
    expect(problemsOf(PARAMETERS, { fromDate: '2026-11-01', toDate: '2027-01-02' }, undefined, day)).toEqual({
      period: { message: periodTooLongMessage, values: { max: 62 } },
    });
  });

  it('keeps a report of the past before the hotel date', () => {
    expect(problemsOf(past, { fromDate: '2026-11-01', toDate: '2026-11-20' }, '2026-11-21', day)).toEqual({});
    expect(problemsOf(past, { fromDate: '2026-11-01', toDate: '2026-11-21' }, '2026-11-21', day)).toEqual({
      period: { message: periodPastMessage, values: { date: 'day 2026-11-21' } },
    });
  });

  it('refuses a malformed optional day', () => {
    const values = { fromDate: '2026-11-01', toDate: '2026-11-02', forDate: '2026-13-01' };
    expect(problemsOf(PARAMETERS, values, undefined, day)).toEqual({
      forDate: { message: reportMessages.dateRequired },
    });
  });
});

describe('exportFileName', () => {
  it('names the report and its dates, not its filters', () => {
    const values = { fromDate: '2026-11-01', toDate: '2026-11-30', roomTypeId: '4' };
    expect(exportFileName('actual-arrival', PARAMETERS, values)).toBe('actual-arrival_2026-11-01_2026-11-30.csv');
    expect(exportFileName('pick-up', PARAMETERS, { ...values, forDate: '2026-12-01' })).toBe(
      'pick-up_2026-11-01_2026-11-30_2026-12-01.csv',
    );
  });
});
