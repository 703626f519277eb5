import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { nightsOf } from '../../../api/dates.ts';
import { badRequest, businessRule, conflict, notFound } from '../../../api/errors.ts';
import type { ActionContext } from '../../../api/handlers.ts';
import { runStayHooks } from '../../../api/stay-hooks.ts';
import { hotelDateOf } from '../../../db/hotel-date.ts';
import type { Database } from '../../../db/schema.ts';
import { BEFORE_ARRIVAL } from '../../../db/statuses.ts';
import { lockInventory } from '../availability.ts';
import { RESERVATION_ENTITY, refuseOversold } from '../booking.ts';
import { readReservations } from '../read.ts';
import { checkRoomReady, lockedRoom, lockRooms } from './rooms.ts';
import {
  type FrontDeskStay,
  lockInHouseStay,
  lockStays,
  readFrontDeskStays,
  refuseOversoldNights,
  repoint,
  STAY_REGISTRATION_ENTITY,
  stayWriteFailure,
} from './stays.ts';

type CheckInItem = Schemas['CheckIn'];
type Registration = Schemas['GuestRegistration'];
type RegistrationRead = Schemas['GuestRegistrationRead'];

/** Where a check-in's refusals point: the item's fields (a walk-in names its own). */
export interface CheckInFields {
  stay(index: number): string;
  room(index: number): string;
  guests(index: number): string;
}

const itemFields: CheckInFields = {
  stay: (index) => `/data/${index}/stayId`,
  room: (index) => `/data/${index}/roomId`,
  guests: (index) => `/data/${index}/guests`,
};

/** Reservations as the audit trail keeps them, before a command changes their stays. */
export async function snapshots(db: Kysely<Database>, propertyId: number, reservationIds: readonly number[]) {
  const ids = [...new Set(reservationIds)];
  return new Map((await readReservations(db, propertyId, ids)).map((reservation) => [reservation.id, reservation]));
}

export async function auditReservations(
  context: ActionContext,
  before: Map<number, Schemas['Reservation']>,
): Promise<void> {
  const after = await readReservations(context.db, context.propertyId, [...before.keys()]);
  for (const reservation of after) {
    await context.audit({
      entity: RESERVATION_ENTITY,
      entityId: reservation.id,
      before: before.get(reservation.id) ?? null,
      after: reservation,
    });
  }
}

/** The guest profiles and nationalities registration cards point at must be this hotel's. */
async function checkRegistrationReferences(
  db: Kysely<Database>,
  propertyId: number,
  cards: readonly { guests: readonly Registration[]; field: string }[],
): Promise<void> {
  const countries = [...new Set(cards.flatMap((card) => card.guests.map((guest) => guest.nationalityId)))];
  const profiles = [...new Set(cards.flatMap((card) => card.guests.flatMap((guest) => guest.guestProfileId ?? [])))];
  const knownCountries = new Set(
    countries.length === 0
      ? []
      : (
          await db
            .selectFrom('country')
            .select('id')
            .where('property_id', '=', propertyId)
            .where('id', 'in', countries)
            .execute()
        ).map((row) => row.id),
  );
  const knownProfiles = new Set(
    profiles.length === 0
      ? []
      : (
          await db
            .selectFrom('guest_profile')
            .select('id')
            .where('property_id', '=', propertyId)
            .where('id', 'in', profiles)
            .execute()
        ).map((row) => row.id),
  );
  for (const card of cards) {
    for (const [position, guest] of card.guests.entries()) {
      if (!knownCountries.has(guest.nationalityId)) {
        throw conflict('NOT_FOUND_REFERENCE', 'No such country', [
          { field: `${card.field}/${position}/nationalityId`, message: 'is not a country of this hotel' },
        ]);
      }
      if (guest.guestProfileId != null && !knownProfiles.has(guest.guestProfileId)) {
        throw conflict('NOT_FOUND_REFERENCE', 'No such guest profile', [
          { field: `${card.field}/${position}/guestProfileId`, message: 'is not a guest profile of this hotel' },
        ]);
      }
    }
  }
}

