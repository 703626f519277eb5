import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { nightsOf } from '../../api/dates.ts';
import {
  ApiFailure,
  badRequest,
  businessRule,
  fromDatabaseError,
  notFound,
  staleVersion,
  violates,
} from '../../api/errors.ts';
import type { ActionContext } from '../../api/handlers.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import type { Database } from '../../db/schema.ts';
import { BEFORE_ARRIVAL, isStatusIn } from '../../db/statuses.ts';
import { lockInventory } from './availability.ts';
import {
  arrivalBeforeHotelDate,
  checkCompanyActive,
  checkReferences,
  checkRoomsAndTypes,
  checkShape,
  nightsTakenBy,
  RESERVATION_ENTITY,
  refuseOversold,
  reservationColumns,
  roomTaken,
  stayPointer,
  type TakenNight,
  takesInventory,
  typeCodesOf,
} from './booking.ts';
import { type ContractPrice, contractColumns, contractPricesForStays } from './contract-price.ts';
import { type Reservation, readReservations } from './read.ts';

type ReservationUpdate = Schemas['ReservationUpdate'];
type StayUpdate = Schemas['RoomStayUpdate'];

/** Statuses a reservation may be changed, cancelled or reinstated from: before arrival (domain.md). */
export { BEFORE_ARRIVAL };

const isBeforeArrival = (status: string) => isStatusIn(BEFORE_ARRIVAL, status);

