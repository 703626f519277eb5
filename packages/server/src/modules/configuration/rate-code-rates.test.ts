import type { Schemas } from '@pms/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';

type RateInput = Schemas['RateCodeRateInput'];

let server: Awaited<ReturnType<typeof createTestServer>>;
let typeIds: Record<string, number>;
let currencyId: number;
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  const types = await server.db.selectFrom('room_type').select(['id', 'code']).execute();
  typeIds = Object.fromEntries(types.map((type) => [type.code, type.id]));
  currencyId = (await server.db.selectFrom('currency').select('id').where('code', '=', 'THB').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => server?.close());

let codes = 0;
/** A rate code of the test's own, with an empty rate table. */
async function aRateCode(more: { startsOn?: string | null; endsOn?: string | null } = {}) {
  codes += 1;
  const created = await server.call('configuration/rate-code', 'create', [
    { code: `RT${codes}`, name: `Rates test ${codes}`, currencyId, ...more },
  ]);
  expect(created.status).toBe(200);
  const row = created.typed.data[0];
  if (!row) throw new Error('no rate code');
  return row;
}

const rate = (type: string, startsOn: string, endsOn: string, more: Partial<RateInput> = {}): RateInput => ({
  roomTypeId: typeIds[type] as number,
  startsOn,
  endsOn,
  singleAmount: '1500.00',
  doubleAmount: '1800.00',
  ...more,
});

const setRates = (rateCodeId: number, version: number, rates: RateInput[], headers?: Record<string, string>) =>
  server.call('configuration/rate-code', 'set-rates', [{ rateCodeId, version, rates }], headers);

const readRates = async (rateCodeId: number) => {
  const answer = await server.call('configuration/rate-code', 'rates', [{ rateCodeId }]);
  expect(answer.status).toBe(200);
  return answer.typed.data[0];
};

