import type { HandlerMap } from '../../api/handlers.ts';
import { cancellationPolicyHandlers } from './cancellation-policy.ts';
import { contractHandlers } from './contract.ts';

export const salesHandlers = {
  'sales/contract': contractHandlers,
  'sales/cancellation-policy': cancellationPolicyHandlers,
} satisfies Partial<HandlerMap>;
