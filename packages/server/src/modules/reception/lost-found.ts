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
  likePattern,
  lockVersioned,
  mustExist,
  page,
  reservationTarget,
} from './records.ts';

type Item = Schemas['LostFoundItem'];
type Filter = Schemas['LostFoundFilter'] & { id?: number };
type Fields = Schemas['LostFoundCreate'];

export const LOST_FOUND_ENTITY = 'lost-found-item';

function itemQuery(db: Db, propertyId: number, filter: Filter) {
  let query = db
    .selectFrom('lost_found_item as x')
    .innerJoin('keep_at as k', 'k.id', 'x.keep_at_id')
    .leftJoin('room as rm', 'rm.id', 'x.room_id')
    .leftJoin('reservation as r', 'r.id', 'x.reservation_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .where('x.property_id', '=', propertyId);
  if (filter.id != null) query = query.where('x.id', '=', filter.id);
  if (filter.status) query = query.where('x.status', '=', filter.status);
  if (filter.keepAtId != null) query = query.where('x.keep_at_id', '=', filter.keepAtId);
  if (filter.fromDate) query = query.where('x.found_on', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('x.found_on', '<=', filter.toDate);
  const search = filter.search?.trim();
  if (search) {
    const like = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('x.item', 'ilike', like),
        eb('x.description', 'ilike', like),
        eb('x.found_place', 'ilike', like),
        eb('x.found_by', 'ilike', like),
        eb('x.returned_to', 'ilike', like),
        eb('rm.room_number', 'ilike', like),
        eb('r.confirmation_number', 'ilike', like),
        eb(guestName, 'ilike', like),
      ]),
    );
  }
  return query;
}

