import type { HandlerMap } from '../../api/handlers.ts';
import { maintenanceHandlers } from './maintenance.ts';

export const engineeringHandlers = {
  'engineering/maintenance': maintenanceHandlers,
} satisfies Partial<HandlerMap>;
