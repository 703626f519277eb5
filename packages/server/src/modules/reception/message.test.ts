import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { newKey } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';
import { hotelDate } from '../../test/front-desk.ts';
import { MESSAGE_ENTITY } from './message.ts';
import { auditOf, checkedOut, receptionFixtures } from './testing.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let fx: Awaited<ReturnType<typeof receptionFixtures>>;
let today: string;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  fx = await receptionFixtures(server, 'RMS');
  today = await hotelDate(server);
});
afterAll(() => server?.close());

type CreateData = Parameters<typeof server.call<'reception/message', 'create'>>[2];
const create = (data: CreateData, headers: Record<string, string> = newKey('msg')) =>
  server.call('reception/message', 'create', data, headers);

describe(`guest messages (${testEngine})`, () => {
  it('takes a message for an in-house guest, audited, and lists it as new with the room', async () => {
    const answer = await create([
      { ...fx.inHouse, text: 'Please call Mr Souk back', fromName: 'Souk Vongsa', fromContact: '+856 20 555 0101' },
    ]);
    expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
    const message = answer.typed.data[0];
    expect(message).toMatchObject({
      reservationId: fx.inHouse.reservationId,
      stayId: fx.inHouse.stayId,
      roomNumber: 'RMS1',
      guestName: 'RecRMS, Test',
      text: 'Please call Mr Souk back',
      fromName: 'Souk Vongsa',
      status: 'new',
      businessDate: today,
      takenBy: 'admin',
      deliveredAt: null,
      version: 1,
    });
    const audit = await auditOf(server, MESSAGE_ENTITY, message?.id as number);
    expect(audit).toMatchObject([{ action: 'create', actor: 'admin', before: null }]);
    const list = await server.call('reception/message', 'list', [{ status: 'new', search: 'RMS1' }]);
    expect(list.typed.data[0]?.rows.map((row) => row.id)).toContain(message?.id);
  });

  it('needs an Idempotency-Key to take one, and the same key answers the first message again', async () => {
    const data: CreateData = [{ reservationId: fx.arriving.reservationId, text: 'Welcome!', fromName: 'Sales' }];
    const without = await server.call('reception/message', 'create', data);
    expect([without.status, without.body.apiResponse.code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    const key = newKey('msg-same');
    const first = await create(data, key);
    const again = await create(data, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    const list = await server.call('reception/message', 'list', [{ reservationId: fx.arriving.reservationId }]);
    expect(list.typed.data[0]?.total).toBe(1);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await server.db
      .selectFrom('guest_message')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const cases: [CreateData, number, string][] = [
      [[{ reservationId: fx.inHouse.reservationId, text: '', fromName: 'A' }], 400, '/data/0/text'],
      [[{ reservationId: fx.inHouse.reservationId, text: 'x', fromName: '' }], 400, '/data/0/fromName'],
      [[{ reservationId: 2_000_000_000, text: 'x', fromName: 'A' }], 404, '/data/0/reservationId'],
      [
        [{ reservationId: fx.inHouse.reservationId, stayId: fx.arriving.stayId, text: 'x', fromName: 'A' }],
        400,
        '/data/0/stayId',
      ],
    ];
    for (const [data, status, field] of cases) {
      const answer = await create(data);
      expect([answer.status, answer.body.apiResponse.errors?.[0]?.field], JSON.stringify(data)).toEqual([
        status,
        field,
      ]);
    }
    const after = await server.db
      .selectFrom('guest_message')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('refuses a message for a checked-out guest (422)', async () => {
    const other = await receptionFixtures(server, 'RMO');
    await checkedOut(server, other.inHouse.reservationId);
    const answer = await create([{ ...other.inHouse, text: 'Too late', fromName: 'A' }]);
    expect([answer.status, answer.body.apiResponse.code, answer.body.apiResponse.errors?.[0]?.field]).toEqual([
      422,
      'RESERVATION_CLOSED',
      '/data/0/stayId',
    ]);
  });

  it('corrects, delivers and prints; a stale version is refused with 409; a delivered one stays as it was', async () => {
    const created = await create([{ ...fx.inHouse, text: 'Parcel at the desk', fromName: 'DHL' }]);
    const id = created.typed.data[0]?.id as number;
    const updated = await server.call('reception/message', 'update', [
      { id, version: 1, text: 'Two parcels at the desk', fromName: 'DHL' },
    ]);
    expect(updated.typed.data[0]).toMatchObject({ text: 'Two parcels at the desk', version: 2 });
    const stale = await server.call('reception/message', 'deliver', [{ id, version: 1 }]);
    expect([stale.status, stale.body.apiResponse.code, stale.body.apiResponse.errors?.[0]?.field]).toEqual([
      409,
      'STALE_VERSION',
      '/data/0/version',
    ]);
    const delivered = await server.call('reception/message', 'deliver', [{ id, version: 2 }]);
    expect(delivered.typed.data[0]).toMatchObject({ status: 'delivered', deliveredBy: 'admin', version: 3 });
    expect(delivered.typed.data[0]?.deliveredAt).not.toBeNull();
    const again = await server.call('reception/message', 'deliver', [{ id, version: 3 }]);
    expect([again.status, again.body.apiResponse.code]).toEqual([422, 'MESSAGE_DELIVERED']);
    const edit = await server.call('reception/message', 'update', [{ id, version: 3, text: 'x', fromName: 'y' }]);
    expect([edit.status, edit.body.apiResponse.code]).toEqual([422, 'MESSAGE_DELIVERED']);
    const printed = await server.call('reception/message', 'print', [{ id, version: 3 }]);
    expect(printed.typed.data[0]).toMatchObject({ printedBy: 'admin', version: 4, text: 'Two parcels at the desk' });
    const audit = await auditOf(server, MESSAGE_ENTITY, id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'deliver', 'print']);
    const delivered2 = await server.call('reception/message', 'list', [
      { status: 'delivered', stayId: fx.inHouse.stayId },
    ]);
    expect(delivered2.typed.data[0]?.rows.map((row) => row.id)).toEqual([id]);
  });

  it('pages the list', async () => {
    for (const n of [1, 2, 3]) await create([{ ...fx.arriving, text: `Paged ${n}`, fromName: 'Pager' }]);
    const first = await server.call('reception/message', 'list', [{ search: 'Paged', limit: 2 }]);
    const second = await server.call('reception/message', 'list', [{ search: 'Paged', limit: 2, offset: 2 }]);
    expect(first.typed.data[0]?.total).toBe(3);
    expect(first.typed.data[0]?.rows.map((row) => row.text)).toEqual(['Paged 3', 'Paged 2']);
    expect(second.typed.data[0]?.rows.map((row) => row.text)).toEqual(['Paged 1']);
  });

  it('is the front desk’s to take; housekeeping may not', async () => {
    const housekeeper = await signIn(server.app, 'housekeeping', 'demo-test-password');
    const refused = await create([{ ...fx.inHouse, text: 'x', fromName: 'y' }], {
      ...housekeeper.headers,
      ...newKey('hk'),
    });
    expect(refused.status).toBe(403);
    const listRefused = await server.call('reception/message', 'list', [{}], housekeeper.headers);
    expect(listRefused.status).toBe(403);
    const reception = await signIn(server.app, 'reception', 'demo-test-password');
    const taken = await create([{ ...fx.inHouse, text: 'From reception', fromName: 'y' }], {
      ...reception.headers,
      ...newKey('rc'),
    });
    expect([taken.status, taken.typed.data[0]?.takenBy]).toEqual([200, 'reception']);
  });
});
