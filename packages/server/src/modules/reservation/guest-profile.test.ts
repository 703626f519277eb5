import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { plusDays } from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';
import { describeMasterData } from '../../test/masterData.ts';

type TestServer = Awaited<ReturnType<typeof createTestServer>>;

/** A reservation booked for the guest, written directly: what keeps a profile from deletion. */
async function bookFor(server: TestServer, column: 'guest_profile_id' | 'company_profile_id', id: number) {
  await server.db
    .insertInto('reservation')
    .values({
      property_id: server.propertyId,
      confirmation_number: `T${id}${column.length}`,
      [column]: id,
      channel: 'NON-OTA',
      status: 'tentative',
      arrival: TEST_HOTEL_DATE,
      departure: '2026-11-23',
      created_by: 'test',
    })
    .execute();
}

describeMasterData({
  path: 'reservation/guest-profile',
  entity: 'guest-profile',
  sample: (n, ids) => ({
    titleId: ids.title,
    firstName: 'Sample',
    lastName: `Sampleguest ${n}`,
    nationalityId: ids.country,
    cityId: ids.city,
    idNumber: `P${n}0000`,
    email: `sample${n}@example.com`,
    phone: '+66 81 234 5678',
    vipLevel: n % 6,
    guestTypeId: ids.guest_type,
    notes: 'Prefers a high floor',
  }),
  references: ['title', 'country', 'city', 'guest_type'],
  change: { lastName: 'Changed', vipLevel: 3 },
  searchText: 'sampleguest',
  useIt: (server, id) => bookFor(server, 'guest_profile_id', id),
  refusedLogin: 'housekeeping',
});

describe('reservation/guest-profile rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  it('needs a last name only; the rest defaults to empty, VIP level 0', async () => {
    const created = await server.call('reservation/guest-profile', 'create', [{ lastName: 'Keomany' }]);
    expect(created.status).toBe(200);
    expect(created.typed.data[0]).toMatchObject({
      firstName: '',
      lastName: 'Keomany',
      titleId: null,
      nationalityId: null,
      vipLevel: 0,
      email: '',
      version: 1,
    });
    const missing = await server.post('reservation/guest-profile', {
      apiRequest: { action: 'create' },
      data: [{ firstName: 'Noy' }],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.apiResponse.errors).toContainEqual({
      field: '/data/0/lastName',
      message: 'is required',
      rule: 'required',
    });
  });

  it('refuses a VIP level above 5 and an email without @', async () => {
    const answer = await server.post('reservation/guest-profile', {
      apiRequest: { action: 'create' },
      data: [{ lastName: 'Vongsa', vipLevel: 6, email: 'not-an-email' }],
    });
    expect(answer.status).toBe(400);
    const fields = answer.body.apiResponse.errors?.map((error) => error.field);
    expect(fields).toContain('/data/0/vipLevel');
    expect(fields).toContain('/data/0/email');
  });

  it('is written by reservation and reception staff, not by sales', async () => {
    for (const login of ['reservation', 'reception']) {
      const user = await signIn(server.app, login, 'demo-test-password');
      const answer = await server.call(
        'reservation/guest-profile',
        'create',
        [{ lastName: `By ${login}` }],
        user.headers,
      );
      expect(answer.status).toBe(200);
    }
    const sale = await signIn(server.app, 'sale', 'demo-test-password');
    expect((await server.call('reservation/guest-profile', 'create', [{ lastName: 'No' }], sale.headers)).status).toBe(
      403,
    );
  });

  it('finds the demo guests by name, passport or phone', async () => {
    const search = async (text: string) =>
      (await server.call('reservation/guest-profile', 'search', [{ search: text }])).typed.data[0];
    expect((await search('phommachanh'))?.rows.map((row) => row.firstName)).toEqual(['Souksavanh']);
    const byPhone = await search('+856 20');
    expect(byPhone?.total).toBeGreaterThanOrEqual(10);
  });
});

type Status = Schemas['ReservationStatus'];

/**
 * A reservation of one room for the guest, written directly with the status it should have: a
 * stay in the past (checked out, no-show) cannot be booked through the API.
 */
