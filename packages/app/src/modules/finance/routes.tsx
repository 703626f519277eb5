import type { RouteObject } from 'react-router';

/**
 * The financial department's screens, relative to /menu (spec §2 "Cashier and finance"): accounts
 * receivable and the company ledger (issue 18); day-end, the night audit, which the spec's menu
 * lists under Cashier, and the finance reports (issue 19).
 */
export const financeRoutes: RouteObject[] = [
  // accounts receivable
  {
    path: 'app/account-receivable',
    lazy: async () => ({ Component: (await import('./receivable/AccountsPage.tsx')).AccountsPage }),
  },
  {
    path: 'app/ledger',
    lazy: async () => ({ Component: (await import('./receivable/LedgerPage.tsx')).LedgerPage }),
  },
  // the night audit
  {
    path: 'app/day-end',
    lazy: async () => ({ Component: (await import('./day-end/DayEndPage.tsx')).DayEndPage }),
  },
  // the finance reports (one shared report screen each)
  ...(
    [
      ['app/guest-trial-balance', 'GuestTrialBalancePage'],
      ['app/trial-balance-report', 'TrialBalanceReportPage'],
      ['app/hotel-revenue', 'HotelRevenuePage'],
      ['app/posting-journal', 'PostingJournalPage'],
      ['app/journal-by-transaction-code-report', 'JournalByTransactionCodePage'],
      ['app/posting-summary', 'PostingSummaryPage'],
      ['app/daily-statistic-report', 'DailyStatisticReportPage'],
    ] as const
  ).map(([path, page]) => ({
    path,
    lazy: async () => ({ Component: (await import('./reports/FinanceReportPages.tsx'))[page] }),
  })),
];
