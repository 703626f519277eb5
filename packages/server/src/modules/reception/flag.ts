import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { badRequest, businessRule, notFound } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import {
  type Db,
  guestName,
  hhmm,
  hotelDateOf,
  isoTimestamp,
  isoTimestampOrNull,
  likePattern,
  lockVersioned,
  mustExist,
  page,
  type ReservationTarget,
  reservationTarget,
  roomNumberOf,
} from './records.ts';

type Flag = Schemas['Flag'];
type Filter = Schemas['FlagFilter'] & { id?: number };

export const FLAG_ENTITY = 'reception-flag';

function flagQuery(db: Db, propertyId: number, filter: Filter) {
  let query = db
    .selectFrom('reception_flag as x')
    .innerJoin('reservation as r', 'r.id', 'x.reservation_id')
    .innerJoin('department as d', 'd.id', 'x.department_id')
    .leftJoin('room_stay as s', 's.id', 'x.stay_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .where('x.property_id', '=', propertyId);
  if (filter.id != null) query = query.where('x.id', '=', filter.id);
  if (filter.reservationId != null) query = query.where('x.reservation_id', '=', filter.reservationId);
  if (filter.departmentId != null) query = query.where('x.department_id', '=', filter.departmentId);
  if (filter.kind) query = query.where('x.kind', '=', filter.kind);
  if (filter.status === 'open') query = query.where('x.resolved_at', 'is', null);
  if (filter.status === 'resolved') query = query.where('x.resolved_at', 'is not', null);
  if (filter.fromDate) query = query.where('x.flag_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('x.flag_date', '<=', filter.toDate);
  const search = filter.search?.trim();
  if (search) {
    const like = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('x.flag_text', 'ilike', like),
        eb('r.confirmation_number', 'ilike', like),
        eb(guestName, 'ilike', like),
        eb(roomNumberOf, 'ilike', like),
      ]),
    );
  }
  return query;
}

