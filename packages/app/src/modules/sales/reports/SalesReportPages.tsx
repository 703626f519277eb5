import { ReportScreen } from '../../../shared/report/ReportScreen.tsx';
import * as reports from './definitions.ts';

// One page per sales report, each the shared report screen with its description (definitions.ts).

export const ExpectedArrivalReportPage = () => <ReportScreen definition={reports.expectedArrival} />;
export const ActualArrivalReportPage = () => <ReportScreen definition={reports.actualArrival} />;
export const ExpectedDepartureReportPage = () => <ReportScreen definition={reports.expectedDeparture} />;
export const ActualDepartureReportPage = () => <ReportScreen definition={reports.actualDeparture} />;
export const CancellationReportPage = () => <ReportScreen definition={reports.cancellation} />;
