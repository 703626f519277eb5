import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { ApiFailure, badRequest, businessRule, conflict, describeConstraint, notFound } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import type { NewRow, Row } from '../../db/schema.ts';
import { chargeLine, fromMillionths, localAmount, taxesFor, toMillionths } from './charges.ts';
import { type Db, hotelDateOf, isoTimestamp, isoTimestampOrNull, userIdOf } from './common.ts';
import { routeFor } from './routing.ts';

type Posting = Schemas['Posting'];
type Folio = Schemas['Folio'];

export const POSTING_ENTITY = 'posting';
export const FOLIO_ENTITY = 'folio';
/** Windows every folio shows, used or not (issue 18: at least 4). */
export const SHOWN_WINDOWS = 4;
const MAX_CENTS = toCents('999999999999.99');

describeConstraint('posting_correction_once', 'postingId', 'is corrected already');
describeConstraint('posting_transfer_once', 'postingIds', 'is transferred already');
describeConstraint('posting_shift_open', 'shiftId', 'the shift is closed');

const money = (value: string | number) => fromCents(toCents(String(value)));
const negate = (value: string) => fromCents(-toCents(value));

export function postingQuery(db: Db, propertyId: number) {
  return db
    .selectFrom('posting as p')
    .innerJoin('transaction_code as c', 'c.id', 'p.transaction_code_id')
    .innerJoin('cashier_shift as s', 's.id', 'p.shift_id')
    .selectAll('p')
    .select(['c.code as transaction_code', 's.shift as shift_name'])
    .where('p.property_id', '=', propertyId);
}

export type PostingRow = Row<'posting'> & { transaction_code: string; shift_name: 'AM' | 'PM' | 'Night' };

export function toPosting(row: PostingRow): Posting {
  return {
    id: row.id,
    folioId: row.folio_id,
    window: row.window_number,
    hotelDate: row.hotel_date,
    kind: row.kind,
    transactionCodeId: row.transaction_code_id,
    transactionCode: row.transaction_code,
    paymentTypeId: row.payment_type_id,
    description: row.description,
    quantity: row.quantity,
    unitAmount: money(row.unit_amount),
    netAmount: money(row.net_amount),
    serviceCharge: money(row.service_charge),
    tax: money(row.tax),
    total: money(row.total),
    currencyCode: row.currency_code,
    foreignAmount: row.foreign_amount === null ? null : money(row.foreign_amount),
    exchangeRate: fromMillionths(toMillionths(String(row.exchange_rate))),
    shiftId: row.shift_id,
    shift: row.shift_name,
    cashier: row.cashier,
    reference: row.reference,
    void: row.is_void,
    voidReason: row.void_reason,
    voidedBy: row.voided_by,
    voidedAt: isoTimestampOrNull(row.voided_at),
    correctionOf: row.correction_of,
    correctionReason: row.correction_reason,
    transferOf: row.transfer_of,
    transferSide: row.transfer_side,
    routingInstructionId: row.routing_instruction_id,
    createdAt: isoTimestamp(row.created_at),
  };
}

export async function onePosting(db: Db, propertyId: number, id: number): Promise<Posting> {
  const row = await postingQuery(db, propertyId).where('p.id', '=', id).executeTakeFirstOrThrow();
  return toPosting(row as PostingRow);
}

/** Exactly one of two optional ids, or 400 naming the first. */
function exactlyOne(first: [string, number | undefined], second: [string, number | undefined]): void {
  if ((first[1] === undefined) === (second[1] === undefined)) {
    throw badRequest(`Give either ${first[0]} or ${second[0]}`, [
      { field: `/data/0/${first[0]}`, message: `give exactly one of ${first[0]} and ${second[0]}` },
    ]);
  }
}

const stayLabel = (db: Db) =>
  db
    .selectFrom('room_stay as st')
    .innerJoin('reservation as r', 'r.id', 'st.reservation_id')
    .leftJoin('room as rm', 'rm.id', 'st.room_id')
    .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
    .leftJoin('company_profile as co', 'co.id', 'r.company_profile_id')
    .select([
      'st.id',
      'st.reservation_id',
      'st.status',
      'st.arrival',
      'st.departure',
      'r.confirmation_number',
      sql<string>`coalesce(rm.room_number, '')`.as('room_number'),
      sql<string>`case when g.id is null then '' when g.first_name = '' then g.last_name
        else g.last_name || ', ' || g.first_name end`.as('guest_name'),
      sql<string>`coalesce(co.name, '')`.as('company_name'),
    ]);