export async function readItems(
  db: Db,
  propertyId: number,
  filter: Filter,
): Promise<{ total: number; offset: number; rows: Item[] }> {
  const { offset, limit } = page(filter);
  const counted = await itemQuery(db, propertyId, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await itemQuery(db, propertyId, filter)
    .select([
      'x.id',
      'x.item',
      'x.description',
      'x.found_on',
      sql<string | null>`x.found_time::text`.as('found_time'),
      'x.found_place',
      'x.found_by',
      'x.room_id',
      sql<string>`coalesce(rm.room_number, '')`.as('room_number'),
      'x.reservation_id',
      'x.stay_id',
      sql<string>`coalesce(r.confirmation_number, '')`.as('confirmation_number'),
      guestName.as('guest_name'),
      'x.keep_at_id',
      'k.name as keep_at_name',
      'x.status',
      'x.returned_on',
      'x.returned_to',
      'x.disposed_on',
      'x.status_note',
      'x.recorded_at',
      'x.recorded_by',
      'x.version',
    ])
    .orderBy('x.found_on', 'desc')
    .orderBy('x.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    total: Number(counted.total),
    offset,
    rows: rows.map((row) => ({
      id: row.id,
      item: row.item,
      description: row.description,
      foundOn: row.found_on,
      foundTime: hhmm(row.found_time),
      foundPlace: row.found_place,
      foundBy: row.found_by,
      roomId: row.room_id,
      roomNumber: row.room_number,
      reservationId: row.reservation_id,
      stayId: row.stay_id,
      confirmationNumber: row.confirmation_number,
      guestName: row.guest_name,
      keepAtId: row.keep_at_id,
      keepAtName: row.keep_at_name,
      status: row.status as Item['status'],
      returnedOn: row.returned_on,
      returnedTo: row.returned_to,
      disposedOn: row.disposed_on,
      statusNote: row.status_note,
      recordedAt: isoTimestamp(row.recorded_at),
      recordedBy: row.recorded_by,
      version: row.version,
    })),
  };
}

async function oneItem(db: Db, propertyId: number, id: number): Promise<Item> {
  const [item] = (await readItems(db, propertyId, { id })).rows;
  if (!item) throw notFound('No such item', '/data/0/id');
  return item;
}

async function changed(context: ActionContext, id: number, before: Item | null): Promise<Item> {
  const after = await oneItem(context.db, context.propertyId, id);
  await context.audit({ entity: LOST_FOUND_ENTITY, entityId: id, before, after });
  return after;
}

/** The fields of a found item, checked: a date found up to the hotel date, a room or a place, links in this hotel. */
async function checkedFields(context: ActionContext, item: Fields) {
  const { db, propertyId } = context;
  const hotelDate = await hotelDateOf(db, propertyId);
  if (item.foundOn > hotelDate) {
    throw businessRule('FOUND_IN_FUTURE', 'An item is recorded once it is found', [
      { field: '/data/0/foundOn', message: `is after the hotel date ${hotelDate}` },
    ]);
  }
  const foundPlace = (item.foundPlace ?? '').trim();
  if (item.roomId == null && foundPlace === '') {
    throw badRequest('Say where the item was found', [
      { field: '/data/0/foundPlace', message: 'is needed without a room' },
    ]);
  }
  if (item.roomId != null) await mustExist(db, 'room', propertyId, item.roomId, '/data/0/roomId', 'room');
  await mustExist(db, 'keep_at', propertyId, item.keepAtId, '/data/0/keepAtId', 'keep-at place');
  if (item.stayId != null && item.reservationId == null) {
    throw badRequest('A stay is given with its reservation', [
      { field: '/data/0/reservationId', message: 'is needed with a stay' },
    ]);
  }
  if (item.reservationId != null) {
    await reservationTarget(
      db,
      propertyId,
      { reservationId: item.reservationId, stayId: item.stayId },
      { open: false },
    );
  }
  return {
    item: item.item,
    description: item.description ?? '',
    found_on: item.foundOn,
    found_time: item.foundTime ?? null,
    found_place: foundPlace,
    found_by: item.foundBy,
    room_id: item.roomId ?? null,
    reservation_id: item.reservationId ?? null,
    stay_id: item.stayId ?? null,
    keep_at_id: item.keepAtId,
  };
}

async function createItem(context: ActionContext, item: Fields): Promise<Item> {
  const values = await checkedFields(context, item);
  const { id } = await context.db
    .insertInto('lost_found_item')
    .values({ ...values, property_id: context.propertyId, recorded_by: context.actor })
    .returning('id')
    .executeTakeFirstOrThrow();
  return changed(context, id, null);
}

async function updateItem(context: ActionContext, item: Schemas['LostFoundUpdate']): Promise<Item> {
  const { db, propertyId } = context;
  await lockVersioned(db, 'lost_found_item', propertyId, item);
  const before = await oneItem(db, propertyId, item.id);
  if (before.status !== 'stored') {
    throw businessRule('ITEM_NOT_STORED', `The item is ${before.status}; take that back first`, [
      { field: '/data/0/id', message: `is ${before.status}` },
    ]);
  }
  const { id: _id, version: _version, ...fields } = item;
  const values = await checkedFields(context, fields);
  await db
    .updateTable('lost_found_item')
    .set({ ...values, version: sql`version + 1` })
    .where('id', '=', item.id)
    .execute();
  return changed(context, item.id, before);
}

async function setStatus(context: ActionContext, change: Schemas['LostFoundStatusChange']): Promise<Item> {
  const { db, propertyId } = context;
  await lockVersioned(db, 'lost_found_item', propertyId, change);
  const before = await oneItem(db, propertyId, change.id);
  if (change.status === before.status) {
    throw businessRule('SAME_STATUS', `The item is ${before.status} already`, [
      { field: '/data/0/status', message: `is the item's status already` },
    ]);
  }
  const note = change.note ?? '';
  let values: {
    status: Item['status'];
    returned_on: string | null;
    returned_to: string | null;
    disposed_on: string | null;
  };
  if (change.status === 'stored') {
    values = { status: 'stored', returned_on: null, returned_to: null, disposed_on: null };
  } else {
    if (before.status !== 'stored') {
      throw businessRule('ITEM_NOT_STORED', `The item is ${before.status}; take that back first`, [
        { field: '/data/0/status', message: `cannot follow ${before.status}` },
      ]);
    }
    const date = change.date;
    if (!date) throw badRequest('Give the date', [{ field: '/data/0/date', message: 'is required' }]);
    const hotelDate = await hotelDateOf(db, propertyId);
    if (date < before.foundOn || date > hotelDate) {
      throw businessRule('STATUS_DATE', 'The date is from the day found to the hotel date', [
        { field: '/data/0/date', message: `is not between ${before.foundOn} and ${hotelDate}` },
      ]);
    }
    if (change.status === 'returned') {
      const returnedTo = (change.returnedTo ?? '').trim();
      if (!returnedTo) {
        throw badRequest('Say who the item went back to', [
          { field: '/data/0/returnedTo', message: 'is required to return an item' },
        ]);
      }
      values = { status: 'returned', returned_on: date, returned_to: returnedTo, disposed_on: null };
    } else {
      values = { status: 'disposed', returned_on: null, returned_to: null, disposed_on: date };
    }
  }
  await db
    .updateTable('lost_found_item')
    .set({ ...values, status_note: note, version: sql`version + 1` })
    .where('id', '=', change.id)
    .execute();
  return changed(context, change.id, before);
}

export const lostFoundHandlers: PathHandlers<'reception/lost-found'> = {
  list: read(async ({ db, propertyId }, data) => [await readItems(db, propertyId, data[0] ?? {})]),
  create: write(async (context, data) => [await createItem(context, only(data))]),
  update: write(async (context, data) => [await updateItem(context, only(data))]),
  'set-status': write(async (context, data) => [await setStatus(context, only(data))]),
};
