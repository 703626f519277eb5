import type { HandlerMap } from '../../api/handlers.ts';
import { dayEndHandlers } from './day-end.ts';

/** Finance (issue 19, server side): day-end, the night audit that closes the hotel date. */
export const financeHandlers = {
  'finance/day-end': dayEndHandlers,
} satisfies Partial<HandlerMap>;
