import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violates } from '../../api/errors.ts';
import { type Headers, signIn } from '../../test/api.ts';
import { newKey } from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE, testEngine } from '../../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let sale: Headers;
let reservation: Headers;
let housekeeping: Headers;
let partnerId: number;

type Body = Schemas['ContractBody'];

// Sea Breeze Tours, winter 2026/27, in USD (the demo hotel's room types DLX and JRS):
//   LOW   1 Nov – 19 Dec 2026   DLX and JRS, 2 adults: 100.00 (version 2: 110.00)
//   HIGH 20 Dec – 5 Jan 2027    DLX and JRS, 2 adults: 160.00
// Sea view (JRS) 20.00 a room a night; early booking 10% when booked 1 May – 30 Nov 2026 for
// nights in LOW; stay 7 pay 6 (combines with the early booking); no arrivals 24–25 Dec.
const body = (lowRate = '100.00'): Body => ({
  childPolicy: {
    adultFromAge: 12,
    bands: [
      { fromAge: 0, toAge: 1, charge: { kind: 'free' } },
      { fromAge: 2, toAge: 11, charge: { kind: 'amount', amount: '15.00' } },
    ],
  },
  seasons: [
    {
      code: 'LOW',
      nights: { from: '2026-11-01', to: '2026-12-19' },
      rates: [
        { roomType: 'DLX', adults: 2, amount: lowRate },
        { roomType: 'JRS', adults: 2, amount: lowRate },
      ],
    },
    {
      code: 'HIGH',
      nights: { from: '2026-12-20', to: '2027-01-05' },
      rates: [
        { roomType: 'DLX', adults: 2, amount: '160.00' },
        { roomType: 'JRS', adults: 2, amount: '160.00' },
      ],
    },
  ],
  rules: [
    { kind: 'supplement', id: 'SV', name: 'Sea view', basis: 'per-room', amount: '20.00', roomTypes: ['JRS'] },
    {
      kind: 'earlybird-period',
      id: 'EB10',
      name: 'Early booking 10%',
      booked: { from: '2026-05-01', to: '2026-11-30' },
      stayWindow: { from: '2026-11-01', to: '2026-12-19' },
      value: { kind: 'percent', percent: '10' },
      priority: 1,
      combinesWith: ['B76'],
    },
    {
      kind: 'bonus-night',
      id: 'B76',
      name: 'Stay 7 pay 6',
      stayNights: 7,
      payNights: 6,
      repeats: false,
      priority: 5,
      combinesWith: ['EB10'],
    },
    {
      kind: 'cta-ctd',
      id: 'CTA-XMAS',
      name: 'No arrivals at Christmas',
      closedToArrival: true,
      closedToDeparture: false,
      dates: [{ from: '2026-12-24', to: '2026-12-25' }],
    },
  ],
});

const validity = { validFrom: '2026-11-01', validTo: '2027-01-05' };

const save = (item: Schemas['ContractSave'], headers: Headers = sale) =>
  server.call('sales/contract', 'save', [item], { ...headers, ...newKey('contract') });
const activate = (id: number, version: number, headers: Headers = sale) =>
  server.call('sales/contract', 'activate', [{ id, version }], { ...headers, ...newKey('activate') });
const quote = (item: Schemas['ContractQuoteRequest'], headers: Headers = sale) =>
  server.call('sales/contract', 'quote', [item], headers);
const sevenNights = { roomType: 'JRS', arrival: '2026-12-01', departure: '2026-12-08', adults: 2 };
const priced = (answer: Schemas['ContractQuote'] | undefined) => {
  expect(answer?.result.status).toBe('priced');
  return answer?.result as Schemas['ContractPricedQuote'];
};

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  sale = (await signIn(server.app, 'sale', 'demo-test-password')).headers;
  reservation = (await signIn(server.app, 'reservation', 'demo-test-password')).headers;
  housekeeping = (await signIn(server.app, 'housekeeping', 'demo-test-password')).headers;
  const partner = await server.db
    .insertInto('company_profile')
    .values({ property_id: server.propertyId, code: 'SEABREEZE', name: 'Sea Breeze Tours' })
    .returning('id')
    .executeTakeFirstOrThrow();
  partnerId = partner.id;
});
afterAll(() => server?.close());

