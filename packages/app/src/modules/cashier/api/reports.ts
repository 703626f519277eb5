import type { Schemas } from '@pms/api-client';
import { reportQuery } from '../../../shared/report/api.ts';
import type { ReportValues } from '../../../shared/report/definition.ts';

type Criteria = Schemas['CashierReportCriteria'];

/** One cashier report (report/cashierReport `get_detail`) for the screen's values. */
export const cashierReportQuery = (values: ReportValues, criteria: Criteria) =>
  reportQuery(values, 'report/cashierReport', 'get_detail', [criteria], (answer) => {
    const [table] = answer;
    if (!table) throw new Error(`report/cashierReport answered no ${criteria.report} report`);
    return table;
  });
