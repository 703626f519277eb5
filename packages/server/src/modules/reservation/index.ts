import type { HandlerMap } from '../../api/handlers.ts';
import { allotmentHandlers } from './allotment.ts';
import { availabilityHandlers } from './availability.ts';
import { companyProfileHandlers } from './company-profile.ts';
import { guestProfileHandlers } from './guest-profile.ts';
import { rateHandlers } from './rate.ts';
import { reservationHandlers } from './reservation.ts';

export const reservationModuleHandlers = {
  'reservation/guest-profile': guestProfileHandlers,
  'reservation/company-profile': companyProfileHandlers,
  'reservation/availability': availabilityHandlers,
  'reservation/rate': rateHandlers,
  'reservation/allotment': allotmentHandlers,
  'reservation/reservation': reservationHandlers,
} satisfies Partial<HandlerMap>;
