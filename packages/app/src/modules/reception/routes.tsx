import type { RouteObject } from 'react-router';

/**
 * The front desk's screens built so far, relative to /menu (spec §2 "Reception", issue 17). The
 * reception paths that open one booking share app/edit-reservation's screen (reservation module).
 */
export const receptionRoutes: RouteObject[] = [
  // The front desk's lists (front-desk/): arrivals under three paths, check-in listing those to come.
  ...(['app/arrival-reception', 'app/Arrival'] as const).map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./front-desk/ArrivalsPage.tsx')).ArrivalsPage }),
  })),
  {
    path: 'app/booking-list-reception',
    lazy: async () => ({ Component: (await import('./front-desk/ArrivalsPage.tsx')).CheckInPage }),
  },
  ...(['app/inHouse-reception', 'app/in-house'] as const).map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./front-desk/InHousePage.tsx')).InHousePage }),
  })),
  {
    path: 'app/new-walk-in',
    lazy: async () => ({ Component: (await import('./front-desk/WalkInPage.tsx')).WalkInPage }),
  },
  // The reception reports (one shared report screen each).
  ...(
    [
      ['app/expect-arrival', 'ExpectArrivalReportPage'],
      ['app/actual-arrival', 'ActualArrivalReportPage'],
      ['app/expected-departure', 'ExpectedDepartureReportPage'],
      ['app/actual-departure', 'ActualDepartureReportPage'],
      ['app/rc001-in-house-report', 'InHouseReportPage'],
      ['app/move-room-report', 'RoomMoveReportPage'],
      ['app/rc008-guest-walk-in', 'WalkInReportPage'],
      ['app/rc009-over-pax-report', 'OverPaxReportPage'],
    ] as const
  ).map(([path, page]) => ({
    path,
    lazy: async () => ({ Component: (await import('./reports/ReceptionReportPages.tsx'))[page] }),
  })),
  {
    path: 'app/room-rack',
    lazy: async () => ({ Component: (await import('./room-rack/RoomRackPage.tsx')).RoomRackPage }),
  },
  {
    path: 'app/roomControl',
    lazy: async () => ({ Component: (await import('./room-control/RoomControlPage.tsx')).RoomControlPage }),
  },
  // Reception records: guest messages, flags and their report, lost and found, transfers.
  {
    path: 'app/message',
    lazy: async () => ({ Component: (await import('./records/MessagesPage.tsx')).MessagesPage }),
  },
  {
    path: 'app/flag-control',
    lazy: async () => ({ Component: (await import('./records/FlagsPage.tsx')).FlagsPage }),
  },
  {
    path: 'app/flag-report-reception',
    lazy: async () => ({ Component: (await import('./records/FlagReportPage.tsx')).FlagReportPage }),
  },
  {
    path: 'app/lost-found',
    lazy: async () => ({ Component: (await import('./records/LostFoundPage.tsx')).LostFoundPage }),
  },
  {
    path: 'app/pickUp-Droup-off-by-Date',
    lazy: async () => ({ Component: (await import('./records/TransfersPage.tsx')).TransfersPage }),
  },
];
