import type { Schemas } from '@pms/api-client';
import { reportQuery } from '../../../shared/report/api.ts';
import type { ReportValues } from '../../../shared/report/definition.ts';

type Criteria = Schemas['FinanceReportCriteria'];

/** One finance report (report/financeReport `get_detail`) for the screen's values. */
export const financeReportQuery = (values: ReportValues, criteria: Criteria) =>
  reportQuery(values, 'report/financeReport', 'get_detail', [criteria], (answer) => {
    const [table] = answer;
    if (!table) throw new Error(`report/financeReport answered no ${criteria.report} report`);
    return table;
  });
