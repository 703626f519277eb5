import type { RouteObject } from 'react-router';

/**
 * The configuration screens built so far, relative to /menu (spec §2): users and roles, the
 * interface texts and manuals, and the master-data lists.
 */
export const configurationRoutes: RouteObject[] = [
  {
    path: 'app/user',
    lazy: async () => ({ Component: (await import('./UserPage.tsx')).UserPage }),
  },
  {
    path: 'app/role-management',
    lazy: async () => ({ Component: (await import('./RolePage.tsx')).RolePage }),
  },
  {
    path: 'app/building',
    lazy: async () => ({ Component: (await import('./BuildingPage.tsx')).BuildingPage }),
  },
  {
    path: 'app/language-config',
    lazy: async () => ({ Component: (await import('./LanguageConfigPage.tsx')).LanguageConfigPage }),
  },
  {
    path: 'app/setting-help',
    lazy: async () => ({ Component: (await import('./HelpSettingPage.tsx')).HelpSettingPage }),
  },
];
