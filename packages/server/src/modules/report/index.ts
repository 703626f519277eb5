import type { HandlerMap } from '../../api/handlers.ts';
import { cashierReportHandlers } from './cashier-report.ts';
import { reportHandlers as dashboardReports } from './dashboard.ts';
import { housekeepingReportHandlers } from './housekeeping-report.ts';
import { receptionReportHandlers } from './reception-report.ts';
import { reservationReportHandlers } from './reservation-report.ts';

export const reportHandlers = {
  ...dashboardReports,
  'report/reservationReport': reservationReportHandlers,
  'report/receptionReport': receptionReportHandlers,
  'report/cashierReport': cashierReportHandlers,
  'report/housekeepingReport': housekeepingReportHandlers,
} satisfies Partial<HandlerMap>;
