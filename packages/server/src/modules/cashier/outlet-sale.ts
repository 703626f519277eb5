import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { badRequest, businessRule, conflict, notFound, violates } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { chargeLine, divideHalfUp, fromMillionths, type LineAmounts, taxesFor, toMillionths } from './charges.ts';
import { type Db, hotelDateOf, isoTimestamp } from './common.ts';
import { hotelTaxTypes, insertPosting, localCurrency, openShiftOf, postCharge, targetFolio } from './folio.ts';

// Outlet sales (issue 18, operations.md §3). They live in the cashier's server module, not in an
// outlet module of their own: a sale IS a set of cashier postings (one charge per item, in the
// caller's cashier shift, by the same charge code path as cashier/folio post, so tax, service and
// routing can never differ), and server modules never import each other. The outlet department is
// the app's (modules/outlet); the wire path says `outlet/` because that is who calls it.
//
// The minibar is not an outlet here (minibar.ts): its counts are of the minibar-type list, charged
// to the room only, into the hotel's system shift (attendants hold no cashier shift), and they draw
// stock; it shares the room lookup and the charge path with this file.

type Sale = Schemas['OutletSale'];
type SaleLine = Schemas['OutletSaleLine'];
type LineInput = Schemas['OutletSaleLineInput'];

export const OUTLET_SALE_ENTITY = 'outlet-sale';

const money = (value: string | number) => fromCents(toCents(String(value)));
const sumOf = (values: readonly string[]) => fromCents(values.reduce((sum, value) => sum + toCents(value), 0n));

// --- Eligibility -----------------------------------------------------------------------------

/** Lower case, commas and runs of spaces folded: 'SMITH,  John' → ['john', 'smith']. */
const nameWords = (name: string) =>
  name
    .toLocaleLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word !== '')
    .sort();

/**
 * The name a guest gives matches the stay's guest when it is the last name alone, or the last and
 * first names in any order ("Smith", "John Smith", "Smith, John"), whatever the case.
 */
export function guestNameMatches(given: string, guest: { last_name: string; first_name: string }): boolean {
  const words = nameWords(given).join(' ');
  if (words === '') return false;
  return (
    words === nameWords(guest.last_name).join(' ') ||
    words === nameWords(`${guest.last_name} ${guest.first_name}`).join(' ')
  );
}

export const guestLabel = (last: string | null, first: string | null) =>
  !last ? '' : first ? `${last}, ${first}` : last;

/** The stays in house in a room (usually one), with their guests. */
async function inHouseIn(db: Db, propertyId: number, roomNumber: string) {
  return db
    .selectFrom('room_stay as st')
    .innerJoin('room as rm', 'rm.id', 'st.room_id')
    .innerJoin('reservation as r', 'r.id', 'st.reservation_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .select([
      'st.id',
      'st.arrival',
      'st.departure',
      'rm.id as room_id',
      'rm.room_number',
      sql<string>`coalesce(g.last_name, '')`.as('last_name'),
      sql<string>`coalesce(g.first_name, '')`.as('first_name'),
    ])
    .where('st.property_id', '=', propertyId)
    .where('rm.room_number', '=', roomNumber.trim())
    .where('st.status', '=', 'in-house')
    .orderBy('st.id')
    .execute();
}

async function roomExists(db: Db, propertyId: number, roomNumber: string): Promise<boolean> {
  const room = await db
    .selectFrom('room')
    .select('id')
    .where('property_id', '=', propertyId)
    .where('room_number', '=', roomNumber.trim())
    .executeTakeFirst();
  return room !== undefined;
}

/** The stays in house in a room; 404 for no such room, 422 ROOM_NOT_IN_HOUSE when nobody is. */
export async function occupiedBy(db: Db, propertyId: number, roomNumber: string) {
  const stays = await inHouseIn(db, propertyId, roomNumber);
  if (stays.length === 0) {
    if (!(await roomExists(db, propertyId, roomNumber))) throw notFound('No such room', '/data/0/roomNumber');
    throw businessRule('ROOM_NOT_IN_HOUSE', `Nobody is in house in room ${roomNumber.trim()}`, [
      { field: '/data/0/roomNumber', message: 'has no in-house guest' },
    ]);
  }
  return stays;
}

