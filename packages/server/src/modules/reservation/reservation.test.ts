import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let reasonId: number;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  const reason = await server.db
    .selectFrom('cancellation_reason')
    .select('id')
    .where('code', '=', 'PLAN')
    .executeTakeFirstOrThrow();
  reasonId = reason.id;
});
afterAll(() => server?.close());

const search = async (criteria: Schemas['ReservationSearch']) => {
  const answer = await server.call('reservation/reservation', 'search', [criteria]);
  expect(answer.status).toBe(200);
  return answer.typed.data[0] as Schemas['ReservationPage'];
};

async function bookOne(lastName: string, arrival: string, more: Partial<Schemas['ReservationCreate']> = {}) {
  const guest = await server.call('reservation/guest-profile', 'create', [{ lastName, firstName: 'Ann' }]);
  const { roomTypeId } = await roomTypeWithRooms(server, `R${lastName.slice(0, 6).toUpperCase()}`, 2);
  const answer = await server.call(
    'reservation/reservation',
    'create',
    [booking(guest.typed.data[0]?.id as number, [stay(roomTypeId, arrival, plusDays(arrival, 2))], more)],
    newKey(),
  );
  expect(answer.status).toBe(200);
  return answer.typed.data[0] as Schemas['Reservation'];
}

describe('finding reservations', () => {
  it('searches by confirmation number, guest name, company, status and arrival, paged by the server', async () => {
    const booked = await bookOne('Zyxwvuts', plusDays(TEST_HOTEL_DATE, 3));
    const byNumber = await search({ search: booked.confirmationNumber });
    expect(byNumber.rows.map((row) => row.id)).toEqual([booked.id]);
    expect(byNumber.rows[0]).toMatchObject({
      confirmationNumber: booked.confirmationNumber,
      guestName: 'Zyxwvuts, Ann',
      status: 'confirmed',
      rooms: 1,
      adults: 2,
      children: 0,
      roomNumbers: '',
      totalAmount: '3600.00',
      version: 1,
    });
    expect((await search({ search: 'ZYXWVUTS' })).total).toBe(1);
    expect((await search({ search: 'ann zyxw' })).total).toBe(1);
    expect((await search({ search: 'zyxwvuts', statuses: ['tentative'] })).total).toBe(0);

    const mekong = await search({ search: 'mekong river', limit: 500 });
    expect(mekong.total).toBeGreaterThan(0);
    expect(mekong.rows.every((row) => row.companyName === 'Mekong River Cruises Co., Ltd.')).toBe(true);

    const inHouse = await search({ statuses: ['in-house'], limit: 500 });
    expect(inHouse.total).toBeGreaterThan(0);
    // In house: arrived before today, or today (the demo checks some of today's arrivals in).
    expect(inHouse.rows.every((row) => row.status === 'in-house' && row.arrival <= TEST_HOTEL_DATE)).toBe(true);
    expect(inHouse.rows.every((row) => row.roomNumbers !== '')).toBe(true);

    const week = { arrivalFrom: TEST_HOTEL_DATE, arrivalTo: plusDays(TEST_HOTEL_DATE, 6) };
    const first = await search({ ...week, limit: 10, sort: 'arrival' });
    expect(first.total).toBeGreaterThan(10);
    expect(first.rows).toHaveLength(10);
    const second = await search({ ...week, limit: 10, offset: 10, sort: 'arrival' });
    expect(second.offset).toBe(10);
    const seen = [...first.rows, ...second.rows];
    expect(new Set(seen.map((row) => row.id)).size).toBe(seen.length);
    const arrivals = seen.map((row) => row.arrival);
    expect(arrivals).toEqual([...arrivals].sort());
    expect(arrivals.every((date) => date >= week.arrivalFrom && date <= week.arrivalTo)).toBe(true);
  });

  it('finds guests and companies whatever their accents and case, Thai and Lao as typed', async () => {
    const company = await server.call('reservation/company-profile', 'create', [
      { code: 'CÔTE', name: 'Côte d’Émeraude Voyages' },
    ]);
    const companyProfileId = company.typed.data[0]?.id as number;
    const garcia = await bookOne('García', plusDays(TEST_HOTEL_DATE, 4), { companyProfileId });
    await server.db
      .updateTable('guest_profile')
      .set({ first_name: 'María' })
      .where('id', '=', garcia.guestProfileId as number)
      .execute();
    const ids = async (text: string) => (await search({ search: text, limit: 500 })).rows.map((row) => row.id);
    for (const text of ['garcia', 'GARCIA', 'García, María', 'maria garcia', 'cote', 'emeraude voyages']) {
      expect(await ids(text), text).toContain(garcia.id);
    }

    const thai = await bookOne('แก้วใจ', plusDays(TEST_HOTEL_DATE, 5));
    const lao = await bookOne('ແກ້ວມະນີ', plusDays(TEST_HOTEL_DATE, 5));
    expect(await ids('แก้วใจ')).toEqual([thai.id]);
    expect(await ids('ແກ້ວມະນີ')).toEqual([lao.id]);
    // Their tone marks are part of the word: without one, it is another name.
    expect(await ids('แกวใจ')).toEqual([]);
    expect(await ids('ແກວມະນີ')).toEqual([]);
  });

  it('sorts on the server by the field asked for, either way', async () => {
    // Compared with its own reverse: the database's collation decides the order of names.
    const week = { arrivalFrom: TEST_HOTEL_DATE, arrivalTo: plusDays(TEST_HOTEL_DATE, 6), limit: 500 };
    const ascending = await search({ ...week, sort: 'guestName' });
    const descending = await search({ ...week, sort: 'guestName', descending: true });
    expect(ascending.rows.length).toBeGreaterThan(20);
    expect(descending.rows.map((row) => row.id)).toEqual(ascending.rows.map((row) => row.id).reverse());
    const newest = await search({ sort: 'createdAt', descending: true, limit: 5 });
    const created = newest.rows.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const bad = await server.post('reservation/reservation', {
      apiRequest: { action: 'search' },
      data: [{ sort: 'password' }],
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for a reservation the hotel does not have', async () => {
    const answer = await server.call('reservation/reservation', 'get', [{ id: 999_999 }]);
    expect(answer.status).toBe(404);
    expect(answer.body.apiResponse.errors?.[0]?.field).toBe('/data/0/id');
  });

  it('is read by every department', async () => {
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const answer = await server.call('reservation/reservation', 'search', [{ limit: 1 }], housekeeper.headers);
    expect(answer.status).toBe(200);
  });
});

describe('OTA and non-OTA bookings', () => {
  let ota: Schemas['Reservation'];
  let direct: Schemas['Reservation'];
  let sourceName: string;
  beforeAll(async () => {
    const source = await sql<{ id: number; name: string }>`select id, name from source
      where channel = 'OTA' order by id limit 1`.execute(server.db);
    const sourceId = source.rows[0]?.id as number;
    sourceName = source.rows[0]?.name as string;
    const guest = await server.call('reservation/guest-profile', 'create', [
      { lastName: 'Otaguest', firstName: 'Ann' },
    ]);
    const standard = await roomTypeWithRooms(server, 'ZOSTD', 1);
    const deluxe = await roomTypeWithRooms(server, 'ZODLX', 2);
    const arrival = plusDays(TEST_HOTEL_DATE, 4);
    const stays = [
      stay(standard.roomTypeId, arrival, plusDays(arrival, 2)),
      stay(deluxe.roomTypeId, arrival, plusDays(arrival, 2)),
      stay(deluxe.roomTypeId, arrival, plusDays(arrival, 1)),
    ];
    const answer = await server.call(
      'reservation/reservation',
      'create',
      [booking(guest.typed.data[0]?.id as number, stays, { channel: 'OTA', sourceId })],
      newKey(),
    );
    expect(answer.status).toBe(200);
    ota = answer.typed.data[0] as Schemas['Reservation'];
    direct = await bookOne('Otadirect', plusDays(TEST_HOTEL_DATE, 4));
  });

  it('shows the distinct room types and the source of each booking', async () => {
    const [otaRow] = (await search({ search: ota.confirmationNumber })).rows;
    expect(otaRow).toMatchObject({ channel: 'OTA', rooms: 3, roomTypes: 'ZODLX, ZOSTD', source: sourceName });
    const [directRow] = (await search({ search: direct.confirmationNumber })).rows;
    expect(directRow).toMatchObject({ channel: 'NON-OTA', rooms: 1, roomTypes: 'ROTADIR', source: null });
  });

  it('filters the search by channel', async () => {
    const both = { search: 'otaguest' };
    expect((await search({ ...both, channel: 'OTA' })).rows.map((row) => row.id)).toEqual([ota.id]);
    expect((await search({ ...both, channel: 'NON-OTA' })).total).toBe(0);
    const all = await search({ limit: 1 });
    const viaOta = await search({ channel: 'OTA', limit: 500 });
    const notViaOta = await search({ channel: 'NON-OTA', limit: 500 });
    expect(viaOta.total).toBeGreaterThan(0);
    expect(notViaOta.total).toBeGreaterThan(0);
    expect(viaOta.total + notViaOta.total).toBe(all.total);
    expect(viaOta.rows.every((row) => row.channel === 'OTA')).toBe(true);
    expect(notViaOta.rows.every((row) => row.channel === 'NON-OTA')).toBe(true);
    const bad = await server.post('reservation/reservation', {
      apiRequest: { action: 'search' },
      data: [{ channel: 'WALK-IN' }],
    });
    expect(bad.status).toBe(400);
  });

  it('list_ota and list_nonota answer the search with the channel fixed', async () => {
    const list = async (action: 'list_ota' | 'list_nonota', data: Schemas['ReservationChannelSearch'][]) => {
      const answer = await server.call('reservation/reservation', action, data);
      expect(answer.status).toBe(200);
      expect(answer.body.apiResponse.action).toBe(action);
      return answer.typed.data[0] as Schemas['ReservationPage'];
    };
    const criteria = { arrivalFrom: TEST_HOTEL_DATE, limit: 20, offset: 5, sort: 'guestName' as const };
    expect(await list('list_ota', [criteria])).toEqual(await search({ ...criteria, channel: 'OTA' }));
    expect(await list('list_nonota', [criteria])).toEqual(await search({ ...criteria, channel: 'NON-OTA' }));
    expect((await list('list_ota', [])).total).toBe((await search({ channel: 'OTA' })).total);
    expect((await list('list_ota', [{ search: ota.confirmationNumber }])).rows.map((row) => row.id)).toEqual([ota.id]);
    expect((await list('list_nonota', [{ search: ota.confirmationNumber }])).total).toBe(0);
    expect((await list('list_nonota', [{ search: direct.confirmationNumber }])).total).toBe(1);
    // The channel is the action's: a criterion naming one is refused, not overridden.
    const named = await server.post('reservation/reservation', {
      apiRequest: { action: 'list_ota' },
      data: [{ channel: 'NON-OTA' }],
    });
    expect(named.status).toBe(400);
  });

  it('get_nonota reads a non-OTA booking and answers 404 for an OTA one', async () => {
    const found = await server.call('reservation/reservation', 'get_nonota', [{ id: direct.id }]);
    expect(found.status).toBe(200);
    expect(found.typed.data).toEqual([direct]);
    for (const id of [ota.id, 999_999]) {
      const missing = await server.call('reservation/reservation', 'get_nonota', [{ id }]);
      expect(missing.status).toBe(404);
      expect(missing.body.apiResponse.errors?.[0]?.field).toBe('/data/0/id');
    }
  });

  it('is read by every department', async () => {
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const as = { ...housekeeper.headers };
    const calls = [
      await server.call('reservation/reservation', 'list_ota', [{ limit: 1 }], as),
      await server.call('reservation/reservation', 'list_nonota', [{ limit: 1 }], as),
      await server.call('reservation/reservation', 'get_nonota', [{ id: direct.id }], as),
    ];
    expect(calls.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});

describe('cancelling a reservation', () => {
  it('cancels every stay with a reason and an exact fee, audited before and after', async () => {
    const booked = await bookOne('Cancelme', plusDays(TEST_HOTEL_DATE, 5));
    const answer = await server.call('reservation/reservation', 'cancel', [
      {
        id: booked.id,
        version: booked.version,
        cancellationReasonId: reasonId,
        cancellationFee: '1800.5',
        note: 'Guest called',
      },
    ]);
    expect(answer.status).toBe(200);
    const cancelled = answer.typed.data[0];
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellationReasonId: reasonId,
      cancellationFee: '1800.50',
      cancellationNote: 'Guest called',
      version: booked.version + 1,
    });
    expect(cancelled?.cancelledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(cancelled?.stays.map((s) => s.status)).toEqual(['cancelled']);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'reservation')
      .where('entity_id', '=', String(booked.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'cancel']);
    expect(audit[1]?.before).toEqual(booked);
    expect(audit[1]?.after).toEqual(cancelled);
  });

  it('refuses a stale version, a second cancellation, a foreign reason and a missing one', async () => {
    const booked = await bookOne('Twicecancel', plusDays(TEST_HOTEL_DATE, 7));
    const cancel = (item: Record<string, unknown>) =>
      server.post('reservation/reservation', { apiRequest: { action: 'cancel' }, data: [item] });
    const noReason = await cancel({ id: booked.id, version: 1 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.apiResponse.errors).toContainEqual({
      field: '/data/0/cancellationReasonId',
      message: 'is required',
      rule: 'required',
    });
    const badFee = await cancel({
      id: booked.id,
      version: 1,
      cancellationReasonId: reasonId,
      cancellationFee: '10.001',
    });
    expect(badFee.status).toBe(400);
    const foreign = await cancel({ id: booked.id, version: 1, cancellationReasonId: 999_999 });
    expect(foreign.status).toBe(409);
    expect(foreign.body.apiResponse.code).toBe('NOT_FOUND_REFERENCE');
    expect((await cancel({ id: booked.id, version: 1, cancellationReasonId: reasonId })).status).toBe(200);
    const stale = await cancel({ id: booked.id, version: 1, cancellationReasonId: reasonId });
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
    const again = await cancel({ id: booked.id, version: 2, cancellationReasonId: reasonId });
    expect(again.status).toBe(422);
    expect(again.body.apiResponse.code).toBe('NOT_CANCELLABLE');
    expect((await cancel({ id: 999_999, version: 1, cancellationReasonId: reasonId })).status).toBe(404);
  });

  it('will not cancel a guest in house', async () => {
    const inHouse = await search({ statuses: ['in-house'], limit: 1 });
    const row = inHouse.rows[0] as Schemas['ReservationSummary'];
    const answer = await server.call('reservation/reservation', 'cancel', [
      { id: row.id, version: row.version, cancellationReasonId: reasonId },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.apiResponse.code).toBe('NOT_CANCELLABLE');
  });

  it('is for reservation and reception staff', async () => {
    const booked = await bookOne('Whocancels', plusDays(TEST_HOTEL_DATE, 9));
    const cashier = await signIn(server.app, 'cashier', 'demo-test-password');
    const item = { id: booked.id, version: 1, cancellationReasonId: reasonId };
    expect((await server.call('reservation/reservation', 'cancel', [item], cashier.headers)).status).toBe(403);
    const reception = await signIn(server.app, 'reception', 'demo-test-password');
    expect((await server.call('reservation/reservation', 'cancel', [item], reception.headers)).status).toBe(200);
  });
});

describe('SetHotelDate', () => {
  it('moves the hotel date for an administrator, compare-and-set on the date read, audited', async () => {
    const reservationUser = await signIn(server.app, 'reservation', 'demo-test-password');
    const refused = await server.call(
      'reservation/reservation',
      'SetHotelDate',
      [{ currentValue: TEST_HOTEL_DATE, value: '2026-12-01' }],
      reservationUser.headers,
    );
    expect(refused.status).toBe(403);

    const stale = await server.call('reservation/reservation', 'SetHotelDate', [
      { currentValue: '2026-01-01', value: '2026-12-01' },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_HOTEL_DATE');

    const moved = await server.call('reservation/reservation', 'SetHotelDate', [
      { currentValue: TEST_HOTEL_DATE, value: '2026-12-01' },
    ]);
    expect(moved.status).toBe(200);
    expect(moved.typed.data).toEqual([{ value: '2026-12-01' }]);
    const read = await server.call('configuration/hotel', 'GetHotelDate', []);
    expect(read.typed.data).toEqual([{ value: '2026-12-01' }]);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'hotel-date')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ before: { value: TEST_HOTEL_DATE }, after: { value: '2026-12-01' } });

    // Bookings now start from the new hotel date.
    const { roomTypeId } = await roomTypeWithRooms(server, 'HDT', 1);
    const guest = (await server.call('reservation/guest-profile', 'list-minimum', [])).typed.data[0]?.id as number;
    const early = await server.call(
      'reservation/reservation',
      'create',
      [booking(guest, [stay(roomTypeId, '2026-11-30', '2026-12-02')])],
      newKey(),
    );
    expect(early.status).toBe(422);
    expect(early.body.apiResponse.code).toBe('ARRIVAL_BEFORE_HOTEL_DATE');

    const back = await server.call('reservation/reservation', 'SetHotelDate', [
      { currentValue: '2026-12-01', value: TEST_HOTEL_DATE },
    ]);
    expect(back.status).toBe(200);
  });
});
