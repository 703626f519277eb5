import type { Schemas } from '@pms/api-client';

/**
 * Where the screen finds and opens reservations. Reservation staff use its own path; reception
 * opens the same screen on its paths (spec §2: walk-in-form, arrival-reception/:hash,
 * inHouse-reception/:hash), which its role may open, so it stays on them.
 */
export interface ScreenPaths {
  find: string;
  open: (id: number, status: Schemas['ReservationStatus']) => string;
  /** The reservation card (a reservation page); reception has no path of its own to it. */
  card: ((id: number) => string) | null;
}

const RESERVATION: ScreenPaths = {
  find: '/menu/app/edit-reservation',
  open: (id) => `/menu/app/edit-reservation/${id}`,
  card: (id) => `/menu/app/reservation-card/${id}`,
};

const RECEPTION: ScreenPaths = {
  find: '/menu/app/walk-in-form',
  open: (id, status) =>
    status === 'in-house' ? `/menu/app/inHouse-reception/${id}` : `/menu/app/arrival-reception/${id}`,
  card: null,
};

const RECEPTION_PATHS = ['/menu/app/walk-in-form', '/menu/app/arrival-reception/', '/menu/app/inHouse-reception/'];

export function screenPathsOf(pathname: string): ScreenPaths {
  return RECEPTION_PATHS.some((path) => pathname.startsWith(path)) ? RECEPTION : RESERVATION;
}
