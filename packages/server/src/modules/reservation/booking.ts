import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import {
  ApiFailure,
  badRequest,
  businessRule,
  conflict,
  describeConstraint,
  fromDatabaseError,
  isDatabaseError,
} from '../../api/errors.ts';
import type { ActionContext } from '../../api/handlers.ts';
import type { Database } from '../../db/schema.ts';
import { countInventory, inventoryStatuses, lockInventory, TAKES_INVENTORY } from './availability.ts';
import { daysBetween, nightsOf } from './dates.ts';
import { type Reservation, readReservations } from './read.ts';

type ReservationCreate = Schemas['ReservationCreate'];
type StayCreate = Schemas['RoomStayCreate'];

// Whatever writes a stay (booking, later date changes and room moves), the database refuses a
// room held twice; this names it for the caller (the booking names the very stay, below).
describeConstraint('room_stay_no_double_booking', 'roomId', 'is held by another stay on one of these nights');
describeConstraint('reservation_booker', 'guestProfileId', 'or companyProfileId is required');

/** Audit name of a reservation; its entity id is the reservation id. */
export const RESERVATION_ENTITY = 'reservation';

const takesInventory = (status: string) => (TAKES_INVENTORY as readonly string[]).includes(status);

const stayPointer = (index: number, field?: string) => `/data/0/stays/${index}${field ? `/${field}` : ''}`;

/** What a booking refuses when an assigned room is held by another stay on one of its nights. */
const roomTaken = (index: number, roomNumber: string) =>
  conflict('ROOM_NOT_AVAILABLE', `Room ${roomNumber} is not free for these nights`, [
    {
      field: stayPointer(index, 'roomId'),
      message: `room ${roomNumber} is held by another stay on one of these nights`,
    },
  ]);

/** Rules on the request alone: who books, the deposit, and the nights each stay is priced for. */
function checkShape(item: ReservationCreate): void {
  if (item.guestProfileId == null && item.companyProfileId == null) {
    throw badRequest('A reservation needs a booker: a guest profile, a company or both', [
      { field: '/data/0/guestProfileId', message: 'or companyProfileId is required' },
    ]);
  }
  if (item.depositDueDate && Number(item.depositRequired ?? '0') === 0) {
    throw badRequest('A deposit due date needs a deposit', [
      { field: '/data/0/depositDueDate', message: 'needs depositRequired above 0' },
    ]);
  }
  for (const [index, stay] of item.stays.entries()) {
    if (daysBetween(stay.arrival, stay.departure) < 1) {
      throw badRequest('A stay leaves after it arrives', [
        { field: stayPointer(index, 'departure'), message: 'must be after arrival' },
      ]);
    }
    const nights = nightsOf(stay.arrival, stay.departure);
    const priced = stay.nightlyRates.map((rate) => rate.night);
    if (
      priced.length !== nights.length ||
      new Set(priced).size !== priced.length ||
      priced.some((night) => !nights.includes(night))
    ) {
      throw badRequest('Every night of a stay needs exactly one rate', [
        {
          field: stayPointer(index, 'nightlyRates'),
          message: `must give each night from ${stay.arrival} to the night before ${stay.departure} once`,
        },
      ]);
    }
  }
}

interface Reference {
  table: string;
  entity: string;
  id: number;
  field: string;
}

/** The records a booking points at must be this hotel's (a foreign key alone accepts another's). */
async function checkReferences(db: Kysely<Database>, propertyId: number, item: ReservationCreate): Promise<void> {
  const references: Reference[] = [];
  const add = (table: string, entity: string, id: number | null | undefined, field: string) => {
    if (id != null) references.push({ table, entity, id, field });
  };
  add('guest_profile', 'guest profile', item.guestProfileId, '/data/0/guestProfileId');
  add('company_profile', 'company', item.companyProfileId, '/data/0/companyProfileId');
  add('source', 'source', item.sourceId, '/data/0/sourceId');
  add('market', 'market', item.marketId, '/data/0/marketId');
  add('segment', 'segment', item.segmentId, '/data/0/segmentId');
  add('rate_code', 'rate code', item.rateCodeId, '/data/0/rateCodeId');
  for (const [index, stay] of item.stays.entries()) {
    add('meal_type', 'meal type', stay.mealTypeId, stayPointer(index, 'mealTypeId'));
  }
  if (references.length === 0) return;
  const byTable = new Map<string, Set<number>>();
  for (const reference of references) {
    byTable.set(reference.table, (byTable.get(reference.table) ?? new Set()).add(reference.id));
  }
  const found = await sql<{ tbl: string; id: number }>`${sql.join(
    [...byTable].map(
      ([table, ids]) =>
        sql`select ${table}::text as tbl, id from ${sql.table(table)} where property_id = ${propertyId} and id in (${sql.join([...ids])})`,
    ),
    sql` union all `,
  )}`.execute(db);
  const known = new Set(found.rows.map((row) => `${row.tbl}:${row.id}`));
  const missing = references.find((reference) => !known.has(`${reference.table}:${reference.id}`));
  if (missing) {
    throw conflict('NOT_FOUND_REFERENCE', `No such ${missing.entity}`, [
      { field: missing.field, message: `is not a ${missing.entity} of this hotel` },
    ]);
  }
}