/** What a folio's header shows of the booking behind it (stay or reservation). */
interface BookingLabel {
  roomNumber: string;
  guestName: string;
  companyName: string;
  arrival: string | null;
  departure: string | null;
  stayStatus: string | null;
  confirmationNumber: string;
}

export async function folioBooking(db: Db, folio: Row<'folio'>): Promise<BookingLabel> {
  if (folio.stay_id !== null) {
    const stay = await stayLabel(db).where('st.id', '=', folio.stay_id).executeTakeFirstOrThrow();
    return {
      roomNumber: stay.room_number,
      guestName: stay.guest_name,
      companyName: stay.company_name,
      arrival: stay.arrival,
      departure: stay.departure,
      stayStatus: stay.status,
      confirmationNumber: stay.confirmation_number,
    };
  }
  if (folio.reservation_id !== null) {
    const booking = await db
      .selectFrom('reservation as r')
      .leftJoin('guest_profile as g', 'g.id', 'r.guest_profile_id')
      .leftJoin('company_profile as co', 'co.id', 'r.company_profile_id')
      .select([
        'r.arrival',
        'r.departure',
        'r.status',
        'r.confirmation_number',
        sql<string>`case when g.id is null then '' when g.first_name = '' then g.last_name
          else g.last_name || ', ' || g.first_name end`.as('guest_name'),
        sql<string>`coalesce(co.name, '')`.as('company_name'),
      ])
      .where('r.id', '=', folio.reservation_id)
      .executeTakeFirstOrThrow();
    return {
      roomNumber: '',
      guestName: booking.guest_name || booking.company_name,
      companyName: booking.company_name,
      arrival: booking.arrival,
      departure: booking.departure,
      stayStatus: booking.status,
      confirmationNumber: booking.confirmation_number,
    };
  }
  let name = folio.name;
  if (folio.company_id !== null) {
    const company = await db
      .selectFrom('company_profile')
      .select('name')
      .where('id', '=', folio.company_id)
      .executeTakeFirstOrThrow();
    name = company.name;
  }
  return {
    roomNumber: '',
    guestName: name,
    companyName: folio.company_id !== null ? name : '',
    arrival: null,
    departure: null,
    stayStatus: null,
    confirmationNumber: '',
  };
}

