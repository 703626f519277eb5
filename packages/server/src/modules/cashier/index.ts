import type { HandlerMap } from '../../api/handlers.ts';
import { onStayEvent } from '../../api/stay-hooks.ts';
import { provideSystemCharges } from '../../api/system-charges.ts';
import { checkOutHandlers, departureHandlers } from './departure.ts';
import { depositHandlers } from './deposit.ts';
import { returnDepositsAtUndo, transferDepositsAtCheckIn } from './deposit-transfer.ts';
import { folioHandlers } from './folio.ts';
import { folioManageHandlers } from './folio-manage.ts';
import { minibarHandlers } from './minibar.ts';
import { outletSaleHandlers } from './outlet-sale.ts';
import { receivableHandlers } from './receivable.ts';
import { routingHandlers } from './routing.ts';
import { shiftHandlers } from './shift.ts';
import { postSystemCharges } from './system-charge.ts';

/** The cashier (issue 18, server core): shifts, folios and their postings. */
export const cashierHandlers = {
  'cashier/shift': shiftHandlers,
  'cashier/folio': { ...folioHandlers, ...folioManageHandlers, ...checkOutHandlers },
  'cashier/deposit': depositHandlers,
  'cashier/departure': departureHandlers,
  'cashier/routing': routingHandlers,
  'cashier/receivable': receivableHandlers,
  // Outlet sales are cashier postings (outlet-sale.ts says why they live here).
  'outlet/sale': outletSaleHandlers,
  // So are minibar counts, posted by housekeeping (minibar.ts).
  'housekeeping/minibar': minibarHandlers,
} satisfies Partial<HandlerMap>;

// The deposit moves to the guest folio in the check-in's transaction, and back in an undo's.
onStayEvent('checked-in', 'cashier:deposit-transfer', transferDepositsAtCheckIn);
onStayEvent('check-in-undone', 'cashier:deposit-return', returnDepositsAtUndo);
// Day-end's room charges go through the cashier's charge path (api/system-charges.ts).
provideSystemCharges(postSystemCharges);
