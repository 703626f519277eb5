import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { badRequest, businessRule, conflict, notFound, violates } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { drawStock } from '../../api/stock-hooks.ts';
import { chargeLine, type LineAmounts, taxesFor } from './charges.ts';
import { type Db, hotelDateOf, isoTimestamp } from './common.ts';
import { systemShift } from './deposit-transfer.ts';
import { hotelTaxTypes, targetFolio } from './folio.ts';
import { guestLabel, lookUpRoom, occupiedBy, postLines, totalColumns } from './outlet-sale.ts';

// Minibar posting (issue 21, operations.md §5.1): housekeeping's count of what a guest took from the
// minibar, posted to the in-house stay's guest folio. It lives in the cashier's server module for the
// reason the outlet sale does (outlet-sale.ts): every line is a charge made by the cashier's own
// charge code path, so tax, service charge and routing cannot differ from cashier/folio `post`.
//
// Shift: the attendant holds no cashier shift and should not need one, so minibar postings go into
// the hotel's system shift of the hotel date (as the deposit moved at check-in does), whoever
// counts, a cashier included; the posting's user is the attendant, so every charge says who counted
// it. The minibar's revenue of a day is then in one place and never in a cashier's cash count.
//
// Stock: the inventory module draws the linked items from the minibar store in this transaction
// (api/stock-hooks.ts). The guest did take what was counted, so a store short of it never refuses
// the charge; what was not on hand is recorded as short on the count's line.

type Count = Schemas['MinibarCount'];
type CountLine = Schemas['MinibarCountLine'];

export const MINIBAR_COUNT_ENTITY = 'minibar-count';

const money = (value: string | number) => fromCents(toCents(String(value)));
/** numeric(15,3) as staff read a count: '2.000' → '2'. */
const units = (value: string | number) => String(Number(value));

function minibarTypes(db: Db, propertyId: number) {
  return db
    .selectFrom('minibar_type as m')
    .leftJoin('transaction_code as c', 'c.id', 'm.transaction_code_id')
    .leftJoin('transaction_group as g', 'g.id', 'c.transaction_group_id')
    .select([
      'm.id',
      'm.code',
      'm.name',
      'm.price',
      'm.active',
      'm.inventory_item_id',
      'm.transaction_code_id',
      'c.code as transaction_code',
      'c.kind',
      'c.active as code_active',
      'c.taxable',
      'c.service_charge',
      'g.code as group_code',
    ])
    .where('m.property_id', '=', propertyId);
}

type MinibarTypeRow = Awaited<ReturnType<ReturnType<typeof minibarTypes>['execute']>>[number];

/** The charge code an item posts with, when it is an active charge code. */
const chargeCodeOf = (item: MinibarTypeRow) =>
  item.transaction_code_id !== null && item.kind === 'CHARGE' && item.code_active ? item.transaction_code_id : null;

const codeRules = (item: MinibarTypeRow) => ({
  taxable: item.taxable ?? false,
  service_charge: item.service_charge ?? false,
  group_code: item.group_code ?? '',
});

async function listItems(db: Db, propertyId: number): Promise<Schemas['MinibarItem'][]> {
  const items = await minibarTypes(db, propertyId)
    .where('m.active', '=', true)
    .orderBy('m.sort_order')
    .orderBy('m.code')
    .execute();
  const types = await hotelTaxTypes(db, propertyId);
  return items.map((item) => {
    const codeId = chargeCodeOf(item);
    return {
      minibarTypeId: item.id,
      code: item.code,
      name: item.name,
      price: money(item.price),
      transactionCodeId: codeId,
      transactionCode: codeId === null ? '' : (item.transaction_code ?? ''),
      taxes: codeId === null ? [] : taxesFor(codeRules(item), types),
      inventoryItemId: item.inventory_item_id,
    };
  });
}

interface PricedLine {
  item: MinibarTypeRow & { transaction_code_id: number };
  quantity: number;
  amounts: LineAmounts;
}

