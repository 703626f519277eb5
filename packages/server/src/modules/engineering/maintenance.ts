import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { badRequest, businessRule, conflict, fromDatabaseError, notFound, staleVersion } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { read, write } from '../../api/handlers.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import { roomStatusBy } from '../../db/room-status-log.ts';
import type { Database } from '../../db/schema.ts';

type Order = Schemas['MaintenanceOrder'];
type Period = Schemas['OutOfOrderPeriod'];
type Part = Schemas['MaintenancePart'];
type Db = Kysely<Database>;

/** Audit name of a maintenance order; its entity id is the order id. */
export const MAINTENANCE_ENTITY = 'maintenance-order';

const DEFAULT_LIMIT = 500;

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A quantity as the database gives it (numeric(15,3)), without trailing zeros. */
const quantityText = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

interface OrderRow {
  id: number;
  maintenance_type_id: number;
  type_code: string;
  type_name: string;
  room_id: number | null;
  room_number: string | null;
  area: string;
  priority: Order['priority'];
  description: string;
  status: Order['status'];
  assigned_user_id: number | null;
  assigned_to: string | null;
  reported_by: string;
  reported_at: Date | string;
  reported_on: string;
  out_of_order_from: string | null;
  out_of_order_to: string | null;
  return_status: Period['returnStatus'] | null;
  out_of_order_id: number | null;
  resolution: string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  finished_by: string | null;
  version: number;
}

