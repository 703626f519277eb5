import type { RouteObject } from 'react-router';
import { cancellationRoutes } from './cancellation/routes.tsx';
import { companyRoutes } from './company/routes.tsx';
import { contractRoutes } from './contracts/routes.tsx';
import { salesReportRoutes } from './reports/routes.tsx';

/**
 * Sales and contracts, relative to /menu (spec §2 "Sales and contracts", issue 20): company
 * profiles, contracts with their rules and cancellation policies, and the sales reports.
 */
export const salesRoutes: RouteObject[] = [
  ...companyRoutes,
  ...contractRoutes,
  ...cancellationRoutes,
  ...salesReportRoutes,
];
