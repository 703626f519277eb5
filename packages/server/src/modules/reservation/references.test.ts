import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

// The settings lists a booking points at cannot be deleted from under it: "Can not Delete" with
// the reason, as every master-data list answers (spec §8).
let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
});
afterAll(() => server?.close());

type LooseCall = (
  path: string,
  action: string,
  data: unknown,
) => Promise<{ status: number; body: { apiResponse: { desc: string }; data: { id: number }[] } }>;
const call: LooseCall = (path, action, data) => server.call(path as never, action as never, data as never) as never;

async function created(path: string, item: Record<string, unknown>): Promise<number> {
  const answer = await call(path, 'create', [item]);
  expect(answer.status, `${path} create`).toBe(200);
  return answer.body.data[0]?.id as number;
}

describe('what bookings use', () => {
  it('cannot be deleted: each list names its reason', async () => {
    const thb = await server.db.selectFrom('currency').select('id').where('code', '=', 'THB').executeTakeFirstOrThrow();
    const ids = {
      source: await created('configuration/source', { code: 'RFSRC', name: 'Ref source', channel: 'NON-OTA' }),
      market: await created('configuration/market', { code: 'RFMKT', name: 'Ref market' }),
      segment: await created('configuration/segment', { code: 'RFSEG', name: 'Ref segment' }),
      rateCode: await created('configuration/rate-code', { code: 'RFRATE', name: 'Ref rate', currencyId: thb.id }),
      mealType: await created('configuration/meal-type', { code: 'RFMEAL', name: 'Ref meal' }),
      title: await created('configuration/title', { code: 'RFT', name: 'Ref title' }),
      guestType: await created('configuration/guest-type', { code: 'RFGT', name: 'Ref guest type' }),
      country: await created('configuration/country', {
        isoCode: 'QM',
        iso3: 'QMM',
        numericCode: '901',
        name: 'Testland North',
        nameTh: 'เทสต์แลนด์เหนือ',
        nameLa: 'ເທສແລນເໜືອ',
      }),
    };
    const city = await created('configuration/city', { code: 'RFCITY', name: 'Test City', countryId: ids.country });
    const guest = await created('reservation/guest-profile', {
      lastName: 'Krasniqi',
      titleId: ids.title,
      guestTypeId: ids.guestType,
      cityId: city,
    });
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'REF', 1);
    const arrival = plusDays(TEST_HOTEL_DATE, 40);
    const booked = await server.call(
      'reservation/reservation',
      'create',
      [
        booking(
          guest,
          [stay(roomTypeId, arrival, plusDays(arrival, 1), { roomId: roomIds[0], mealTypeId: ids.mealType })],
          { sourceId: ids.source, marketId: ids.market, segmentId: ids.segment, rateCodeId: ids.rateCode },
        ),
      ],
      newKey(),
    );
    expect(booked.status).toBe(200);
    // A country with cities is kept by them first; one without is kept by its nationals.
    const nationality = await created('configuration/country', {
      isoCode: 'QN',
      iso3: 'QNN',
      numericCode: '902',
      name: 'Testland South',
      nameTh: 'เทสต์แลนด์ใต้',
      nameLa: 'ເທສແລນໃຕ້',
    });
    await created('reservation/guest-profile', { lastName: 'Berisha', nationalityId: nationality });

    const expectations: [string, number, string][] = [
      ['configuration/source', ids.source, 'reservations came from this source'],
      ['configuration/market', ids.market, 'reservations are in this market'],
      ['configuration/segment', ids.segment, 'reservations are in this segment'],
      ['configuration/rate-code', ids.rateCode, 'reservations are booked at this rate code'],
      ['configuration/meal-type', ids.mealType, 'booked stays include this meal plan'],
      ['configuration/title', ids.title, 'guest profiles have this title'],
      ['configuration/guest-type', ids.guestType, 'guest profiles are of this type'],
      ['configuration/city', city, 'guest profiles live in this city'],
      ['configuration/country', nationality, 'guest profiles are of this nationality'],
      ['configuration/room', roomIds[0] as number, 'stays are booked in this room'],
      [
        'reservation/guest-profile',
        guest,
        'reservations are booked for this guest (merge the profile into another instead)',
      ],
    ];
    for (const [path, id, reason] of expectations) {
      const refused = await call(path, 'delete', [{ id }]);
      expect([path, refused.status, refused.body.apiResponse.desc]).toEqual([path, 409, `Can not Delete: ${reason}`]);
    }
    // A room type whose rooms are gone is still kept by the stays booked for it.
    await server.db.updateTable('room_stay').set({ room_id: null }).where('room_type_id', '=', roomTypeId).execute();
    await server.db.deleteFrom('room').where('room_type_id', '=', roomTypeId).execute();
    const type = await call('configuration/room-type', 'delete', [{ id: roomTypeId }]);
    expect(type.body.apiResponse.desc).toBe('Can not Delete: stays are booked for this room type');
  });
});
