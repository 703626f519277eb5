import type { Schemas } from '@pms/api-client';
import { reportQuery } from '../../../shared/report/api.ts';
import type { ReportValues } from '../../../shared/report/definition.ts';

type Criteria = Schemas['ReceptionReportCriteria'];

/** One reception report (report/receptionReport `get_detail`) for the screen's values. */
export const receptionReportQuery = (values: ReportValues, criteria: Criteria) =>
  reportQuery(values, 'report/receptionReport', 'get_detail', [criteria], (answer) => {
    const [table] = answer;
    if (!table) throw new Error(`report/receptionReport answered no ${criteria.report} report`);
    return table;
  });
