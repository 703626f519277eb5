import { expect } from 'vitest';
import { fromCents, toCents } from '../api/money.ts';
import { aGuest, newKey, roomTypeWithRooms } from './booking.ts';
import type { createTestServer } from './database.ts';
import { arriving } from './front-desk.ts';

// Fixtures of the cashier tests: in-house stays on a room type of the test's own, the demo hotel's
// transaction codes and payment types by code, and a known USD buying rate on the hotel date.

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

export const USD_RATE = '32.745000';

export async function inHouseStays(server: TestServer, code: string, count: number): Promise<number[]> {
  const guest = await aGuest(server, `Cash${code}`);
  const { roomTypeId, roomIds } = await roomTypeWithRooms(server, code, count);
  const stays: number[] = [];
  for (const roomId of roomIds) {
    const booked = await arriving(server, guest, roomTypeId, { nights: 3 });
    const stayId = booked.stayIds[0] as number;
    const checkin = await server.call('reservation/reservation', 'checkin', [{ stayId, roomId }], newKey('ci'));
    expect(checkin.status, JSON.stringify(checkin.body.apiResponse)).toBe(200);
    stays.push(stayId);
  }
  return stays;
}

/** The first room nobody is in house in (a room charge there is refused). */
export function vacantRoom(server: TestServer) {
  return server.db
    .selectFrom('room')
    .select('room_number')
    .where(
      'id',
      'not in',
      server.db
        .selectFrom('room_stay')
        .select('room_id')
        .where('status', '=', 'in-house')
        .where('room_id', 'is not', null)
        .$castTo<number>(),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

export async function cashierFixtures(server: TestServer) {
  const { db, propertyId } = server;
  const codes = await db
    .selectFrom('transaction_code')
    .select(['id', 'code'])
    .where('property_id', '=', propertyId)
    .execute();
  const types = await db
    .selectFrom('payment_type')
    .select(['id', 'code'])
    .where('property_id', '=', propertyId)
    .execute();
  const codeId = (code: string) => codes.find((row) => row.code === code)?.id as number;
  const typeId = (code: string) => types.find((row) => row.code === code)?.id as number;
  const usd = await db
    .selectFrom('currency')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('code', '=', 'USD')
    .executeTakeFirstOrThrow();
  const property = await db
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('exchange_rate')
    .where('currency_id', '=', usd.id)
    .where('effective_date', '=', property.hotel_date)
    .execute();
  await db
    .insertInto('exchange_rate')
    .values({
      property_id: propertyId,
      currency_id: usd.id,
      effective_date: property.hotel_date,
      buying_rate: USD_RATE,
      selling_rate: '33.500000',
    })
    .execute();
  return {
    hotelDate: property.hotel_date,
    room: codeId('1000'),
    food: codeId('2000'),
    laundry: codeId('3000'),
    cashCode: codeId('9000'),
    cash: typeId('CASH'),
    usdCash: typeId('USD'),
    visa: typeId('VISA'),
  };
}

/** The balance of a folio as the database sums it (non-void postings), for checks. */
export async function summedBalance(server: TestServer, folioId: number): Promise<string> {
  const row = await server.db
    .selectFrom('posting')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('total'), eb.val('0')).as('sum'))
    .where('folio_id', '=', folioId)
    .where('is_void', '=', false)
    .executeTakeFirstOrThrow();
  return fromCents(toCents(String(row.sum)));
}