export async function readFlags(
  db: Db,
  propertyId: number,
  filter: Filter,
): Promise<{ total: number; offset: number; rows: Flag[] }> {
  const { offset, limit } = page(filter);
  const counted = await flagQuery(db, propertyId, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await flagQuery(db, propertyId, filter)
    .select([
      'x.id',
      'x.reservation_id',
      'x.stay_id',
      'r.confirmation_number',
      guestName.as('guest_name'),
      roomNumberOf.as('room_number'),
      sql<string>`coalesce(s.arrival, r.arrival)`.as('arrival'),
      sql<string>`coalesce(s.departure, r.departure)`.as('departure'),
      'x.department_id',
      'd.code as department_code',
      'd.name as department_name',
      'x.kind',
      'x.flag_date',
      sql<string | null>`x.flag_time::text`.as('flag_time'),
      'x.flag_text',
      'x.created_at',
      'x.created_by',
      'x.resolved_at',
      'x.resolved_by',
      'x.resolution_note',
      'x.version',
    ])
    .orderBy('x.flag_date')
    .orderBy(sql`x.flag_time nulls first`)
    .orderBy('x.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    total: Number(counted.total),
    offset,
    rows: rows.map((row) => ({
      id: row.id,
      reservationId: row.reservation_id,
      stayId: row.stay_id,
      confirmationNumber: row.confirmation_number,
      guestName: row.guest_name,
      roomNumber: row.room_number,
      arrival: row.arrival,
      departure: row.departure,
      departmentId: row.department_id,
      departmentCode: row.department_code,
      departmentName: row.department_name,
      kind: row.kind as Flag['kind'],
      date: row.flag_date,
      time: hhmm(row.flag_time),
      text: row.flag_text,
      status: row.resolved_at === null ? 'open' : 'resolved',
      createdAt: isoTimestamp(row.created_at),
      createdBy: row.created_by,
      resolvedAt: isoTimestampOrNull(row.resolved_at),
      resolvedBy: row.resolved_by,
      resolutionNote: row.resolution_note,
      version: row.version,
    })),
  };
}

async function oneFlag(db: Db, propertyId: number, id: number): Promise<Flag> {
  const [flag] = (await readFlags(db, propertyId, { id })).rows;
  if (!flag) throw notFound('No such flag', '/data/0/id');
  return flag;
}

async function changed(context: ActionContext, id: number, before: Flag | null): Promise<Flag> {
  const after = await oneFlag(context.db, context.propertyId, id);
  await context.audit({ entity: FLAG_ENTITY, entityId: id, before, after });
  return after;
}

/** A flag's date: from the hotel date to the last day of the guest's stay (its departure). */
async function checkFlagDate(context: ActionContext, target: ReservationTarget, date: string): Promise<void> {
  const hotelDate = await hotelDateOf(context.db, context.propertyId);
  if (date < hotelDate) {
    throw businessRule('FLAG_DATE_PAST', 'A flag is for the hotel date or later', [
      { field: '/data/0/date', message: `is before the hotel date ${hotelDate}` },
    ]);
  }
  if (date > target.departure) {
    throw businessRule('FLAG_DATE_AFTER_STAY', 'A flag is for a day of the guest’s stay', [
      { field: '/data/0/date', message: `is after the departure ${target.departure}` },
    ]);
  }
}

async function createFlag(context: ActionContext, item: Schemas['FlagCreate']): Promise<Flag> {
  const { db, propertyId } = context;
  const target = await reservationTarget(db, propertyId, item, { open: true });
  await mustExist(db, 'department', propertyId, item.departmentId, '/data/0/departmentId', 'department');
  await checkFlagDate(context, target, item.date);
  const { id } = await db
    .insertInto('reception_flag')
    .values({
      property_id: propertyId,
      reservation_id: target.reservationId,
      stay_id: target.stayId,
      department_id: item.departmentId,
      kind: item.kind,
      flag_date: item.date,
      flag_time: item.time ?? null,
      flag_text: item.text ?? '',
      created_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return changed(context, id, null);
}

function refuseResolved(flag: Flag): void {
  if (flag.status === 'resolved') {
    throw businessRule('FLAG_RESOLVED', `The flag was resolved by ${flag.resolvedBy}; reopen it first`, [
      { field: '/data/0/id', message: 'is resolved' },
    ]);
  }
}

async function updateFlag(context: ActionContext, item: Schemas['FlagUpdate']): Promise<Flag> {
  const { db, propertyId } = context;
  await lockVersioned(db, 'reception_flag', propertyId, item);
  const before = await oneFlag(db, propertyId, item.id);
  refuseResolved(before);
  await mustExist(db, 'department', propertyId, item.departmentId, '/data/0/departmentId', 'department');
  const target = await reservationTarget(db, propertyId, before, { open: false });
  if (item.date !== before.date) await checkFlagDate(context, target, item.date);
  await db
    .updateTable('reception_flag')
    .set({
      department_id: item.departmentId,
      kind: item.kind,
      flag_date: item.date,
      flag_time: item.time ?? null,
      flag_text: item.text ?? '',
      version: sql`version + 1`,
    })
    .where('id', '=', item.id)
    .execute();
  return changed(context, item.id, before);
}

async function resolveFlag(context: ActionContext, item: Schemas['FlagResolve']): Promise<Flag> {
  const { db, propertyId } = context;
  await lockVersioned(db, 'reception_flag', propertyId, item);
  const before = await oneFlag(db, propertyId, item.id);
  refuseResolved(before);
  await db
    .updateTable('reception_flag')
    .set({
      resolved_at: sql`now()`,
      resolved_by: context.actor,
      resolution_note: item.note ?? '',
      version: sql`version + 1`,
    })
    .where('id', '=', item.id)
    .execute();
  return changed(context, item.id, before);
}

async function reopenFlag(context: ActionContext, item: Schemas['ReceptionRecordRef']): Promise<Flag> {
  const { db, propertyId } = context;
  await lockVersioned(db, 'reception_flag', propertyId, item);
  const before = await oneFlag(db, propertyId, item.id);
  if (before.status === 'open') {
    throw businessRule('FLAG_OPEN', 'The flag is open', [{ field: '/data/0/id', message: 'is not resolved' }]);
  }
  await db
    .updateTable('reception_flag')
    .set({ resolved_at: null, resolved_by: null, resolution_note: '', version: sql`version + 1` })
    .where('id', '=', item.id)
    .execute();
  return changed(context, item.id, before);
}

/** The longest period the flag report takes, and the most flags it lists. */
const MAX_REPORT_DAYS = 366;
const MAX_REPORT_ROWS = 5000;

async function flagReport(db: Db, propertyId: number, criteria: Schemas['FlagReportCriteria']) {
  const days = (Date.parse(criteria.toDate) - Date.parse(criteria.fromDate)) / 86_400_000;
  if (days < 0) {
    throw badRequest('The period ends before it starts', [{ field: '/data/0/toDate', message: 'is before fromDate' }]);
  }
  if (days >= MAX_REPORT_DAYS) {
    throw badRequest('The period is too long', [
      { field: '/data/0/toDate', message: `is more than ${MAX_REPORT_DAYS} days after fromDate` },
    ]);
  }
  const hotel = await db
    .selectFrom('property')
    .select(['name', 'hotel_date'])
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const { rows } = await readFlags(db, propertyId, { ...criteria, limit: MAX_REPORT_ROWS });
  return { hotelName: hotel.name, hotelDate: hotel.hotel_date, generatedAt: new Date().toISOString(), rows };
}

export const flagHandlers: PathHandlers<'reception/flag'> = {
  list: read(async ({ db, propertyId }, data) => [await readFlags(db, propertyId, data[0] ?? {})]),
  create: write(async (context, data) => [await createFlag(context, only(data))]),
  update: write(async (context, data) => [await updateFlag(context, only(data))]),
  resolve: write(async (context, data) => [await resolveFlag(context, only(data))]),
  reopen: write(async (context, data) => [await reopenFlag(context, only(data))]),
  report: read(async ({ db, propertyId }, data) => [await flagReport(db, propertyId, only(data))]),
};
