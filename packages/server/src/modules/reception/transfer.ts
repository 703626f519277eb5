import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { businessRule, notFound } from '../../api/errors.ts';
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
  page,
  reservationTarget,
  roomNumberOf,
} from './records.ts';

type Transfer = Schemas['Transfer'];
type Filter = Schemas['TransferFilter'] & { id?: number };

export const TRANSFER_ENTITY = 'guest-transfer';

function transferQuery(db: Db, propertyId: number, filter: Filter) {
  let query = db
    .selectFrom('guest_transfer as x')
    .innerJoin('reservation as r', 'r.id', 'x.reservation_id')
    .leftJoin('room_stay as s', 's.id', 'x.stay_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .where('x.property_id', '=', propertyId);
  if (filter.id != null) query = query.where('x.id', '=', filter.id);
  if (filter.reservationId != null) query = query.where('x.reservation_id', '=', filter.reservationId);
  if (filter.direction) query = query.where('x.direction', '=', filter.direction);
  if (filter.status) query = query.where('x.status', '=', filter.status);
  if (filter.fromDate) query = query.where('x.transfer_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('x.transfer_date', '<=', filter.toDate);
  const search = filter.search?.trim();
  if (search) {
    const like = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('x.flight', 'ilike', like),
        eb('x.place', 'ilike', like),
        eb('x.vehicle', 'ilike', like),
        eb('r.confirmation_number', 'ilike', like),
        eb(guestName, 'ilike', like),
        eb(roomNumberOf, 'ilike', like),
      ]),
    );
  }
  return query;
}

export async function readTransfers(
  db: Db,
  propertyId: number,
  filter: Filter,
): Promise<{ total: number; offset: number; rows: Transfer[] }> {
  const { offset, limit } = page(filter);
  const counted = await transferQuery(db, propertyId, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await transferQuery(db, propertyId, filter)
    .select([
      'x.id',
      'x.reservation_id',
      'x.stay_id',
      'r.confirmation_number',
      guestName.as('guest_name'),
      roomNumberOf.as('room_number'),
      sql<string>`coalesce(s.arrival, r.arrival)`.as('arrival'),
      sql<string>`coalesce(s.departure, r.departure)`.as('departure'),
      'x.direction',
      'x.transfer_date',
      sql<string | null>`x.transfer_time::text`.as('transfer_time'),
      'x.place',
      'x.flight',
      'x.vehicle',
      'x.pax',
      'x.remark',
      'x.status',
      'x.status_changed_at',
      'x.status_changed_by',
      'x.created_at',
      'x.created_by',
      'x.version',
    ])
    .orderBy('x.transfer_date')
    .orderBy(sql`x.transfer_time nulls first`)
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
      direction: row.direction as Transfer['direction'],
      date: row.transfer_date,
      time: hhmm(row.transfer_time),
      place: row.place,
      flight: row.flight,
      vehicle: row.vehicle,
      pax: row.pax,
      remark: row.remark,
      status: row.status as Transfer['status'],
      statusChangedAt: isoTimestampOrNull(row.status_changed_at),
      statusChangedBy: row.status_changed_by,
      createdAt: isoTimestamp(row.created_at),
      createdBy: row.created_by,
      version: row.version,
    })),
  };
}

async function oneTransfer(db: Db, propertyId: number, id: number): Promise<Transfer> {
  const [transfer] = (await readTransfers(db, propertyId, { id })).rows;
  if (!transfer) throw notFound('No such transfer', '/data/0/id');
  return transfer;
}

async function changed(context: ActionContext, id: number, before: Transfer | null): Promise<Transfer> {
  const after = await oneTransfer(context.db, context.propertyId, id);
  await context.audit({ entity: TRANSFER_ENTITY, entityId: id, before, after });
  return after;
}

