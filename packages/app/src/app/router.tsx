import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { helpMenuRoute, helpRoute } from '../modules/help/routes.tsx';
import { ChangePasswordScreen, loginRoutes } from '../modules/login/routes.tsx';
import { NotBuiltPage } from '../shared/NotBuiltPage.tsx';
import { MENU_ROUTES } from './routes/menu.ts';
import { NotAvailablePage } from './routes/NotAvailablePage.tsx';
import { RouteAccessGate } from './routes/RouteAccessGate.tsx';
import { menuRouteObjects } from './routes/routeObjects.ts';
import { MenuHome } from './session/MenuHome.tsx';
import { RequireSession } from './session/RequireSession.tsx';
import { MenuShell } from './shell/MenuShell.tsx';

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
            <MenuShell />
          </RequireSession>
        ),
        children: [
          { index: true, Component: MenuHome },
          // Every route of spec §2 (routes/menu.ts); screens come from the department modules listed there.
          { Component: RouteAccessGate, children: menuRouteObjects(MENU_ROUTES, NotAvailablePage) },
          // Inside the shell, whose frame holds the page's one <main>.
          { path: '*', element: <NotBuiltPage landmark={false} /> },
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
      { path: '*', Component: NotBuiltPage },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
