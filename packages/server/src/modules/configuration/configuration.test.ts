import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
});
afterAll(() => server?.close());

async function auditCount(entity: string) {
  const { count } = await server.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('entity', '=', entity)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function currencyByCode(code: string) {
  const answer = await server.call('configuration/currency', 'list', []);
  const found = answer.typed.data.find((currency) => currency.code === code);
  if (!found) throw new Error(`no currency ${code}`);
  return found;
}

describe('configuration/HotelDetail', () => {
  it('answers the hotel name and the logo path, and the logo is served under /api', async () => {
    const answer = await server.call('configuration/HotelDetail', 'get', []);
    expect(answer.status).toBe(200);
    expect(answer.typed.apiResponse).toEqual({ id: 0, desc: 'Success', action: 'get' });
    const [detail] = answer.typed.data;
    expect(detail?.name).toBe('Mekong Riverside Hotel');
    expect(detail?.logoUrl).toBe('/files/hotel-logo');
    const logo = await server.app.inject({ method: 'GET', url: `/api${detail?.logoUrl}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<svg');
    const missing = await server.app.inject({ method: 'GET', url: '/api/files/no-such-file' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().apiResponse.id).toBe(99999);
  });
});

describe('configuration/hotel', () => {
  it('answers the hotel date and the next business date', async () => {
    const today = await server.call('configuration/hotel', 'GetHotelDate', []);
    expect(today.typed.data).toEqual([{ value: TEST_HOTEL_DATE }]);
    const next = await server.call('configuration/hotel', 'NextHotelDate', [{}]);
    expect(next.typed.data).toEqual([{ value: '2026-11-22' }]);
    const again = await server.call('configuration/hotel', 'GetHotelDate', []);
    expect(again.typed.data).toEqual([{ value: TEST_HOTEL_DATE }]);
  });
});

describe('configuration/country', () => {
  it('lists the full ISO 3166 list in three languages', async () => {
    const answer = await server.call('configuration/country', 'list-full', []);
    expect(answer.typed.data.length).toBe(249 + 1);
    const thailand = answer.typed.data.find((country) => country.isoCode === 'TH');
    expect(thailand).toMatchObject({ iso3: 'THA', numericCode: '764', name: 'Thailand', nameTh: 'ไทย', nameLa: 'ໄທ' });
    const minimum = await server.call('configuration/country', 'get-minimum', [
      { countryId: thailand?.countryId ?? 0 },
    ]);
    expect(minimum.typed.data).toEqual([{ countryId: thailand?.countryId, isoCode: 'TH', name: 'Thailand' }]);
  });

  it('answers 404 for an unknown country', async () => {
    const answer = await server.call('configuration/country', 'get-minimum', [{ countryId: 999_999 }]);
    expect(answer.status).toBe(404);
    expect(answer.body.apiResponse.errors).toEqual([{ field: '/data/0/countryId', message: 'Data not found' }]);
  });
});

describe('configuration/currency', () => {
  it('lists THB as the local currency with USD and LAK', async () => {
    const answer = await server.call('configuration/currency', 'list', []);
    expect(answer.typed.data.map((currency) => [currency.code, currency.isLocalCurrency])).toEqual([
      ['LAK', 0],
      ['THB', 1],
      ['USD', 0],
    ]);
    const minimum = await server.call('configuration/currency', 'list-minimum', [{}]);
    expect(minimum.typed.data.find((currency) => currency.isLocalCurrency === 1)?.code).toBe('THB');
  });

  it('creates, reads, updates and deletes, with an audit record for each write', async () => {
    const before = await auditCount('currency');
    const created = await server.call('configuration/currency', 'create', [{ code: 'EUR', name: 'Euro', symbol: '€' }]);
    expect(created.status).toBe(200);
    const euro = created.typed.data[0];
    expect(euro).toMatchObject({ code: 'EUR', decimals: 2, isLocalCurrency: 0, version: 1 });
    if (!euro) throw new Error('not created');

    const read = await server.call('configuration/currency', 'get', [{ id: euro.id }]);
    expect(read.typed.data).toEqual([euro]);

    const updated = await server.call('configuration/currency', 'update', [
      { id: euro.id, version: 1, name: 'Euro (EU)' },
    ]);
    expect(updated.typed.data[0]).toMatchObject({ name: 'Euro (EU)', symbol: '€', version: 2 });

    const deleted = await server.call('configuration/currency', 'delete', [{ id: euro.id }]);
    expect(deleted.typed.data).toEqual([{ id: euro.id }]);
    const gone = await server.call('configuration/currency', 'get', [{ id: euro.id }]);
    expect(gone.status).toBe(404);

    expect(await auditCount('currency')).toBe(before + 3);
    const trail = await server.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'path', 'before', 'after'])
      .where('entity', '=', 'currency')
      .where('entity_id', '=', String(euro.id))
      .orderBy('id')
      .execute();
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[0]).toMatchObject({ path: 'configuration/currency', actor: 'admin', before: null });
    expect(trail[1]?.before).toMatchObject({ name: 'Euro', version: 1 });
    expect(trail[1]?.after).toMatchObject({ name: 'Euro (EU)', version: 2 });
    expect(trail[2]?.after).toBeNull();
  });

  it('refuses a stale row version with 409 and changes nothing', async () => {
    const usd = await currencyByCode('USD');
    const first = await server.call('configuration/currency', 'update', [
      { id: usd.id, version: usd.version, symbol: 'US$' },
    ]);
    expect(first.status).toBe(200);
    const auditBefore = await auditCount('currency');
    const stale = await server.call('configuration/currency', 'update', [
      { id: usd.id, version: usd.version, symbol: 'USD' },
    ]);
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
    expect(stale.body.apiResponse.errors).toEqual([
      { field: '/data/0/version', message: 'is not the current version' },
    ]);
    expect((await currencyByCode('USD')).symbol).toBe('US$');
    expect(await auditCount('currency')).toBe(auditBefore);
  });

  it('refuses a duplicate code with 409 naming the field, and a failed batch leaves nothing behind', async () => {
    const auditBefore = await auditCount('currency');
    const answer = await server.call('configuration/currency', 'create', [
      { code: 'JPY', name: 'Yen' },
      { code: 'USD', name: 'Dollar again' },
    ]);
    expect(answer.status).toBe(409);
    expect(answer.body.apiResponse.code).toBe('DUPLICATE');
    expect(answer.body.apiResponse.errors).toEqual([
      { field: '/data/1/code', message: 'is already used by another currency' },
    ]);
    const list = await server.call('configuration/currency', 'list', []);
    expect(list.typed.data.map((currency) => currency.code)).not.toContain('JPY');
    expect(await auditCount('currency')).toBe(auditBefore);
  });

  it('keeps exactly one local currency', async () => {
    const thb = await currencyByCode('THB');
    const lak = await currencyByCode('LAK');
    const second = await server.call('configuration/currency', 'create', [
      { code: 'SGD', name: 'Singapore Dollar', isLocalCurrency: 1 },
    ]);
    expect(second.status).toBe(422);
    expect(second.body.apiResponse.code).toBe('LOCAL_CURRENCY_TAKEN');

    const none = await server.call('configuration/currency', 'update', [
      { id: thb.id, version: thb.version, isLocalCurrency: 0 },
    ]);
    expect(none.status).toBe(422);
    expect(none.body.apiResponse.code).toBe('LOCAL_CURRENCY_REQUIRED');

    const deleteLocal = await server.call('configuration/currency', 'delete', [{ id: thb.id }]);
    expect(deleteLocal.status).toBe(422);
    expect(deleteLocal.body.apiResponse.code).toBe('LOCAL_CURRENCY');

    // Moving the flag in one batch works in either order (the database check is deferred).
    const moved = await server.call('configuration/currency', 'update', [
      { id: lak.id, version: lak.version, isLocalCurrency: 1 },
      { id: thb.id, version: thb.version, isLocalCurrency: 0 },
    ]);
    expect(moved.status).toBe(200);
    expect((await currencyByCode('LAK')).isLocalCurrency).toBe(1);
    const back = await server.call('configuration/currency', 'update', [
      { id: thb.id, version: thb.version + 1, isLocalCurrency: 1 },
      { id: lak.id, version: lak.version + 1, isLocalCurrency: 0 },
    ]);
    expect(back.status).toBe(200);
    expect((await currencyByCode('THB')).isLocalCurrency).toBe(1);
  });

  it('refuses to delete a currency in use (exchange rates) with 409', async () => {
    const usd = await currencyByCode('USD');
    const answer = await server.call('configuration/currency', 'delete', [{ id: usd.id }]);
    expect(answer.status).toBe(409);
    expect(answer.body.apiResponse.code).toBe('IN_USE');
    expect(answer.body.apiResponse.errors).toEqual([
      { field: '/data/0/id', message: 'has exchange rates and cannot be deleted' },
    ]);
  });

  it('answers 404 for an unknown id, naming the field', async () => {
    const answer = await server.call('configuration/currency', 'update', [{ id: 424_242, version: 1, name: 'X' }]);
    expect(answer.status).toBe(404);
    expect(answer.body.apiResponse.errors?.[0]?.field).toBe('/data/0/id');
  });
});
