import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { ApiFailure, badRequest, businessRule, notFound, staleVersion } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { accessOf, isGranted } from '../../auth/permissions.ts';
import { roomStatusBy } from '../../db/room-status-log.ts';
import type { Database } from '../../db/schema.ts';

type RoomStatus = Schemas['RoomStatus'];
type RoomStatusFilter = Schemas['RoomStatusFilter'] & { roomIds?: readonly number[] };

/** Audit name of a room's housekeeping status and service; its entity id is the room id. */
export const ROOM_STATUS_ENTITY = 'room-status';
/** Audit name of a room's attendant on a hotel date; its entity id is the room id. */
const ASSIGNMENT_ENTITY = 'hk-assignment';

/** The change log answers at most this many entries unless asked for fewer. */
const DEFAULT_LOG_LIMIT = 200;

const isoOrNull = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/**
 * Every active room on the hotel date, as room control and the room-status screens show it. The
 * front-office status is derived here, from the in-house stay holding the room, and never stored.
 * One statement: a hotel of 500 rooms is one index scan per side table.
 */
export async function readRoomStatuses(
  db: Kysely<Database>,
  propertyId: number,
  filter: RoomStatusFilter,
  /** Who reads: their own rooms answer `assignedToMe`. */
  viewerUserId: number | null = null,
): Promise<RoomStatus[]> {
  const result = await sql<{
    room_id: number;
    room_number: string;
    room_type_id: number;
    room_type_code: string;
    floor_id: number;
    floor: string;
    building_id: number;
    building: string;
    housekeeping_status: 'dirty' | 'clean' | 'inspected';
    out_of_order_reason: string | null;
    out_of_service: boolean;
    out_of_service_reason: string;
    stay_id: number | null;
    guest_name: string | null;
    departure: string | null;
    due_in_stay_id: number | null;
    changed_at: Date | string | null;
    hotel_date: string;
    assignee_user_id: number | null;
    assignee_name: string | null;
  }>`
    with hotel as (select hotel_date from property where id = ${propertyId})
    select room.id as room_id, room.room_number, room.room_type_id, t.code as room_type_code,
      room.floor_id, f.name as floor, room.building_id, b.name as building,
      room.housekeeping_status, ooo.reason as out_of_order_reason,
      room.out_of_service, room.out_of_service_reason,
      stay.id as stay_id, stay.guest_name, stay.departure,
      due.id as due_in_stay_id, room.housekeeping_changed_at as changed_at, hotel.hotel_date,
      assignment.attendant_user_id as assignee_user_id, attendant.display_name as assignee_name
    from room
    cross join hotel
    join room_type as t on t.id = room.room_type_id
    join floor as f on f.id = room.floor_id
    join building as b on b.id = room.building_id
    left join hk_assignment as assignment on assignment.property_id = room.property_id
      and assignment.room_id = room.id and assignment.business_date = hotel.hotel_date
    left join app_user as attendant on attendant.id = assignment.attendant_user_id
    left join lateral (
      select o.reason from room_out_of_order as o
      where o.room_id = room.id and o.from_date <= hotel.hotel_date and o.to_date > hotel.hotel_date
      limit 1
    ) as ooo on true
    left join lateral (
      select s.id, s.departure,
        case when g.id is null then '' when g.first_name = '' then g.last_name
          else g.last_name || ', ' || g.first_name end as guest_name
      from room_stay as s
      join reservation as r on r.id = s.reservation_id
      left join guest_profile as g on g.id = r.guest_profile_id
      where s.room_id = room.id and s.status = 'in-house'
      order by s.id
      limit 1
    ) as stay on true
    left join lateral (
      select s.id from room_stay as s
      where s.room_id = room.id and s.arrival = hotel.hotel_date and s.status in ('confirmed', 'guaranteed')
      order by s.id
      limit 1
    ) as due on true
    where room.property_id = ${propertyId} and room.active
      ${filter.roomIds ? sql`and room.id in (${sql.join(filter.roomIds)})` : sql``}
      ${filter.floorId != null ? sql`and room.floor_id = ${filter.floorId}` : sql``}
      ${filter.buildingId != null ? sql`and room.building_id = ${filter.buildingId}` : sql``}
      ${filter.roomTypeId != null ? sql`and room.room_type_id = ${filter.roomTypeId}` : sql``}
      ${filter.housekeepingStatuses ? sql`and room.housekeeping_status in (${sql.join(filter.housekeepingStatuses)})` : sql``}
      ${filter.outOfService != null ? sql`and room.out_of_service = ${filter.outOfService}` : sql``}
      ${filter.frontOfficeStatus === 'occupied' ? sql`and stay.id is not null` : sql``}
      ${filter.frontOfficeStatus === 'vacant' ? sql`and stay.id is null` : sql``}
      ${filter.outOfOrder === true ? sql`and ooo.reason is not null` : sql``}
      ${filter.outOfOrder === false ? sql`and ooo.reason is null` : sql``}
    order by length(room.room_number), room.room_number
  `.execute(db);
  return result.rows.map((row) => ({
    roomId: row.room_id,
    roomNumber: row.room_number,
    roomTypeId: row.room_type_id,
    roomTypeCode: row.room_type_code,
    floorId: row.floor_id,
    floor: row.floor,
    buildingId: row.building_id,
    building: row.building,
    frontOfficeStatus: row.stay_id == null ? 'vacant' : 'occupied',
    housekeepingStatus: row.housekeeping_status,
    outOfOrder: row.out_of_order_reason != null,
    outOfOrderReason: row.out_of_order_reason ?? '',
    outOfService: row.out_of_service,
    outOfServiceReason: row.out_of_service_reason,
    stayId: row.stay_id,
    guestName: row.guest_name ?? '',
    departure: row.departure,
    dueIn: row.due_in_stay_id != null,
    dueInStayId: row.due_in_stay_id,
    dueOut: row.departure != null && row.departure <= row.hotel_date,
    changedAt: isoOrNull(row.changed_at),
    assigneeUserId: row.assignee_user_id,
    assigneeName: row.assignee_name ?? '',
    assignedToMe: viewerUserId !== null && row.assignee_user_id === viewerUserId,
  }));
}

