import { actionQuery } from '../../../shared/query/actionQuery.ts';

/** The contracts made with one partner (sales/contract `list`), newest version in force shown. */
export const partnerContractsQuery = (companyProfileId: number) =>
  actionQuery('sales/contract', 'list', [{ companyProfileId }]);

/** One partner's room nights and revenue as day-end froze them (report/salesReport `production`). */
export const partnerProductionQuery = (companyProfileId: number) =>
  actionQuery('report/salesReport', 'production', [{ companyProfileId }], {
    select: (answer) => answer[0] ?? null,
  });