async function readOrders(
  db: Db,
  propertyId: number,
  filter: Schemas['MaintenanceFilter'] & { ids?: readonly number[] },
): Promise<Order[]> {
  let query = db
    .selectFrom('maintenance_order as o')
    .innerJoin('maintenance_type as t', 't.id', 'o.maintenance_type_id')
    .leftJoin('room', 'room.id', 'o.room_id')
    .leftJoin('app_user as u', 'u.id', 'o.assigned_user_id')
    .select([
      'o.id',
      'o.maintenance_type_id',
      't.code as type_code',
      't.name as type_name',
      'o.room_id',
      'room.room_number',
      'o.area',
      'o.priority',
      'o.description',
      'o.status',
      'o.assigned_user_id',
      'u.display_name as assigned_to',
      'o.reported_by',
      'o.reported_at',
      'o.reported_on',
      'o.out_of_order_from',
      'o.out_of_order_to',
      'o.return_status',
      'o.out_of_order_id',
      'o.resolution',
      'o.started_at',
      'o.finished_at',
      'o.finished_by',
      'o.version',
    ])
    .where('o.property_id', '=', propertyId);
  if (filter.ids) query = query.where('o.id', 'in', filter.ids.length ? [...filter.ids] : [0]);
  if (filter.statuses) query = query.where('o.status', 'in', filter.statuses);
  if (filter.roomId != null) query = query.where('o.room_id', '=', filter.roomId);
  if (filter.maintenanceTypeId != null) query = query.where('o.maintenance_type_id', '=', filter.maintenanceTypeId);
  if (filter.priority) query = query.where('o.priority', '=', filter.priority);
  if (filter.assignedUserId != null) query = query.where('o.assigned_user_id', '=', filter.assignedUserId);
  if (filter.fromDate) query = query.where('o.reported_on', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('o.reported_on', '<=', filter.toDate);
  const rows = (await query
    .orderBy('o.id', 'desc')
    .limit(filter.limit ?? DEFAULT_LIMIT)
    .execute()) as OrderRow[];
  const ids = rows.map((row) => row.id);
  const parts = ids.length
    ? await db
        .selectFrom('maintenance_order_part')
        .select(['order_id', 'description', 'quantity'])
        .where('order_id', 'in', ids)
        .orderBy('order_id')
        .orderBy('line_number')
        .execute()
    : [];
  const hotelDate = await hotelDateOf(db, propertyId);
  const active = ids.length
    ? new Set(
        (
          await db
            .selectFrom('room_out_of_order')
            .select('id')
            .where('property_id', '=', propertyId)
            .where('to_date', '>', hotelDate)
            .where(
              'id',
              'in',
              rows.map((row) => row.out_of_order_id ?? 0),
            )
            .execute()
        ).map((row) => row.id),
      )
    : new Set<number>();
  return rows.map((row) => ({
    id: row.id,
    maintenanceTypeId: row.maintenance_type_id,
    maintenanceTypeCode: row.type_code,
    maintenanceTypeName: row.type_name,
    roomId: row.room_id,
    roomNumber: row.room_number ?? '',
    area: row.area,
    priority: row.priority,
    description: row.description,
    status: row.status,
    assignedUserId: row.assigned_user_id,
    assignedTo: row.assigned_to ?? '',
    reportedBy: row.reported_by,
    reportedAt: iso(row.reported_at) as string,
    reportedOn: row.reported_on,
    outOfOrder:
      row.out_of_order_from && row.out_of_order_to
        ? { fromDate: row.out_of_order_from, toDate: row.out_of_order_to, returnStatus: row.return_status ?? 'dirty' }
        : null,
    outOfOrderActive: row.out_of_order_id != null && active.has(row.out_of_order_id),
    resolution: row.resolution,
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    finishedBy: row.finished_by ?? '',
    parts: parts
      .filter((part) => part.order_id === row.id)
      .map((part) => ({ description: part.description, quantity: quantityText(String(part.quantity)) })),
    version: row.version,
  }));
}

async function readOne(db: Db, propertyId: number, id: number, field: string): Promise<Order> {
  const [order] = await readOrders(db, propertyId, { ids: [id] });
  if (!order) throw notFound('No such maintenance order', field);
  return order;
}

/** The order a command changes, locked, at the version the caller read. */
async function lockOrder(context: ActionContext, id: number, version: number, index: number): Promise<Order> {
  const row = await context.db
    .selectFrom('maintenance_order')
    .select(['id', 'version'])
    .where('property_id', '=', context.propertyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('No such maintenance order', `/data/${index}/id`);
  if (row.version !== version) throw staleVersion(`/data/${index}/version`);
  return readOne(context.db, context.propertyId, id, `/data/${index}/id`);
}

async function checkReferences(
  context: ActionContext,
  item: { maintenanceTypeId?: number; roomId?: number | null; assignedUserId?: number | null },
  index: number,
): Promise<void> {
  const { db, propertyId } = context;
  if (item.maintenanceTypeId != null) {
    const type = await db
      .selectFrom('maintenance_type')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('id', '=', item.maintenanceTypeId)
      .executeTakeFirst();
    if (!type) {
      throw businessRule('NOT_FOUND_REFERENCE', 'No such maintenance type', [
        { field: `/data/${index}/maintenanceTypeId`, message: 'is not a maintenance type of this hotel' },
      ]);
    }
  }
  if (item.roomId != null) {
    const room = await db
      .selectFrom('room')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('id', '=', item.roomId)
      .executeTakeFirst();
    if (!room) {
      throw businessRule('NOT_FOUND_REFERENCE', 'No such room', [
        { field: `/data/${index}/roomId`, message: 'is not a room of this hotel' },
      ]);
    }
  }
  if (item.assignedUserId != null) {
    const engineer = await engineerQuery(db, propertyId).where('u.id', '=', item.assignedUserId).executeTakeFirst();
    if (!engineer) {
      throw businessRule('NOT_AN_ENGINEER', 'Orders are assigned to engineers', [
        { field: `/data/${index}/assignedUserId`, message: 'is not an active user with the ENGINEER function' },
      ]);
    }
  }
}

/** Active users whose roles grant ENGINEER (or ADMIN, who may do everything). */
const engineerQuery = (db: Db, propertyId: number) =>
  db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.display_name as name'])
    .where('u.property_id', '=', propertyId)
    .where('u.is_active', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_role as ur')
          .innerJoin('role as r', 'r.id', 'ur.role_id')
          .select(sql`1`.as('one'))
          .whereRef('ur.user_id', '=', 'u.id')
          .where(sql<boolean>`'ENGINEER' = any(r.functions)`),
      ),
    );

/**
 * Takes the order's room out of order for the period: the room is locked first (as assignment
 * and check-in lock it), so a stay given the room meanwhile queues behind this and then sees the
 * block; a stay in house in or assigned to the room on one of the nights refuses it.
 */
async function blockRoom(
  context: ActionContext,
  orderId: number,
  roomId: number,
  period: Period,
  reason: string,
  index: number,
): Promise<number> {
  const { db, propertyId } = context;
  const field = `/data/${index}/outOfOrder`;
  const hotelDate = await hotelDateOf(db, propertyId);
  if (period.toDate <= period.fromDate) {
    throw badRequest('The room returns after the first night out of order', [
      { field: `${field}/toDate`, message: 'must be after fromDate' },
    ]);
  }
  if (period.fromDate < hotelDate) {
    throw businessRule('DATE_IN_PAST', 'A room is taken out of order from the hotel date on', [
      { field: `${field}/fromDate`, message: `is before the hotel date ${hotelDate}` },
    ]);
  }
  await db
    .selectFrom('room')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('id', '=', roomId)
    .forNoKeyUpdate()
    .execute();
  const stay = await db
    .selectFrom('room_stay as s')
    .innerJoin('room', 'room.id', 's.room_id')
    .select(['s.id', 's.status', 's.arrival', 's.departure', 'room.room_number'])
    .where('s.property_id', '=', propertyId)
    .where('s.room_id', '=', roomId)
    .where('s.status', 'in', ['confirmed', 'guaranteed', 'in-house'])
    .where('s.arrival', '<', period.toDate)
    .where('s.departure', '>', period.fromDate)
    .orderBy('s.arrival')
    .executeTakeFirst();
  if (stay) {
    const what = stay.status === 'in-house' ? 'is occupied' : 'is assigned to a stay';
    throw businessRule(
      'ROOM_OCCUPIED',
      `Room ${stay.room_number} ${what} from ${stay.arrival} to ${stay.departure}; move the stay first`,
      [{ field: `${field}/fromDate`, message: `room ${what} (stay ${stay.id}, ${stay.arrival} to ${stay.departure})` }],
    );
  }
  try {
    const block = await db
      .insertInto('room_out_of_order')
      .values({
        property_id: propertyId,
        room_id: roomId,
        from_date: period.fromDate,
        to_date: period.toDate,
        reason: `Maintenance #${orderId}: ${reason}`.slice(0, 200),
        return_status: period.returnStatus ?? 'dirty',
        created_by: context.actor,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return block.id;
  } catch (error) {
    const failure = fromDatabaseError(error);
    if (failure instanceof Error && 'code' in failure && failure.code === 'OVERLAP') {
      throw conflict('OVERLAP', 'The room is already out of order on some of those nights', [
        { field: `${field}/fromDate`, message: 'overlaps another out-of-order period of the room' },
      ]);
    }
    throw failure;
  }
}

/**
 * Gives back the nights of an order's block from the hotel date on: a block not yet begun goes,
 * one under way ends on the hotel date. Nights already past stay as they were (history).
 */
async function releaseBlock(db: Db, propertyId: number, blockId: number | null): Promise<boolean> {
  if (blockId == null) return false;
  const hotelDate = await hotelDateOf(db, propertyId);
  const block = await db
    .selectFrom('room_out_of_order')
    .select(['id', 'from_date', 'to_date'])
    .where('id', '=', blockId)
    .forUpdate()
    .executeTakeFirst();
  if (!block || block.to_date <= hotelDate) return false;
  if (block.from_date >= hotelDate) {
    await db.deleteFrom('room_out_of_order').where('id', '=', block.id).execute();
  } else {
    await db
      .updateTable('room_out_of_order')
      .set({ to_date: hotelDate, version: sql`version + 1` })
      .where('id', '=', block.id)
      .execute();
  }
  return true;
}

async function writeParts(db: Db, orderId: number, parts: readonly Part[]): Promise<void> {
  await db.deleteFrom('maintenance_order_part').where('order_id', '=', orderId).execute();
  if (parts.length === 0) return;
  await db
    .insertInto('maintenance_order_part')
    .values(
      parts.map((part, index) => ({
        order_id: orderId,
        line_number: index + 1,
        description: part.description,
        quantity: part.quantity,
      })),
    )
    .execute();
}

async function typeName(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('maintenance_type').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? '';
}

async function createOrders(context: ActionContext, items: readonly Schemas['MaintenanceCreate'][]): Promise<Order[]> {
  const { db, propertyId } = context;
  const hotelDate = await hotelDateOf(db, propertyId);
  const ids: number[] = [];
  for (const [index, item] of items.entries()) {
    const area = item.area?.trim() ?? '';
    if (item.roomId == null && area === '') {
      throw badRequest('Say where: a room or an area', [
        { field: `/data/${index}/roomId`, message: 'or area is required' },
      ]);
    }
    if (item.outOfOrder && item.roomId == null) {
      throw badRequest('Only a room can be taken out of order', [
        { field: `/data/${index}/outOfOrder`, message: 'needs a room' },
      ]);
    }
    await checkReferences(context, item, index);
    const created = await db
      .insertInto('maintenance_order')
      .values({
        property_id: propertyId,
        maintenance_type_id: item.maintenanceTypeId,
        room_id: item.roomId ?? null,
        area,
        priority: item.priority ?? 'normal',
        description: item.description,
        assigned_user_id: item.assignedUserId ?? null,
        reported_by: context.actor,
        reported_on: hotelDate,
        out_of_order_from: item.outOfOrder?.fromDate ?? null,
        out_of_order_to: item.outOfOrder?.toDate ?? null,
        return_status: item.outOfOrder ? (item.outOfOrder.returnStatus ?? 'dirty') : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (item.outOfOrder && item.roomId != null) {
      const blockId = await blockRoom(
        context,
        created.id,
        item.roomId,
        item.outOfOrder,
        await typeName(db, item.maintenanceTypeId),
        index,
      );
      await db
        .updateTable('maintenance_order')
        .set({ out_of_order_id: blockId })
        .where('id', '=', created.id)
        .execute();
    }
    await writeParts(db, created.id, item.parts ?? []);
    const after = await readOne(db, propertyId, created.id, `/data/${index}`);
    await context.audit({ entity: MAINTENANCE_ENTITY, entityId: created.id, before: null, after });
    ids.push(created.id);
  }
  return Promise.all(ids.map((id) => readOne(db, propertyId, id, '/data')));
}

const samePeriod = (a: Period | null, b: Period | null | undefined) =>
  (a === null && b === null) ||
  (a !== null &&
    b != null &&
    a.fromDate === b.fromDate &&
    a.toDate === b.toDate &&
    a.returnStatus === (b.returnStatus ?? 'dirty'));

async function updateOrders(context: ActionContext, items: readonly Schemas['MaintenanceUpdate'][]): Promise<Order[]> {
  const { db, propertyId } = context;
  const out: Order[] = [];
  for (const [index, item] of items.entries()) {
    const before = await lockOrder(context, item.id, item.version, index);
    if (before.status === 'done' || before.status === 'cancelled') {
      throw businessRule('ORDER_CLOSED', `Maintenance order ${item.id} is ${before.status}`, [
        { field: `/data/${index}/id`, message: `is ${before.status}` },
      ]);
    }
    await checkReferences(context, item, index);
    const roomId = item.roomId === undefined ? before.roomId : item.roomId;
    const area = item.area === undefined ? before.area : item.area.trim();
    if (roomId == null && area === '') {
      throw badRequest('Say where: a room or an area', [
        { field: `/data/${index}/roomId`, message: 'or area is required' },
      ]);
    }
    const period = item.outOfOrder === undefined ? before.outOfOrder : item.outOfOrder;
    if (period && roomId == null) {
      throw badRequest('Only a room can be taken out of order', [
        { field: `/data/${index}/outOfOrder`, message: 'needs a room' },
      ]);
    }
    const periodChanged = !samePeriod(before.outOfOrder, period) || roomId !== before.roomId;
    let blockId: number | null | undefined;
    if (periodChanged) {
      const current = await db
        .selectFrom('maintenance_order')
        .select('out_of_order_id')
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      await releaseBlock(db, propertyId, current.out_of_order_id);
      blockId = null;
      if (period && roomId != null) {
        blockId = await blockRoom(
          context,
          item.id,
          roomId,
          period,
          await typeName(db, item.maintenanceTypeId ?? before.maintenanceTypeId),
          index,
        );
      }
    }
    await db
      .updateTable('maintenance_order')
      .set({
        maintenance_type_id: item.maintenanceTypeId ?? before.maintenanceTypeId,
        room_id: roomId,
        area,
        priority: item.priority ?? before.priority,
        description: item.description ?? before.description,
        assigned_user_id: item.assignedUserId === undefined ? before.assignedUserId : item.assignedUserId,
        resolution: item.resolution ?? before.resolution,
        out_of_order_from: period?.fromDate ?? null,
        out_of_order_to: period?.toDate ?? null,
        return_status: period ? (period.returnStatus ?? 'dirty') : null,
        ...(blockId !== undefined ? { out_of_order_id: blockId } : {}),
        version: sql`version + 1`,
      })
      .where('id', '=', item.id)
      .execute();
    if (item.parts) await writeParts(db, item.id, item.parts);
    const after = await readOne(db, propertyId, item.id, `/data/${index}/id`);
    await context.audit({ entity: MAINTENANCE_ENTITY, entityId: item.id, before, after });
    out.push(after);
  }
  return out;
}

async function startOrders(context: ActionContext, items: readonly Schemas['MaintenanceStart'][]): Promise<Order[]> {
  const { db, propertyId } = context;
  const out: Order[] = [];
  for (const [index, item] of items.entries()) {
    const before = await lockOrder(context, item.id, item.version, index);
    if (before.status !== 'open') {
      throw businessRule('ORDER_NOT_OPEN', `Maintenance order ${item.id} is ${before.status}, not open`, [
        { field: `/data/${index}/id`, message: `is ${before.status}` },
      ]);
    }
    await checkReferences(context, item, index);
    // An engineer who starts an unassigned order takes it.
    let assignee = item.assignedUserId ?? before.assignedUserId;
    if (assignee == null && context.caller.userId != null) {
      const self = await engineerQuery(db, propertyId).where('u.id', '=', context.caller.userId).executeTakeFirst();
      assignee = self?.id ?? null;
    }
    await db
      .updateTable('maintenance_order')
      .set({ status: 'in-progress', started_at: new Date(), assigned_user_id: assignee, version: sql`version + 1` })
      .where('id', '=', item.id)
      .execute();
    const after = await readOne(db, propertyId, item.id, `/data/${index}/id`);
    await context.audit({ entity: MAINTENANCE_ENTITY, entityId: item.id, before, after });
    out.push(after);
  }
  return out;
}

/** done / cancel: releases the room's nights from the hotel date on; done also sets its status. */
async function finishOrders(
  context: ActionContext,
  items: readonly (Schemas['MaintenanceFinish'] | Schemas['MaintenanceCancel'])[],
  status: 'done' | 'cancelled',
): Promise<Order[]> {
  const { db, propertyId } = context;
  const out: Order[] = [];
  for (const [index, item] of items.entries()) {
    const before = await lockOrder(context, item.id, item.version, index);
    if (before.status === 'done' || before.status === 'cancelled') {
      throw businessRule('ORDER_CLOSED', `Maintenance order ${item.id} is already ${before.status}`, [
        { field: `/data/${index}/id`, message: `is ${before.status}` },
      ]);
    }
    const current = await db
      .selectFrom('maintenance_order')
      .select('out_of_order_id')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const released = await releaseBlock(db, propertyId, current.out_of_order_id);
    const finish = 'resolution' in item ? item : null;
    const returnStatus = finish ? (finish.returnStatus ?? before.outOfOrder?.returnStatus ?? null) : null;
    if (status === 'done' && before.roomId != null && returnStatus && (released || finish?.returnStatus)) {
      const room = await db
        .selectFrom('room')
        .select(['id', 'housekeeping_status'])
        .where('id', '=', before.roomId)
        .forNoKeyUpdate()
        .executeTakeFirstOrThrow();
      if (room.housekeeping_status !== returnStatus) {
        await roomStatusBy(db, { actor: context.actor, source: 'manual', note: `Maintenance order ${item.id} done` });
        await db.updateTable('room').set({ housekeeping_status: returnStatus }).where('id', '=', room.id).execute();
      }
    }
    await db
      .updateTable('maintenance_order')
      .set({
        status,
        finished_at: new Date(),
        finished_by: context.actor,
        resolution: finish ? finish.resolution : (item as Schemas['MaintenanceCancel']).reason,
        ...(status === 'done' && returnStatus ? { return_status: returnStatus } : {}),
        version: sql`version + 1`,
      })
      .where('id', '=', item.id)
      .execute();
    if (finish?.parts) await writeParts(db, item.id, finish.parts);
    const after = await readOne(db, propertyId, item.id, `/data/${index}/id`);
    await context.audit({ entity: MAINTENANCE_ENTITY, entityId: item.id, before, after });
    out.push(after);
  }
  return out;
}

const REPORT_COLUMNS: Schemas['MaintenanceReport']['columns'] = [
  { key: 'orderId', kind: 'integer' },
  { key: 'reportedOn', kind: 'date' },
  { key: 'maintenanceType', kind: 'text' },
  { key: 'roomNumber', kind: 'text' },
  { key: 'area', kind: 'text' },
  { key: 'priority', kind: 'text' },
  { key: 'description', kind: 'text' },
  { key: 'status', kind: 'text' },
  { key: 'assignedTo', kind: 'text' },
  { key: 'outOfOrderNights', kind: 'integer' },
  { key: 'hoursToFinish', kind: 'text' },
  { key: 'resolution', kind: 'text' },
  { key: 'parts', kind: 'text' },
];

/** maintenance-report: the orders of a period with time to finish and out-of-order nights. */
async function report(
  db: Db,
  propertyId: number,
  filter: Schemas['MaintenanceReportFilter'],
): Promise<Schemas['MaintenanceReport']> {
  if (filter.toDate < filter.fromDate) {
    throw badRequest('The period ends before it starts', [{ field: '/data/0/toDate', message: 'is before fromDate' }]);
  }
  const hotel = await db
    .selectFrom('property')
    .select(['name', 'hotel_date'])
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const orders = await readOrders(db, propertyId, {
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    ...(filter.maintenanceTypeId != null ? { maintenanceTypeId: filter.maintenanceTypeId } : {}),
    ...(filter.roomId != null ? { roomId: filter.roomId } : {}),
    ...(filter.status ? { statuses: [filter.status] } : {}),
    limit: 1000,
  });
  const nights = (order: Order) => {
    if (!order.outOfOrder || order.status === 'cancelled') return 0;
    const days = (Date.parse(order.outOfOrder.toDate) - Date.parse(order.outOfOrder.fromDate)) / 86_400_000;
    return Math.max(0, Math.round(days));
  };
  const rows = orders
    .sort((a, b) => a.reportedOn.localeCompare(b.reportedOn) || a.id - b.id)
    .map((order) => {
      const tenths =
        order.status === 'done' && order.finishedAt
          ? Math.round((Date.parse(order.finishedAt) - Date.parse(order.reportedAt)) / 360_000)
          : null;
      return {
        orderId: order.id,
        reportedOn: order.reportedOn,
        maintenanceType: `${order.maintenanceTypeCode} ${order.maintenanceTypeName}`,
        roomNumber: order.roomNumber,
        area: order.area,
        priority: order.priority,
        description: order.description,
        status: order.status,
        assignedTo: order.assignedTo,
        outOfOrderNights: nights(order),
        hoursToFinish: tenths === null ? '' : `${Math.floor(tenths / 10)}.${tenths % 10}`,
        resolution: order.resolution,
        parts: order.parts.map((part) => `${part.quantity} × ${part.description}`).join(', '),
      };
    });
  return {
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    hotelDate: hotel.hotel_date,
    generatedAt: new Date().toISOString(),
    hotelName: hotel.name,
    columns: REPORT_COLUMNS,
    rows,
    totals: {
      orderId: rows.length,
      outOfOrderNights: rows.reduce((sum, row) => sum + row.outOfOrderNights, 0),
    },
  };
}

export const maintenanceHandlers: PathHandlers<'engineering/maintenance'> = {
  list: read(async ({ db, propertyId }, data) => readOrders(db, propertyId, data[0] ?? {})),
  get: read(async ({ db, propertyId }, data) =>
    Promise.all(data.map((item, index) => readOne(db, propertyId, item.id, `/data/${index}/id`))),
  ),
  create: write(async (context, data) => createOrders(context, data)),
  update: write(async (context, data) => updateOrders(context, data)),
  start: write(async (context, data) => startOrders(context, data)),
  done: write(async (context, data) => finishOrders(context, data, 'done')),
  cancel: write(async (context, data) => finishOrders(context, data, 'cancelled')),
  engineers: read(async ({ db, propertyId }) => engineerQuery(db, propertyId).orderBy('u.display_name').execute()),
  report: read(async ({ db, propertyId }, data) => [
    await report(db, propertyId, data[0] as Schemas['MaintenanceReportFilter']),
  ]),
};
