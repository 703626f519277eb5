import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { badRequest, businessRule, fromDatabaseError, notFound } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { read, write } from '../../api/handlers.ts';
import type { StockDraw, StockDrawn } from '../../api/stock-hooks.ts';
import { hotelDateOf } from '../../db/hotel-date.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
type StockDocument = Schemas['StockDocument'];

/** Audit name of a stock document; its entity id is the document id. */
export const STOCK_DOCUMENT_ENTITY = 'stock-document';

/*
 * The stock ledger (operations.md §9). Quantities are exact: numeric(15,3) in the table, decimal
 * strings on the wire, thousandths in BigInt here; costs and values are computed by the database
 * in numeric. Stock on hand is always the sum of the movements: every command that moves an item
 * first locks the item's row (in item id order), so commands on one item queue and each one
 * sums the ledger after the one before it committed — 200 issues of the last 50 units give 50.
 */

/** Thousandths of a unit, from a decimal string (the wire's or the database's). */
function milli(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const result = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3) || '0');
  return negative ? -result : result;
}

/** A quantity as staff read it: no trailing zeros. */
function quantityText(thousandths: bigint): string {
  const negative = thousandths < 0n;
  const value = negative ? -thousandths : thousandths;
  const whole = value / 1000n;
  const fraction = (value % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

const trimNumber = (value: string) => quantityText(milli(value));

interface LockedItem {
  id: number;
  code: string;
  name: string;
  active: boolean;
}

/** Locks the items a command moves, in id order (no deadlock between two commands). */
async function lockItemRows(
  context: ActionContext,
  lines: readonly { itemId: number }[],
): Promise<Map<number, LockedItem>> {
  const ids = [...new Set(lines.map((line) => line.itemId))].sort((a, b) => a - b);
  const rows = await context.db
    .selectFrom('inventory_item')
    .select(['id', 'code', 'name', 'active'])
    .where('property_id', '=', context.propertyId)
    .where('id', 'in', ids)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** The items a command moves, locked; refused when one is not this hotel's or not in use. */
async function lockItems(
  context: ActionContext,
  lines: readonly { itemId: number }[],
  field: (index: number) => string,
): Promise<Map<number, LockedItem>> {
  const items = await lockItemRows(context, lines);
  for (const [index, line] of lines.entries()) {
    const item = items.get(line.itemId);
    if (!item)
      throw businessRule('NOT_FOUND_REFERENCE', 'No such item', [
        { field: field(index), message: 'is not an item of this hotel' },
      ]);
    if (!item.active) {
      throw businessRule('ITEM_INACTIVE', `Item ${item.code} is not in use`, [
        { field: field(index), message: `${item.code} is not in use` },
      ]);
    }
  }
  return items;
}

async function checkLocation(context: ActionContext, id: number, field: string): Promise<void> {
  const location = await context.db
    .selectFrom('inventory_location')
    .select(['id', 'code', 'active'])
    .where('property_id', '=', context.propertyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!location)
    throw businessRule('NOT_FOUND_REFERENCE', 'No such location', [
      { field, message: 'is not a location of this hotel' },
    ]);
  if (!location.active) {
    throw businessRule('LOCATION_INACTIVE', `Location ${location.code} is not in use`, [
      { field, message: `${location.code} is not in use` },
    ]);
  }
}

/** Thousandths on hand per item in one location, summed from the ledger. */
async function onHandAt(db: Db, locationId: number, itemIds: readonly number[]): Promise<Map<number, bigint>> {
  const rows = await db
    .selectFrom('stock_movement')
    .select(['item_id', sql<string>`sum(quantity)::text`.as('quantity')])
    .where('location_id', '=', locationId)
    .where('item_id', 'in', [...itemIds])
    .groupBy('item_id')
    .execute();
  return new Map(rows.map((row) => [row.item_id, milli(row.quantity)]));
}

async function newDocument(
  context: ActionContext,
  values: {
    kind: 'receipt' | 'transfer' | 'issue';
    locationId: number;
    toLocationId?: number;
    supplier?: string;
    supplierDocument?: string;
    note?: string;
  },
): Promise<number> {
  try {
    const row = await context.db
      .insertInto('stock_document')
      .values({
        property_id: context.propertyId,
        kind: values.kind,
        business_date: await hotelDateOf(context.db, context.propertyId),
        location_id: values.locationId,
        to_location_id: values.toLocationId ?? null,
        supplier: values.supplier?.trim() ?? '',
        supplier_document: values.supplierDocument?.trim() ?? '',
        note: values.note ?? '',
        created_by: context.actor,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    throw fromDatabaseError(error, '/data/0');
  }
}

/** The document's total: Σ round(quantity × unit cost, 2) over its incoming (or only) side. */
async function closeDocument(context: ActionContext, id: number): Promise<StockDocument> {
  await sql`update stock_document set total = coalesce((
      select sum(round(abs(quantity) * unit_cost, 2)) from stock_movement
      where document_id = ${id} and (quantity > 0 or stock_document.kind = 'issue')), 0)
    where id = ${id}`.execute(context.db);
  const [document] = await readDocuments(context.db, context.propertyId, { ids: [id] });
  if (!document) throw new Error('The document just written is gone');
  await context.audit({ entity: STOCK_DOCUMENT_ENTITY, entityId: id, before: null, after: document });
  return document;
}

async function receive(context: ActionContext, item: Schemas['StockReceive']): Promise<StockDocument> {
  const { db } = context;
  await checkLocation(context, item.locationId, '/data/0/locationId');
  for (const [index, line] of item.lines.entries()) {
    if (milli(line.quantity) <= 0n) {
      throw badRequest('A quantity is more than zero', [
        { field: `/data/0/lines/${index}/quantity`, message: 'must be more than zero' },
      ]);
    }
  }
  await lockItems(context, item.lines, (index) => `/data/0/lines/${index}/itemId`);
  if (item.supplierDocument?.trim()) {
    const seen = await db
      .selectFrom('stock_document')
      .select('id')
      .where('property_id', '=', context.propertyId)
      .where('kind', '=', 'receipt')
      .where(sql<boolean>`lower(supplier) = lower(${item.supplier.trim()})`)
      .where('supplier_document', '=', item.supplierDocument.trim())
      .executeTakeFirst();
    if (seen) {
      throw businessRule(
        'DUPLICATE',
        `Delivery ${item.supplierDocument} of ${item.supplier} is already received (receipt ${seen.id})`,
        [{ field: '/data/0/supplierDocument', message: `is already received (receipt ${seen.id})` }],
      );
    }
  }
  const id = await newDocument(context, { kind: 'receipt', ...item });
  for (const [index, line] of item.lines.entries()) {
    // Weighted average cost over the item's stock in every location, before this line arrives.
    await sql`update inventory_item set average_cost = round(
        (greatest(coalesce((select sum(quantity) from stock_movement where item_id = ${line.itemId}), 0), 0) * average_cost
          + ${line.quantity}::numeric * ${line.unitCost}::numeric)
        / (greatest(coalesce((select sum(quantity) from stock_movement where item_id = ${line.itemId}), 0), 0)
          + ${line.quantity}::numeric), 4)
      where id = ${line.itemId}`.execute(db);
    await db
      .insertInto('stock_movement')
      .values({
        property_id: context.propertyId,
        document_id: id,
        line_number: index + 1,
        item_id: line.itemId,
        location_id: item.locationId,
        quantity: line.quantity,
        unit_cost: line.unitCost,
      })
      .execute();
  }
  return closeDocument(context, id);
}

/** Transfer and issue: all lines leave one location; refused when one would take it below zero. */
async function moveOut(
  context: ActionContext,
  kind: 'transfer' | 'issue',
  from: number,
  to: number | null,
  lines: readonly Schemas['MoveLine'][],
  note: string | undefined,
): Promise<StockDocument> {
  const { db } = context;
  const fromField = kind === 'transfer' ? '/data/0/fromLocationId' : '/data/0/locationId';
  await checkLocation(context, from, fromField);
  if (to !== null) {
    if (to === from) {
      throw badRequest('A transfer goes to another location', [
        { field: '/data/0/toLocationId', message: 'is the location it comes from' },
      ]);
    }
    await checkLocation(context, to, '/data/0/toLocationId');
  }
  const wanted = new Map<number, bigint>();
  for (const [index, line] of lines.entries()) {
    const quantity = milli(line.quantity);
    if (quantity <= 0n) {
      throw badRequest('A quantity is more than zero', [
        { field: `/data/0/lines/${index}/quantity`, message: 'must be more than zero' },
      ]);
    }
    wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0n) + quantity);
  }
  const items = await lockItems(context, lines, (index) => `/data/0/lines/${index}/itemId`);
  const onHand = await onHandAt(db, from, [...wanted.keys()]);
  for (const [index, line] of lines.entries()) {
    const need = wanted.get(line.itemId) ?? 0n;
    const have = onHand.get(line.itemId) ?? 0n;
    if (need > have) {
      const item = items.get(line.itemId);
      const short = quantityText(need - have);
      throw businessRule(
        'INSUFFICIENT_STOCK',
        `Not enough ${item?.code} ${item?.name}: ${short} short (on hand ${quantityText(have)}, wanted ${quantityText(need)})`,
        [
          {
            field: `/data/0/lines/${index}/quantity`,
            message: `${short} short of ${item?.code} (on hand ${quantityText(have)})`,
          },
        ],
      );
    }
  }
  const id = await newDocument(context, {
    kind,
    locationId: from,
    ...(to !== null ? { toLocationId: to } : {}),
    ...(note !== undefined ? { note } : {}),
  });
  await writeMovesOut(context, id, from, to, lines);
  return closeDocument(context, id);
}

/** The movements of a transfer or an issue, each at the item's average cost when it left. */
async function writeMovesOut(
  context: ActionContext,
  documentId: number,
  from: number,
  to: number | null,
  lines: readonly { itemId: number; quantity: string }[],
): Promise<void> {
  for (const [index, line] of lines.entries()) {
    const cost = sql<string>`(select average_cost from inventory_item where id = ${line.itemId})`;
    const rows = [{ location_id: from, quantity: `-${line.quantity}` }];
    if (to !== null) rows.push({ location_id: to, quantity: line.quantity });
    await context.db
      .insertInto('stock_movement')
      .values(
        rows.map((row) => ({
          property_id: context.propertyId,
          document_id: documentId,
          line_number: index + 1,
          item_id: line.itemId,
          location_id: row.location_id,
          quantity: row.quantity,
          unit_cost: cost,
        })),
      )
      .execute();
  }
}

// --- Stock consumed by other departments (api/stock-hooks.ts) ---------------------------------

/** The kinds of store a purpose draws from, in order of preference. */
const STORES_FOR: Record<StockDraw['purpose'], readonly ('minibar' | 'housekeeping')[]> = {
  minibar: ['minibar', 'housekeeping'],
};

/**
 * The store a consumption draws from: the one the request named (active, of a kind the purpose
 * uses), else the hotel's only active store of the first kind it has any of. Several stores of
 * that kind and none named: no store, and everything is recorded short, since guessing would
 * move another floor's stock.
 */
async function storeFor(context: ActionContext, draw: StockDraw) {
  const kinds = STORES_FOR[draw.purpose];
  const stores = await context.db
    .selectFrom('inventory_location')
    .select(['id', 'code', 'name', 'kind', 'active'])
    .where('property_id', '=', context.propertyId)
    .where('kind', 'in', [...kinds])
    .execute();
  if (draw.locationId !== undefined) {
    const named = stores.find((store) => store.id === draw.locationId);
    if (!named?.active) {
      throw businessRule('NOT_A_STORE_FOR_PURPOSE', `The location is not an active ${kinds.join(' or ')} store`, [
        { field: draw.locationField, message: `is not an active ${kinds.join(' or ')} store` },
      ]);
    }
    return named;
  }
  for (const kind of kinds) {
    const active = stores.filter((store) => store.active && store.kind === kind);
    if (active.length > 0) return active.length === 1 ? active[0] : undefined;
  }
  return undefined;
}

/**
 * Issues what a guest consumed. Stock never goes below zero: each line takes what is on hand (the
 * items locked first, so concurrent draws queue) and the rest is answered as short, for the
 * caller to record; the consumption itself is not refused, because it happened.
 */
export async function drawConsumed(context: ActionContext, draw: StockDraw): Promise<StockDrawn> {
  const store = await storeFor(context, draw);
  const allShort = () => draw.lines.map((line) => ({ drawn: '0', short: String(line.quantity) }));
  if (!store) return { locationId: null, locationName: '', documentId: null, lines: allShort() };
  // Consumed is consumed: an item taken out of use since it was stocked is still drawn.
  const items = await lockItemRows(context, draw.lines);
  const left = await onHandAt(
    context.db,
    store.id,
    draw.lines.map((line) => line.itemId),
  );
  const lines = draw.lines.map((line) => {
    const have = left.get(line.itemId) ?? 0n;
    const wanted = BigInt(line.quantity) * 1000n;
    const drawn = have <= 0n ? 0n : have < wanted ? have : wanted;
    left.set(line.itemId, have - drawn);
    return { itemId: line.itemId, drawn, short: wanted - drawn };
  });
  const moves = lines
    .filter((line) => line.drawn > 0n)
    .map((line) => ({ itemId: line.itemId, quantity: quantityText(line.drawn) }));
  const shortages = lines
    .filter((line) => line.short > 0n)
    .map((line) => `${items.get(line.itemId)?.code} ${quantityText(line.short)}`);
  let documentId: number | null = null;
  if (moves.length > 0) {
    const note = shortages.length > 0 ? `${draw.note}; short: ${shortages.join(', ')}` : draw.note;
    documentId = await newDocument(context, { kind: 'issue', locationId: store.id, note: note.slice(0, 200) });
    await writeMovesOut(context, documentId, store.id, null, moves);
    await closeDocument(context, documentId);
  }
  return {
    locationId: store.id,
    locationName: store.name,
    documentId,
    lines: lines.map((line) => ({ drawn: quantityText(line.drawn), short: quantityText(line.short) })),
  };
}

async function readDocuments(
  db: Db,
  propertyId: number,
  filter: Schemas['StockDocumentFilter'] & { ids?: readonly number[] },
): Promise<StockDocument[]> {
  let query = db
    .selectFrom('stock_document as d')
    .innerJoin('inventory_location as l', 'l.id', 'd.location_id')
    .leftJoin('inventory_location as t', 't.id', 'd.to_location_id')
    .select([
      'd.id',
      'd.kind',
      'd.business_date',
      'd.location_id',
      'l.name as location_name',
      'd.to_location_id',
      't.name as to_location_name',
      'd.supplier',
      'd.supplier_document',
      'd.note',
      sql<string>`d.total::text`.as('total'),
      'd.created_by',
      'd.created_at',
    ])
    .where('d.property_id', '=', propertyId);
  if (filter.ids) query = query.where('d.id', 'in', [...filter.ids]);
  if (filter.kind) query = query.where('d.kind', '=', filter.kind);
  if (filter.locationId != null) {
    const location = filter.locationId;
    query = query.where((eb) => eb.or([eb('d.location_id', '=', location), eb('d.to_location_id', '=', location)]));
  }
  if (filter.fromDate) query = query.where('d.business_date', '>=', filter.fromDate);
  if (filter.toDate) query = query.where('d.business_date', '<=', filter.toDate);
  const documents = await query
    .orderBy('d.id', 'desc')
    .limit(filter.limit ?? 100)
    .execute();
  const ids = documents.map((document) => document.id);
  const lines = ids.length
    ? await db
        .selectFrom('stock_movement as m')
        .innerJoin('stock_document as d', 'd.id', 'm.document_id')
        .innerJoin('inventory_item as i', 'i.id', 'm.item_id')
        .select([
          'm.document_id',
          'm.line_number',
          'm.item_id',
          'i.code',
          'i.name',
          'i.unit',
          sql<string>`abs(m.quantity)::text`.as('quantity'),
          sql<string>`round(m.unit_cost, 2)::text`.as('unit_cost'),
          sql<string>`round(abs(m.quantity) * m.unit_cost, 2)::text`.as('amount'),
        ])
        .where('m.document_id', 'in', ids)
        // One row per line: a transfer's incoming side (or the only side).
        .where(sql<boolean>`(m.quantity > 0 or d.kind = 'issue')`)
        .orderBy('m.document_id')
        .orderBy('m.line_number')
        .execute()
    : [];
  return documents.map((document) => ({
    id: document.id,
    kind: document.kind as StockDocument['kind'],
    businessDate: document.business_date,
    locationId: document.location_id,
    locationName: document.location_name,
    toLocationId: document.to_location_id,
    toLocationName: document.to_location_name ?? '',
    supplier: document.supplier,
    supplierDocument: document.supplier_document,
    note: document.note,
    total: document.total,
    createdBy: document.created_by,
    createdAt: new Date(document.created_at).toISOString(),
    lines: lines
      .filter((line) => line.document_id === document.id)
      .map((line) => ({
        lineNumber: line.line_number,
        itemId: line.item_id,
        itemCode: line.code,
        itemName: line.name,
        unit: line.unit,
        quantity: trimNumber(line.quantity),
        unitCost: line.unit_cost,
        amount: line.amount,
      })),
  }));
}

async function readOnHand(
  db: Db,
  propertyId: number,
  filter: Schemas['StockOnHandFilter'],
): Promise<Schemas['StockOnHand'][]> {
  let query = db
    .selectFrom('stock_on_hand as s')
    .innerJoin('inventory_item as i', 'i.id', 's.item_id')
    .innerJoin('inventory_location as l', 'l.id', 's.location_id')
    .select([
      's.item_id',
      'i.code as item_code',
      'i.name as item_name',
      'i.unit',
      'i.item_category_id',
      's.location_id',
      'l.code as location_code',
      'l.name as location_name',
      sql<string>`s.quantity::text`.as('quantity'),
      sql<string>`i.par_level::text`.as('par_level'),
      sql<string>`i.average_cost::text`.as('average_cost'),
      sql<string>`round(s.quantity * i.average_cost, 2)::text`.as('value'),
    ])
    .where('s.property_id', '=', propertyId)
    .where(sql<boolean>`s.quantity <> 0`);
  if (filter.locationId != null) query = query.where('s.location_id', '=', filter.locationId);
  if (filter.itemId != null) query = query.where('s.item_id', '=', filter.itemId);
  if (filter.itemCategoryId != null) query = query.where('i.item_category_id', '=', filter.itemCategoryId);
  const rows = await query.orderBy('i.code').orderBy('l.code').execute();
  return rows.map((row) => ({
    itemId: row.item_id as number,
    itemCode: row.item_code,
    itemName: row.item_name,
    unit: row.unit,
    itemCategoryId: row.item_category_id,
    locationId: row.location_id as number,
    locationCode: row.location_code,
    locationName: row.location_name,
    quantity: trimNumber(row.quantity),
    parLevel: trimNumber(row.par_level),
    averageCost: row.average_cost,
    value: row.value,
  }));
}

export const stockHandlers: PathHandlers<'inventory/stock'> = {
  'on-hand': read(async ({ db, propertyId }, data) => readOnHand(db, propertyId, data[0] ?? {})),
  documents: read(async ({ db, propertyId }, data) => readDocuments(db, propertyId, data[0] ?? {})),
  receive: write(async (context, data) => Promise.all(data.slice(0, 1).map((item) => receive(context, item)))),
  transfer: write(async (context, data) => {
    const [item] = data;
    if (!item) throw notFound('Nothing to transfer');
    return [await moveOut(context, 'transfer', item.fromLocationId, item.toLocationId, item.lines, item.note)];
  }),
  issue: write(async (context, data) => {
    const [item] = data;
    if (!item) throw notFound('Nothing to issue');
    return [await moveOut(context, 'issue', item.locationId, null, item.lines, item.note)];
  }),
};
