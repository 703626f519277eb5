import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signIn } from '../../test/api.ts';
import { aGuest, booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE, testEngine } from '../../test/database.ts';

type NightChange = Schemas['AllotmentNightChange'];

let server: Awaited<ReturnType<typeof createTestServer>>;
let guest: number;
beforeAll(async () => {
  server = await createTestServer({ demo: true, maxConnections: 12 });
  guest = await aGuest(server, 'Allotment');
});
afterAll(() => server?.close());

let companies = 0;
async function aCompany(active = true): Promise<number> {
  companies += 1;
  const created = await server.call('reservation/company-profile', 'create', [
    {
      code: `ALT${String(companies).padStart(3, '0')}`,
      name: `Allotment company ${companies}`,
      active: active ? 1 : 0,
    },
  ]);
  const id = created.typed.data[0]?.id;
  if (!id) throw new Error(`company not created: ${JSON.stringify(created.body)}`);
  return id;
}

const setNights = (
  companyProfileId: number,
  roomTypeId: number,
  nights: NightChange[],
  headers?: Record<string, string>,
) => server.call('reservation/allotment', 'set', [{ companyProfileId, roomTypeId, nights }], headers);

const night = (date: string, rooms: number, more: Partial<NightChange> = {}): NightChange => ({
  night: date,
  rooms,
  releaseDays: 0,
  version: null,
  ...more,
});

const allotmentsOf = async (companyProfileId: number, forDate: string, toDate?: string) => {
  const answer = await server.call('reservation/allotment', 'get', [{ forDate, toDate, companyProfileId }]);
  expect(answer.status).toBe(200);
  return answer.typed.data[0]?.nights ?? [];
};

async function availabilityOf(roomTypeId: number, date: string) {
  const grid = await server.call('reservation/availability', 'get', [{ fromDate: date, toDate: date }]);
  return grid.typed.data[0]?.roomTypes.find((type) => type.roomTypeId === roomTypeId)?.nights[0];
}

async function bookForCompany(companyProfileId: number | null, roomTypeId: number, arrival: string, nights = 1) {
  const answer = await server.call(
    'reservation/reservation',
    'create',
    [booking(guest, [stay(roomTypeId, arrival, plusDays(arrival, nights))], { companyProfileId })],
    newKey('allot'),
  );
  expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
  return answer.typed.data[0];
}

