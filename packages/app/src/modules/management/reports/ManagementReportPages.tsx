import { ReportScreen } from '../../../shared/report/ReportScreen.tsx';
import * as reports from './definitions.ts';

// One page per management report, each the shared report screen with its description (definitions.ts).

export const ProductivityRevenuePage = () => <ReportScreen definition={reports.productivityRevenue} />;
export const ManagerReportPage = () => <ReportScreen definition={reports.managerReport} />;
export const HotelStatisticDatePage = () => <ReportScreen definition={reports.hotelStatisticDate} />;
export const HotelStatisticSummaryPage = () => <ReportScreen definition={reports.hotelStatisticSummary} />;
export const StatisticProductionPage = () => <ReportScreen definition={reports.statisticProduction} />;
export const OccupancyForecastPage = () => <ReportScreen definition={reports.occupancyForecast} />;
export const OccupancyForecastGroupPage = () => <ReportScreen definition={reports.occupancyForecastGroup} />;
