import type { PathHandlers } from '../../../api/handlers.ts';
import { only, read, write } from '../../../api/handlers.ts';
import { hotelDateOf } from '../../../db/hotel-date.ts';
import { assignRooms } from './assign.ts';
import { checkIn, registerGuests, stayRegistrations, undoCheckIn } from './checkin.ts';
import { changeDeparture } from './stay-change.ts';
import { readFrontDeskStays } from './stays.ts';
import { walkIn } from './walkin.ts';

type FrontDeskAction =
  | 'checkin'
  | 'walkin'
  | 'undo-checkin'
  | 'in-house'
  | 'change-departure'
  | 'register'
  | 'registrations'
  | 'arrivals'
  | 'assign-room';

/** The front desk's actions on `reservation/reservation` (issue 17), joined to the reservation's own. */
export const frontDeskReservationHandlers: Pick<PathHandlers<'reservation/reservation'>, FrontDeskAction> = {
  checkin: write(async (context, data) => checkIn(context, data)),
  walkin: write(async (context, data) => [await walkIn(context, only(data))]),
  'undo-checkin': write(async (context, data) => [await undoCheckIn(context, only(data))]),
  'in-house': read(async ({ db, propertyId }, data) =>
    readFrontDeskStays(db, propertyId, { ...data[0], inHouse: true }),
  ),
  'change-departure': write(async (context, data) => [await changeDeparture(context, only(data))]),
  register: write(async (context, data) => [await registerGuests(context, only(data))]),
  registrations: read(async ({ db, propertyId }, data) => [await stayRegistrations(db, propertyId, only(data).stayId)]),
  arrivals: read(async ({ db, propertyId }, data) => {
    const { date, ...filter } = data[0] ?? {};
    return readFrontDeskStays(db, propertyId, { ...filter, arrivingOn: date ?? (await hotelDateOf(db, propertyId)) });
  }),
  'assign-room': write(async (context, data) => assignRooms(context, data)),
};