describe(`reservation/allotment set (${testEngine})`, () => {
  it('writes nights, answers them as get does, and audits the change', async () => {
    const company = await aCompany();
    const { roomTypeId } = await roomTypeWithRooms(server, 'AL1', 6);
    const first = plusDays(TEST_HOTEL_DATE, 30);
    const written = await setNights(company, roomTypeId, [
      night(first, 3, { releaseDays: 7 }),
      night(plusDays(first, 1), 2),
    ]);
    expect(written.status).toBe(200);
    expect(written.typed.data).toEqual([
      {
        companyProfileId: company,
        roomTypeId,
        night: first,
        rooms: 3,
        releaseDays: 7,
        releaseDate: plusDays(first, -7),
        released: false,
        picked: 0,
        unpicked: 3,
        version: 1,
      },
      {
        companyProfileId: company,
        roomTypeId,
        night: plusDays(first, 1),
        rooms: 2,
        releaseDays: 0,
        releaseDate: plusDays(first, 1),
        released: false,
        picked: 0,
        unpicked: 2,
        version: 1,
      },
    ]);
    expect(await allotmentsOf(company, first, plusDays(first, 1))).toEqual(written.typed.data);
    const audits = await server.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'allotment')
      .where('entity_id', '=', `${company}:${roomTypeId}`)
      .execute();
    expect(audits).toEqual([
      {
        action: 'set',
        before: { nights: [] },
        after: {
          nights: [
            { night: first, rooms: 3, releaseDays: 7, version: 1 },
            { night: plusDays(first, 1), rooms: 2, releaseDays: 0, version: 1 },
          ],
        },
      },
    ]);
    // The held rooms have left general inventory.
    expect(await availabilityOf(roomTypeId, first)).toMatchObject({ rooms: 6, sold: 0, allotted: 3, available: 3 });
  });

  it('checks row versions: null only for a night without a row, the current version otherwise', async () => {
    const company = await aCompany();
    const { roomTypeId } = await roomTypeWithRooms(server, 'AL2', 4);
    const date = plusDays(TEST_HOTEL_DATE, 31);
    expect((await setNights(company, roomTypeId, [night(date, 1)])).status).toBe(200);

    const again = await setNights(company, roomTypeId, [night(date, 2)]);
    expect(again.status).toBe(409);
    expect(again.body.apiResponse.code).toBe('STALE_VERSION');
    expect(again.body.apiResponse.errors?.[0]?.field).toBe('/data/0/nights/0/version');

    const changed = await setNights(company, roomTypeId, [night(date, 2, { version: 1 })]);
    expect(changed.typed.data[0]).toMatchObject({ rooms: 2, version: 2 });
    const stale = await setNights(company, roomTypeId, [night(plusDays(date, 1), 1), night(date, 3, { version: 1 })]);
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.errors?.[0]?.field).toBe('/data/0/nights/1/version');
    // The refusal changed nothing, not even the night that was valid.
    expect(await allotmentsOf(company, date, plusDays(date, 1))).toMatchObject([{ night: date, rooms: 2, version: 2 }]);

    const ghost = await setNights(company, roomTypeId, [night(plusDays(date, 2), 1, { version: 4 })]);
    expect(ghost.status).toBe(409);
    expect(ghost.body.apiResponse.code).toBe('STALE_VERSION');

    // A night sent as it is keeps its version.
    const same = await setNights(company, roomTypeId, [night(date, 2, { version: 2 })]);
    expect(same.typed.data[0]).toMatchObject({ rooms: 2, version: 2 });
  });

  it('refuses nights before the hotel date, twice the same night, and a period read too long', async () => {
    const company = await aCompany();
    const { roomTypeId } = await roomTypeWithRooms(server, 'AL3', 2);
    const past = await setNights(company, roomTypeId, [
      night(TEST_HOTEL_DATE, 1),
      night(plusDays(TEST_HOTEL_DATE, -1), 1),
    ]);
    expect(past.status).toBe(422);
    expect(past.body.apiResponse.code).toBe('NIGHT_BEFORE_HOTEL_DATE');
    expect(past.body.apiResponse.errors?.[0]?.field).toBe('/data/0/nights/1/night');
    const twice = await setNights(company, roomTypeId, [
      night(plusDays(TEST_HOTEL_DATE, 3), 1),
      night(plusDays(TEST_HOTEL_DATE, 3), 2),
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.apiResponse.errors?.[0]?.field).toBe('/data/0/nights/1/night');
    const malformed = await server.post('reservation/allotment', {
      apiRequest: { action: 'set' },
      data: [
        {
          companyProfileId: company,
          roomTypeId,
          nights: [{ night: TEST_HOTEL_DATE, rooms: -1, releaseDays: 0, version: null }],
        },
      ],
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.apiResponse.errors?.[0]?.field).toBe('/data/0/nights/0/rooms');
    // The hotel date itself may be set.
    expect((await setNights(company, roomTypeId, [night(TEST_HOTEL_DATE, 1)])).status).toBe(200);
  });

  it('refuses an inactive company (422), an inactive room type (422) and another hotel’s or unknown ids (409)', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'AL4', 2);
    const date = plusDays(TEST_HOTEL_DATE, 10);
    const inactive = await aCompany(false);
    const refused = await setNights(inactive, roomTypeId, [night(date, 1)]);
    expect(refused.status).toBe(422);
    expect(refused.body.apiResponse.code).toBe('COMPANY_INACTIVE');
    expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/companyProfileId');
    const filled = await server.call('reservation/allotment', 'fill', [
      {
        companyProfileId: inactive,
        roomTypeId,
        fromDate: date,
        toDate: date,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        rooms: 1,
        releaseDays: 0,
      },
    ]);
    expect(filled.status).toBe(422);
    expect(filled.body.apiResponse.code).toBe('COMPANY_INACTIVE');

    const company = await aCompany();
    const retired = await server.db
      .insertInto('room_type')
      .values({ property_id: server.propertyId, code: 'AL4OLD', name: 'Retired', max_adults: 2, active: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const oldType = await setNights(company, retired.id, [night(date, 1)]);
    expect(oldType.status).toBe(422);
    expect(oldType.body.apiResponse.code).toBe('ROOM_TYPE_INACTIVE');
    const unknownType = await setNights(company, 999_999, [night(date, 1)]);
    expect(unknownType.status).toBe(409);
    expect(unknownType.body.apiResponse.errors?.[0]?.field).toBe('/data/0/roomTypeId');
    const unknownCompany = await setNights(999_999, roomTypeId, [night(date, 1)]);
    expect(unknownCompany.status).toBe(409);
    expect(unknownCompany.body.apiResponse.errors?.[0]?.field).toBe('/data/0/companyProfileId');
  });

  it('is written by reservation and sales staff only, and read by everyone signed in', async () => {
    const company = await aCompany();
    const { roomTypeId } = await roomTypeWithRooms(server, 'AL5', 3);
    const date = plusDays(TEST_HOTEL_DATE, 12);
    const sale = await signIn(server.app, 'sale', 'demo-test-password');
    const reservation = await signIn(server.app, 'reservation', 'demo-test-password');
    const housekeeping = await signIn(server.app, 'housekeeping', 'demo-test-password');
    expect((await setNights(company, roomTypeId, [night(date, 1)], sale.headers)).status).toBe(200);
    expect((await setNights(company, roomTypeId, [night(date, 2, { version: 1 })], reservation.headers)).status).toBe(
      200,
    );
    expect((await setNights(company, roomTypeId, [night(date, 3, { version: 2 })], housekeeping.headers)).status).toBe(
      403,
    );
    const read = await server.call('reservation/allotment', 'get', [{ forDate: date }], housekeeping.headers);
    expect(read.status).toBe(200);
    const anonymous = await post(server.app, 'reservation/allotment', {
      apiRequest: { action: 'get' },
      data: [{ forDate: date }],
    });
    expect(anonymous.status).toBe(401);
  });
});

