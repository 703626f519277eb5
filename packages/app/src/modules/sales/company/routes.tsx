import type { RouteObject } from 'react-router';

/** Company profiles (spec §2 "Sales and contracts": companyprofile), relative to /menu. */
export const companyRoutes: RouteObject[] = [
  {
    path: 'app/companyprofile',
    lazy: async () => ({ Component: (await import('./CompanyProfilePage.tsx')).CompanyProfilePage }),
  },
];