async function readRegistrations(db: Kysely<Database>, stayId: number): Promise<RegistrationRead[]> {
  const rows = await db
    .selectFrom('stay_guest')
    .selectAll()
    .where('room_stay_id', '=', stayId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    guestProfileId: row.guest_profile_id,
    firstName: row.first_name,
    lastName: row.last_name,
    nationalityId: row.nationality_id,
    documentType: row.document_type,
    documentNumber: row.document_number,
    dateOfBirth: row.date_of_birth,
    address: row.address,
    registeredAt: row.registered_at instanceof Date ? row.registered_at.toISOString() : String(row.registered_at),
    registeredBy: row.registered_by,
  }));
}

/** Replaces a stay's registration cards (references checked by the caller), audited. */
async function writeRegistrations(
  context: ActionContext,
  stayId: number,
  guests: readonly Registration[],
): Promise<RegistrationRead[]> {
  const { db, propertyId } = context;
  const before = await readRegistrations(db, stayId);
  await db.deleteFrom('stay_guest').where('room_stay_id', '=', stayId).execute();
  await db
    .insertInto('stay_guest')
    .values(
      guests.map((guest, index) => ({
        property_id: propertyId,
        room_stay_id: stayId,
        guest_profile_id: guest.guestProfileId ?? null,
        position: index + 1,
        first_name: guest.firstName ?? '',
        last_name: guest.lastName,
        nationality_id: guest.nationalityId,
        document_type: guest.documentType,
        document_number: guest.documentNumber,
        date_of_birth: guest.dateOfBirth ?? null,
        address: guest.address ?? '',
        registered_by: context.actor,
      })),
    )
    .execute();
  const after = await readRegistrations(db, stayId);
  await context.audit({ entity: STAY_REGISTRATION_ENTITY, entityId: stayId, before, after });
  return after;
}

/**
 * `checkin`: stays into rooms, all or nothing (domain.md, operations.md §1.1). Locks the stays,
 * then the rooms in id order (so that check-ins of one room queue), checks every rule, writes,
 * and for upgrades takes the new room type's inventory under its locks as a booking does. The
 * exclusion constraint stays the last guard against a room held twice.
 */
