import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { newKey, plusDays } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { hotelDate } from '../../test/front-desk.ts';
import { auditOf, checkedOut, receptionFixtures } from './testing.ts';
import { TRANSFER_ENTITY } from './transfer.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof receptionFixtures>>;
let today: string;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  fx = await receptionFixtures(server, 'RTR');
  today = await hotelDate(server);
});
afterAll(() => server?.close());

type CreateData = Parameters<typeof server.call<'reception/transfer', 'create'>>[2];
const create = (data: CreateData, headers: Record<string, string> = newKey('tr')) =>
  server.call('reception/transfer', 'create', data, headers);

describe(`pick-up and drop-off (${testEngine})`, () => {
  it('books a pick-up for an arriving guest, audited, and lists transfers by date and time', async () => {
    const late = await create([
      {
        ...fx.arriving,
        direction: 'pick-up',
        date: today,
        time: '21:05',
        place: 'VTE airport',
        flight: 'QV 312',
        vehicle: 'Van 2',
        pax: 2,
      },
    ]);
    expect(late.status, JSON.stringify(late.body.apiResponse)).toBe(200);
    expect(late.typed.data[0]).toMatchObject({
      direction: 'pick-up',
      date: today,
      time: '21:05',
      flight: 'QV 312',
      pax: 2,
      status: 'requested',
      createdBy: 'admin',
      guestName: 'RecRTR, Test',
    });
    const early = await create([{ ...fx.inHouse, direction: 'drop-off', date: today, time: '06:00', pax: 1 }]);
    expect(early.typed.data[0]?.roomNumber).toBe('RTR1');
    expect(await auditOf(server, TRANSFER_ENTITY, early.typed.data[0]?.id as number)).toMatchObject([
      { action: 'create' },
    ]);
    const byDate = await server.call('reception/transfer', 'list', [
      { fromDate: today, toDate: today, search: 'RecRTR' },
    ]);
    expect(byDate.typed.data[0]?.rows.map((row) => row.time)).toEqual(['06:00', '21:05']);
    const pickUps = await server.call('reception/transfer', 'list', [{ direction: 'pick-up', search: 'RecRTR' }]);
    expect(pickUps.typed.data[0]?.total).toBe(1);
  });

  it('needs an Idempotency-Key, and the same key answers the first transfer again', async () => {
    const data: CreateData = [
      { ...fx.arriving, direction: 'drop-off', date: plusDays(today, 3), pax: 2, remark: 'idem' },
    ];
    const without = await server.call('reception/transfer', 'create', data);
    expect([without.status, without.body.apiResponse.code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    const key = newKey('tr-same');
    const first = await create(data, key);
    const again = await create(data, key);
    expect([first.status, again.status, again.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(again.body.data).toEqual(first.body.data);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const other = await receptionFixtures(server, 'RTO');
    await checkedOut(server, other.inHouse.reservationId);
    const base = { ...fx.arriving, direction: 'pick-up' as const, date: today, pax: 2 };
    const cases: [CreateData, number, string][] = [
      [[{ ...base, pax: 0 }], 400, '/data/0/pax'],
      [[{ ...base, direction: 'both' as 'pick-up' }], 400, '/data/0/direction'],
      [[{ ...base, flight: 'X'.repeat(21) }], 400, '/data/0/flight'],
      [[{ ...base, date: plusDays(today, -1) }], 422, '/data/0/date'],
      [[{ ...base, reservationId: 2_000_000_000 }], 404, '/data/0/reservationId'],
      [[{ ...base, ...other.inHouse }], 422, '/data/0/stayId'],
    ];
    const before = await server.db
      .selectFrom('guest_transfer')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    for (const [data, status, field] of cases) {
      const answer = await create(data);
      expect([answer.status, answer.body.apiResponse.errors?.[0]?.field], JSON.stringify(data)).toEqual([
        status,
        field,
      ]);
    }
    const after = await server.db
      .selectFrom('guest_transfer')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('changes, confirms, records done; cancels only what is pending; stale versions get 409', async () => {
    const created = await create([{ ...fx.inHouse, direction: 'drop-off', date: today, pax: 2 }]);
    const id = created.typed.data[0]?.id as number;
    const changed = await server.call('reception/transfer', 'update', [
      { id, version: 1, direction: 'drop-off', date: today, time: '09:30', vehicle: 'Sedan 1', pax: 3 },
    ]);
    expect(changed.typed.data[0]).toMatchObject({ time: '09:30', vehicle: 'Sedan 1', pax: 3, version: 2 });
    const stale = await server.call('reception/transfer', 'set-status', [{ id, version: 1, status: 'confirmed' }]);
    expect([stale.status, stale.body.apiResponse.code]).toEqual([409, 'STALE_VERSION']);
    const confirmed = await server.call('reception/transfer', 'set-status', [{ id, version: 2, status: 'confirmed' }]);
    expect(confirmed.typed.data[0]).toMatchObject({ status: 'confirmed', statusChangedBy: 'admin', version: 3 });
    const done = await server.call('reception/transfer', 'set-status', [{ id, version: 3, status: 'done' }]);
    expect(done.typed.data[0]?.status).toBe('done');
    const cancel = await server.call('reception/transfer', 'cancel', [{ id, version: 4 }]);
    expect([cancel.status, cancel.body.apiResponse.code, cancel.body.apiResponse.errors?.[0]?.field]).toEqual([
      422,
      'TRANSFER_FINISHED',
      '/data/0/id',
    ]);
    const later = await create([{ ...fx.arriving, direction: 'drop-off', date: plusDays(today, 2), pax: 1 }]);
    const laterId = later.typed.data[0]?.id as number;
    const early = await server.call('reception/transfer', 'set-status', [{ id: laterId, version: 1, status: 'done' }]);
    expect([early.status, early.body.apiResponse.code]).toEqual([422, 'TRANSFER_NOT_DUE']);
    const cancelled = await server.call('reception/transfer', 'cancel', [{ id: laterId, version: 1 }]);
    expect(cancelled.typed.data[0]?.status).toBe('cancelled');
    expect((await auditOf(server, TRANSFER_ENTITY, id)).map((row) => row.action)).toEqual([
      'create',
      'update',
      'set-status',
      'set-status',
    ]);
  });

  it('is booked by the front desk and the reservation office; housekeeping may not', async () => {
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const data: CreateData = [{ ...fx.arriving, direction: 'pick-up', date: today, pax: 1 }];
    expect((await create(data, { ...housekeeper.headers, ...newKey('hk') })).status).toBe(403);
    const reservations = await signIn(server.app, 'reservation', 'demo-test-password');
    expect((await create(data, { ...reservations.headers, ...newKey('rs') })).status).toBe(200);
  });
});
