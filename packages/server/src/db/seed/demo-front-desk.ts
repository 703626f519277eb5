import { type Kysely, sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import type { Database } from '../schema.ts';
import { statusList, TAKES_INVENTORY } from '../statuses.ts';
import { roomsNotHeld } from './rows.ts';

/**
 * The front desk's morning in the demo hotel (issue 17), on top of its bookings: the guests in
 * house were checked in on their arrival dates by reception (with a registration card where
 * their profile has a nationality and a document), one room is out of service and one out of
 * order tonight, so room control shows every status. Today's arrivals are the bookings', with
 * the day's work added by `seedDemoFrontDeskDay`.
 */
export async function seedDemoFrontDesk(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const property = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const hotelDate = property.hotel_date;
  await seedDemoFrontDeskDay(trx, propertyId, hotelDate);
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

  // Vacant rooms no stay holds tonight nor last night (a guest due out is still in the room): one
  // goes out of service (housekeeping's deep clean), one out of order for two nights
  // (engineering), both logged as their departments did them.
  const vacant = await roomsNotHeld(
    trx,
    propertyId,
    { from: addDays(hotelDate, -1), to: addDays(hotelDate, 3) },
    TAKES_INVENTORY,
  )
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

/**
 * The hotel date's work before the guests in house get their check-in records: guests due out
 * today (in house until they check out: check-out is not built, so none has left yet), today's
 * arrivals with a VIP, a group of several rooms and two stays still without a room, a walk-in
 * from last night, a guest moved to another room yesterday, and one room with more guests than
 * its type takes (an extra bed), so that every reception report has rows on the demo's defaults.
 */
async function seedDemoFrontDeskDay(trx: Kysely<Database>, propertyId: number, hotelDate: string): Promise<void> {
  const yesterday = addDays(hotelDate, -1);
  // Due out: last night's guests leaving today are in house until they check out (check-out is
  // not built, so none has left yet). A room one of them still holds is not ready for today's
  // arrival that was promised it: that arrival waits for a room to be assigned.
  const dueOut = await trx
    .selectFrom('room_stay')
    .select('reservation_id')
    .distinct()
    .where('property_id', '=', propertyId)
    .where('departure', '=', hotelDate)
    .where('status', '=', 'checked-out')
    // Planned as gone, not checked out by the cashier (the demo's past leaves this morning for real).
    .where('checked_out_at', 'is', null)
    .execute();
  const dueOutIds = dueOut.map((row) => row.reservation_id);
  if (dueOutIds.length > 0) {
    await trx
      .updateTable('room_stay')
      .set({ status: 'in-house' })
      .where('reservation_id', 'in', dueOutIds)
      .where('status', '=', 'checked-out')
      .execute();
    await trx.updateTable('reservation').set({ status: 'in-house' }).where('id', 'in', dueOutIds).execute();
    await sql`update room_stay as next set room_id = null
      where next.property_id = ${propertyId} and next.arrival = ${hotelDate}::date
        and next.status in (${statusList(TAKES_INVENTORY)})
        and exists (select 1 from room_stay as held where held.room_id = next.room_id
          and held.status = 'in-house' and held.departure = ${hotelDate}::date)`.execute(trx);
  }

  // Today's arrivals, one line per reservation with its stays.
  const arrivals = await sql<{ id: number; stays: number; vip: number }>`
    select r.id, count(s.id)::int as stays, coalesce(max(g.vip_level), 0)::int as vip
    from reservation as r
    join room_stay as s on s.reservation_id = r.id
    left join guest_profile as g on g.id = r.guest_profile_id
    where r.property_id = ${propertyId} and r.arrival = ${hotelDate}::date and r.status in ('confirmed', 'guaranteed')
    group by r.id
    order by r.confirmation_number`.execute(trx);
  const singles = arrivals.rows.filter((row) => row.stays === 1);

  // A group: two single-room arrivals with the same departure become one reservation of two
  // rooms, unless a reservation of several rooms arrives today already.
  if (!arrivals.rows.some((row) => row.stays > 1 && row.stays <= 3)) {
    const pair = await sql<{ keep: number; join: number }>`
      select min(r.id) as keep, max(r.id) as join
      from reservation as r
      where r.id in (${sql.join(singles.map((row) => row.id))})
      group by r.departure
      having count(*) >= 2
      order by r.departure
      limit 1`.execute(trx);
    const [group] = pair.rows;
    if (group) {
      await trx
        .updateTable('room_stay')
        .set({ reservation_id: group.keep, line_number: 2 })
        .where('reservation_id', '=', group.join)
        .execute();
      await trx.deleteFrom('reservation').where('id', '=', group.join).execute();
    }
  }

  // A VIP among today's arrivals: the first single-room arrival's booker becomes a VIP guest.
  const stillSingle = await trx
    .selectFrom('reservation')
    .innerJoin('room_stay', 'room_stay.reservation_id', 'reservation.id')
    .select('reservation.id')
    .where('reservation.property_id', '=', propertyId)
    .where('reservation.arrival', '=', hotelDate)
    .where('reservation.status', 'in', ['confirmed', 'guaranteed'])
    .groupBy('reservation.id')
    .having(sql`count(*)`, '=', 1)
    .orderBy('reservation.id')
    .execute();
  if (!arrivals.rows.some((row) => row.vip > 0)) {
    const vip = await trx
      .selectFrom('guest_profile')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('vip_level', '>', 0)
      .orderBy('vip_level', 'desc')
      .orderBy('id')
      .executeTakeFirst();
    const first = stillSingle[0];
    if (vip && first) {
      await trx.updateTable('reservation').set({ guest_profile_id: vip.id }).where('id', '=', first.id).execute();
    }
  }
  // Two arrivals still need a room: the arrivals screen assigns one.
  const unassigned = stillSingle.slice(-2).map((row) => row.id);
  if (unassigned.length > 0) {
    await trx.updateTable('room_stay').set({ room_id: null }).where('reservation_id', 'in', unassigned).execute();
  }

  // The guests in house (one room each) that arrived before today and stay on after it.
  const staying = await sql<{
    id: number;
    reservation_id: number;
    room_id: number;
    room_type_id: number;
    arrival: string;
  }>`
    select s.id, s.reservation_id, s.room_id, s.room_type_id, s.arrival
    from room_stay as s
    where s.property_id = ${propertyId} and s.status = 'in-house' and s.room_id is not null
      and s.arrival < ${hotelDate}::date and s.departure > ${hotelDate}::date
      and (select count(*) from room_stay as other where other.reservation_id = s.reservation_id) = 1
    order by s.arrival desc, s.id`.execute(trx);

  // Last night's walk-in: booked and checked in at once (rc008), by the front desk.
  const walkIn = staying.rows.find((stay) => stay.arrival === yesterday);
  if (walkIn) {
    const walk = await trx
      .selectFrom('source')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('code', '=', 'WALK')
      .executeTakeFirst();
    await trx
      .updateTable('reservation')
      .set({
        walk_in: true,
        source_id: walk?.id ?? null,
        channel: 'NON-OTA',
        created_by: 'reception',
        created_at: sql`(${yesterday}::date + time '14:20') at time zone 'Asia/Vientiane'`,
      })
      .where('id', '=', walkIn.reservation_id)
      .execute();
  }

  // A room move yesterday: the guest asked for a quieter room; the room left is vacant dirty.
  const moved = staying.rows.find((stay) => stay.id !== walkIn?.id && stay.arrival < yesterday);
  if (moved) {
    const from = await roomsNotHeld(trx, propertyId, { from: addDays(moved.arrival, 0), to: addDays(hotelDate, 3) }, [
      ...TAKES_INVENTORY,
      'checked-out',
    ])
      .where('room_type_id', '=', moved.room_type_id)
      .where('id', '!=', moved.room_id)
      .where('out_of_service', '=', false)
      .orderBy('room_number', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (from) {
      await trx
        .insertInto('room_move')
        .values({
          property_id: propertyId,
          room_stay_id: moved.id,
          from_room_id: from.id,
          to_room_id: moved.room_id,
          business_date: yesterday,
          reason: 'Noise from the road: asked for a quieter room',
          rate_policy: 'keep',
          moved_at: sql`(${yesterday}::date + time '10:15') at time zone 'Asia/Vientiane'`,
          moved_by: 'reception',
        })
        .execute();
      await sql`select set_config('pms.actor', 'reception', true), set_config('pms.source', 'room-move', true),
        set_config('pms.note', '', true)`.execute(trx);
      await trx.updateTable('room').set({ housekeeping_status: 'dirty' }).where('id', '=', from.id).execute();
    }
  }

  // An extra bed: one guest in house has one adult more than the room type takes (rc009).
  const extraBed = staying.rows.find((stay) => stay.id !== walkIn?.id && stay.id !== moved?.id);
  if (extraBed) {
    await sql`update room_stay set adults = t.max_adults + 1
      from room as rm join room_type as t on t.id = rm.room_type_id
      where room_stay.id = ${extraBed.id} and rm.id = room_stay.room_id`.execute(trx);
  }
}
