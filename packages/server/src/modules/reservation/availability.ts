import { type Kysely, sql } from 'kysely';
import { addDays, dayDifference } from '../../api/dates.ts';
import { badRequest } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { inventoryStatuses } from '../../db/statuses.ts';
import { freeRooms } from './free-rooms.ts';

export { inventoryStatuses, TAKES_INVENTORY } from '../../db/statuses.ts';

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
  outOfOrder: number;
  sold: number;
  /** Unpicked rooms of unreleased allotments, all companies. */
  allotted: number;
  overbooking: number;
  /** rooms − outOfOrder − sold − allotted + overbooking. */
  available: number;
  /** The asking company's own unpicked, unreleased allotment (0 without one). */
  companyAllotment: number;
}

/**
 * Inventory per room type and night, for the nights `from` up to `toExclusive` (domain.md,
 * Inventory): active rooms, rooms out of order, stays that take inventory (assigned to a room or
 * not), and allotments companies have not picked up while they are not released (released once
 * the hotel date reaches the night minus the release days). Counted from those rows every time:
 * never from a counter that could drift. `roomTypeIds` limits the answer to those types (all
 * active ones otherwise); `companyProfileId` adds what that company's allotment still holds.
 */
export async function countInventory(
  db: Kysely<Database>,
  propertyId: number,
  period: { from: string; toExclusive: string; roomTypeIds?: readonly number[]; companyProfileId?: number | null },
): Promise<InventoryNight[]> {
  const { from, toExclusive, roomTypeIds } = period;
  const companyId = period.companyProfileId ?? null;
  const types = roomTypeIds
    ? sql`select id, code, name, sort_order, overbooking_allowance from room_type where property_id = ${propertyId} and id in (${sql.join(roomTypeIds)})`
    : sql`select id, code, name, sort_order, overbooking_allowance from room_type where property_id = ${propertyId} and active`;
  const result = await sql<{
    room_type_id: number;
    code: string;
    name: string;
    night: string;
    rooms: number;
    out_of_order: number;
    sold: number;
    allotted: number;
    overbooking: number;
    company_allotment: number;
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
    out_of_order as (
      select room.room_type_id, nights.night, count(*)::int as rooms
      from room_out_of_order as ooo
      join room on room.id = ooo.room_id and room.active
      join nights on nights.night >= ooo.from_date and nights.night < ooo.to_date
      where ooo.property_id = ${propertyId}
        and ooo.to_date > ${from}::date
        and ooo.from_date < ${toExclusive}::date
      group by room.room_type_id, nights.night
    ),
    -- Stays joined to the nights they hold (rather than a series per stay, whose row estimate
    -- misleads the planner into parallel plans and JIT on a busy hotel).
    held as (
      select stay.room_type_id, nights.night, reservation.company_profile_id
      from room_stay as stay
      join nights on nights.night >= stay.arrival and nights.night < stay.departure
      join reservation on reservation.id = stay.reservation_id
      where stay.property_id = ${propertyId}
        and stay.status in (${inventoryStatuses})
        and stay.departure > ${from}::date
        and stay.arrival < ${toExclusive}::date
        ${roomTypeIds ? sql`and stay.room_type_id in (${sql.join(roomTypeIds)})` : sql``}
    ),
    sold as (
      select room_type_id, night, count(*)::int as sold from held group by room_type_id, night
    ),
    picked as (
      select company_profile_id, room_type_id, night, count(*)::int as rooms
      from held
      where company_profile_id is not null
      group by company_profile_id, room_type_id, night
    ),
    -- Each company's rooms held and not yet picked up (its own stays of the type that night), while
    -- not released: the hotel date is before the night minus the release days.
    unpicked as (
      select allotment.company_profile_id, allotment.room_type_id, allotment.night,
        greatest(allotment.rooms - coalesce(picked.rooms, 0), 0)::int as rooms
      from allotment
      join property on property.id = allotment.property_id
      left join picked on picked.company_profile_id = allotment.company_profile_id
        and picked.room_type_id = allotment.room_type_id
        and picked.night = allotment.night
      where allotment.property_id = ${propertyId}
        and allotment.night >= ${from}::date
        and allotment.night < ${toExclusive}::date
        and allotment.rooms > 0
        and property.hotel_date < allotment.night - allotment.release_days
        ${roomTypeIds ? sql`and allotment.room_type_id in (${sql.join(roomTypeIds)})` : sql``}
    ),
    allotted as (
      select room_type_id, night,
        sum(rooms)::int as rooms,
        coalesce(sum(rooms) filter (where company_profile_id = ${companyId}::int), 0)::int as company_rooms
      from unpicked
      group by room_type_id, night
    )
    select types.id as room_type_id, types.code, types.name, nights.night,
      coalesce(rooms.rooms, 0) as rooms,
      coalesce(out_of_order.rooms, 0) as out_of_order,
      coalesce(sold.sold, 0) as sold,
      coalesce(allotted.rooms, 0) as allotted,
      types.overbooking_allowance as overbooking,
      coalesce(allotted.company_rooms, 0) as company_allotment
    from types
    cross join nights
    left join rooms on rooms.room_type_id = types.id
    left join out_of_order on out_of_order.room_type_id = types.id and out_of_order.night = nights.night
    left join sold on sold.room_type_id = types.id and sold.night = nights.night
    left join allotted on allotted.room_type_id = types.id and allotted.night = nights.night
    order by types.sort_order, types.code, types.id, nights.night
  `.execute(db);
  return result.rows.map((row) => ({
    roomTypeId: row.room_type_id,
    code: row.code,
    name: row.name,
    night: row.night,
    rooms: row.rooms,
    outOfOrder: row.out_of_order,
    sold: row.sold,
    allotted: row.allotted,
    overbooking: row.overbooking,
    available: row.rooms - row.out_of_order - row.sold - row.allotted + row.overbooking,
    companyAllotment: row.company_allotment,
  }));
}

export const availabilityHandlers: PathHandlers<'reservation/availability'> = {
  'free-rooms': freeRooms,
  // fromDate and toDate are both included: the grid shows the nights a user picked (21 to 27
  // November is 7 nights), as date-range reports read; the spec (§3) only names the fields.
  get: read(async ({ db, propertyId }, data) => {
    const { fromDate, toDate, companyProfileId } = only(data);
    const nights = dayDifference(fromDate, toDate) + 1;
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
    const counted = await countInventory(db, propertyId, {
      from: fromDate,
      toExclusive: addDays(toDate, 1),
      companyProfileId: companyProfileId ?? null,
    });
    const roomTypes = new Map<number, { roomTypeId: number; code: string; name: string; nights: Night[] }>();
    // Every night has its totals, even in a hotel without room types yet.
    const totals = new Map<string, Night>(
      Array.from({ length: nights }, (_, index) => {
        const night = addDays(fromDate, index);
        return [night, { night, ...EMPTY_NIGHT }];
      }),
    );
    for (const row of counted) {
      let entry = roomTypes.get(row.roomTypeId);
      if (!entry) {
        entry = { roomTypeId: row.roomTypeId, code: row.code, name: row.name, nights: [] };
        roomTypes.set(row.roomTypeId, entry);
      }
      const { roomTypeId: _id, code: _code, name: _name, ...night } = row;
      entry.nights.push(night);
      const total = totals.get(row.night);
      if (total) {
        for (const key of Object.keys(EMPTY_NIGHT) as (keyof typeof EMPTY_NIGHT)[]) total[key] += night[key];
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

type Night = Omit<InventoryNight, 'roomTypeId' | 'code' | 'name'>;

const EMPTY_NIGHT = {
  rooms: 0,
  outOfOrder: 0,
  sold: 0,
  allotted: 0,
  overbooking: 0,
  available: 0,
  companyAllotment: 0,
};
