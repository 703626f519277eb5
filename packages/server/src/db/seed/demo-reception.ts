import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The front desk's records in the demo hotel (issue 17), on top of its stays: messages waiting
 * for some in-house guests (one delivered), flags for housekeeping and the front office on today
 * and tomorrow, items in lost and found (one returned), and transfers of today's arrivals and
 * departures. Everything is taken by `reception` and points at the hotel's own stays, rooms,
 * departments and keep-at places; with none of them (a hotel without stays) nothing is added.
 */
export async function seedDemoReception(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const { hotel_date: today } = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const tomorrow = await sql<{ d: string }>`select (${today}::date + 1)::text as d`.execute(trx);
  const nextDay = tomorrow.rows[0]?.d ?? today;
  const inHouse = await trx
    .selectFrom('room_stay')
    .select(['id', 'reservation_id', 'room_id', 'departure'])
    .where('property_id', '=', propertyId)
    .where('status', '=', 'in-house')
    .orderBy('id')
    .limit(6)
    .execute();
  const arriving = await trx
    .selectFrom('room_stay')
    .select(['id', 'reservation_id', 'adults'])
    .where('property_id', '=', propertyId)
    .where('arrival', '=', today)
    .where('status', 'in', ['confirmed', 'guaranteed'])
    .orderBy('id')
    .limit(3)
    .execute();
  const department = async (code: string) =>
    (
      await trx
        .selectFrom('department')
        .select('id')
        .where('property_id', '=', propertyId)
        .where('code', '=', code)
        .executeTakeFirst()
    )?.id;
  const keepAt = async (code: string) =>
    (
      await trx
        .selectFrom('keep_at')
        .select('id')
        .where('property_id', '=', propertyId)
        .where('code', '=', code)
        .executeTakeFirst()
    )?.id;
  const housekeeping = await department('HK');
  const frontOffice = await department('FO');
  const store = await keepAt('HK');
  const safe = await keepAt('FO');
  const [a, b, c, d] = inHouse;
  if (!a || !b || !c || !d || !housekeeping || !frontOffice || !store || !safe) return;

  const base = { property_id: propertyId, business_date: today, taken_by: 'reception' };
  await trx
    .insertInto('guest_message')
    .values([
      {
        ...base,
        reservation_id: a.reservation_id,
        stay_id: a.id,
        message_text: 'Please call Mr Somsack back about dinner tonight.',
        from_name: 'Somsack Phommavong',
        from_contact: '+856 20 5555 0101',
      },
      {
        ...base,
        reservation_id: b.reservation_id,
        stay_id: b.id,
        message_text: 'A parcel from the tailor is waiting at the front desk.',
        from_name: 'Vientiane Tailors',
      },
      {
        ...base,
        reservation_id: c.reservation_id,
        stay_id: c.id,
        message_text: 'Your airport car is booked for 06:30 tomorrow.',
        from_name: 'Concierge',
        delivered_at: sql<Date>`now()`,
        delivered_by: 'reception',
      },
      ...arriving.slice(0, 1).map((stay) => ({
        ...base,
        reservation_id: stay.reservation_id,
        stay_id: stay.id,
        message_text: 'Welcome! Your colleagues will meet you in the lobby at 19:00.',
        from_name: 'Khamla (Lao Travel)',
      })),
    ])
    .execute();

  const flag = { property_id: propertyId, created_by: 'reception' };
  await trx
    .insertInto('reception_flag')
    .values([
      {
        ...flag,
        reservation_id: a.reservation_id,
        stay_id: a.id,
        department_id: housekeeping,
        kind: 'amenity',
        flag_date: today,
        flag_time: '16:00',
        flag_text: 'Fruit basket and extra towels',
      },
      {
        ...flag,
        reservation_id: b.reservation_id,
        stay_id: b.id,
        department_id: frontOffice,
        kind: 'late-check-out',
        flag_date: b.departure,
        flag_time: '14:00',
        flag_text: 'Late check-out approved until 14:00',
      },
      {
        ...flag,
        reservation_id: d.reservation_id,
        stay_id: d.id,
        department_id: housekeeping,
        kind: 'birthday',
        flag_date: nextDay,
        flag_text: 'Birthday cake and card in the room',
      },
      {
        ...flag,
        reservation_id: c.reservation_id,
        stay_id: c.id,
        department_id: housekeeping,
        kind: 'amenity',
        flag_date: today,
        flag_text: 'Baby cot',
        resolved_at: sql<Date>`now()`,
        resolved_by: 'housekeeping',
        resolution_note: 'Cot set up',
      },
    ])
    .execute();

  const found = { property_id: propertyId, found_on: today, recorded_by: 'housekeeping' };
  await trx
    .insertInto('lost_found_item')
    .values([
      {
        ...found,
        item: 'Black umbrella',
        found_place: 'Lobby',
        found_time: '09:40',
        found_by: 'Noy (lobby)',
        keep_at_id: safe,
        recorded_by: 'reception',
      },
      {
        ...found,
        item: 'Phone charger',
        description: 'White USB-C charger with cable',
        room_id: c.room_id,
        reservation_id: c.reservation_id,
        stay_id: c.id,
        found_by: 'Bounmy (HK)',
        keep_at_id: store,
      },
      {
        ...found,
        item: 'Sunglasses',
        found_place: 'Pool deck',
        found_by: 'Kham (pool)',
        keep_at_id: store,
        status: 'returned',
        returned_on: today,
        returned_to: 'Ms Dara Keo (room guest)',
      },
    ])
    .execute();

  const transfers = [
    ...arriving.map((stay, index) => ({
      property_id: propertyId,
      reservation_id: stay.reservation_id,
      stay_id: stay.id,
      direction: 'pick-up' as const,
      transfer_date: today,
      transfer_time: ['11:20', '15:45', '19:10'][index] ?? '12:00',
      place: 'Wattay airport (VTE)',
      flight: ['QV 312', 'FD 1050', 'VN 921'][index] ?? '',
      vehicle: 'Hotel van',
      pax: stay.adults,
      created_by: 'reception',
      status: index === 0 ? ('confirmed' as const) : ('requested' as const),
    })),
    {
      property_id: propertyId,
      reservation_id: b.reservation_id,
      stay_id: b.id,
      direction: 'drop-off' as const,
      transfer_date: b.departure,
      transfer_time: '07:30',
      place: 'Wattay airport (VTE)',
      flight: 'QV 101',
      vehicle: 'Sedan',
      pax: 1,
      created_by: 'reception',
      status: 'requested' as const,
    },
  ];
  await trx.insertInto('guest_transfer').values(transfers).execute();
}
