import type { RouteObject } from 'react-router';

/**
 * The front desk's screens built so far, relative to /menu (spec §2 "Reception", issue 17). The
 * reception paths that open one booking share app/edit-reservation's screen (reservation module).
 */
export const receptionRoutes: RouteObject[] = [];
