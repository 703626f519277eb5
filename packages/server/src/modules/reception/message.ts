import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { businessRule, notFound } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import {
  type Db,
  guestName,
  hotelDateOf,
  isoTimestamp,
  isoTimestampOrNull,
  likePattern,
  lockVersioned,
  page,
  reservationTarget,
  roomNumberOf,
} from './records.ts';

type GuestMessage = Schemas['GuestMessage'];
type Filter = Schemas['GuestMessageFilter'] & { id?: number };

export const MESSAGE_ENTITY = 'guest-message';

function messageQuery(db: Db, propertyId: number, filter: Filter) {
  let query = db
    .selectFrom('guest_message as x')
    .innerJoin('reservation as r', 'r.id', 'x.reservation_id')
    .leftJoin('room_stay as s', 's.id', 'x.stay_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .where('x.property_id', '=', propertyId);
  if (filter.id != null) query = query.where('x.id', '=', filter.id);
  if (filter.reservationId != null) query = query.where('x.reservation_id', '=', filter.reservationId);
  if (filter.stayId != null) query = query.where('x.stay_id', '=', filter.stayId);
  if (filter.status === 'new') query = query.where('x.delivered_at', 'is', null);
  if (filter.status === 'delivered') query = query.where('x.delivered_at', 'is not', null);
  if (filter.fromDate) query = query.where('x.business_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('x.business_date', '<=', filter.toDate);
  const search = filter.search?.trim();
  if (search) {
    const like = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('x.message_text', 'ilike', like),
        eb('x.from_name', 'ilike', like),
        eb('r.confirmation_number', 'ilike', like),
        eb(guestName, 'ilike', like),
        eb(roomNumberOf, 'ilike', like),
      ]),
    );
  }
  return query;
}

export async function readMessages(
  db: Db,
  propertyId: number,
  filter: Filter,
): Promise<{ total: number; offset: number; rows: GuestMessage[] }> {
  const { offset, limit } = page(filter);
  const counted = await messageQuery(db, propertyId, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await messageQuery(db, propertyId, filter)
    .select([
      'x.id',
      'x.reservation_id',
      'x.stay_id',
      'r.confirmation_number',
      guestName.as('guest_name'),
      roomNumberOf.as('room_number'),
      sql<string>`coalesce(s.arrival, r.arrival)`.as('arrival'),
      sql<string>`coalesce(s.departure, r.departure)`.as('departure'),
      'x.message_text',
      'x.from_name',
      'x.from_contact',
      'x.business_date',
      'x.taken_at',
      'x.taken_by',
      'x.delivered_at',
      'x.delivered_by',
      'x.printed_at',
      'x.printed_by',
      'x.version',
    ])
    .orderBy('x.taken_at', 'desc')
    .orderBy('x.id', 'desc')
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
      text: row.message_text,
      fromName: row.from_name,
      fromContact: row.from_contact,
      status: row.delivered_at === null ? 'new' : 'delivered',
      businessDate: row.business_date,
      takenAt: isoTimestamp(row.taken_at),
      takenBy: row.taken_by,
      deliveredAt: isoTimestampOrNull(row.delivered_at),
      deliveredBy: row.delivered_by,
      printedAt: isoTimestampOrNull(row.printed_at),
      printedBy: row.printed_by,
      version: row.version,
    })),
  };
}

async function oneMessage(db: Db, propertyId: number, id: number): Promise<GuestMessage> {
  const [message] = (await readMessages(db, propertyId, { id })).rows;
  if (!message) throw notFound('No such message', '/data/0/id');
  return message;
}

/** Writes a change of one message with its audit record; answers the message as it now is. */
async function changed(context: ActionContext, id: number, before: GuestMessage | null): Promise<GuestMessage> {
  const after = await oneMessage(context.db, context.propertyId, id);
  await context.audit({ entity: MESSAGE_ENTITY, entityId: id, before, after });
  return after;
}

async function createMessage(context: ActionContext, item: Schemas['GuestMessageCreate']): Promise<GuestMessage> {
  const { db, propertyId } = context;
  const target = await reservationTarget(db, propertyId, item, { open: true });
  const { id } = await db
    .insertInto('guest_message')
    .values({
      property_id: propertyId,
      reservation_id: target.reservationId,
      stay_id: target.stayId,
      message_text: item.text,
      from_name: item.fromName,
      from_contact: item.fromContact ?? '',
      business_date: await hotelDateOf(db, propertyId),
      taken_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return changed(context, id, null);
}

async function updateMessage(context: ActionContext, item: Schemas['GuestMessageUpdate']): Promise<GuestMessage> {
  const { db, propertyId } = context;
  await lockVersioned(db, 'guest_message', propertyId, item);
  const before = await oneMessage(db, propertyId, item.id);
  if (before.status === 'delivered') {
    throw businessRule('MESSAGE_DELIVERED', 'A delivered message is kept as it was given to the guest', [
      { field: '/data/0/id', message: 'is delivered already' },
    ]);
  }
  await db
    .updateTable('guest_message')
    .set({
      message_text: item.text,
      from_name: item.fromName,
      from_contact: item.fromContact ?? '',
      version: sql`version + 1`,
    })
    .where('id', '=', item.id)
    .execute();
  return changed(context, item.id, before);
}

async function deliverMessage(context: ActionContext, item: Schemas['ReceptionRecordRef']): Promise<GuestMessage> {
  const { db, propertyId } = context;
  await lockVersioned(db, 'guest_message', propertyId, item);
  const before = await oneMessage(db, propertyId, item.id);
  if (before.status === 'delivered') {
    throw businessRule('MESSAGE_DELIVERED', `The message was delivered by ${before.deliveredBy} already`, [
      { field: '/data/0/id', message: 'is delivered already' },
    ]);
  }
  await db
    .updateTable('guest_message')
    .set({ delivered_at: sql`now()`, delivered_by: context.actor, version: sql`version + 1` })
    .where('id', '=', item.id)
    .execute();
  return changed(context, item.id, before);
}

async function printMessage(context: ActionContext, item: Schemas['ReceptionRecordRef']): Promise<GuestMessage> {
  const { db, propertyId } = context;
  await lockVersioned(db, 'guest_message', propertyId, item);
  const before = await oneMessage(db, propertyId, item.id);
  await db
    .updateTable('guest_message')
    .set({ printed_at: sql`now()`, printed_by: context.actor, version: sql`version + 1` })
    .where('id', '=', item.id)
    .execute();
  return changed(context, item.id, before);
}

export const messageHandlers: PathHandlers<'reception/message'> = {
  list: read(async ({ db, propertyId }, data) => [await readMessages(db, propertyId, data[0] ?? {})]),
  create: write(async (context, data) => [await createMessage(context, only(data))]),
  update: write(async (context, data) => [await updateMessage(context, only(data))]),
  deliver: write(async (context, data) => [await deliverMessage(context, only(data))]),
  print: write(async (context, data) => [await printMessage(context, only(data))]),
};
