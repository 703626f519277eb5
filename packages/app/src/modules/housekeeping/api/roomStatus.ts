import type { Schemas } from '@pms/api-client';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type Attendant = Schemas['Attendant'];

/**
 * Sets the housekeeping status and/or service of one room or a selection
 * (housekeeping/room-status `set`, one transaction). Every room-status read (room control, the
 * rack, both room-status screens, the change log) is read again.
 */
export const useSetRoomStatus = () => useCommand('housekeeping/room-status', 'set');

/** The supervisor's clean → inspected of one room or a selection. */
export const useInspectRooms = () => useCommand('housekeeping/room-status', 'inspect');

/** Gives rooms to an attendant for the hotel date, or takes them back (attendant null). */
export const useAssignRooms = () => useCommand('housekeeping/room-status', 'assign');

/** Who rooms can be given to, with how many they have today. */
export const attendantsQuery = () => actionQuery('housekeeping/room-status', 'attendants', []);
