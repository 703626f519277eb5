import type { RouteObject } from 'react-router';

/** The Outlet Services screens built so far, relative to /menu (spec §2): the section's home. */
export const outletRoutes: RouteObject[] = [
  {
    path: 'app/outlet',
    lazy: async () => ({ Component: (await import('./OutletServicesPage.tsx')).OutletServicesPage }),
  },
];