/** The in-house stay a room charge goes to: refused with the field that does not match. */
async function eligibleStay(db: Db, propertyId: number, roomNumber: string, guestName: string): Promise<number> {
  const stays = await occupiedBy(db, propertyId, roomNumber);
  const stay = stays.find((candidate) => guestNameMatches(guestName, candidate));
  if (!stay) {
    throw businessRule('GUEST_NAME_MISMATCH', `The guest in room ${roomNumber.trim()} has another name`, [
      { field: '/data/0/guestName', message: 'does not match the in-house guest of the room' },
    ]);
  }
  return stay.id;
}

// --- Pricing ---------------------------------------------------------------------------------

interface PricedLine {
  lineNumber: number;
  item: { id: number; code: string; name: string; transaction_code_id: number; transaction_code: string };
  unitAmount: string;
  quantity: number;
  amounts: ReturnType<typeof chargeLine>;
}

async function usableOutlet(db: Db, propertyId: number, outletId: number) {
  const outlet = await db
    .selectFrom('outlet')
    .select(['id', 'code', 'name', 'active', 'posts_to_room'])
    .where('id', '=', outletId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!outlet) throw notFound('No such outlet', '/data/0/outletId');
  if (!outlet.active) {
    throw businessRule('OUTLET_INACTIVE', 'The outlet is not active', [
      { field: '/data/0/outletId', message: 'is not active' },
    ]);
  }
  return outlet;
}

/**
 * The check's lines at the outlet's prices, each computed as the cashier posts a charge: the
 * item's transaction code decides tax and service charge, per line, half up to the cent.
 */
async function priceLines(db: Db, propertyId: number, outletId: number, lines: readonly LineInput[]) {
  const items = await db
    .selectFrom('outlet_item as i')
    .leftJoin('transaction_code as c', 'c.id', 'i.transaction_code_id')
    .leftJoin('transaction_group as g', 'g.id', 'c.transaction_group_id')
    .select([
      'i.id',
      'i.code',
      'i.name',
      'i.outlet_id',
      'i.price',
      'i.active',
      'i.transaction_code_id',
      'c.code as transaction_code',
      'c.kind',
      'c.active as code_active',
      'c.taxable',
      'c.service_charge',
      'g.code as group_code',
    ])
    .where('i.property_id', '=', propertyId)
    .where(
      'i.id',
      'in',
      lines.map((line) => line.outletItemId),
    )
    .execute();
  const types = await hotelTaxTypes(db, propertyId);
  return lines.map((line, index): PricedLine => {
    const field = `/data/0/lines/${index}/outletItemId`;
    const item = items.find((row) => row.id === line.outletItemId);
    if (!item || item.outlet_id !== outletId) {
      throw notFound('No such item on the outlet’s price list', field);
    }
    if (!item.active || item.transaction_code_id === null || item.kind !== 'CHARGE' || !item.code_active) {
      throw businessRule('ITEM_NOT_SOLD', `${item.name} cannot be sold: it is inactive or has no charge code`, [
        { field, message: item.active ? 'has no active charge transaction code' : 'is not active' },
      ]);
    }
    const unitAmount = money(item.price);
    const code = {
      taxable: item.taxable ?? false,
      service_charge: item.service_charge ?? false,
      group_code: item.group_code ?? '',
    };
    return {
      lineNumber: index + 1,
      item: {
        id: item.id,
        code: item.code,
        name: item.name,
        transaction_code_id: item.transaction_code_id,
        transaction_code: item.transaction_code ?? '',
      },
      unitAmount,
      quantity: line.quantity,
      amounts: chargeLine(unitAmount, line.quantity, taxesFor(code, types)),
    };
  });
}

