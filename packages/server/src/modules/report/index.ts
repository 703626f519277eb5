import type { HandlerMap } from '../../api/handlers.ts';
import { reportHandlers as dashboardReports } from './dashboard.ts';
import { reservationReportHandlers } from './reservation-report.ts';

export const reportHandlers = {
  ...dashboardReports,
  'report/reservationReport': reservationReportHandlers,
} satisfies Partial<HandlerMap>;
