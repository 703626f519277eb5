import type { Schemas } from '@pms/api-client';
import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

export type RoutingInstruction = Schemas['RoutingInstruction'];
export type NewRoutingInstruction = Schemas['RoutingInstructionNew'];

/** The live routing instructions of a stay (`cashier/routing list`). */
export const routingListQuery = (stayId: number) => actionQuery('cashier/routing', 'list', [{ stayId }]);

/** Adds a routing instruction: later charges of its code or group go where it says (`create`). */
export const useCreateRouting = () => useCommand('cashier/routing', 'create', { idempotent: false });
/** Ends a routing instruction; what it routed stays where it went (`delete`). */
export const useDeleteRouting = () => useCommand('cashier/routing', 'delete', { idempotent: false });
