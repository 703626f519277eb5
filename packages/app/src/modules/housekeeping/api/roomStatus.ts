import { useCommand } from '../../../shared/query/useCommand.ts';

/**
 * Sets the housekeeping status and/or service of one room or a selection
 * (housekeeping/room-status `set`, one transaction). Every room-status read (room control, the
 * rack, both room-status screens, the change log) is read again.
 */
export const useSetRoomStatus = () => useCommand('housekeeping/room-status', 'set');
