import type { RouteObject } from 'react-router';

/**
 * The cashier's screens built so far, relative to /menu (spec §2 "Cashier and finance", issue 18):
 * folios, posting, deposits, departures, shifts and the cashier reports.
 */
export const cashierRoutes: RouteObject[] = [
  // folio screens
  {
    path: 'app/guest-folio',
    lazy: async () => ({ Component: (await import('./folio/GuestFolioPage.tsx')).GuestFolioPage }),
  },
  {
    path: 'app/guest-folio-v2',
    lazy: async () => ({ Component: (await import('./folio/GuestFolioV2Page.tsx')).GuestFolioV2Page }),
  },
  // posting and shifts
  {
    path: 'app/posting',
    lazy: async () => ({ Component: (await import('./posting/PostingPage.tsx')).PostingPage }),
  },
  {
    path: 'app/app-close-shift',
    lazy: async () => ({ Component: (await import('./shift/CloseShiftPage.tsx')).CloseShiftPage }),
  },
  // Declared outside app/ in the catalogue (spec path), like the dashboards.
  {
    path: 'app-report-close-shift',
    lazy: async () => ({ Component: (await import('./shift/ClosedShiftsPage.tsx')).ClosedShiftsPage }),
  },
  // deposits and departures
  {
    path: 'app/advanced-deposit',
    lazy: async () => ({ Component: (await import('./deposit/AdvancedDepositPage.tsx')).AdvancedDepositPage }),
  },
  {
    path: 'app/cashier/expect-departure',
    lazy: async () => ({ Component: (await import('./departure/ExpectDeparturePage.tsx')).ExpectDeparturePage }),
  },
  {
    path: 'app/cashier/actual-departure',
    lazy: async () => ({ Component: (await import('./departure/ActualDeparturePage.tsx')).ActualDeparturePage }),
  },
  // reports (one shared report screen each; spec paths, typos included)
  ...(
    [
      ['app/high-balance-report', 'HighBalanceReportPage'],
      ['app/deposit-ledger-report', 'DepositLedgerReportPage'],
      ['app/deposit-transfer-at-check-in-report', 'DepositTransferReportPage'],
      ['app/departure-extendad-report', 'DepartureExtendedReportPage'],
      ['app/currency-exchange-summary-report', 'CurrencyExchangeReportPage'],
      ['app/correnctions-cancelled-payment-report', 'CorrectionsReportPage'],
      ['app/checked-out-messages-report', 'CheckedOutMessagesReportPage'],
      ['app/closed-shift-report', 'ClosedShiftReportPage'],
      ['app/closed-shift-time-report', 'ClosedShiftTimeReportPage'],
      ['app/posting-journal-report', 'PostingJournalReportPage'],
    ] as const
  ).map(([path, page]) => ({
    path,
    lazy: async () => ({ Component: (await import('./reports/CashierReportPages.tsx'))[page] }),
  })),
];
