import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  actualArrival,
  actualDeparture,
  cancellation,
  criteriaOf,
  expectedArrival,
  expectedDeparture,
  SUBTOTAL,
  word,
} from './definitions.ts';

const reports = [expectedArrival, actualArrival, expectedDeparture, actualDeparture, cancellation];

describe('the sales reports', () => {
  it('ask for the period, and a partner and a contract when chosen', () => {
    const values = { fromDate: '2026-11-21', toDate: '2026-11-27', companyProfileId: '12', contractId: '3', x: 'y' };
    expect(criteriaOf('expect-arrival-report', values)).toEqual({
      report: 'expect-arrival-report',
      fromDate: '2026-11-21',
      toDate: '2026-11-27',
      companyProfileId: 12,
      contractId: 3,
    });
    // Filters left out (or not ids) mean all; dates left out are the server's default, the hotel date.
    expect(criteriaOf('cancellation-report', { companyProfileId: '', contractId: 'abc' })).toEqual({
      report: 'cancellation-report',
    });
  });

  it('look ahead from the hotel date for what is expected, and back for what happened', () => {
    const periods = reports.map((report) => {
      const [dates] = report.parameters;
      return dates?.kind === 'period' ? dates.defaultPeriod('2026-11-21') : null;
    });
    expect(periods).toEqual([
      { fromDate: '2026-11-21', toDate: '2026-11-27' },
      { fromDate: '2026-11-15', toDate: '2026-11-21' },
      { fromDate: '2026-11-21', toDate: '2026-11-27' },
      { fromDate: '2026-11-15', toDate: '2026-11-21' },
      { fromDate: '2026-11-15', toDate: '2026-11-21' },
    ]);
    for (const report of reports) {
      expect(report.parameters.map((parameter) => parameter.kind === 'period' || parameter.name)).toEqual([
        true,
        'companyProfileId',
        'contractId',
      ]);
    }
  });

  it('name the statuses and the partner sub-total in the staff language, and open a stay’s booking', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    expect(word('in-house', intl)).toBe('In house');
    expect(word('Something else', intl)).toBe('Something else');
    const translate = expectedArrival.textValues?.confirmationNumber;
    expect(translate?.(SUBTOTAL, intl)).toBe('Partner sub-total');
    expect(translate?.('100234', intl)).toBe('100234');
    expect(expectedArrival.rowLink?.({ reservationId: 42, line: 'stay' })).toBe('/menu/app/edit-reservation/42');
    expect(expectedArrival.rowLink?.({ line: SUBTOTAL, partner: 'Asia Pacific Tours' })).toBeUndefined();
  });

  it('label every column the server answers', () => {
    const keys = [
      'partner',
      'contract',
      'contractVersion',
      'confirmationNumber',
      'guest',
      'roomType',
      'arrival',
      'departure',
      'nights',
      'adults',
      'children',
      'roomRevenue',
      'status',
      'checkedInOn',
      'checkedOutOn',
      'cancelledOn',
      'reason',
      'cancellationFee',
    ];
    for (const report of reports) {
      for (const key of keys) expect(report.columnLabels[key], `${report.name} ${key}`).toBeDefined();
    }
  });
});
