import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { dayDifference, nightsOf } from '../../../api/dates.ts';
import { badRequest, businessRule } from '../../../api/errors.ts';
import type { ActionContext } from '../../../api/handlers.ts';
import { hotelDateOf } from '../../../db/hotel-date.ts';
import { lockInventory } from '../availability.ts';
import { RESERVATION_ENTITY } from '../booking.ts';
import { MAX_STAY_NIGHTS } from '../free-rooms.ts';
import { readReservations } from '../read.ts';
import {
  type FrontDeskStay,
  insertNightlyRates,
  lockInHouseStay,
  readFrontDeskStays,
  refuseOversoldNights,
  stayWriteFailure,
} from './stays.ts';

/**
 * `change-departure`: extends or shortens an in-house stay (operations.md §1.1). Nights before
 * the hotel date were slept and stay as they are. Added nights are taken as a booking takes them
 * — the room type's inventory locks, the write, the count — and the stay's room must be free and
 * in order on them; they are priced as sent, or at the stay's last night's stored rate. Nights
 * given up are deleted with their rates and are back in inventory on commit.
 */
export async function changeDeparture(
  context: ActionContext,
  item: Schemas['ChangeDeparture'],
): Promise<FrontDeskStay> {
  const { db, propertyId } = context;
  const stay = await lockInHouseStay(db, propertyId, item, {
    refusal: 'is changed on the reservation, not here',
    message: 'not in house',
  });
  const hotelDate = await hotelDateOf(db, propertyId);
  if (item.departure <= stay.arrival) {
    throw badRequest('A stay leaves after it arrives', [
      { field: '/data/0/departure', message: `must be after the arrival ${stay.arrival}` },
    ]);
  }
  if (item.departure < hotelDate) {
    throw businessRule('DEPARTURE_BEFORE_HOTEL_DATE', `A stay cannot leave before the hotel date ${hotelDate}`, [
      { field: '/data/0/departure', message: `must not be before the hotel date ${hotelDate}` },
    ]);
  }
  if (dayDifference(stay.arrival, item.departure) > MAX_STAY_NIGHTS) {
    throw badRequest(`A stay is at most ${MAX_STAY_NIGHTS} nights`, [
      { field: '/data/0/departure', message: `must be at most ${MAX_STAY_NIGHTS} days after the arrival` },
    ]);
  }
  const added = item.departure > stay.departure ? nightsOf(stay.departure, item.departure) : [];
  const sent = item.nightlyRates ?? [];
  if (sent.length > 0) {
    const nights = sent.map((rate) => rate.night);
    if (
      nights.length !== added.length ||
      new Set(nights).size !== nights.length ||
      nights.some((n) => !added.includes(n))
    ) {
      throw badRequest('Rates are sent for the added nights only, each once', [
        {
          field: '/data/0/nightlyRates',
          message:
            added.length === 0
              ? 'must be left out: no night is added'
              : `must give each night from ${stay.departure} to the night before ${item.departure} once`,
        },
      ]);
    }
  }
  const [before] = await readReservations(db, propertyId, [stay.reservation_id]);

  if (added.length > 0) {
    await lockInventory(db, propertyId, [
      { roomTypeId: stay.room_type_id, arrival: stay.departure, departure: item.departure },
    ]);
    if (stay.room_id != null) {
      const outOfOrder = await db
        .selectFrom('room_out_of_order')
        .select(['from_date', 'to_date', 'reason'])
        .where('room_id', '=', stay.room_id)
        .where('from_date', '<', item.departure)
        .where('to_date', '>', stay.departure)
        .executeTakeFirst();
      if (outOfOrder) {
        throw businessRule(
          'ROOM_OUT_OF_ORDER',
          `Room ${stay.room_number} is out of order from ${outOfOrder.from_date} (${outOfOrder.reason})`,
          [
            {
              field: '/data/0/departure',
              message: `room ${stay.room_number} is out of order from ${outOfOrder.from_date}`,
            },
          ],
        );
      }
    }
  }
  try {
    await db
      .updateTable('room_stay')
      .set({ departure: item.departure, version: sql`version + 1` })
      .where('id', '=', stay.id)
      .execute();
  } catch (error) {
    throw stayWriteFailure(
      error,
      { number: stay.room_number, nights: 'the added nights', field: '/data/0/departure' },
      '/data/0',
    );
  }
  if (added.length > 0) {
    let rates = sent;
    if (rates.length === 0) {
      const last = await db
        .selectFrom('room_stay_night')
        .select('amount')
        .where('room_stay_id', '=', stay.id)
        .orderBy('night', 'desc')
        .executeTakeFirst();
      rates = added.map((night) => ({ night, amount: last?.amount ?? '0' }));
    }
    await insertNightlyRates(db, propertyId, stay.id, rates);
    const type = { id: stay.room_type_id, code: stay.type_code };
    await refuseOversoldNights(db, propertyId, type, added, '/data/0/departure');
  } else {
    await db
      .deleteFrom('room_stay_night')
      .where('room_stay_id', '=', stay.id)
      .where('night', '>=', item.departure)
      .execute();
  }
  await db
    .updateTable('reservation')
    .set({
      arrival: sql`(select min(arrival) from room_stay where reservation_id = ${stay.reservation_id} and status <> 'cancelled')`,
      departure: sql`(select max(departure) from room_stay where reservation_id = ${stay.reservation_id} and status <> 'cancelled')`,
      version: sql`version + 1`,
    })
    .where('id', '=', stay.reservation_id)
    .execute();
  const [after] = await readReservations(db, propertyId, [stay.reservation_id]);
  await context.audit({ entity: RESERVATION_ENTITY, entityId: stay.reservation_id, before, after });
  const [changed] = await readFrontDeskStays(db, propertyId, { ids: [stay.id] });
  if (!changed) throw new Error('The stay just changed is not there');
  return changed;
}
