import type { RouteObject } from 'react-router';

/** Engineering's screens, relative to /menu (spec §2 "Engineering"). */
export const engineeringRoutes: RouteObject[] = [
  {
    path: 'app/maintenance',
    lazy: async () => ({ Component: (await import('./maintenance/MaintenancePage.tsx')).MaintenancePage }),
  },
  {
    path: 'app/maintenance-report',
    lazy: async () => ({ Component: (await import('./maintenance/MaintenanceReportPage.tsx')).MaintenanceReportPage }),
  },
];
