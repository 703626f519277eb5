import type { RequestData } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { type FreeRoomsCriteria, freeRoomsQuery } from '../../../shared/rooms/freeRooms.ts';

export type AvailabilityCriteria = RequestData<'reservation/availability', 'get'>[number];

/**
 * Rooms to sell per room type and night (the availability grid, a stay's "n left"). Every booking
 * command invalidates `['reservation/availability']`, so the counts on screen follow the writes.
 */
export const availabilityQuery = (criteria: AvailabilityCriteria) =>
  actionQuery('reservation/availability', 'get', [criteria]);

// The rooms free on all of a stay's nights: shared with the front desk's room assignment.
export { type FreeRoomsCriteria, freeRoomsQuery };

// A booking form reads both while staff type: without the loading popup, and with the last
// answer kept on screen (marked as being checked) until the next one comes.

/** availabilityQuery for the stays of a booking being edited. */
export const stayAvailabilityQuery = (criteria: AvailabilityCriteria) =>
  actionQuery('reservation/availability', 'get', [criteria], {
    meta: { quiet: true },
    placeholderData: keepPreviousData,
    select: (answer) => answer[0],
  });

/** freeRoomsQuery for a stay being edited. */
export const stayFreeRoomsQuery = (criteria: FreeRoomsCriteria) =>
  actionQuery('reservation/availability', 'free-rooms', [criteria], { meta: { quiet: true } });