describe(`sales contracts (${testEngine})`, () => {
  let contractId: number;
  let v1Id: number;

  it('creates a contract with its draft version 1, and refuses a body the engine cannot price', async () => {
    const create = (more: Partial<Schemas['ContractCreate']> = {}) =>
      save({
        code: 'SBT-W26',
        name: 'Sea Breeze winter 2026/27',
        companyProfileId: partnerId,
        currencyCode: 'USD',
        ...validity,
        body: body(),
        ...more,
      });
    const overlapping = body();
    overlapping.seasons[1] = { ...(overlapping.seasons[1] as Body['seasons'][number]) };
    (overlapping.seasons[1] as Body['seasons'][number]).nights = { from: '2026-12-10', to: '2027-01-05' };
    const refused = await create({ body: overlapping });
    expect(refused.status).toBe(400);
    expect(refused.body.apiResponse.errors).toEqual([
      { field: '/data/0/body/seasons/1/nights', message: expect.stringContaining("Overlaps season 'LOW'") },
    ]);
    const unknownType = body();
    (unknownType.seasons[0] as Body['seasons'][number]).rates[0] = { roomType: 'NOPE', adults: 2, amount: '1.00' };
    const unknown = await create({ body: unknownType });
    expect(unknown.status).toBe(400);
    expect(unknown.body.apiResponse.errors?.[0]?.field).toBe('/data/0/body/seasons/0/rates/0/roomType');
    expect((await create({ validFrom: '2027-02-01' })).status).toBe(400);
    expect((await create({ companyProfileId: 999_999 })).status).toBe(404);

    const created = await create();
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const record = created.typed.data[0] as Schemas['ContractRecord'];
    expect(record).toMatchObject({ code: 'SBT-W26', companyName: 'Sea Breeze Tours', kind: 'static', version: 1 });
    expect(record.versions).toHaveLength(1);
    expect(record.versions[0]).toMatchObject({ number: 1, status: 'draft', ...validity, body: body() });
    contractId = record.id;
    v1Id = record.versions[0]?.id as number;
    expect((await create()).status).toBe(409);
    const audit = await server.db
      .selectFrom('audit_log')
      .select('entity')
      .where('entity', '=', 'contract')
      .where('entity_id', '=', String(contractId))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('quotes nothing before activation, activates v1, then v2 retires it', async () => {
    const none = await quote({ contractId, ...sevenNights });
    expect(none.status).toBe(422);
    expect(none.body.apiResponse.code).toBe('NO_ACTIVE_VERSION');
    // The draft can be previewed by its id.
    expect(priced((await quote({ contractId, contractVersionId: v1Id, ...sevenNights })).typed.data[0]).total).toBe(
      '648.00',
    );

    expect((await activate(contractId, 1, reservation)).status).toBe(403);
    const first = await activate(contractId, 1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.typed.data[0]?.versions[0]).toMatchObject({ number: 1, status: 'active', activatedBy: 'sale' });
    expect((await activate(contractId, 2)).body.apiResponse.code).toBe('NO_DRAFT');
    expect((await save({ id: contractId, version: 1, ...validity, body: body('110.00') })).status).toBe(409);

    const draft = await save({ id: contractId, version: 2, ...validity, body: body('105.00') });
    expect(draft.status).toBe(200);
    const replaced = await save({ id: contractId, version: 3, ...validity, body: body('110.00') });
    expect(replaced.status).toBe(200);
    expect(replaced.typed.data[0]?.versions.map((v) => [v.number, v.status])).toEqual([
      [2, 'draft'],
      [1, 'active'],
    ]);
    const listed = await server.call('sales/contract', 'list', [{ companyProfileId: partnerId }], reservation);
    expect(listed.typed.data).toEqual([
      expect.objectContaining({
        id: contractId,
        activeVersionNumber: 1,
        hasDraft: true,
        activeValidFrom: '2026-11-01',
      }),
    ]);

    const second = await activate(contractId, 4);
    expect(second.status).toBe(200);
    expect(
      second.typed.data[0]?.versions.map((v) => [v.number, v.status, v.body.seasons[0]?.rates[0]?.amount]),
    ).toEqual([
      [2, 'active', '110.00'],
      [1, 'retired', '100.00'],
    ]);
  });

  it('quotes a 7-night stay through the active version and, reproducibly, through v1 by id', async () => {
    // Worked example, JRS 2 adults, 1–8 Dec 2026, booked on the hotel date (21 Nov 2026):
    //   v2: 110.00 + sea view 20.00 = 130.00, early booking −13.00 → 117.00 a night; 7 = 6 → 6 × 117.00
    //   v1: 100.00 + 20.00 = 120.00, −12.00 → 108.00 a night; 6 × 108.00
    const active = await quote({ contractId, ...sevenNights }, reservation);
    expect(active.status, JSON.stringify(active.body)).toBe(200);
    const v2 = active.typed.data[0];
    expect(v2).toMatchObject({ contractId, versionNumber: 2 });
    const v2Result = priced(v2);
    expect(v2Result).toMatchObject({ contractId: 'SBT-W26', versionNo: 2, currency: 'USD', total: '702.00' });
    expect(v2Result.nights).toHaveLength(7);
    expect(v2Result.nights[1]?.steps.map((step) => [step.kind, step.amount])).toEqual([
      ['base', '110.00'],
      ['supplement', '20.00'],
      ['earlybird-period', '-13.00'],
    ]);
    expect(v2Result.nights.filter((night) => night.amount === '0.00')).toHaveLength(1);
    expect(v2Result.offers.map((offer) => [offer.ruleId, offer.outcome])).toEqual([
      ['EB10', 'applied'],
      ['B76', 'applied'],
    ]);

    const again = await quote({ contractId, contractVersionId: v1Id, ...sevenNights, bookingDate: TEST_HOTEL_DATE });
    expect(again.typed.data[0]).toMatchObject({ contractVersionId: v1Id, versionNumber: 1 });
    expect(priced(again.typed.data[0]).total).toBe('648.00');
    // Booked after the early-booking window: no discount, only the free night.
    const late = await quote({ contractId, ...sevenNights, bookingDate: '2026-12-01' });
    expect(priced(late.typed.data[0]).total).toBe('780.00');

    expect((await quote({ contractId, contractVersionId: 999_999, ...sevenNights })).status).toBe(404);
  });

  it('finds the demo hotel’s three partners with contracts in force, each pricing a stay its own way', async () => {
    const listed = await server.call('sales/contract', 'list', [{}], reservation);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const demo = listed.typed.data.filter((row) => ['APT-2627', 'MTW-2627', 'SDM-2627'].includes(row.code));
    expect(demo.map((row) => [row.code, row.companyName, row.activeVersionNumber])).toEqual([
      ['APT-2627', 'Asia Pacific Tours', 1],
      ['MTW-2627', 'Mekong Travel Wholesale', 1],
      ['SDM-2627', 'Siam Destination Management', 1],
    ]);
    // Deluxe, 2 adults and a child of 8, 11–18 Dec 2026 (high season), booked on the hotel date:
    // 2,300.00 for the room + the child at half an adult's share 575.00 = 2,875.00 a night.
    const stay = { roomType: 'DLX', arrival: '2026-12-11', departure: '2026-12-18', adults: 2, childAges: [8] };
    const totalOf = async (code: string) => {
      const id = demo.find((row) => row.code === code)?.id as number;
      return priced((await quote({ contractId: id, ...stay }, reservation)).typed.data[0]).total;
    };
    // The tour operator: booked 20 days ahead, too late for its early booking; 7 = 6 frees a night.
    expect(await totalOf('APT-2627')).toBe('17250.00');
    // The wholesaler: river view + 300.00, long stay − 150.00 a night, all 7 nights paid.
    expect(await totalOf('MTW-2627')).toBe('21175.00');
    // The DMC: half board 450.00 for each of the three guests, 4 = 3 once.
    expect(await totalOf('SDM-2627')).toBe('25350.00');
  });

  it('prices the demo online agent’s dynamic profile from the public rate BAR, 12 % off', async () => {
    const listed = await server.call('sales/contract', 'list', [{}], reservation);
    const profile = listed.typed.data.find((row) => row.code === 'LOT-DYN');
    expect(profile).toMatchObject({ kind: 'dynamic', companyName: 'Lanexang Online Travel', activeVersionNumber: 1 });
    const stay = { roomType: 'DLX', arrival: '2026-12-01', departure: '2026-12-03', adults: 2 };
    const answer = await quote({ contractId: profile?.id as number, ...stay }, reservation);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = priced(answer.typed.data[0]);
    const rateCode = await server.db
      .selectFrom('rate_code_rate as r')
      .innerJoin('rate_code as c', 'c.id', 'r.rate_code_id')
      .innerJoin('room_type as t', 't.id', 'r.room_type_id')
      .select('r.double_amount')
      .where('c.code', '=', 'BAR')
      .where('t.code', '=', 'DLX')
      .where('r.starts_on', '<=', '2026-12-01')
      .where('r.ends_on', '>=', '2026-12-01')
      .executeTakeFirstOrThrow();
    const expected = ((BigInt(rateCode.double_amount.replace('.', '')) * 88n + 50n) / 100n).toString();
    expect(result.nights[0]?.amount.replace('.', '')).toBe(expected);
    expect(result.nights[0]?.steps.map((step) => step.kind)).toEqual(['base', 'dynamic']);
  });

  it('puts the seasons’ allotments into the hotel’s allotment for the partner when a version is activated', async () => {
    const withAllotment = body('110.00');
    (withAllotment.seasons[0] as Body['seasons'][number]).allotments = [{ roomType: 'JRS', rooms: 4, releaseDays: 14 }];
    (withAllotment.seasons[1] as Body['seasons'][number]).allotments = [{ roomType: 'JRS', rooms: 2, releaseDays: 30 }];
    const current = (await server.call('sales/contract', 'get', [{ id: contractId }], sale)).typed.data[0];
    const unknown = structuredClone(withAllotment);
    (unknown.seasons[0] as Body['seasons'][number]).allotments = [{ roomType: 'NOPE', rooms: 1, releaseDays: 0 }];
    const refused = await save({ id: contractId, version: current?.version as number, ...validity, body: unknown });
    expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/body/seasons/0/allotments/0/roomType');
    const draft = await save({ id: contractId, version: current?.version as number, ...validity, body: withAllotment });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const activated = await activate(contractId, draft.typed.data[0]?.version as number);
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    const rows = await server.db
      .selectFrom('allotment as a')
      .innerJoin('room_type as t', 't.id', 'a.room_type_id')
      .select(['a.night', 'a.rooms', 'a.release_days'])
      .where('a.company_profile_id', '=', partnerId)
      .where('t.code', '=', 'JRS')
      .orderBy('a.night')
      .execute();
    // From the hotel date (21 Nov 2026) to the end of LOW (19 Dec): 29 nights of 4; HIGH to 5 Jan 2027: 17 of 2.
    expect(rows).toHaveLength(29 + 17);
    expect(rows[0]).toEqual({ night: TEST_HOTEL_DATE, rooms: 4, release_days: 14 });
    expect(rows.at(-1)).toEqual({ night: '2027-01-05', rooms: 2, release_days: 30 });
    const read = await server.call(
      'reservation/allotment',
      'get',
      [{ companyProfileId: partnerId, forDate: '2026-12-19', toDate: '2026-12-20' }],
      reservation,
    );
    expect(read.status, JSON.stringify(read.body)).toBe(200);
  });

  it('answers CTA with the engine refusal (200, status refused), not an error', async () => {
    const cta = await quote({ contractId, ...sevenNights, arrival: '2026-12-24', departure: '2026-12-27' });
    expect(cta.status).toBe(200);
    expect(cta.typed.data[0]?.result).toMatchObject({
      status: 'refused',
      reasons: [{ code: 'closed-to-arrival', ruleId: 'CTA-XMAS', date: '2026-12-24' }],
    });
  });

  it('is guarded by the database: active and retired versions never change, one active at a time', async () => {
    const change = (status: 'active' | 'retired') =>
      server.db
        .updateTable('contract_version')
        .set({ body: JSON.stringify(body('1.00')) })
        .where('contract_id', '=', contractId)
        .where('status', '=', status)
        .execute();
    for (const status of ['active', 'retired'] as const) {
      const error = await change(status).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(violates(error, 'contract_version_frozen'), String(error)).toBe(true);
    }
    const dates = await server.db
      .updateTable('contract_version')
      .set({ valid_to: '2027-01-04' })
      .where('id', '=', v1Id)
      .execute()
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(violates(dates, 'contract_version_frozen')).toBe(true);
    const secondActive = await server.db
      .insertInto('contract_version')
      .values({
        property_id: server.propertyId,
        contract_id: contractId,
        number: 50,
        status: 'active',
        valid_from: '2026-11-01',
        valid_to: '2027-01-05',
        body: JSON.stringify(body()),
        created_by: 'test',
        activated_at: sql<Date>`now()`,
        activated_by: 'test',
      })
      .execute()
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(violates(secondActive, 'contract_version_one_active'), String(secondActive)).toBe(true);
  });

  it('lets sales write, reservations and management read and quote, and nobody else', async () => {
    expect((await server.call('sales/contract', 'list', [], housekeeping)).status).toBe(403);
    expect((await quote({ contractId, ...sevenNights }, housekeeping)).status).toBe(403);
    expect((await server.call('sales/contract', 'get', [{ id: contractId }], reservation)).status).toBe(200);
    const bySale = await save({ id: contractId, version: 5, ...validity, body: body() }, reservation);
    expect(bySale.status).toBe(403);
    const noKey = await server.call(
      'sales/contract',
      'save',
      [{ id: contractId, version: 5, ...validity, body: body() }],
      sale,
    );
    expect(noKey.body.apiResponse.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });
});
