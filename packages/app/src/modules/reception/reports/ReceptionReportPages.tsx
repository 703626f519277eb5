import { ReportScreen } from '../../../shared/report/ReportScreen.tsx';
import * as reports from './definitions.ts';

// One page per reception report, each the shared report screen with its description (definitions.ts).

export const ExpectArrivalReportPage = () => <ReportScreen definition={reports.expectArrival} />;
export const ActualArrivalReportPage = () => <ReportScreen definition={reports.actualArrival} />;
export const ExpectedDepartureReportPage = () => <ReportScreen definition={reports.expectedDeparture} />;
export const ActualDepartureReportPage = () => <ReportScreen definition={reports.actualDeparture} />;
export const InHouseReportPage = () => <ReportScreen definition={reports.inHouse} />;
export const RoomMoveReportPage = () => <ReportScreen definition={reports.roomMove} />;
export const WalkInReportPage = () => <ReportScreen definition={reports.walkIn} />;
export const OverPaxReportPage = () => <ReportScreen definition={reports.overPax} />;
