import type { RouteObject } from 'react-router';

/** Housekeeping's screens built so far, relative to /menu (spec §2 "Housekeeping"). */
export const housekeepingRoutes: RouteObject[] = [
  // The table view; -v3 is the same work as tiles by floor, for phones and tablets.
  {
    path: 'app/room-clean-update',
    lazy: async () => ({ Component: (await import('./room-status/RoomStatusPage.tsx')).RoomStatusPage }),
  },
  {
    path: 'app/room-clean-update-v3',
    lazy: async () => ({ Component: (await import('./room-status/RoomStatusTilesPage.tsx')).RoomStatusTilesPage }),
  },
];