/** The count's lines at the items' prices, refused naming the line of an item that cannot be charged. */
async function priceCount(db: Db, propertyId: number, lines: readonly Schemas['MinibarCountLineInput'][]) {
  const seen = new Set<number>();
  for (const [index, line] of lines.entries()) {
    if (seen.has(line.minibarTypeId)) {
      throw badRequest('Count each item on one line', [
        { field: `/data/0/lines/${index}/minibarTypeId`, message: 'is counted on an earlier line' },
      ]);
    }
    seen.add(line.minibarTypeId);
  }
  const items = await minibarTypes(db, propertyId)
    .where(
      'm.id',
      'in',
      lines.map((line) => line.minibarTypeId),
    )
    .execute();
  const types = await hotelTaxTypes(db, propertyId);
  return lines.map((line, index): PricedLine => {
    const field = `/data/0/lines/${index}/minibarTypeId`;
    const item = items.find((row) => row.id === line.minibarTypeId);
    if (!item) throw notFound('No such minibar item', field);
    if (!item.active) {
      throw businessRule('ITEM_INACTIVE', `${item.name} is not in use`, [{ field, message: 'is not in use' }]);
    }
    const codeId = chargeCodeOf(item);
    if (codeId === null) {
      throw businessRule('ITEM_NOT_CHARGEABLE', `${item.name} has no charge transaction code to post with`, [
        { field, message: 'has no active charge transaction code' },
      ]);
    }
    const unitAmount = money(item.price);
    return {
      item: { ...item, transaction_code_id: codeId },
      quantity: line.quantity,
      amounts: chargeLine(unitAmount, line.quantity, taxesFor(codeRules(item), types)),
    };
  });
}

const slipPosted = (reference: string) =>
  conflict('SLIP_POSTED', `Minibar slip ${reference} is posted already today`, [
    { field: '/data/0/reference', message: 'is posted already on this hotel date' },
  ]);

