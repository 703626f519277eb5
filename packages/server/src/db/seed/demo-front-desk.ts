import { type Kysely, sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import type { Database } from '../schema.ts';
import { TAKES_INVENTORY } from '../statuses.ts';
import { roomsNotHeld } from './rows.ts';

/**
 * The front desk's morning in the demo hotel (issue 17), on top of its bookings: the guests in
 * house were checked in on their arrival dates by reception (with a registration card where
 * their profile has a nationality and a document), one room is out of service and one out of
 * order tonight, so room control shows every status. Today's arrivals are the bookings'.
 */
export async function seedDemoFrontDesk(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const property = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const hotelDate = property.hotel_date;
  await trx
    .updateTable('room_stay')
    .set({
      checked_in_on: sql`arrival`,
      checked_in_at: sql`(arrival + time '14:30') at time zone 'Asia/Vientiane'`,
      checked_in_by: 'reception',
      checked_in_from_status: 'confirmed',
    })
    .where('property_id', '=', propertyId)
    .where('status', '=', 'in-house')
    .execute();
  await sql`insert into stay_guest (property_id, room_stay_id, guest_profile_id, position, first_name, last_name,
      nationality_id, document_type, document_number, registered_at, registered_by)
    select s.property_id, s.id, g.id, 1, g.first_name, g.last_name, g.nationality_id, 'passport', g.id_number,
      s.checked_in_at, 'reception'
    from room_stay as s
    join reservation as r on r.id = s.reservation_id
    join guest_profile as g on g.id = r.guest_profile_id
    where s.property_id = ${propertyId} and s.status = 'in-house'
      and g.nationality_id is not null and g.id_number <> ''`.execute(trx);

  // Vacant rooms no stay holds tonight: one goes out of service (housekeeping's deep clean), one
  // out of order for two nights (engineering), both logged as their departments did them.
  const vacant = await roomsNotHeld(trx, propertyId, { from: hotelDate, to: addDays(hotelDate, 3) }, TAKES_INVENTORY)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('room_out_of_order')
            .select('room_out_of_order.id')
            .whereRef('room_out_of_order.room_id', '=', 'room.id')
            .where('room_out_of_order.from_date', '<', addDays(hotelDate, 2))
            .where('room_out_of_order.to_date', '>', hotelDate),
        ),
      ),
    )
    .orderBy('room_number')
    .limit(2)
    .execute();
  const [outOfService, outOfOrder] = vacant;
  if (outOfService) {
    await sql`select set_config('pms.actor', 'housekeeping', true), set_config('pms.source', 'manual', true),
      set_config('pms.note', 'Deep clean after a long stay', true)`.execute(trx);
    await trx
      .updateTable('room')
      .set({
        out_of_service: true,
        out_of_service_reason: 'Deep clean after a long stay',
        housekeeping_status: 'dirty',
      })
      .where('id', '=', outOfService.id)
      .execute();
  }
  if (outOfOrder) {
    await trx
      .insertInto('room_out_of_order')
      .values({
        property_id: propertyId,
        room_id: outOfOrder.id,
        from_date: hotelDate,
        to_date: addDays(hotelDate, 2),
        reason: 'Water leak under the basin',
        return_status: 'dirty',
        created_by: 'engineer',
      })
      .execute();
  }
}
