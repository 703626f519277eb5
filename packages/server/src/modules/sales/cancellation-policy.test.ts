import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violates } from '../../api/errors.ts';
import { type Headers, signIn } from '../../test/api.ts';
import { aGuest, booking, newKey, plusDays, roomTypeWithRooms, stay } from '../../test/booking.ts';
import { createTestServer, TEST_HOTEL_DATE, testEngine } from '../../test/database.ts';

let server: Awaited<ReturnType<typeof createTestServer>>;
let sale: Headers;
let reservationStaff: Headers;
let housekeeping: Headers;

type Save = Schemas['CancellationPolicySave'];
type Policy = Schemas['CancellationPolicyRecord'];

// Lagoon Travel's policy: seasons by ARRIVAL date, bands of days before arrival.
//   WINTER  arrivals 1 Nov 2026 – 31 Mar 2027   30–8 days: 1 night; 7–0 days: 50 %
//   SUMMER  arrivals 1 Apr – 31 Oct 2027        3–0 days: a fixed 500.00
//   No-show: 2 nights.
const lagoon = (more: Partial<Save> = {}): Save => ({
  code: 'LAGOON',
  name: 'Lagoon Travel',
  appliesTo: 'static',
  noShow: { kind: 'nights', nights: 2 },
  seasons: [
    {
      code: 'WINTER',
      name: 'Winter 2026/27',
      arrivals: { from: '2026-11-01', to: '2027-03-31' },
      bands: [
        { fromDays: 30, toDays: 8, charge: { kind: 'nights', nights: 1 } },
        { fromDays: 7, toDays: 0, charge: { kind: 'percent', percent: '50' } },
      ],
    },
    {
      code: 'SUMMER',
      arrivals: { from: '2027-04-01', to: '2027-10-31' },
      bands: [{ fromDays: 3, toDays: 0, charge: { kind: 'fixed', amount: '500' } }],
    },
  ],
  ...more,
});

const save = (item: Save, headers: Headers = sale) =>
  server.call('sales/cancellation-policy', 'save', [item], { ...headers, ...newKey('policy') });
const saved = async (item: Save): Promise<Policy> => {
  const answer = await save(item);
  expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
  return answer.typed.data[0] as Policy;
};
const fieldsOf = (answer: { body: { apiResponse: { errors?: { field: string }[] } } }) =>
  (answer.body.apiResponse.errors ?? []).map((error) => error.field);
const auditCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** A contract of the test's own, with an active version (its body is not priced here). */
async function aContract(code: string, kind: 'static' | 'dynamic' = 'static') {
  const { db, propertyId } = server;
  const company = await db
    .insertInto('company_profile')
    .values({ property_id: propertyId, code, name: `${code} Travel` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contract = await db
    .insertInto('contract')
    .values({
      property_id: propertyId,
      code,
      name: `${code} contract`,
      company_profile_id: company.id,
      kind,
      currency_code: 'THB',
      created_by: 'test',
    })
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto('contract_version')
    .values({
      property_id: propertyId,
      contract_id: contract.id,
      number: 1,
      status: 'active',
      valid_from: '2026-01-01',
      valid_to: '2027-12-31',
      body: JSON.stringify({ childPolicy: { adultFromAge: 12, bands: [] }, seasons: [], rules: [] }),
      created_by: 'test',
      activated_at: new Date(),
      activated_by: 'test',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { contractId: contract.id, versionId: version.id, companyId: company.id };
}

async function assignment(contractId: number): Promise<Schemas['CancellationAssignment']> {
  const { db } = server;
  const kind = (await db.selectFrom('contract').select('kind').where('id', '=', contractId).executeTakeFirstOrThrow())
    .kind;
  const answer = await server.call('sales/cancellation-policy', 'assignments', [{ kind }], sale);
  const found = answer.typed.data.find((row) => row.contractId === contractId);
  if (!found) throw new Error(`contract ${contractId} is not listed`);
  return found;
}

const assign = (contractId: number, policyId: number | null, version: number, headers: Headers = sale) =>
  server.call('sales/cancellation-policy', 'assign', [{ contractId, policyId, version }], {
    ...headers,
    ...newKey('assign'),
  });

let roomTypeId: number;
let guestId: number;

/** A reservation of stays at these arrivals and nightly amounts; `contractVersionIds` prices stays by a contract. */
async function aReservation(stays: { arrival: string; amounts: string[]; contractVersionId?: number }[]) {
  const answer = await server.call(
    'reservation/reservation',
    'create',
    [
      booking(
        guestId,
        stays.map((one) =>
          stay(roomTypeId, one.arrival, plusDays(one.arrival, one.amounts.length), {
            nightlyRates: one.amounts.map((amount, index) => ({ night: plusDays(one.arrival, index), amount })),
          }),
        ),
      ),
    ],
    newKey('book'),
  );
  expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
  const made = answer.typed.data[0] as Schemas['Reservation'];
  for (const [index, one] of stays.entries()) {
    if (one.contractVersionId === undefined) continue;
    // As the booking through a contract stores it (its quote is not what this test is about).
    await server.db
      .updateTable('room_stay')
      .set({ contract_version_id: one.contractVersionId, price_explanation: JSON.stringify({ status: 'priced' }) })
      .where('id', '=', made.stays[index]?.id as number)
      .execute();
  }
  return made;
}

const feeOf = async (reservationId: number, headers: Headers = reservationStaff) => {
  const answer = await server.call('sales/cancellation-policy', 'fee', [{ reservationId }], headers);
  expect(answer.status, JSON.stringify(answer.body.apiResponse)).toBe(200);
  return answer.typed.data[0] as Schemas['CancellationFeeProposal'];
};

beforeAll(async () => {
  server = await createTestServer({ demo: true });
  sale = (await signIn(server.app, 'sale', 'demo-test-password')).headers;
  reservationStaff = (await signIn(server.app, 'reservation', 'demo-test-password')).headers;
  housekeeping = (await signIn(server.app, 'housekeeping', 'demo-test-password')).headers;
  roomTypeId = (await roomTypeWithRooms(server, 'CXL', 6)).roomTypeId;
  guestId = await aGuest(server, 'Canceller');
});
afterAll(() => server?.close());

describe(`cancellation policies (${testEngine})`, () => {
  let policy: Policy;

  it('seeds the demo hotel with a policy for each kind, assigned to its contracts', async () => {
    const list = await server.call('sales/cancellation-policy', 'list', [], sale);
    expect(list.status).toBe(200);
    const byCode = new Map(list.typed.data.map((row) => [row.code, row]));
    expect(byCode.get('TO-STD')).toMatchObject({ appliesTo: 'static', noShow: { kind: 'percent', percent: '100' } });
    expect(byCode.get('TO-STD')?.contractCount).toBeGreaterThanOrEqual(3);
    expect(byCode.get('DYN-FLEX')).toMatchObject({ appliesTo: 'dynamic', noShow: { kind: 'nights', nights: 1 } });
    const statics = await server.call('sales/cancellation-policy', 'list', [{ appliesTo: 'static' }], sale);
    expect(statics.typed.data.every((row) => row.appliesTo === 'static')).toBe(true);
    const assigned = await server.call('sales/cancellation-policy', 'assignments', [{ kind: 'static' }], sale);
    for (const code of ['APT-2627', 'MTW-2627', 'SDM-2627']) {
      expect(
        assigned.typed.data.find((row) => row.contractCode === code),
        code,
      ).toMatchObject({ kind: 'static', policyCode: 'TO-STD' });
    }
    const dynamics = await server.call('sales/cancellation-policy', 'assignments', [{ kind: 'dynamic' }], sale);
    expect(dynamics.typed.data.every((row) => row.kind === 'dynamic' && row.policyCode === 'DYN-FLEX')).toBe(true);
  });

  it('creates a policy whole, and answers it with its seasons and bands in their order', async () => {
    policy = await saved(lagoon());
    expect(policy).toMatchObject({
      code: 'LAGOON',
      appliesTo: 'static',
      noShow: { kind: 'nights', nights: 2 },
      contracts: [],
      version: 1,
      createdBy: 'sale',
    });
    expect(policy.seasons.map((season) => [season.code, season.arrivals.from, season.bands.length])).toEqual([
      ['WINTER', '2026-11-01', 2],
      ['SUMMER', '2027-04-01', 1],
    ]);
    // Stored exactly and answered as written: 50 %, a fixed 500.00.
    expect(policy.seasons[0]?.bands[1]?.charge).toEqual({ kind: 'percent', percent: '50' });
    expect(policy.seasons[1]?.bands[0]).toEqual({
      fromDays: 3,
      toDays: 0,
      charge: { kind: 'fixed', amount: '500.00' },
    });
    const got = await server.call('sales/cancellation-policy', 'get', [{ id: policy.id }], reservationStaff);
    expect(got.typed.data[0]).toEqual(policy);
  });

  it('refuses a policy that cannot charge, each problem at its field; and a code twice', async () => {
    const bad = lagoon({
      code: 'BROKEN',
      seasons: [
        {
          code: 'A',
          arrivals: { from: '2026-11-01', to: '2027-03-31' },
          bands: [
            { fromDays: 30, toDays: 8, charge: { kind: 'percent', percent: '150' } },
            { fromDays: 10, toDays: 0, charge: { kind: 'nights', nights: 1 } },
            { fromDays: 2, toDays: 5, charge: { kind: 'nights', nights: 1 } },
          ],
        },
        { code: 'B', arrivals: { from: '2027-03-01', to: '2027-02-01' }, bands: [] },
        { code: 'C', arrivals: { from: '2027-03-15', to: '2027-05-01' }, bands: [] },
      ],
    });
    const refused = await save(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.apiResponse.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(refused)).toEqual([
      '/data/0/seasons/0/bands/0/charge/percent',
      '/data/0/seasons/0/bands/1/toDays',
      '/data/0/seasons/0/bands/2/fromDays',
      '/data/0/seasons/1/arrivals',
      '/data/0/seasons/2/arrivals',
    ]);
    const twice = await save(lagoon({ name: 'Another' }));
    expect(twice.status).toBe(409);
    expect(twice.body.apiResponse.code).toBe('DUPLICATE');
    expect(fieldsOf(twice)).toEqual(['/data/0/code']);
    const halfKeyed = await save({ ...lagoon({ code: 'HALF' }), id: policy.id });
    expect(halfKeyed.status).toBe(400);
    expect(fieldsOf(halfKeyed)).toEqual(['/data/0/version']);
  });

  it('replaces a policy with its row version: 409 when stale, nothing written when unchanged', async () => {
    const audits = await auditCount();
    const same = await save({ ...lagoon(), id: policy.id, version: policy.version });
    expect(same.status).toBe(200);
    expect(same.typed.data[0]?.version).toBe(policy.version);
    expect(await auditCount()).toBe(audits);

    const changed = await saved({
      ...lagoon({ name: 'Lagoon Travel 2026/27', noShow: null }),
      id: policy.id,
      version: policy.version,
    });
    expect(changed).toMatchObject({ name: 'Lagoon Travel 2026/27', noShow: null, version: policy.version + 1 });
    expect(await auditCount()).toBe(audits + 1);
    const stale = await save({ ...lagoon(), id: policy.id, version: policy.version });
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
    policy = await saved({ ...lagoon(), id: policy.id, version: changed.version });
    expect(policy.noShow).toEqual({ kind: 'nights', nights: 2 });
  });

  it('guards the seasons, the bands and the contract’s kind in the database too', async () => {
    const { db, propertyId } = server;
    const winter = await db
      .selectFrom('cancel_season')
      .select(['id'])
      .where('policy_id', '=', policy.id)
      .where('code', '=', 'WINTER')
      .executeTakeFirstOrThrow();
    const season = (code: string, from: string, to: string) =>
      db
        .insertInto('cancel_season')
        .values({
          property_id: propertyId,
          policy_id: policy.id,
          position: 9,
          code,
          arrival_from: from,
          arrival_to: to,
        })
        .execute();
    await expect(season('X', '2027-03-31', '2027-04-01')).rejects.toSatisfy((error) =>
      violates(error, 'cancel_season_no_overlap'),
    );
    const band = (fromDays: number | null, toDays: number) =>
      db
        .insertInto('cancel_band')
        .values({
          property_id: propertyId,
          season_id: winter.id,
          position: 9,
          from_days: fromDays,
          to_days: toDays,
          charge_kind: 'percent',
          charge_value: '10',
        })
        .execute();
    await expect(band(8, 8)).rejects.toSatisfy((error) => violates(error, 'cancel_band_no_overlap'));
    // Open-ended: 31 days or more does not touch 30–8; 20 days or more does.
    await expect(band(null, 20)).rejects.toSatisfy((error) => violates(error, 'cancel_band_no_overlap'));
    await expect(
      db
        .insertInto('cancel_band')
        .values({
          property_id: propertyId,
          season_id: winter.id,
          position: 9,
          from_days: 60,
          to_days: 45,
          charge_kind: 'nights',
          charge_value: '1.5',
        })
        .execute(),
    ).rejects.toSatisfy((error) => violates(error, 'cancel_band_charge'));
    const dynamic = await aContract('DYNX', 'dynamic');
    await expect(
      db.updateTable('contract').set({ cancel_policy_id: policy.id }).where('id', '=', dynamic.contractId).execute(),
    ).rejects.toSatisfy((error) => violates(error, 'contract_cancel_policy_kind'));
  });

  it('assigns a policy of the contract’s kind only, with the contract’s row version', async () => {
    const own = await aContract('LAGO');
    const before = await assignment(own.contractId);
    expect(before).toMatchObject({ policyId: null, policyCode: null, kind: 'static' });
    const dyn = await assignment((await aContract('DYNY', 'dynamic')).contractId);
    const mismatch = await assign(dyn.contractId, policy.id, dyn.version);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.apiResponse.code).toBe('POLICY_KIND_MISMATCH');
    expect(fieldsOf(mismatch)).toEqual(['/data/0/policyId']);

    const done = await assign(own.contractId, policy.id, before.version);
    expect(done.status, JSON.stringify(done.body.apiResponse)).toBe(200);
    expect(done.typed.data[0]).toMatchObject({
      policyId: policy.id,
      policyCode: 'LAGOON',
      version: before.version + 1,
    });
    const stale = await assign(own.contractId, null, before.version);
    expect(stale.status).toBe(409);
    expect(stale.body.apiResponse.code).toBe('STALE_VERSION');
    // The policy used by a contract keeps its kind and cannot be removed.
    const current = (await server.call('sales/cancellation-policy', 'get', [{ id: policy.id }])).typed
      .data[0] as Policy;
    expect(current.contracts.map((contract) => contract.code)).toEqual(['LAGO']);
    const toDynamic = await save({ ...lagoon({ appliesTo: 'dynamic' }), id: policy.id, version: current.version });
    expect(toDynamic.status).toBe(422);
    expect(toDynamic.body.apiResponse.code).toBe('POLICY_IN_USE');
    const removal = await server.call(
      'sales/cancellation-policy',
      'remove',
      [{ id: policy.id, version: current.version }],
      {
        ...sale,
        ...newKey('remove'),
      },
    );
    expect(removal.status).toBe(409);
    expect(removal.body.apiResponse.code).toBe('IN_USE');
  });

  it('proposes the hotel’s rule for stays without a contract: the first night within one day of arrival', async () => {
    const tomorrow = await aReservation([{ arrival: plusDays(TEST_HOTEL_DATE, 1), amounts: ['1800.00', '2000.00'] }]);
    const proposal = await feeOf(tomorrow.id);
    expect(proposal).toMatchObject({
      reservationId: tomorrow.id,
      hotelDate: TEST_HOTEL_DATE,
      rule: 'house',
      total: '1800.00',
    });
    expect(proposal.stays[0]).toMatchObject({
      rule: 'house',
      reason: 'no-contract',
      contract: null,
      fee: '1800.00',
      explanation: { outcome: 'charged', daysBeforeArrival: 1, policy: { code: 'HOUSE' } },
    });
    const later = await aReservation([{ arrival: plusDays(TEST_HOTEL_DATE, 5), amounts: ['1800.00'] }]);
    expect(await feeOf(later.id)).toMatchObject({ rule: 'house', total: '0.00' });
  });

  it('proposes each stay’s fee by its contract’s policy, explained, and the total', async () => {
    const { versionId } = await aContract('LAGF');
    const contract = await assignment(
      (
        await server.db
          .selectFrom('contract_version')
          .select('contract_id')
          .where('id', '=', versionId)
          .executeTakeFirstOrThrow()
      ).contract_id,
    );
    expect((await assign(contract.contractId, policy.id, contract.version)).status).toBe(200);
    // Hotel date 21 Nov 2026. Stay 1 arrives 1 Dec (WINTER, 10 days: 1 night); stay 2 arrives
    // 25 Nov (4 days: 50 % of 3,000); stay 3 has no contract (5 days: the hotel's rule, nothing).
    const made = await aReservation([
      { arrival: '2026-12-01', amounts: ['2500.00', '2600.00'], contractVersionId: versionId },
      { arrival: '2026-11-25', amounts: ['1000.00', '2000.00'], contractVersionId: versionId },
      { arrival: '2026-11-26', amounts: ['1800.00'] },
    ]);
    const proposal = await feeOf(made.id);
    expect(proposal.rule).toBe('mixed');
    expect(proposal.total).toBe('4000.00');
    expect(proposal.stays.map((one) => [one.lineNumber, one.rule, one.reason, one.fee])).toEqual([
      [1, 'policy', 'contract-policy', '2500.00'],
      [2, 'policy', 'contract-policy', '1500.00'],
      [3, 'house', 'no-contract', '0.00'],
    ]);
    expect(proposal.stays[0]?.contract).toMatchObject({ code: 'LAGF', kind: 'static' });
    expect(proposal.stays[0]?.explanation).toMatchObject({
      occasion: 'cancellation',
      outcome: 'charged',
      policy: { code: 'LAGOON', name: 'Lagoon Travel' },
      daysBeforeArrival: 10,
      season: { code: 'WINTER', arrivals: { from: '2026-11-01', to: '2027-03-31' } },
      band: { fromDays: 30, toDays: 8, charge: { kind: 'nights', nights: 1 } },
      computation: { chargedNights: [{ date: '2026-12-01', amount: '2500.00' }], amount: '2500.00' },
    });
    expect(proposal.stays[1]?.explanation.message).toBe(
      'Policy LAGOON, season WINTER (arrivals 2026-11-01 – 2027-03-31): cancelled 4 days before arrival, ' +
        "in the band 7–0 days (50 %): 50 % of the stay's 3000.00 = 1500.00.",
    );

    // A contract without a policy: the hotel's rule, and the answer says why.
    await assign(contract.contractId, null, contract.version + 1);
    const unassigned = await feeOf(made.id);
    expect(unassigned.stays.map((one) => one.reason)).toEqual([
      'contract-without-policy',
      'contract-without-policy',
      'no-contract',
    ]);
    expect(unassigned).toMatchObject({ rule: 'house', total: '0.00' });
  });

  it('answers 404 for an unknown reservation, and none for one with no stay left to cancel', async () => {
    const unknown = await server.call('sales/cancellation-policy', 'fee', [{ reservationId: 99_999_999 }], sale);
    expect(unknown.status).toBe(404);
    expect(fieldsOf(unknown)).toEqual(['/data/0/reservationId']);
    const made = await aReservation([{ arrival: plusDays(TEST_HOTEL_DATE, 1), amounts: ['900.00'] }]);
    await server.db
      .updateTable('room_stay')
      .set({ status: 'cancelled' })
      .where('reservation_id', '=', made.id)
      .execute();
    expect(await feeOf(made.id)).toMatchObject({ rule: 'none', total: '0.00', stays: [] });
  });

  it('removes a policy no contract uses', async () => {
    const spare = await saved(lagoon({ code: 'SPARE', seasons: [] }));
    const removed = await server.call(
      'sales/cancellation-policy',
      'remove',
      [{ id: spare.id, version: spare.version }],
      {
        ...sale,
        ...newKey('remove'),
      },
    );
    expect(removed.status).toBe(200);
    expect(removed.typed.data).toEqual([{ id: spare.id }]);
    const gone = await server.call('sales/cancellation-policy', 'get', [{ id: spare.id }], sale);
    expect(gone.status).toBe(404);
    expect(
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from cancel_season where policy_id = ${spare.id}`.execute(
            server.db,
          )
        ).rows[0]?.n,
      ),
    ).toBe(0);
  });

  it('lets SALE write, the desk ask for the fee, and nobody else in', async () => {
    const list = await server.call('sales/cancellation-policy', 'list', [], housekeeping);
    expect(list.status).toBe(403);
    const write = await save(lagoon({ code: 'NOPE' }), reservationStaff);
    expect(write.status).toBe(403);
    const made = await aReservation([{ arrival: plusDays(TEST_HOTEL_DATE, 2), amounts: ['900.00'] }]);
    expect(
      (await server.call('sales/cancellation-policy', 'fee', [{ reservationId: made.id }], housekeeping)).status,
    ).toBe(403);
    expect((await feeOf(made.id, sale)).rule).toBe('house');
  });
});