async function postCount(context: ActionContext, input: Schemas['MinibarCountInput']): Promise<Count> {
  const { db, propertyId } = context;
  const roomNumber = input.roomNumber.trim();
  const reference = input.reference?.trim() ?? '';
  const stays = await occupiedBy(db, propertyId, roomNumber);
  const stay = stays.find((candidate) => candidate.id === input.stayId);
  if (!stay) {
    throw businessRule('GUEST_CHANGED', `Another guest is in house in room ${roomNumber} now: look the room up again`, [
      { field: '/data/0/stayId', message: `is not the stay in house in room ${roomNumber}` },
    ]);
  }
  const lines = await priceCount(db, propertyId, input.lines);
  const hotelDate = await hotelDateOf(db, propertyId);
  if (reference !== '') {
    const posted = await db
      .selectFrom('minibar_count')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('hotel_date', '=', hotelDate)
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (posted) throw slipPosted(reference);
  }
  const shift = { id: await systemShift(db, propertyId, hotelDate) };
  const folioId = await targetFolio(context, { stayId: stay.id }, { folio: 'stayId', stay: 'stayId' });

  // The count's row first: a second post of the same slip waits here on the unique slip number
  // until the first commits, then is refused before it posts anything.
  let countId: number;
  try {
    const row = await db
      .insertInto('minibar_count')
      .values({
        property_id: propertyId,
        room_id: stay.room_id,
        stay_id: stay.id,
        folio_id: folioId,
        hotel_date: hotelDate,
        reference,
        ...totalColumns(lines),
        shift_id: shift.id,
        counted_by: context.actor,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    countId = row.id;
  } catch (error) {
    if (violates(error, 'minibar_count_reference_once')) {
      throw slipPosted(reference);
    }
    throw error;
  }

  const postingReference = `Minibar ${reference || `count ${countId}`}`;
  const postings = await postLines(context, folioId, lines, postingReference, shift);

  const linked = lines.filter((line) => line.item.inventory_item_id !== null);
  const drawn = await drawStock(context, {
    purpose: 'minibar',
    locationId: input.locationId,
    locationField: '/data/0/locationId',
    note: `Minibar room ${roomNumber}, ${reference ? `slip ${reference}` : `count ${countId}`}`,
    lines: linked.map((line) => ({ itemId: line.item.inventory_item_id as number, quantity: line.quantity })),
  });
  await db
    .insertInto('minibar_count_line')
    .values(
      lines.map((line, index) => {
        const stock = line.item.inventory_item_id === null ? undefined : drawn.lines[linked.indexOf(line)];
        return {
          count_id: countId,
          line_number: index + 1,
          minibar_type_id: line.item.id,
          quantity: line.quantity,
          posting_id: postings[index] as number,
          inventory_item_id: line.item.inventory_item_id,
          drawn: stock?.drawn ?? '0',
          short: stock?.short ?? '0',
        };
      }),
    )
    .execute();
  if (drawn.locationId !== null) {
    await db
      .updateTable('minibar_count')
      .set({ location_id: drawn.locationId, stock_document_id: drawn.documentId })
      .where('id', '=', countId)
      .execute();
  }
  const after = await readCount(db, propertyId, countId);
  await context.audit({ entity: MINIBAR_COUNT_ENTITY, entityId: countId, before: null, after });
  return after;
}

async function readCount(db: Db, propertyId: number, id: number): Promise<Count> {
  const count = await db
    .selectFrom('minibar_count as mc')
    .innerJoin('room as rm', 'rm.id', 'mc.room_id')
    .innerJoin('room_stay as st', 'st.id', 'mc.stay_id')
    .innerJoin('reservation as r', 'r.id', 'st.reservation_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .leftJoin('inventory_location as l', 'l.id', 'mc.location_id')
    .selectAll('mc')
    .select(['rm.room_number', 'g.last_name', 'g.first_name', 'l.name as location_name'])
    .where('mc.id', '=', id)
    .where('mc.property_id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('minibar_count_line as l')
    .innerJoin('minibar_type as m', 'm.id', 'l.minibar_type_id')
    .innerJoin('posting as p', 'p.id', 'l.posting_id')
    .innerJoin('transaction_code as c', 'c.id', 'p.transaction_code_id')
    .select([
      'l.line_number',
      'l.minibar_type_id',
      'l.quantity',
      'l.posting_id',
      'l.inventory_item_id',
      sql<string>`l.drawn::text`.as('drawn'),
      sql<string>`l.short::text`.as('short'),
      'm.code as item_code',
      'p.description',
      'c.code as transaction_code',
      'p.unit_amount',
      'p.net_amount',
      'p.service_charge',
      'p.tax',
      'p.total',
    ])
    .where('l.count_id', '=', id)
    .orderBy('l.line_number')
    .execute();
  return {
    id: count.id,
    hotelDate: count.hotel_date,
    roomNumber: count.room_number,
    stayId: count.stay_id,
    guestName: guestLabel(count.last_name, count.first_name),
    folioId: count.folio_id,
    reference: count.reference,
    lines: lines.map(
      (line): CountLine => ({
        lineNumber: line.line_number,
        minibarTypeId: line.minibar_type_id,
        itemCode: line.item_code,
        itemName: line.description,
        transactionCode: line.transaction_code,
        quantity: line.quantity,
        unitAmount: money(line.unit_amount),
        netAmount: money(line.net_amount),
        serviceCharge: money(line.service_charge),
        tax: money(line.tax),
        total: money(line.total),
        postingId: line.posting_id,
        inventoryItemId: line.inventory_item_id,
        drawn: units(line.drawn),
        short: units(line.short),
      }),
    ),
    netAmount: money(count.net_amount),
    serviceCharge: money(count.service_charge),
    tax: money(count.tax),
    total: money(count.total),
    shiftId: count.shift_id,
    countedBy: count.counted_by,
    locationId: count.location_id,
    locationName: count.location_name ?? '',
    stockDocumentId: count.stock_document_id,
    createdAt: isoTimestamp(count.created_at),
  };
}

export const minibarHandlers: PathHandlers<'housekeeping/minibar'> = {
  items: read(async ({ db, propertyId }) => listItems(db, propertyId)),
  room: read(async ({ db, propertyId }, data) => lookUpRoom(db, propertyId, only(data).roomNumber)),
  post: write(async (context, data) => [await postCount(context, only(data))]),
};
