import { lazy } from 'react';
import type { RouteObject } from 'react-router';

/** The login screen at the empty root route (spec §2). */
export const loginRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./LoginPage.tsx')).LoginPage }),
  },
];

/** Shown by the /menu guard while a password set by an administrator must be replaced. */
export const ChangePasswordScreen = lazy(async () => ({
  default: (await import('./ChangePasswordPage.tsx')).ChangePasswordPage,
}));