async function reservationFor(
  server: TestServer,
  guestProfileId: number,
  status: Status,
  arrival: string,
  nights: number,
  rate = '1000.00',
): Promise<number> {
  const departure = plusDays(arrival, nights);
  const cancelled = status === 'cancelled';
  // A generated list without a Kysely table type: asked in SQL.
  const reason = cancelled
    ? await server.db.selectFrom('cancellation_reason').select('id').orderBy('id').executeTakeFirst()
    : undefined;
  const roomType = await server.db.selectFrom('room_type').select('id').orderBy('id').executeTakeFirstOrThrow();
  const reservation = await server.db
    .insertInto('reservation')
    .values({
      property_id: server.propertyId,
      confirmation_number: `GP${guestProfileId}${status.slice(0, 3).toUpperCase()}${arrival.replace(/-/g, '')}`,
      guest_profile_id: guestProfileId,
      channel: 'NON-OTA',
      status,
      arrival,
      departure,
      created_by: 'test',
      ...(cancelled
        ? {
            cancellation_reason_id: reason?.id ?? null,
            cancellation_fee: '0',
            cancelled_at: new Date().toISOString(),
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roomStay = await server.db
    .insertInto('room_stay')
    .values({
      property_id: server.propertyId,
      reservation_id: reservation.id,
      line_number: 1,
      room_type_id: roomType.id,
      arrival,
      departure,
      adults: 2,
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('room_stay_night')
    .values(
      Array.from({ length: nights }, (_, night) => ({
        property_id: server.propertyId,
        room_stay_id: roomStay.id,
        night: plusDays(arrival, night),
        amount: rate,
      })),
    )
    .execute();
  return reservation.id;
}

describe('guest search', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  const search = async (criteria: Schemas['GuestProfileSearch']) => {
    const answer = await server.call('reservation/guest-profile', 'search', [criteria]);
    expect(answer.status).toBe(200);
    return answer.typed.data[0] as Schemas['GuestProfilePage'];
  };

  it('matches every word, in any order, against names, id number, email and phone (also its digits)', async () => {
    const [guest] = (
      await server.call('reservation/guest-profile', 'create', [
        {
          firstName: 'Bounmy',
          lastName: 'Xaysanawong',
          idNumber: 'P7654321',
          email: 'bounmy.x@example.la',
          phone: '+856 20 9988 7766',
        },
      ])
    ).typed.data;
    const found = async (text: string) => (await search({ search: text })).rows.map((row) => row.id);
    for (const text of [
      'xaysanawong',
      'BOUNMY xaysan',
      'xaysan bounmy',
      'Xaysanawong, Bounmy',
      'p7654321',
      'bounmy.x@example',
      '9988 7766',
      '2099887766',
      '020-9988-7766',
    ]) {
      expect(await found(text), text).toEqual([guest?.id]);
    }
    // Each word must occur: a right name with a wrong phone finds nobody.
    expect(await found('xaysanawong 1111')).toEqual([]);
    // Like-patterns are text, not wildcards.
    expect(await found('xaysan%wong')).toEqual([]);
  });

  it('ignores accents and case, and matches Thai and Lao as typed', async () => {
    const create = async (firstName: string, lastName: string) =>
      (await server.call('reservation/guest-profile', 'create', [{ firstName, lastName }])).typed.data[0]?.id;
    const garcia = await create('María', 'García');
    const thai = await create('สมชาย', 'แก้วใจ');
    const lao = await create('ສົມພອນ', 'ແກ້ວມະນີ');
    const found = async (text: string) => (await search({ search: text, limit: 500 })).rows.map((row) => row.id);
    for (const text of ['garcia', 'GARCIA maria', 'García, María', 'garcía', 'MARÍA']) {
      expect(await found(text), text).toContain(garcia);
    }
    expect(await found('แก้วใจ')).toEqual([thai]);
    expect(await found('สมชาย แก้วใจ')).toEqual([thai]);
    expect(await found('ແກ້ວມະນີ ສົມພອນ')).toEqual([lao]);
    // Thai and Lao tone marks are part of the word: without one, it is another name.
    expect(await found('แกวใจ')).toEqual([]);
    expect(await found('ແກວມະນີ')).toEqual([]);
  });

  it("answers each guest's last stay and sorts by it, guests never stayed last", async () => {
    const [guest] = (await server.call('reservation/guest-profile', 'create', [{ lastName: 'Lastsort' }])).typed.data;
    const id = guest?.id as number;
    await reservationFor(server, id, 'checked-out', plusDays(TEST_HOTEL_DATE, -30), 2);
    await reservationFor(server, id, 'checked-out', plusDays(TEST_HOTEL_DATE, -9), 3);
    await reservationFor(server, id, 'confirmed', plusDays(TEST_HOTEL_DATE, 12), 1);
    const row = (await search({ search: 'lastsort' })).rows[0];
    expect(row).toMatchObject({ id, lastStay: plusDays(TEST_HOTEL_DATE, -9) });

    for (const descending of [false, true]) {
      const page = await search({ sort: 'lastStay', descending, limit: 500 });
      const stays = page.rows.map((candidate) => candidate.lastStay);
      const firstNever = stays.indexOf(null);
      expect(firstNever, 'someone has stayed and someone has not').toBeGreaterThan(0);
      expect(stays.slice(firstNever).every((stay) => stay === null)).toBe(true);
      const dated = stays.slice(0, firstNever) as string[];
      expect(dated).toEqual([...dated].sort((a, b) => (descending ? b.localeCompare(a) : a.localeCompare(b))));
    }
  });

  it('sorts by nationality name and pages without repeating a guest', async () => {
    const byCountry = await search({ sort: 'nationalityId', limit: 500 });
    const countries = await server.db.selectFrom('country').select(['id', 'name']).execute();
    const nameOf = new Map(countries.map((country) => [country.id, country.name.toLowerCase()]));
    const names = byCountry.rows.map((row) => (row.nationalityId === null ? null : nameOf.get(row.nationalityId)));
    const known = names.filter((name): name is string => name !== null && name !== undefined);
    expect(known).toEqual([...known].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const first = await search({ limit: 7 });
    const second = await search({ limit: 7, offset: 7 });
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(14);
    expect(first.total).toBe(second.total);
  });

  // Last: it adds thousands of guests to this file's hotel, each written into the index as it
  // comes (fastupdate off), which takes a while on PGlite.
  it('uses the trigram index, not a scan of every guest, once the hotel has kept many', async () => {
    await sql`insert into guest_profile (property_id, first_name, last_name, id_number, email, phone)
      select ${server.propertyId}, 'Guest' || n, 'Family' || (n % 997), 'X' || (1000000 + n), 'g' || n || '@example.com',
        '+66 81 ' || lpad((n % 1000)::text, 3, '0') || ' ' || lpad(n::text, 4, '0')
      from generate_series(1, 4000) as n`.execute(server.db);
    await sql`analyze guest_profile`.execute(server.db);
    // The query the search sends for one word (see wordMatches).
    const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from guest_profile as g
      where g.property_id = ${server.propertyId} and (g.search_text like search_fold(${'%phommach%'}) escape '\\')`.execute(
      server.db,
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('guest_profile_search_idx');
    const found = await search({ search: 'phommachanh souksavanh' });
    expect(found.rows.map((row) => row.lastName)).toEqual(['Phommachanh']);
  }, 120_000);
});

describe('stay history', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  it('lists every reservation of the guest, latest first, with the totals of their stays', async () => {
    const [guest] = (await server.call('reservation/guest-profile', 'create', [{ lastName: 'Historia' }])).typed.data;
    const id = guest?.id as number;
    const old = await reservationFor(server, id, 'checked-out', plusDays(TEST_HOTEL_DATE, -60), 2, '1500.50');
    const recent = await reservationFor(server, id, 'checked-out', plusDays(TEST_HOTEL_DATE, -20), 3, '1000.25');
    const here = await reservationFor(server, id, 'in-house', plusDays(TEST_HOTEL_DATE, -1), 4, '900.00');
    const missed = await reservationFor(server, id, 'no-show', plusDays(TEST_HOTEL_DATE, -40), 1);
    const called = await reservationFor(server, id, 'cancelled', plusDays(TEST_HOTEL_DATE, 5), 2);
    const ahead = await reservationFor(server, id, 'guaranteed', plusDays(TEST_HOTEL_DATE, 30), 2);

    const answer = await server.call('reservation/guest-profile', 'stays', [{ id }]);
    expect(answer.status).toBe(200);
    const history = answer.typed.data[0] as Schemas['GuestStayHistory'];
    expect(history.rows.map((row) => row.id)).toEqual([ahead, called, here, recent, missed, old]);
    expect(history.rows[3]).toMatchObject({
      status: 'checked-out',
      arrival: plusDays(TEST_HOTEL_DATE, -20),
      departure: plusDays(TEST_HOTEL_DATE, -17),
      nights: 3,
      rooms: 1,
      adults: 2,
      children: 0,
      totalAmount: '3000.75',
    });
    expect(history.totals).toEqual({
      stays: 3,
      nights: 9,
      // 2 × 1500.50 + 3 × 1000.25 + 4 × 900.00, exact.
      revenue: '9601.75',
      lastStay: plusDays(TEST_HOTEL_DATE, -1),
      upcoming: 1,
      cancellations: 1,
      noShows: 1,
    });
  });

  it('answers empty totals for a guest never booked, 404 for no such guest, to any signed-in user', async () => {
    const [guest] = (await server.call('reservation/guest-profile', 'create', [{ lastName: 'Newcomer' }])).typed.data;
    const housekeeping = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const answer = await server.call(
      'reservation/guest-profile',
      'stays',
      [{ id: guest?.id as number }],
      housekeeping.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.typed.data[0]).toEqual({
      guestProfileId: guest?.id,
      totals: { stays: 0, nights: 0, revenue: '0.00', lastStay: null, upcoming: 0, cancellations: 0, noShows: 0 },
      rows: [],
    });
    const missing = await server.call('reservation/guest-profile', 'stays', [{ id: 999_999 }]);
    expect(missing.status).toBe(404);
    expect(missing.body.apiResponse.errors?.[0]?.field).toBe('/data/0/id');
  });
});

describe('merging duplicate guests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  const create = async (profile: Schemas['GuestProfileCreate']) => {
    const answer = await server.call('reservation/guest-profile', 'create', [profile]);
    expect(answer.status).toBe(200);
    return answer.typed.data[0] as Schemas['GuestProfile'];
  };
  const guestOf = async (reservationId: number) =>
    server.db
      .selectFrom('reservation')
      .select(['guest_profile_id', 'version'])
      .where('id', '=', reservationId)
      .executeTakeFirstOrThrow();
  const merge = (item: Schemas['GuestProfileMerge'], headers: Record<string, string> = {}) =>
    server.call('reservation/guest-profile', 'merge', [item], headers);

  it("moves the duplicate's reservations, fills the kept profile's empty fields, deletes the duplicate", async () => {
    const title = await server.db.selectFrom('title').select('id').orderBy('id').executeTakeFirst();
    if (!title) throw new Error('the demo hotel has titles');
    const keep = await create({
      firstName: 'Khamla',
      lastName: 'Inthavong',
      email: 'khamla@example.la',
      notes: 'Allergic to peanuts',
    });
    const duplicate = await create({
      titleId: title.id,
      firstName: 'Kham',
      lastName: 'Inthavong',
      phone: '+856 20 1234 5678',
      email: 'other@example.la',
      idNumber: 'P1112223',
      vipLevel: 2,
      notes: 'Quiet room',
    });
    const first = await reservationFor(server, duplicate.id, 'checked-out', plusDays(TEST_HOTEL_DATE, -10), 2);
    const second = await reservationFor(server, duplicate.id, 'confirmed', plusDays(TEST_HOTEL_DATE, 10), 2);
    const own = await reservationFor(server, keep.id, 'checked-out', plusDays(TEST_HOTEL_DATE, -50), 1);

    const answer = await merge({
      keepId: keep.id,
      keepVersion: keep.version,
      mergeId: duplicate.id,
      mergeVersion: duplicate.version,
    });
    expect(answer.status).toBe(200);
    expect(answer.typed.data[0]).toEqual({
      profile: {
        ...keep,
        // Empty on the kept profile: taken from the duplicate.
        titleId: title.id,
        phone: '+856 20 1234 5678',
        idNumber: 'P1112223',
        vipLevel: 2,
        // Both had notes: joined. What the kept profile had stays (first name, email).
        notes: 'Allergic to peanuts\nQuiet room',
        version: keep.version + 1,
      },
      reservationsMoved: 2,
    });
    for (const id of [first, second]) expect(await guestOf(id)).toEqual({ guest_profile_id: keep.id, version: 2 });
    expect(await guestOf(own)).toEqual({ guest_profile_id: keep.id, version: 1 });
    expect((await server.call('reservation/guest-profile', 'get', [{ id: duplicate.id }])).status).toBe(404);
    const history = (await server.call('reservation/guest-profile', 'stays', [{ id: keep.id }])).typed.data[0];
    expect(history?.rows.map((row) => row.id)).toEqual([second, first, own]);

    const audits = await server.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'guest-profile')
      .where('entity_id', 'in', [String(keep.id), String(duplicate.id)])
      .where('action', '=', 'merge')
      .orderBy('id')
      .execute();
    const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(audits.map((row) => row.entity_id)).toEqual([String(keep.id), String(duplicate.id)]);
    expect(parsed(audits[0]?.before)).toMatchObject({ id: keep.id, phone: '' });
    expect(parsed(audits[0]?.after)).toMatchObject({ id: keep.id, phone: '+856 20 1234 5678' });
    expect(parsed(audits[1]?.before)).toMatchObject({ id: duplicate.id, firstName: 'Kham' });
    expect(parsed(audits[1]?.after)).toEqual({
      mergedInto: keep.id,
      moved: [
        { table: 'reservation', column: 'guest_profile_id', count: 2, ids: [first, second].sort((a, b) => a - b) },
      ],
    });
  });

  it('moves references of any other table that points at guest profiles', async () => {
    // A table another module might add (e.g. registration cards): the merge finds it by its key.
    await sql`create table test_guest_card (
      id integer generated always as identity primary key,
      guest_profile_id integer not null references guest_profile (id),
      version integer not null default 1
    )`.execute(server.db);
    await sql`create table test_guest_tag (guest_profile_id integer references guest_profile (id), tag text)`.execute(
      server.db,
    );
    const keep = await create({ lastName: 'Keepcard' });
    const duplicate = await create({ lastName: 'Keepcard', firstName: 'Dup' });
    await sql`insert into test_guest_card (guest_profile_id) values (${duplicate.id}), (${duplicate.id})`.execute(
      server.db,
    );
    await sql`insert into test_guest_tag values (${duplicate.id}, 'vegan')`.execute(server.db);
    const answer = await merge({ keepId: keep.id, keepVersion: 1, mergeId: duplicate.id, mergeVersion: 1 });
    expect(answer.status).toBe(200);
    expect(answer.typed.data[0]).toMatchObject({ reservationsMoved: 0, profile: { firstName: 'Dup', version: 2 } });
    const cards = await sql<{ guest_profile_id: number; version: number }>`select guest_profile_id, version
      from test_guest_card order by id`.execute(server.db);
    expect(cards.rows).toEqual([
      { guest_profile_id: keep.id, version: 2 },
      { guest_profile_id: keep.id, version: 2 },
    ]);
    const tags = await sql<{ guest_profile_id: number }>`select guest_profile_id from test_guest_tag`.execute(
      server.db,
    );
    expect(tags.rows).toEqual([{ guest_profile_id: keep.id }]);
  });

  it('refuses a profile merged into itself (400), stale versions (409) and unknown ids (404), changing nothing', async () => {
    const keep = await create({ lastName: 'Refusal' });
    const duplicate = await create({ lastName: 'Refusal', phone: '123' });
    const booked = await reservationFor(server, duplicate.id, 'confirmed', plusDays(TEST_HOTEL_DATE, 3), 1);
    const item = { keepId: keep.id, keepVersion: 1, mergeId: duplicate.id, mergeVersion: 1 };

    const itself = await merge({ ...item, mergeId: keep.id });
    expect(itself.status).toBe(400);
    expect(itself.body.apiResponse.code).toBe('SAME_PROFILE');
    expect(itself.body.apiResponse.errors?.[0]?.field).toBe('/data/0/mergeId');

    const edited = await server.call('reservation/guest-profile', 'update', [
      { id: duplicate.id, version: 1, phone: '456' },
    ]);
    expect(edited.status).toBe(200);
    const staleDuplicate = await merge(item);
    expect(staleDuplicate.status).toBe(409);
    expect(staleDuplicate.body.apiResponse.code).toBe('STALE_VERSION');
    expect(staleDuplicate.body.apiResponse.errors?.[0]?.field).toBe('/data/0/mergeVersion');
    const staleKeep = await merge({ ...item, keepVersion: 7, mergeVersion: 2 });
    expect(staleKeep.status).toBe(409);
    expect(staleKeep.body.apiResponse.errors?.[0]?.field).toBe('/data/0/keepVersion');

    const unknown = await merge({ ...item, keepId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.apiResponse.errors?.[0]?.field).toBe('/data/0/keepId');
    const unknownDuplicate = await merge({ ...item, mergeId: 999_999 });
    expect(unknownDuplicate.status).toBe(404);
    expect(unknownDuplicate.body.apiResponse.errors?.[0]?.field).toBe('/data/0/mergeId');

    expect(await guestOf(booked)).toEqual({ guest_profile_id: duplicate.id, version: 1 });
    expect((await server.call('reservation/guest-profile', 'get', [{ id: duplicate.id }])).typed.data[0]).toMatchObject(
      { phone: '456', version: 2 },
    );
  });

  it('is for reservation and reception staff; a retry with the same key answers the first merge', async () => {
    const keep = await create({ lastName: 'Permission' });
    const duplicate = await create({ lastName: 'Permission' });
    const item = { keepId: keep.id, keepVersion: 1, mergeId: duplicate.id, mergeVersion: 1 };
    const sale = await signIn(server.app, 'sale', 'demo-test-password');
    expect((await merge(item, sale.headers)).status).toBe(403);
    const reception = await signIn(server.app, 'reception', 'demo-test-password');
    const key = { 'idempotency-key': `merge-${Date.now().toString(36)}` };
    const done = await merge(item, { ...reception.headers, ...key });
    expect(done.status).toBe(200);
    const again = await merge(item, { ...reception.headers, ...key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(done.body);
  });
});
