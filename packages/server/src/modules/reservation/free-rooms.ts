import { sql } from 'kysely';
import { dayDifference } from '../../api/dates.ts';
import { badRequest, notFound } from '../../api/errors.ts';
import { type ActionDefinition, only, read } from '../../api/handlers.ts';
import { inventoryStatuses } from '../../db/statuses.ts';

/** The longest stay a room is looked for, as a booking prices at most 365 nights. */
export const MAX_STAY_NIGHTS = 365;

/**
 * `reservation/availability` `free-rooms`: the rooms of one type a stay could be given for its
 * nights [arrival, departure). A room is free when it is active, no stay that takes inventory
 * holds it on one of those nights, and it is not out of order on any of them. The booking checks
 * the same again under its locks; this only offers the choice.
 */
export const freeRooms: ActionDefinition<'reservation/availability', 'free-rooms'> = read(
  async ({ db, propertyId }, data) => {
    const { roomTypeId, arrival, departure } = only(data);
    const nights = dayDifference(arrival, departure);
    if (nights < 1) {
      throw badRequest('A stay leaves after it arrives', [
        { field: '/data/0/departure', message: 'must be after arrival' },
      ]);
    }
    if (nights > MAX_STAY_NIGHTS) {
      throw badRequest(`A stay is at most ${MAX_STAY_NIGHTS} nights`, [
        { field: '/data/0/departure', message: `must be at most ${MAX_STAY_NIGHTS} days after arrival` },
      ]);
    }
    const type = await db
      .selectFrom('room_type')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('id', '=', roomTypeId)
      .executeTakeFirst();
    if (!type) throw notFound('No such room type', '/data/0/roomTypeId');

    const rows = await db
      .selectFrom('room')
      .innerJoin('floor', 'floor.id', 'room.floor_id')
      .innerJoin('building', 'building.id', 'room.building_id')
      .select([
        'room.id',
        'room.room_number',
        'room.housekeeping_status',
        'floor.name as floor',
        'building.name as building',
      ])
      .where('room.property_id', '=', propertyId)
      .where('room.room_type_id', '=', roomTypeId)
      .where('room.active', '=', true)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('room_stay as stay')
              .select(sql.lit(1).as('held'))
              .whereRef('stay.room_id', '=', 'room.id')
              .where(sql<boolean>`stay.status in (${inventoryStatuses})`)
              .where('stay.arrival', '<', departure)
              .where('stay.departure', '>', arrival),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('room_out_of_order as ooo')
              .select(sql.lit(1).as('out'))
              .whereRef('ooo.room_id', '=', 'room.id')
              .where('ooo.from_date', '<', departure)
              .where('ooo.to_date', '>', arrival),
          ),
        ),
      )
      // Room numbers as staff read them: 101 before 1001, then by the text for "A12".
      .orderBy(sql`length(room.room_number)`)
      .orderBy('room.room_number')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      roomNumber: row.room_number,
      floor: row.floor,
      building: row.building,
      housekeepingStatus: row.housekeeping_status,
    }));
  },
);
