import type { Schemas } from '@pms/api-client';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';
import { reportQuery } from '../../../shared/report/api.ts';
import type { ReportValues } from '../../../shared/report/definition.ts';

// Maintenance orders (engineering/maintenance): the list, the engineers to assign, the report,
// and the commands. Every command reads the orders again, and the room statuses (an order may
// take a room out of order or give it back).

export type MaintenanceOrder = Schemas['MaintenanceOrder'];
export type MaintenanceFilter = Schemas['MaintenanceFilter'];
export type MaintenanceStatus = Schemas['MaintenanceStatus'];
export type MaintenancePriority = Schemas['MaintenancePriority'];
export type ReturnStatus = Schemas['ReturnStatus'];

export const maintenanceQuery = (filter: MaintenanceFilter) =>
  actionQuery('engineering/maintenance', 'list', [filter], { ...refreshed, placeholderData: keepPreviousData });

export const engineersQuery = () => actionQuery('engineering/maintenance', 'engineers', []);

/** maintenance-report for the report screen's values. */
export const maintenanceReportQuery = (values: ReportValues, filter: Schemas['MaintenanceReportFilter']) =>
  reportQuery(values, 'engineering/maintenance', 'report', [filter], (answer) => {
    const [table] = answer;
    if (!table) throw new Error('engineering/maintenance answered no report');
    return table;
  });

const ROOMS = { invalidates: [['housekeeping/room-status'], ['reception/room-rack']] } as const;
export const useCreateOrder = () => useCommand('engineering/maintenance', 'create', ROOMS);
export const useUpdateOrder = () => useCommand('engineering/maintenance', 'update', ROOMS);
export const useStartOrder = () => useCommand('engineering/maintenance', 'start');
export const useFinishOrder = () => useCommand('engineering/maintenance', 'done', ROOMS);
export const useCancelOrder = () => useCommand('engineering/maintenance', 'cancel', ROOMS);
