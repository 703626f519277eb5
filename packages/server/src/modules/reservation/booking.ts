import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { addDays, dayDifference, nightsOf } from '../../api/dates.ts';
import {
  ApiFailure,
  badRequest,
  businessRule,
  conflict,
  describeConstraint,
  fromDatabaseError,
  violates,
} from '../../api/errors.ts';
import type { ActionContext } from '../../api/handlers.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import type { Database } from '../../db/schema.ts';
import { isStatusIn } from '../../db/statuses.ts';
import { countInventory, inventoryStatuses, lockInventory, TAKES_INVENTORY } from './availability.ts';
import { contractColumns, contractPricesForStays } from './contract-price.ts';
import { type Reservation, readReservations } from './read.ts';

type ReservationCreate = Schemas['ReservationCreate'];
type StayCreate = Schemas['RoomStayCreate'];

// Whatever writes a stay (booking, later date changes and room moves), the database refuses a
// room held twice; this names it for the caller (the booking names the very stay, below).
describeConstraint('room_stay_no_double_booking', 'roomId', 'is held by another stay on one of these nights');
describeConstraint('reservation_booker', 'guestProfileId', 'or companyProfileId is required');

/** Audit name of a reservation; its entity id is the reservation id. */
export const RESERVATION_ENTITY = 'reservation';

export const typeCodesOf = (types: ReadonlyMap<number, { code: string }>) =>
  new Map([...types].map(([id, type]) => [id, type.code]));

export const takesInventory = (status: string) => isStatusIn(TAKES_INVENTORY, status);

export const stayPointer = (index: number, field?: string) => `/data/0/stays/${index}${field ? `/${field}` : ''}`;

/** What a booking refuses when an assigned room is held by another stay on one of its nights. */
export const roomTaken = (index: number, roomNumber: string) =>
  conflict('ROOM_NOT_AVAILABLE', `Room ${roomNumber} is not free for these nights`, [
    {
      field: stayPointer(index, 'roomId'),
      message: `room ${roomNumber} is held by another stay on one of these nights`,
    },
  ]);

/** What a command refuses for a stay that would arrive before the hotel date. */
export const arrivalBeforeHotelDate = (index: number, hotelDate: string) =>
  businessRule('ARRIVAL_BEFORE_HOTEL_DATE', `Arrivals are on or after the hotel date ${hotelDate}`, [
    { field: stayPointer(index, 'arrival'), message: `must not be before the hotel date ${hotelDate}` },
  ]);

