import type { RouteObject } from 'react-router';

/**
 * Management information's screens, relative to /menu (spec §2 "Management information and
 * finance", issue 19): statistics and production from the day-end snapshot, and the forecasts.
 */
export const managementRoutes: RouteObject[] = (
  [
    ['app/mis-report-productivity-revenue', 'ProductivityRevenuePage'],
    ['app/mis-manager-report', 'ManagerReportPage'],
    ['app/mis-report-hotel-statistic-date', 'HotelStatisticDatePage'],
    ['app/mis-report-hotel-statistic-summary', 'HotelStatisticSummaryPage'],
    ['app/mis-report-statistic-production', 'StatisticProductionPage'],
    ['app/occupancy-forecast', 'OccupancyForecastPage'],
    ['app/occupancy-forecast-group', 'OccupancyForecastGroupPage'],
  ] as const
).map(([path, page]) => ({
  path,
  lazy: async () => ({ Component: (await import('./reports/ManagementReportPages.tsx'))[page] }),
}));
