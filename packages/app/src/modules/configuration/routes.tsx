import type { RouteObject } from 'react-router';

/** The administration screens of users and roles, relative to /menu (spec §2: app/user, app/role-management). */
export const configurationRoutes: RouteObject[] = [
  {
    path: 'app/user',
    lazy: async () => ({ Component: (await import('./UserPage.tsx')).UserPage }),
  },
  {
    path: 'app/role-management',
    lazy: async () => ({ Component: (await import('./RolePage.tsx')).RolePage }),
  },
];