async function checkDate(context: ActionContext, date: string): Promise<void> {
  const hotelDate = await hotelDateOf(context.db, context.propertyId);
  if (date < hotelDate) {
    throw businessRule('TRANSFER_DATE_PAST', 'A transfer is booked for the hotel date or later', [
      { field: '/data/0/date', message: `is before the hotel date ${hotelDate}` },
    ]);
  }
}

const fieldsOf = (item: Schemas['TransferCreate'] | Schemas['TransferUpdate']) => ({
  direction: item.direction,
  transfer_date: item.date,
  transfer_time: item.time ?? null,
  place: item.place ?? '',
  flight: item.flight ?? '',
  vehicle: item.vehicle ?? '',
  pax: item.pax,
  remark: item.remark ?? '',
});

async function createTransfer(context: ActionContext, item: Schemas['TransferCreate']): Promise<Transfer> {
  const { db, propertyId } = context;
  const target = await reservationTarget(db, propertyId, item, { open: true });
  await checkDate(context, item.date);
  const { id } = await db
    .insertInto('guest_transfer')
    .values({
      ...fieldsOf(item),
      property_id: propertyId,
      reservation_id: target.reservationId,
      stay_id: target.stayId,
      created_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return changed(context, id, null);
}

const PENDING = new Set<Transfer['status']>(['requested', 'confirmed']);

function refuseFinished(transfer: Transfer, field = '/data/0/id'): void {
  if (!PENDING.has(transfer.status)) {
    throw businessRule('TRANSFER_FINISHED', `The transfer is ${transfer.status}`, [
      { field, message: `is ${transfer.status}` },
    ]);
  }
}

async function updateTransfer(context: ActionContext, item: Schemas['TransferUpdate']): Promise<Transfer> {
  const { db, propertyId } = context;
  await lockVersioned(db, 'guest_transfer', propertyId, item);
  const before = await oneTransfer(db, propertyId, item.id);
  refuseFinished(before);
  if (item.date !== before.date) await checkDate(context, item.date);
  await db
    .updateTable('guest_transfer')
    .set({ ...fieldsOf(item), version: sql`version + 1` })
    .where('id', '=', item.id)
    .execute();
  return changed(context, item.id, before);
}

async function setStatus(
  context: ActionContext,
  change: { id: number; version: number; status: Transfer['status'] },
): Promise<Transfer> {
  const { db, propertyId } = context;
  await lockVersioned(db, 'guest_transfer', propertyId, change);
  const before = await oneTransfer(db, propertyId, change.id);
  refuseFinished(before, change.status === 'cancelled' ? '/data/0/id' : '/data/0/status');
  if (change.status === before.status) {
    throw businessRule('SAME_STATUS', `The transfer is ${before.status} already`, [
      { field: '/data/0/status', message: 'is the transfer’s status already' },
    ]);
  }
  if (change.status === 'done' || change.status === 'no-show') {
    const hotelDate = await hotelDateOf(db, propertyId);
    if (before.date > hotelDate) {
      throw businessRule('TRANSFER_NOT_DUE', `The transfer is on ${before.date}, after the hotel date`, [
        { field: '/data/0/status', message: `cannot be ${change.status} before ${before.date}` },
      ]);
    }
  }
  await db
    .updateTable('guest_transfer')
    .set({
      status: change.status,
      status_changed_at: sql`now()`,
      status_changed_by: context.actor,
      version: sql`version + 1`,
    })
    .where('id', '=', change.id)
    .execute();
  return changed(context, change.id, before);
}

export const transferHandlers: PathHandlers<'reception/transfer'> = {
  list: read(async ({ db, propertyId }, data) => [await readTransfers(db, propertyId, data[0] ?? {})]),
  create: write(async (context, data) => [await createTransfer(context, only(data))]),
  update: write(async (context, data) => [await updateTransfer(context, only(data))]),
  'set-status': write(async (context, data) => [await setStatus(context, only(data))]),
  cancel: write(async (context, data) => [await setStatus(context, { ...only(data), status: 'cancelled' })]),
};
