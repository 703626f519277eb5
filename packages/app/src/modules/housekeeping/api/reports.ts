import type { Schemas } from '@pms/api-client';
import { reportQuery } from '../../../shared/report/api.ts';
import type { ReportValues } from '../../../shared/report/definition.ts';

type Criteria = Schemas['HousekeepingReportCriteria'];

/** One housekeeping list or report (report/housekeepingReport `get_detail`) for the screen's values. */
export const housekeepingReportQuery = (values: ReportValues, criteria: Criteria) =>
  reportQuery(values, 'report/housekeepingReport', 'get_detail', [criteria], (answer) => {
    const [table] = answer;
    if (!table) throw new Error(`report/housekeepingReport answered no ${criteria.report} report`);
    return table;
  });
