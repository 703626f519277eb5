import { sql } from 'kysely';
import { businessRule, conflict, notFound, staleVersion } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { BEFORE_ARRIVAL, isStatusIn } from '../../db/statuses.ts';
import { reinstateReservation, reservationHistory, updateReservation } from './amend.ts';
import { createReservation, RESERVATION_ENTITY } from './booking.ts';
import { frontDeskReservationHandlers } from './front-desk/index.ts';
import { readReservations, searchReservations } from './read.ts';

/** Audit name of a change of the hotel date; its entity id is the property id. */
export const HOTEL_DATE_ENTITY = 'hotel-date';

export const reservationHandlers: PathHandlers<'reservation/reservation'> = {
  // Check-in, walk-in, the in-house list and the like: the front desk's side of the reservation.
  ...frontDeskReservationHandlers,

  get: read(async ({ db, propertyId }, data) => {
    const [reservation] = await readReservations(db, propertyId, [only(data).id]);
    if (!reservation) throw notFound('Data not found', '/data/0/id');
    return [reservation];
  }),

  search: read(async ({ db, propertyId }, data) => [await searchReservations(db, propertyId, data[0] ?? {})]),

  // The generic actions of spec §7: `search` and `get` kept to one channel. An OTA booking is not
  // found by `get_nonota`, as a reservation of another hotel is not found by `get`.
  list_ota: read(async ({ db, propertyId }, data) => [
    await searchReservations(db, propertyId, { ...data[0], channel: 'OTA' }),
  ]),

  list_nonota: read(async ({ db, propertyId }, data) => [
    await searchReservations(db, propertyId, { ...data[0], channel: 'NON-OTA' }),
  ]),

  get_nonota: read(async ({ db, propertyId }, data) => {
    const [reservation] = await readReservations(db, propertyId, [only(data).id]);
    if (reservation?.channel !== 'NON-OTA') throw notFound('Data not found', '/data/0/id');
    return [reservation];
  }),

  create: write(async (context, data) => [await createReservation(context, only(data))]),

  update: write(async (context, data) => [await updateReservation(context, only(data))]),

  reinstate: write(async (context, data) => [await reinstateReservation(context, only(data))]),

  history: read(async ({ db, propertyId }, data) => reservationHistory(db, propertyId, only(data).id)),

  // Cancelling gives the stays' nights back to inventory in this same transaction: availability
  // is counted from stays that take inventory, and a cancelled stay takes none.
  cancel: write(async (context, data) => {
    const { db, propertyId } = context;
    const item = only(data);
    const current = await db
      .selectFrom('reservation')
      .select(['id', 'status', 'version'])
      .where('property_id', '=', propertyId)
      .where('id', '=', item.id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound('Data not found', '/data/0/id');
    if (current.version !== item.version) throw staleVersion('/data/0/version');
    if (!isStatusIn(BEFORE_ARRIVAL, current.status)) {
      throw businessRule('NOT_CANCELLABLE', `A reservation that is ${current.status} cannot be cancelled`, [
        { field: '/data/0/id', message: `is ${current.status}; only a reservation before arrival can be cancelled` },
      ]);
    }
    const reason = await db
      .selectFrom('cancellation_reason')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('id', '=', item.cancellationReasonId)
      .executeTakeFirst();
    if (!reason) {
      throw conflict('NOT_FOUND_REFERENCE', 'No such cancellation reason', [
        { field: '/data/0/cancellationReasonId', message: 'is not a cancellation reason of this hotel' },
      ]);
    }
    const [before] = await readReservations(db, propertyId, [item.id]);
    await db
      .updateTable('room_stay')
      .set({ status: 'cancelled', version: sql`version + 1` })
      .where('reservation_id', '=', item.id)
      .where('status', 'in', BEFORE_ARRIVAL)
      .execute();
    await db
      .updateTable('reservation')
      .set({
        status: 'cancelled',
        cancellation_reason_id: item.cancellationReasonId,
        cancellation_fee: item.cancellationFee ?? '0',
        cancellation_note: item.note ?? '',
        cancelled_at: sql`now()`,
        cancelled_from_status: current.status,
        version: sql`version + 1`,
      })
      .where('id', '=', item.id)
      .execute();
    const [after] = await readReservations(db, propertyId, [item.id]);
    if (!after) throw new Error('The reservation just cancelled is not there');
    await context.audit({ entity: RESERVATION_ENTITY, entityId: item.id, before, after });
    return [after];
  }),

  // Setup only (spec §4 names it among the reservation actions; the permission table gives it to
  // ADMIN): in daily running, day-end moves the hotel date by one. Compare-and-set on the date
  // the caller read, as day-end will do, so that two changes never cross unseen.
  SetHotelDate: write(async (context, data) => {
    const { db, propertyId } = context;
    const item = only(data);
    const hotel = await db
      .selectFrom('property')
      .select('hotel_date')
      .where('id', '=', propertyId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (hotel.hotel_date !== item.currentValue) {
      throw conflict('STALE_HOTEL_DATE', `The hotel date is ${hotel.hotel_date} now; reload it and try again`, [
        { field: '/data/0/currentValue', message: `is not the hotel date (${hotel.hotel_date})` },
      ]);
    }
    // The property's row version belongs to the hotel detail form; the hotel date is not part of it.
    await db.updateTable('property').set({ hotel_date: item.value }).where('id', '=', propertyId).execute();
    await context.audit({
      entity: HOTEL_DATE_ENTITY,
      entityId: propertyId,
      before: { value: hotel.hotel_date },
      after: { value: item.value },
    });
    return [{ value: item.value }];
  }),
};
