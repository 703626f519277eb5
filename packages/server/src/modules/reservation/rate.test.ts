import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceForOccupancy } from '../../pricing/public-rate.ts';
import { signIn } from '../../test/api.ts';
import { plusDays, roomTypeWithRooms } from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE } from '../../test/database.ts';
import { quoteStay, RATE_SOURCES, type RateSource } from './rate.ts';

type Criteria = Schemas['RateQuoteCriteria'];
type RateInput = Schemas['RateCodeRateInput'];

let server: Awaited<ReturnType<typeof createTestServer>>;
let ids: { THB: number; USD: number; BB: number; HB: number };
beforeAll(async () => {
  server = await createTestServer({ demo: true });
  const codes = await sql<{ kind: string; code: string; id: number }>`
    select 'currency' as kind, code, id from currency where code in ('THB', 'USD')
    union all select 'meal', code, id from meal_type where code in ('BB', 'HB')`.execute(server.db);
  const of = (code: string) => codes.rows.find((row) => row.code === code)?.id as number;
  ids = { THB: of('THB'), USD: of('USD'), BB: of('BB'), HB: of('HB') };
});
afterAll(() => server?.close());

let made = 0;
/** A room type of the test's own with this base rate, and a rate code with this rate table. */
async function priced(
  baseRate: string,
  rates: (roomTypeId: number) => RateInput[],
  more: { currency?: 'THB' | 'USD'; startsOn?: string; endsOn?: string; mealTypeId?: number } = {},
) {
  made += 1;
  const { roomTypeId } = await roomTypeWithRooms(server, `QT${made}`, 1, { maxAdults: 4, maxChildren: 2 });
  await server.db.updateTable('room_type').set({ base_rate: baseRate }).where('id', '=', roomTypeId).execute();
  const created = await server.call('configuration/rate-code', 'create', [
    {
      code: `QT${made}`,
      name: `Quote test ${made}`,
      currencyId: ids[more.currency ?? 'THB'],
      mealTypeId: more.mealTypeId ?? null,
      startsOn: more.startsOn ?? null,
      endsOn: more.endsOn ?? null,
    },
  ]);
  const rateCode = created.typed.data[0];
  if (!rateCode) throw new Error(JSON.stringify(created.body));
  const saved = await server.call('configuration/rate-code', 'set-rates', [
    { rateCodeId: rateCode.id, version: rateCode.version, rates: rates(roomTypeId) },
  ]);
  expect(saved.status).toBe(200);
  return { roomTypeId, rateCodeId: rateCode.id };
}

const quote = (...stays: Criteria[]) => server.call('reservation/rate', 'quote', stays);

