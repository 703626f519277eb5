// Sales contracts (issue 20, operations.md §7.1–7.2): a partner's static contract, its versions
// and quotes through them. A version's body is the pure engine's terms (@pms/domain/contracts),
// keyed by the hotel's room type codes; the engine's ContractVersion is the body plus the
// contract's code and currency and the version's number and validity. A draft is edited in place;
// `activate` puts it in force and retires the previous version; the database keeps active and
// retired versions as they are (trigger contract_version_frozen), so a quote with a stored
// version id is reproducible.
import type { FieldError, Schemas } from '@pms/api-client';
import { type ContractVersion, validateContract } from '@pms/domain/contracts';
import { type Kysely, sql } from 'kysely';
import {
  badRequest,
  businessRule,
  describeConstraint,
  fromDatabaseError,
  notFound,
  pointerOf,
  staleVersion,
} from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import type { Database } from '../../db/schema.ts';
import { engineVersion, quoteThroughVersion } from '../../pricing/contract-pricing.ts';

type Db = Kysely<Database>;
type ContractRecord = Schemas['ContractRecord'];
type ContractBody = Schemas['ContractBody'];
type Summary = Schemas['ContractSummary'];

/** Audit name of a contract; its entity id is the contract id (the record holds every version). */
export const CONTRACT_ENTITY = 'contract';

describeConstraint('contract_code_unique', 'code', 'is already the code of another contract');
describeConstraint('contract_version_validity', 'validFrom', 'must not be after validTo');

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

