import type { ActionOf, RequestData } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Headers, signIn } from '../../test/api.ts';
import { createTestServer } from '../../test/database.ts';

const PATH = 'configuration/UserInterfaceText';
type Action = ActionOf<typeof PATH>;

let server: Awaited<ReturnType<typeof createTestServer>>;
let config: Headers;
let reservation: Headers;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  // The demo hotel keeps its tab labels as texts; these tests start from a hotel without any.
  await server.db.deleteFrom('interface_text').execute();
  config = (await signIn(server.app, 'config', 'demo-test-password')).headers;
  reservation = (await signIn(server.app, 'reservation', 'demo-test-password')).headers;
});
afterAll(() => server?.close());

/** A call as the configuration user (the Language Setting page's role), or as whoever is given. */
function as<A extends Action>(headers: Headers, action: A, data: RequestData<typeof PATH, A>, more: Headers = {}) {
  return call(server.app, PATH, action, data, { ...headers, ...more });
}
const anonymous: Headers = {};

async function auditOf(entityId: number) {
  return server.db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'before', 'after'])
    .where('entity', '=', 'interface-text')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

async function storedCount() {
  const { count } = await server.db
    .selectFrom('interface_text')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

describe('configuration/UserInterfaceText', () => {
  it('starts empty and is readable without signing in', async () => {
    const list = await as(anonymous, 'list', [{}]);
    expect(list.status).toBe(200);
    expect(list.typed.data).toEqual([]);
    const thai = await as(anonymous, 'get', [{ language: 'TH' }]);
    expect(thai.typed.data).toEqual([]);
  });

  it('adds texts per language, audited as the configuration user', async () => {
    const answer = await as(config, 'new', [
      { textCode: 'MENU_RESERVATION', textValue: 'Bookings', language: 'EN' },
      { textCode: 'MENU_RESERVATION', textValue: 'การจอง', language: 'TH' },
      { textCode: 'menu.tab.reservation', textValue: 'ການຈອງ', language: 'LA' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.typed.data.map(({ id: _, ...text }) => text)).toEqual([
      { textCode: 'MENU_RESERVATION', textValue: 'Bookings', language: 'EN', version: 1 },
      { textCode: 'MENU_RESERVATION', textValue: 'การจอง', language: 'TH', version: 1 },
      { textCode: 'menu.tab.reservation', textValue: 'ການຈອງ', language: 'LA', version: 1 },
    ]);
    const [english] = answer.typed.data;
    const audit = await auditOf(english?.id ?? 0);
    expect(audit).toEqual([{ actor: 'config', action: 'new', before: null, after: english }]);
  });

  it('answers one language by language or uiCode (any case), one text by id, all by list', async () => {
    const byLanguage = await as(anonymous, 'get', [{ language: 'TH' }]);
    expect(byLanguage.typed.data.map((text) => [text.textCode, text.textValue, text.language])).toEqual([
      ['MENU_RESERVATION', 'การจอง', 'TH'],
    ]);
    const byUiCode = await as(anonymous, 'get', [{ uiCode: 'th' }]);
    expect(byUiCode.typed.data).toEqual(byLanguage.typed.data);
    const lao = await as(anonymous, 'get', [{ uiCode: 'LA' }]);
    expect(lao.typed.data.map((text) => text.textCode)).toEqual(['menu.tab.reservation']);

    const id = byLanguage.typed.data[0]?.id ?? 0;
    const byId = await as(anonymous, 'get', [{ id }]);
    expect(byId.typed.data).toEqual(byLanguage.typed.data);

    const all = await as(anonymous, 'list', []);
    expect(all.typed.data.map((text) => `${text.textCode}/${text.language}`)).toEqual([
      'MENU_RESERVATION/EN',
      'MENU_RESERVATION/TH',
      'menu.tab.reservation/LA',
    ]);
  });

  it('answers 404 for an unknown id and 400 for a language the app does not have', async () => {
    const missing = await as(anonymous, 'get', [{ id: 999_999 }]);
    expect(missing.status).toBe(404);
    expect(missing.body.apiResponse.errors).toEqual([{ field: '/data/0/id', message: 'Data not found' }]);
    const spanish = await server.post(PATH, { apiRequest: { action: 'get' }, data: [{ language: 'es' }] });
    expect(spanish.status).toBe(400);
    const both = await server.post(PATH, { apiRequest: { action: 'get' }, data: [{ id: 1, language: 'EN' }] });
    expect(both.status).toBe(400);
  });

  it('refuses a second text for the same code and language with 409 naming textCode, and keeps none of the batch', async () => {
    const before = await storedCount();
    const duplicate = await as(config, 'new', [
      { textCode: 'MENU_CASHIER', textValue: 'Cashier desk', language: 'EN' },
      { textCode: 'MENU_RESERVATION', textValue: 'Reservations', language: 'EN' },
    ]);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.apiResponse.code).toBe('DUPLICATE');
    expect(duplicate.body.apiResponse.errors).toEqual([
      { field: '/data/1/textCode', message: 'already has a text in this language' },
    ]);
    expect(await storedCount()).toBe(before);
    // The same code in another language, and a code differing only in case, are other texts.
    const others = await as(config, 'new', [
      { textCode: 'MENU_CASHIER', textValue: 'Cashier desk', language: 'EN' },
      { textCode: 'menu_reservation', textValue: 'Reservations', language: 'EN' },
    ]);
    expect(others.status).toBe(200);
  });

  it('refuses bad input with 400 and the failing fields, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ textCode: 'bad code!', textValue: 'x', language: 'EN' }, '/data/0/textCode'],
      [{ textCode: '.leading', textValue: 'x', language: 'EN' }, '/data/0/textCode'],
      [{ textCode: 'a'.repeat(121), textValue: 'x', language: 'EN' }, '/data/0/textCode'],
      [{ textCode: 'ok.code', textValue: '', language: 'EN' }, '/data/0/textValue'],
      [{ textCode: 'ok.code', textValue: '   ', language: 'EN' }, '/data/0/textValue'],
      [{ textCode: 'ok.code', textValue: 'x'.repeat(201), language: 'EN' }, '/data/0/textValue'],
      [{ textCode: 'ok.code', textValue: 'x', language: 'ES' }, '/data/0/language'],
      [{ textCode: 'ok.code', textValue: 'x', language: 'EN', id: 5 }, '/data/0/id'],
    ];
    for (const [item, field] of cases) {
      const answer = await server.post(PATH, { apiRequest: { action: 'new' }, data: [item] }, config);
      expect(answer.status, JSON.stringify(item)).toBe(400);
      expect(answer.body.apiResponse.errors?.map((error) => error.field)).toContain(field);
    }
    // 200 characters is the limit, not past it; Thai counts by character, not by byte.
    const longest = await as(config, 'new', [{ textCode: 'long.text', textValue: 'ก'.repeat(200), language: 'TH' }]);
    expect(longest.status).toBe(200);
    // A NUL passes the schema but not PostgreSQL: still a 400, not a 500.
    const nul = await as(config, 'new', [{ textCode: 'nul.text', textValue: 'a\u0000b', language: 'EN' }]);
    expect(nul.status).toBe(400);
    const nothingToChange = await server.post(
      PATH,
      { apiRequest: { action: 'update' }, data: [{ id: longest.typed.data[0]?.id, version: 1 }] },
      config,
    );
    expect(nothingToChange.status).toBe(400);
  });

  it('updates with the row version, refusing a stale one with 409 and auditing before and after', async () => {
    const [text] = (await as(anonymous, 'get', [{ language: 'EN' }])).typed.data.filter(
      (item) => item.textCode === 'MENU_RESERVATION',
    );
    if (!text) throw new Error('no MENU_RESERVATION in EN');
    const changed = await as(config, 'update', [{ id: text.id, version: text.version, textValue: 'Reservations' }]);
    expect(changed.status).toBe(200);
    expect(changed.typed.data).toEqual([{ ...text, textValue: 'Reservations', version: text.version + 1 }]);

    const stale = await as(config, 'update', [{ id: text.id, version: text.version, textValue: 'Too late' }]);
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
    expect(stale.body.apiResponse.errors).toEqual([
      { field: '/data/0/version', message: 'is not the current version' },
    ]);

    // The same text twice in one batch with one version: the second meets the first's change.
    const twice = await as(config, 'update', [
      { id: text.id, version: text.version + 1, textValue: 'First' },
      { id: text.id, version: text.version + 1, textValue: 'Second' },
    ]);
    expect(twice.status).toBe(409);
    expect(twice.body.apiResponse.errors?.[0]?.field).toBe('/data/1/version');

    const audit = await auditOf(text.id);
    expect(audit.at(-1)).toEqual({
      actor: 'config',
      action: 'update',
      before: text,
      after: { ...text, textValue: 'Reservations', version: text.version + 1 },
    });
    const current = await as(anonymous, 'get', [{ id: text.id }]);
    expect(current.typed.data[0]).toMatchObject({ textValue: 'Reservations', version: text.version + 1 });
  });

  it('refuses an update onto another text of the same code and language with 409 naming textCode', async () => {
    const thai = (await as(anonymous, 'get', [{ language: 'TH' }])).typed.data.find(
      (item) => item.textCode === 'MENU_RESERVATION',
    );
    if (!thai) throw new Error('no MENU_RESERVATION in TH');
    const clash = await as(config, 'update', [{ id: thai.id, version: thai.version, language: 'EN' }]);
    expect(clash.status).toBe(409);
    expect(clash.body.apiResponse.errors).toEqual([
      { field: '/data/0/textCode', message: 'already has a text in this language' },
    ]);
    const unknown = await as(config, 'update', [{ id: 999_999, version: 1, textValue: 'x' }]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.apiResponse.errors?.[0]?.field).toBe('/data/0/id');
  });

  it('lets one of two concurrent saves of the same version through and refuses the other', async () => {
    const created = await as(config, 'new', [{ textCode: 'race.text', textValue: 'start', language: 'EN' }]);
    const text = created.typed.data[0];
    if (!text) throw new Error('not created');
    const answers = await Promise.all(
      ['one', 'two'].map((value) => as(config, 'update', [{ id: text.id, version: 1, textValue: value }])),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('replays a retried new with the same Idempotency-Key instead of adding twice', async () => {
    const key = { 'idempotency-key': 'itx-new-retry-0001' };
    const item = { textCode: 'retry.text', textValue: 'once', language: 'EN' } as const;
    const first = await as(config, 'new', [item], key);
    const again = await as(config, 'new', [item], key);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const stored = (await as(anonymous, 'list', [])).typed.data.filter((text) => text.textCode === 'retry.text');
    expect(stored).toHaveLength(1);
  });

  it('deletes by id, all or nothing, audited', async () => {
    const created = await as(config, 'new', [
      { textCode: 'gone.one', textValue: 'one', language: 'EN' },
      { textCode: 'gone.two', textValue: 'two', language: 'EN' },
    ]);
    const [one, two] = created.typed.data;
    if (!one || !two) throw new Error('not created');
    const partly = await as(config, 'delete', [{ id: one.id }, { id: 999_999 }]);
    expect(partly.status).toBe(404);
    expect(partly.body.apiResponse.errors?.[0]?.field).toBe('/data/1/id');
    expect((await as(anonymous, 'get', [{ id: one.id }])).status).toBe(200);

    const deleted = await as(config, 'delete', [{ id: one.id }, { id: two.id }]);
    expect(deleted.status).toBe(200);
    expect(deleted.typed.data).toEqual([{ id: one.id }, { id: two.id }]);
    expect((await as(anonymous, 'get', [{ id: one.id }])).status).toBe(404);
    expect((await auditOf(one.id)).at(-1)).toEqual({ actor: 'config', action: 'delete', before: one, after: null });
  });

  it('lets anyone read, only configuration (and ADMIN) write', async () => {
    const item = { textCode: 'access.text', textValue: 'x', language: 'EN' } as const;
    const before = await storedCount();
    const anonymousWrite = await as(anonymous, 'new', [item]);
    expect(anonymousWrite.status).toBe(401);
    const reservationWrite = await as(reservation, 'new', [item]);
    expect(reservationWrite.status).toBe(403);
    expect(reservationWrite.body.apiResponse.code).toBe('FORBIDDEN');
    expect(await storedCount()).toBe(before);
    expect((await as(reservation, 'list', [])).status).toBe(200);
    expect((await as(config, 'new', [item])).status).toBe(200);
    const byAdmin = await server.call(PATH, 'new', [{ ...item, language: 'TH' }]);
    expect(byAdmin.status).toBe(200);
  });
});