describe(`an allotment takes rooms from general inventory (${testEngine})`, () => {
  it('refuses to hold more than rooms − out of order − sold − other companies’ unpicked, naming the night', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'AL6', 6);
    const date = plusDays(TEST_HOTEL_DATE, 40);
    const [first, second] = [await aCompany(), await aCompany()];
    // 6 rooms: 1 out of order, 2 sold to walk-up guests, 1 sold to the first company.
    await server.db
      .insertInto('room_out_of_order')
      .values({
        property_id: server.propertyId,
        room_id: roomIds[0] as number,
        from_date: plusDays(date, -1),
        to_date: plusDays(date, 1),
        reason: 'Leaking pipe',
        created_by: 'test',
      })
      .execute();
    await bookForCompany(null, roomTypeId, date);
    await bookForCompany(null, roomTypeId, date);
    await bookForCompany(first, roomTypeId, date);
    // The first company holds 2 and has picked 1: 1 unpicked. Left: 6 − 1 − 3 − 1 = 1.
    expect((await setNights(first, roomTypeId, [night(date, 2)])).status).toBe(200);
    expect(await allotmentsOf(first, date, date)).toMatchObject([{ rooms: 2, picked: 1, unpicked: 1 }]);
    expect(await availabilityOf(roomTypeId, date)).toMatchObject({ outOfOrder: 1, sold: 3, allotted: 1, available: 1 });

    const tooMany = await setNights(second, roomTypeId, [night(plusDays(date, 1), 1), night(date, 2)]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.apiResponse.code).toBe('NO_AVAILABILITY');
    expect(tooMany.body.apiResponse.errors).toEqual([
      { field: '/data/0/nights/1/rooms', message: `at most 1 AL6 rooms can be held on ${date}` },
    ]);
    // Nothing of the refused change was written, not even the night that fitted.
    expect(await allotmentsOf(second, date, plusDays(date, 1))).toEqual([]);

    const fits = await setNights(second, roomTypeId, [night(date, 1)]);
    expect(fits.status).toBe(200);
    expect(await availabilityOf(roomTypeId, date)).toMatchObject({ allotted: 2, available: 0 });
    // The first company's own held room is not free to raise its hold further.
    const raise = await setNights(first, roomTypeId, [night(date, 3, { version: 1 })]);
    expect(raise.status).toBe(409);
    expect(raise.body.apiResponse.code).toBe('NO_AVAILABILITY');
  });

  it('lets a hold be lowered below what is picked: the bookings stay, nothing is unpicked', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'AL7', 3);
    const date = plusDays(TEST_HOTEL_DATE, 41);
    const company = await aCompany();
    expect((await setNights(company, roomTypeId, [night(date, 2)])).status).toBe(200);
    await bookForCompany(company, roomTypeId, date);
    await bookForCompany(company, roomTypeId, date);
    expect(await allotmentsOf(company, date, date)).toMatchObject([{ rooms: 2, picked: 2, unpicked: 0 }]);
    const lowered = await setNights(company, roomTypeId, [night(date, 0, { version: 1 })]);
    expect(lowered.status).toBe(200);
    expect(lowered.typed.data[0]).toMatchObject({ rooms: 0, picked: 2, unpicked: 0 });
    expect(await availabilityOf(roomTypeId, date)).toMatchObject({ sold: 2, allotted: 0, available: 1 });
  });

  it('lets a night already short be lowered, and refuses only a raise', async () => {
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'AL8', 2);
    const date = plusDays(TEST_HOTEL_DATE, 42);
    const company = await aCompany();
    expect((await setNights(company, roomTypeId, [night(date, 2)])).status).toBe(200);
    // A room goes out of order after the allotment was given: the night is one short.
    await server.db
      .insertInto('room_out_of_order')
      .values({
        property_id: server.propertyId,
        room_id: roomIds[1] as number,
        from_date: date,
        to_date: plusDays(date, 1),
        reason: 'Repainting',
        created_by: 'test',
      })
      .execute();
    expect((await setNights(company, roomTypeId, [night(date, 2, { version: 1, releaseDays: 3 })])).status).toBe(200);
    expect((await setNights(company, roomTypeId, [night(date, 1, { version: 2, releaseDays: 3 })])).status).toBe(200);
    expect((await setNights(company, roomTypeId, [night(date, 2, { version: 3, releaseDays: 3 })])).status).toBe(409);
  });

  it('a released night holds nothing: its unpicked rooms are general inventory again', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'AL9', 2);
    const date = plusDays(TEST_HOTEL_DATE, 5);
    const [held, released] = [await aCompany(), await aCompany()];
    // Released once the hotel date reaches night − releaseDays: 5 days before is today.
    const kept = await setNights(held, roomTypeId, [night(date, 1, { releaseDays: 4 })]);
    expect(kept.typed.data[0]).toMatchObject({ releaseDate: plusDays(date, -4), released: false, unpicked: 1 });
    const gone = await setNights(released, roomTypeId, [night(date, 2, { releaseDays: 5 })]);
    expect(gone.status).toBe(200);
    expect(gone.typed.data[0]).toMatchObject({ releaseDate: TEST_HOTEL_DATE, released: true, unpicked: 0 });
    expect(await availabilityOf(roomTypeId, date)).toMatchObject({ allotted: 1, available: 1 });
    // Taking the release back holds the rooms again, so it is checked like any raise: one is left.
    const unreleased = await setNights(released, roomTypeId, [night(date, 2, { releaseDays: 4, version: 1 })]);
    expect(unreleased.status).toBe(409);
    expect(unreleased.body.apiResponse.code).toBe('NO_AVAILABILITY');
    expect((await setNights(released, roomTypeId, [night(date, 1, { releaseDays: 4, version: 1 })])).status).toBe(200);
    expect(await availabilityOf(roomTypeId, date)).toMatchObject({ allotted: 2, available: 0 });
  });
});

