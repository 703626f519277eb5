import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type RoomRackQuery = Schemas['RoomRackQuery'];

/**
 * The room rack of a window (reception/room-rack `get`): rooms, out-of-order periods and the
 * stays on them. Live (spec §7); the last rack stays on screen while another window loads.
 */
export const roomRackQuery = (query: RoomRackQuery) =>
  actionQuery('reception/room-rack', 'get', [query], {
    ...refreshed,
    placeholderData: keepPreviousData,
    select: (answer) => answer[0],
  });

/** What a change made on the rack changes besides the stay: the rack, rooms and today's figures. */
const RACK_CHANGES = {
  invalidates: [['reception/room-rack'], ['housekeeping/room-status'], ['report/dashboard']],
} as const;

/** Gives a stay not yet in house a room (`assign-room`; another type needs an upgrade reason). */
export const useRackAssignRoom = () => useCommand('reservation/reservation', 'assign-room', RACK_CHANGES);
/** Moves an in-house stay to another room (`reception/room-move` `move`). */
export const useRackRoomMove = () =>
  useCommand('reception/room-move', 'move', {
    invalidates: [...RACK_CHANGES.invalidates, ['reservation/reservation']],
  });
/** Extends or shortens an in-house stay (`change-departure`). */
export const useRackChangeDeparture = () => useCommand('reservation/reservation', 'change-departure', RACK_CHANGES);
