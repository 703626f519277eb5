import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

/** The room features of one room type, with the type's row version. */
export const roomTypeFeaturesQuery = (roomTypeId: number) =>
  actionQuery('configuration/room-type', 'features', [{ id: roomTypeId }]);

/** Saves a room type's features whole, under the type's row version. */
export const useSetRoomTypeFeatures = () => useCommand('configuration/room-type', 'set-features');
