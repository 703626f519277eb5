import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';
import { describeMasterData } from '../../test/masterData.ts';

// Codes no ISO 4217 currency has and the demo hotel does not keep: QAB, QAC, …
const sampleCode = (n: number) =>
  `Q${String.fromCharCode(65 + Math.floor(n / 26))}${String.fromCharCode(65 + (n % 26))}`;

describeMasterData({
  path: 'configuration/currency',
  entity: 'currency',
  sample: (n) => ({ code: sampleCode(n), name: `Sample currency ${n}`, symbol: 'S', decimals: 2, isLocalCurrency: 0 }),
  change: { name: 'Changed', symbol: 'C', decimals: 0 },
  uniqueField: 'code',
  searchText: 'sample currency',
  useIt: async (server, id) => {
    await server.db
      .insertInto('exchange_rate')
      .values({
        property_id: server.propertyId,
        currency_id: id,
        effective_date: TEST_HOTEL_DATE,
        buying_rate: '1.000000',
        selling_rate: '1.100000',
      })
      .execute();
  },
  // Currencies are financial settings: the configuration role reads them but does not write them.
  refusedLogin: 'config',
});

describe('configuration/currency: the local currency and what uses a currency', () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
  });
  afterAll(() => server?.close());

  async function currencyByCode(code: string) {
    const answer = await server.call('configuration/currency', 'list', []);
    const found = answer.typed.data.find((currency) => currency.code === code);
    if (!found) throw new Error(`no currency ${code}`);
    return found;
  }

  it('lists the demo currencies with THB local, and list-minimum tells the top bar which one', async () => {
    const answer = await server.call('configuration/currency', 'list', []);
    expect(answer.typed.data.map((currency) => [currency.code, currency.isLocalCurrency])).toEqual([
      ['CNY', 0],
      ['EUR', 0],
      ['GBP', 0],
      ['JPY', 0],
      ['KRW', 0],
      ['LAK', 0],
      ['THB', 1],
      ['USD', 0],
    ]);
    expect(answer.typed.data.find((currency) => currency.code === 'LAK')).toMatchObject({ symbol: '₭', decimals: 0 });
    const minimum = await server.call('configuration/currency', 'list-minimum', [{}]);
    expect(minimum.typed.data.find((currency) => currency.isLocalCurrency === 1)).toEqual({
      id: expect.any(Number),
      code: 'THB',
      name: 'Thai Baht',
      isLocalCurrency: 1,
    });
  });

  it('keeps exactly one local currency, which cannot be deleted', async () => {
    const thb = await currencyByCode('THB');
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
    expect(deleteLocal.body.apiResponse.errors).toEqual([{ field: '/data/0/id', message: 'is the local currency' }]);
    expect((await currencyByCode('THB')).version).toBe(thb.version);
  });

  it('moves the local flag in one batch, in either order, to a currency without rates', async () => {
    const thb = await currencyByCode('THB');
    const created = await server.call('configuration/currency', 'create', [{ code: 'MYR', name: 'Ringgit' }]);
    const myr = created.typed.data[0];
    if (!myr) throw new Error('not created');
    const moved = await server.call('configuration/currency', 'update', [
      { id: myr.id, version: myr.version, isLocalCurrency: 1 },
      { id: thb.id, version: thb.version, isLocalCurrency: 0 },
    ]);
    expect(moved.status).toBe(200);
    expect((await currencyByCode('MYR')).isLocalCurrency).toBe(1);
    const back = await server.call('configuration/currency', 'update', [
      { id: thb.id, version: thb.version + 1, isLocalCurrency: 1 },
      { id: myr.id, version: myr.version + 1, isLocalCurrency: 0 },
    ]);
    expect(back.status).toBe(200);
    expect((await currencyByCode('THB')).isLocalCurrency).toBe(1);
  });

  it('will not make a currency with exchange rates the local one', async () => {
    const thb = await currencyByCode('THB');
    const lak = await currencyByCode('LAK');
    const answer = await server.call('configuration/currency', 'update', [
      { id: thb.id, version: thb.version, isLocalCurrency: 0 },
      { id: lak.id, version: lak.version, isLocalCurrency: 1 },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.apiResponse.code).toBe('LOCAL_CURRENCY_HAS_RATES');
    expect(answer.body.apiResponse.errors).toEqual([
      { field: '/data/1/isLocalCurrency', message: 'is set on a currency that has exchange rates' },
    ]);
    expect((await currencyByCode('THB')).isLocalCurrency).toBe(1);
  });

  it('says why a currency in use cannot be deleted: its rates, payment types, bank accounts, rate codes', async () => {
    const usd = await currencyByCode('USD');
    const rated = await server.call('configuration/currency', 'delete', [{ id: usd.id }]);
    expect(rated.status).toBe(409);
    expect(rated.body.apiResponse).toMatchObject({ code: 'IN_USE', desc: 'Can not Delete: it has exchange rates' });

    // Without its rates, USD is still what payment types take.
    await server.db.deleteFrom('exchange_rate').where('currency_id', '=', usd.id).execute();
    const paid = await server.call('configuration/currency', 'delete', [{ id: usd.id }]);
    expect(paid.status).toBe(409);
    expect(paid.body.apiResponse.desc).toBe('Can not Delete: payment types are taken in it');

    const created = await server.call('configuration/currency', 'create', [{ code: 'AUD', name: 'Australian Dollar' }]);
    const aud = created.typed.data[0];
    if (!aud) throw new Error('not created');
    const account = await server.call('configuration/bank-account', 'create', [
      {
        code: 'AUD-ACC',
        name: 'Australian dollar account',
        bankName: 'Bangkok Bank',
        branch: 'Nong Khai',
        accountNumber: '123-4-56789-0',
        currencyId: aud.id,
        active: 1,
      },
    ]);
    expect(account.status).toBe(200);
    const kept = await server.call('configuration/currency', 'delete', [{ id: aud.id }]);
    expect(kept.body.apiResponse.desc).toBe('Can not Delete: bank accounts are kept in it');
  });

  it('searches code, name and symbol, and is written only by FINANCIAL-SETTING', async () => {
    const page = await server.call('configuration/currency', 'search', [{ search: '₭' }]);
    expect(page.typed.data[0]?.rows.map((row) => row.code)).toEqual(['LAK']);
    const finance = await signIn(server.app, 'finance', 'demo-test-password');
    const created = await server.call(
      'configuration/currency',
      'create',
      [{ code: 'VND', name: 'Dong', decimals: 0 }],
      finance.headers,
    );
    expect(created.status).toBe(200);
  });
});
