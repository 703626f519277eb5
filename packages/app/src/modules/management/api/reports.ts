import type { Schemas } from '@pms/api-client';
import { reportQuery } from '../../../shared/report/api.ts';
import type { ReportValues } from '../../../shared/report/definition.ts';

type Criteria = Schemas['ManagementReportCriteria'];

/** One management report (report/managementReport `get_detail`) for the screen's values. */
export const managementReportQuery = (values: ReportValues, criteria: Criteria) =>
  reportQuery(values, 'report/managementReport', 'get_detail', [criteria], (answer) => {
    const [table] = answer;
    if (!table) throw new Error(`report/managementReport answered no ${criteria.report} report`);
    return table;
  });