/** What a payment type takes: its transaction code, currency and the buying rate in force. */
async function paymentTerms(db: Db, propertyId: number, paymentTypeId: number, hotelDate: string) {
  const field = '/data/0/paymentTypeId';
  const type = await db
    .selectFrom('payment_type as t')
    .leftJoin('currency as cu', 'cu.id', 't.currency_id')
    .select([
      't.id',
      't.name',
      't.active',
      't.transaction_code_id',
      'cu.id as currency_id',
      'cu.code as currency_code',
      'cu.is_local',
    ])
    .where('t.id', '=', paymentTypeId)
    .where('t.property_id', '=', propertyId)
    .executeTakeFirst();
  if (!type) throw notFound('No such payment type', field);
  if (!type.active || type.transaction_code_id === null) {
    throw businessRule('PAYMENT_TYPE_UNUSABLE', 'The payment type is inactive or has no transaction code', [
      { field, message: type.active ? 'has no transaction code' : 'is not active' },
    ]);
  }
  if (type.currency_id === null || type.is_local || type.currency_code === null) {
    const currencyCode = type.currency_code ?? (await localCurrency(db, propertyId));
    return { ...type, transaction_code_id: type.transaction_code_id, currencyCode, rate: '1.000000' };
  }
  const found = await db
    .selectFrom('exchange_rate')
    .select('buying_rate')
    .where('property_id', '=', propertyId)
    .where('currency_id', '=', type.currency_id)
    .where('effective_date', '<=', hotelDate)
    .orderBy('effective_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!found) {
    throw businessRule('NO_EXCHANGE_RATE', `There is no exchange rate for ${type.currency_code} on ${hotelDate}`, [
      { field, message: `has no ${type.currency_code} rate in force` },
    ]);
  }
  return {
    ...type,
    transaction_code_id: type.transaction_code_id,
    currencyCode: type.currency_code,
    rate: fromMillionths(toMillionths(String(found.buying_rate))),
  };
}

/**
 * The amount due in a currency for a local total: total ÷ rate, half up to the cent. The payment
 * posting keeps the local total exactly (the outlet folio balances to zero) with this amount and
 * the rate beside it, as the check shows them.
 */
export const foreignDue = (total: string, rate: string): string =>
  fromCents(divideHalfUp(toCents(total) * 1_000_000n, toMillionths(rate)));

/** A check's or a count's totals: the sums of its lines' exact amounts. */
export function totalsOf(lines: readonly { amounts: LineAmounts }[]) {
  return {
    netAmount: sumOf(lines.map((line) => line.amounts.netAmount)),
    serviceCharge: sumOf(lines.map((line) => line.amounts.serviceCharge)),
    tax: sumOf(lines.map((line) => line.amounts.tax)),
    total: sumOf(lines.map((line) => line.amounts.total)),
  };
}

/** The totals as the check's and the count's own rows keep them. */
export function totalColumns(lines: readonly { amounts: LineAmounts }[]) {
  const totals = totalsOf(lines);
  return { net_amount: totals.netAmount, service_charge: totals.serviceCharge, tax: totals.tax, total: totals.total };
}

/** A priced line of a check or a count: what the cashier's charge path is asked to post. */
export interface ChargeableLine {
  item: { name: string; transaction_code_id: number };
  quantity: number;
  amounts: LineAmounts;
}

/**
 * Posts each line as a charge through the cashier's charge path (into the caller's open shift, or
 * `shift`), answering the posting ids in line order.
 */
export async function postLines(
  context: ActionContext,
  folioId: number,
  lines: readonly ChargeableLine[],
  reference: string,
  shift?: { id: number },
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, line] of lines.entries()) {
    const charge = await postCharge(
      context,
      {
        folioId,
        transactionCodeId: line.item.transaction_code_id,
        quantity: line.quantity,
        unitAmount: line.amounts.unitAmount,
        description: line.item.name,
        reference,
      },
      shift,
    );
    // The charge path computed the line itself; it must be the line that was priced, exactly.
    if (charge.total !== line.amounts.total) throw new Error(`Line ${index + 1} posted ${charge.total}`);
    ids.push(charge.id);
  }
  return ids;
}

