// Cancellation policies by season (issue 20, operations.md §7.1 "Cancellation policies by season"):
// the policies (seasons by arrival date, bands of days before arrival, a no-show charge), which
// contract uses which, and the fee a cancellation proposes on the hotel date. The fee itself is the
// pure engine's (@pms/domain/cancellation); the stays and policies it reads are db/cancellation-fees.ts,
// which day-end's no-show fee reads too.
import type { FieldError, Schemas } from '@pms/api-client';
import { type CancellationCharge, type CancellationPolicy, validateCancellationPolicy } from '@pms/domain/cancellation';
import { sumMoney } from '@pms/domain/money';
import { type Kysely, sql } from 'kysely';
import {
  badRequest,
  businessRule,
  conflict,
  describeConstraint,
  fromDatabaseError,
  notFound,
  pointerOf,
  staleVersion,
} from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import {
  chargeableStays,
  chargeOf,
  loadPolicies,
  stayCancellationFee,
  storedCharge,
  writePolicySeasons,
} from '../../db/cancellation-fees.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import type { Database } from '../../db/schema.ts';
import { BEFORE_ARRIVAL } from '../../db/statuses.ts';

type Db = Kysely<Database>;
type PolicyRecord = Schemas['CancellationPolicyRecord'];
type PolicySave = Schemas['CancellationPolicySave'];
type Assignment = Schemas['CancellationAssignment'];
type Kind = Schemas['CancellationAppliesTo'];

/** Audit name of a policy (the record holds its seasons and bands). */
export const CANCELLATION_POLICY_ENTITY = 'cancellation-policy';
const CONTRACT_ENTITY = 'contract';

describeConstraint('cancel_policy_code_unique', 'code', 'is already the code of another cancellation policy');
describeConstraint('cancel_season_no_overlap', 'seasons', 'have overlapping arrival dates');
describeConstraint('cancel_season_code_unique', 'seasons', 'have a code twice');
describeConstraint('cancel_band_no_overlap', 'seasons', 'have a season whose bands overlap');
describeConstraint(
  'contract_cancel_policy_kind',
  'policyId',
  'is a policy of the other kind of contract, or in use by contracts',
);

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

