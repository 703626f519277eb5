import type { Schemas } from '@pms/api-client';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type FrontDeskStay = Schemas['FrontDeskStay'];
export type RoomMove = Schemas['RoomMove'];
export type RoomMoveCommand = Schemas['RoomMoveCommand'];

/**
 * Moves an in-house stay to another room (reception/room-move `move`). The stay, both rooms'
 * statuses and the reservation's reads change with it.
 */
export const useRoomMove = () =>
  useCommand('reception/room-move', 'move', {
    invalidates: [['housekeeping/room-status'], ['reservation/reservation']],
  });