export async function checkIn(
  context: ActionContext,
  items: readonly CheckInItem[],
  fields: CheckInFields = itemFields,
): Promise<FrontDeskStay[]> {
  const { db, propertyId } = context;
  const seenStays = new Map<number, number>();
  const seenRooms = new Map<number, number>();
  for (const [index, item] of items.entries()) {
    if (seenStays.has(item.stayId)) {
      throw badRequest('A stay is listed twice', [{ field: fields.stay(index), message: 'is listed twice' }]);
    }
    seenStays.set(item.stayId, index);
    if (seenRooms.has(item.roomId)) {
      throw badRequest('Two stays cannot go into one room', [
        { field: fields.room(index), message: 'is given to another stay of this request' },
      ]);
    }
    seenRooms.set(item.roomId, index);
  }
  const hotelDate = await hotelDateOf(db, propertyId);
  const stays = await lockStays(
    db,
    propertyId,
    items.map((item) => item.stayId),
  );
  for (const [index, item] of items.entries()) {
    const stay = stays.get(item.stayId);
    if (!stay) throw notFound('No such stay', fields.stay(index));
    if (stay.status === 'in-house') {
      throw conflict('ALREADY_IN_HOUSE', 'The stay is in house already', [
        { field: fields.stay(index), message: 'is in house already' },
      ]);
    }
    if (stay.status !== 'confirmed' && stay.status !== 'guaranteed') {
      throw businessRule('NOT_CHECKABLE', `A stay that is ${stay.status} cannot check in`, [
        { field: fields.stay(index), message: `is ${stay.status}; only a confirmed or guaranteed stay checks in` },
      ]);
    }
    if (stay.arrival !== hotelDate) {
      throw businessRule(
        'NOT_ARRIVAL_DATE',
        `The stay arrives on ${stay.arrival}; it checks in on that hotel date, not on ${hotelDate}`,
        [{ field: fields.stay(index), message: `arrives on ${stay.arrival}, not on the hotel date ${hotelDate}` }],
      );
    }
  }
  const rooms = await lockRooms(
    db,
    propertyId,
    items.map((item) => item.roomId),
  );
  const upgrades: { index: number; roomTypeId: number; typeCode: string; arrival: string; departure: string }[] = [];
  for (const [index, item] of items.entries()) {
    const stay = stays.get(item.stayId);
    if (!stay) continue;
    const room = lockedRoom(rooms, item.roomId, fields.room(index));
    if (room.room_type_id !== stay.room_type_id) {
      if (!item.upgradeReason) {
        throw businessRule(
          'ROOM_TYPE_MISMATCH',
          `Room ${room.room_number} is a ${room.type_code} room, the stay booked ${stay.type_code}`,
          [
            {
              field: fields.room(index),
              message: `is not of room type ${stay.type_code}; an upgrade needs upgradeReason`,
            },
          ],
        );
      }
      upgrades.push({
        index,
        roomTypeId: room.room_type_id,
        typeCode: room.type_code,
        arrival: stay.arrival,
        departure: stay.departure,
      });
    }
    await checkRoomReady(db, propertyId, {
      room,
      stayId: stay.id,
      from: stay.arrival,
      to: stay.departure,
      adults: stay.adults,
      children: stay.children,
      field: fields.room(index),
    });
  }
  const registrations = items.flatMap((item, index) =>
    item.guests ? [{ index, stayId: item.stayId, guests: item.guests, field: fields.guests(index) }] : [],
  );
  await checkRegistrationReferences(db, propertyId, registrations);

  // An upgraded stay holds its new room type from now on: that type's nights are taken as a
  // booking takes them (locks, write, count), so an upgrade never oversells the better rooms.
  if (upgrades.length > 0) await lockInventory(db, propertyId, upgrades);
  const before = await snapshots(
    db,
    propertyId,
    [...stays.values()].map((stay) => stay.reservation_id),
  );
  // Rooms are let go first, so that the stays of one request may take each other's rooms.
  await db
    .updateTable('room_stay')
    .set({ room_id: null })
    .where('id', 'in', [...seenStays.keys()])
    .execute();
  for (const [index, item] of items.entries()) {
    const stay = stays.get(item.stayId);
    const room = rooms.get(item.roomId);
    if (!stay || !room) continue;
    const upgraded = room.room_type_id !== stay.room_type_id;
    try {
      await db
        .updateTable('room_stay')
        .set({
          room_id: room.id,
          status: 'in-house',
          checked_in_at: sql`now()`,
          checked_in_by: context.actor,
          checked_in_on: hotelDate,
          checked_in_from_status: stay.status as 'confirmed' | 'guaranteed',
          ...(upgraded
            ? {
                room_type_id: room.room_type_id,
                booked_room_type_id: stay.booked_room_type_id ?? stay.room_type_id,
                upgrade_reason: item.upgradeReason ?? '',
              }
            : {}),
          version: sql`version + 1`,
        })
        .where('id', '=', stay.id)
        .execute();
    } catch (error) {
      throw stayWriteFailure(
        error,
        { number: room.room_number, nights: 'these nights', field: fields.room(index) },
        `/data/${index}`,
      );
    }
  }
  if (upgrades.length > 0) {
    try {
      await refuseOversold(
        db,
        propertyId,
        upgrades.flatMap((upgrade) =>
          nightsOf(upgrade.arrival, upgrade.departure).map((night) => ({
            index: upgrade.index,
            roomTypeId: upgrade.roomTypeId,
            night,
          })),
        ),
        new Map(upgrades.map((upgrade) => [upgrade.roomTypeId, upgrade.typeCode])),
      );
    } catch (error) {
      throw repoint(error, (field) => {
        const index = Number(/^\/data\/0\/stays\/(\d+)/.exec(field)?.[1] ?? 0);
        return fields.room(index);
      });
    }
  }
  await db
    .updateTable('reservation')
    .set({ status: 'in-house', version: sql`version + 1` })
    .where('id', 'in', [...before.keys()])
    .where('status', 'in', BEFORE_ARRIVAL)
    .execute();
  // Other modules follow in this transaction (the cashier moves the booking's deposit to the folio).
  await runStayHooks(context, 'checked-in', [...seenStays.keys()]);
  for (const registration of registrations) {
    await writeRegistrations(context, registration.stayId, registration.guests);
  }
  await auditReservations(context, before);
  return readFrontDeskStays(db, propertyId, { ids: items.map((item) => item.stayId) });
}

