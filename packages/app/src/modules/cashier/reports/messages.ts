import { defineMessages } from 'react-intl';

/** What each cashier report lists (issue 18); the titles are the menu's page names. */
export const cashierReportIntros = defineMessages({
  highBalanceIntro: {
    id: 'cashier.reports.highBalance.intro',
    defaultMessage:
      'Open guest folios of guests in house, and open house accounts, whose balance is above the amount chosen; highest first.',
  },
  depositLedgerIntro: {
    id: 'cashier.reports.depositLedger.intro',
    defaultMessage:
      'Deposits held per booking: held before the period, new deposits, refunds, forfeited, moved to the guest folio at check-in, and held at its end.',
  },
  depositTransferIntro: {
    id: 'cashier.reports.depositTransfer.intro',
    defaultMessage:
      'Deposits moved from the booking to the guest folio at check-in, and back where a check-in was taken back.',
  },
  departureExtendedIntro: {
    id: 'cashier.reports.departureExtended.intro',
    defaultMessage:
      'In-house stays whose departure was moved later in the period: the departure before and after, and who extended it.',
  },
  currencyExchangeIntro: {
    id: 'cashier.reports.currencyExchange.intro',
    defaultMessage:
      'Payments taken in foreign currency per shift, currency and rate: the amount tendered, the rate kept and the local amount.',
  },
  correctionsIntro: {
    id: 'cashier.reports.corrections.intro',
    defaultMessage:
      'Postings voided and postings corrected in the period, charges and payments: what was cancelled, why, by whom and when.',
  },
  checkedOutMessagesIntro: {
    id: 'cashier.reports.checkedOutMessages.intro',
    defaultMessage: 'Messages never delivered to guests who checked out in the period.',
  },
  closedShiftIntro: {
    id: 'cashier.reports.closedShift.intro',
    defaultMessage:
      'Closed shifts with the totals frozen at the close per payment type and currency, and the cash counted against them.',
  },
  closedShiftTimeIntro: {
    id: 'cashier.reports.closedShiftTime.intro',
    defaultMessage:
      'Closed shifts: who worked them, when they opened and closed, how long they ran and what they posted.',
  },
  postingJournalIntro: {
    id: 'cashier.reports.postingJournal.intro',
    defaultMessage:
      'Every posting of the period in the order made, or summed per transaction code. Void postings are listed but not totalled.',
  },
});

/** The reports' parameters. */
export const cashierReportParameters = defineMessages({
  hotelDates: { id: 'cashier.reports.hotelDates', defaultMessage: 'Hotel dates' },
  shiftDates: { id: 'cashier.reports.shiftDates', defaultMessage: 'Shift dates' },
  checkedOutBetween: { id: 'cashier.reports.checkedOutBetween', defaultMessage: 'Checked out between' },
  extendedBetween: { id: 'cashier.reports.extendedBetween', defaultMessage: 'Extended between' },
  threshold: { id: 'cashier.reports.threshold', defaultMessage: 'Balance above' },
  defaultThreshold: { id: 'cashier.reports.defaultThreshold', defaultMessage: '5,000.00 (default)' },
  grouping: { id: 'cashier.reports.grouping', defaultMessage: 'Show' },
  eachPosting: { id: 'cashier.reports.eachPosting', defaultMessage: 'Each posting' },
  byTransactionCode: { id: 'cashier.reports.byTransactionCode', defaultMessage: 'Totals by transaction code' },
});

/** Headings a report gives a shared column key its own way. */
export const cashierReportColumnVariants = defineMessages({
  depositMoved: { id: 'cashier.reports.column.depositMoved', defaultMessage: 'Deposit moved' },
  amountTendered: { id: 'cashier.reports.column.amountTendered', defaultMessage: 'Tendered' },
});
