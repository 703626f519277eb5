import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import {
  badRequest,
  businessRule,
  conflict,
  describeConstraint,
  fromDatabaseError,
  isDatabaseError,
  notFound,
  staleVersion,
} from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { genericAction, type MasterChange, masterDataActions } from '../../api/masterData.ts';
import type { Database, Row } from '../../db/schema.ts';

// Rate code records (/menu/app/rate-code); written by `pnpm gen master-data`, owned from here on.
describeConstraint('rate_code_code_unique', 'code', 'is already used by another rate code');
describeConstraint('rate_code_dates', 'endsOn', 'must not be before startsOn');
// The last guard of one price per room type and night; set-rates names the row itself (below).
describeConstraint('rate_code_rate_no_overlap', 'rates', 'overlaps another rate of the same room type');

const ENTITY = 'rate-code';

type RateRow = Schemas['RateCodeRate'];
type RateInput = Schemas['RateCodeRateInput'];
type RateTable = Schemas['RateCodeRates'];

type RateCodeFacts = Pick<Row<'rate_code'>, 'id' | 'version' | 'starts_on' | 'ends_on'>;

const rateCodeOf = async (db: Kysely<Database>, propertyId: number, id: number, lock = false) => {
  const query = db
    .selectFrom('rate_code')
    .select(['id', 'version', 'starts_on', 'ends_on'])
    .where('property_id', '=', propertyId)
    .where('id', '=', id);
  return lock ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
};

/** The rate table of a rate code as the wire shows it, by room type (in selling order) and date. */
export async function ratesOf(db: Kysely<Database>, propertyId: number, rateCodeId: number): Promise<RateRow[]> {
  const rows = await db
    .selectFrom('rate_code_rate as rate')
    .innerJoin('room_type', 'room_type.id', 'rate.room_type_id')
    .select([
      'rate.id',
      'rate.room_type_id',
      'room_type.code as room_type_code',
      'rate.starts_on',
      'rate.ends_on',
      'rate.meal_type_id',
      'rate.single_amount',
      'rate.double_amount',
      'rate.extra_adult_amount',
      'rate.extra_child_amount',
      'rate.version',
    ])
    .where('rate.property_id', '=', propertyId)
    .where('rate.rate_code_id', '=', rateCodeId)
    .orderBy('room_type.sort_order')
    .orderBy('room_type.code')
    .orderBy('rate.starts_on')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    roomTypeId: row.room_type_id,
    roomTypeCode: row.room_type_code,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    mealTypeId: row.meal_type_id,
    singleAmount: row.single_amount,
    doubleAmount: row.double_amount,
    extraAdultAmount: row.extra_adult_amount,
    extraChildAmount: row.extra_child_amount,
    version: row.version,
  }));
}

/**
 * Amounts as numeric(14, 2) writes them back ("1200" is read as "1200.00"), so that an unchanged
 * row keeps its version.
 */
const asStored = (amount: string | undefined) => {
  const [whole = '0', fraction = ''] = (amount ?? '0').split('.');
  return `${BigInt(whole)}.${fraction.padEnd(2, '0')}`;
};

/** The first row (in request order) whose nights overlap an earlier row's of the same room type. */
function firstOverlap(rates: readonly RateInput[]): number {
  return rates.findIndex((rate, index) =>
    rates
      .slice(0, index)
      .some(
        (earlier) =>
          earlier.roomTypeId === rate.roomTypeId && earlier.startsOn <= rate.endsOn && rate.startsOn <= earlier.endsOn,
      ),
  );
}

