import { ReportScreen } from '../../../shared/report/ReportScreen.tsx';
import * as reports from './definitions.ts';

// One page per report, each the shared report screen with its description (definitions.ts).

export const ReservedOccupancyForecastPage = () => <ReportScreen definition={reports.reservedOccupancyForecast} />;
export const HistoryReservationForecastPage = () => <ReportScreen definition={reports.historyReservationForecast} />;
export const ReservationForecastByRoomTypePage = () => (
  <ReportScreen definition={reports.reservationForecastByRoomType} />
);
export const ReservationReportPage = () => <ReportScreen definition={reports.reservationReport} />;
export const ActualArrivalReportPage = () => <ReportScreen definition={reports.actualArrival} />;
export const ActualDepartureReportPage = () => <ReportScreen definition={reports.actualDeparture} />;
export const ExpectedDepartureReportPage = () => <ReportScreen definition={reports.expectedDeparture} />;
export const CancellationReportPage = () => <ReportScreen definition={reports.cancellation} />;
export const NoShowReportPage = () => <ReportScreen definition={reports.noShow} />;
export const FlagReportPage = () => <ReportScreen definition={reports.flag} />;
export const PickUpReportPage = () => <ReportScreen definition={reports.pickUp} />;
