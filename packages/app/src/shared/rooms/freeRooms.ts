import type { RequestData } from '@pms/api-client';
import { actionQuery } from '../query/actionQuery.ts';

export type FreeRoomsCriteria = RequestData<'reservation/availability', 'free-rooms'>[number];

/**
 * The rooms of a type free and in order on all of a stay's nights (reservation/availability
 * `free-rooms`): the booking screens offer them, and so does the front desk's room assignment.
 */
export const freeRoomsQuery = (criteria: FreeRoomsCriteria) =>
  actionQuery('reservation/availability', 'free-rooms', [criteria]);