async function quoteSale(context: ActionContext, input: Schemas['OutletSaleQuoteInput']): Promise<Sale> {
  const { db, propertyId } = context;
  const outlet = await usableOutlet(db, propertyId, input.outletId);
  const lines = await priceLines(db, propertyId, outlet.id, input.lines);
  const hotelDate = await hotelDateOf(db, propertyId);
  const totals = totalsOf(lines);
  const terms =
    input.paymentTypeId === undefined ? undefined : await paymentTerms(db, propertyId, input.paymentTypeId, hotelDate);
  return {
    id: null,
    outletId: outlet.id,
    outletCode: outlet.code,
    outletName: outlet.name,
    checkNumber: '',
    hotelDate,
    settlement: terms ? 'paid' : null,
    stayId: null,
    roomNumber: '',
    guestName: '',
    folioId: null,
    paymentTypeId: terms?.id ?? null,
    paymentTypeName: terms?.name ?? '',
    currencyCode: terms?.currencyCode ?? (await localCurrency(db, propertyId)),
    foreignAmount: terms ? foreignDue(totals.total, terms.rate) : null,
    exchangeRate: terms?.rate ?? '1.000000',
    paymentPostingId: null,
    lines: lines.map((line) => ({
      lineNumber: line.lineNumber,
      outletItemId: line.item.id,
      itemCode: line.item.code,
      itemName: line.item.name,
      transactionCode: line.item.transaction_code,
      quantity: line.quantity,
      unitAmount: line.amounts.unitAmount,
      netAmount: line.amounts.netAmount,
      serviceCharge: line.amounts.serviceCharge,
      tax: line.amounts.tax,
      total: line.amounts.total,
      postingId: null,
    })),
    ...totals,
    shiftId: null,
    cashier: context.actor,
    createdAt: null,
  };
}

// --- Posting ---------------------------------------------------------------------------------

/**
 * The outlet's own house folio, made on its first paid sale. The outlet row is locked only while
 * making it, so two first sales at once share one folio and later sales never wait on each other.
 */
