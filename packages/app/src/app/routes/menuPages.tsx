import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { MENU_ROUTES } from './menu.ts';
import { menuRouteObjects } from './routeObjects.ts';

// Loaded lazily (not a route's own lazy) so that this module stays free of styled components,
// like router.tsx: bench/bundle.mjs loads both in Node to list the routes.
const NotAvailablePage = lazy(async () => ({ default: (await import('./NotAvailablePage.tsx')).NotAvailablePage }));

function NotAvailableRoute() {
  return (
    <Suspense fallback={null}>
      <NotAvailablePage />
    </Suspense>
  );
}

/**
 * The pages inside the /menu shell: every route of spec §2 (menu.ts; screens come from the
 * department modules listed there) behind the access gate, and the not-built page for any other
 * path. The router patches them in on the first navigation under /menu, so the login page never
 * loads the route table and its labels (issue 14).
 */
export const menuPages: RouteObject[] = [
  {
    id: 'menu-pages',
    lazy: async () => ({ Component: (await import('./RouteAccessGate.tsx')).RouteAccessGate }),
    children: menuRouteObjects(MENU_ROUTES, NotAvailableRoute),
  },
  // Inside the shell, whose frame holds the page's one <main>.
  {
    id: 'menu-not-built',
    path: '*',
    lazy: async () => {
      const { NotBuiltPage } = await import('../../shared/NotBuiltPage.tsx');
      return { element: <NotBuiltPage landmark={false} /> };
    },
  },
];
