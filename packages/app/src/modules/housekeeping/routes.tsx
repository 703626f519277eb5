import type { RouteObject } from 'react-router';

/** Housekeeping's screens built so far, relative to /menu (spec §2 "Housekeeping"). */
export const housekeepingRoutes: RouteObject[] = [];
