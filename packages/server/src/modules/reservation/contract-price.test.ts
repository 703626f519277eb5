import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Headers, signIn } from '../../test/api.ts';
import { aGuest, booking, newKey, ratesFor, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { createTestServer, testEngine } from '../../test/database.ts';

// Bookings priced by their company's contract (issue 20). A partner of the test's own, Lotus
// Tours, has a static contract in THB on a room type of the test's own (LTX), 1 Dec 2026 – 31 Mar
// 2027, booked on the test hotel date (21 Nov 2026):
//   LOW  1 Dec – 19 Dec   2 adults 2,000.00      HIGH 20 Dec – 31 Mar   2 adults 3,000.00
//   Stay 4 pay 3 (once); no arrivals on 24 Dec.
// And a dynamic profile for Orchid Travel: the public rate LTBAR (2,500.00 a night for 2 adults)
// less 20 % in December.

type Body = Schemas['ContractBody'];

let server: Awaited<ReturnType<typeof createTestServer>>;
let reservation: Headers;
let sale: Headers;
let roomTypeId: number;
let lotusId: number;
let orchidId: number;
let guestId: number;
let contractId: number;

const staticBody = (low = '2000.00'): Body => ({
  childPolicy: { adultFromAge: 12, bands: [{ fromAge: 0, toAge: 11, charge: { kind: 'amount', amount: '300.00' } }] },
  seasons: [
    {
      code: 'LOW',
      nights: { from: '2026-12-01', to: '2026-12-19' },
      rates: [{ roomType: 'LTX', adults: 2, amount: low }],
    },
    {
      code: 'HIGH',
      nights: { from: '2026-12-20', to: '2027-03-31' },
      rates: [{ roomType: 'LTX', adults: 2, amount: '3000.00' }],
    },
  ],
  rules: [
    {
      kind: 'bonus-night',
      id: 'S4P3',
      name: 'Stay 4 pay 3',
      stayNights: 4,
      payNights: 3,
      repeats: false,
      priority: 1,
      combinesWith: [],
    },
    {
      kind: 'cta-ctd',
      id: 'CTA-XMAS',
      name: 'No arrivals on Christmas Eve',
      closedToArrival: true,
      closedToDeparture: false,
      dates: [{ from: '2026-12-24', to: '2026-12-24' }],
    },
  ],
});

async function contractFor(
  companyProfileId: number,
  code: string,
  body: Body,
  kind: 'static' | 'dynamic' = 'static',
): Promise<number> {
  const created = await server.call(
    'sales/contract',
    'save',
    [
      {
        code,
        name: code,
        companyProfileId,
        kind,
        currencyCode: 'THB',
        validFrom: '2026-12-01',
        validTo: '2027-03-31',
        body,
      },
    ],
    { ...sale, ...newKey('contract') },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.typed.data[0]?.id as number;
  const active = await server.call('sales/contract', 'activate', [{ id, version: 1 }], { ...sale, ...newKey('on') });
  expect(active.status, JSON.stringify(active.body)).toBe(200);
  return id;
}

const quote = (criteria: Partial<Schemas['RateQuoteCriteria']>) =>
  server.call(
    'reservation/rate',
    'quote',
    [{ rateCodeId: null, roomTypeId, adults: 2, arrival: '2026-12-05', departure: '2026-12-09', ...criteria }],
    reservation,
  );

const book = (companyProfileId: number, arrival: string, departure: string, amount: string | string[]) => {
  const rates = ratesFor(arrival, departure).map((rate, index) => ({
    ...rate,
    amount: Array.isArray(amount) ? (amount[index] as string) : amount,
  }));
  return server.call(
    'reservation/reservation',
    'create',
    [booking(guestId, [stay(roomTypeId, arrival, departure, { nightlyRates: rates })], { companyProfileId })],
    { ...reservation, ...newKey() },
  );
};

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  reservation = (await signIn(server.app, 'reservation', 'demo-test-password')).headers;
  sale = (await signIn(server.app, 'sale', 'demo-test-password')).headers;
  roomTypeId = (await roomTypeWithRooms(server, 'LTX', 3, { maxAdults: 3, maxChildren: 2 })).roomTypeId;
  const partners = await server.db
    .insertInto('company_profile')
    .values([
      { property_id: server.propertyId, code: 'LOTUS', name: 'Lotus Tours' },
      { property_id: server.propertyId, code: 'ORCHID', name: 'Orchid Travel' },
    ])
    .returning('id')
    .execute();
  [lotusId, orchidId] = partners.map((row) => row.id) as [number, number];
  guestId = await aGuest(server, 'Contract');
  contractId = await contractFor(lotusId, 'LOTUS-2627', staticBody());

  const thb = await sql<{ id: number }>`select id from currency where code = 'THB'`.execute(server.db);
  const rateCode = await server.call('configuration/rate-code', 'create', [
    {
      code: 'LTBAR',
      name: 'LTX public rate',
      currencyId: thb.rows[0]?.id as number,
      mealTypeId: null,
      startsOn: null,
      endsOn: null,
    },
  ]);
  const created = rateCode.typed.data[0] as Schemas['RateCode'];
  const rates = await server.call('configuration/rate-code', 'set-rates', [
    {
      rateCodeId: created.id,
      version: created.version,
      rates: [
        {
          roomTypeId,
          startsOn: '2026-11-01',
          endsOn: '2027-03-31',
          mealTypeId: null,
          singleAmount: '2200.00',
          doubleAmount: '2500.00',
          extraAdultAmount: '500.00',
          extraChildAmount: '250.00',
        },
      ],
    },
  ]);
  expect(rates.status, JSON.stringify(rates.body)).toBe(200);
  await contractFor(
    orchidId,
    'ORCHID-DYN',
    {
      childPolicy: { adultFromAge: 12, bands: [] },
      seasons: [],
      rules: [],
      dynamic: {
        baseRateCode: 'LTBAR',
        adjustments: [
          {
            id: 'DEC',
            name: 'December',
            nights: { from: '2026-12-01', to: '2026-12-31' },
            direction: 'discount',
            value: { kind: 'percent', percent: '20' },
          },
        ],
      },
    },
    'dynamic',
  );
});
afterAll(() => server?.close());

