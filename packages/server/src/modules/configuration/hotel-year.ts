import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { businessRule, describeConstraint, notFound, staleVersion } from '../../api/errors.ts';
import type { ActionContext, AuditEntry, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { genericAction, type MasterChange, masterDataActions } from '../../api/masterData.ts';
import type { Database } from '../../db/schema.ts';

/*
 * The hotel's business years (Config > Hotel Year, /menu/app/hotel-year) and their accounting
 * periods (hotel_period), which the server keeps rather than staff:
 * - creating a year writes one period per calendar month it covers, the first and last partial
 *   when the year starts or ends mid-month, named like "Jan 2026"; a year created closed (an old
 *   year entered for the record) gets its periods closed;
 * - changing a year's dates writes its periods again while none is closed; once one is, the dates
 *   stay (422 HOTEL_PERIOD_CLOSED);
 * - the order of closing is periods first, then the year: a year can only be closed once all its
 *   periods are (422 HOTEL_PERIODS_OPEN), and a period cannot be reopened while its year is closed
 *   (422 HOTEL_YEAR_CLOSED). So a closed year always has all its periods closed;
 * - deleting a year deletes its periods (the key cascades), each audited.
 * Every period written or deleted is audited as entity `hotel-period`, in the year's transaction.
 */
describeConstraint('hotel_year_code_unique', 'code', 'is already used by another hotel year');
describeConstraint('hotel_year_dates', 'endsOn', 'must be after startsOn');
describeConstraint('hotel_year_no_overlap', 'startsOn', 'overlaps another hotel year');

const ENTITY = 'hotel-year';
const PERIOD_ENTITY = 'hotel-period';
/** Two years' months: room for a long first year or a change of the year's end, never thousands of periods. */
export const MAX_PERIODS = 24;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type HotelPeriod = Schemas['HotelPeriod'];

const PERIOD_COLUMNS = ['id', 'hotel_year_id', 'number', 'name', 'starts_on', 'ends_on', 'closed', 'version'] as const;

const toWire = (row: {
  id: number;
  hotel_year_id: number;
  number: number;
  name: string;
  starts_on: string;
  ends_on: string;
  closed: boolean;
  version: number;
}): HotelPeriod => ({
  id: row.id,
  hotelYearId: row.hotel_year_id,
  number: row.number,
  name: row.name,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  closed: row.closed ? 1 : 0,
  version: row.version,
});

/** One period a year's dates make, before it is written. */
export interface PeriodSpan {
  number: number;
  name: string;
  startsOn: string;
  endsOn: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const yearMonthOf = (iso: string) => {
  const [year, month] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0 };
};

/** How many calendar months the dates touch (Jan 15 – Feb 3 touches two). */
export function monthsTouched(startsOn: string, endsOn: string): number {
  const first = yearMonthOf(startsOn);
  const last = yearMonthOf(endsOn);
  return (last.year - first.year) * 12 + (last.month - first.month) + 1;
}

/**
 * The periods of a year from `startsOn` to `endsOn` (yyyy-MM-dd, both in the year): one per
 * calendar month, the first starting on `startsOn` and the last ending on `endsOn`.
 */
export function monthlyPeriods(startsOn: string, endsOn: string): PeriodSpan[] {
  const spans: PeriodSpan[] = [];
  let { year, month } = yearMonthOf(startsOn);
  const count = monthsTouched(startsOn, endsOn);
  for (let number = 1; number <= count; number += 1) {
    spans.push({
      number,
      name: `${MONTHS[month - 1]} ${year}`,
      startsOn: number === 1 ? startsOn : isoDate(year, month, 1),
      endsOn: number === count ? endsOn : isoDate(year, month, lastDayOf(year, month)),
    });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return spans;
}

export interface HotelYearDates {
  propertyId: number;
  hotelYearId: number;
  startsOn: string;
  endsOn: string;
  /** Writes the periods closed (a year created closed); open when left out. */
  closed?: boolean;
}

/**
 * Writes the periods of a year that has none (a new year, or one whose periods were just
 * deleted), in the caller's transaction: what the `create` and `update` actions do, and what the
 * demo seed does for its years. `audit`, when given, records each period written.
 */
export async function writeHotelPeriods(
  db: Kysely<Database>,
  year: HotelYearDates,
  audit?: (entry: AuditEntry) => Promise<void>,
): Promise<HotelPeriod[]> {
  const spans = monthlyPeriods(year.startsOn, year.endsOn);
  if (spans.length === 0) return [];
  const rows = await db
    .insertInto('hotel_period')
    .values(
      spans.map((span) => ({
        property_id: year.propertyId,
        hotel_year_id: year.hotelYearId,
        number: span.number,
        name: span.name,
        starts_on: span.startsOn,
        ends_on: span.endsOn,
        closed: year.closed ?? false,
      })),
    )
    .returning(PERIOD_COLUMNS)
    .execute();
  const periods = rows.map(toWire).sort((a, b) => a.number - b.number);
  for (const period of periods) {
    await audit?.({ entity: PERIOD_ENTITY, entityId: period.id, before: null, after: period });
  }
  return periods;
}

async function periodsOf(db: Kysely<Database>, hotelYearId: number): Promise<HotelPeriod[]> {
  const rows = await db
    .selectFrom('hotel_period')
    .select(PERIOD_COLUMNS)
    .where('hotel_year_id', '=', hotelYearId)
    .orderBy('number')
    .execute();
  return rows.map(toWire);
}

/** A year's dates must make at most MAX_PERIODS periods. */
function checkLength(change: MasterChange, after: { startsOn: string; endsOn: string }) {
  if (monthsTouched(after.startsOn, after.endsOn) <= MAX_PERIODS) return;
  throw businessRule('HOTEL_YEAR_TOO_LONG', `A hotel year covers at most ${MAX_PERIODS} calendar months`, [
    { field: `/data/${change.index}/endsOn`, message: `must be within ${MAX_PERIODS} calendar months of startsOn` },
  ]);
}

/** The periods' side of a change of a year (the kit runs it in the write's transaction). */
async function keepPeriods(context: ActionContext, change: MasterChange): Promise<void> {
  const { db, propertyId } = context;
  const audit = (entry: AuditEntry) => context.audit(entry);
  if (change.action === 'delete') {
    // The key cascades; the periods' records say they went with it.
    const id = Number(change.before?.id);
    for (const period of await periodsOf(db, id)) {
      await audit({ entity: PERIOD_ENTITY, entityId: period.id, before: period, after: null });
    }
    return;
  }

  const after = change.after as { id: number; startsOn: string; endsOn: string; closed: 0 | 1 };
  if (change.action === 'create') {
    checkLength(change, after);
    await writeHotelPeriods(
      db,
      { propertyId, hotelYearId: after.id, startsOn: after.startsOn, endsOn: after.endsOn, closed: after.closed === 1 },
      audit,
    );
    return;
  }

  const before = change.before as { startsOn: string; endsOn: string; closed: 0 | 1 };
  let periods = await periodsOf(db, after.id);
  if (before.startsOn !== after.startsOn || before.endsOn !== after.endsOn) {
    if (periods.some((period) => period.closed === 1)) {
      const field = before.startsOn !== after.startsOn ? 'startsOn' : 'endsOn';
      throw businessRule('HOTEL_PERIOD_CLOSED', 'The dates of a hotel year with a closed period cannot change', [
        { field: `/data/${change.index}/${field}`, message: 'cannot change: a period of the year is closed' },
      ]);
    }
    checkLength(change, after);
    await db.deleteFrom('hotel_period').where('hotel_year_id', '=', after.id).execute();
    for (const period of periods) {
      await audit({ entity: PERIOD_ENTITY, entityId: period.id, before: period, after: null });
    }
    periods = await writeHotelPeriods(
      db,
      { propertyId, hotelYearId: after.id, startsOn: after.startsOn, endsOn: after.endsOn },
      audit,
    );
  }
  if (before.closed === 0 && after.closed === 1 && periods.some((period) => period.closed === 0)) {
    const open = periods.filter((period) => period.closed === 0).length;
    throw businessRule('HOTEL_PERIODS_OPEN', 'Close every period of the hotel year before closing the year', [
      {
        field: `/data/${change.index}/closed`,
        message: open === 1 ? 'a period is still open' : `${open} periods are still open`,
      },
    ]);
  }
}

const kit = masterDataActions({
  table: 'hotel_year',
  entity: ENTITY,
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'startsOn', column: 'starts_on' },
    { field: 'endsOn', column: 'ends_on' },
    { field: 'closed', column: 'closed', kind: 'flag' },
  ],
  defaultSort: 'code',
  // A year's periods (hotel_period) go with it: that key cascades and is not listed.
  usedBy: [],
  rules: { checkRecord: keepPeriods },
});

