import type { ActionOf, RequestData } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_MANUALS, SEEDED_MANUALS, seedFirstManuals, TRANSLATED_MANUALS } from '../../db/seed/help.ts';
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
  it('ships a first manual for each department in English, Thai and Lao, readable without signing in', async () => {
    const list = await as(anonymous, 'list', []);
    expect(list.status).toBe(200);
    expect(list.typed.data.map((manual) => [manual.menu, manual.language])).toEqual(
      DEPARTMENTS.flatMap((menu) => [
        [menu, 'EN'],
        [menu, 'TH'],
        [menu, 'LA'],
      ]),
    );
    for (const manual of list.typed.data) {
      expect(manual.version).toBe(1);
      expect(manual.title.length).toBeGreaterThan(10);
      expect(manual.body).toContain('## ');
      expect(manual.body.length).toBeGreaterThan(300);
    }
  });

  it("gets a menu case-insensitively, in the reader's language; an unknown menu has no manual", async () => {
    const reservationManual = await as(anonymous, 'get', [{ menu: 'reservation' }]);
    expect(reservationManual.typed.data.map((manual) => [manual.menu, manual.language])).toEqual([
      ['Reservation', 'EN'],
      ['Reservation', 'TH'],
      ['Reservation', 'LA'],
    ]);
    const inThai = await as(anonymous, 'get', [{ menu: 'Reservation', language: 'th' }]);
    expect(inThai.typed.data).toEqual([reservationManual.typed.data[1]]);
    const inLao = await as(anonymous, 'get', [{ menu: 'RESERVATION', language: 'LA' }]);
    expect(inLao.typed.data).toEqual([reservationManual.typed.data[2]]);
    const unknown = await as(anonymous, 'get', [{ menu: 'No Such Screen', language: 'EN' }]);
    expect(unknown.status).toBe(200);
    expect(unknown.typed.data).toEqual([]);
  });

  it('falls back to English until a language has its manual, which get then prefers; audited as the configuration user', async () => {
    const english = await as(config, 'create', [
      { menu: 'Group Booking', language: 'EN', title: 'Group bookings', body: 'How to book a group.' },
    ]);
    expect(english.status).toBe(200);
    const untranslated = await as(anonymous, 'get', [{ menu: 'group booking', language: 'TH' }]);
    expect(untranslated.typed.data).toEqual(english.typed.data);
    const created = await as(config, 'create', [
      { menu: 'Group Booking', language: 'TH', title: 'การจองแบบกลุ่ม', body: 'วิธีรับจองแบบกลุ่ม' },
    ]);
    expect(created.status).toBe(200);
    const manual = created.typed.data[0];
    expect(manual).toMatchObject({ menu: 'Group Booking', language: 'TH', title: 'การจองแบบกลุ่ม', version: 1 });
    const inThai = await as(anonymous, 'get', [{ menu: 'GROUP BOOKING', language: 'TH' }]);
    expect(inThai.typed.data).toEqual([manual]);
    const inLao = await as(anonymous, 'get', [{ menu: 'Group Booking', language: 'LA' }]);
    expect(inLao.typed.data[0]?.language).toBe('EN');
    const every = await as(anonymous, 'get', [{ menu: 'Group Booking' }]);
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
    expect(noMenu.body.apiResponse.errors).toEqual([
      { field: '/data/0/menu', message: 'is required', rule: 'required' },
    ]);
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
    const engineer = (await as(anonymous, 'get', [{ menu: 'Engineer' }])).typed.data;
    expect(engineer.map((manual) => manual.language)).toEqual(['EN', 'TH', 'LA']);
    const ids = engineer.map((manual) => ({ id: manual.id }));
    const deleted = await as(config, 'delete', ids);
    expect(deleted.typed.data).toEqual(ids);
    expect((await as(anonymous, 'get', [{ menu: 'Engineer' }])).typed.data).toEqual([]);
    expect((await as(config, 'delete', [ids[0] as { id: number }])).status).toBe(404);

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
    expect(await manualCount()).toBe(SEEDED_MANUALS.length);
    expect(await seedFirstManuals(server.db, server.propertyId)).toBe(false);
  });

  it('has a manual for every department the brief names, each short enough to read', () => {
    expect(FIRST_MANUALS.map((manual) => manual.menu).sort()).toEqual(DEPARTMENTS);
    for (const manual of FIRST_MANUALS) expect(manual.body.length).toBeLessThan(3000);
    expect(SEEDED_MANUALS).toHaveLength(FIRST_MANUALS.length * 3);
  });

  it('translates every manual into Thai and Lao line for line, under the same menu keys', () => {
    // The shape of a manual: each line's kind (heading, list item, text, blank) and bold runs.
    const shape = (body: string) =>
      body
        .split('\n')
        .map(
          (line) =>
            `${line.startsWith('## ') ? 'h' : line.startsWith('- ') ? 'li' : line ? 'p' : ''}${'*'.repeat(line.split('**').length - 1)}`,
        );
    const script = { TH: /[\u0E00-\u0E7F]/, LA: /[\u0E80-\u0EFF]/ } as const;
    for (const [language, manuals] of Object.entries(TRANSLATED_MANUALS) as [
      keyof typeof script,
      typeof FIRST_MANUALS,
    ][]) {
      expect(
        manuals.map((manual) => manual.menu),
        language,
      ).toEqual(FIRST_MANUALS.map((manual) => manual.menu));
      for (const [index, manual] of manuals.entries()) {
        const english = FIRST_MANUALS[index];
        if (!english) throw new Error(`no English manual for ${manual.menu}`);
        const where = `${language} ${manual.menu}`;
        expect(shape(manual.body), where).toEqual(shape(english.body));
        expect(manual.title, where).toMatch(script[language]);
        expect(manual.body.length, where).toBeLessThan(3000);
        // Every line is in the language, not left in English.
        for (const line of manual.body.split('\n').filter(Boolean)) expect(line, where).toMatch(script[language]);
      }
    }
  });
});
