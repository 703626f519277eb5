import type { HandlerMap } from '../../api/handlers.ts';
import { roomStatusHandlers } from './room-status.ts';

export const housekeepingHandlers = {
  'housekeeping/room-status': roomStatusHandlers,
} satisfies Partial<HandlerMap>;
