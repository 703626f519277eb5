import { createBrowserRouter, type RouteObject } from 'react-router';
import { startRoutes } from '../modules/start/routes.tsx';
import { NotBuiltPage } from '../shared/NotBuiltPage.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    children: [...startRoutes, { path: '*', Component: NotBuiltPage }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
