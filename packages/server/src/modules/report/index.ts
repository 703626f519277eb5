import type { HandlerMap } from '../../api/handlers.ts';
import { reportHandlers as dashboardReports } from './dashboard.ts';
import { receptionReportHandlers } from './reception-report.ts';
import { reservationReportHandlers } from './reservation-report.ts';

export const reportHandlers = {
  ...dashboardReports,
  'report/reservationReport': reservationReportHandlers,
  'report/receptionReport': receptionReportHandlers,
} satisfies Partial<HandlerMap>;
