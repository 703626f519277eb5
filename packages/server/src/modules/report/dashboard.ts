import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import type { HandlerMap, PathHandlers } from '../../api/handlers.ts';
import { read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { inventoryStatuses } from '../../db/statuses.ts';

type RoomGrouping = 'room_type' | 'floor' | 'building';

/** Rooms in use and dirty rooms per type, floor or building, in the order staff list them. */
async function roomsBy(db: Kysely<Database>, propertyId: number, grouping: RoomGrouping) {
  const key = `${grouping}_id` as const;
  const rows = await db
    .selectFrom(grouping)
    // Rooms taken out of use (room-number master data) are no longer counted among the hotel's rooms.
    .leftJoin('room', (join) => join.onRef(`room.${key}`, '=', `${grouping}.id`).on('room.active', '=', true))
    .select([
      `${grouping}.code`,
      `${grouping}.name`,
      sql<number>`count(room.id)::int`.as('rooms'),
      sql<number>`(count(room.id) filter (where room.housekeeping_status = 'dirty'))::int`.as('dirty'),
    ])
    .where(`${grouping}.property_id`, '=', propertyId)
    .groupBy([`${grouping}.id`, `${grouping}.code`, `${grouping}.name`])
    .orderBy(grouping === 'floor' ? sql`min(floor.sort_order)` : sql`${sql.ref(`${grouping}.code`)}`)
    .orderBy(`${grouping}.code`)
    .execute();
  return rows satisfies Schemas['RoomCount'][];
}

/** Stay statuses that hold a room for their nights (domain.md, Inventory). */
const TAKES_INVENTORY = inventoryStatuses;

/**
 * The front office's day, from the room stays: who arrives and leaves on the hotel date (and how
 * many of them have), who is in house, and what the night of the hotel date sells of the rooms
 * that are not out of order.
 */
async function todayOf(
  db: Kysely<Database>,
  propertyId: number,
  hotelDate: string,
): Promise<Schemas['DashboardToday']> {
  const stays = await sql<Omit<Schemas['DashboardToday'], 'roomsAvailable'>>`
    select
      (count(*) filter (where arrival = ${hotelDate}::date and status in (${TAKES_INVENTORY})))::int as "arrivals",
      (count(*) filter (where arrival = ${hotelDate}::date and status = 'in-house'))::int as "arrived",
      (count(*) filter (where departure = ${hotelDate}::date and status in ('in-house', 'checked-out')))::int as "departures",
      (count(*) filter (where departure = ${hotelDate}::date and status = 'checked-out'))::int as "departed",
      (count(*) filter (where status = 'in-house'))::int as "inHouse",
      coalesce(sum(adults + children) filter (where status = 'in-house'), 0)::int as "guestsInHouse",
      (count(*) filter (where status in (${TAKES_INVENTORY})
        and arrival <= ${hotelDate}::date and departure > ${hotelDate}::date))::int as "roomsSold"
    from room_stay
    where property_id = ${propertyId}
      and (status = 'in-house' or arrival = ${hotelDate}::date or departure = ${hotelDate}::date
        or (arrival <= ${hotelDate}::date and departure > ${hotelDate}::date))`.execute(db);
  const rooms = await sql<{ roomsAvailable: number }>`
    select count(*)::int as "roomsAvailable"
    from room
    where property_id = ${propertyId} and active
      and not exists (
        select 1 from room_out_of_order as ooo
        where ooo.room_id = room.id and ooo.from_date <= ${hotelDate}::date and ooo.to_date > ${hotelDate}::date
      )`.execute(db);
  const counted = stays.rows[0];
  if (!counted) throw new Error('An aggregate answers one row');
  return { ...counted, roomsAvailable: rooms.rows[0]?.roomsAvailable ?? 0 };
}

/**
 * The rooms in use by front-office state on the hotel date, each once: occupied (an in-house stay
 * holds it; derived, never typed), else out of order that night, else out of service, else vacant
 * by housekeeping status.
 */
async function frontOfficeOf(
  db: Kysely<Database>,
  propertyId: number,
  hotelDate: string,
): Promise<Schemas['FrontOfficeRooms']> {
  const counted = await sql<Schemas['FrontOfficeRooms']>`
    with state as (
      select
        exists (select 1 from room_stay as s
          where s.property_id = room.property_id and s.room_id = room.id and s.status = 'in-house') as occupied,
        exists (select 1 from room_out_of_order as ooo
          where ooo.room_id = room.id and ooo.from_date <= ${hotelDate}::date and ooo.to_date > ${hotelDate}::date)
          as out_of_order,
        room.out_of_service, room.housekeeping_status
      from room
      where room.property_id = ${propertyId} and room.active
    )
    select
      (count(*) filter (where occupied))::int as "occupied",
      (count(*) filter (where not occupied and out_of_order))::int as "outOfOrder",
      (count(*) filter (where not occupied and not out_of_order and out_of_service))::int as "outOfService",
      (count(*) filter (where not occupied and not out_of_order and not out_of_service
        and housekeeping_status = 'clean'))::int as "vacantClean",
      (count(*) filter (where not occupied and not out_of_order and not out_of_service
        and housekeeping_status = 'dirty'))::int as "vacantDirty",
      (count(*) filter (where not occupied and not out_of_order and not out_of_service
        and housekeeping_status = 'inspected'))::int as "vacantInspected"
    from state`.execute(db);
  const row = counted.rows[0];
  if (!row) throw new Error('An aggregate answers one row');
  return row;
}

export const dashboardHandlers: PathHandlers<'report/dashboard'> = {
  get: read(async ({ db, propertyId }) => {
    const hotel = await db
      .selectFrom('property')
      .select('hotel_date')
      .where('id', '=', propertyId)
      .executeTakeFirstOrThrow();
    const statuses = await db
      .selectFrom('room')
      .select(['housekeeping_status', sql<number>`count(*)::int`.as('rooms')])
      .where('property_id', '=', propertyId)
      .where('active', '=', true)
      .groupBy('housekeeping_status')
      .execute();
    const housekeeping = { dirty: 0, clean: 0, inspected: 0 };
    for (const row of statuses) housekeeping[row.housekeeping_status] = row.rooms;
    const local = await db
      .selectFrom('currency')
      .select('code')
      .where('property_id', '=', propertyId)
      .where('is_local', '=', true)
      .executeTakeFirst();
    // The rate in force on the hotel date is the latest one effective on or before it (domain.md).
    const rates = await db
      .selectFrom('exchange_rate')
      .innerJoin('currency', 'currency.id', 'exchange_rate.currency_id')
      .distinctOn('exchange_rate.currency_id')
      .select([
        'currency.code as currencyCode',
        'currency.name as currencyName',
        sql<string>`exchange_rate.buying_rate::text`.as('buyingRate'),
        sql<string>`exchange_rate.selling_rate::text`.as('sellingRate'),
        'exchange_rate.effective_date as effectiveDate',
      ])
      .where('exchange_rate.property_id', '=', propertyId)
      .where('exchange_rate.effective_date', '<=', hotel.hotel_date)
      .where('currency.is_local', '=', false)
      .orderBy('exchange_rate.currency_id')
      .orderBy('exchange_rate.effective_date', 'desc')
      .execute();
    const figures: Schemas['DashboardFigures'] = {
      hotelDate: hotel.hotel_date,
      today: await todayOf(db, propertyId, hotel.hotel_date),
      totalRooms: housekeeping.dirty + housekeeping.clean + housekeeping.inspected,
      housekeeping,
      frontOffice: await frontOfficeOf(db, propertyId, hotel.hotel_date),
      roomTypes: await roomsBy(db, propertyId, 'room_type'),
      floors: await roomsBy(db, propertyId, 'floor'),
      buildings: await roomsBy(db, propertyId, 'building'),
      localCurrencyCode: local?.code ?? '',
      // As kept (numeric(18,6)): six decimals each, so a column of rates lines up and stays exact.
      exchangeRates: rates.sort((a, b) => a.currencyCode.localeCompare(b.currencyCode)),
    };
    return [figures];
  }),
};

export const reportHandlers = {
  'report/dashboard': dashboardHandlers,
} satisfies Partial<HandlerMap>;
