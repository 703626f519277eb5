import type { Schemas } from '@pms/api-client';
import { actionQuery, REFERENCE_STALE_MS } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type MinibarItem = Schemas['MinibarItem'];
export type MinibarCount = Schemas['MinibarCount'];
export type InHouseGuest = Schemas['OutletInHouseGuest'];

/** The minibar's items with price, charge code and its taxes (they change as seldom as a price list). */
export const minibarItemsQuery = () =>
  actionQuery('housekeeping/minibar', 'items', [], { staleTime: REFERENCE_STALE_MS });

/**
 * Who is in house in a room, to show the attendant whom the count is charged to. A room nobody is
 * in answers 422 at once: asking again would not change it.
 */
export const minibarRoomQuery = (roomNumber: string) =>
  actionQuery('housekeeping/minibar', 'room', [{ roomNumber }], { enabled: roomNumber !== '', retry: false });

/**
 * Posts a count to the stay's guest folio (one Idempotency-Key per count, so a retry on a weak
 * connection posts it once). The folio, the room's reads and the minibar store's stock change.
 */
export const usePostMinibarCount = () =>
  useCommand('housekeeping/minibar', 'post', {
    invalidates: [['cashier/folio'], ['inventory/stock'], ['report/dashboard']],
  });
