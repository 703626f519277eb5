import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { newKey, plusDays } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { hotelDate } from '../../test/front-desk.ts';
import { FLAG_ENTITY } from './flag.ts';
import { auditOf, checkedOut, receptionFixtures } from './testing.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof receptionFixtures>>;
let today: string;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  fx = await receptionFixtures(server, 'RFL');
  today = await hotelDate(server);
});
afterAll(() => server?.close());

type CreateData = Parameters<typeof server.call<'reception/flag', 'create'>>[2];
const create = (data: CreateData, headers: Record<string, string> = newKey('flag')) =>
  server.call('reception/flag', 'create', data, headers);

describe(`flags (${testEngine})`, () => {
  it('puts a flag for a department on a date, audited, and the report lists it by date, department and status', async () => {
    const answer = await create([
      {
        ...fx.inHouse,
        departmentId: fx.departmentId,
        kind: 'birthday',
        date: plusDays(today, 1),
        time: '18:30',
        text: 'Cake',
      },
    ]);
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const flag = answer.typed.data[0];
    expect(flag).toMatchObject({
      stayId: fx.inHouse.stayId,
      roomNumber: 'RFL1',
      departmentId: fx.departmentId,
      kind: 'birthday',
      date: plusDays(today, 1),
      time: '18:30',
      text: 'Cake',
      status: 'open',
      createdBy: 'admin',
      resolvedAt: null,
    });
    expect(await auditOf(server, FLAG_ENTITY, flag?.id as number)).toMatchObject([{ action: 'create', before: null }]);
    const report = await server.call('reception/flag', 'list', [
      { fromDate: today, toDate: plusDays(today, 2), departmentId: fx.departmentId, status: 'open' },
    ]);
    expect(report.typed.data[0]?.rows.map((row) => row.id)).toContain(flag?.id);
    const none = await server.call('reception/flag', 'list', [{ fromDate: today, toDate: today, search: 'RFL1' }]);
    expect(none.typed.data[0]?.total).toBe(0);
  });

  it('needs an Idempotency-Key, and the same key answers the first flag again', async () => {
    const data: CreateData = [{ ...fx.arriving, departmentId: fx.departmentId, kind: 'amenity', date: today }];
    const without = await server.call('reception/flag', 'create', data);
    expect([without.status, without.body.apiResponse.code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    const key = newKey('flag-same');
    const first = await create(data, key);
    const again = await create(data, key);
    expect([first.status, again.status, again.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(again.body.data).toEqual(first.body.data);
    const list = await server.call('reception/flag', 'list', [{ reservationId: fx.arriving.reservationId }]);
    expect(list.typed.data[0]?.total).toBe(1);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const other = await receptionFixtures(server, 'RFO');
    await checkedOut(server, other.inHouse.reservationId);
    const base = { ...fx.inHouse, departmentId: fx.departmentId, kind: 'amenity' as const, date: today };
    const cases: [CreateData, number, string][] = [
      [[{ ...base, kind: 'party' as 'other' }], 400, '/data/0/kind'],
      [[{ ...base, time: '25:00' }], 400, '/data/0/time'],
      [[{ ...base, departmentId: 2_000_000_000 }], 404, '/data/0/departmentId'],
      [[{ ...base, date: plusDays(today, -1) }], 422, '/data/0/date'],
      [[{ ...base, date: plusDays(today, 10) }], 422, '/data/0/date'],
      [[{ ...base, stayId: fx.arriving.stayId }], 400, '/data/0/stayId'],
      [[{ ...base, ...other.inHouse }], 422, '/data/0/stayId'],
    ];
    const before = await server.db
      .selectFrom('reception_flag')
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
      .selectFrom('reception_flag')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('resolves (who, when, note) and reopens; stale versions get 409; a resolved flag is not edited', async () => {
    const created = await create([
      { ...fx.inHouse, departmentId: fx.departmentId, kind: 'late-check-out', date: today },
    ]);
    const id = created.typed.data[0]?.id as number;
    const updated = await server.call('reception/flag', 'update', [
      {
        id,
        version: 1,
        departmentId: fx.departmentId,
        kind: 'late-check-out',
        date: today,
        time: '14:00',
        text: 'Until 14:00',
      },
    ]);
    expect(updated.typed.data[0]).toMatchObject({ time: '14:00', text: 'Until 14:00', version: 2 });
    const stale = await server.call('reception/flag', 'resolve', [{ id, version: 1 }]);
    expect([stale.status, stale.body.apiResponse.code, stale.body.apiResponse.errors?.[0]?.field]).toEqual([
      409,
      'STALE_VERSION',
      '/data/0/version',
    ]);
    const resolved = await server.call('reception/flag', 'resolve', [{ id, version: 2, note: 'Approved' }]);
    expect(resolved.typed.data[0]).toMatchObject({
      status: 'resolved',
      resolvedBy: 'admin',
      resolutionNote: 'Approved',
      version: 3,
    });
    const edit = await server.call('reception/flag', 'update', [
      { id, version: 3, departmentId: fx.departmentId, kind: 'other', date: today },
    ]);
    expect([edit.status, edit.body.apiResponse.code]).toEqual([422, 'FLAG_RESOLVED']);
    const report = await server.call('reception/flag', 'list', [
      { status: 'resolved', reservationId: fx.inHouse.reservationId },
    ]);
    expect(report.typed.data[0]?.rows.map((row) => row.id)).toEqual([id]);
    const reopened = await server.call('reception/flag', 'reopen', [{ id, version: 3 }]);
    expect(reopened.typed.data[0]).toMatchObject({ status: 'open', resolvedBy: null, resolutionNote: '', version: 4 });
    const audit = await auditOf(server, FLAG_ENTITY, id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'resolve', 'reopen']);
  });

  it('reports the flags of a period with the hotel’s name and date; a reversed period is refused', async () => {
    const made = await create([
      { ...fx.arriving, departmentId: fx.departmentId, kind: 'vip', date: plusDays(today, 2) },
    ]);
    const report = await server.call('reception/flag', 'report', [
      { fromDate: plusDays(today, 2), toDate: plusDays(today, 2), departmentId: fx.departmentId, status: 'open' },
    ]);
    expect(report.status, JSON.stringify(report.body.apiResponse)).toBe(200);
    expect(report.typed.data[0]).toMatchObject({ hotelName: 'Mekong Riverside Hotel', hotelDate: today });
    expect(report.typed.data[0]?.rows.map((row) => row.id)).toContain(made.typed.data[0]?.id);
    const reversed = await server.call('reception/flag', 'report', [{ fromDate: today, toDate: plusDays(today, -1) }]);
    expect([reversed.status, reversed.body.apiResponse.errors?.[0]?.field]).toEqual([400, '/data/0/toDate']);
  });

  it('is put by the front desk; housekeeping reads and resolves but may not put one', async () => {
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const data: CreateData = [{ ...fx.inHouse, departmentId: fx.departmentId, kind: 'amenity', date: today }];
    expect((await create(data, { ...housekeeper.headers, ...newKey('hk') })).status).toBe(403);
    const reception = await signIn(server.app, 'reception', 'demo-test-password');
    const made = await create(data, { ...reception.headers, ...newKey('rc') });
    expect(made.status).toBe(200);
    const id = made.typed.data[0]?.id as number;
    expect((await server.call('reception/flag', 'list', [{}], housekeeper.headers)).status).toBe(200);
    const resolved = await server.call('reception/flag', 'resolve', [{ id, version: 1 }], housekeeper.headers);
    expect([resolved.status, resolved.typed.data[0]?.resolvedBy]).toEqual([200, 'housekeeping']);
  });
});