/** The reservation row, locked for this transaction, at the version the caller read. */
export async function lockReservation(db: Kysely<Database>, propertyId: number, id: number, version: number) {
  const current = await db
    .selectFrom('reservation')
    .select(['id', 'status', 'version', 'cancelled_from_status', 'company_profile_id'])
    .where('property_id', '=', propertyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw notFound('Data not found', '/data/0/id');
  if (current.version !== version) throw staleVersion('/data/0/version');
  return current;
}

/**
 * Nights the new stays take that the reservation did not hold before (same room type, counted
 * with multiplicity): only those can oversell. A stay shortened, or moved within nights it held,
 * takes nothing new.
 */
function newlyTaken(
  before: readonly { roomTypeId: number; arrival: string; departure: string }[],
  after: readonly { roomTypeId: number; arrival: string; departure: string }[],
): TakenNight[] {
  const held = new Map<string, number>();
  for (const stay of before) {
    for (const night of nightsOf(stay.arrival, stay.departure)) {
      const key = `${stay.roomTypeId}:${night}`;
      held.set(key, (held.get(key) ?? 0) + 1);
    }
  }
  return nightsTakenBy(after).filter((entry) => {
    const key = `${entry.roomTypeId}:${entry.night}`;
    const left = held.get(key) ?? 0;
    if (left > 0) {
      held.set(key, left - 1);
      return false;
    }
    return true;
  });
}

/** Writes a stay's room, naming the stay when another stay holds that room on one of its nights. */
async function assignRoom(
  db: Kysely<Database>,
  stayId: number,
  roomId: number,
  index: number,
  roomNumbers: Map<number, string>,
): Promise<void> {
  try {
    await db.updateTable('room_stay').set({ room_id: roomId }).where('id', '=', stayId).execute();
  } catch (error) {
    if (violates(error, 'room_stay_no_double_booking')) {
      throw roomTaken(index, roomNumbers.get(roomId) ?? String(roomId));
    }
    const failure = fromDatabaseError(error, stayPointer(index));
    throw failure instanceof ApiFailure ? failure : error;
  }
}

const nightRows = (propertyId: number, stayId: number, stay: StayUpdate) =>
  stay.nightlyRates.map((rate) => ({
    property_id: propertyId,
    room_stay_id: stayId,
    night: rate.night,
    amount: rate.amount,
    reason: rate.reason ?? '',
  }));

/**
 * `update`: the whole new state of a reservation before arrival, in the pipeline's transaction.
 * The stays' rooms are cleared and set again after every stay has its new dates, so that stays
 * of one booking may swap rooms; the inventory is counted after the write, and only nights the
 * reservation newly takes are checked. Nights it gives up are back in inventory on commit.
 */
export async function updateReservation(context: ActionContext, item: ReservationUpdate): Promise<Reservation> {
  const { db, propertyId } = context;
  checkShape(item);
  const current = await lockReservation(db, propertyId, item.id, item.version);
  if (!isBeforeArrival(current.status)) {
    throw businessRule('NOT_EDITABLE', `A reservation that is ${current.status} cannot be changed here`, [
      { field: '/data/0/id', message: `is ${current.status}; only a reservation before arrival can be changed` },
    ]);
  }
  const existing = await db
    .selectFrom('room_stay')
    .select([
      'id',
      'line_number',
      'room_type_id',
      'arrival',
      'departure',
      'adults',
      'children',
      'status',
      'price_explanation',
    ])
    .where('reservation_id', '=', item.id)
    .execute();
  const existingById = new Map(existing.map((stay) => [stay.id, stay]));
  const seen = new Set<number>();
  for (const [index, stay] of item.stays.entries()) {
    if (stay.id == null) continue;
    if (!existingById.has(stay.id)) {
      throw notFound('No such stay in this reservation', stayPointer(index, 'id'));
    }
    if (seen.has(stay.id)) {
      throw badRequest('A stay is listed twice', [{ field: stayPointer(index, 'id'), message: 'is listed twice' }]);
    }
    seen.add(stay.id);
  }
  const hotelDate = await hotelDateOf(db, propertyId);
  for (const [index, stay] of item.stays.entries()) {
    const before = stay.id == null ? undefined : existingById.get(stay.id);
    // An arrival that stays as it was may lie in the past (the hotel date moved by hand); a new or
    // moved one may not.
    if (stay.arrival < hotelDate && before?.arrival !== stay.arrival) throw arrivalBeforeHotelDate(index, hotelDate);
  }
  await checkReferences(db, propertyId, item);
  // A booking keeps the company it was made for even after the company is closed; a new one is refused.
  if ((item.companyProfileId ?? null) !== current.company_profile_id) {
    await checkCompanyActive(db, propertyId, item.companyProfileId);
  }
  const { types, roomNumbers } = await checkRoomsAndTypes(db, propertyId, item.stays);

  const takes = takesInventory(item.status);
  const heldBefore = takesInventory(current.status)
    ? existing.map((stay) => ({ roomTypeId: stay.room_type_id, arrival: stay.arrival, departure: stay.departure }))
    : [];
  if (takes) await lockInventory(db, propertyId, [...heldBefore, ...item.stays]);

  const [before] = await readReservations(db, propertyId, [item.id]);

  // A stay whose company, room type, dates and guests are as they were keeps the price it was
  // booked at; a changed or new one is priced again by the company's contract as booked today.
  const sameCompany = (item.companyProfileId ?? null) === current.company_profile_id;
  const prices = await contractPricesForStays(
    db,
    propertyId,
    item.companyProfileId,
    item.stays,
    types,
    hotelDate,
    (index) => {
      const stay = item.stays[index];
      const was = stay?.id == null ? undefined : existingById.get(stay.id);
      if (!stay || !was || !sameCompany) return undefined;
      const unchanged =
        was.room_type_id === stay.roomTypeId &&
        was.arrival === stay.arrival &&
        was.departure === stay.departure &&
        was.adults === stay.adults &&
        was.children === (stay.children ?? 0);
      return unchanged ? ((was.price_explanation as ContractPrice | null) ?? null) : undefined;
    },
  );

  // Stays left out are removed; their nights go back to inventory. The audit record keeps them.
  const removed = existing.filter((stay) => !seen.has(stay.id)).map((stay) => stay.id);
  if (removed.length > 0) {
    await db.deleteFrom('room_stay_night').where('room_stay_id', 'in', removed).execute();
    await db.deleteFrom('room_stay').where('id', 'in', removed).execute();
  }
  // Every kept stay gives up its room first, so that rooms may move between the stays.
  if (seen.size > 0) {
    await db
      .updateTable('room_stay')
      .set({ room_id: null })
      .where('id', 'in', [...seen])
      .execute();
  }
  let nextLine = Math.max(0, ...existing.filter((stay) => seen.has(stay.id)).map((stay) => stay.line_number)) + 1;
  const stayIds: number[] = [];
  for (const [index, stay] of item.stays.entries()) {
    const values = {
      room_type_id: stay.roomTypeId,
      arrival: stay.arrival,
      departure: stay.departure,
      adults: stay.adults,
      children: stay.children ?? 0,
      meal_type_id: stay.mealTypeId ?? null,
      status: item.status,
      ...contractColumns(prices[index] ?? null),
    };
    if (stay.id != null) {
      await db
        .updateTable('room_stay')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', stay.id)
        .execute();
      await db.deleteFrom('room_stay_night').where('room_stay_id', '=', stay.id).execute();
      stayIds.push(stay.id);
      continue;
    }
    if (nextLine > 20) {
      throw businessRule('TOO_MANY_STAYS', 'A reservation holds at most 20 room stays', [
        { field: stayPointer(index), message: 'is one stay too many' },
      ]);
    }
    const { id } = await db
      .insertInto('room_stay')
      .values({ ...values, property_id: propertyId, reservation_id: item.id, line_number: nextLine })
      .returning('id')
      .executeTakeFirstOrThrow();
    nextLine += 1;
    stayIds.push(id);
  }
  await db
    .insertInto('room_stay_night')
    .values(item.stays.flatMap((stay, index) => nightRows(propertyId, stayIds[index] as number, stay)))
    .execute();
  for (const [index, stay] of item.stays.entries()) {
    if (stay.roomId != null) await assignRoom(db, stayIds[index] as number, stay.roomId, index, roomNumbers);
  }
  if (takes) await refuseOversold(db, propertyId, newlyTaken(heldBefore, item.stays), typeCodesOf(types));

  await db
    .updateTable('reservation')
    .set({
      ...reservationColumns(item),
      version: sql`version + 1`,
    })
    .where('id', '=', item.id)
    .execute();
  const [after] = await readReservations(db, propertyId, [item.id]);
  if (!after) throw new Error('The reservation just changed is not there');
  await context.audit({ entity: RESERVATION_ENTITY, entityId: item.id, before, after });
  return after;
}

/**
 * `reinstate`: takes back a cancellation. The reservation and its stays return to the status they
 * had before; if that status takes inventory, the nights must still be there (counted after the
 * write, as for a booking) and assigned rooms still free.
 */
export async function reinstateReservation(
  context: ActionContext,
  item: Schemas['ReservationReinstate'],
): Promise<Reservation> {
  const { db, propertyId } = context;
  const current = await lockReservation(db, propertyId, item.id, item.version);
  if (current.status !== 'cancelled') {
    throw businessRule('NOT_CANCELLED', `A reservation that is ${current.status} has no cancellation to take back`, [
      { field: '/data/0/id', message: `is ${current.status}, not cancelled` },
    ]);
  }
  const status = current.cancelled_from_status ?? 'confirmed';
  const stays = await db
    .selectFrom('room_stay as s')
    .innerJoin('room_type as t', 't.id', 's.room_type_id')
    .leftJoin('room as r', 'r.id', 's.room_id')
    .select(['s.id', 's.room_type_id', 's.room_id', 's.arrival', 's.departure', 't.code', 'r.room_number'])
    .where('s.reservation_id', '=', item.id)
    .orderBy('s.line_number')
    .execute();
  const hotelDate = await hotelDateOf(db, propertyId);
  for (const [index, stay] of stays.entries()) {
    if (stay.arrival < hotelDate) throw arrivalBeforeHotelDate(index, hotelDate);
  }
  const nights = stays.map((stay) => ({
    roomTypeId: stay.room_type_id,
    arrival: stay.arrival,
    departure: stay.departure,
  }));
  const takes = takesInventory(status);
  if (takes) await lockInventory(db, propertyId, nights);
  const [before] = await readReservations(db, propertyId, [item.id]);
  const roomNumbers = new Map(
    stays.flatMap((stay) => (stay.room_id == null ? [] : [[stay.room_id, stay.room_number ?? '']])),
  );
  for (const [index, stay] of stays.entries()) {
    await db
      .updateTable('room_stay')
      .set({ status, room_id: null, version: sql`version + 1` })
      .where('id', '=', stay.id)
      .execute();
    if (stay.room_id != null) await assignRoom(db, stay.id, stay.room_id, index, roomNumbers);
  }
  if (takes) {
    await refuseOversold(
      db,
      propertyId,
      nightsTakenBy(nights),
      new Map(stays.map((stay) => [stay.room_type_id, stay.code])),
    );
  }
  await db
    .updateTable('reservation')
    .set({
      status,
      cancellation_reason_id: null,
      cancellation_fee: null,
      cancellation_note: '',
      cancelled_at: null,
      cancelled_from_status: null,
      version: sql`version + 1`,
    })
    .where('id', '=', item.id)
    .execute();
  const [after] = await readReservations(db, propertyId, [item.id]);
  if (!after) throw new Error('The reservation just reinstated is not there');
  await context.audit({ entity: RESERVATION_ENTITY, entityId: item.id, before, after });
  return after;
}

type HistoryEntry = Schemas['ReservationHistoryEntry'];
type Change = HistoryEntry['changes'][number];

/** Fields of a reservation that staff see change; ids stand beside their names, so names are shown. */
const RESERVATION_FIELDS = [
  'status',
  'guestName',
  'companyName',
  'channel',
  'sourceId',
  'marketId',
  'segmentId',
  'rateCodeId',
  'arrival',
  'departure',
  'remark',
  'internalRemark',
  'depositRequired',
  'depositDueDate',
  'cancellationReasonId',
  'cancellationFee',
  'cancellationNote',
  'totalAmount',
] as const;

const STAY_FIELDS = [
  'roomTypeCode',
  'roomNumber',
  'arrival',
  'departure',
  'adults',
  'children',
  'mealTypeId',
  'status',
  'totalAmount',
] as const;

type Snapshot = Partial<Record<string, unknown>> & { stays?: Partial<Record<string, unknown>>[] };

const shown = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

const stayText = (stay: Partial<Record<string, unknown>>) =>
  `${stay.roomTypeCode ?? ''} ${stay.arrival ?? ''} – ${stay.departure ?? ''}${stay.roomNumber ? ` (${stay.roomNumber})` : ''}`;

/** What one audit record changed, field by field; stays are matched by their line number. */
export function changesBetween(before: Snapshot | null, after: Snapshot | null): Change[] {
  const changes: Change[] = [];
  for (const field of RESERVATION_FIELDS) {
    const from = before ? shown(before[field]) : null;
    const to = after ? shown(after[field]) : null;
    if (from !== to) changes.push({ field, before: from, after: to });
  }
  const byLine = (snapshot: Snapshot | null) =>
    new Map((snapshot?.stays ?? []).map((stay) => [Number(stay.lineNumber), stay]));
  const stays = { before: byLine(before), after: byLine(after) };
  const lines = [...new Set([...stays.before.keys(), ...stays.after.keys()])].sort((a, b) => a - b);
  for (const line of lines) {
    const from = stays.before.get(line);
    const to = stays.after.get(line);
    if (!from || !to) {
      changes.push({
        field: `stays/${line}`,
        before: from ? stayText(from) : null,
        after: to ? stayText(to) : null,
      });
      continue;
    }
    for (const field of STAY_FIELDS) {
      const a = shown(from[field]);
      const b = shown(to[field]);
      if (a !== b) changes.push({ field: `stays/${line}/${field}`, before: a, after: b });
    }
    const rates = (stay: Partial<Record<string, unknown>>) => JSON.stringify(stay.nightlyRates ?? []);
    if (rates(from) !== rates(to) && shown(from.totalAmount) === shown(to.totalAmount)) {
      changes.push({ field: `stays/${line}/nightlyRates`, before: null, after: null });
    }
  }
  return changes;
}

/** `history`: every audit record of the reservation, newest first, as the fields it changed. */
export async function reservationHistory(
  db: Kysely<Database>,
  propertyId: number,
  id: number,
): Promise<HistoryEntry[]> {
  const exists = await db
    .selectFrom('reservation')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!exists) throw notFound('Data not found', '/data/0/id');
  const records = await db
    .selectFrom('audit_log')
    .select(['at', 'actor', 'action', 'before', 'after'])
    .where('property_id', '=', propertyId)
    .where('entity', '=', RESERVATION_ENTITY)
    .where('entity_id', '=', String(id))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const parse = (value: unknown): Snapshot | null =>
    value == null ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as Snapshot);
  return records.map((record) => ({
    at: record.at instanceof Date ? record.at.toISOString() : new Date(record.at).toISOString(),
    actor: record.actor,
    action: record.action,
    changes: changesBetween(parse(record.before), parse(record.after)),
  }));
}