/**
 * `set`: housekeeping status and/or service of one room or a selection, in one transaction; the
 * database's trigger logs each change (who, when, from, to). A status the room already has is
 * left alone and logs nothing. Putting a room back on service clears its reason.
 *
 * Two attendants on one room: the rows are locked first, so the later command waits for the
 * earlier to commit and then reads what it wrote. Both changes are applied and logged one after
 * the other, except that a status change made from a status no longer there (`fromStatus`, what
 * the attendant saw) is refused with 409: the attendant sees the room as it is now and decides
 * again, instead of overwriting an inspection they never saw.
 */
async function setRoomStatuses(
  context: ActionContext,
  items: readonly Schemas['RoomStatusChange'][],
): Promise<RoomStatus[]> {
  const { db, propertyId } = context;
  const seen = new Set<number>();
  for (const [index, item] of items.entries()) {
    if (item.housekeepingStatus === undefined && item.outOfService === undefined) {
      throw badRequest('Say what changes: housekeepingStatus, outOfService or both', [
        { field: `/data/${index}/housekeepingStatus`, message: 'or outOfService is required' },
      ]);
    }
    if (item.outOfService === true && !item.reason) {
      throw badRequest('Taking a room out of service needs a reason', [
        { field: `/data/${index}/reason`, message: 'is required to take a room out of service' },
      ]);
    }
    if (seen.has(item.roomId)) {
      throw badRequest('A room is listed twice', [{ field: `/data/${index}/roomId`, message: 'is listed twice' }]);
    }
    seen.add(item.roomId);
  }
  const ids = [...seen];
  const current = await db
    .selectFrom('room')
    .select(['id', 'housekeeping_status', 'out_of_service', 'out_of_service_reason'])
    .where('property_id', '=', propertyId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  const byId = new Map(current.map((row) => [row.id, row]));
  const mayInspect = isGranted(accessOf('housekeeping/room-status', 'inspect') ?? [], context.caller.functions);
  for (const [index, item] of items.entries()) {
    const room = byId.get(item.roomId);
    if (!room) throw notFound('No such room', `/data/${index}/roomId`);
    // Inspection is the supervisor's check of a clean room (operations.md §5.1, clean → inspected).
    if (item.housekeepingStatus === 'inspected' && room.housekeeping_status !== 'inspected') {
      if (!mayInspect) {
        throw new ApiFailure(403, 'FORBIDDEN', 'A supervisor inspects rooms', [
          { field: `/data/${index}/housekeepingStatus`, message: 'inspected is set by a supervisor' },
        ]);
      }
      if (room.housekeeping_status === 'dirty') {
        throw businessRule('NOT_CLEAN', 'A dirty room is cleaned before it is inspected', [
          { field: `/data/${index}/housekeepingStatus`, message: 'the room is dirty' },
        ]);
      }
    }
    if (
      item.housekeepingStatus !== undefined &&
      item.fromStatus !== undefined &&
      room.housekeeping_status !== item.fromStatus &&
      room.housekeeping_status !== item.housekeepingStatus
    ) {
      throw staleVersion(`/data/${index}/fromStatus`);
    }
  }
  for (const item of items) {
    const room = byId.get(item.roomId);
    if (!room) continue;
    const status = item.housekeepingStatus ?? room.housekeeping_status;
    const outOfService = item.outOfService ?? room.out_of_service;
    const reason = outOfService ? (item.outOfService === true ? (item.reason ?? '') : room.out_of_service_reason) : '';
    if (
      status === room.housekeeping_status &&
      outOfService === room.out_of_service &&
      reason === room.out_of_service_reason
    ) {
      continue;
    }
    await roomStatusBy(db, { actor: context.actor, source: 'manual', note: item.reason ?? '' });
    await db
      .updateTable('room')
      .set({ housekeeping_status: status, out_of_service: outOfService, out_of_service_reason: reason })
      .where('id', '=', room.id)
      .execute();
    await context.audit({
      entity: ROOM_STATUS_ENTITY,
      entityId: room.id,
      before: {
        housekeepingStatus: room.housekeeping_status,
        outOfService: room.out_of_service,
        outOfServiceReason: room.out_of_service_reason,
      },
      after: { housekeepingStatus: status, outOfService, outOfServiceReason: reason },
    });
  }
  return answerInOrder(context, ids);
}

/** The rooms a command named, read after it and in the order it named them. */
async function answerInOrder(context: ActionContext, ids: readonly number[]): Promise<RoomStatus[]> {
  const rows = await readRoomStatuses(context.db, context.propertyId, { roomIds: ids }, context.caller.userId ?? null);
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(a.roomId) ?? 0) - (order.get(b.roomId) ?? 0));
}