async function readContracts(db: Db, propertyId: number, ids: readonly number[]): Promise<ContractRecord[]> {
  if (ids.length === 0) return [];
  const contracts = await db
    .selectFrom('contract as c')
    .innerJoin('company_profile as p', 'p.id', 'c.company_profile_id')
    .select([
      'c.id',
      'c.code',
      'c.name',
      'c.company_profile_id',
      'p.name as company_name',
      'c.kind',
      'c.currency_code',
      'c.created_at',
      'c.created_by',
      'c.version',
    ])
    .where('c.property_id', '=', propertyId)
    .where('c.id', 'in', [...ids])
    .execute();
  const versions = contracts.length
    ? await db
        .selectFrom('contract_version')
        .selectAll()
        .where(
          'contract_id',
          'in',
          contracts.map((row) => row.id),
        )
        .orderBy('contract_id')
        .orderBy('number', 'desc')
        .execute()
    : [];
  const byId = new Map(
    contracts.map((row) => [
      row.id,
      {
        id: row.id,
        code: row.code,
        name: row.name,
        companyProfileId: row.company_profile_id,
        companyName: row.company_name,
        kind: row.kind,
        currencyCode: row.currency_code,
        createdAt: iso(row.created_at) as string,
        createdBy: row.created_by,
        version: row.version,
        versions: versions
          .filter((version) => version.contract_id === row.id)
          .map((version) => ({
            id: version.id,
            number: version.number,
            status: version.status,
            validFrom: version.valid_from,
            validTo: version.valid_to,
            body: version.body as ContractBody,
            createdAt: iso(version.created_at) as string,
            createdBy: version.created_by,
            activatedAt: iso(version.activated_at),
            activatedBy: version.activated_by ?? '',
          })),
      } satisfies ContractRecord,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function readOne(db: Db, propertyId: number, id: number, field: string): Promise<ContractRecord> {
  const [record] = await readContracts(db, propertyId, [id]);
  if (!record) throw notFound('No such contract', field);
  return record;
}

async function listContracts(db: Db, propertyId: number, filter: Schemas['ContractFilter']): Promise<Summary[]> {
  let query = db
    .selectFrom('contract as c')
    .innerJoin('company_profile as p', 'p.id', 'c.company_profile_id')
    .leftJoin('contract_version as a', (join) => join.onRef('a.contract_id', '=', 'c.id').on('a.status', '=', 'active'))
    .leftJoin('contract_version as d', (join) => join.onRef('d.contract_id', '=', 'c.id').on('d.status', '=', 'draft'))
    .select([
      'c.id',
      'c.code',
      'c.name',
      'c.company_profile_id',
      'p.name as company_name',
      'c.kind',
      'c.currency_code',
      'a.id as active_id',
      'a.number as active_number',
      'a.valid_from as active_from',
      'a.valid_to as active_to',
      'd.id as draft_id',
      'c.version',
    ])
    .where('c.property_id', '=', propertyId);
  if (filter.companyProfileId != null) query = query.where('c.company_profile_id', '=', filter.companyProfileId);
  const rows = await query.orderBy('c.code').execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    companyProfileId: row.company_profile_id,
    companyName: row.company_name,
    kind: row.kind,
    currencyCode: row.currency_code,
    activeVersionId: row.active_id,
    activeVersionNumber: row.active_number,
    activeValidFrom: row.active_from,
    activeValidTo: row.active_to,
    hasDraft: row.draft_id !== null,
    version: row.version,
  }));
}

/**
 * The engine's problems and the room type codes the hotel does not have, as field errors of
 * `/data/0/…`; [] when the version can price.
 */
async function problemsOf(
  context: ActionContext,
  kind: 'static' | 'dynamic',
  version: ContractVersion,
  body: ContractBody,
  item: string,
): Promise<FieldError[]> {
  const kindErrors: FieldError[] = [];
  if (kind === 'dynamic' && !body.dynamic) {
    kindErrors.push({
      field: `${item}/body/dynamic`,
      message: 'a dynamic profile needs its public rate and adjustments',
    });
  }
  if (kind === 'static' && body.dynamic) {
    kindErrors.push({
      field: `${item}/body/dynamic`,
      message: 'a static contract is priced by its seasons, not a public rate',
    });
  }
  if (kindErrors.length > 0) return kindErrors;
  const errors: FieldError[] = validateContract(version).map((problem) => ({
    field:
      problem.path === 'validity'
        ? `${item}/validFrom`
        : problem.path === 'currency'
          ? `${item}/currencyCode`
          : `${item}/body${pointerOf(problem.path)}`,
    message: problem.message,
  }));
  const known = new Set(
    (
      await context.db.selectFrom('room_type').select('code').where('property_id', '=', context.propertyId).execute()
    ).map((row) => row.code),
  );
  const unknown = (code: string, field: string) => {
    if (!known.has(code)) errors.push({ field, message: `'${code}' is not a room type code of the hotel` });
  };
  body.seasons.forEach((season, index) => {
    season.rates.forEach((rate, rateIndex) => {
      unknown(rate.roomType, `${item}/body/seasons/${index}/rates/${rateIndex}/roomType`);
    });
    season.allotments?.forEach((allotment, allotmentIndex) => {
      unknown(allotment.roomType, `${item}/body/seasons/${index}/allotments/${allotmentIndex}/roomType`);
    });
  });
  body.rules.forEach((rule, index) => {
    (rule.roomTypes ?? []).forEach((code, codeIndex) => {
      unknown(code, `${item}/body/rules/${index}/roomTypes/${codeIndex}`);
    });
  });
  if (body.dynamic) {
    body.dynamic.adjustments.forEach((adjustment, index) => {
      (adjustment.roomTypes ?? []).forEach((code, codeIndex) => {
        unknown(code, `${item}/body/dynamic/adjustments/${index}/roomTypes/${codeIndex}`);
      });
    });
    // The public rate must exist and sell in the contract's currency: a night is never priced in
    // baht under a dollar contract.
    const rateCode = await context.db
      .selectFrom('rate_code as r')
      .innerJoin('currency as c', 'c.id', 'r.currency_id')
      .select(['r.id', 'c.code as currency_code'])
      .where('r.property_id', '=', context.propertyId)
      .where('r.code', '=', body.dynamic.baseRateCode)
      .executeTakeFirst();
    const field = `${item}/body/dynamic/baseRateCode`;
    if (!rateCode) errors.push({ field, message: `'${body.dynamic.baseRateCode}' is not a rate code of the hotel` });
    else if (rateCode.currency_code !== version.currency) {
      errors.push({ field, message: `sells in ${rateCode.currency_code}, not the contract's ${version.currency}` });
    }
  }
  return errors;
}

async function checkBody(
  context: ActionContext,
  contract: { code: string; currency_code: string; kind: string },
  number: number,
  item: { validFrom: string; validTo: string; body: ContractBody },
): Promise<void> {
  const version = engineVersion(contract, {
    number,
    valid_from: item.validFrom,
    valid_to: item.validTo,
    body: item.body,
  });
  const kind = contract.kind === 'dynamic' ? 'dynamic' : 'static';
  const errors = await problemsOf(context, kind, version, item.body, '/data/0');
  if (errors.length > 0) throw badRequest('The contract cannot price as written', errors.slice(0, 20));
}

async function lockContract(context: ActionContext, id: number, version: number) {
  const row = await context.db
    .selectFrom('contract')
    .select(['id', 'code', 'currency_code', 'kind', 'version'])
    .where('property_id', '=', context.propertyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('No such contract', '/data/0/id');
  if (row.version !== version) throw staleVersion('/data/0/version');
  return row;
}

async function saveContract(context: ActionContext, item: Schemas['ContractSave']): Promise<ContractRecord> {
  const { db, propertyId } = context;
  if ('code' in item) {
    const partner = await db
      .selectFrom('company_profile')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('id', '=', item.companyProfileId)
      .executeTakeFirst();
    if (!partner) throw notFound('No such company profile', '/data/0/companyProfileId');
    const kind = item.kind ?? 'static';
    await checkBody(context, { code: item.code, currency_code: item.currencyCode, kind }, 1, item);
    try {
      const created = await db
        .insertInto('contract')
        .values({
          property_id: propertyId,
          code: item.code,
          name: item.name,
          company_profile_id: item.companyProfileId,
          kind,
          currency_code: item.currencyCode,
          created_by: context.actor,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('contract_version')
        .values({
          property_id: propertyId,
          contract_id: created.id,
          number: 1,
          valid_from: item.validFrom,
          valid_to: item.validTo,
          body: JSON.stringify(item.body),
          created_by: context.actor,
        })
        .execute();
      const after = await readOne(db, propertyId, created.id, '/data/0');
      await context.audit({ entity: CONTRACT_ENTITY, entityId: created.id, before: null, after });
      return after;
    } catch (error) {
      throw fromDatabaseError(error, '/data/0');
    }
  }
  const contract = await lockContract(context, item.id, item.version);
  const before = await readOne(db, propertyId, item.id, '/data/0/id');
  const draft = before.versions.find((version) => version.status === 'draft');
  const number = draft?.number ?? Math.max(0, ...before.versions.map((version) => version.number)) + 1;
  await checkBody(context, contract, number, item);
  try {
    if (draft) {
      await db
        .updateTable('contract_version')
        .set({ valid_from: item.validFrom, valid_to: item.validTo, body: JSON.stringify(item.body) })
        .where('id', '=', draft.id)
        .execute();
    } else {
      await db
        .insertInto('contract_version')
        .values({
          property_id: propertyId,
          contract_id: item.id,
          number,
          valid_from: item.validFrom,
          valid_to: item.validTo,
          body: JSON.stringify(item.body),
          created_by: context.actor,
        })
        .execute();
    }
    await db
      .updateTable('contract')
      .set({ name: item.name ?? before.name, version: sql`version + 1` })
      .where('id', '=', item.id)
      .execute();
  } catch (error) {
    throw fromDatabaseError(error, '/data/0');
  }
  const after = await readOne(db, propertyId, item.id, '/data/0/id');
  await context.audit({ entity: CONTRACT_ENTITY, entityId: item.id, before, after });
  return after;
}

async function activateContract(context: ActionContext, item: Schemas['ContractActivate']): Promise<ContractRecord> {
  const { db, propertyId } = context;
  await lockContract(context, item.id, item.version);
  const before = await readOne(db, propertyId, item.id, '/data/0/id');
  const draft = before.versions.find((version) => version.status === 'draft');
  if (!draft) {
    throw businessRule('NO_DRAFT', 'The contract has no draft to activate', [
      { field: '/data/0/id', message: 'has no draft version' },
    ]);
  }
  try {
    // Retire first: at most one active version per contract (contract_version_one_active).
    await db
      .updateTable('contract_version')
      .set({ status: 'retired' })
      .where('contract_id', '=', item.id)
      .where('status', '=', 'active')
      .execute();
    await db
      .updateTable('contract_version')
      .set({ status: 'active', activated_at: sql`now()`, activated_by: context.actor })
      .where('id', '=', draft.id)
      .execute();
    await db.updateTable('contract').set({ version: sql`version + 1` }).where('id', '=', item.id).execute();
  } catch (error) {
    throw fromDatabaseError(error, '/data/0');
  }
  await writeSeasonAllotments(context, before.companyProfileId, draft.body);
  const after = await readOne(db, propertyId, item.id, '/data/0/id');
  await context.audit({ entity: CONTRACT_ENTITY, entityId: item.id, before, after });
  return after;
}

/** The audit name of the allotment rows, as the reservation module records them. */
const ALLOTMENT_ENTITY = 'allotment';

/**
 * The seasons' allotments of a version put in force, as the allotment setting keeps them: rooms
 * and release days for the partner per room type and night, from the hotel date to each season's
 * end (a night already past is not held any more). One statement; nights the version does not
 * cover keep what the allotment setting holds for them.
 */
async function writeSeasonAllotments(context: ActionContext, companyProfileId: number, body: ContractBody) {
  const { db, propertyId } = context;
  const hotelDate = await hotelDateOf(db, propertyId);
  const held = body.seasons.flatMap((season) => (season.allotments ?? []).map((allotment) => ({ season, allotment })));
  if (held.length === 0) return;
  const rows = sql.join(
    held.map(
      ({ season, allotment }) =>
        sql`(${allotment.roomType}::text, ${season.nights.from}::date, ${season.nights.to}::date, ${allotment.rooms}::int, ${allotment.releaseDays}::int)`,
    ),
  );
  const written = await sql<{ room_type: string; nights: number; first_night: string; last_night: string }>`
    with held (room_type, from_night, to_night, rooms, release_days) as (values ${rows}),
    upserted as (
      insert into allotment (property_id, company_profile_id, room_type_id, night, rooms, release_days)
      select ${propertyId}, ${companyProfileId}, t.id, n.night::date, h.rooms, h.release_days
      from held as h
      join room_type as t on t.property_id = ${propertyId} and t.code = h.room_type
      cross join generate_series(greatest(h.from_night, ${hotelDate}::date), h.to_night, interval '1 day') as n (night)
      on conflict (property_id, company_profile_id, room_type_id, night) do update
        set rooms = excluded.rooms, release_days = excluded.release_days, version = allotment.version + 1
        where (allotment.rooms, allotment.release_days) is distinct from (excluded.rooms, excluded.release_days)
      returning room_type_id, night
    )
    select t.code as room_type, count(*)::int as nights, min(u.night)::text as first_night, max(u.night)::text as last_night
    from upserted as u join room_type as t on t.id = u.room_type_id
    group by t.code order by t.code`.execute(db);
  if (written.rows.length === 0) return;
  await context.audit({
    entity: ALLOTMENT_ENTITY,
    entityId: String(companyProfileId),
    before: null,
    after: { fromContractSeasons: written.rows },
  });
}

async function quoteStay(
  db: Db,
  propertyId: number,
  item: Schemas['ContractQuoteRequest'],
  index: number,
): Promise<Schemas['ContractQuote']> {
  const contract = await db
    .selectFrom('contract')
    .select(['id', 'code', 'name', 'currency_code'])
    .where('property_id', '=', propertyId)
    .where('id', '=', item.contractId)
    .executeTakeFirst();
  if (!contract) throw notFound('No such contract', `/data/${index}/contractId`);
  let query = db.selectFrom('contract_version').selectAll().where('contract_id', '=', contract.id);
  query =
    item.contractVersionId != null
      ? query.where('id', '=', item.contractVersionId)
      : query.where('status', '=', 'active');
  const version = await query.executeTakeFirst();
  if (!version) {
    if (item.contractVersionId != null) {
      throw notFound('No such version of this contract', `/data/${index}/contractVersionId`);
    }
    throw businessRule('NO_ACTIVE_VERSION', `Contract ${contract.code} has no active version`, [
      { field: `/data/${index}/contractId`, message: 'has no active version' },
    ]);
  }
  const roomType = await db
    .selectFrom('room_type')
    .select(['id', 'code'])
    .where('property_id', '=', propertyId)
    .where('code', '=', item.roomType)
    .executeTakeFirst();
  if (!roomType) throw notFound('No such room type', `/data/${index}/roomType`);
  const result = await quoteThroughVersion(db, propertyId, contract, version, {
    roomTypeId: roomType.id,
    roomTypeCode: roomType.code,
    arrival: item.arrival,
    departure: item.departure,
    adults: item.adults,
    childAges: item.childAges ?? [],
    bookingDate: item.bookingDate ?? (await hotelDateOf(db, propertyId)),
    ...(item.mealPlan ? { mealPlan: item.mealPlan } : {}),
  });
  return {
    contractId: contract.id,
    contractVersionId: version.id,
    versionNumber: version.number,
    result: result as Schemas['ContractQuote']['result'],
  };
}

export const contractHandlers: PathHandlers<'sales/contract'> = {
  list: read(async ({ db, propertyId }, data) => listContracts(db, propertyId, data[0] ?? {})),
  get: read(async ({ db, propertyId }, data) =>
    Promise.all(data.map((item, index) => readOne(db, propertyId, item.id, `/data/${index}/id`))),
  ),
  save: write(async (context, data) => [await saveContract(context, only(data))]),
  activate: write(async (context, data) => [await activateContract(context, only(data))]),
  quote: read(async ({ db, propertyId }, data) =>
    Promise.all(data.map((item, index) => quoteStay(db, propertyId, item, index))),
  ),
};