describe('reservation/rate quote', () => {
  it('prices by occupancy from the rate table, to the cent', async () => {
    const { roomTypeId, rateCodeId } = await priced('999.99', (id) => [
      {
        roomTypeId: id,
        startsOn: '2027-01-01',
        endsOn: '2027-01-31',
        mealTypeId: ids.BB,
        singleAmount: '1100.10',
        doubleAmount: '1234.50',
        extraAdultAmount: '300.25',
        extraChildAmount: '99.99',
      },
    ]);
    const stay = { rateCodeId, roomTypeId, arrival: '2027-01-10', departure: '2027-01-13' };
    const answer = await quote(
      { ...stay, adults: 1 },
      { ...stay, adults: 2 },
      { ...stay, adults: 4 },
      { ...stay, adults: 3, children: 2 },
      { ...stay, adults: 1, children: 1 },
    );
    expect(answer.status).toBe(200);
    const nightly = answer.typed.data.map((item) => item.nights[0]?.amount);
    // 1,234.50 + 2 × 300.25 = 1,835.00; 1,234.50 + 300.25 + 2 × 99.99 = 1,734.73.
    expect(nightly).toEqual(['1100.10', '1234.50', '1835.00', '1734.73', '1200.09']);
    expect(answer.typed.data.map((item) => item.total)).toEqual([
      '3300.30',
      '3703.50',
      '5505.00',
      '5204.19',
      '3600.27',
    ]);
    expect(answer.typed.data[0]).toEqual({
      currencyId: ids.THB,
      nights: ['2027-01-10', '2027-01-11', '2027-01-12'].map((night) => ({
        night,
        amount: '1100.10',
        mealTypeId: ids.BB,
        source: 'rate-code',
      })),
      total: '3300.30',
    });
  });

  it('adds exactly where floating point would not', () => {
    const amounts = { single: '0.10', double: '0.20', extraAdult: '0.10', extraChild: '0.05' };
    expect(priceForOccupancy(amounts, 3, 0)).toBe('0.30');
    expect(priceForOccupancy(amounts, 1, 3)).toBe('0.25');
    expect(priceForOccupancy({ ...amounts, double: '999999999999.99', extraAdult: '0.01' }, 3, 0)).toBe(
      '1000000000000.00',
    );
  });

  it('prices each night from the row covering it, and falls back to the base rate where none does', async () => {
    const { roomTypeId, rateCodeId } = await priced(
      '1800.00',
      (id) => [
        { roomTypeId: id, startsOn: '2027-03-01', endsOn: '2027-03-02', singleAmount: '1000', doubleAmount: '1500' },
        {
          roomTypeId: id,
          startsOn: '2027-03-03',
          endsOn: '2027-03-31',
          mealTypeId: ids.HB,
          singleAmount: '2000',
          doubleAmount: '2500.5',
        },
      ],
      { mealTypeId: ids.BB },
    );
    const answer = await quote({ rateCodeId, roomTypeId, arrival: '2027-02-27', departure: '2027-03-05', adults: 2 });
    expect(answer.typed.data[0]?.nights).toEqual([
      { night: '2027-02-27', amount: '1800.00', mealTypeId: null, source: 'base-rate' },
      { night: '2027-02-28', amount: '1800.00', mealTypeId: null, source: 'base-rate' },
      // The row names no meal plan: the rate code's own.
      { night: '2027-03-01', amount: '1500.00', mealTypeId: ids.BB, source: 'rate-code' },
      { night: '2027-03-02', amount: '1500.00', mealTypeId: ids.BB, source: 'rate-code' },
      { night: '2027-03-03', amount: '2500.50', mealTypeId: ids.HB, source: 'rate-code' },
      { night: '2027-03-04', amount: '2500.50', mealTypeId: ids.HB, source: 'rate-code' },
    ]);
    expect(answer.typed.data[0]?.total).toBe('11601.00');

    // Without a rate code every night is the base rate, in the local currency.
    const rack = await quote({
      rateCodeId: null,
      roomTypeId,
      arrival: '2027-03-01',
      departure: '2027-03-03',
      adults: 3,
    });
    expect(rack.typed.data[0]).toEqual({
      currencyId: ids.THB,
      nights: [
        { night: '2027-03-01', amount: '1800.00', mealTypeId: null, source: 'base-rate' },
        { night: '2027-03-02', amount: '1800.00', mealTypeId: null, source: 'base-rate' },
      ],
      total: '3600.00',
    });
  });

  it('uses a rate code only within its own dates', async () => {
    const { roomTypeId, rateCodeId } = await priced(
      '1800.00',
      (id) => [
        { roomTypeId: id, startsOn: '2027-04-10', endsOn: '2027-04-17', singleAmount: '3000', doubleAmount: '3500' },
      ],
      { startsOn: '2027-04-10', endsOn: '2027-04-17' },
    );
    const answer = await quote({ rateCodeId, roomTypeId, arrival: '2027-04-16', departure: '2027-04-19', adults: 2 });
    expect(answer.typed.data[0]?.nights.map((night) => [night.night, night.source, night.amount])).toEqual([
      ['2027-04-16', 'rate-code', '3500.00'],
      ['2027-04-17', 'rate-code', '3500.00'],
      ['2027-04-18', 'base-rate', '1800.00'],
    ]);
  });

  it('prices a foreign-currency rate code in its currency, and never falls back to baht under it', async () => {
    const { roomTypeId, rateCodeId } = await priced(
      '1800.00',
      (id) => [
        { roomTypeId: id, startsOn: '2027-05-01', endsOn: '2027-05-31', singleAmount: '49.50', doubleAmount: '55' },
      ],
      { currency: 'USD' },
    );
    const inside = await quote({ rateCodeId, roomTypeId, arrival: '2027-05-01', departure: '2027-05-03', adults: 2 });
    expect(inside.typed.data[0]).toMatchObject({ currencyId: ids.USD, total: '110.00' });
    const beyond = await quote({ rateCodeId, roomTypeId, arrival: '2027-05-30', departure: '2027-06-02', adults: 2 });
    expect(beyond.status).toBe(422);
    expect(beyond.body.apiResponse.code).toBe('NO_RATE');
    expect(beyond.body.apiResponse.errors).toEqual([
      {
        field: '/data/0/rateCodeId',
        message: 'has no price for the room type on 2027-06-01, and its currency is not the local one',
      },
    ]);
  });

  it('asks its sources in order, each for the nights still unpriced: a contract source plugs in first', async () => {
    const { roomTypeId, rateCodeId } = await priced('1800.00', (id) => [
      { roomTypeId: id, startsOn: '2027-06-01', endsOn: '2027-06-30', singleAmount: '1000', doubleAmount: '1200' },
    ]);
    const company = await server.call('reservation/company-profile', 'create', [
      { code: `QC${made}`, name: 'Contract Test Co.' },
    ]);
    const companyProfileId = company.typed.data[0]?.id as number;
    const asked: string[][] = [];
    // Stands in for a company's contract: it prices the first two nights only, at its net rate.
    const contract: RateSource = {
      name: 'rate-code',
      async price(context, nights) {
        asked.push([...nights]);
        expect(context.stay.companyProfileId).toBe(companyProfileId);
        return nights.slice(0, 2).map((night) => ({ night, amount: '900.00', mealTypeId: null, source: 'rate-code' }));
      },
    };
    const result = await quoteStay(
      server.db,
      server.propertyId,
      { rateCodeId, roomTypeId, arrival: '2027-06-28', departure: '2027-07-02', adults: 2, companyProfileId },
      '/data/0',
      [contract, ...RATE_SOURCES],
    );
    expect(asked).toEqual([['2027-06-28', '2027-06-29', '2027-06-30', '2027-07-01']]);
    // What the contract left goes to the rate code (June), then to the base rate (July).
    expect(result.nights.map((night) => [night.night, night.amount, night.source])).toEqual([
      ['2027-06-28', '900.00', 'rate-code'],
      ['2027-06-29', '900.00', 'rate-code'],
      ['2027-06-30', '1200.00', 'rate-code'],
      ['2027-07-01', '1800.00', 'base-rate'],
    ]);
    expect(result.total).toBe('4800.00');
  });

  it('prices the demo hotel from its rate tables', async () => {
    const found = await sql<{ rate_code_id: number; room_type_id: number; double_amount: string }>`
      select rate.rate_code_id, rate.room_type_id, rate.double_amount
      from rate_code_rate as rate
      join rate_code on rate_code.id = rate.rate_code_id and rate_code.code = 'BARBB'
      join room_type on room_type.id = rate.room_type_id and room_type.code = 'DLX'
      where rate.starts_on <= ${TEST_HOTEL_DATE} and rate.ends_on >= ${TEST_HOTEL_DATE}`.execute(server.db);
    const row = found.rows[0];
    expect(row).toBeDefined();
    const answer = await quote({
      rateCodeId: row?.rate_code_id ?? null,
      roomTypeId: row?.room_type_id as number,
      arrival: TEST_HOTEL_DATE,
      departure: plusDays(TEST_HOTEL_DATE, 1),
      adults: 2,
    });
    // The deluxe rack rate with two breakfasts.
    expect(answer.typed.data[0]?.nights).toEqual([
      { night: TEST_HOTEL_DATE, amount: '3100.00', mealTypeId: expect.any(Number), source: 'rate-code' },
    ]);
    expect(row?.double_amount).toBe('3100.00');
  });

  it('refuses inactive or unknown rate codes and room types, and more than 365 nights', async () => {
    const { roomTypeId, rateCodeId } = await priced('1800.00', () => []);
    const stay = { rateCodeId, roomTypeId, arrival: '2027-01-01', departure: '2027-01-02', adults: 2 };
    expect((await quote({ ...stay, departure: plusDays(stay.arrival, 365) })).status).toBe(200);
    const tooLong = await quote(stay, { ...stay, departure: plusDays(stay.arrival, 366) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.apiResponse.errors?.[0]?.field).toBe('/data/1/departure');
    const backwards = await quote({ ...stay, departure: stay.arrival });
    expect(backwards.status).toBe(400);
    expect(backwards.body.apiResponse.errors?.[0]?.field).toBe('/data/0/departure');
    const noAdults = await quote({ ...stay, adults: 0 });
    expect(noAdults.status).toBe(400);

    expect((await quote({ ...stay, rateCodeId: 999_999 })).body.apiResponse.errors?.[0]?.field).toBe(
      '/data/0/rateCodeId',
    );
    expect((await quote({ ...stay, roomTypeId: 999_999 })).status).toBe(404);
    expect((await quote({ ...stay, companyProfileId: 999_999 })).status).toBe(404);

    await server.db.updateTable('rate_code').set({ active: false }).where('id', '=', rateCodeId).execute();
    const inactiveCode = await quote(stay);
    expect(inactiveCode.status).toBe(422);
    expect(inactiveCode.body.apiResponse.code).toBe('RATE_CODE_INACTIVE');
    await server.db.updateTable('room_type').set({ active: false }).where('id', '=', roomTypeId).execute();
    const inactiveType = await quote({ ...stay, rateCodeId: null });
    expect(inactiveType.status).toBe(422);
    expect(inactiveType.body.apiResponse.code).toBe('ROOM_TYPE_INACTIVE');
    expect(inactiveType.body.apiResponse.errors?.[0]?.field).toBe('/data/0/roomTypeId');
  });

  it('answers everyone signed in', async () => {
    const housekeeping = (await signIn(server.app, 'housekeeping', 'demo-test-password')).headers;
    const { roomTypeId } = await priced('1800.00', () => []);
    const answer = await server.call(
      'reservation/rate',
      'quote',
      [{ rateCodeId: null, roomTypeId, arrival: '2027-01-01', departure: '2027-01-02', adults: 1 }],
      housekeeping,
    );
    expect(answer.status).toBe(200);
  });
});
