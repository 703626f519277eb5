import type { HandlerMap } from '../../api/handlers.ts';
import { cashierReportHandlers } from './cashier-report.ts';
import { reportHandlers as dashboardReports } from './dashboard.ts';
import { financeReportHandlers } from './finance-report.ts';
import { housekeepingReportHandlers } from './housekeeping-report.ts';
import { managementReportHandlers } from './management-report.ts';
import { receptionReportHandlers } from './reception-report.ts';
import { reservationReportHandlers } from './reservation-report.ts';
import { salesReportHandlers } from './sales-report.ts';

export const reportHandlers = {
  ...dashboardReports,
  'report/reservationReport': reservationReportHandlers,
  'report/receptionReport': receptionReportHandlers,
  'report/cashierReport': cashierReportHandlers,
  'report/financeReport': financeReportHandlers,
  'report/housekeepingReport': housekeepingReportHandlers,
  'report/managementReport': managementReportHandlers,
  'report/salesReport': salesReportHandlers,
} satisfies Partial<HandlerMap>;
