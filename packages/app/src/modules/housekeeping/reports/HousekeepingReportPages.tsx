import { ReportScreen } from '../../../shared/report/ReportScreen.tsx';
import * as reports from './definitions.ts';

// One page per housekeeping list and report, each the shared report screen with its description (definitions.ts).

export const ExpectArrivalListPage = () => <ReportScreen definition={reports.expectArrival} />;
export const ActualArrivalListPage = () => <ReportScreen definition={reports.actualArrival} />;
export const ExpectDepartureListPage = () => <ReportScreen definition={reports.expectDeparture} />;
export const ActualDepartureListPage = () => <ReportScreen definition={reports.actualDeparture} />;
export const ForecastPage = () => <ReportScreen definition={reports.forecast} />;
export const VipListPage = () => <ReportScreen definition={reports.vip} />;
export const VipExpectedArrivalListPage = () => <ReportScreen definition={reports.vipExpectedArrival} />;
export const RoomStatusTodayReportPage = () => <ReportScreen definition={reports.roomStatusToday} />;
export const VacantRoomStatusReportPage = () => <ReportScreen definition={reports.vacantRooms} />;
export const RoomStatusChangeLogReportPage = () => <ReportScreen definition={reports.roomStatusChangeLog} />;
