import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { dayDifference } from '../../../api/dates.ts';
import {
  ApiFailure,
  businessRule,
  conflict,
  fromDatabaseError,
  notFound,
  staleVersion,
  violates,
} from '../../../api/errors.ts';
import type { Database } from '../../../db/schema.ts';
import { BEFORE_ARRIVAL } from '../../../db/statuses.ts';
import { refuseOversold } from '../booking.ts';
import { guestName as bookerName } from '../read.ts';

export type FrontDeskStay = Schemas['FrontDeskStay'];

/**
 * A stay's undelivered guest messages and open flags (its own and its reservation's), for a query
 * over `room_stay as s`: every front-desk list and the rack show the same indicator.
 */
export const openMessagesOfStay = sql<number>`(select count(*) from guest_message as m
  where m.reservation_id = s.reservation_id and (m.stay_id is null or m.stay_id = s.id)
    and m.delivered_at is null)::int`;
export const openFlagsOfStay = sql<number>`(select count(*) from reception_flag as f
  where f.reservation_id = s.reservation_id and (f.stay_id is null or f.stay_id = s.id)
    and f.resolved_at is null)::int`;

/** Audit name of a stay's registration cards; its entity id is the stay id. */
export const STAY_REGISTRATION_ENTITY = 'stay-registration';

/**
 * The same refusal with its fields renamed: the reservation module names a booking's fields
 * (`/data/0/stays/0/roomId`), a front-desk command names its own.
 */
export function repoint(error: unknown, rename: (field: string) => string): unknown {
  if (!(error instanceof ApiFailure)) return error;
  const moved = new ApiFailure(
    error.status,
    error.code,
    error.message,
    error.errors.map((entry) => ({ ...entry, field: rename(entry.field) })),
    error.envelopeId,
    error.details,
  );
  moved.keepChanges = error.keepChanges;
  return moved;
}

/**
 * A failed write of a stay's room or nights as the API answers it: the room held by another stay
 * (the exclusion constraint) names the room at `field`; any other database error is read at `path`.
 */
export function stayWriteFailure(
  error: unknown,
  room: { number: string | null; nights: string; field: string },
  path: string,
): unknown {
  if (violates(error, 'room_stay_no_double_booking')) {
    return conflict('ROOM_NOT_AVAILABLE', `Room ${room.number} is held by another stay on ${room.nights}`, [
      { field: room.field, message: `room ${room.number} is held by another stay on ${room.nights}` },
    ]);
  }
  const failure = fromDatabaseError(error, path);
  return failure instanceof ApiFailure ? failure : error;
}

/**
 * Nights one stay now takes of a room type, counted as a booking counts them: a refusal for the
 * nights it oversells points at `field`, the command's own.
 */
export async function refuseOversoldNights(
  db: Kysely<Database>,
  propertyId: number,
  type: { id: number; code: string },
  nights: readonly string[],
  field: string,
): Promise<void> {
  try {
    await refuseOversold(
      db,
      propertyId,
      nights.map((night) => ({ index: 0, roomTypeId: type.id, night })),
      new Map([[type.id, type.code]]),
    );
  } catch (error) {
    throw repoint(error, () => field);
  }
}

/** Writes a stay's nightly rates, one row a night (the reason is empty where none is given). */
export async function insertNightlyRates(
  db: Kysely<Database>,
  propertyId: number,
  stayId: number,
  rates: readonly { night: string; amount: string; reason?: string }[],
): Promise<void> {
  await db
    .insertInto('room_stay_night')
    .values(
      rates.map((rate) => ({
        property_id: propertyId,
        room_stay_id: stayId,
        night: rate.night,
        amount: rate.amount,
        reason: rate.reason ?? '',
      })),
    )
    .execute();
}