interface RoomTypeFacts {
  id: number;
  code: string;
  max_adults: number;
  max_children: number;
  active: boolean;
}

/** Each stay's room type and room: this hotel's, sold, big enough, and the room of that type. */
async function checkRoomsAndTypes(
  db: Kysely<Database>,
  propertyId: number,
  stays: readonly StayCreate[],
): Promise<{ types: Map<number, RoomTypeFacts>; roomNumbers: Map<number, string> }> {
  const typeRows = await db
    .selectFrom('room_type')
    .select(['id', 'code', 'max_adults', 'max_children', 'active'])
    .where('property_id', '=', propertyId)
    .where('id', 'in', [...new Set(stays.map((stay) => stay.roomTypeId))])
    .execute();
  const types = new Map(typeRows.map((row) => [row.id, row]));
  const roomIds = [...new Set(stays.flatMap((stay) => (stay.roomId == null ? [] : [stay.roomId])))];
  const rooms =
    roomIds.length === 0
      ? new Map<number, { id: number; room_number: string; room_type_id: number; active: boolean }>()
      : new Map(
          (
            await db
              .selectFrom('room')
              .select(['id', 'room_number', 'room_type_id', 'active'])
              .where('property_id', '=', propertyId)
              .where('id', 'in', roomIds)
              .execute()
          ).map((row) => [row.id, row]),
        );
  for (const [index, stay] of stays.entries()) {
    const type = types.get(stay.roomTypeId);
    if (!type) {
      throw conflict('NOT_FOUND_REFERENCE', 'No such room type', [
        { field: stayPointer(index, 'roomTypeId'), message: 'is not a room type of this hotel' },
      ]);
    }
    if (!type.active) {
      throw businessRule('ROOM_TYPE_INACTIVE', `Room type ${type.code} is no longer sold`, [
        { field: stayPointer(index, 'roomTypeId'), message: 'is not sold any more' },
      ]);
    }
    if (stay.adults > type.max_adults) {
      throw businessRule('TOO_MANY_GUESTS', `A ${type.code} room takes at most ${type.max_adults} adults`, [
        { field: stayPointer(index, 'adults'), message: `must be at most ${type.max_adults}` },
      ]);
    }
    if ((stay.children ?? 0) > type.max_children) {
      throw businessRule('TOO_MANY_GUESTS', `A ${type.code} room takes at most ${type.max_children} children`, [
        { field: stayPointer(index, 'children'), message: `must be at most ${type.max_children}` },
      ]);
    }
    if (stay.roomId == null) continue;
    const room = rooms.get(stay.roomId);
    if (!room) {
      throw conflict('NOT_FOUND_REFERENCE', 'No such room', [
        { field: stayPointer(index, 'roomId'), message: 'is not a room of this hotel' },
      ]);
    }
    if (room.room_type_id !== stay.roomTypeId) {
      throw businessRule('ROOM_TYPE_MISMATCH', `Room ${room.room_number} is not a ${type.code} room`, [
        { field: stayPointer(index, 'roomId'), message: `is not of room type ${type.code}` },
      ]);
    }
    if (!room.active) {
      throw businessRule('ROOM_INACTIVE', `Room ${room.room_number} is not in use`, [
        { field: stayPointer(index, 'roomId'), message: 'is not in use' },
      ]);
    }
  }
  return { types, roomNumbers: new Map([...rooms.values()].map((room) => [room.id, room.room_number])) };
}

/** Refuses the first stay that would leave one of its nights with fewer than zero rooms. */
async function checkAvailability(
  db: Kysely<Database>,
  propertyId: number,
  stays: readonly { index: number; stay: StayCreate }[],
  types: Map<number, RoomTypeFacts>,
): Promise<void> {
  const from = stays.map(({ stay }) => stay.arrival).sort()[0] as string;
  const toExclusive = stays
    .map(({ stay }) => stay.departure)
    .sort()
    .at(-1) as string;
  const counted = await countInventory(db, propertyId, {
    from,
    toExclusive,
    roomTypeIds: [...new Set(stays.map(({ stay }) => stay.roomTypeId))],
  });
  // What is left per room type and night, taken down stay by stay in the order they were sent.
  const left = new Map(counted.map((row) => [`${row.roomTypeId}:${row.night}`, row.rooms - row.sold]));
  for (const { index, stay } of stays) {
    for (const night of nightsOf(stay.arrival, stay.departure)) {
      const key = `${stay.roomTypeId}:${night}`;
      const remaining = (left.get(key) ?? 0) - 1;
      if (remaining < 0) {
        const code = types.get(stay.roomTypeId)?.code ?? '';
        throw conflict('NO_AVAILABILITY', `No ${code} room is available on ${night}`, [
          { field: stayPointer(index), message: `no ${code} room is left on ${night}` },
        ]);
      }
      left.set(key, remaining);
    }
  }
}

