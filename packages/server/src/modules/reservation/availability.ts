import { type Kysely, sql } from 'kysely';
import { badRequest } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { addDays, daysBetween } from './dates.ts';

/** The stay statuses that hold a room of their type for their nights (domain.md, Inventory). */
export const TAKES_INVENTORY = ['confirmed', 'guaranteed', 'in-house'] as const;

/** The same statuses as SQL literals, so that the planner matches the partial inventory index. */
export const inventoryStatuses = sql.join(TAKES_INVENTORY.map((status) => sql.lit(status)));

/** The longest period the availability grid answers, in nights. */
export const MAX_AVAILABILITY_NIGHTS = 62;

/** Nights [arrival, departure) of one room type: what a stay, or an allotment, takes. */
export interface NightsOfType {
  roomTypeId: number;
  arrival: string;
  departure: string;
}

/** The stays as a VALUES list of (room type, arrival, departure), for the inventory statements. */
const staysTable = (stays: readonly NightsOfType[]) =>
  sql`(values ${sql.join(
    stays.map((stay) => sql`(${stay.roomTypeId}::int, ${stay.arrival}::date, ${stay.departure}::date)`),
  )}) as stay (room_type_id, arrival, departure)`;

/**
 * Serialises inventory checks: locks the row of every room type and night the stays take, in
 * one fixed order (room type, night), so that concurrent bookings of the same nights queue
 * instead of both seeing the last room, and never deadlock. A row is made the first time its
 * room type and night are booked; a concurrent maker of the same row waits for the first.
 */
export async function lockInventory(
  db: Kysely<Database>,
  propertyId: number,
  stays: readonly NightsOfType[],
): Promise<void> {
  const wanted = sql`select distinct stay.room_type_id, stay.arrival + i as night
    from ${staysTable(stays)}
    cross join lateral generate_series(0, stay.departure - stay.arrival - 1) as i`;
  await sql`insert into inventory_lock (property_id, room_type_id, night)
    select ${propertyId}::int, wanted.room_type_id, wanted.night from (${wanted}) as wanted
    order by wanted.room_type_id, wanted.night
    on conflict do nothing`.execute(db);
  await sql`select lock.night from inventory_lock as lock
    join (${wanted}) as wanted on wanted.room_type_id = lock.room_type_id and wanted.night = lock.night
    where lock.property_id = ${propertyId}
    order by lock.room_type_id, lock.night
    for update of lock`.execute(db);
}

export interface InventoryNight {
  roomTypeId: number;
  code: string;
  name: string;
  night: string;
  rooms: number;
  sold: number;
}

/**
 * Rooms and rooms sold per room type and night, for the nights `from` up to `toExclusive`,
 * counted from the stays that take inventory (assigned to a room or not): never from a counter
 * that could drift. `roomTypeIds` limits the answer to those types (all active ones otherwise).
 */
export async function countInventory(
  db: Kysely<Database>,
  propertyId: number,
  period: { from: string; toExclusive: string; roomTypeIds?: readonly number[] },
): Promise<InventoryNight[]> {
  const { from, toExclusive, roomTypeIds } = period;
  const types = roomTypeIds
    ? sql`select id, code, name, sort_order from room_type where property_id = ${propertyId} and id in (${sql.join(roomTypeIds)})`
    : sql`select id, code, name, sort_order from room_type where property_id = ${propertyId} and active`;
  const result = await sql<{
    room_type_id: number;
    code: string;
    name: string;
    night: string;
    rooms: number;
    sold: number;
  }>`
    with nights as (
      select ${from}::date + i as night
      from generate_series(0, ${toExclusive}::date - ${from}::date - 1) as i
    ),
    types as (${types}),
    rooms as (
      select room_type_id, count(*)::int as rooms
      from room
      where property_id = ${propertyId} and active
      group by room_type_id
    ),
    sold as (
      select stay.room_type_id, ${from}::date + i as night, count(*)::int as sold
      from room_stay as stay
      cross join lateral generate_series(
        greatest(stay.arrival, ${from}::date) - ${from}::date,
        least(stay.departure, ${toExclusive}::date) - ${from}::date - 1
      ) as i
      where stay.property_id = ${propertyId}
        and stay.status in (${inventoryStatuses})
        and stay.departure > ${from}::date
        and stay.arrival < ${toExclusive}::date
      group by stay.room_type_id, i
    )
    -- Out-of-order rooms and unpicked allotments join the count here when they land:
    -- available = rooms - out_of_order - sold - allotted (+ an overbooking allowance, if configured).
    select types.id as room_type_id, types.code, types.name, nights.night, coalesce(rooms.rooms, 0) as rooms, coalesce(sold.sold, 0) as sold
    from types
    cross join nights
    left join rooms on rooms.room_type_id = types.id
    left join sold on sold.room_type_id = types.id and sold.night = nights.night
    order by types.sort_order, types.code, types.id, nights.night
  `.execute(db);
  return result.rows.map((row) => ({
    roomTypeId: row.room_type_id,
    code: row.code,
    name: row.name,
    night: row.night,
    rooms: row.rooms,
    sold: row.sold,
  }));
}

export const availabilityHandlers: PathHandlers<'reservation/availability'> = {
  // fromDate and toDate are both included: the grid shows the nights a user picked (21 to 27
  // November is 7 nights), as date-range reports read; the spec (§3) only names the fields.
  get: read(async ({ db, propertyId }, data) => {
    const { fromDate, toDate } = only(data);
    const nights = daysBetween(fromDate, toDate) + 1;
    if (nights < 1) {
      throw badRequest('toDate must not be before fromDate', [
        { field: '/data/0/toDate', message: 'must not be before fromDate' },
      ]);
    }
    if (nights > MAX_AVAILABILITY_NIGHTS) {
      throw badRequest(`At most ${MAX_AVAILABILITY_NIGHTS} nights at a time`, [
        { field: '/data/0/toDate', message: `must be at most ${MAX_AVAILABILITY_NIGHTS - 1} days after fromDate` },
      ]);
    }
    const counted = await countInventory(db, propertyId, { from: fromDate, toExclusive: addDays(toDate, 1) });
    const roomTypes = new Map<number, { roomTypeId: number; code: string; name: string; nights: Night[] }>();
    // Every night has its totals, even in a hotel without room types yet.
    const totals = new Map<string, Night>(
      Array.from({ length: nights }, (_, index) => {
        const night = addDays(fromDate, index);
        return [night, { night, rooms: 0, sold: 0, available: 0 }];
      }),
    );
    for (const row of counted) {
      let entry = roomTypes.get(row.roomTypeId);
      if (!entry) {
        entry = { roomTypeId: row.roomTypeId, code: row.code, name: row.name, nights: [] };
        roomTypes.set(row.roomTypeId, entry);
      }
      entry.nights.push({ night: row.night, rooms: row.rooms, sold: row.sold, available: row.rooms - row.sold });
      const total = totals.get(row.night);
      if (total) {
        total.rooms += row.rooms;
        total.sold += row.sold;
        total.available += row.rooms - row.sold;
      }
    }
    return [
      {
        fromDate,
        toDate,
        roomTypes: [...roomTypes.values()],
        totals: [...totals.values()],
      },
    ];
  }),
};

interface Night {
  night: string;
  rooms: number;
  sold: number;
  available: number;
}