export const hotelYearHandlers: PathHandlers<'configuration/hotel-year'> = {
  list: genericAction(kit, 'list'),
  'list-minimum': genericAction(kit, 'list-minimum'),
  get: genericAction(kit, 'get'),
  search: genericAction(kit, 'search'),
  create: genericAction(kit, 'create'),
  update: genericAction(kit, 'update'),
  delete: genericAction(kit, 'delete'),

  periods: read(async ({ db, propertyId }, data) => {
    const { id } = only(data);
    const year = await db
      .selectFrom('hotel_year')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!year) throw notFound('Data not found', '/data/0/id');
    return periodsOf(db, year.id);
  }),

  'set-period-closed': write(async (context, items) => {
    const db = context.db;
    const { propertyId } = context;
    const ids = items.map((item) => item.id);
    // The years first, then the periods, the order a change of a year takes them in: a year
    // closed meanwhile is seen (its lock waits for this one), and the two never deadlock.
    const yearIds = (
      await db
        .selectFrom('hotel_period')
        .select('hotel_year_id')
        .distinct()
        .where('property_id', '=', propertyId)
        .where('id', 'in', ids)
        .execute()
    ).map((row) => row.hotel_year_id);
    const years =
      yearIds.length === 0
        ? []
        : await db
            .selectFrom('hotel_year')
            .select(['id', 'closed'])
            .where('property_id', '=', propertyId)
            .where('id', 'in', yearIds)
            .orderBy('id')
            .forShare()
            .execute();
    const yearClosed = new Map(years.map((year) => [year.id, year.closed]));
    const locked = await db
      .selectFrom('hotel_period')
      .select(PERIOD_COLUMNS)
      .where('property_id', '=', propertyId)
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    const current = new Map(locked.map((row) => [row.id, toWire(row)]));

    const answers: HotelPeriod[] = [];
    for (const [index, item] of items.entries()) {
      const before = current.get(item.id);
      if (!before) throw notFound('Data not found', `/data/${index}/id`);
      if (before.version !== item.version) throw staleVersion(`/data/${index}/version`);
      if (item.closed === 0 && yearClosed.get(before.hotelYearId)) {
        throw businessRule('HOTEL_YEAR_CLOSED', 'A period of a closed hotel year cannot be reopened', [
          { field: `/data/${index}/closed`, message: 'cannot be reopened: its hotel year is closed' },
        ]);
      }
      const row = await db
        .updateTable('hotel_period')
        .set({ closed: item.closed === 1, version: sql<number>`version + 1` })
        .where('property_id', '=', propertyId)
        .where('id', '=', item.id)
        .returning(PERIOD_COLUMNS)
        .executeTakeFirstOrThrow();
      const after = toWire(row);
      await context.audit({ entity: PERIOD_ENTITY, entityId: item.id, before, after });
      // The same period twice in one batch: the second item must meet this new version.
      current.set(item.id, after);
      answers.push(after);
    }
    return answers;
  }),
};
