import type { Schemas } from '@pms/api-client';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { pageMessages as t } from '../../../shared/menu/messages.ts';
import { fixedChoices } from '../../../shared/report/api.ts';
import type {
  ChoiceParameter,
  ReportDefinition,
  ReportParameter,
  ReportRow,
  ReportValues,
} from '../../../shared/report/definition.ts';
import { postingReportColumns } from '../../../shared/report/messages.ts';
import { pastDays, period, theHotelDate } from '../../../shared/report/periods.ts';
import { postingWord } from '../../../shared/report/postingWords.ts';
import { cashierReportQuery } from '../api/reports.ts';
import {
  cashierReportIntros as i,
  cashierReportParameters as p,
  cashierReportColumnVariants as v,
} from './messages.ts';

type ReportName = Schemas['CashierReportName'];
type Criteria = Schemas['CashierReportCriteria'];
type Grouping = NonNullable<Criteria['grouping']>;

/** Amounts as every staff language shows them (spec §9: 1,234.50), from the exact decimal string. */
const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts high-balance-report offers besides the server's default (5,000.00), in the local currency. */
export const THRESHOLDS = ['1000.00', '2000.00', '10000.00', '20000.00', '50000.00'] as const;

// --- parameters ---

const threshold: ChoiceParameter = {
  kind: 'choice',
  name: 'threshold',
  label: p.threshold,
  allLabel: p.defaultThreshold,
  choices: fixedChoices('cashier-threshold', () => THRESHOLDS.map((id) => ({ id, label: amountFormat.format(id) }))),
};

const grouping: ChoiceParameter = {
  kind: 'choice',
  name: 'grouping',
  label: p.grouping,
  allLabel: p.eachPosting,
  choices: fixedChoices('cashier-journal-grouping', (intl) => [
    { id: 'transaction-code', label: intl.formatMessage(p.byTransactionCode) },
  ]),
};

// --- the request ---

const isGrouping = (value: string | undefined): value is Grouping =>
  value === 'posting' || value === 'transaction-code';
const isAmount = (value: string | undefined): value is string =>
  value !== undefined && /^\d{1,12}(\.\d{1,2})?$/.test(value);

/** The request of one report for the screen's values; a value that the report does not take is left out. */
export function criteriaOf(report: ReportName, values: ReportValues): Criteria {
  const criteria: Criteria = { report };
  if (report !== 'high-balance-report') {
    if (values.fromDate) criteria.fromDate = values.fromDate;
    if (values.toDate) criteria.toDate = values.toDate;
  } else if (isAmount(values.threshold)) {
    criteria.threshold = values.threshold;
  }
  if (report === 'posting-journal-report' && isGrouping(values.grouping)) criteria.grouping = values.grouping;
  return criteria;
}

// --- how values read ---

export const word = postingWord;

/** Widths that keep each report's key figures on a 1280 px screen; the rest scroll into view. */
const columnWidths: ReportDefinition['columnWidths'] = {
  roomNumber: 64,
  guest: 170,
  folio: 150,
  folioKind: 80,
  confirmationNumber: 110,
  hotelDate: 108,
  shift: 60,
  cashier: 96,
  currencyCode: 84,
  exchangeRate: 110,
  transactionCode: 64,
  description: 170,
  reason: 200,
  message: 280,
  fromName: 140,
  fromContact: 140,
  window: 76,
  quantity: 60,
  status: 124,
  action: 100,
  actionOn: 108,
  actionTime: 96,
  actionBy: 90,
  kind: 84,
  paymentType: 104,
  duration: 120,
  nightsAdded: 110,
  direction: 130,
  postedTime: 96,
  transferredTime: 96,
  extendedTime: 96,
  takenTime: 96,
  openedTime: 112,
  closedTime: 112,
  amount: 112,
  localAmount: 112,
  foreignAmount: 120,
  expected: 112,
  counted: 100,
  variance: 100,
  opening: 100,
  newDeposits: 108,
  refunds: 100,
  forfeited: 100,
  toGuestLedger: 124,
  otherMovements: 100,
  closing: 100,
};

/** The booking a row is about, when it is about one. */
const bookingLink = (row: ReportRow) =>
  typeof row.reservationId === 'number' ? `/menu/app/edit-reservation/${row.reservationId}` : undefined;

const report = (
  name: ReportName,
  title: MessageDescriptor,
  intro: MessageDescriptor,
  parameters: readonly ReportParameter[],
  labels: Partial<Record<keyof typeof postingReportColumns, MessageDescriptor>> = {},
  widths: ReportDefinition['columnWidths'] = {},
): ReportDefinition => ({
  name,
  title,
  intro,
  parameters,
  columnLabels: { ...postingReportColumns, ...labels },
  textValues: { folioKind: word, action: word, kind: word, status: word, direction: word },
  columnWidths: { ...columnWidths, ...widths },
  rowLink: bookingLink,
  query: (values) => cashierReportQuery(values, criteriaOf(name, values)),
});

// --- the reports (what each one lists: openapi/paths/report/cashier-report.yaml) ---

export const highBalance = report('high-balance-report', t.highBalanceReport, i.highBalanceIntro, [threshold]);

export const depositLedger = report(
  'deposit-ledger-report',
  t.depositLedgerReport,
  i.depositLedgerIntro,
  [period(p.hotelDates, theHotelDate)],
  {},
  // Seven amounts side by side: the booking's columns give way.
  { confirmationNumber: 100, guest: 150, newDeposits: 104, toGuestLedger: 116 },
);

export const depositTransfer = report(
  'deposit-transfer-at-check-in-report',
  t.depositTransferReport,
  i.depositTransferIntro,
  [period(p.hotelDates, theHotelDate)],
  { amount: v.depositMoved },
);

export const departureExtended = report(
  'departure-extendad-report',
  t.departureExtendedReport,
  i.departureExtendedIntro,
  [period(p.extendedBetween, pastDays(7))],
);

export const currencyExchange = report(
  'currency-exchange-summary-report',
  t.currencyExchangeSummaryReport,
  i.currencyExchangeIntro,
  [period(p.hotelDates, theHotelDate)],
);

export const corrections = report(
  'correnctions-cancelled-payment-report',
  t.correctionsCancelledPaymentReport,
  i.correctionsIntro,
  [period(p.hotelDates, theHotelDate)],
);

export const checkedOutMessages = report(
  'checked-out-messages-report',
  t.checkedOutMessagesReport,
  i.checkedOutMessagesIntro,
  [period(p.checkedOutBetween, pastDays(7))],
);

export const closedShift = report(
  'closed-shift-report',
  t.closedShiftReport,
  i.closedShiftIntro,
  [period(p.shiftDates, theHotelDate)],
  { amount: v.amountTendered },
);

export const closedShiftTime = report('closed-shift-time-report', t.closedShiftTimeReport, i.closedShiftTimeIntro, [
  period(p.shiftDates, pastDays(7)),
]);

export const postingJournal = report('posting-journal-report', t.postingJournalReport, i.postingJournalIntro, [
  period(p.hotelDates, theHotelDate),
  grouping,
]);
