import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';
import { describeMasterData } from '../../test/masterData.ts';

describeMasterData({
  path: 'configuration/exchange-rate',
  entity: 'exchange-rate',
  // Dates far from the demo hotel's rates, one a day; numeric(18,6) answers six places.
  sample: (n, ids) => ({
    currencyId: ids.currency,
    effectiveDate: `2031-01-${String(n).padStart(2, '0')}`,
    buyingRate: `${n}.250000`,
    sellingRate: `${n}.750000`,
  }),
  // Not the first currency: that is THB, the local one, which has no rates.
  references: [{ table: 'currency', where: { code: 'USD' } }],
  change: { buyingRate: '1.100000', sellingRate: '1.200000' },
  uniqueField: 'effectiveDate',
  searchText: '2031-01',
  refusedLogin: 'config',
});

describe('configuration/exchange-rate: rates of foreign currencies, in force by date', () => {
  let server: Awaited<ReturnType<typeof createTestServer>>;
  const currencyIds: Record<string, number> = {};
  beforeAll(async () => {
    server = await createTestServer({ demo: true });
    for (const row of await server.db.selectFrom('currency').select(['id', 'code']).execute()) {
      currencyIds[row.code] = row.id;
    }
  });
  afterAll(() => server?.close());

  const rate = (code: string, effectiveDate: string, buyingRate: string, sellingRate: string) => ({
    currencyId: currencyIds[code] ?? 0,
    effectiveDate,
    buyingRate,
    sellingRate,
  });

  it('has no rate for the local currency', async () => {
    const answer = await server.call('configuration/exchange-rate', 'create', [
      rate('THB', '2030-01-01', '1.000000', '1.000000'),
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.apiResponse.code).toBe('LOCAL_CURRENCY_RATE');
    expect(answer.body.apiResponse.errors).toEqual([{ field: '/data/0/currencyId', message: 'is the local currency' }]);

    const usd = (await server.call('configuration/exchange-rate', 'search', [{ search: 'usd', limit: 1 }])).typed
      .data[0]?.rows[0];
    if (!usd) throw new Error('no USD rate');
    const moved = await server.call('configuration/exchange-rate', 'update', [
      { id: usd.id, version: usd.version, currencyId: currencyIds.THB ?? 0 },
    ]);
    expect(moved.status).toBe(422);
    expect(moved.body.apiResponse.code).toBe('LOCAL_CURRENCY_RATE');
  });

  it('keeps rates above zero and buying not above selling, naming the field', async () => {
    const zero = await server.call('configuration/exchange-rate', 'create', [
      rate('EUR', '2030-02-01', '0.000000', '1.000000'),
    ]);
    expect(zero.status).toBe(422);
    expect(zero.body.apiResponse.errors).toEqual([{ field: '/data/0/buyingRate', message: 'must be above zero' }]);

    const crossed = await server.call('configuration/exchange-rate', 'create', [
      rate('EUR', '2030-02-01', '38.000000', '37.000000'),
    ]);
    expect(crossed.status).toBe(422);
    expect(crossed.body.apiResponse.errors).toEqual([
      { field: '/data/0/sellingRate', message: 'must not be below the buying rate' },
    ]);

    const created = await server.call('configuration/exchange-rate', 'create', [
      rate('EUR', '2030-02-01', '37.000000', '37.000000'),
    ]);
    expect(created.status).toBe(200);
    const euro = created.typed.data[0];
    if (!euro) throw new Error('not created');
    // An update that changes one side is judged with the other side as stored.
    const lowered = await server.call('configuration/exchange-rate', 'update', [
      { id: euro.id, version: euro.version, sellingRate: '36.5' },
    ]);
    expect(lowered.status).toBe(422);
    expect(lowered.body.apiResponse.errors?.[0]?.field).toBe('/data/0/sellingRate');

    const negative = await server.call('configuration/exchange-rate', 'create', [rate('EUR', '2030-02-02', '-1', '1')]);
    expect(negative.status).toBe(400);
  });

  it('keeps one rate per currency and date: 409 on effectiveDate', async () => {
    const again = await server.call('configuration/exchange-rate', 'create', [
      rate('USD', TEST_HOTEL_DATE, '30.000000', '31.000000'),
    ]);
    expect(again.status).toBe(409);
    expect(again.body.apiResponse).toMatchObject({ code: 'DUPLICATE' });
    expect(again.body.apiResponse.errors).toEqual([
      { field: '/data/0/effectiveDate', message: 'already has a rate of this currency' },
    ]);
    // The same date for another currency is another rate.
    const other = await server.call('configuration/exchange-rate', 'create', [
      rate('USD', '2030-03-01', '30.000000', '31.000000'),
      rate('GBP', '2030-03-01', '40.000000', '41.000000'),
    ]);
    expect(other.status).toBe(200);
  });

  it('answers the rate in force on a date: the latest effective on or before it', async () => {
    const onHotelDate = await server.call('configuration/exchange-rate', 'list-in-force', []);
    expect(onHotelDate.status).toBe(200);
    const usdToday = onHotelDate.typed.data.find((row) => row.currencyId === currencyIds.USD);
    expect(usdToday).toMatchObject({
      effectiveDate: TEST_HOTEL_DATE,
      buyingRate: '32.200000',
      sellingRate: '32.750000',
    });
    expect(onHotelDate.typed.data.some((row) => row.currencyId === currencyIds.THB)).toBe(false);
    // In currency code order: CNY first, USD last of the demo's.
    expect(onHotelDate.typed.data[0]?.currencyId).toBe(currencyIds.CNY);

    // A rate from tomorrow is not in force today, and is tomorrow and after.
    await server.call('configuration/exchange-rate', 'create', [rate('USD', '2026-11-22', '32.500000', '33.000000')]);
    const stillToday = await server.call('configuration/exchange-rate', 'list-in-force', [{}]);
    expect(stillToday.typed.data.find((row) => row.currencyId === currencyIds.USD)?.buyingRate).toBe('32.200000');
    const later = await server.call('configuration/exchange-rate', 'list-in-force', [{ forDate: '2026-11-25' }]);
    expect(later.typed.data.find((row) => row.currencyId === currencyIds.USD)).toMatchObject({
      effectiveDate: '2026-11-22',
      buyingRate: '32.500000',
    });
    // The day before the demo's current rates, the earlier ones were in force; before any, none.
    const before = await server.call('configuration/exchange-rate', 'list-in-force', [{ forDate: '2026-11-20' }]);
    expect(before.typed.data.find((row) => row.currencyId === currencyIds.LAK)).toMatchObject({
      effectiveDate: '2026-11-07',
      buyingRate: '0.001460',
    });
    const none = await server.call('configuration/exchange-rate', 'list-in-force', [{ forDate: '2020-01-01' }]);
    expect(none.typed.data).toEqual([]);
  });

  it("finds rates by their currency's code or name and sorts them by currency code", async () => {
    const lao = await server.call('configuration/exchange-rate', 'search', [{ search: 'kip' }]);
    const rows = lao.typed.data[0]?.rows ?? [];
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.currencyId === currencyIds.LAK)).toBe(true);

    const byCurrency = await server.call('configuration/exchange-rate', 'search', [
      { sort: 'currencyId', descending: true, limit: 500 },
    ]);
    const codeOf = new Map(Object.entries(currencyIds).map(([code, id]) => [id, code]));
    const codes = (byCurrency.typed.data[0]?.rows ?? []).map((row) => codeOf.get(row.currencyId) ?? '');
    expect(codes[0]).toBe('USD');
    expect(codes).toEqual([...codes].sort().reverse());
  });
});
