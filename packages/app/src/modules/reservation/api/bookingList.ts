import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery } from '../../../shared/query/actionQuery.ts';

export type BookingSearch = Schemas['ReservationSearch'];
export type ChannelBookingSearch = Schemas['ReservationChannelSearch'];

const EMPTY_PAGE: Schemas['ReservationPage'] = { total: 0, offset: 0, rows: [] };

/** One page of the booking lists (searched, filtered, sorted by the server); the last page stays under the spinner. */
export const bookingSearchQuery = (criteria: BookingSearch) =>
  actionQuery('reservation/reservation', 'search', [criteria], {
    placeholderData: keepPreviousData,
    select: (answer) => answer[0] ?? EMPTY_PAGE,
  });

/** The same page with the channel fixed to OTA bookings (`list_ota`). */
export const otaBookingsQuery = (criteria: ChannelBookingSearch) =>
  actionQuery('reservation/reservation', 'list_ota', [criteria], {
    placeholderData: keepPreviousData,
    select: (answer) => answer[0] ?? EMPTY_PAGE,
  });

/** The same page with the channel fixed to the hotel's own bookings (`list_nonota`). */
export const nonOtaBookingsQuery = (criteria: ChannelBookingSearch) =>
  actionQuery('reservation/reservation', 'list_nonota', [criteria], {
    placeholderData: keepPreviousData,
    select: (answer) => answer[0] ?? EMPTY_PAGE,
  });
