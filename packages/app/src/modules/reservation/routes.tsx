import type { RouteObject } from 'react-router';

const loadBookingList = async () => ({ Component: (await import('./BookingListPage.tsx')).BookingListPage });
const loadGuestProfile = async () => ({
  Component: (await import('./guest-profile/GuestProfilePage.tsx')).GuestProfilePage,
});

/**
 * The reservation screens built so far, relative to /menu (spec §2). The reception's two
 * room-availability paths share app/room-availability's screen (menu.ts `sharesScreenWith`).
 */
export const reservationRoutes: RouteObject[] = [
  {
    path: 'app/room-availability',
    lazy: async () => ({ Component: (await import('./RoomAvailabilityPage.tsx')).RoomAvailabilityPage }),
  },
  {
    path: 'app/booking-list-reservation',
    lazy: async () => ({
      Component: (await import('./BookingListPage.tsx')).ReservationBookingListPage,
    }),
  },
  { path: 'app/booking-list', lazy: loadBookingList },
  // One screen for the list and, at :hash (the profile's id), one guest.
  { path: 'app/guest-profile', lazy: loadGuestProfile },
  { path: 'app/guest-profile/:hash', lazy: loadGuestProfile },
  {
    path: 'app/allotment-setting',
    lazy: async () => ({
      Component: (await import('./allotment/AllotmentSettingPage.tsx')).AllotmentSettingPage,
    }),
  },
  {
    path: 'app/new-reservation-v3',
    lazy: async () => ({
      Component: (await import('./new-reservation/NewReservationPage.tsx')).NewReservationPage,
    }),
  },
  {
    path: 'app/new-booking/walk-in',
    lazy: async () => ({
      Component: (await import('./new-reservation/NewReservationPage.tsx')).WalkInBookingPage,
    }),
  },
  {
    path: 'app/reservation-card',
    lazy: async () => ({
      Component: (await import('./reservation-card/ReservationCardPage.tsx')).ReservationCardPage,
    }),
  },
  // The reports (one shared report screen each; app/poc is the pick-up / booking pace report).
  ...(
    [
      ['app/reserved-occupancy-forecast', 'ReservedOccupancyForecastPage'],
      ['app/history-reservation-forecast', 'HistoryReservationForecastPage'],
      ['app/reservation-forecast-by-roomtype', 'ReservationForecastByRoomTypePage'],
      ['app/reservation-report', 'ReservationReportPage'],
      ['app/actual-arrival-v2', 'ActualArrivalReportPage'],
      ['app/actual-departure-v2', 'ActualDepartureReportPage'],
      ['app/expect-departure-v2', 'ExpectedDepartureReportPage'],
      ['app/cancellation-report', 'CancellationReportPage'],
      ['app/no-show-report', 'NoShowReportPage'],
      ['app/flag-report-reservation', 'FlagReportPage'],
      ['app/poc', 'PickUpReportPage'],
    ] as const
  ).map(([path, page]) => ({
    path,
    lazy: async () => ({ Component: (await import('./reports/ReservationReportPages.tsx'))[page] }),
  })),
  {
    path: 'app/edit-reservation',
    lazy: async () => ({
      Component: (await import('./edit-reservation/EditReservationPage.tsx')).EditReservationPage,
    }),
  },
];
