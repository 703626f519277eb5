import type { ActionOf, RequestData } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_MANUALS, seedFirstManuals } from '../../db/seed/help.ts';
import { seed } from '../../db/seed/index.ts';
import { call, type Headers, signIn } from '../../test/api.ts';
import { createTestServer, TEST_ADMIN_PASSWORD } from '../../test/database.ts';

const PATH = 'configuration/help-text';
type Action = ActionOf<typeof PATH>;

let server: Awaited<ReturnType<typeof createTestServer>>;
let config: Headers;
let reservation: Headers;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  config = (await signIn(server.app, 'config', 'demo-test-password')).headers;
  reservation = (await signIn(server.app, 'reservation', 'demo-test-password')).headers;
});
afterAll(() => server?.close());

function as<A extends Action>(headers: Headers, action: A, data: RequestData<typeof PATH, A>) {
  return call(server.app, PATH, action, data, headers);
}
const anonymous: Headers = {};

async function manualCount() {
  const { count } = await server.db
    .selectFrom('help_text')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

const DEPARTMENTS = [
  'Cashier',
  'Config',
  'Engineer',
  'Financial',
  'Housekeeping',
  'Manager Report',
  'Outlet Services',
  'Reception',
  'Reservation',
  'Sales',
];

describe('configuration/help-text', () => {
  it('ships a first English manual for each department, readable without signing in', async () => {
    const list = await as(anonymous, 'list', []);
    expect(list.status).toBe(200);
    expect(list.typed.data.map((manual) => manual.menu)).toEqual(DEPARTMENTS);
    for (const manual of list.typed.data) {
      expect(manual.language).toBe('EN');
      expect(manual.version).toBe(1);
      expect(manual.title.length).toBeGreaterThan(10);
      expect(manual.body).toContain('## ');
      expect(manual.body.length).toBeGreaterThan(300);
    }
  });

  it('gets a menu case-insensitively; falls back to English; an unknown menu has no manual', async () => {
    const reservationManual = await as(anonymous, 'get', [{ menu: 'reservation' }]);
    expect(reservationManual.typed.data.map((manual) => [manual.menu, manual.language])).toEqual([
      ['Reservation', 'EN'],
    ]);
    const inThai = await as(anonymous, 'get', [{ menu: 'Reservation', language: 'th' }]);
    expect(inThai.typed.data).toEqual(reservationManual.typed.data);
    const unknown = await as(anonymous, 'get', [{ menu: 'No Such Screen', language: 'EN' }]);
    expect(unknown.status).toBe(200);
    expect(unknown.typed.data).toEqual([]);
  });

  it('creates a manual in another language, which get then prefers, audited as the configuration user', async () => {
    const created = await as(config, 'create', [
      { menu: 'Reservation', language: 'TH', title: 'การจอง', body: 'วิธีรับจองห้องพัก' },
    ]);
    expect(created.status).toBe(200);
    const manual = created.typed.data[0];
    expect(manual).toMatchObject({ menu: 'Reservation', language: 'TH', title: 'การจอง', version: 1 });
    const inThai = await as(anonymous, 'get', [{ menu: 'RESERVATION', language: 'TH' }]);
    expect(inThai.typed.data).toEqual([manual]);
    const inLao = await as(anonymous, 'get', [{ menu: 'Reservation', language: 'LA' }]);
    expect(inLao.typed.data[0]?.language).toBe('EN');
    const every = await as(anonymous, 'get', [{ menu: 'Reservation' }]);
    expect(every.typed.data.map((item) => item.language)).toEqual(['EN', 'TH']);

    const audit = await server.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'before', 'after'])
      .where('entity', '=', 'help-text')
      .where('entity_id', '=', String(manual?.id))
      .execute();
    expect(audit).toEqual([{ actor: 'config', action: 'create', before: null, after: manual }]);
  });

  it('refuses a second manual for the same menu and language, whatever the case, with 409 naming menu', async () => {
    const before = await manualCount();
    const duplicate = await as(config, 'create', [
      { menu: 'Night Audit', language: 'EN', title: 'Night audit', body: 'Close the day.' },
      { menu: 'CASHIER', language: 'EN', title: 'Cashier', body: 'Again.' },
    ]);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.apiResponse.code).toBe('DUPLICATE');
    expect(duplicate.body.apiResponse.errors).toEqual([
      { field: '/data/1/menu', message: 'already has a manual in this language' },
    ]);
    expect(await manualCount()).toBe(before);
  });

  it('refuses bad input with 400 and the failing fields', async () => {
    const good = { menu: 'Room Availability', language: 'EN', title: 'Room availability', body: 'Text' };
    const cases: [unknown, string][] = [
      [{ ...good, menu: 'a/b' }, '/data/0/menu'],
      [{ ...good, menu: ' Padded' }, '/data/0/menu'],
      [{ ...good, menu: '' }, '/data/0/menu'],
      [{ ...good, menu: 'x'.repeat(81) }, '/data/0/menu'],
      [{ ...good, title: '  ' }, '/data/0/title'],
      [{ ...good, body: 'x'.repeat(20_001) }, '/data/0/body'],
      [{ ...good, body: '' }, '/data/0/body'],
      [{ ...good, language: 'es' }, '/data/0/language'],
      [{ ...good, html: '<b>' }, '/data/0/html'],
    ];
    for (const [item, field] of cases) {
      const answer = await server.post(PATH, { apiRequest: { action: 'create' }, data: [item] }, config);
      expect(answer.status, JSON.stringify(item)).toBe(400);
      expect(answer.body.apiResponse.errors?.map((error) => error.field)).toContain(field);
    }
    const longest = await as(config, 'create', [{ ...good, language: 'EN', body: 'ก'.repeat(20_000) }]);
    expect(longest.status).toBe(200);
    const noMenu = await server.post(PATH, { apiRequest: { action: 'get' }, data: [{}] });
    expect(noMenu.status).toBe(400);
    expect(noMenu.body.apiResponse.errors).toEqual([{ field: '/data/0/menu', message: 'is required' }]);
  });

  it('updates with the row version, refusing a stale one with 409', async () => {
    const [cashier] = (await as(anonymous, 'get', [{ menu: 'Cashier', language: 'EN' }])).typed.data;
    if (!cashier) throw new Error('no Cashier manual');
    const body = `${cashier.body}\n\n## Our hotel\nThe safe key is with the duty manager.`;
    const changed = await as(config, 'update', [{ id: cashier.id, version: cashier.version, body }]);
    expect(changed.status).toBe(200);
    expect(changed.typed.data).toEqual([{ ...cashier, body, version: cashier.version + 1 }]);
    const stale = await as(config, 'update', [{ id: cashier.id, version: cashier.version, title: 'Late' }]);
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse).toMatchObject({
      code: 'STALE_VERSION',
      errors: [{ field: '/data/0/version', message: 'is not the current version' }],
    });
    const renamedOntoAnother = await as(config, 'update', [
      { id: cashier.id, version: cashier.version + 1, menu: 'reception' },
    ]);
    expect(renamedOntoAnother.status).toBe(409);
    expect(renamedOntoAnother.body.apiResponse.errors?.[0]?.field).toBe('/data/0/menu');
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'help-text')
      .where('entity_id', '=', String(cashier.id))
      .execute();
    expect(audit).toEqual([
      { action: 'update', before: cashier, after: { ...cashier, body, version: cashier.version + 1 } },
    ]);
  });

  it('lets anyone read, only configuration (and ADMIN) write', async () => {
    const item = { menu: 'Walk-in', language: 'EN', title: 'Walk-in', body: 'A guest without a booking.' } as const;
    expect((await as(anonymous, 'create', [item])).status).toBe(401);
    const refused = await as(reservation, 'create', [item]);
    expect(refused.status).toBe(403);
    expect(refused.body.apiResponse.code).toBe('FORBIDDEN');
    expect((await as(reservation, 'get', [{ menu: 'Walk-in' }])).typed.data).toEqual([]);
    expect((await as(config, 'create', [item])).status).toBe(200);
    const byAdmin = await server.call(PATH, 'create', [{ ...item, language: 'LA', title: 'ລູກຄ້າ walk-in' }]);
    expect(byAdmin.status).toBe(200);
  });

  it('deletes by id, audited; the first manuals are seeded once and never come back', async () => {
    const [engineer] = (await as(anonymous, 'get', [{ menu: 'Engineer' }])).typed.data;
    if (!engineer) throw new Error('no Engineer manual');
    const deleted = await as(config, 'delete', [{ id: engineer.id }]);
    expect(deleted.typed.data).toEqual([{ id: engineer.id }]);
    expect((await as(anonymous, 'get', [{ menu: 'Engineer' }])).typed.data).toEqual([]);
    expect((await as(config, 'delete', [{ id: engineer.id }])).status).toBe(404);

    const before = await manualCount();
    await seed(server.db, { adminPassword: TEST_ADMIN_PASSWORD, demo: true });
    expect(await seedFirstManuals(server.db, server.propertyId)).toBe(false);
    expect(await manualCount()).toBe(before);
    // Even a hotel whose staff deleted every manual keeps its choice.
    await server.db.deleteFrom('help_text').execute();
    expect(await seedFirstManuals(server.db, server.propertyId)).toBe(false);
    expect(await manualCount()).toBe(0);
    // A hotel made before the manuals existed (no manual, no history of one) gets them once.
    await server.db.deleteFrom('audit_log').where('entity', '=', 'help-text').execute();
    expect(await seedFirstManuals(server.db, server.propertyId)).toBe(true);
    expect(await manualCount()).toBe(FIRST_MANUALS.length);
    expect(await seedFirstManuals(server.db, server.propertyId)).toBe(false);
  });

  it('has a manual for every department the brief names, each short enough to read', () => {
    expect(FIRST_MANUALS.map((manual) => manual.menu).sort()).toEqual(DEPARTMENTS);
    for (const manual of FIRST_MANUALS) expect(manual.body.length).toBeLessThan(3000);
  });
});