/** Active users whose roles grant HOUSEKEEPING: the attendants rooms are given to. */
const attendantQuery = (db: Kysely<Database>, propertyId: number) =>
  db
    .selectFrom('app_user as u')
    .where('u.property_id', '=', propertyId)
    .where('u.is_active', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_role as ur')
          .innerJoin('role as r', 'r.id', 'ur.role_id')
          .select(sql`1`.as('one'))
          .whereRef('ur.user_id', '=', 'u.id')
          .where(sql<boolean>`'HOUSEKEEPING' = any(r.functions)`),
      ),
    );

async function readAttendants(db: Kysely<Database>, propertyId: number): Promise<Schemas['Attendant'][]> {
  const rows = await attendantQuery(db, propertyId)
    .select((eb) => [
      'u.id',
      'u.display_name as name',
      eb
        .selectFrom('hk_assignment as a')
        .innerJoin('property as p', 'p.id', 'a.property_id')
        .select(sql<number>`count(*)::int`.as('rooms'))
        .whereRef('a.attendant_user_id', '=', 'u.id')
        .whereRef('a.business_date', '=', 'p.hotel_date')
        .as('rooms'),
    ])
    .orderBy('u.display_name')
    .orderBy('u.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, rooms: Number(row.rooms ?? 0) }));
}

/**
 * `assign`: gives rooms to an attendant for the hotel date, replacing whom they had, or takes
 * them back. A room already so is left alone and writes nothing.
 */
async function assignRooms(context: ActionContext, assignment: Schemas['RoomAssignment']) {
  const { db, propertyId } = context;
  const { roomIds, attendantUserId } = assignment;
  if (attendantUserId !== null) {
    const attendant = await attendantQuery(db, propertyId)
      .select('u.id')
      .where('u.id', '=', attendantUserId)
      .executeTakeFirst();
    if (!attendant) {
      throw businessRule('NOT_AN_ATTENDANT', 'Rooms are given to housekeeping staff', [
        { field: '/data/0/attendantUserId', message: 'is not an active user with the HOUSEKEEPING function' },
      ]);
    }
  }
  const { hotel_date: hotelDate } = await db
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  // Locked as a status change locks them, so two supervisors assigning one room queue.
  const rooms = await db
    .selectFrom('room')
    .leftJoin('hk_assignment as a', (join) =>
      join.onRef('a.room_id', '=', 'room.id').on('a.business_date', '=', hotelDate),
    )
    .select(['room.id', 'a.attendant_user_id'])
    .where('room.property_id', '=', propertyId)
    .where('room.id', 'in', roomIds)
    .where('room.active', '=', true)
    .orderBy('room.id')
    .forNoKeyUpdate(['room'])
    .execute();
  const byId = new Map(rooms.map((room) => [room.id, room]));
  for (const [index, id] of roomIds.entries()) {
    if (!byId.has(id)) throw notFound('No such room', `/data/0/roomIds/${index}`);
  }
  for (const room of rooms) {
    const before = room.attendant_user_id ?? null;
    if (before === attendantUserId) continue;
    if (attendantUserId === null) {
      await db
        .deleteFrom('hk_assignment')
        .where('property_id', '=', propertyId)
        .where('room_id', '=', room.id)
        .where('business_date', '=', hotelDate)
        .execute();
    } else {
      await db
        .insertInto('hk_assignment')
        .values({
          property_id: propertyId,
          room_id: room.id,
          business_date: hotelDate,
          attendant_user_id: attendantUserId,
          assigned_by: context.actor,
        })
        .onConflict((conflict) =>
          conflict.columns(['property_id', 'room_id', 'business_date']).doUpdateSet({
            attendant_user_id: attendantUserId,
            assigned_by: context.actor,
            assigned_at: sql`now()`,
          }),
        )
        .execute();
    }
    await context.audit({
      entity: ASSIGNMENT_ENTITY,
      entityId: room.id,
      before: { businessDate: hotelDate, attendantUserId: before },
      after: { businessDate: hotelDate, attendantUserId },
    });
  }
  return answerInOrder(context, roomIds);
}

async function readLog(
  db: Kysely<Database>,
  propertyId: number,
  filter: Schemas['RoomStatusLogFilter'],
): Promise<Schemas['RoomStatusLogEntry'][]> {
  let query = db
    .selectFrom('room_status_log as l')
    .innerJoin('room', 'room.id', 'l.room_id')
    .select([
      'l.id',
      'l.room_id',
      'room.room_number',
      'l.business_date',
      'l.at',
      'l.actor',
      'l.source',
      'l.from_status',
      'l.to_status',
      'l.from_out_of_service',
      'l.to_out_of_service',
      'l.note',
    ])
    .where('l.property_id', '=', propertyId);
  if (filter.roomId != null) query = query.where('l.room_id', '=', filter.roomId);
  if (filter.fromDate) query = query.where('l.business_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('l.business_date', '<=', filter.toDate);
  const rows = await query
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(filter.limit ?? DEFAULT_LOG_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    roomId: row.room_id,
    roomNumber: row.room_number,
    businessDate: row.business_date,
    at: isoOrNull(row.at) as string,
    actor: row.actor,
    source: row.source as Schemas['RoomStatusLogEntry']['source'],
    fromStatus: row.from_status as Schemas['HousekeepingStatus'],
    toStatus: row.to_status as Schemas['HousekeepingStatus'],
    fromOutOfService: row.from_out_of_service,
    toOutOfService: row.to_out_of_service,
    note: row.note,
  }));
}

export const roomStatusHandlers: PathHandlers<'housekeeping/room-status'> = {
  list: read(async ({ db, propertyId, caller }, data) =>
    readRoomStatuses(db, propertyId, data[0] ?? {}, caller.userId ?? null),
  ),
  set: write(async (context, data) => setRoomStatuses(context, data)),
  // The supervisor's command; `set` to inspected asks for the same grant.
  inspect: write(async (context, data) =>
    setRoomStatuses(
      context,
      data.map((item) => ({ roomId: item.roomId, housekeepingStatus: 'inspected' as const })),
    ),
  ),
  assign: write(async (context, data) => assignRooms(context, only(data))),
  attendants: read(async ({ db, propertyId }) => readAttendants(db, propertyId)),
  log: read(async ({ db, propertyId }, data) => readLog(db, propertyId, data[0] ?? {})),
};
