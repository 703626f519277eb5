import type { Schemas } from '@pms/api-client';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { pageMessages as t } from '../../../shared/menu/messages.ts';
import { companyChoices } from '../../../shared/report/choices.ts';
import type {
  ChoiceParameter,
  ReportDefinition,
  ReportParameter,
  ReportRow,
  ReportValues,
} from '../../../shared/report/definition.ts';
import { nextDays, pastDays, period } from '../../../shared/report/periods.ts';
import { contractChoices, salesReportQuery } from './api.ts';
import {
  salesReportIntros as i,
  salesReportParameters as p,
  salesReportColumns,
  salesReportWords,
} from './messages.ts';

type ReportName = Schemas['SalesReportName'];
type Criteria = Schemas['SalesReportCriteria'];

/** The word of a partner's sub-total row (report/salesReport: `line` and its confirmation number's cell). */
export const SUBTOTAL = 'subtotal';

// --- parameters ---

const partner: ChoiceParameter = {
  kind: 'choice',
  name: 'companyProfileId',
  label: p.partner,
  allLabel: p.allPartners,
  choices: companyChoices,
};
const contract: ChoiceParameter = {
  kind: 'choice',
  name: 'contractId',
  label: p.contract,
  allLabel: p.allContracts,
  choices: contractChoices,
};

// --- the request ---

const idOf = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/** The request of one report for the screen's values (a filter left out means all). */
export function criteriaOf(report: ReportName, values: ReportValues): Criteria {
  const criteria: Criteria = { report };
  if (values.fromDate) criteria.fromDate = values.fromDate;
  if (values.toDate) criteria.toDate = values.toDate;
  const companyProfileId = idOf(values.companyProfileId);
  if (companyProfileId) criteria.companyProfileId = companyProfileId;
  const contractId = idOf(values.contractId);
  if (contractId) criteria.contractId = contractId;
  return criteria;
}

// --- how values read ---

const isWord = (value: string): value is keyof typeof salesReportWords => value in salesReportWords;
/** A status, or the sub-total row's word, in the staff language; anything else as it came. */
export const word = (value: string, intl: IntlShape) =>
  isWord(value) ? intl.formatMessage(salesReportWords[value]) : value;

const textValues: ReportDefinition['textValues'] = {
  status: word,
  // Confirmation numbers are upper case and digits: the lower-case word is the sub-total's.
  confirmationNumber: (value, intl) => (value === SUBTOTAL ? word(value, intl) : value),
};

/** Widths that keep a stay's figures on a 1280 px screen; the rest scroll into view. */
const columnWidths: ReportDefinition['columnWidths'] = {
  partner: 180,
  contract: 100,
  contractVersion: 72,
  confirmationNumber: 140,
  guest: 170,
  roomType: 92,
  arrival: 108,
  departure: 108,
  nights: 68,
  adults: 68,
  children: 80,
  roomRevenue: 124,
  status: 108,
  checkedInOn: 120,
  checkedOutOn: 124,
  cancelledOn: 116,
  reason: 170,
  cancellationFee: 132,
};

/** The booking a stay's row is about; sub-total rows open nothing. */
const bookingLink = (row: ReportRow) =>
  typeof row.reservationId === 'number' ? `/menu/app/edit-reservation/${row.reservationId}` : undefined;

const report = (
  name: ReportName,
  title: MessageDescriptor,
  intro: MessageDescriptor,
  dates: ReportParameter,
): ReportDefinition => ({
  name,
  title,
  intro,
  parameters: [dates, partner, contract],
  columnLabels: salesReportColumns,
  textValues,
  columnWidths,
  rowLink: bookingLink,
  query: (values) => salesReportQuery(values, criteriaOf(name, values)),
});

// --- the reports (what each one lists: openapi/paths/report/sales-report.yaml) ---

// Expected: the week ahead from the hotel date; what happened: the week up to it.
const WEEK = 7;

export const expectedArrival = report(
  'expect-arrival-report',
  t.expectedArrivalReport,
  i.expectArrivalIntro,
  period(p.arrivals, nextDays(WEEK)),
);
export const actualArrival = report(
  'actual-arrival-report',
  t.actualArrivalReport,
  i.actualArrivalIntro,
  period(p.checkIns, pastDays(WEEK)),
);
export const expectedDeparture = report(
  'expect-departure-report',
  t.expectedDepartureReport,
  i.expectDepartureIntro,
  period(p.departures, nextDays(WEEK)),
);
export const actualDeparture = report(
  'actual-departure-report',
  t.actualDepartureReport,
  i.actualDepartureIntro,
  period(p.checkOuts, pastDays(WEEK)),
);
export const cancellation = report(
  'cancellation-report',
  t.cancellationReport,
  i.cancellationIntro,
  period(p.cancelledOn, pastDays(WEEK)),
);
