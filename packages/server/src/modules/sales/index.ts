import type { HandlerMap } from '../../api/handlers.ts';
import { contractHandlers } from './contract.ts';

export const salesHandlers = {
  'sales/contract': contractHandlers,
} satisfies Partial<HandlerMap>;
