import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { newKey, plusDays } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { hotelDate } from '../../test/front-desk.ts';
import { LOST_FOUND_ENTITY } from './lost-found.ts';
import { auditOf, receptionFixtures } from './testing.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof receptionFixtures>>;
let today: string;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  fx = await receptionFixtures(server, 'RLF');
  today = await hotelDate(server);
});
afterAll(() => server?.close());

type CreateData = Parameters<typeof server.call<'reception/lost-found', 'create'>>[2];
const create = (data: CreateData, headers: Record<string, string> = newKey('lf')) =>
  server.call('reception/lost-found', 'create', data, headers);
const item = (more: Partial<CreateData[number]> = {}): CreateData[number] => ({
  item: 'Black umbrella',
  foundOn: today,
  foundBy: 'Noy (HK)',
  roomId: fx.inHouseRoomId,
  keepAtId: fx.keepAtId,
  ...more,
});

describe(`lost and found (${testEngine})`, () => {
  it('records a found item as stored, linked to its room and stay, audited, and lists it', async () => {
    const answer = await create([item({ ...fx.inHouse, foundTime: '10:15', description: 'Left by the window' })]);
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const found = answer.typed.data[0];
    expect(found).toMatchObject({
      item: 'Black umbrella',
      foundOn: today,
      foundTime: '10:15',
      roomNumber: 'RLF1',
      guestName: 'RecRLF, Test',
      keepAtId: fx.keepAtId,
      status: 'stored',
      returnedOn: null,
      recordedBy: 'admin',
      version: 1,
    });
    expect(await auditOf(server, LOST_FOUND_ENTITY, found?.id as number)).toMatchObject([{ action: 'create' }]);
    const list = await server.call('reception/lost-found', 'list', [{ status: 'stored', search: 'umbrella' }]);
    expect(list.typed.data[0]?.rows.map((row) => row.id)).toContain(found?.id);
  });

  it('needs an Idempotency-Key, and the same key answers the first record again', async () => {
    const data = [item({ item: 'Travel adapter' })];
    const without = await server.call('reception/lost-found', 'create', data);
    expect([without.status, without.body.apiResponse.code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    const key = newKey('lf-same');
    const first = await create(data, key);
    const again = await create(data, key);
    expect([first.status, again.status, again.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    const list = await server.call('reception/lost-found', 'list', [{ search: 'Travel adapter' }]);
    expect(list.typed.data[0]?.total).toBe(1);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const cases: [CreateData, number, string][] = [
      [[item({ item: '' })], 400, '/data/0/item'],
      [[item({ foundOn: plusDays(today, 1) })], 422, '/data/0/foundOn'],
      [[item({ roomId: null, foundPlace: '  ' })], 400, '/data/0/foundPlace'],
      [[item({ keepAtId: 2_000_000_000 })], 404, '/data/0/keepAtId'],
      [[item({ roomId: 2_000_000_000 })], 404, '/data/0/roomId'],
      [[item({ stayId: fx.inHouse.stayId })], 400, '/data/0/reservationId'],
      [[item({ reservationId: fx.arriving.reservationId, stayId: fx.inHouse.stayId })], 400, '/data/0/stayId'],
    ];
    const before = await server.db
      .selectFrom('lost_found_item')
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
      .selectFrom('lost_found_item')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('returns to someone on a date, takes it back, disposes; stale versions get 409; only a stored item is corrected', async () => {
    const created = await create([item({ item: 'Watch', roomId: null, foundPlace: 'Lobby' })]);
    const id = created.typed.data[0]?.id as number;
    const updated = await server.call('reception/lost-found', 'update', [
      { id, version: 1, ...item({ item: 'Silver watch', roomId: null, foundPlace: 'Lobby' }) },
    ]);
    expect(updated.typed.data[0]).toMatchObject({ item: 'Silver watch', foundPlace: 'Lobby', version: 2 });
    const stale = await server.call('reception/lost-found', 'set-status', [
      { id, version: 1, status: 'disposed', date: today },
    ]);
    expect([stale.status, stale.body.apiResponse.code]).toEqual([409, 'STALE_VERSION']);
    const noName = await server.call('reception/lost-found', 'set-status', [
      { id, version: 2, status: 'returned', date: today },
    ]);
    expect([noName.status, noName.body.apiResponse.errors?.[0]?.field]).toEqual([400, '/data/0/returnedTo']);
    const future = await server.call('reception/lost-found', 'set-status', [
      { id, version: 2, status: 'returned', date: plusDays(today, 1), returnedTo: 'Owner' },
    ]);
    expect([future.status, future.body.apiResponse.errors?.[0]?.field]).toEqual([422, '/data/0/date']);
    const returned = await server.call('reception/lost-found', 'set-status', [
      { id, version: 2, status: 'returned', date: today, returnedTo: 'Ms Dara (passport P123)' },
    ]);
    expect(returned.typed.data[0]).toMatchObject({
      status: 'returned',
      returnedOn: today,
      returnedTo: 'Ms Dara (passport P123)',
      version: 3,
    });
    const edit = await server.call('reception/lost-found', 'update', [{ id, version: 3, ...item({ item: 'x' }) }]);
    expect([edit.status, edit.body.apiResponse.code]).toEqual([422, 'ITEM_NOT_STORED']);
    const dispose = await server.call('reception/lost-found', 'set-status', [
      { id, version: 3, status: 'disposed', date: today },
    ]);
    expect([dispose.status, dispose.body.apiResponse.code]).toEqual([422, 'ITEM_NOT_STORED']);
    const back = await server.call('reception/lost-found', 'set-status', [
      { id, version: 3, status: 'stored', note: 'Wrong guest' },
    ]);
    expect(back.typed.data[0]).toMatchObject({
      status: 'stored',
      returnedOn: null,
      returnedTo: null,
      statusNote: 'Wrong guest',
    });
    const disposed = await server.call('reception/lost-found', 'set-status', [
      { id, version: 4, status: 'disposed', date: today },
    ]);
    expect(disposed.typed.data[0]).toMatchObject({ status: 'disposed', disposedOn: today, version: 5 });
    const audit = await auditOf(server, LOST_FOUND_ENTITY, id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'set-status', 'set-status', 'set-status']);
  });

  it('is recorded by the front desk and housekeeping; the reservation office may not', async () => {
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const byHousekeeping = await create([item({ item: 'Sunglasses' })], { ...housekeeper.headers, ...newKey('hk') });
    expect([byHousekeeping.status, byHousekeeping.typed.data[0]?.recordedBy]).toEqual([200, 'housekeeping']);
    const reservations = await signIn(server.app, 'reservation', 'demo-test-password');
    expect((await create([item()], { ...reservations.headers, ...newKey('rs') })).status).toBe(403);
    expect((await server.call('reception/lost-found', 'list', [{}], reservations.headers)).status).toBe(403);
  });
});