describe(`reservation/allotment fill (${testEngine})`, () => {
  it('writes the nights of the chosen weekdays, Sunday 1 to Saturday 7, and counts them', async () => {
    const company = await aCompany();
    const { roomTypeId } = await roomTypeWithRooms(server, 'AF1', 5);
    // 21 November 2026, the test hotel date, is a Saturday.
    const fromDate = TEST_HOTEL_DATE;
    const toDate = plusDays(TEST_HOTEL_DATE, 13);
    const weekend = await server.call('reservation/allotment', 'fill', [
      { companyProfileId: company, roomTypeId, fromDate, toDate, weekdays: [1, 7], rooms: 2, releaseDays: 1 },
    ]);
    expect(weekend.status).toBe(200);
    expect(weekend.typed.data).toEqual([{ written: 4 }]);
    const rows = await allotmentsOf(company, fromDate, toDate);
    expect(rows.map((row) => row.night)).toEqual(['2026-11-21', '2026-11-22', '2026-11-28', '2026-11-29']);
    expect(rows.every((row) => row.rooms === 2 && row.releaseDays === 1)).toBe(true);

    // Monday (2) alone; then every day over what is there: changed and new nights are counted,
    // the nights already as asked are not.
    const monday = await server.call('reservation/allotment', 'fill', [
      { companyProfileId: company, roomTypeId, fromDate, toDate, weekdays: [2], rooms: 1, releaseDays: 0 },
    ]);
    expect(monday.typed.data).toEqual([{ written: 2 }]);
    expect((await allotmentsOf(company, '2026-11-23', '2026-11-23'))[0]).toMatchObject({ rooms: 1 });
    const everyDay = await server.call('reservation/allotment', 'fill', [
      {
        companyProfileId: company,
        roomTypeId,
        fromDate,
        toDate,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        rooms: 1,
        releaseDays: 0,
      },
    ]);
    expect(everyDay.typed.data).toEqual([{ written: 12 }]);
    const all = await allotmentsOf(company, fromDate, toDate);
    expect(all).toHaveLength(14);
    expect(all.find((row) => row.night === '2026-11-22')).toMatchObject({ rooms: 1, releaseDays: 0, version: 2 });
    expect(all.find((row) => row.night === '2026-11-23')).toMatchObject({ version: 1 });
    const audits = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'allotment')
      .where('entity_id', '=', `${company}:${roomTypeId}`)
      .execute();
    expect(audits.map((audit) => audit.action)).toEqual(['fill', 'fill', 'fill']);
  });

  it('refuses a period before the hotel date, backwards or over 366 nights, and a night it cannot hold', async () => {
    const company = await aCompany();
    const { roomTypeId } = await roomTypeWithRooms(server, 'AF2', 2);
    const fill = (fromDate: string, toDate: string, rooms = 1) =>
      server.call('reservation/allotment', 'fill', [
        {
          companyProfileId: company,
          roomTypeId,
          fromDate,
          toDate,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          rooms,
          releaseDays: 0,
        },
      ]);
    const early = await fill(plusDays(TEST_HOTEL_DATE, -1), TEST_HOTEL_DATE);
    expect(early.status).toBe(422);
    expect(early.body.apiResponse.errors?.[0]?.field).toBe('/data/0/fromDate');
    const backwards = await fill(plusDays(TEST_HOTEL_DATE, 2), TEST_HOTEL_DATE);
    expect(backwards.status).toBe(400);
    expect(backwards.body.apiResponse.errors?.[0]?.field).toBe('/data/0/toDate');
    expect((await fill(TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, 366))).status).toBe(400);
    const noDay = await server.post('reservation/allotment', {
      apiRequest: { action: 'fill' },
      data: [
        {
          companyProfileId: company,
          roomTypeId,
          fromDate: TEST_HOTEL_DATE,
          toDate: TEST_HOTEL_DATE,
          weekdays: [0],
          rooms: 1,
          releaseDays: 0,
        },
      ],
    });
    expect(noDay.status).toBe(400);
    expect(noDay.body.apiResponse.errors?.[0]?.field).toBe('/data/0/weekdays/0');

    const busy = plusDays(TEST_HOTEL_DATE, 60);
    await bookForCompany(null, roomTypeId, busy);
    const short = await fill(plusDays(busy, -2), plusDays(busy, 2), 2);
    expect(short.status).toBe(409);
    expect(short.body.apiResponse.code).toBe('NO_AVAILABILITY');
    expect(short.body.apiResponse.errors?.[0]).toEqual({
      field: '/data/0/rooms',
      message: `at most 1 AF2 rooms can be held on ${busy}`,
    });
    expect(await allotmentsOf(company, plusDays(busy, -2), plusDays(busy, 2))).toEqual([]);
    expect((await fill(plusDays(busy, -2), plusDays(busy, 2), 1)).typed.data).toEqual([{ written: 5 }]);
  });
});

