import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import type { HandlerMap, PathHandlers } from '../../api/handlers.ts';
import { read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { inventoryStatuses } from '../../db/statuses.ts';

type RoomGrouping = 'room_type' | 'floor' | 'building';

/** Rooms and dirty rooms per type, floor or building, in the order staff list them. */
async function roomsBy(db: Kysely<Database>, propertyId: number, grouping: RoomGrouping) {
  const key = `${grouping}_id` as const;
  const rows = await db
    .selectFrom(grouping)
    .leftJoin('room', (join) => join.onRef(`room.${key}`, '=', `${grouping}.id`))
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
      roomTypes: await roomsBy(db, propertyId, 'room_type'),
      floors: await roomsBy(db, propertyId, 'floor'),
      buildings: await roomsBy(db, propertyId, 'building'),
      localCurrencyCode: local?.code ?? '',
      exchangeRates: rates
        .map((rate) => ({ ...rate, buyingRate: trimZeros(rate.buyingRate), sellingRate: trimZeros(rate.sellingRate) }))
        .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode)),
    };
    return [figures];
  }),
};

/** numeric(18,6) prints six decimals; 35.500000 reads better as 35.5 and stays exact. */
function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}

export const reportHandlers = {
  'report/dashboard': dashboardHandlers,
} satisfies Partial<HandlerMap>;