/** Assigned rooms must be free of stays that take inventory on every night of the stay. */
async function checkRoomsFree(
  db: Kysely<Database>,
  propertyId: number,
  stays: readonly StayCreate[],
  roomNumbers: Map<number, string>,
): Promise<void> {
  const assigned = stays.flatMap((stay, index) => (stay.roomId == null ? [] : [{ index, stay, roomId: stay.roomId }]));
  if (assigned.length === 0) return;
  const held = await db
    .selectFrom('room_stay')
    .select(['room_id', 'arrival', 'departure'])
    .where('property_id', '=', propertyId)
    .where(
      'room_id',
      'in',
      assigned.map((entry) => entry.roomId),
    )
    .where(sql<boolean>`status in (${inventoryStatuses})`)
    .where('departure', '>', assigned.map(({ stay }) => stay.arrival).sort()[0] as string)
    .where(
      'arrival',
      '<',
      assigned
        .map(({ stay }) => stay.departure)
        .sort()
        .at(-1) as string,
    )
    .execute();
  for (const { index, stay, roomId } of assigned) {
    if (
      held.some((other) => other.room_id === roomId && other.arrival < stay.departure && other.departure > stay.arrival)
    ) {
      throw roomTaken(index, roomNumbers.get(roomId) ?? String(roomId));
    }
  }
}

/**
 * The booking command (`reservation/reservation` `create`), inside the pipeline's transaction:
 * checks, inventory locks and count, then the reservation, its stays and their nightly rates,
 * and the audit record. Any refusal rolls all of it back.
 */
export async function createReservation(context: ActionContext, item: ReservationCreate): Promise<Reservation> {
  const { db, propertyId } = context;
  checkShape(item);
  const hotel = await db
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  for (const [index, stay] of item.stays.entries()) {
    if (stay.arrival < hotel.hotel_date) {
      throw businessRule('ARRIVAL_BEFORE_HOTEL_DATE', `Arrivals are on or after the hotel date ${hotel.hotel_date}`, [
        { field: stayPointer(index, 'arrival'), message: `must not be before the hotel date ${hotel.hotel_date}` },
      ]);
    }
  }
  await checkReferences(db, propertyId, item);
  const { types, roomNumbers } = await checkRoomsAndTypes(db, propertyId, item.stays);

  if (takesInventory(item.status)) {
    await lockInventory(db, propertyId, item.stays);
    await checkAvailability(
      db,
      propertyId,
      item.stays.map((stay, index) => ({ index, stay })),
      types,
    );
  }
  await checkRoomsFree(db, propertyId, item.stays, roomNumbers);

  const { id } = await db
    .insertInto('reservation')
    .values({
      property_id: propertyId,
      confirmation_number: sql<string>`nextval('reservation_confirmation_seq')::text`,
      guest_profile_id: item.guestProfileId ?? null,
      company_profile_id: item.companyProfileId ?? null,
      source_id: item.sourceId ?? null,
      market_id: item.marketId ?? null,
      segment_id: item.segmentId ?? null,
      rate_code_id: item.rateCodeId ?? null,
      channel: item.channel,
      status: item.status,
      arrival: item.stays.map((stay) => stay.arrival).sort()[0] as string,
      departure: item.stays
        .map((stay) => stay.departure)
        .sort()
        .at(-1) as string,
      remark: item.remark ?? '',
      internal_remark: item.internalRemark ?? '',
      deposit_required: item.depositRequired ?? '0',
      deposit_due_date: item.depositDueDate ?? null,
      created_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const nights: { property_id: number; room_stay_id: number; night: string; amount: string; reason: string }[] = [];
  for (const [index, stay] of item.stays.entries()) {
    let stayId: number;
    try {
      stayId = (
        await db
          .insertInto('room_stay')
          .values({
            property_id: propertyId,
            reservation_id: id,
            line_number: index + 1,
            room_type_id: stay.roomTypeId,
            room_id: stay.roomId ?? null,
            arrival: stay.arrival,
            departure: stay.departure,
            adults: stay.adults,
            children: stay.children ?? 0,
            meal_type_id: stay.mealTypeId ?? null,
            status: item.status,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } catch (error) {
      // The database's last guard: another stay holds the room on one of these nights.
      if (isDatabaseError(error) && error.constraint === 'room_stay_no_double_booking') {
        throw roomTaken(index, roomNumbers.get(stay.roomId ?? 0) ?? String(stay.roomId));
      }
      const failure = fromDatabaseError(error, stayPointer(index));
      throw failure instanceof ApiFailure ? failure : error;
    }
    for (const rate of stay.nightlyRates) {
      nights.push({
        property_id: propertyId,
        room_stay_id: stayId,
        night: rate.night,
        amount: rate.amount,
        reason: rate.reason ?? '',
      });
    }
  }
  await db.insertInto('room_stay_night').values(nights).execute();

  const [reservation] = await readReservations(db, propertyId, [id]);
  if (!reservation) throw new Error('The reservation just written is not there');
  await context.audit({ entity: RESERVATION_ENTITY, entityId: id, before: null, after: reservation });
  return reservation;
}
