import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { configurationRoutes } from '../modules/configuration/routes.tsx';
import { ChangePasswordScreen, loginRoutes } from '../modules/login/routes.tsx';
import { NotBuiltPage } from '../shared/NotBuiltPage.tsx';
import { MenuFrame } from './MenuFrame.tsx';
import { MenuHome } from './session/MenuHome.tsx';
import { RequireSession } from './session/RequireSession.tsx';

// Department route lists, each relative to /menu (paths as the spec writes them, e.g. 'app/user').
// Add a module's list here; every other path under /menu shows the not-built page in the frame.
const departmentRoutes: RouteObject[] = [...configurationRoutes];

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
            <MenuFrame />
          </RequireSession>
        ),
        children: [{ index: true, Component: MenuHome }, ...departmentRoutes, { path: '*', Component: NotBuiltPage }],
      },
      {
        path: 'help/:menu',
        element: (
          <RequireSession>
            <NotBuiltPage />
          </RequireSession>
        ),
      },
      // Spec §2: help without a menu is open to anyone.
      { path: 'help', Component: NotBuiltPage },
      { path: '*', Component: NotBuiltPage },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
