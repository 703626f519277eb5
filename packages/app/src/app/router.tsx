import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { helpMenuRoute, helpRoute } from '../modules/help/routes.tsx';
import { ChangePasswordScreen, loginRoutes } from '../modules/login/routes.tsx';
import { RequireSession } from './session/RequireSession.tsx';

// Issue 14: the entry holds only what the login page needs. The shell, the route table of /menu
// and every screen come in lazily, so this file imports no styled component (bench/bundle.mjs
// loads it in Node to list the routes).
const loadShell: RouteObject['lazy'] = async () => ({ Component: (await import('./shell/MenuShell.tsx')).MenuShell });
const loadNotBuilt: RouteObject['lazy'] = async () => ({
  Component: (await import('../shared/NotBuiltPage.tsx')).NotBuiltPage,
});

const MENU_SHELL = 'menu-shell';

const loadMenuPages = async () => (await import('./routes/menuPages.tsx')).menuPages;

/** Children the router patches in on the first navigation below their route: route id → loader. */
export const patchedChildren: Readonly<Record<string, () => Promise<RouteObject[]>>> = {
  [MENU_SHELL]: loadMenuPages,
};

export const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      ...loginRoutes,
      {
        path: 'menu',
        element: (
          <RequireSession
            passwordChange={
              <Suspense fallback={null}>
                <ChangePasswordScreen />
              </Suspense>
            }
          >
            <Outlet />
          </RequireSession>
        ),
        children: [
          {
            id: MENU_SHELL,
            lazy: loadShell,
            // The pages under /menu (routes/menuPages.tsx) join these on the first navigation below.
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./session/MenuHome.tsx')).MenuHome }) },
            ],
          },
        ],
      },
      {
        element: (
          <RequireSession>
            <Outlet />
          </RequireSession>
        ),
        children: [helpMenuRoute],
      },
      // Spec §2: help without a menu is open to anyone.
      helpRoute,
      { path: '*', lazy: loadNotBuilt },
    ],
  },
];

export const createRouter = () =>
  createBrowserRouter(routes, {
    // Any path under /menu that is not matched yet: bring in the route table of the shell first.
    async patchRoutesOnNavigation({ path, patch }) {
      if (path.startsWith('/menu/')) patch(MENU_SHELL, await loadMenuPages());
    },
  });