async function readRecords(db: Db, propertyId: number, ids: readonly number[]): Promise<PolicyRecord[]> {
  if (ids.length === 0) return [];
  const headers = await db
    .selectFrom('cancel_policy')
    .selectAll()
    .where('property_id', '=', propertyId)
    .where('id', 'in', [...ids])
    .execute();
  const policies = await loadPolicies(
    db,
    propertyId,
    headers.map((row) => row.id),
  );
  const contracts = headers.length
    ? await db
        .selectFrom('contract')
        .select(['id', 'code', 'name', 'kind', 'cancel_policy_id'])
        .where(
          'cancel_policy_id',
          'in',
          headers.map((row) => row.id),
        )
        .orderBy('code')
        .execute()
    : [];
  const byId = new Map(
    headers.map((row) => {
      const policy = policies.get(row.id) as CancellationPolicy;
      const record: PolicyRecord = {
        id: row.id,
        code: row.code,
        name: row.name,
        appliesTo: row.applies_to,
        noShow: policy.noShow as PolicyRecord['noShow'],
        seasons: policy.seasons as PolicyRecord['seasons'],
        contracts: contracts
          .filter((contract) => contract.cancel_policy_id === row.id)
          .map((contract) => ({ id: contract.id, code: contract.code, name: contract.name, kind: contract.kind })),
        createdAt: iso(row.created_at),
        createdBy: row.created_by,
        version: row.version,
      };
      return [row.id, record] as const;
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function readOne(db: Db, propertyId: number, id: number, field: string): Promise<PolicyRecord> {
  const [record] = await readRecords(db, propertyId, [id]);
  if (!record) throw notFound('No such cancellation policy', field);
  return record;
}

async function listPolicies(
  db: Db,
  propertyId: number,
  filter: Schemas['CancellationPolicyFilter'],
): Promise<Schemas['CancellationPolicySummary'][]> {
  let query = db
    .selectFrom('cancel_policy as p')
    .select([
      'p.id',
      'p.code',
      'p.name',
      'p.applies_to',
      'p.no_show_kind',
      'p.no_show_value',
      'p.version',
      sql<number>`(select count(*) from cancel_season s where s.policy_id = p.id)::int`.as('season_count'),
      sql<number>`(select count(*) from contract c where c.cancel_policy_id = p.id)::int`.as('contract_count'),
    ])
    .where('p.property_id', '=', propertyId);
  if (filter.appliesTo) query = query.where('p.applies_to', '=', filter.appliesTo);
  const rows = await query.orderBy('p.code').execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    appliesTo: row.applies_to,
    noShow: (row.no_show_kind === null || row.no_show_value === null
      ? null
      : chargeOf(row.no_show_kind, String(row.no_show_value))) as Schemas['CancellationPolicySummary']['noShow'],
    seasonCount: Number(row.season_count),
    contractCount: Number(row.contract_count),
    version: row.version,
  }));
}

/** The engine's policy of what was sent (the same shape, minus id and version). */
const policyOf = (item: Pick<PolicySave, 'code' | 'name' | 'noShow' | 'seasons'>): CancellationPolicy => ({
  code: item.code,
  name: item.name,
  noShow: (item.noShow ?? null) as CancellationCharge | null,
  seasons: item.seasons.map((season) => ({
    code: season.code,
    ...(season.name ? { name: season.name } : {}),
    arrivals: { ...season.arrivals },
    bands: season.bands.map((band) => ({
      fromDays: band.fromDays ?? null,
      toDays: band.toDays,
      charge: band.charge as CancellationCharge,
    })),
  })),
});

/** What a policy is, for telling an unchanged save: its terms, normalised as the database keeps them. */
function termsOf(policy: CancellationPolicy, appliesTo: Kind) {
  const charge = (value: CancellationCharge | null) => {
    if (!value) return null;
    const stored = storedCharge(value);
    return chargeOf(stored.kind, stored.value);
  };
  return JSON.stringify({
    code: policy.code,
    name: policy.name,
    appliesTo,
    noShow: charge(policy.noShow),
    seasons: policy.seasons.map((season) => ({
      code: season.code,
      name: season.name ?? '',
      arrivals: season.arrivals,
      bands: season.bands.map((band) => ({
        fromDays: band.fromDays,
        toDays: band.toDays,
        charge: charge(band.charge),
      })),
    })),
  });
}

async function savePolicy(context: ActionContext, item: PolicySave): Promise<PolicyRecord> {
  const { db, propertyId } = context;
  const errors: FieldError[] = [];
  if (item.id !== undefined && item.version === undefined) {
    errors.push({ field: '/data/0/version', message: 'is needed to change a policy: the row version read' });
  }
  if (item.id === undefined && item.version !== undefined) {
    errors.push({ field: '/data/0/id', message: 'is needed with a version: the policy to change' });
  }
  const policy = policyOf(item);
  for (const problem of validateCancellationPolicy(policy)) {
    errors.push({ field: `/data/0${pointerOf(problem.path)}`, message: problem.message });
  }
  if (errors.length > 0) throw badRequest('The cancellation policy cannot charge as written', errors.slice(0, 20));
  const noShow = policy.noShow ? storedCharge(policy.noShow) : null;
  try {
    if (item.id === undefined) {
      const created = await db
        .insertInto('cancel_policy')
        .values({
          property_id: propertyId,
          code: item.code,
          name: item.name,
          applies_to: item.appliesTo,
          no_show_kind: noShow?.kind ?? null,
          no_show_value: noShow?.value ?? null,
          created_by: context.actor,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writePolicySeasons(context.db, context.propertyId, created.id, policy);
      const after = await readOne(db, propertyId, created.id, '/data/0');
      await context.audit({ entity: CANCELLATION_POLICY_ENTITY, entityId: created.id, before: null, after });
      return after;
    }
    const current = await db
      .selectFrom('cancel_policy')
      .select(['id', 'version', 'applies_to'])
      .where('property_id', '=', propertyId)
      .where('id', '=', item.id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound('No such cancellation policy', '/data/0/id');
    if (current.version !== item.version) throw staleVersion('/data/0/version');
    const before = await readOne(db, propertyId, item.id, '/data/0/id');
    if (termsOf(policyOf(before), before.appliesTo) === termsOf(policy, item.appliesTo)) return before;
    if (current.applies_to !== item.appliesTo && before.contracts.length > 0) {
      throw businessRule(
        'POLICY_IN_USE',
        `The policy is used by ${before.contracts.length} ${current.applies_to} contract(s) and keeps its kind`,
        [
          {
            field: '/data/0/appliesTo',
            message: `is used by ${before.contracts.map((contract) => contract.code).join(', ')}: assign them another policy first`,
          },
        ],
      );
    }
    await db
      .updateTable('cancel_policy')
      .set({
        code: item.code,
        name: item.name,
        applies_to: item.appliesTo,
        no_show_kind: noShow?.kind ?? null,
        no_show_value: noShow?.value ?? null,
        version: sql`version + 1`,
      })
      .where('id', '=', item.id)
      .execute();
    await writePolicySeasons(context.db, context.propertyId, item.id, policy);
    const after = await readOne(db, propertyId, item.id, '/data/0/id');
    await context.audit({ entity: CANCELLATION_POLICY_ENTITY, entityId: item.id, before, after });
    return after;
  } catch (error) {
    throw fromDatabaseError(error, '/data/0');
  }
}

async function removePolicy(context: ActionContext, item: Schemas['CancellationPolicyRemove']) {
  const { db, propertyId } = context;
  const current = await db
    .selectFrom('cancel_policy')
    .select(['id', 'version'])
    .where('property_id', '=', propertyId)
    .where('id', '=', item.id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw notFound('No such cancellation policy', '/data/0/id');
  if (current.version !== item.version) throw staleVersion('/data/0/version');
  const before = await readOne(db, propertyId, item.id, '/data/0/id');
  if (before.contracts.length > 0) {
    const codes = before.contracts.map((contract) => contract.code).join(', ');
    throw conflict('IN_USE', `Can not Delete: the policy is used by ${codes}`, [
      { field: '/data/0/id', message: `is used by the contracts ${codes}` },
    ]);
  }
  try {
    await db.deleteFrom('cancel_policy').where('id', '=', item.id).execute();
  } catch (error) {
    throw fromDatabaseError(error, '/data/0');
  }
  await context.audit({ entity: CANCELLATION_POLICY_ENTITY, entityId: item.id, before, after: null });
  return { id: item.id };
}

function assignmentQuery(db: Db, propertyId: number) {
  return db
    .selectFrom('contract as c')
    .innerJoin('company_profile as p', 'p.id', 'c.company_profile_id')
    .leftJoin('cancel_policy as cp', 'cp.id', 'c.cancel_policy_id')
    .select([
      'c.id',
      'c.code',
      'c.name',
      'p.name as company_name',
      'c.kind',
      'c.cancel_policy_id',
      'cp.code as policy_code',
      'cp.name as policy_name',
      'c.version',
    ])
    .where('c.property_id', '=', propertyId);
}

type AssignmentRow = Awaited<ReturnType<ReturnType<typeof assignmentQuery>['execute']>>[number];

const assignmentOf = (row: AssignmentRow): Assignment => ({
  contractId: row.id,
  contractCode: row.code,
  contractName: row.name,
  companyName: row.company_name,
  kind: row.kind,
  policyId: row.cancel_policy_id,
  policyCode: row.policy_code,
  policyName: row.policy_name,
  version: row.version,
});

async function assignPolicies(context: ActionContext, items: Schemas['CancellationAssign'][]): Promise<Assignment[]> {
  const { db, propertyId } = context;
  if (new Set(items.map((item) => item.contractId)).size !== items.length) {
    const index = items.findIndex((item, at) => items.findIndex((other) => other.contractId === item.contractId) < at);
    throw badRequest('A contract is named twice', [
      { field: `/data/${index}/contractId`, message: 'is named twice: one policy per contract' },
    ]);
  }
  const answers: Assignment[] = [];
  // In contract order, so that two assigners of overlapping contracts queue rather than deadlock.
  const order = items.map((item, index) => ({ item, index })).sort((a, b) => a.item.contractId - b.item.contractId);
  const byIndex = new Map<number, Assignment>();
  for (const { item, index } of order) {
    const contract = await db
      .selectFrom('contract')
      .select(['id', 'code', 'kind', 'version', 'cancel_policy_id'])
      .where('property_id', '=', propertyId)
      .where('id', '=', item.contractId)
      .forUpdate()
      .executeTakeFirst();
    if (!contract) throw notFound('No such contract', `/data/${index}/contractId`);
    if (contract.version !== item.version) throw staleVersion(`/data/${index}/version`);
    if (item.policyId !== null) {
      const policy = await db
        .selectFrom('cancel_policy')
        .select(['id', 'code', 'applies_to'])
        .where('property_id', '=', propertyId)
        .where('id', '=', item.policyId)
        .executeTakeFirst();
      if (!policy) throw notFound('No such cancellation policy', `/data/${index}/policyId`);
      if (policy.applies_to !== contract.kind) {
        throw businessRule(
          'POLICY_KIND_MISMATCH',
          `Policy ${policy.code} is for ${policy.applies_to} contracts; ${contract.code} is ${contract.kind}`,
          [
            {
              field: `/data/${index}/policyId`,
              message: `is for ${policy.applies_to} contracts, not ${contract.kind}`,
            },
          ],
        );
      }
    }
    if (contract.cancel_policy_id !== item.policyId) {
      try {
        await db
          .updateTable('contract')
          .set({ cancel_policy_id: item.policyId, version: sql`version + 1` })
          .where('id', '=', contract.id)
          .execute();
      } catch (error) {
        throw fromDatabaseError(error, `/data/${index}`);
      }
      await context.audit({
        entity: CONTRACT_ENTITY,
        entityId: contract.id,
        before: { id: contract.id, code: contract.code, cancelPolicyId: contract.cancel_policy_id },
        after: { id: contract.id, code: contract.code, cancelPolicyId: item.policyId },
      });
    }
    const row = await assignmentQuery(db, propertyId).where('c.id', '=', contract.id).executeTakeFirstOrThrow();
    byIndex.set(index, assignmentOf(row));
  }
  for (const index of items.keys()) answers.push(byIndex.get(index) as Assignment);
  return answers;
}

async function localCurrency(db: Db, propertyId: number): Promise<string> {
  const local = await db
    .selectFrom('currency')
    .select('code')
    .where('property_id', '=', propertyId)
    .where('is_local', '=', true)
    .executeTakeFirst();
  return local?.code ?? '';
}

/** The fee of cancelling a reservation's stays still to arrive, on the hotel date, stay by stay. */
async function proposeFee(
  db: Db,
  propertyId: number,
  reservationId: number,
  index: number,
): Promise<Schemas['CancellationFeeProposal']> {
  const reservation = await db
    .selectFrom('reservation as r')
    .leftJoin('rate_code as rc', 'rc.id', 'r.rate_code_id')
    .leftJoin('currency as cu', 'cu.id', 'rc.currency_id')
    .select(['r.id', 'r.confirmation_number', 'cu.code as currency_code'])
    .where('r.property_id', '=', propertyId)
    .where('r.id', '=', reservationId)
    .executeTakeFirst();
  if (!reservation) throw notFound('No such reservation', `/data/${index}/reservationId`);
  const hotelDate = await hotelDateOf(db, propertyId);
  const stays = (await chargeableStays(db, propertyId, { reservationIds: [reservationId] })).filter((stay) =>
    (BEFORE_ARRIVAL as readonly string[]).includes(stay.status),
  );
  const policies = await loadPolicies(
    db,
    propertyId,
    stays.flatMap((stay) => (stay.policyId === null ? [] : [stay.policyId])),
  );
  const fees = stays.map((stay) => {
    const fee = stayCancellationFee(stay, policies, hotelDate);
    return {
      stayId: stay.stayId,
      lineNumber: stay.lineNumber,
      roomTypeCode: stay.roomTypeCode,
      arrival: stay.arrival,
      departure: stay.departure,
      contract: stay.contract,
      rule: fee.rule,
      reason: fee.reason,
      fee: fee.explanation.fee,
      explanation: fee.explanation as Schemas['CancellationFeeExplanation'],
    };
  });
  const rules = new Set(fees.map((fee) => fee.rule));
  return {
    reservationId: reservation.id,
    confirmationNumber: reservation.confirmation_number,
    hotelDate,
    currencyCode: reservation.currency_code ?? (await localCurrency(db, propertyId)),
    rule: rules.size === 0 ? 'none' : rules.size > 1 ? 'mixed' : (fees[0]?.rule ?? 'none'),
    total: sumMoney(fees.map((fee) => fee.fee)),
    stays: fees,
  };
}

export const cancellationPolicyHandlers: PathHandlers<'sales/cancellation-policy'> = {
  list: read(async ({ db, propertyId }, data) => listPolicies(db, propertyId, data[0] ?? {})),
  get: read(async ({ db, propertyId }, data) =>
    Promise.all(data.map((item, index) => readOne(db, propertyId, item.id, `/data/${index}/id`))),
  ),
  save: write(async (context, data) => [await savePolicy(context, only(data))]),
  remove: write(async (context, data) => [await removePolicy(context, only(data))]),
  assignments: read(async ({ db, propertyId }, data) => {
    const rows = await assignmentQuery(db, propertyId)
      .where('c.kind', '=', only(data).kind)
      .orderBy('c.code')
      .execute();
    return rows.map(assignmentOf);
  }),
  assign: write(async (context, data) => assignPolicies(context, data)),
  fee: read(async ({ db, propertyId }, data) => {
    const answers: Schemas['CancellationFeeProposal'][] = [];
    for (const [index, item] of data.entries())
      answers.push(await proposeFee(db, propertyId, item.reservationId, index));
    return answers;
  }),
};