async function outletFolio(context: ActionContext, outlet: { id: number; code: string; name: string }) {
  const { db, propertyId } = context;
  const existing = () =>
    db.selectFrom('outlet_folio').select('folio_id').where('outlet_id', '=', outlet.id).executeTakeFirst();
  let found = await existing();
  if (found) return found.folio_id;
  await db.selectFrom('outlet').select('id').where('id', '=', outlet.id).forUpdate().execute();
  found = await existing();
  if (found) return found.folio_id;
  const folio = await db
    .insertInto('folio')
    .values({
      property_id: propertyId,
      owner_kind: 'house',
      name: `${outlet.code} ${outlet.name}`.slice(0, 100),
      created_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('outlet_folio')
    .values({ outlet_id: outlet.id, property_id: propertyId, folio_id: folio.id })
    .execute();
  await context.audit({
    entity: 'folio',
    entityId: folio.id,
    before: null,
    after: { id: folio.id, ownerKind: 'house', name: `${outlet.code} ${outlet.name}`, outletId: outlet.id },
  });
  return folio.id;
}

function settlementFields(input: Schemas['OutletSaleInput']): void {
  const needs = (present: boolean, field: string, message: string) => {
    if (!present) throw badRequest(`The settlement needs ${field}`, [{ field: `/data/0/${field}`, message }]);
  };
  const refuses = (absent: boolean, field: string) => {
    if (!absent)
      throw badRequest(`A ${input.settlement} settlement takes no ${field}`, [
        { field: `/data/0/${field}`, message: `is not taken when settlement is ${input.settlement}` },
      ]);
  };
  if (input.settlement === 'room') {
    needs(
      input.roomNumber !== undefined && input.roomNumber.trim() !== '',
      'roomNumber',
      'is required to charge a room',
    );
    needs(input.guestName !== undefined && input.guestName.trim() !== '', 'guestName', 'is required to charge a room');
    refuses(input.paymentTypeId === undefined, 'paymentTypeId');
  } else {
    needs(input.paymentTypeId !== undefined, 'paymentTypeId', 'is required to pay on the spot');
    refuses(input.roomNumber === undefined, 'roomNumber');
    refuses(input.guestName === undefined, 'guestName');
  }
}

const checkPosted = (checkNumber: string) =>
  conflict('CHECK_POSTED', `Check ${checkNumber} of this outlet is posted already today`, [
    { field: '/data/0/checkNumber', message: 'is posted already for this outlet on this hotel date' },
  ]);

async function postSale(context: ActionContext, input: Schemas['OutletSaleInput']): Promise<Sale> {
  const { db, propertyId } = context;
  settlementFields(input);
  const checkNumber = input.checkNumber.trim();
  const shift = await openShiftOf(context);
  const outlet = await usableOutlet(db, propertyId, input.outletId);
  if (input.settlement === 'room' && !outlet.posts_to_room) {
    throw businessRule('OUTLET_NO_ROOM_CHARGE', `${outlet.name} does not charge to rooms`, [
      { field: '/data/0/settlement', message: 'room charges are not allowed for this outlet' },
    ]);
  }
  const hotelDate = await hotelDateOf(db, propertyId);
  const posted = await db
    .selectFrom('outlet_sale')
    .select('id')
    .where('outlet_id', '=', outlet.id)
    .where('check_number', '=', checkNumber)
    .where('hotel_date', '=', hotelDate)
    .executeTakeFirst();
  if (posted) throw checkPosted(checkNumber);
  const lines = await priceLines(db, propertyId, outlet.id, input.lines);
  const totals = totalsOf(lines);

  let stayId: number | null = null;
  let folioId: number;
  let terms: Awaited<ReturnType<typeof paymentTerms>> | undefined;
  if (input.settlement === 'room') {
    stayId = await eligibleStay(db, propertyId, input.roomNumber as string, input.guestName as string);
    folioId = await targetFolio(context, { stayId }, { folio: 'roomNumber', stay: 'roomNumber' });
  } else {
    terms = await paymentTerms(db, propertyId, input.paymentTypeId as number, hotelDate);
    folioId = await outletFolio(context, outlet);
  }

  // The check's row first: a second post of the same check waits here on the natural key until
  // the first commits, then is refused before it posts anything.
  let saleId: number;
  try {
    const sale = await db
      .insertInto('outlet_sale')
      .values({
        property_id: propertyId,
        outlet_id: outlet.id,
        check_number: checkNumber,
        hotel_date: hotelDate,
        settlement: input.settlement,
        stay_id: stayId,
        folio_id: folioId,
        payment_type_id: terms?.id ?? null,
        ...totalColumns(lines),
        shift_id: shift.id,
        cashier: context.actor,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    saleId = sale.id;
  } catch (error) {
    if (violates(error, 'outlet_sale_check_once')) {
      throw checkPosted(checkNumber);
    }
    throw error;
  }

  const reference = `${outlet.code} ${checkNumber}`.slice(0, 100);
  const postings = await postLines(context, folioId, lines, reference);
  await db
    .insertInto('outlet_sale_line')
    .values(
      lines.map((line, index) => ({
        sale_id: saleId,
        line_number: line.lineNumber,
        outlet_item_id: line.item.id,
        quantity: line.quantity,
        posting_id: postings[index] as number,
      })),
    )
    .execute();
  if (terms) {
    const local = fromCents(-toCents(totals.total));
    const payment = await insertPosting(context, {
      property_id: propertyId,
      folio_id: folioId,
      window_number: 1,
      hotel_date: hotelDate,
      kind: 'payment',
      transaction_code_id: terms.transaction_code_id,
      payment_type_id: terms.id,
      description: terms.name,
      quantity: 1,
      unit_amount: local,
      net_amount: local,
      service_charge: '0.00',
      tax: '0.00',
      total: local,
      currency_code: terms.currencyCode,
      foreign_amount: foreignDue(totals.total, terms.rate),
      exchange_rate: terms.rate,
      shift_id: shift.id,
      cashier: context.actor,
      reference,
    });
    await db.updateTable('outlet_sale').set({ payment_posting_id: payment.id }).where('id', '=', saleId).execute();
  }
  const [after] = await readSales(db, propertyId, { id: saleId });
  if (!after) throw new Error('The sale just posted is missing');
  await context.audit({ entity: OUTLET_SALE_ENTITY, entityId: saleId, before: null, after });
  return after;
}

// --- Reading ---------------------------------------------------------------------------------

export async function readSales(
  db: Db,
  propertyId: number,
  filter: { id?: number; hotelDate?: string; outletId?: number | undefined },
): Promise<Sale[]> {
  let query = db
    .selectFrom('outlet_sale as s')
    .innerJoin('outlet as o', 'o.id', 's.outlet_id')
    .innerJoin('cashier_shift as sh', 'sh.id', 's.shift_id')
    .leftJoin('room_stay as st', 'st.id', 's.stay_id')
    .leftJoin('room as rm', 'rm.id', 'st.room_id')
    .leftJoin('reservation as r', 'r.id', 'st.reservation_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .leftJoin('payment_type as t', 't.id', 's.payment_type_id')
    .leftJoin('posting as pay', 'pay.id', 's.payment_posting_id')
    .selectAll('s')
    .select([
      'o.code as outlet_code',
      'o.name as outlet_name',
      'rm.room_number',
      'g.last_name',
      'g.first_name',
      't.name as payment_type_name',
      'pay.currency_code as paid_currency',
      'pay.foreign_amount',
      'pay.exchange_rate',
    ])
    .where('s.property_id', '=', propertyId);
  if (filter.id !== undefined) query = query.where('s.id', '=', filter.id);
  if (filter.hotelDate !== undefined) query = query.where('s.hotel_date', '=', filter.hotelDate);
  if (filter.outletId !== undefined) query = query.where('s.outlet_id', '=', filter.outletId);
  const rows = await query.orderBy('s.id', 'desc').limit(1000).execute();
  if (rows.length === 0) return [];
  const lineRows = await db
    .selectFrom('outlet_sale_line as l')
    .innerJoin('posting as p', 'p.id', 'l.posting_id')
    .innerJoin('outlet_item as i', 'i.id', 'l.outlet_item_id')
    .innerJoin('transaction_code as c', 'c.id', 'p.transaction_code_id')
    .select([
      'l.sale_id',
      'l.line_number',
      'l.outlet_item_id',
      'l.quantity',
      'l.posting_id',
      'i.code as item_code',
      'p.description',
      'c.code as transaction_code',
      'p.unit_amount',
      'p.net_amount',
      'p.service_charge',
      'p.tax',
      'p.total',
    ])
    .where(
      'l.sale_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('l.sale_id')
    .orderBy('l.line_number')
    .execute();
  const local = await localCurrency(db, propertyId);
  const linesBySale = new Map<number, SaleLine[]>();
  for (const line of lineRows) {
    const list = linesBySale.get(line.sale_id) ?? [];
    list.push({
      lineNumber: line.line_number,
      outletItemId: line.outlet_item_id,
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
    });
    linesBySale.set(line.sale_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    outletId: row.outlet_id,
    outletCode: row.outlet_code,
    outletName: row.outlet_name,
    checkNumber: row.check_number,
    hotelDate: row.hotel_date,
    settlement: row.settlement,
    stayId: row.stay_id,
    roomNumber: row.room_number ?? '',
    guestName: guestLabel(row.last_name, row.first_name),
    folioId: row.folio_id,
    paymentTypeId: row.payment_type_id,
    paymentTypeName: row.payment_type_name ?? '',
    currencyCode: row.paid_currency ?? local,
    foreignAmount: row.foreign_amount === null ? null : money(row.foreign_amount),
    exchangeRate: row.exchange_rate === null ? '1.000000' : fromMillionths(toMillionths(String(row.exchange_rate))),
    paymentPostingId: row.payment_posting_id,
    lines: linesBySale.get(row.id) ?? [],
    netAmount: money(row.net_amount),
    serviceCharge: money(row.service_charge),
    tax: money(row.tax),
    total: money(row.total),
    shiftId: row.shift_id,
    cashier: row.cashier,
    createdAt: isoTimestamp(row.created_at),
  }));
}

/** Who is in house in a room (the outlet and the minibar confirm the guest); 404 / 422 naming the room. */
export async function lookUpRoom(
  db: Db,
  propertyId: number,
  roomNumber: string,
): Promise<Schemas['OutletInHouseGuest'][]> {
  const stays = await occupiedBy(db, propertyId, roomNumber);
  return stays.map((stay) => ({
    stayId: stay.id,
    roomNumber: stay.room_number,
    guestName: guestLabel(stay.last_name, stay.first_name),
    arrival: stay.arrival,
    departure: stay.departure,
  }));
}

export const outletSaleHandlers: PathHandlers<'outlet/sale'> = {
  room: read(async ({ db, propertyId }, data) => lookUpRoom(db, propertyId, only(data).roomNumber)),
  quote: read(async (context, data) => [await quoteSale(context, only(data))]),
  post: write(async (context, data) => [await postSale(context, only(data))]),
  list: read(async ({ db, propertyId }, data) => {
    const filter = data[0] ?? {};
    return readSales(db, propertyId, {
      hotelDate: filter.hotelDate ?? (await hotelDateOf(db, propertyId)),
      outletId: filter.outletId,
    });
  }),
};
