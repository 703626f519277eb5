import type { HandlerMap } from '../../api/handlers.ts';
import { flagHandlers } from './flag.ts';
import { lostFoundHandlers } from './lost-found.ts';
import { messageHandlers } from './message.ts';
import { transferHandlers } from './transfer.ts';

/** Reception records (issue 17): guest messages, flags, lost and found, pick-up and drop-off. */
export const receptionHandlers = {
  'reception/message': messageHandlers,
  'reception/flag': flagHandlers,
  'reception/lost-found': lostFoundHandlers,
  'reception/transfer': transferHandlers,
} satisfies Partial<HandlerMap>;