export async function readFolio(db: Db, propertyId: number, ref: Schemas['FolioRef']): Promise<Folio> {
  exactlyOne(['folioId', ref.folioId], ['stayId', ref.stayId]);
  let folio: Row<'folio'> | undefined;
  if (ref.folioId !== undefined) {
    folio = await db
      .selectFrom('folio')
      .selectAll()
      .where('id', '=', ref.folioId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (!folio) throw notFound('No such folio', '/data/0/folioId');
  } else {
    const stay = await stayLabel(db)
      .where('st.id', '=', ref.stayId as number)
      .where('st.property_id', '=', propertyId)
      .executeTakeFirst();
    if (!stay) throw notFound('No such stay', '/data/0/stayId');
    folio = await db
      .selectFrom('folio')
      .selectAll()
      .where('stay_id', '=', stay.id)
      .where('owner_kind', '=', 'stay')
      .executeTakeFirst();
    if (!folio) {
      // Not charged yet: the folio is made by the first posting.
      return {
        id: null,
        ownerKind: 'stay',
        stayId: stay.id,
        reservationId: stay.reservation_id,
        companyId: null,
        name: '',
        status: 'open',
        roomNumber: stay.room_number,
        guestName: stay.guest_name,
        companyName: stay.company_name,
        arrival: stay.arrival,
        departure: stay.departure,
        stayStatus: stay.status,
        confirmationNumber: stay.confirmation_number,
        windows: Array.from({ length: SHOWN_WINDOWS }, (_, index) => ({ window: index + 1, balance: '0.00' })),
        postings: [],
        balance: '0.00',
      };
    }
  }
  const booking = await folioBooking(db, folio);
  const rows = (await postingQuery(db, propertyId)
    .where('p.folio_id', '=', folio.id)
    .orderBy('p.id')
    .execute()) as PostingRow[];
  const postings = rows.map(toPosting);
  const balances = new Map<number, bigint>();
  for (let window = 1; window <= SHOWN_WINDOWS; window += 1) balances.set(window, 0n);
  let balance = 0n;
  for (const posting of postings) {
    const amount = posting.void ? 0n : toCents(posting.total);
    balances.set(posting.window, (balances.get(posting.window) ?? 0n) + amount);
    balance += amount;
  }
  return {
    id: folio.id,
    ownerKind: folio.owner_kind,
    stayId: folio.stay_id,
    reservationId: folio.reservation_id,
    companyId: folio.company_id,
    name: folio.name,
    status: folio.status,
    ...booking,
    windows: [...balances.entries()]
      .sort(([a], [b]) => a - b)
      .map(([window, cents]) => ({ window, balance: fromCents(cents) })),
    postings,
    balance: fromCents(balance),
  };
}

/** The caller's open shift, held shared until the posting commits (a close waits for it). */
export async function openShiftOf(context: ActionContext): Promise<{ id: number }> {
  const shift = await context.db
    .selectFrom('cashier_shift')
    .select('id')
    .where('property_id', '=', context.propertyId)
    .where('user_id', '=', userIdOf(context))
    .where('closed_at', 'is', null)
    .forShare()
    .executeTakeFirst();
  if (!shift) {
    throw businessRule('NO_OPEN_SHIFT', 'Open a shift (AM, PM or Night) before posting', [
      { field: '/data/0', message: 'needs an open shift of the cashier' },
    ]);
  }
  return shift;
}

/**
 * The folio a posting goes to: by id, or a stay's guest folio, made on first use while the stay is
 * in house (the stay's unique folio key makes two first postings at once share one folio).
 */
export async function targetFolio(
  context: ActionContext,
  ids: { folioId?: number | undefined; stayId?: number | undefined },
  fields: { folio: string; stay: string },
): Promise<number> {
  const { db, propertyId } = context;
  let folio: { id: number; status: string } | undefined;
  if (ids.folioId !== undefined) {
    // Held shared until the posting commits: a close of the folio waits for it, then refuses.
    folio = await db
      .selectFrom('folio')
      .select(['id', 'status'])
      .where('id', '=', ids.folioId)
      .where('property_id', '=', propertyId)
      .forShare()
      .executeTakeFirst();
    if (!folio) throw notFound('No such folio', `/data/0/${fields.folio}`);
  } else {
    const stay = await db
      .selectFrom('room_stay')
      .select(['id', 'reservation_id', 'status'])
      .where('id', '=', ids.stayId as number)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (!stay) throw notFound('No such stay', `/data/0/${fields.stay}`);
    folio = await db
      .selectFrom('folio')
      .select(['id', 'status'])
      .where('stay_id', '=', stay.id)
      .where('owner_kind', '=', 'stay')
      .forShare()
      .executeTakeFirst();
    if (!folio) {
      if (stay.status !== 'in-house') {
        throw businessRule('STAY_NOT_IN_HOUSE', 'Only an in-house stay is charged to its room', [
          { field: `/data/0/${fields.stay}`, message: `is ${stay.status}, not in house` },
        ]);
      }
      const created = await db
        .insertInto('folio')
        .values({
          property_id: propertyId,
          owner_kind: 'stay',
          stay_id: stay.id,
          reservation_id: stay.reservation_id,
          created_by: context.actor,
        })
        .onConflict((oc) => oc.column('stay_id').where('owner_kind', '=', 'stay').doNothing())
        .returning(['id', 'status'])
        .executeTakeFirst();
      if (created) {
        await context.audit({
          entity: FOLIO_ENTITY,
          entityId: created.id,
          before: null,
          after: { id: created.id, ownerKind: 'stay', stayId: stay.id, reservationId: stay.reservation_id },
        });
        folio = created;
      } else {
        folio = await db
          .selectFrom('folio')
          .select(['id', 'status'])
          .where('stay_id', '=', stay.id)
          .where('owner_kind', '=', 'stay')
          .executeTakeFirstOrThrow();
      }
    }
  }
  if (folio.status !== 'open') {
    throw businessRule('FOLIO_CLOSED', 'The folio is closed and takes no postings', [
      { field: `/data/0/${ids.folioId !== undefined ? fields.folio : fields.stay}`, message: 'has a closed folio' },
    ]);
  }
  return folio.id;
}

function withinRange(cents: bigint, field: string): void {
  if (cents > MAX_CENTS || cents < -MAX_CENTS) {
    throw badRequest('The amount is too large', [{ field, message: 'makes an amount over 999,999,999,999.99' }]);
  }
}

export async function insertPosting(context: ActionContext, values: NewRow<'posting'>): Promise<Posting> {
  const { id } = await context.db.insertInto('posting').values(values).returning('id').executeTakeFirstOrThrow();
  const after = await onePosting(context.db, context.propertyId, id);
  await context.audit({ entity: POSTING_ENTITY, entityId: id, before: null, after });
  return after;
}

/**
 * A charge by its transaction code, tax and service charge per line. It goes into the caller's open
 * shift, or into `shift` when the caller holds none by design (the minibar's system shift).
 */
export async function postCharge(
  context: ActionContext,
  item: Schemas['CashierCharge'],
  shift?: { id: number },
): Promise<Posting> {
  const { db, propertyId } = context;
  exactlyOne(['folioId', item.folioId], ['stayId', item.stayId]);
  shift ??= await openShiftOf(context);
  const code = await db
    .selectFrom('transaction_code as c')
    .innerJoin('transaction_group as g', 'g.id', 'c.transaction_group_id')
    .select([
      'c.id',
      'c.name',
      'c.kind',
      'c.active',
      'c.taxable',
      'c.service_charge',
      'c.transaction_group_id',
      'g.code as group_code',
    ])
    .where('c.id', '=', item.transactionCodeId)
    .where('c.property_id', '=', propertyId)
    .executeTakeFirst();
  if (!code) throw notFound('No such transaction code', '/data/0/transactionCodeId');
  if (code.kind !== 'CHARGE' || !code.active) {
    throw businessRule('NOT_A_CHARGE_CODE', 'Charges are posted with an active charge code', [
      { field: '/data/0/transactionCodeId', message: code.active ? `is a ${code.kind} code` : 'is not active' },
    ]);
  }
  withinRange(toCents(item.unitAmount) * BigInt(item.quantity), '/data/0/unitAmount');
  const chosenFolioId = await targetFolio(context, item, { folio: 'folioId', stay: 'stayId' });
  const hotelDate = await hotelDateOf(db, propertyId);
  // Window 1 is where anything not routed goes, so a charge for window 1 (or none named) follows
  // the stay's routing; a charge the cashier puts in window 2..8 stays where it was put.
  const route =
    (item.window ?? 1) === 1
      ? await routeFor(db, chosenFolioId, { id: code.id, groupId: code.transaction_group_id }, hotelDate)
      : undefined;
  const line = chargeLine(item.unitAmount, item.quantity, taxesFor(code, await hotelTaxTypes(db, propertyId)));
  withinRange(toCents(line.total), '/data/0/unitAmount');
  return insertPosting(context, {
    property_id: propertyId,
    folio_id: route?.folioId ?? chosenFolioId,
    window_number: route?.window ?? item.window ?? 1,
    routing_instruction_id: route?.instructionId ?? null,
    hotel_date: hotelDate,
    kind: 'charge',
    transaction_code_id: code.id,
    description: item.description?.trim() || code.name,
    quantity: item.quantity,
    unit_amount: line.unitAmount,
    net_amount: line.netAmount,
    service_charge: line.serviceCharge,
    tax: line.tax,
    total: line.total,
    currency_code: await localCurrency(db, propertyId),
    shift_id: shift.id,
    cashier: context.actor,
    reference: item.reference ?? '',
  });
}

/** The hotel's tax types in the order a charge applies them (taxesFor picks a code's). */
export function hotelTaxTypes(db: Db, propertyId: number) {
  return db
    .selectFrom('hotel_tax_type')
    .select(['code', 'percent', 'included', 'applies_to'])
    .where('property_id', '=', propertyId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function localCurrency(db: Db, propertyId: number): Promise<string> {
  const local = await db
    .selectFrom('currency')
    .select('code')
    .where('property_id', '=', propertyId)
    .where('is_local', '=', true)
    .executeTakeFirst();
  if (!local) throw new ApiFailure(422, 'NO_LOCAL_CURRENCY', 'The hotel has no local currency set up');
  return local.code;
}

/** What a payment type takes: its currency, the buying rate in force on the hotel date, the local amount. */
export async function paymentTender(context: ActionContext, paymentTypeId: number, amount: string) {
  const { db, propertyId } = context;
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
  if (!type) throw notFound('No such payment type', '/data/0/paymentTypeId');
  if (!type.active || type.transaction_code_id === null) {
    throw businessRule('PAYMENT_TYPE_UNUSABLE', 'The payment type is inactive or has no transaction code', [
      { field: '/data/0/paymentTypeId', message: type.active ? 'has no transaction code' : 'is not active' },
    ]);
  }
  const hotelDate = await hotelDateOf(db, propertyId);
  let currencyCode: string;
  let rate = '1';
  if (type.currency_id === null || type.is_local) {
    currencyCode = type.currency_code ?? (await localCurrency(db, propertyId));
  } else {
    currencyCode = type.currency_code as string;
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
      throw businessRule('NO_EXCHANGE_RATE', `There is no exchange rate for ${currencyCode} on ${hotelDate}`, [
        { field: '/data/0/paymentTypeId', message: `has no ${currencyCode} rate in force` },
      ]);
    }
    rate = String(found.buying_rate);
  }
  // The guard above narrowed the code; the spread keeps it narrowed for the callers.
  return {
    type: { ...type, transaction_code_id: type.transaction_code_id },
    currencyCode,
    rate,
    local: localAmount(amount, rate),
    hotelDate,
  };
}

async function postPayment(context: ActionContext, item: Schemas['CashierPayment']): Promise<Posting> {
  const { propertyId } = context;
  exactlyOne(['folioId', item.folioId], ['stayId', item.stayId]);
  if (toCents(item.amount) <= 0n) {
    throw badRequest('A payment is more than zero', [{ field: '/data/0/amount', message: 'must be more than 0' }]);
  }
  const shift = await openShiftOf(context);
  const { type, currencyCode, rate, local, hotelDate } = await paymentTender(context, item.paymentTypeId, item.amount);
  withinRange(toCents(local), '/data/0/amount');
  const folioId = await targetFolio(context, item, { folio: 'folioId', stay: 'stayId' });
  return insertPosting(context, {
    property_id: propertyId,
    folio_id: folioId,
    window_number: item.window ?? 1,
    hotel_date: hotelDate,
    kind: 'payment',
    transaction_code_id: type.transaction_code_id,
    payment_type_id: type.id,
    description: type.name,
    quantity: 1,
    unit_amount: negate(local),
    net_amount: negate(local),
    service_charge: '0.00',
    tax: '0.00',
    total: negate(local),
    currency_code: currencyCode,
    foreign_amount: money(item.amount),
    exchange_rate: rate,
    shift_id: shift.id,
    cashier: context.actor,
    reference: item.reference ?? '',
  });
}

/** A posting locked for a change (404 naming the field when it is not this hotel's). */
async function lockedPosting(db: Db, propertyId: number, id: number, field: string): Promise<Row<'posting'>> {
  const row = await db
    .selectFrom('posting')
    .selectAll()
    .where('id', '=', id)
    .where('property_id', '=', propertyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('No such posting', field);
  return row;
}

async function hasLater(db: Db, id: number, column: 'transfer_of' | 'correction_of'): Promise<boolean> {
  let query = db.selectFrom('posting').select('id').where(column, '=', id).where('is_void', '=', false);
  if (column === 'transfer_of') query = query.where('transfer_side', '=', 'out');
  return (await query.executeTakeFirst()) !== undefined;
}

async function folioIsOpen(db: Db, folioId: number, field: string): Promise<void> {
  const folio = await db.selectFrom('folio').select('status').where('id', '=', folioId).executeTakeFirstOrThrow();
  if (folio.status !== 'open') {
    throw businessRule('FOLIO_CLOSED', 'The folio is closed and takes no postings', [
      { field, message: 'is on a closed folio' },
    ]);
  }
}

async function voidPosting(context: ActionContext, item: Schemas['PostingReason']): Promise<Posting> {
  const { db, propertyId } = context;
  const shift = await openShiftOf(context);
  const row = await lockedPosting(db, propertyId, item.postingId, '/data/0/postingId');
  const field = '/data/0/postingId';
  if (row.is_void)
    throw conflict('ALREADY_VOID', 'The posting is void already', [{ field, message: 'is void already' }]);
  if (row.shift_id !== shift.id || row.hotel_date !== (await hotelDateOf(db, propertyId))) {
    throw businessRule('VOID_OTHER_SHIFT', 'Only a posting of your open shift today is voided; correct it instead', [
      { field, message: 'is not of your open shift today' },
    ]);
  }
  if (row.transfer_of !== null) {
    throw businessRule('TRANSFER_PAIR', 'A transfer is undone by transferring back, not by a void', [
      { field, message: 'is half of a transfer' },
    ]);
  }
  if (await hasLater(db, row.id, 'transfer_of')) {
    throw businessRule('TRANSFERRED', 'The posting was transferred; transfer it back first', [
      { field, message: 'is transferred' },
    ]);
  }
  await folioIsOpen(db, row.folio_id, field);
  const before = await onePosting(db, propertyId, row.id);
  await db
    .updateTable('posting')
    .set({ is_void: true, void_reason: item.reason.trim(), voided_by: context.actor, voided_at: sql`now()` })
    .where('id', '=', row.id)
    .execute();
  const after = await onePosting(db, propertyId, row.id);
  await context.audit({ entity: POSTING_ENTITY, entityId: row.id, before, after });
  return after;
}

/** The same line with every amount's sign turned (a counter-posting or the out half of a transfer). */
function countered(row: Row<'posting'>) {
  return {
    property_id: row.property_id,
    kind: row.kind,
    transaction_code_id: row.transaction_code_id,
    payment_type_id: row.payment_type_id,
    description: row.description,
    quantity: -row.quantity,
    unit_amount: money(row.unit_amount),
    net_amount: negate(money(row.net_amount)),
    service_charge: negate(money(row.service_charge)),
    tax: negate(money(row.tax)),
    total: negate(money(row.total)),
    currency_code: row.currency_code,
    foreign_amount: row.foreign_amount === null ? null : negate(money(row.foreign_amount)),
    exchange_rate: String(row.exchange_rate),
    reference: row.reference,
  };
}

async function correctPosting(context: ActionContext, item: Schemas['PostingReason']): Promise<Posting> {
  const { db, propertyId } = context;
  const field = '/data/0/postingId';
  const shift = await openShiftOf(context);
  const row = await lockedPosting(db, propertyId, item.postingId, field);
  const today = await hotelDateOf(db, propertyId);
  if (row.is_void)
    throw businessRule('POSTING_VOID', 'A void posting needs no correction', [{ field, message: 'is void' }]);
  if (row.shift_id === shift.id && row.hotel_date === today) {
    throw businessRule('USE_VOID', 'A posting of your open shift today is voided, not corrected', [
      { field, message: 'is of your open shift today: void it' },
    ]);
  }
  if (row.correction_of !== null) {
    throw businessRule('IS_CORRECTION', 'A correction is not corrected again', [{ field, message: 'is a correction' }]);
  }
  if (row.transfer_side === 'out') {
    throw businessRule('TRANSFER_PAIR', 'A transfer is undone by transferring back', [
      { field, message: 'is the out half of a transfer' },
    ]);
  }
  if (await hasLater(db, row.id, 'transfer_of')) {
    throw businessRule('TRANSFERRED', 'Correct the posting on the folio it was transferred to', [
      { field, message: 'is transferred' },
    ]);
  }
  if (await hasLater(db, row.id, 'correction_of')) {
    throw conflict('ALREADY_CORRECTED', 'The posting is corrected already', [
      { field, message: 'is corrected already' },
    ]);
  }
  await folioIsOpen(db, row.folio_id, field);
  return insertPosting(context, {
    ...countered(row),
    folio_id: row.folio_id,
    window_number: row.window_number,
    hotel_date: today,
    shift_id: shift.id,
    cashier: context.actor,
    correction_of: row.id,
    correction_reason: item.reason.trim(),
  });
}

export async function transferPostings(context: ActionContext, item: Schemas['CashierTransfer']): Promise<Posting[]> {
  const { db, propertyId } = context;
  if (item.toFolioId !== undefined && item.toStayId !== undefined) {
    throw badRequest('Give either toFolioId or toStayId', [
      { field: '/data/0/toFolioId', message: 'give at most one of toFolioId and toStayId' },
    ]);
  }
  const shift = await openShiftOf(context);
  const today = await hotelDateOf(db, propertyId);
  const rows: Row<'posting'>[] = [];
  // Locked in id order, so that two transfers of the same postings never deadlock.
  const ordered = item.postingIds.map((id, index) => ({ id, index })).sort((a, b) => a.id - b.id);
  for (const { id, index } of ordered) {
    const field = `/data/0/postingIds/${index}`;
    const row = await lockedPosting(db, propertyId, id, field);
    if (row.is_void)
      throw businessRule('POSTING_VOID', 'A void posting is not transferred', [{ field, message: 'is void' }]);
    if (row.transfer_side === 'out') {
      throw businessRule('TRANSFER_PAIR', 'The out half of a transfer is not transferred', [
        { field, message: 'is the out half of a transfer' },
      ]);
    }
    if (await hasLater(db, row.id, 'transfer_of')) {
      throw conflict('TRANSFERRED', 'The posting is transferred already', [
        { field, message: 'is transferred already' },
      ]);
    }
    await folioIsOpen(db, row.folio_id, field);
    rows[index] = row;
  }
  const explicitTarget = item.toFolioId !== undefined || item.toStayId !== undefined;
  const targetId = explicitTarget
    ? await targetFolio(
        context,
        { folioId: item.toFolioId, stayId: item.toStayId },
        { folio: 'toFolioId', stay: 'toStayId' },
      )
    : undefined;
  const created: Posting[] = [];
  for (const [index, row] of rows.entries()) {
    const toFolio = targetId ?? row.folio_id;
    if (toFolio === row.folio_id && item.toWindow === row.window_number) {
      throw badRequest('The posting is in that window already', [
        { field: '/data/0/toWindow', message: `is where posting ${item.postingIds[index]} is` },
      ]);
    }
    const common = { hotel_date: today, shift_id: shift.id, cashier: context.actor, transfer_of: row.id };
    created.push(
      await insertPosting(context, {
        ...countered(row),
        ...common,
        folio_id: row.folio_id,
        window_number: row.window_number,
        transfer_side: 'out',
      }),
    );
    created.push(
      await insertPosting(context, {
        ...countered(row),
        quantity: row.quantity,
        net_amount: money(row.net_amount),
        service_charge: money(row.service_charge),
        tax: money(row.tax),
        total: money(row.total),
        foreign_amount: row.foreign_amount === null ? null : money(row.foreign_amount),
        ...common,
        folio_id: toFolio,
        window_number: item.toWindow,
        transfer_side: 'in',
      }),
    );
  }
  return created;
}

export const folioHandlers = {
  get: read(async ({ db, propertyId }, data) => [await readFolio(db, propertyId, only(data))]),
  post: write(async (context, data) => [await postCharge(context, only(data))]),
  pay: write(async (context, data) => [await postPayment(context, only(data))]),
  void: write(async (context, data) => [await voidPosting(context, only(data))]),
  correct: write(async (context, data) => [await correctPosting(context, only(data))]),
  transfer: write(async (context, data) => transferPostings(context, only(data))),
} satisfies Partial<PathHandlers<'cashier/folio'>>;