describe(`reservation/allotment get (${testEngine})`, () => {
  it('answers 14 nights from forDate by default, the companies and room types with rows, and filters by company', async () => {
    const [one, two] = [await aCompany(), await aCompany()];
    const { roomTypeId } = await roomTypeWithRooms(server, 'AG1', 4);
    const forDate = plusDays(TEST_HOTEL_DATE, 100);
    await setNights(one, roomTypeId, [
      night(forDate, 1),
      night(plusDays(forDate, 13), 1),
      night(plusDays(forDate, 14), 1),
    ]);
    await setNights(two, roomTypeId, [night(plusDays(forDate, 2), 2)]);
    const all = await server.call('reservation/allotment', 'get', [{ forDate }]);
    const grid = all.typed.data[0];
    expect(grid?.toDate).toBe(plusDays(forDate, 13));
    expect(grid?.hotelDate).toBe(TEST_HOTEL_DATE);
    expect(grid?.nights.map((row) => [row.companyProfileId, row.night])).toEqual([
      [one, forDate],
      [one, plusDays(forDate, 13)],
      [two, plusDays(forDate, 2)],
    ]);
    expect(grid?.companies.map((company) => company.id)).toEqual([one, two]);
    expect(grid?.companies[0]).toMatchObject({ active: 1 });
    expect(grid?.roomTypes).toEqual([{ id: roomTypeId, code: 'AG1', name: 'Test AG1' }]);

    const justTwo = (await server.call('reservation/allotment', 'get', [{ forDate, companyProfileId: two }])).typed
      .data[0];
    expect(justTwo?.nights.map((row) => row.companyProfileId)).toEqual([two]);
    // A company asked for is named even on a period where it holds nothing.
    const three = await aCompany();
    const empty = (await server.call('reservation/allotment', 'get', [{ forDate, companyProfileId: three }])).typed
      .data[0];
    expect(empty).toMatchObject({ nights: [], roomTypes: [], companies: [{ id: three, active: 1 }] });
  });

  it('counts as picked the company’s stays of the type that take inventory that night', async () => {
    const company = await aCompany();
    const other = await aCompany();
    const { roomTypeId } = await roomTypeWithRooms(server, 'AG2', 6);
    const { roomTypeId: otherType } = await roomTypeWithRooms(server, 'AG3', 2);
    const date = plusDays(TEST_HOTEL_DATE, 70);
    await setNights(company, roomTypeId, [night(date, 3), night(plusDays(date, 1), 3), night(plusDays(date, 2), 1)]);
    await bookForCompany(company, roomTypeId, date, 2);
    await bookForCompany(company, otherType, date);
    await bookForCompany(other, roomTypeId, date);
    await bookForCompany(null, roomTypeId, date);
    // A tentative booking takes no inventory, so it picks nothing.
    const tentative = await server.call(
      'reservation/reservation',
      'create',
      [booking(guest, [stay(roomTypeId, date, plusDays(date, 3))], { companyProfileId: company, status: 'tentative' })],
      newKey('allot'),
    );
    expect(tentative.status).toBe(200);
    const cancelled = await bookForCompany(company, roomTypeId, plusDays(date, 2));
    const reason = await server.db
      .selectFrom('cancellation_reason')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cancel = await server.call('reservation/reservation', 'cancel', [
      { id: cancelled?.id as number, version: 1, cancellationReasonId: reason.id },
    ]);
    expect(cancel.status).toBe(200);
    expect(
      (await allotmentsOf(company, date, plusDays(date, 2))).map(({ night, picked, unpicked }) => ({
        night,
        picked,
        unpicked,
      })),
    ).toEqual([
      { night: date, picked: 1, unpicked: 2 },
      { night: plusDays(date, 1), picked: 1, unpicked: 2 },
      { night: plusDays(date, 2), picked: 0, unpicked: 1 },
    ]);
  });

  it('refuses a period over 62 nights or backwards (400) and an unknown company (404)', async () => {
    const ask = (criteria: Schemas['AllotmentCriteria']) => server.call('reservation/allotment', 'get', [criteria]);
    expect((await ask({ forDate: TEST_HOTEL_DATE, toDate: plusDays(TEST_HOTEL_DATE, 61) })).status).toBe(200);
    const tooLong = await ask({ forDate: TEST_HOTEL_DATE, toDate: plusDays(TEST_HOTEL_DATE, 62) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.apiResponse.errors?.[0]?.field).toBe('/data/0/toDate');
    expect((await ask({ forDate: TEST_HOTEL_DATE, toDate: plusDays(TEST_HOTEL_DATE, -1) })).status).toBe(400);
    const unknown = await ask({ forDate: TEST_HOTEL_DATE, companyProfileId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.apiResponse.errors?.[0]?.field).toBe('/data/0/companyProfileId');
  });
});

describe(`the release date moves with the hotel date (${testEngine})`, () => {
  it('releases a night once the hotel date reaches night − releaseDays', async () => {
    const company = await aCompany();
    const { roomTypeId } = await roomTypeWithRooms(server, 'AR1', 3);
    const date = plusDays(TEST_HOTEL_DATE, 3);
    await setNights(company, roomTypeId, [night(date, 2, { releaseDays: 2 })]);
    expect(await allotmentsOf(company, date, date)).toMatchObject([{ released: false, unpicked: 2 }]);
    const move = (from: string, to: string) =>
      server.call('reservation/reservation', 'SetHotelDate', [{ currentValue: from, value: to }]);
    expect((await move(TEST_HOTEL_DATE, plusDays(TEST_HOTEL_DATE, 1))).status).toBe(200);
    try {
      expect(await allotmentsOf(company, date, date)).toMatchObject([{ released: true, unpicked: 0 }]);
      expect(await availabilityOf(roomTypeId, date)).toMatchObject({ allotted: 0, available: 3 });
    } finally {
      expect((await move(plusDays(TEST_HOTEL_DATE, 1), TEST_HOTEL_DATE)).status).toBe(200);
    }
  });
});

describe(`what an allotment keeps (${testEngine})`, () => {
  it('keeps its company and room type from being deleted, saying why', async () => {
    const company = await aCompany();
    const { roomTypeId, roomIds } = await roomTypeWithRooms(server, 'AK1', 1);
    await setNights(company, roomTypeId, [night(plusDays(TEST_HOTEL_DATE, 20), 1)]);
    const companyDeleted = await server.call('reservation/company-profile', 'delete', [{ id: company }]);
    expect(companyDeleted.status).toBe(409);
    expect(companyDeleted.body.apiResponse.desc).toBe('Can not Delete: allotments are held for this company');
    await server.db.deleteFrom('room').where('id', 'in', roomIds).execute();
    const typeDeleted = await server.call('configuration/room-type', 'delete', [{ id: roomTypeId }]);
    expect(typeDeleted.status).toBe(409);
    expect(typeDeleted.body.apiResponse.desc).toBe('Can not Delete: companies hold allotments of this room type');
  });
});

describe(`simultaneous allotments (${testEngine})`, () => {
  it('hold exactly the rooms that are left: the rest get 409 NO_AVAILABILITY, none a 5xx', async () => {
    const { roomTypeId } = await roomTypeWithRooms(server, 'AC1', 3);
    const date = plusDays(TEST_HOTEL_DATE, 90);
    const rivals: number[] = [];
    for (let n = 0; n < 8; n += 1) rivals.push(await aCompany());
    const answers = await Promise.all([
      ...rivals.map((company) => setNights(company, roomTypeId, [night(date, 1), night(plusDays(date, 1), 1)])),
      ...rivals
        .slice(0, 4)
        .map(() =>
          server.call(
            'reservation/reservation',
            'create',
            [booking(guest, [stay(roomTypeId, date, plusDays(date, 2))])],
            newKey('race'),
          ),
        ),
    ]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(
      new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.apiResponse.code)),
    ).toEqual(new Set(['NO_AVAILABILITY']));
    for (const day of [date, plusDays(date, 1)]) {
      expect(await availabilityOf(roomTypeId, day)).toMatchObject({ available: 0 });
    }
  });
});
