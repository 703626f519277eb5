import type { Schemas } from '@pms/api-client';
import { reportQuery } from '../../../shared/report/api.ts';
import type { ReportValues } from '../../../shared/report/definition.ts';

type Criteria = Schemas['ReservationReportCriteria'];

/** One reservation report (report/reservationReport `get_detail`) for the screen's values. */
export const reservationReportQuery = (values: ReportValues, criteria: Criteria) =>
  reportQuery(values, 'report/reservationReport', 'get_detail', [criteria], (answer) => {
    const [table] = answer;
    if (!table) throw new Error(`report/reservationReport answered no ${criteria.report} report`);
    return table;
  });