/**
 * `undo-checkin`: a check-in made by mistake is taken back on the hotel date it was made
 * (domain.md: guarded reversals). The stay returns to its status before, keeping its room as an
 * assignment; an upgraded stay returns to the type it booked and leaves the room, which is not
 * of that type. The room keeps its housekeeping status; the deposit the check-in
 * brought goes back to the booking's ledger.
 */
export async function undoCheckIn(context: ActionContext, item: Schemas['UndoCheckIn']): Promise<FrontDeskStay> {
  const { db, propertyId } = context;
  const stay = await lockInHouseStay(db, propertyId, item, {
    refusal: 'has no check-in to take back',
    message: 'not in house',
  });
  const hotelDate = await hotelDateOf(db, propertyId);
  if (stay.checked_in_on !== hotelDate) {
    throw businessRule(
      'CHECK_IN_NOT_TODAY',
      stay.checked_in_on
        ? `The stay checked in on ${stay.checked_in_on}; a check-in is taken back on its own hotel date only`
        : 'The stay has no check-in of this hotel date to take back',
      [{ field: '/data/0/stayId', message: `did not check in on the hotel date ${hotelDate}` }],
    );
  }
  // The cashier takes the deposit back to the booking's ledger, or refuses while the stay's folio
  // has postings of its own.
  await runStayHooks(context, 'check-in-undone', [stay.id]);
  const status = stay.checked_in_from_status ?? 'confirmed';
  const before = await snapshots(db, propertyId, [stay.reservation_id]);
  const bookedType = stay.booked_room_type_id;
  if (bookedType != null) await lockInventory(db, propertyId, [{ ...stay, roomTypeId: bookedType }]);
  await db
    .updateTable('room_stay')
    .set({
      status,
      checked_in_at: null,
      checked_in_by: null,
      checked_in_on: null,
      checked_in_from_status: null,
      ...(bookedType != null
        ? { room_type_id: bookedType, booked_room_type_id: null, upgrade_reason: '', room_id: null }
        : {}),
      version: sql`version + 1`,
    })
    .where('id', '=', stay.id)
    .execute();
  if (bookedType != null) {
    const type = await db.selectFrom('room_type').select('code').where('id', '=', bookedType).executeTakeFirst();
    const nights = nightsOf(stay.arrival, stay.departure);
    await refuseOversoldNights(db, propertyId, { id: bookedType, code: type?.code ?? '' }, nights, '/data/0/stayId');
  }
  const stillInHouse = await db
    .selectFrom('room_stay')
    .select('id')
    .where('reservation_id', '=', stay.reservation_id)
    .where('status', '=', 'in-house')
    .executeTakeFirst();
  if (!stillInHouse) {
    await db
      .updateTable('reservation')
      .set({ status, version: sql`version + 1` })
      .where('id', '=', stay.reservation_id)
      .execute();
  }
  await auditReservations(context, before);
  const [after] = await readFrontDeskStays(db, propertyId, { ids: [stay.id] });
  if (!after) throw new Error('The stay just changed is not there');
  return after;
}

/** `register`: replaces a stay's registration cards (any stay not cancelled or a no-show). */
export async function registerGuests(
  context: ActionContext,
  item: Schemas['StayRegistration'],
): Promise<Schemas['StayRegistrationRead']> {
  const { db, propertyId } = context;
  const stay = (await lockStays(db, propertyId, [item.stayId])).get(item.stayId);
  if (!stay) throw notFound('No such stay', '/data/0/stayId');
  if (stay.status === 'cancelled' || stay.status === 'no-show') {
    throw businessRule('NOT_REGISTRABLE', `A stay that is ${stay.status} registers no guests`, [
      { field: '/data/0/stayId', message: `is ${stay.status}` },
    ]);
  }
  await checkRegistrationReferences(db, propertyId, [{ guests: item.guests, field: '/data/0/guests' }]);
  return { stayId: stay.id, guests: await writeRegistrations(context, stay.id, item.guests) };
}

/** `registrations`: a stay's registration cards. */
export async function stayRegistrations(
  db: Kysely<Database>,
  propertyId: number,
  stayId: number,
): Promise<Schemas['StayRegistrationRead']> {
  const stay = await db
    .selectFrom('room_stay')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('id', '=', stayId)
    .executeTakeFirst();
  if (!stay) throw notFound('No such stay', '/data/0/stayId');
  return { stayId, guests: await readRegistrations(db, stayId) };
}
