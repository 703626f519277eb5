import type { HandlerMap } from '../../api/handlers.ts';
import { allotmentHandlers } from './allotment.ts';
import { availabilityHandlers } from './availability.ts';
import { companyProfileHandlers } from './company-profile.ts';
import { roomMoveHandlers } from './front-desk/room-move.ts';
import { roomRackHandlers } from './front-desk/room-rack.ts';
import { guestProfileHandlers } from './guest-profile.ts';
import { rateHandlers } from './rate.ts';
import { repriceHandlers } from './reprice.ts';
import { reservationHandlers } from './reservation.ts';

export const reservationModuleHandlers = {
  'reservation/guest-profile': guestProfileHandlers,
  'reservation/company-profile': companyProfileHandlers,
  'reservation/availability': availabilityHandlers,
  'reservation/rate': rateHandlers,
  'reservation/reprice': repriceHandlers,
  'reservation/allotment': allotmentHandlers,
  'reservation/reservation': reservationHandlers,
  // The front desk's room moves change stays and their inventory, as the reservation's own commands do.
  'reception/room-move': roomMoveHandlers,
  // The room rack reads stays, rooms and out-of-order periods together; it writes nothing.
  'reception/room-rack': roomRackHandlers,
} satisfies Partial<HandlerMap>;
