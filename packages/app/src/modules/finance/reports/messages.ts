import { defineMessages } from 'react-intl';

/** What each finance report lists (issue 19); the titles are the menu's page names. */
export const financeReportIntros = defineMessages({
  guestTrialBalanceIntro: {
    id: 'finance.reports.guestTrialBalance.intro',
    defaultMessage:
      'Every folio by ledger (guest, deposit, city): its balance before the period, the charges, payments and transfers of the period, and its balance after. Opening + charges − payments + transfers = closing on every line.',
  },
  trialBalanceIntro: {
    id: 'finance.reports.trialBalance.intro',
    defaultMessage:
      'The books of the period as debits and credits: revenue per charge code, takings per payment code, and each ledger’s movement with its balance before and after. Total debits equal total credits.',
  },
  hotelRevenueIntro: {
    id: 'finance.reports.hotelRevenue.intro',
    defaultMessage:
      'Revenue by transaction group and code: the day’s net, service charge, tax and total; net month-to-date and year-to-date, and month-to-date a year earlier.',
  },
  postingJournalIntro: {
    id: 'finance.reports.postingJournal.intro',
    defaultMessage:
      'Every posting of the period in the order made, with its shift, cashier, folio and amounts. Void postings are listed but not totalled.',
  },
  journalByCodeIntro: {
    id: 'finance.reports.journalByCode.intro',
    defaultMessage:
      'The postings of the period summed per transaction code: how many, net, service charge, tax and total.',
  },
  postingSummaryIntro: {
    id: 'finance.reports.postingSummary.intro',
    defaultMessage:
      'What each cashier posted in each shift: charges and payments, and how many postings were transfers, corrections or voided.',
  },
  dailyStatisticIntro: {
    id: 'finance.reports.dailyStatistic.intro',
    defaultMessage:
      'The hotel’s figures of each date day-end closed, as it froze them. Occupancy, ADR and RevPAR use room revenue net of service charge and tax; a date not yet closed has no line.',
  },
});

/** The reports' parameters. */
export const financeReportParameters = defineMessages({
  hotelDates: { id: 'finance.reports.hotelDates', defaultMessage: 'Hotel dates' },
  closedDates: { id: 'finance.reports.closedDates', defaultMessage: 'Closed dates' },
  revenueOf: { id: 'finance.reports.revenueOf', defaultMessage: 'Hotel date' },
});

/** Column headings of the finance reports beyond the posting reports' own. */
export const financeReportColumns = defineMessages({
  ledger: { id: 'finance.reports.column.ledger', defaultMessage: 'Ledger' },
  transfers: { id: 'finance.reports.column.transfers', defaultMessage: 'Transfers' },
  section: { id: 'finance.reports.column.section', defaultMessage: 'Section' },
  debit: { id: 'finance.reports.column.debit', defaultMessage: 'Debit' },
  credit: { id: 'finance.reports.column.credit', defaultMessage: 'Credit' },
  transactionGroup: { id: 'finance.reports.column.transactionGroup', defaultMessage: 'Group' },
  monthToDate: { id: 'finance.reports.column.monthToDate', defaultMessage: 'Net month-to-date' },
  yearToDate: { id: 'finance.reports.column.yearToDate', defaultMessage: 'Net year-to-date' },
  lastYearMonthToDate: { id: 'finance.reports.column.lastYearMonthToDate', defaultMessage: 'Month-to-date last year' },
  corrections: { id: 'finance.reports.column.corrections', defaultMessage: 'Corrections' },
  voided: { id: 'finance.reports.column.voided', defaultMessage: 'Voided' },
  voidedAmount: { id: 'finance.reports.column.voidedAmount', defaultMessage: 'Voided amount' },
  roomsAvailable: { id: 'finance.reports.column.roomsAvailable', defaultMessage: 'Available' },
  roomsSold: { id: 'finance.reports.column.roomsSold', defaultMessage: 'Sold' },
  roomsComplimentary: { id: 'finance.reports.column.roomsComplimentary', defaultMessage: 'Comp.' },
  roomsOutOfOrder: { id: 'finance.reports.column.roomsOutOfOrder', defaultMessage: 'Out of order' },
  occupancy: { id: 'finance.reports.column.occupancy', defaultMessage: 'Occ. %' },
  averageDailyRate: { id: 'finance.reports.column.averageDailyRate', defaultMessage: 'ADR' },
  revPar: { id: 'finance.reports.column.revPar', defaultMessage: 'RevPAR' },
  totalRevPar: { id: 'finance.reports.column.totalRevPar', defaultMessage: 'TRevPAR' },
  guests: { id: 'finance.reports.column.guests', defaultMessage: 'Guests' },
  arrivals: { id: 'finance.reports.column.arrivals', defaultMessage: 'Arrivals' },
  departures: { id: 'finance.reports.column.departures', defaultMessage: 'Departures' },
  noShows: { id: 'finance.reports.column.noShows', defaultMessage: 'No-shows' },
  roomRevenue: { id: 'finance.reports.column.roomRevenue', defaultMessage: 'Room revenue' },
  totalRevenue: { id: 'finance.reports.column.totalRevenue', defaultMessage: 'Total revenue' },
});

/** The stable words of the ledger and section columns. */
export const financeReportWords = defineMessages({
  guest: { id: 'finance.reports.word.guest', defaultMessage: 'Guest ledger' },
  deposit: { id: 'finance.reports.word.deposit', defaultMessage: 'Deposit ledger' },
  city: { id: 'finance.reports.word.city', defaultMessage: 'City ledger' },
  revenue: { id: 'finance.reports.word.revenue', defaultMessage: 'Revenue' },
  payments: { id: 'finance.reports.word.payments', defaultMessage: 'Payments' },
  ledger: { id: 'finance.reports.word.ledger', defaultMessage: 'Ledgers' },
});
