import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * A hotel with `stays` guests in house tonight, written in a few set-based statements: the
 * day-end crash test and the day-end benchmark need hundreds to thousands of them, which the
 * booking and check-in commands (tested on their own) would take minutes to make. On a first-start
 * database (no demo hotel): a room type with a room per stay, the ROOM transaction group and its
 * room-charge code, service charge 10 % and VAT 7 % on top, and one booking per stay with a
 * stay checked in today for `nights` nights at `rate` a night, guests and rates varying a little
 * so that the ledger is not the same line a thousand times.
 */
export async function inHouseHotel(
  db: Kysely<Database>,
  propertyId: number,
  options: { stays: number; nights?: number; rate?: string; prefix?: string },
): Promise<{ hotelDate: string; roomTypeId: number; stayIds: number[] }> {
  const prefix = options.prefix ?? 'IH';
  const nights = options.nights ?? 2;
  const rate = options.rate ?? '1800.00';
  const { hotel_date: hotelDate } = await db
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const building = await db
    .insertInto('building')
    .values({ property_id: propertyId, code: prefix, name: `${prefix} wing` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const floor = await db
    .insertInto('floor')
    .values({ property_id: propertyId, code: prefix, name: `${prefix} floor`, sort_order: 90 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('transaction_group')
    .values({ property_id: propertyId, code: 'ROOM', name: 'Room revenue', report_order: 1 })
    .onConflict((oc) => oc.columns(['property_id', 'code']).doNothing())
    .execute();
  const group = await db
    .selectFrom('transaction_group')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('code', '=', 'ROOM')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('transaction_code')
    .values({
      property_id: propertyId,
      code: '1000',
      name: 'Room charge',
      transaction_group_id: group.id,
      kind: 'CHARGE',
      taxable: true,
      service_charge: true,
    })
    .onConflict((oc) => oc.columns(['property_id', 'code']).doNothing())
    .execute();
  const taxes = await db.selectFrom('hotel_tax_type').select('id').where('property_id', '=', propertyId).execute();
  if (taxes.length === 0) {
    await db
      .insertInto('hotel_tax_type')
      .values([
        {
          property_id: propertyId,
          code: 'SVC',
          name: 'Service',
          percent: '10',
          included: false,
          applies_to: 'ALL',
          sort_order: 10,
        },
        {
          property_id: propertyId,
          code: 'VAT',
          name: 'VAT',
          percent: '7',
          included: false,
          applies_to: 'ALL',
          sort_order: 20,
        },
      ])
      .execute();
  }
  const type = await db
    .insertInto('room_type')
    .values({ property_id: propertyId, code: prefix, name: `${prefix} rooms`, max_adults: 3, max_children: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const guest = await db
    .insertInto('guest_profile')
    .values({ property_id: propertyId, first_name: 'Many', last_name: `${prefix} Guests` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const count = options.stays;
  await sql`
    insert into room (property_id, room_number, room_type_id, building_id, floor_id)
    select ${propertyId}, ${prefix} || lpad(n::text, 5, '0'), ${type.id}, ${building.id}, ${floor.id}
    from generate_series(1, ${count}::int) as n`.execute(db);
  const departure = sql`${hotelDate}::date + ${nights}::int`;
  await sql`
    insert into reservation (property_id, confirmation_number, guest_profile_id, channel, status, arrival, departure, created_by)
    select ${propertyId}, ${prefix} || '-' || lpad(n::text, 6, '0'), ${guest.id}, 'NON-OTA', 'in-house',
      ${hotelDate}::date, ${departure}, 'fixture'
    from generate_series(1, ${count}::int) as n`.execute(db);
  const stays = await sql<{ id: number }>`
    insert into room_stay (property_id, reservation_id, line_number, room_type_id, room_id, arrival, departure, adults,
      children, status, checked_in_at, checked_in_by, checked_in_on, checked_in_from_status)
    select ${propertyId}, r.id, 1, ${type.id}, rm.id, r.arrival, r.departure, 1 + (n % 2), n % 3 / 2, 'in-house',
      now(), 'fixture', ${hotelDate}::date, 'confirmed'
    from generate_series(1, ${count}::int) as n
    join reservation as r on r.property_id = ${propertyId} and r.confirmation_number = ${prefix} || '-' || lpad(n::text, 6, '0')
    join room as rm on rm.property_id = ${propertyId} and rm.room_number = ${prefix} || lpad(n::text, 5, '0')
    order by n
    returning id`.execute(db);
  await sql`
    insert into room_stay_night (property_id, room_stay_id, night, amount)
    select ${propertyId}, s.id, night::date, ${rate}::numeric + (s.id % 7) * 100.25
    from room_stay as s, generate_series(s.arrival, s.departure - 1, interval '1 day') as night
    where s.property_id = ${propertyId} and s.room_type_id = ${type.id}`.execute(db);
  return { hotelDate, roomTypeId: type.id, stayIds: stays.rows.map((row) => row.id) };
}