describe(`bookings priced by their company's contract (${testEngine})`, () => {
  it('quotes a stay for the partner through its contract, with the explanation of every night', async () => {
    const answer = await quote({ companyProfileId: lotusId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const priced = answer.typed.data[0] as Schemas['RateQuote'];
    // 4 nights in LOW at 2,000.00; stay 4 pay 3 frees the cheapest (the last, of equal amounts).
    expect(priced.nights.map((night) => [night.amount, night.source])).toEqual([
      ['2000.00', 'contract'],
      ['2000.00', 'contract'],
      ['2000.00', 'contract'],
      ['0.00', 'contract'],
    ]);
    expect(priced.total).toBe('6000.00');
    expect(priced.contract).toMatchObject({
      contractId,
      contractCode: 'LOTUS-2627',
      versionNumber: 1,
      bookingDate: '2026-11-21',
    });
    expect(priced.contract?.explanation.nights[3]?.steps.map((step) => [step.kind, step.amount])).toEqual([
      ['base', '2000.00'],
      ['bonus-night', '-2000.00'],
    ]);
    // Without the company, or for a stay the contract does not cover, the rate code prices as before.
    const plain = await quote({});
    expect(plain.typed.data[0]?.nights[0]?.source).toBe('base-rate');
    expect(
      (await quote({ companyProfileId: lotusId, departure: '2027-04-02' })).typed.data[0]?.contract,
    ).toBeUndefined();
  });

  it('refuses an arrival the contract closes, naming the reason at the arrival', async () => {
    const closed = await quote({ companyProfileId: lotusId, arrival: '2026-12-24', departure: '2026-12-27' });
    expect(closed.status).toBe(422);
    expect(closed.body.apiResponse.code).toBe('CONTRACT_REFUSED');
    expect(closed.body.apiResponse.errors).toEqual([
      { field: '/data/0/arrival', message: 'LTX is closed to arrival on 2026-12-24 (No arrivals on Christmas Eve).' },
    ]);
    const refused = await book(lotusId, '2026-12-24', '2026-12-27', '3000.00');
    expect(refused.status).toBe(422);
    expect(refused.body.apiResponse.errors?.[0]?.field).toBe('/data/0/stays/0/arrival');
  });

  it('prices a dynamic profile from the public rate, less its discount', async () => {
    const answer = await quote({ companyProfileId: orchidId, arrival: '2026-12-30', departure: '2027-01-02' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // 2,500.00 − 20 % = 2,000.00 in December; January has no adjustment: the public rate.
    expect(answer.typed.data[0]?.nights.map((night) => night.amount)).toEqual(['2000.00', '2000.00', '2500.00']);
    expect(answer.typed.data[0]?.contract?.explanation.nights[0]?.steps.map((step) => step.name)).toEqual([
      'Public rate LTBAR, LTX',
      'December (discount 20%)',
    ]);
  });

  it('stores the version and the explanation on the booking; a night off the contract needs a reason', async () => {
    const wrong = await book(lotusId, '2026-12-05', '2026-12-09', '2000.00');
    expect(wrong.status).toBe(400);
    expect(wrong.body.apiResponse.errors).toEqual([
      {
        field: '/data/0/stays/0/nightlyRates/3/reason',
        message: 'the night is 2000.00, not the 0.00 of contract LOTUS-2627: say why',
      },
    ]);
    const booked = await book(lotusId, '2026-12-05', '2026-12-09', ['2000.00', '2000.00', '2000.00', '0.00']);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const stayRead = booked.typed.data[0]?.stays[0];
    expect(stayRead?.contractPrice).toMatchObject({ contractCode: 'LOTUS-2627', versionNumber: 1 });
    expect(stayRead?.contractPrice?.explanation.total).toBe('6000.00');
    const row = await server.db
      .selectFrom('room_stay')
      .select('contract_version_id')
      .where('id', '=', stayRead?.id as number)
      .executeTakeFirstOrThrow();
    expect(row.contract_version_id).toBe(stayRead?.contractPrice?.contractVersionId);
  });

  it('never reprices a booking when the contract changes; repricing shows the difference, then applies it', async () => {
    const booked = await book(lotusId, '2026-12-10', '2026-12-12', '2000.00');
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const reservationId = booked.typed.data[0]?.id as number;
    // Version 2: LOW at 2,200.00.
    const current = await server.call('sales/contract', 'get', [{ id: contractId }], sale);
    const header = current.typed.data[0] as Schemas['ContractRecord'];
    const draft = await server.call(
      'sales/contract',
      'save',
      [
        {
          id: contractId,
          version: header.version,
          validFrom: '2026-12-01',
          validTo: '2027-03-31',
          body: staticBody('2200.00'),
        },
      ],
      { ...sale, ...newKey('v2') },
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const on = await server.call(
      'sales/contract',
      'activate',
      [{ id: contractId, version: draft.typed.data[0]?.version as number }],
      { ...sale, ...newKey('v2on') },
    );
    expect(on.status).toBe(200);

    const read = await server.call('reservation/reservation', 'get', [{ id: reservationId }], reservation);
    const kept = read.typed.data[0] as Schemas['Reservation'];
    expect(kept.stays[0]?.nightlyRates.map((rate) => rate.amount)).toEqual(['2000.00', '2000.00']);
    expect(kept.stays[0]?.contractPrice?.versionNumber).toBe(1);

    const preview = await server.call('reservation/reprice', 'preview', [{ id: reservationId }], reservation);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.typed.data[0]).toMatchObject({ bookedTotal: '4000.00', newTotal: '4400.00', difference: '400.00' });
    expect(preview.typed.data[0]?.stays[0]?.newPrice?.versionNumber).toBe(2);
    const unchanged = await server.call('reservation/reservation', 'get', [{ id: reservationId }], reservation);
    expect(unchanged.typed.data[0]?.version).toBe(kept.version);

    expect(
      (
        await server.call(
          'reservation/reprice',
          'apply',
          [{ id: reservationId, version: kept.version + 5 }],
          reservation,
        )
      ).status,
    ).toBe(409);
    expect(
      (await server.call('reservation/reprice', 'apply', [{ id: reservationId, version: kept.version }], sale)).status,
    ).toBe(403);
    const applied = await server.call(
      'reservation/reprice',
      'apply',
      [{ id: reservationId, version: kept.version }],
      reservation,
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const after = applied.typed.data[0] as Schemas['Reservation'];
    expect(after.stays[0]?.nightlyRates.map((rate) => rate.amount)).toEqual(['2200.00', '2200.00']);
    expect(after.stays[0]?.contractPrice?.versionNumber).toBe(2);
    const audit = await server.db
      .selectFrom('audit_log')
      .select('entity')
      .where('entity', '=', 'reservation')
      .where('entity_id', '=', String(reservationId))
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('re-quotes a stored version to the same amounts (reproducible)', async () => {
    const booked = await book(lotusId, '2027-01-10', '2027-01-14', ['3000.00', '3000.00', '3000.00', '0.00']);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const price = booked.typed.data[0]?.stays[0]?.contractPrice as Schemas['ContractPrice'];
    const again = await server.call(
      'sales/contract',
      'quote',
      [
        {
          contractId: price.contractId,
          contractVersionId: price.contractVersionId,
          roomType: 'LTX',
          arrival: '2027-01-10',
          departure: '2027-01-14',
          adults: 2,
          bookingDate: price.bookingDate,
        },
      ],
      sale,
    );
    expect(again.typed.data[0]?.result).toEqual(price.explanation);
  });

  it('seeds the demo partners’ bookings through the booking command, each priced by its contract', async () => {
    const stays = await server.db
      .selectFrom('room_stay as s')
      .innerJoin('reservation as r', 'r.id', 's.reservation_id')
      .innerJoin('company_profile as c', 'c.id', 'r.company_profile_id')
      .select(['c.code', 's.contract_version_id', 's.price_explanation'])
      .where('c.code', 'in', ['ASIAPAC', 'MEKTRAV', 'SIAMDMC', 'LXONLINE'])
      // The demo's older bookings for Asia Pacific Tours were made before its contract.
      .where('r.remark', 'like', 'Booked through %')
      .execute();
    expect(stays.length).toBeGreaterThanOrEqual(16);
    expect(new Set(stays.map((row) => row.code))).toEqual(new Set(['ASIAPAC', 'MEKTRAV', 'SIAMDMC', 'LXONLINE']));
    for (const row of stays) {
      expect(row.contract_version_id).not.toBeNull();
      expect((row.price_explanation as Schemas['ContractPrice']).explanation.status).toBe('priced');
    }
  });
});
