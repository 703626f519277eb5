import type { RouteObject } from 'react-router';

/** The sales reports (spec §2 "Sales and contracts"), relative to /menu: one shared report screen each. */
export const salesReportRoutes: RouteObject[] = (
  [
    ['app/sales/expect-arrival-report', 'ExpectedArrivalReportPage'],
    ['app/sales/actual-arrival-report', 'ActualArrivalReportPage'],
    ['app/sales/expect-departure-report', 'ExpectedDepartureReportPage'],
    ['app/sales/actual-departure-report', 'ActualDepartureReportPage'],
    ['app/sales/cancellation-report', 'CancellationReportPage'],
  ] as const
).map(([path, page]) => ({
  path,
  lazy: async () => ({ Component: (await import('./SalesReportPages.tsx'))[page] }),
}));
