import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import type { createTestServer } from './database.ts';

// Helpers of the reservation tests: room types of their own (so that the demo's bookings never
// change what a test counts), booking bodies, and the checks every concurrency run ends with.

type TestServer = Awaited<ReturnType<typeof createTestServer>>;
export type BookingBody = Schemas['ReservationCreate'];
type StayBody = Schemas['RoomStayCreate'];

const DAY_MS = 86_400_000;
export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** One rate per night from arrival to the night before departure. */
export function ratesFor(arrival: string, departure: string, amount = '1800.00'): Schemas['NightlyRate'][] {
  const rates: Schemas['NightlyRate'][] = [];
  for (let night = arrival; night < departure; night = plusDays(night, 1)) rates.push({ night, amount });
  return rates;
}

export function stay(roomTypeId: number, arrival: string, departure: string, more: Partial<StayBody> = {}): StayBody {
  return { roomTypeId, arrival, departure, adults: 2, nightlyRates: ratesFor(arrival, departure), ...more };
}

export function booking(guestProfileId: number, stays: StayBody[], more: Partial<BookingBody> = {}): BookingBody {
  return { guestProfileId, channel: 'NON-OTA', status: 'confirmed', stays, ...more };
}

let keys = 0;
/** A fresh Idempotency-Key header. */
export function newKey(label = 'book') {
  keys += 1;
  return { 'idempotency-key': `${label}-${process.pid}-${Date.now().toString(36)}-${keys}` };
}

/** A room type of the test's own with `rooms` active rooms: nobody else books it. */
export async function roomTypeWithRooms(
  server: TestServer,
  code: string,
  rooms: number,
  more: { maxAdults?: number; maxChildren?: number } = {},
): Promise<{ roomTypeId: number; roomIds: number[] }> {
  const { db, propertyId } = server;
  const type = await db
    .insertInto('room_type')
    .values({
      property_id: propertyId,
      code,
      name: `Test ${code}`,
      max_adults: more.maxAdults ?? 2,
      max_children: more.maxChildren ?? 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const building = await db.selectFrom('building').select('id').orderBy('id').executeTakeFirstOrThrow();
  const floor = await db.selectFrom('floor').select('id').orderBy('id').executeTakeFirstOrThrow();
  const roomIds: number[] = [];
  for (let n = 1; n <= rooms; n += 1) {
    const room = await db
      .insertInto('room')
      .values({
        property_id: propertyId,
        room_number: `${code}${n}`.slice(0, 10),
        room_type_id: type.id,
        building_id: building.id,
        floor_id: floor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    roomIds.push(room.id);
  }
  return { roomTypeId: type.id, roomIds };
}

export async function aGuest(server: TestServer, lastName = 'Guest'): Promise<number> {
  const created = await server.call('reservation/guest-profile', 'create', [{ lastName, firstName: 'Test' }]);
  const id = created.typed.data[0]?.id;
  if (!id) throw new Error(`guest not created: ${JSON.stringify(created.body)}`);
  return id;
}

/** Stays that take inventory and hold the same room on a common night: must be none, ever. */
export async function overlappingAssignedStays(server: TestServer): Promise<number> {
  const found = await sql<{ count: number }>`select count(*)::int as count
    from room_stay as a join room_stay as b
      on a.room_id = b.room_id and a.id < b.id and a.arrival < b.departure and b.arrival < a.departure
    where a.status in ('confirmed', 'guaranteed', 'in-house') and b.status in ('confirmed', 'guaranteed', 'in-house')`.execute(
    server.db,
  );
  return found.rows[0]?.count ?? -1;
}

/** Room type nights sold beyond the rooms of the type: must be none, ever. */
export async function oversoldNights(server: TestServer): Promise<number> {
  const found = await sql<{ count: number }>`select count(*)::int as count from (
      select stay.room_type_id, stay.arrival + i as night, count(*) as sold
      from room_stay as stay
      cross join lateral generate_series(0, stay.departure - stay.arrival - 1) as i
      where stay.status in ('confirmed', 'guaranteed', 'in-house')
      group by 1, 2
    ) as nights
    where sold > (select count(*) from room where room.room_type_id = nights.room_type_id and room.active)`.execute(
    server.db,
  );
  return found.rows[0]?.count ?? -1;
}
