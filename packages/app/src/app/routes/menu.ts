import type { RouteObject } from 'react-router';
import { cashierRoutes } from '../../modules/cashier/routes.tsx';
import { configurationRoutes } from '../../modules/configuration/routes.tsx';
import { dashboardRoutes } from '../../modules/dashboard/routes.tsx';
import { engineeringRoutes } from '../../modules/engineering/routes.tsx';
import { financeRoutes } from '../../modules/finance/routes.tsx';
import { housekeepingRoutes } from '../../modules/housekeeping/routes.tsx';
import { inventoryRoutes } from '../../modules/inventory/routes.tsx';
import { managementRoutes } from '../../modules/management/routes.tsx';
import { outletRoutes } from '../../modules/outlet/routes.tsx';
import { receptionRoutes } from '../../modules/reception/routes.tsx';
import { reservationRoutes } from '../../modules/reservation/routes.tsx';
import { salesRoutes } from '../../modules/sales/routes.tsx';
import { MENU_ENTRIES } from '../../shared/menu/catalogue.ts';
import type { MenuEntry } from '../../shared/menu/types.ts';

/** A route of the menu catalogue with its screen, when its department module has built it. */
export interface MenuRoute extends MenuEntry {
  /**
   * The screen, loaded lazily with its department's module. Absent while the screen is not built:
   * the route then shows "not available yet" and its menu item carries notNow.
   */
  screen?: RouteObject['lazy'];
}

/**
 * Route lists of the department modules built so far, relative to /menu. A module's screens go
 * live by adding its list here; its paths must be declared in shared/menu/catalogue.ts (the route
 * test checks).
 */
export const DEPARTMENT_ROUTES: readonly RouteObject[] = [
  ...cashierRoutes,
  ...configurationRoutes,
  ...dashboardRoutes,
  ...engineeringRoutes,
  ...financeRoutes,
  ...housekeepingRoutes,
  ...inventoryRoutes,
  ...managementRoutes,
  ...outletRoutes,
  ...receptionRoutes,
  ...reservationRoutes,
  ...salesRoutes,
];

const BUILT_SCREENS = new Map(
  DEPARTMENT_ROUTES.flatMap((route) => (route.path && route.lazy ? [[route.path, route.lazy] as const] : [])),
);

/**
 * The catalogue joined with the modules' screens. Only the app reads this (modules read the
 * catalogue), so the modules never import each other through the menu. A path that shares a
 * screen takes its owner's.
 */
export const MENU_ROUTES: readonly MenuRoute[] = MENU_ENTRIES.map((entry) => {
  const screen = BUILT_SCREENS.get(entry.sharesScreenWith ?? entry.path);
  return screen ? { ...entry, screen } : entry;
});
