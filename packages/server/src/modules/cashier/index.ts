import type { HandlerMap } from '../../api/handlers.ts';
import { folioHandlers } from './folio.ts';
import { shiftHandlers } from './shift.ts';

/** The cashier (issue 18, server core): shifts, folios and their postings. */
export const cashierHandlers = {
  'cashier/shift': shiftHandlers,
  'cashier/folio': folioHandlers,
} satisfies Partial<HandlerMap>;