/** The stays a command changes, locked for this transaction, with what the front desk checks. */
export async function lockStays(db: Kysely<Database>, propertyId: number, ids: readonly number[]) {
  const rows = await db
    .selectFrom('room_stay as s')
    .innerJoin('room_type as t', 't.id', 's.room_type_id')
    .leftJoin('room as rm', 'rm.id', 's.room_id')
    .select([
      's.id',
      's.reservation_id',
      's.room_type_id',
      't.code as type_code',
      's.booked_room_type_id',
      's.room_id',
      'rm.room_number',
      's.arrival',
      's.departure',
      's.adults',
      's.children',
      's.status',
      's.checked_in_on',
      's.checked_in_from_status',
      's.version',
    ])
    .where('s.property_id', '=', propertyId)
    .where('s.id', 'in', [...new Set(ids)])
    .orderBy('s.id')
    .forUpdate('s')
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** How a command on an in-house stay refuses one that is not: "A stay that is {status} {refusal}". */
export interface NotInHouse {
  refusal: string;
  /** The field's message after "is {status}, ". */
  message: string;
}

export const notInHouse = (status: string, { refusal, message }: NotInHouse) =>
  businessRule('NOT_IN_HOUSE', `A stay that is ${status} ${refusal}`, [
    { field: '/data/0/stayId', message: `is ${status}, ${message}` },
  ]);

/** The one stay a command changes (`/data/0`): locked, at the version the client read, in house. */
export async function lockInHouseStay(
  db: Kysely<Database>,
  propertyId: number,
  item: { stayId: number; version: number },
  refused: NotInHouse,
) {
  const stay = (await lockStays(db, propertyId, [item.stayId])).get(item.stayId);
  if (!stay) throw notFound('No such stay', '/data/0/stayId');
  if (stay.version !== item.version) throw staleVersion('/data/0/version');
  if (stay.status !== 'in-house') throw notInHouse(stay.status, refused);
  return stay;
}

/** The guest a stay is listed under: its first registration card, else the booker guest. */
export const guestName = sql<string>`coalesce(
  (select case when sg.first_name = '' then sg.last_name else sg.last_name || ', ' || sg.first_name end
    from stay_guest as sg where sg.room_stay_id = s.id order by sg.position limit 1),
  ${bookerName}
)`;

export interface StayFilter {
  ids?: readonly number[];
  inHouse?: boolean;
  search?: string;
  roomTypeId?: number;
  dueOut?: boolean;
  /** The arrivals of this date: not yet in (any status before arrival), or checked in that day. */
  arrivingOn?: string;
  /** With a room (true) or without (false). */
  assigned?: boolean;
  reservationId?: number;
}

/** Stays as the front desk lists them, in the order of `ids` when given, else by room number. */
export async function readFrontDeskStays(
  db: Kysely<Database>,
  propertyId: number,
  filter: StayFilter,
): Promise<FrontDeskStay[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const hotelDate = sql<string>`(select hotel_date from property where id = ${propertyId})`;
  let query = db
    .selectFrom('room_stay as s')
    .innerJoin('reservation as r', 'r.id', 's.reservation_id')
    .innerJoin('room_type as t', 't.id', 's.room_type_id')
    .leftJoin('room_type as bt', 'bt.id', 's.booked_room_type_id')
    .leftJoin('room as rm', 'rm.id', 's.room_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .leftJoin('company_profile as c', 'c.id', 'r.company_profile_id')
    .select([
      's.id',
      's.reservation_id',
      'r.confirmation_number',
      's.line_number',
      's.status',
      's.room_type_id',
      't.code as room_type_code',
      sql<string>`coalesce(bt.code, '')`.as('booked_room_type_code'),
      's.room_id',
      sql<string>`coalesce(rm.room_number, '')`.as('room_number'),
      guestName.as('guest_name'),
      sql<string>`coalesce(c.name, '')`.as('company_name'),
      sql<number>`coalesce(g.vip_level, 0)::int`.as('vip_level'),
      's.adults',
      's.children',
      's.arrival',
      's.departure',
      's.checked_in_at',
      's.checked_in_by',
      's.upgrade_reason',
      'r.walk_in',
      sql<boolean>`s.status = 'in-house' and s.departure <= ${hotelDate}`.as('due_out'),
      'r.remark',
      sql<string>`r.deposit_required::text`.as('deposit_required'),
      openMessagesOfStay.as('open_messages'),
      openFlagsOfStay.as('open_flags'),
      's.version',
    ])
    .where('s.property_id', '=', propertyId);
  if (filter.ids) query = query.where('s.id', 'in', filter.ids);
  if (filter.inHouse) query = query.where('s.status', '=', 'in-house');
  if (filter.roomTypeId != null) query = query.where('s.room_type_id', '=', filter.roomTypeId);
  if (filter.dueOut === true) query = query.where(sql<boolean>`s.departure <= ${hotelDate}`);
  if (filter.dueOut === false) query = query.where(sql<boolean>`s.departure > ${hotelDate}`);
  if (filter.arrivingOn != null) {
    const day = filter.arrivingOn;
    query = query
      .where('s.arrival', '=', day)
      .where((where) =>
        where.or([
          where('s.status', 'in', BEFORE_ARRIVAL),
          where.and([where('s.status', '=', 'in-house'), where('s.checked_in_on', '=', day)]),
        ]),
      );
  }
  if (filter.assigned === true) query = query.where('s.room_id', 'is not', null);
  if (filter.assigned === false) query = query.where('s.room_id', 'is', null);
  if (filter.reservationId != null) query = query.where('s.reservation_id', '=', filter.reservationId);
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    query = query.where(
      sql<boolean>`(rm.room_number ilike ${pattern} or r.confirmation_number ilike ${pattern} or ${guestName} ilike ${pattern})`,
    );
  }
  // Arrivals: those still to come first, a reservation's stays together; else by room number.
  if (filter.arrivingOn != null) {
    query = query.orderBy(sql`s.status = 'in-house'`).orderBy('r.confirmation_number').orderBy('s.line_number');
  }
  const rows = await query
    .orderBy(sql`length(coalesce(rm.room_number, ''))`)
    .orderBy(sql`coalesce(rm.room_number, '')`)
    .orderBy('s.id')
    .execute();
  const stays = rows.map(
    (row): FrontDeskStay => ({
      stayId: row.id,
      reservationId: row.reservation_id,
      confirmationNumber: row.confirmation_number,
      lineNumber: row.line_number,
      status: row.status,
      roomTypeId: row.room_type_id,
      roomTypeCode: row.room_type_code,
      bookedRoomTypeCode: row.booked_room_type_code,
      roomId: row.room_id,
      roomNumber: row.room_number,
      guestName: row.guest_name,
      companyName: row.company_name,
      vipLevel: row.vip_level,
      adults: row.adults,
      children: row.children,
      arrival: row.arrival,
      departure: row.departure,
      nights: dayDifference(row.arrival, row.departure),
      checkedInAt:
        row.checked_in_at === null
          ? null
          : row.checked_in_at instanceof Date
            ? row.checked_in_at.toISOString()
            : new Date(row.checked_in_at).toISOString(),
      checkedInBy: row.checked_in_by,
      upgradeReason: row.upgrade_reason,
      walkIn: row.walk_in,
      dueOut: row.due_out,
      remark: row.remark,
      depositRequired: row.deposit_required,
      openMessages: row.open_messages,
      openFlags: row.open_flags,
      version: row.version,
    }),
  );
  if (!filter.ids) return stays;
  const byId = new Map(stays.map((stay) => [stay.stayId, stay]));
  return filter.ids.flatMap((id) => {
    const stay = byId.get(id);
    return stay ? [stay] : [];
  });
}
