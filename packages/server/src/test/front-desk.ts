import type { Schemas } from '@pms/api-client';
import { expect } from 'vitest';
import { booking, newKey, plusDays, stay } from './booking.ts';
import type { createTestServer } from './database.ts';

// Helpers of the front-desk tests: bookings arriving on the hotel date on a room type of the
// test's own, room statuses set directly, and registration cards.

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

export async function hotelDate(server: TestServer): Promise<string> {
  const row = await server.db
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', server.propertyId)
    .executeTakeFirstOrThrow();
  return row.hotel_date;
}

/** A confirmed booking of `rooms` stays of a type arriving on `arrival` (the hotel date by default). */
export async function arriving(
  server: TestServer,
  guestId: number,
  roomTypeId: number,
  options: {
    arrival?: string;
    nights?: number;
    rooms?: number;
    status?: Schemas['BookingStatus'];
    adults?: number;
  } = {},
): Promise<{ reservationId: number; stayIds: number[]; stays: Schemas['RoomStay'][] }> {
  const arrival = options.arrival ?? (await hotelDate(server));
  const departure = plusDays(arrival, options.nights ?? 2);
  const stays = Array.from({ length: options.rooms ?? 1 }, () =>
    stay(roomTypeId, arrival, departure, { adults: options.adults ?? 2 }),
  );
  const created = await server.call(
    'reservation/reservation',
    'create',
    [booking(guestId, stays, { status: options.status ?? 'confirmed' })],
    newKey('arrive'),
  );
  expect(created.status, JSON.stringify(created.body.apiResponse)).toBe(200);
  const reservation = created.typed.data[0] as Schemas['Reservation'];
  return { reservationId: reservation.id, stayIds: reservation.stays.map((s) => s.id), stays: reservation.stays };
}

/** Sets a room's housekeeping status and service directly (the room-status tests use the API). */
export async function setRoom(
  server: TestServer,
  roomId: number,
  status: { housekeeping_status?: 'dirty' | 'clean' | 'inspected'; out_of_service?: boolean },
): Promise<void> {
  await server.db.updateTable('room').set(status).where('id', '=', roomId).execute();
}

export async function countryId(server: TestServer, iso = 'LA'): Promise<number> {
  const row = await server.db
    .selectFrom('country')
    .select('id')
    .where('property_id', '=', server.propertyId)
    .where('iso_code', '=', iso)
    .executeTakeFirstOrThrow();
  return row.id;
}

export function card(nationalityId: number, lastName = 'Keomany', more: Partial<Schemas['GuestRegistration']> = {}) {
  return {
    firstName: 'Test',
    lastName,
    nationalityId,
    documentType: 'passport' as const,
    documentNumber: `P${lastName.slice(0, 6).toUpperCase()}01`,
    dateOfBirth: '1988-04-02',
    address: 'Vientiane',
    ...more,
  };
}

export async function stayRow(server: TestServer, stayId: number) {
  return server.db.selectFrom('room_stay').selectAll().where('id', '=', stayId).executeTakeFirstOrThrow();
}
