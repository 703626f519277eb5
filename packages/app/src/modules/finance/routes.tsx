import type { RouteObject } from 'react-router';

/**
 * The financial department's screens built so far, relative to /menu (spec §2 "Cashier and
 * finance", issue 18): accounts receivable and the company ledger; and day-end, the night audit
 * (issue 19), which the spec's menu lists under Cashier.
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
];
