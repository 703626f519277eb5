import type { Schemas } from '@pms/api-client';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { pageMessages as t } from '../../../shared/menu/messages.ts';
import type { ReportDefinition, ReportParameter, ReportRow, ReportValues } from '../../../shared/report/definition.ts';
import { postingReportColumns } from '../../../shared/report/messages.ts';
import { closedDays, datesOf, onDay, period, theHotelDate } from '../../../shared/report/periods.ts';
import { postingWord } from '../../../shared/report/postingWords.ts';
import { financeReportQuery } from '../api/reports.ts';
import {
  financeReportColumns,
  financeReportWords,
  financeReportIntros as i,
  financeReportParameters as p,
} from './messages.ts';

type ReportName = Schemas['FinanceReportName'];
type Criteria = Schemas['FinanceReportCriteria'];

/** The request of one report for the screen's values: its dates, nothing else. */
export function criteriaOf(report: ReportName, values: ReportValues): Criteria {
  const { fromDate, toDate, forDate } = datesOf(values);
  if (report === 'hotel-revenue') return forDate ? { report, forDate } : { report };
  return { report, ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) };
}

const isWord = (value: string): value is keyof typeof financeReportWords => value in financeReportWords;
/** A ledger's or a section's word in the staff language. */
export const word = (value: string, intl: IntlShape) =>
  isWord(value) ? intl.formatMessage(financeReportWords[value]) : value;

/** Widths that keep each report's key figures on a 1280 px screen; the rest scroll into view. */
const columnWidths: ReportDefinition['columnWidths'] = {
  ledger: 120,
  section: 100,
  roomNumber: 64,
  folio: 180,
  transactionGroup: 150,
  transactionCode: 64,
  description: 180,
  hotelDate: 108,
  postedTime: 96,
  shift: 60,
  cashier: 96,
  status: 124,
  kind: 84,
  window: 76,
  quantity: 60,
  occupancy: 80,
  averageDailyRate: 100,
  revPar: 100,
  totalRevPar: 100,
  roomsAvailable: 84,
  roomsSold: 70,
  roomsComplimentary: 70,
  roomsOutOfOrder: 96,
  guests: 70,
  arrivals: 80,
  departures: 90,
  noShows: 84,
};

/** The booking a row is about, when it is about one. */
const bookingLink = (row: ReportRow) =>
  typeof row.reservationId === 'number' ? `/menu/app/edit-reservation/${row.reservationId}` : undefined;

const report = (
  name: ReportName,
  title: MessageDescriptor,
  intro: MessageDescriptor,
  parameters: readonly ReportParameter[],
): ReportDefinition => ({
  name,
  title,
  intro,
  parameters,
  columnLabels: { ...postingReportColumns, ...financeReportColumns },
  textValues: { ledger: word, section: word, kind: postingWord, status: postingWord },
  columnWidths,
  rowLink: bookingLink,
  query: (values) => financeReportQuery(values, criteriaOf(name, values)),
});

// --- the reports (what each one lists: openapi/paths/report/finance-report.yaml) ---

const hotelDates = period(p.hotelDates, theHotelDate);

export const guestTrialBalance = report('guest-trial-balance', t.guestTrialBalance, i.guestTrialBalanceIntro, [
  hotelDates,
]);
export const trialBalance = report('trial-balance-report', t.trialBalanceReport, i.trialBalanceIntro, [hotelDates]);
export const hotelRevenue = report('hotel-revenue', t.hotelRevenue, i.hotelRevenueIntro, [onDay(p.revenueOf)]);
export const postingJournal = report('posting-journal', t.postingJournal, i.postingJournalIntro, [hotelDates]);
export const journalByTransactionCode = report(
  'journal-by-transaction-code-report',
  t.journalByTransactionCodeReport,
  i.journalByCodeIntro,
  [hotelDates],
);
export const postingSummary = report('posting-summary', t.postingSummary, i.postingSummaryIntro, [hotelDates]);
export const dailyStatistics = report('daily-statistic-report', t.dailyStatisticReport, i.dailyStatisticIntro, [
  period(p.closedDates, closedDays(7), { endsBeforeHotelDate: true }),
]);