/** Rules on the request alone: who books, the deposit, and the nights each stay is priced for. */
export function checkShape(item: ReservationCreate): void {
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
    if (dayDifference(stay.arrival, stay.departure) < 1) {
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
export async function checkReferences(
  db: Kysely<Database>,
  propertyId: number,
  item: ReservationCreate,
): Promise<void> {
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

/** A company no longer active books nothing new (sales closed its account). */
export async function checkCompanyActive(
  db: Kysely<Database>,
  propertyId: number,
  companyProfileId: number | null | undefined,
): Promise<void> {
  if (companyProfileId == null) return;
  const company = await db
    .selectFrom('company_profile')
    .select(['name', 'active'])
    .where('property_id', '=', propertyId)
    .where('id', '=', companyProfileId)
    .executeTakeFirst();
  if (company && !company.active) {
    throw businessRule('COMPANY_INACTIVE', `${company.name} no longer books`, [
      { field: '/data/0/companyProfileId', message: 'is not an active company' },
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
export async function checkRoomsAndTypes(
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

/** The reservation's own columns as a booking or a change sends them; arrival and departure span its stays. */
export const reservationColumns = (item: ReservationCreate) => ({
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
});

/** One night a command newly takes of a room type, and the stay (index in the request) that takes it. */
export interface TakenNight {
  index: number;
  roomTypeId: number;
  night: string;
}

/** Every night of the stays, as nights taken by the stay at its index. */
export const nightsTakenBy = (stays: readonly { roomTypeId: number; arrival: string; departure: string }[]) =>
  stays.flatMap((stay, index) =>
    nightsOf(stay.arrival, stay.departure).map((night) => ({ index, roomTypeId: stay.roomTypeId, night })),
  );

/**
 * Counts inventory after the command wrote its stays (under the inventory locks it holds) and
 * refuses the first stay that took a night now below zero. Counting after the write lets the
 * count itself apply every rule: a company's stay picks up its allotment first (its unpicked
 * rooms fall as its sold rise, leaving general inventory as it was), out-of-order rooms and the
 * overbooking allowance count as they do on the grid. Only nights the command newly takes are
 * checked: a night already short (a room set out of order after booking) does not block
 * changes elsewhere.
 */
export async function refuseOversold(
  db: Kysely<Database>,
  propertyId: number,
  taken: readonly TakenNight[],
  typeCodes: ReadonlyMap<number, string>,
): Promise<void> {
  if (taken.length === 0) return;
  const nights = taken.map((entry) => entry.night).sort();
  const counted = await countInventory(db, propertyId, {
    from: nights[0] as string,
    toExclusive: addDays(nights.at(-1) as string, 1),
    roomTypeIds: [...new Set(taken.map((entry) => entry.roomTypeId))],
  });
  const available = new Map(counted.map((row) => [`${row.roomTypeId}:${row.night}`, row.available]));
  // On a night short by d rooms, the last d of the command's stays taking it are the ones beyond
  // inventory (as if booked in the order they were sent): the first of those is named.
  const takers = new Map<string, TakenNight[]>();
  for (const entry of taken) {
    const key = `${entry.roomTypeId}:${entry.night}`;
    const list = takers.get(key);
    if (list) list.push(entry);
    else takers.set(key, [entry]);
  }
  let short: TakenNight | undefined;
  for (const [key, entries] of takers) {
    const deficit = -(available.get(key) ?? 0);
    if (deficit <= 0) continue;
    const ordered = [...entries].sort((a, b) => a.index - b.index);
    const beyond = ordered[Math.max(0, ordered.length - deficit)] as TakenNight;
    if (!short || beyond.index < short.index || (beyond.index === short.index && beyond.night < short.night)) {
      short = beyond;
    }
  }
  if (short) {
    const code = typeCodes.get(short.roomTypeId) ?? '';
    throw conflict('NO_AVAILABILITY', `No ${code} room is available on ${short.night}`, [
      { field: stayPointer(short.index), message: `no ${code} room is left on ${short.night}` },
    ]);
  }
}

/** Assigned rooms must be free of stays that take inventory on every night of the stay. */
export async function checkRoomsFree(
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
  const hotelDate = await hotelDateOf(db, propertyId);
  for (const [index, stay] of item.stays.entries()) {
    if (stay.arrival < hotelDate) throw arrivalBeforeHotelDate(index, hotelDate);
  }
  await checkReferences(db, propertyId, item);
  await checkCompanyActive(db, propertyId, item.companyProfileId);
  const { types, roomNumbers } = await checkRoomsAndTypes(db, propertyId, item.stays);

  if (takesInventory(item.status)) await lockInventory(db, propertyId, item.stays);
  await checkRoomsFree(db, propertyId, item.stays, roomNumbers);

  const { id } = await db
    .insertInto('reservation')
    .values({
      property_id: propertyId,
      confirmation_number: sql<string>`nextval('reservation_confirmation_seq')::text`,
      ...reservationColumns(item),
      created_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const prices = await contractPricesForStays(db, propertyId, item.companyProfileId, item.stays, types, hotelDate);
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
            ...contractColumns(prices[index] ?? null),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } catch (error) {
      // The database's last guard: another stay holds the room on one of these nights.
      if (violates(error, 'room_stay_no_double_booking')) {
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
  if (takesInventory(item.status)) {
    await refuseOversold(db, propertyId, nightsTakenBy(item.stays), typeCodesOf(types));
  }

  const [reservation] = await readReservations(db, propertyId, [id]);
  if (!reservation) throw new Error('The reservation just written is not there');
  await context.audit({ entity: RESERVATION_ENTITY, entityId: id, before: null, after: reservation });
  return reservation;
}
