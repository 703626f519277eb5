import { type Insertable, type Kysely, sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import type { Database } from '../schema.ts';
import { idLookup } from './rows.ts';

/**
 * The engineers' board in the demo hotel (issue 21): the room the front desk's morning has out of
 * order is the plumbing order under way (the order owns that out-of-order period), with faults
 * just reported by housekeeping and reception, work done on the days before (with parts) and one
 * order cancelled, so the maintenance list and report have every status.
 */
export async function seedDemoEngineering(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const { hotel_date: hotelDate } = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const type = await idLookup(trx, 'maintenance_type', propertyId);
  const engineer = await trx
    .selectFrom('app_user')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('login_name', '=', 'engineer')
    .executeTakeFirst();
  const rooms = await trx
    .selectFrom('room')
    .select(['id', 'room_number'])
    .where('property_id', '=', propertyId)
    .where('active', '=', true)
    .orderBy(sql`length(room_number)`)
    .orderBy('room_number')
    .execute();
  const room = (n: number) => rooms[n % Math.max(rooms.length, 1)]?.id ?? null;
  // The demo hotel's clock (Vientiane, UTC+7).
  const at = (date: string, time: string) => `${date}T${time}:00+07:00`;
  const block = await trx
    .selectFrom('room_out_of_order')
    .select(['id', 'room_id', 'from_date', 'to_date', 'return_status'])
    .where('property_id', '=', propertyId)
    .where('from_date', '<=', hotelDate)
    .where('to_date', '>', hotelDate)
    .orderBy('id')
    .executeTakeFirst();
  const yesterday = addDays(hotelDate, -1);
  type DemoOrder = Omit<Insertable<Database['maintenance_order']>, 'property_id'> & { parts?: string[][] };
  const underWay: DemoOrder[] = block
    ? [
        {
          maintenance_type_id: type('PLB'),
          room_id: block.room_id,
          priority: 'high',
          description: 'Water leak under the basin; the bathroom floor is wet',
          status: 'in-progress',
          assigned_user_id: engineer?.id ?? null,
          reported_by: 'housekeeping',
          reported_at: at(hotelDate, '07:40'),
          reported_on: hotelDate,
          out_of_order_from: block.from_date,
          out_of_order_to: block.to_date,
          return_status: block.return_status,
          out_of_order_id: block.id,
          started_at: at(hotelDate, '08:15'),
          parts: [['Basin trap 40 mm', '1']],
        },
      ]
    : [];
  const orders: DemoOrder[] = [
    ...underWay,
    {
      maintenance_type_id: type('AC'),
      room_id: room(14),
      priority: 'urgent',
      description: 'Air conditioner blows warm air; guest asked twice',
      status: 'open',
      reported_by: 'reception',
      reported_at: at(hotelDate, '09:05'),
      reported_on: hotelDate,
    },
    {
      maintenance_type_id: type('ELE'),
      room_id: null,
      area: 'Lobby',
      priority: 'normal',
      description: 'Two ceiling spotlights out by the front desk',
      status: 'open',
      reported_by: 'reception',
      reported_at: at(hotelDate, '08:30'),
      reported_on: hotelDate,
    },
    {
      maintenance_type_id: type('FUR'),
      room_id: room(31),
      priority: 'low',
      description: 'Wardrobe door hinge loose',
      status: 'in-progress',
      assigned_user_id: engineer?.id ?? null,
      reported_by: 'housekeeping',
      reported_at: at(yesterday, '15:20'),
      reported_on: yesterday,
      started_at: at(hotelDate, '10:00'),
    },
    {
      maintenance_type_id: type('ELE'),
      room_id: room(7),
      priority: 'high',
      description: 'Bedside lamp sparks when switched on',
      status: 'done',
      assigned_user_id: engineer?.id ?? null,
      reported_by: 'housekeeping',
      reported_at: at(yesterday, '10:10'),
      reported_on: yesterday,
      started_at: at(yesterday, '10:40'),
      finished_at: at(yesterday, '11:25'),
      finished_by: 'engineer',
      resolution: 'Replaced the lamp socket and cable',
      parts: [
        ['Lamp socket E27', '1'],
        ['Cable 2 × 0.75 mm² (m)', '1.5'],
      ],
    },
    {
      maintenance_type_id: type('PLB'),
      room_id: room(52),
      priority: 'normal',
      description: 'Shower drains slowly',
      status: 'done',
      assigned_user_id: engineer?.id ?? null,
      reported_by: 'housekeeping',
      reported_at: at(addDays(hotelDate, -3), '09:00'),
      reported_on: addDays(hotelDate, -3),
      started_at: at(addDays(hotelDate, -3), '13:30'),
      finished_at: at(addDays(hotelDate, -3), '14:10'),
      finished_by: 'engineer',
      resolution: 'Cleared the drain; hair trap fitted',
      parts: [['Hair trap', '1']],
    },
    {
      maintenance_type_id: type('AC'),
      room_id: room(66),
      priority: 'normal',
      description: 'Remote control missing',
      status: 'cancelled',
      reported_by: 'housekeeping',
      reported_at: at(addDays(hotelDate, -2), '11:00'),
      reported_on: addDays(hotelDate, -2),
      finished_at: at(addDays(hotelDate, -2), '12:00'),
      finished_by: 'engineer',
      resolution: 'Found in the drawer',
    },
  ];
  for (const { parts, ...order } of orders) {
    const created = await trx
      .insertInto('maintenance_order')
      .values({ property_id: propertyId, ...order })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (parts?.length) {
      await trx
        .insertInto('maintenance_order_part')
        .values(
          parts.map(([description, quantity], index) => ({
            order_id: created.id,
            line_number: index + 1,
            description: description as string,
            quantity: quantity as string,
          })),
        )
        .execute();
    }
  }
}