describe('configuration/rate-code rates', () => {
  it('reads the demo rate table by room type, in selling order, and date', async () => {
    const bar = await server.db
      .selectFrom('rate_code')
      .select('id')
      .where('code', '=', 'BAR')
      .executeTakeFirstOrThrow();
    const table = await readRates(bar.id);
    const order = ['STD', 'STT', 'DLX', 'FAM', 'JRS', 'EXS'];
    const keys = (table?.rates ?? []).map((row) => `${order.indexOf(row.roomTypeCode)}:${row.startsOn}`);
    expect(keys.length).toBeGreaterThan(6);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    // A year from the hotel date, for every room type.
    expect(table?.rates[0]?.startsOn).toBe(TEST_HOTEL_DATE);
    expect(new Set(table?.rates.map((row) => row.roomTypeCode))).toEqual(new Set(order));
  });

  it('answers 404 for a rate code that is not the hotel’s', async () => {
    const answer = await server.call('configuration/rate-code', 'rates', [{ rateCodeId: 999_999 }]);
    expect(answer.status).toBe(404);
    expect(answer.body.apiResponse.errors?.[0]?.field).toBe('/data/0/rateCodeId');
  });

  it('replaces the whole table in one write, keeps ids, moves versions of changed rows and of the rate code, and audits', async () => {
    const code = await aRateCode();
    const first = await setRates(code.id, code.version, [
      rate('STD', '2027-01-01', '2027-01-31', { extraAdultAmount: '500', extraChildAmount: '250.5' }),
      rate('STD', '2027-02-01', '2027-02-28'),
      rate('DLX', '2027-01-01', '2027-02-28', { mealTypeId: null }),
    ]);
    expect(first.status).toBe(200);
    const saved = first.typed.data[0];
    expect(saved?.version).toBe(code.version + 1);
    expect(saved?.rates.map((row) => [row.roomTypeCode, row.startsOn, row.endsOn, row.version])).toEqual([
      ['STD', '2027-01-01', '2027-01-31', 1],
      ['STD', '2027-02-01', '2027-02-28', 1],
      ['DLX', '2027-01-01', '2027-02-28', 1],
    ]);
    // Amounts come back exact, with two places.
    expect(saved?.rates[0]).toMatchObject({ extraAdultAmount: '500.00', extraChildAmount: '250.50' });
    expect(await readRates(code.id)).toEqual(saved);

    const [january, february, deluxe] = saved?.rates ?? [];
    if (!january || !february || !deluxe) throw new Error('rows missing');
    const second = await setRates(code.id, saved?.version ?? 0, [
      // Unchanged, the amounts written as another client might: the version stays.
      {
        ...rate('STD', '2027-01-01', '2027-01-31', { extraAdultAmount: '500.0', extraChildAmount: '250.50' }),
        id: january.id,
      },
      { ...rate('STD', '2027-02-01', '2027-02-28', { doubleAmount: '1950.00' }), id: february.id },
      rate('STD', '2027-03-01', '2027-03-31'),
    ]);
    expect(second.status).toBe(200);
    const replaced = second.typed.data[0];
    expect(replaced?.version).toBe(code.version + 2);
    expect(replaced?.rates.map((row) => [row.id, row.startsOn, row.doubleAmount, row.version])).toEqual([
      [january.id, '2027-01-01', '1800.00', 1],
      [february.id, '2027-02-01', '1950.00', 2],
      [expect.any(Number), '2027-03-01', '1800.00', 1],
    ]);
    // The deluxe row was left out: it is gone.
    const left = await server.db
      .selectFrom('rate_code_rate')
      .select('id')
      .where('rate_code_id', '=', code.id)
      .execute();
    expect(left.map((row) => row.id)).not.toContain(deluxe.id);

    const audits = await server.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'rate-code')
      .where('entity_id', '=', String(code.id))
      .where('action', '=', 'set-rates')
      .orderBy('id')
      .execute();
    expect(audits).toHaveLength(2);
    expect(audits[1]?.before).toMatchObject({ version: code.version + 1, rates: saved?.rates });
    expect(audits[1]?.after).toMatchObject({ version: code.version + 2, rates: replaced?.rates });

    // The rate code's own edit form meets the version set-rates moved on.
    const stale = await server.call('configuration/rate-code', 'update', [
      { id: code.id, version: code.version, name: 'Too late' },
    ]);
    expect(stale.status).toBe(409);
  });

  it('lets two rows swap their seasons in one write', async () => {
    const code = await aRateCode();
    const saved = (
      await setRates(code.id, code.version, [
        rate('STD', '2027-01-01', '2027-01-31'),
        rate('STD', '2027-02-01', '2027-02-28'),
      ])
    ).typed.data[0];
    const [a, b] = saved?.rates ?? [];
    if (!a || !b || !saved) throw new Error('rows missing');
    const swapped = await setRates(code.id, saved.version, [
      { ...rate('STD', '2027-02-01', '2027-02-28'), id: a.id },
      { ...rate('STD', '2027-01-01', '2027-01-31'), id: b.id },
    ]);
    expect(swapped.status).toBe(200);
    expect(swapped.typed.data[0]?.rates.map((row) => [row.id, row.startsOn, row.version])).toEqual([
      [b.id, '2027-01-01', 2],
      [a.id, '2027-02-01', 2],
    ]);
  });

  it('refuses a stale rate code version with 409 and changes nothing', async () => {
    const code = await aRateCode();
    const saved = (await setRates(code.id, code.version, [rate('STD', '2027-01-01', '2027-01-31')])).typed.data[0];
    const stale = await setRates(code.id, code.version, [rate('STD', '2027-05-01', '2027-05-31')]);
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
    expect(stale.body.apiResponse.errors?.[0]?.field).toBe('/data/0/version');
    expect(await readRates(code.id)).toEqual(saved);
  });

  it('refuses two prices for one room type and night with 409 naming the row, and keeps the table', async () => {
    const code = await aRateCode();
    const saved = (await setRates(code.id, code.version, [rate('STD', '2027-01-01', '2027-01-31')])).typed.data[0];
    const kept = saved?.rates[0];
    if (!saved || !kept) throw new Error('rows missing');
    const overlap = await setRates(code.id, saved.version, [
      { ...rate('STD', '2027-01-01', '2027-01-31'), id: kept.id },
      // Other room types may share the dates.
      rate('DLX', '2027-01-15', '2027-02-15'),
      // The last night of January is already priced.
      rate('STD', '2027-01-31', '2027-02-15'),
    ]);
    expect(overlap.status).toBe(409);
    expect(overlap.body.apiResponse.code).toBe('OVERLAP');
    expect(overlap.body.apiResponse.errors).toEqual([
      { field: '/data/0/rates/2/startsOn', message: 'overlaps another rate of the same room type' },
    ]);
    expect(await readRates(code.id)).toEqual(saved);
    // Ranges that only touch (31 January, then 1 February) are fine.
    const touching = await setRates(code.id, saved.version, [
      { ...rate('STD', '2027-01-01', '2027-01-31'), id: kept.id },
      rate('STD', '2027-02-01', '2027-02-15'),
    ]);
    expect(touching.status).toBe(200);
  });

  it('refuses amounts that are not exact to the cent, and ranges that end before they start, with 400', async () => {
    const code = await aRateCode();
    const cents = await setRates(code.id, code.version, [
      rate('STD', '2027-01-01', '2027-01-31', { singleAmount: '1234.505' }),
    ]);
    expect(cents.status).toBe(400);
    expect(cents.body.apiResponse.errors?.map((error) => error.field)).toContain('/data/0/rates/0/singleAmount');
    const negative = await setRates(code.id, code.version, [
      rate('STD', '2027-01-01', '2027-01-31', { doubleAmount: '-1.00' }),
    ]);
    expect(negative.status).toBe(400);
    expect(negative.body.apiResponse.errors?.map((error) => error.field)).toContain('/data/0/rates/0/doubleAmount');
    const backwards = await setRates(code.id, code.version, [
      rate('STD', '2027-01-01', '2027-01-31'),
      rate('DLX', '2027-02-01', '2027-01-31'),
    ]);
    expect(backwards.status).toBe(400);
    expect(backwards.body.apiResponse.errors?.[0]?.field).toBe('/data/0/rates/1/endsOn');
    expect((await readRates(code.id))?.rates).toEqual([]);
  });

  it('keeps the rows inside the rate code’s own dates (422), and the code’s dates around its rows', async () => {
    const code = await aRateCode({ startsOn: '2027-04-10', endsOn: '2027-04-17' });
    const early = await setRates(code.id, code.version, [rate('STD', '2027-04-09', '2027-04-17')]);
    expect(early.status).toBe(422);
    expect(early.body.apiResponse.code).toBe('OUTSIDE_RATE_CODE_DATES');
    expect(early.body.apiResponse.errors?.[0]?.field).toBe('/data/0/rates/0/startsOn');
    const late = await setRates(code.id, code.version, [
      rate('STD', '2027-04-10', '2027-04-17'),
      rate('DLX', '2027-04-10', '2027-04-18'),
    ]);
    expect(late.status).toBe(422);
    expect(late.body.apiResponse.errors?.[0]?.field).toBe('/data/0/rates/1/endsOn');
    const inside = await setRates(code.id, code.version, [rate('STD', '2027-04-10', '2027-04-17')]);
    expect(inside.status).toBe(200);

    // Moving the code's dates past its rows would leave prices no booking can reach.
    const shrink = await server.call('configuration/rate-code', 'update', [
      { id: code.id, version: code.version + 1, endsOn: '2027-04-15' },
    ]);
    expect(shrink.status).toBe(422);
    expect(shrink.body.apiResponse.code).toBe('RATES_OUTSIDE_DATES');
    expect(shrink.body.apiResponse.errors?.[0]?.field).toBe('/data/0/endsOn');
    const widen = await server.call('configuration/rate-code', 'update', [
      { id: code.id, version: code.version + 1, startsOn: '2027-04-01', endsOn: null },
    ]);
    expect(widen.status).toBe(200);
  });

  it('refuses room types and meal types of no one, and rows of another rate code', async () => {
    const code = await aRateCode();
    const other = await aRateCode();
    const otherRow = (await setRates(other.id, other.version, [rate('STD', '2027-01-01', '2027-01-31')])).typed.data[0]
      ?.rates[0];
    const strangeType = await setRates(code.id, code.version, [
      rate('STD', '2027-01-01', '2027-01-31'),
      { ...rate('STD', '2027-02-01', '2027-02-28'), roomTypeId: 999_999 },
    ]);
    expect(strangeType.status).toBe(409);
    expect(strangeType.body.apiResponse.errors?.[0]?.field).toBe('/data/0/rates/1/roomTypeId');
    const strangeMeal = await setRates(code.id, code.version, [
      rate('STD', '2027-01-01', '2027-01-31', { mealTypeId: 999_999 }),
    ]);
    expect(strangeMeal.status).toBe(409);
    expect(strangeMeal.body.apiResponse.errors?.[0]?.field).toBe('/data/0/rates/0/mealTypeId');
    const foreign = await setRates(code.id, code.version, [
      { ...rate('STD', '2027-01-01', '2027-01-31'), id: otherRow?.id as number },
    ]);
    expect(foreign.status).toBe(404);
    expect(foreign.body.apiResponse.errors?.[0]?.field).toBe('/data/0/rates/0/id');
    const twice = await setRates(code.id, code.version, [
      { ...rate('STD', '2027-01-01', '2027-01-31'), id: otherRow?.id as number },
      { ...rate('DLX', '2027-01-01', '2027-01-31'), id: otherRow?.id as number },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.apiResponse.errors?.[0]?.field).toBe('/data/0/rates/1/id');
  });

  it('does not delete a rate code that still has a rate table', async () => {
    const code = await aRateCode();
    await setRates(code.id, code.version, [rate('STD', '2027-01-01', '2027-01-31')]);
    const refused = await server.call('configuration/rate-code', 'delete', [{ id: code.id }]);
    expect(refused.status).toBe(409);
    expect(refused.body.apiResponse.desc).toMatch(/^Can not Delete: the rate code has a rate table/);
    await setRates(code.id, code.version + 1, []);
    expect((await server.call('configuration/rate-code', 'delete', [{ id: code.id }])).status).toBe(200);
  });

  it('lets sales settings replace the table and everyone signed in read it', async () => {
    const code = await aRateCode();
    const salesSetup = (await signIn(server.app, 'sale-setting', 'demo-test-password')).headers;
    const reservation = (await signIn(server.app, 'reservation', 'demo-test-password')).headers;
    const refused = await setRates(code.id, code.version, [rate('STD', '2027-01-01', '2027-01-31')], reservation);
    expect(refused.status).toBe(403);
    expect((await server.call('configuration/rate-code', 'rates', [{ rateCodeId: code.id }], reservation)).status).toBe(
      200,
    );
    expect((await setRates(code.id, code.version, [rate('STD', '2027-01-01', '2027-01-31')], salesSetup)).status).toBe(
      200,
    );
  });
});
