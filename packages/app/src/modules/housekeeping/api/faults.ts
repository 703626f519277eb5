import type { Schemas } from '@pms/api-client';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

// A fault an attendant finds in a room becomes an engineering maintenance order (the engineers'
// path, called from here: modules share paths, never code).

export type MaintenancePriority = Schemas['MaintenancePriority'];

export const maintenanceTypesQuery = () => referenceQuery('configuration/maintenance-type');

/** Reports a fault on a room; the engineers' board and the room statuses are read again. */
export const useReportFault = () =>
  useCommand('engineering/maintenance', 'create', {
    invalidates: [['engineering/maintenance'], ['housekeeping/room-status']],
  });
