import { expect } from 'vitest';
import { aGuest, newKey, roomTypeWithRooms } from '../../test/booking.ts';
import type { createTestServer } from '../../test/database.ts';
import { arriving } from '../../test/front-desk.ts';

// Fixtures of the reception-record tests: a guest arriving today and one in house, each on a
// room type of the test's own, and the demo hotel's first department and keep-at place.

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

export async function receptionFixtures(server: TestServer, code: string) {
  const guest = await aGuest(server, `Rec${code}`);
  const { roomTypeId, roomIds } = await roomTypeWithRooms(server, code, 2);
  const arrival = await arriving(server, guest, roomTypeId, { nights: 3 });
  const stay = await arriving(server, guest, roomTypeId, { nights: 3 });
  const checkin = await server.call(
    'reservation/reservation',
    'checkin',
    [{ stayId: stay.stayIds[0] as number, roomId: roomIds[0] as number }],
    newKey('ci'),
  );
  expect(checkin.status, JSON.stringify(checkin.body.apiResponse)).toBe(200);
  const department = await server.db
    .selectFrom('department')
    .select('id')
    .where('property_id', '=', server.propertyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const keepAt = await server.db
    .selectFrom('keep_at')
    .select('id')
    .where('property_id', '=', server.propertyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    arriving: { reservationId: arrival.reservationId, stayId: arrival.stayIds[0] as number },
    inHouse: { reservationId: stay.reservationId, stayId: stay.stayIds[0] as number },
    inHouseRoomId: roomIds[0] as number,
    otherRoomId: roomIds[1] as number,
    departmentId: department.id,
    keepAtId: keepAt.id,
  };
}

/** Ends a reservation's stays as checked out (set directly: check-out is another issue's). */
export async function checkedOut(server: TestServer, reservationId: number): Promise<void> {
  await server.db
    .updateTable('room_stay')
    .set({ status: 'checked-out' })
    .where('reservation_id', '=', reservationId)
    .execute();
  await server.db.updateTable('reservation').set({ status: 'checked-out' }).where('id', '=', reservationId).execute();
}

/** The audit records of one record. */
export async function auditOf(server: TestServer, entity: string, id: number) {
  return server.db
    .selectFrom('audit_log')
    .select(['action', 'actor', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}
