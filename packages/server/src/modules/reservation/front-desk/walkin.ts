import type { Schemas } from '@pms/api-client';
import { conflict } from '../../../api/errors.ts';
import type { ActionContext } from '../../../api/handlers.ts';
import { hotelDateOf } from '../../../db/hotel-date.ts';
import { createReservation } from '../booking.ts';
import { GUEST_PROFILE_ENTITY } from '../guest-profile.ts';
import { type Reservation, readReservations } from '../read.ts';
import { checkIn } from './checkin.ts';
import { checkRoomReady, lockedRoom, lockRooms } from './rooms.ts';
import { repoint } from './stays.ts';

/** A booking's field as the walk-in names it: the walk-in is one stay, flat. */
const walkinField = (field: string) =>
  field.replace(/^\/data\/0\/stays\/0\/?/, '/data/0/').replace(/^\/data\/0\/$/, '/data/0/roomId');

/**
 * `walkin`: a reservation for tonight booked and checked in at once (domain.md), in the
 * pipeline's one transaction. The room is locked and checked first, so that a room not ready is
 * refused for what it is (dirty, occupied…) rather than as not free; then the booking runs every
 * check a booking runs (references, pax, inventory under its locks), and the check-in every
 * check-in rule. A guest without a profile gets one from the first registration card.
 */
export async function walkIn(context: ActionContext, item: Schemas['Walkin']): Promise<Reservation> {
  const { db, propertyId } = context;
  const hotelDate = await hotelDateOf(db, propertyId);
  const room = lockedRoom(await lockRooms(db, propertyId, [item.roomId]), item.roomId, '/data/0/roomId');
  await checkRoomReady(db, propertyId, {
    room,
    stayId: null,
    from: hotelDate,
    to: item.departure,
    adults: item.adults,
    children: item.children ?? 0,
    field: '/data/0/roomId',
  });

  let guestProfileId = item.guestProfileId ?? null;
  const [first] = item.guests;
  if (guestProfileId == null && first) {
    if (first.guestProfileId != null) {
      guestProfileId = first.guestProfileId;
    } else {
      const country = await db
        .selectFrom('country')
        .select('id')
        .where('property_id', '=', propertyId)
        .where('id', '=', first.nationalityId)
        .executeTakeFirst();
      if (!country) {
        throw conflict('NOT_FOUND_REFERENCE', 'No such country', [
          { field: '/data/0/guests/0/nationalityId', message: 'is not a country of this hotel' },
        ]);
      }
      const profile = await db
        .insertInto('guest_profile')
        .values({
          property_id: propertyId,
          first_name: first.firstName ?? '',
          last_name: first.lastName,
          nationality_id: first.nationalityId,
          id_number: first.documentNumber,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      guestProfileId = profile.id;
      await context.audit({ entity: GUEST_PROFILE_ENTITY, entityId: profile.id, before: null, after: profile });
    }
  }

  let reservation: Reservation;
  try {
    reservation = await createReservation(context, {
      guestProfileId,
      companyProfileId: item.companyProfileId ?? null,
      sourceId: item.sourceId ?? null,
      marketId: item.marketId ?? null,
      segmentId: item.segmentId ?? null,
      rateCodeId: item.rateCodeId ?? null,
      channel: 'NON-OTA',
      status: 'confirmed',
      remark: item.remark ?? '',
      internalRemark: item.internalRemark ?? '',
      stays: [
        {
          roomTypeId: room.room_type_id,
          roomId: room.id,
          arrival: hotelDate,
          departure: item.departure,
          adults: item.adults,
          children: item.children ?? 0,
          mealTypeId: item.mealTypeId ?? null,
          nightlyRates: item.nightlyRates,
        },
      ],
    });
  } catch (error) {
    throw repoint(error, walkinField);
  }
  await db.updateTable('reservation').set({ walk_in: true }).where('id', '=', reservation.id).execute();
  const stayId = reservation.stays[0]?.id;
  if (stayId == null) throw new Error('The walk-in was booked without its stay');
  await checkIn(context, [{ stayId, roomId: room.id, guests: item.guests }], {
    stay: () => '/data/0',
    room: () => '/data/0/roomId',
    guests: () => '/data/0/guests',
  });
  const [after] = await readReservations(db, propertyId, [reservation.id]);
  if (!after) throw new Error('The walk-in just booked is not there');
  return after;
}
