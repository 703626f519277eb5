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
  // Minibar counts to the guest's folio; ?room= opens with the room chosen.
  {
    path: 'app/post-to-folio',
    lazy: async () => ({ Component: (await import('./post-to-folio/PostToFolioPage.tsx')).PostToFolioPage }),
  },
  // The floor's lists and the housekeeping reports (one shared report screen each).
  ...(
    [
      ['app/housekeeping/expect-arrival', 'ExpectArrivalListPage'],
      ['app/housekeeping/actual-arrival', 'ActualArrivalListPage'],
      ['app/housekeeping/expect-departure', 'ExpectDepartureListPage'],
      ['app/housekeeping/actual-departure', 'ActualDepartureListPage'],
      ['app/housekeeping/forecast', 'ForecastPage'],
      ['app/housekeeping/vip', 'VipListPage'],
      ['app/housekeeping/vip-expected-arrival', 'VipExpectedArrivalListPage'],
      ['app/room-status-today-report', 'RoomStatusTodayReportPage'],
      ['app/hk-room-status-vacant-report', 'VacantRoomStatusReportPage'],
      ['app/room-status-change-log-report', 'RoomStatusChangeLogReportPage'],
    ] as const
  ).map(([path, page]) => ({
    path,
    lazy: async () => ({ Component: (await import('./reports/HousekeepingReportPages.tsx'))[page] }),
  })),
];
