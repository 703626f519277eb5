import type { RouteObject } from 'react-router';
import { DASHBOARDS } from './kinds.ts';

const loadDashboard = async () => ({ Component: (await import('./DashboardPage.tsx')).DashboardPage });

/** The dashboards of every department, relative to /menu (spec §2); one screen, one module load. */
export const dashboardRoutes: RouteObject[] = DASHBOARDS.map((dashboard) => ({
  path: dashboard.path,
  lazy: loadDashboard,
}));