/** Ids of `table` rows of this hotel among `ids`. */
async function knownIds(db: Kysely<Database>, table: 'room_type' | 'meal_type', propertyId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('property_id', '=', propertyId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The rate table's rows against the rate code's own dates and the hotel's room and meal types. */
async function checkRates(context: ActionContext, rateCode: RateCodeFacts, rates: readonly RateInput[]) {
  const { db, propertyId } = context;
  const field = (index: number, name: string) => `/data/0/rates/${index}/${name}`;
  const backwards = rates.findIndex((rate) => rate.endsOn < rate.startsOn);
  if (backwards >= 0) {
    throw badRequest('endsOn must not be before startsOn', [
      { field: field(backwards, 'endsOn'), message: 'must not be before startsOn' },
    ]);
  }
  const seen = new Set<number>();
  for (const [index, rate] of rates.entries()) {
    if (rate.id === undefined) continue;
    if (seen.has(rate.id)) {
      throw badRequest('A rate is listed twice', [{ field: field(index, 'id'), message: 'is listed twice' }]);
    }
    seen.add(rate.id);
  }
  // A rate code sold only for a period prices only that period (the Songkran package).
  const early = rateCode.starts_on ? rates.findIndex((rate) => rate.startsOn < (rateCode.starts_on as string)) : -1;
  if (early >= 0) {
    throw businessRule('OUTSIDE_RATE_CODE_DATES', `The rate code starts on ${rateCode.starts_on}`, [
      { field: field(early, 'startsOn'), message: `must not be before the rate code's start (${rateCode.starts_on})` },
    ]);
  }
  const late = rateCode.ends_on ? rates.findIndex((rate) => rate.endsOn > (rateCode.ends_on as string)) : -1;
  if (late >= 0) {
    throw businessRule('OUTSIDE_RATE_CODE_DATES', `The rate code ends on ${rateCode.ends_on}`, [
      { field: field(late, 'endsOn'), message: `must not be after the rate code's end (${rateCode.ends_on})` },
    ]);
  }
  const roomTypes = await knownIds(
    db,
    'room_type',
    propertyId,
    rates.map((rate) => rate.roomTypeId),
  );
  const strangeType = rates.findIndex((rate) => !roomTypes.has(rate.roomTypeId));
  if (strangeType >= 0) {
    throw conflict('NOT_FOUND_REFERENCE', 'No such room type', [
      { field: field(strangeType, 'roomTypeId'), message: 'is not a room type of this hotel' },
    ]);
  }
  const mealTypes = await knownIds(
    db,
    'meal_type',
    propertyId,
    rates.flatMap((rate) => (rate.mealTypeId ? [rate.mealTypeId] : [])),
  );
  const strangeMeal = rates.findIndex((rate) => rate.mealTypeId && !mealTypes.has(rate.mealTypeId));
  if (strangeMeal >= 0) {
    throw conflict('NOT_FOUND_REFERENCE', 'No such meal type', [
      { field: field(strangeMeal, 'mealTypeId'), message: 'is not a meal type of this hotel' },
    ]);
  }
}

/** A rate code's dates may only move when no row of its rate table falls outside them. */
async function checkDatesCoverRates(context: ActionContext, change: MasterChange) {
  if (change.action !== 'update' || !change.after) return;
  const startsOn = change.after.startsOn as string | null;
  const endsOn = change.after.endsOn as string | null;
  if (startsOn === change.before?.startsOn && endsOn === change.before?.endsOn) return;
  if (!startsOn && !endsOn) return;
  const outside = await context.db
    .selectFrom('rate_code_rate')
    .select(['starts_on', 'ends_on'])
    .where('property_id', '=', context.propertyId)
    .where('rate_code_id', '=', change.after.id as number)
    .where((where) =>
      where.or([
        ...(startsOn ? [where('starts_on', '<', startsOn)] : []),
        ...(endsOn ? [where('ends_on', '>', endsOn)] : []),
      ]),
    )
    .orderBy('starts_on')
    .executeTakeFirst();
  if (!outside) return;
  const field = startsOn && outside.starts_on < startsOn ? 'startsOn' : 'endsOn';
  throw businessRule('RATES_OUTSIDE_DATES', 'The rate table has prices outside these dates', [
    {
      field: `/data/${change.index}/${field}`,
      message: `leaves out rates of the rate table (${outside.starts_on} to ${outside.ends_on}); change those first`,
    },
  ]);
}

const kit = masterDataActions({
  table: 'rate_code',
  entity: ENTITY,
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    {
      field: 'currencyId',
      column: 'currency_id',
      searchable: true,
      references: { table: 'currency', entity: 'currency', searchBy: ['code', 'name'] },
    },
    {
      field: 'mealTypeId',
      column: 'meal_type_id',
      searchable: true,
      references: { table: 'meal_type', entity: 'meal type', searchBy: ['code', 'name'] },
    },
    {
      field: 'marketId',
      column: 'market_id',
      searchable: true,
      references: { table: 'market', entity: 'market', searchBy: ['code', 'name'] },
    },
    { field: 'startsOn', column: 'starts_on' },
    { field: 'endsOn', column: 'ends_on' },
    { field: 'includesTax', column: 'includes_tax', kind: 'flag' },
    { field: 'active', column: 'active', kind: 'flag' },
  ],
  defaultSort: 'code',
  // Add here the foreign keys of other tables that point at rate_code, with what they mean to staff.
  usedBy: [
    { constraint: 'reservation_rate_code_id_fkey', message: 'reservations are booked at this rate code' },
    // The rate table goes with set-rates first, on purpose: prices are not thrown away by a delete.
    {
      constraint: 'rate_code_rate_rate_code_id_fkey',
      message: 'the rate code has a rate table; remove its rates first',
    },
  ],
  rules: { checkRecord: checkDatesCoverRates },
});

/**
 * The rate code list, and its rate table (`rate_code_rate`), which the generic actions do not
 * cover: read with `rates` and replaced whole with `set-rates`. Replacing it is a change of the
 * rate code, so it takes the code's row version (409 when stale), moves it on, and is audited;
 * bookings read it through the rate resolution (reservation/rate.ts).
 */
export const rateCodeHandlers: PathHandlers<'configuration/rate-code'> = {
  list: genericAction(kit, 'list'),
  'list-minimum': genericAction(kit, 'list-minimum'),
  get: genericAction(kit, 'get'),
  search: genericAction(kit, 'search'),
  create: genericAction(kit, 'create'),
  update: genericAction(kit, 'update'),
  delete: genericAction(kit, 'delete'),

  rates: read(async ({ db, propertyId }, data) => {
    const { rateCodeId } = only(data);
    const rateCode = await rateCodeOf(db, propertyId, rateCodeId);
    if (!rateCode) throw notFound('Data not found', '/data/0/rateCodeId');
    return [{ rateCodeId, version: rateCode.version, rates: await ratesOf(db, propertyId, rateCodeId) }];
  }),

  'set-rates': write(async (context, data) => {
    const { db, propertyId } = context;
    const { rateCodeId, version, rates } = only(data);
    // Locked first, as the generic update locks it, so that a concurrent edit of the code queues.
    const rateCode = await rateCodeOf(db, propertyId, rateCodeId, true);
    if (!rateCode) throw notFound('Data not found', '/data/0/rateCodeId');
    if (rateCode.version !== version) throw staleVersion('/data/0/version');
    await checkRates(context, rateCode, rates);

    const before = await ratesOf(db, propertyId, rateCodeId);
    const kept = new Map(before.map((row) => [row.id, row]));
    const unknown = rates.findIndex((rate) => rate.id !== undefined && !kept.has(rate.id));
    if (unknown >= 0) {
      throw notFound('No such rate in the rate table of this rate code', `/data/0/rates/${unknown}/id`);
    }

    // Rows keep their ids, and their versions unless they change. The whole table is written
    // again rather than updated row by row: two rows swapping seasons would overlap on the way.
    const values = rates.map((rate) => {
      const mealTypeId = rate.mealTypeId ?? null;
      const amounts = [rate.singleAmount, rate.doubleAmount, rate.extraAdultAmount, rate.extraChildAmount].map(
        asStored,
      );
      const previous = rate.id === undefined ? undefined : kept.get(rate.id);
      const unchanged =
        previous !== undefined &&
        previous.roomTypeId === rate.roomTypeId &&
        previous.startsOn === rate.startsOn &&
        previous.endsOn === rate.endsOn &&
        previous.mealTypeId === mealTypeId &&
        [previous.singleAmount, previous.doubleAmount, previous.extraAdultAmount, previous.extraChildAmount].every(
          (amount, index) => amount === amounts[index],
        );
      const rowVersion = previous ? previous.version + (unchanged ? 0 : 1) : 1;
      return sql`(${rate.id === undefined ? sql`default` : sql`${rate.id}::int`}, ${propertyId}::int, ${rateCodeId}::int,
        ${rate.roomTypeId}::int, ${rate.startsOn}::date, ${rate.endsOn}::date, ${mealTypeId}::int,
        ${amounts[0]}::numeric, ${amounts[1]}::numeric, ${amounts[2]}::numeric, ${amounts[3]}::numeric, ${rowVersion}::int)`;
    });
    await db
      .deleteFrom('rate_code_rate')
      .where('property_id', '=', propertyId)
      .where('rate_code_id', '=', rateCodeId)
      .execute();
    if (values.length > 0) {
      try {
        await sql`insert into rate_code_rate (id, property_id, rate_code_id, room_type_id, starts_on, ends_on,
            meal_type_id, single_amount, double_amount, extra_adult_amount, extra_child_amount, version)
          overriding system value
          values ${sql.join(values)}`.execute(db);
      } catch (error) {
        // One price per room type and night (rate_code_rate_no_overlap): name the row that breaks it.
        const overlapping = isDatabaseError(error) && error.code === '23P01' ? firstOverlap(rates) : -1;
        if (overlapping >= 0) {
          throw conflict('OVERLAP', 'Two rates of the same room type cover the same night', [
            {
              field: `/data/0/rates/${overlapping}/startsOn`,
              message: 'overlaps another rate of the same room type',
            },
          ]);
        }
        throw fromDatabaseError(error, '/data/0');
      }
    }
    const moved = await db
      .updateTable('rate_code')
      .set({ version: sql<number>`version + 1` })
      .where('property_id', '=', propertyId)
      .where('id', '=', rateCodeId)
      .returning('version')
      .executeTakeFirst();
    const answer: RateTable = {
      rateCodeId,
      version: moved?.version ?? version + 1,
      rates: await ratesOf(db, propertyId, rateCodeId),
    };
    await context.audit({
      entity: ENTITY,
      entityId: rateCodeId,
      before: { rateCodeId, version, rates: before },
      after: answer,
    });
    return [answer];
  }),
};
