import type { Schemas } from '@pms/api-client';
import type { IntlShape } from 'react-intl';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { reportQuery } from '../../../shared/report/api.ts';
import type { ReportChoice, ReportChoices, ReportQuery, ReportValues } from '../../../shared/report/definition.ts';

type Criteria = Schemas['SalesReportCriteria'];

/** One sales report (report/salesReport `get_detail`) for the screen's values. */
export const salesReportQuery = (values: ReportValues, criteria: Criteria) =>
  reportQuery(values, 'report/salesReport', 'get_detail', [criteria], (answer) => {
    const [table] = answer;
    if (!table) throw new Error(`report/salesReport answered no ${criteria.report} report`);
    return table;
  });

/** The hotel's contracts (sales/contract `list`) as a filter's choices: "code · name (partner)". */
export const contractChoices: ReportChoices = {
  isSearchable: true,
  query: (_intl: IntlShape) =>
    actionQuery('sales/contract', 'list', [{}], {
      select: (contracts): ReportChoice[] =>
        contracts
          .map((contract) => ({
            id: String(contract.id),
            label: `${contract.code} · ${contract.name} (${contract.companyName})`,
          }))
          .sort((a, b) => a.label.localeCompare(b.label)),
    }) as unknown as ReportQuery<readonly ReportChoice[]>,
};
