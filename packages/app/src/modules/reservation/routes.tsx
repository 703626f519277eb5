import type { RouteObject } from 'react-router';

const loadBookingList = async () => ({ Component: (await import('./BookingListPage.tsx')).BookingListPage });

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
];
