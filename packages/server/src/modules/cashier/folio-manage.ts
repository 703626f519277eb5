import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { badRequest, businessRule, conflict, notFound } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { fromMillionths, toMillionths } from './charges.ts';
import type { Db } from './common.ts';
import { FOLIO_ENTITY, folioBooking, readFolio } from './folio.ts';
import { FOLIO_LABEL, FOLIO_OWNER_JOINS, GUEST_NAME } from './folio-label.ts';

// Folios beyond a stay's (operations.md §2.1): finding any folio, opening a reservation's deposit
// ledger, a company's accounts-receivable folio or a named house account, closing and reopening
// the house and company ones (a guest folio closes at check-out), and one window's invoice.

type Folio = Schemas['Folio'];

const money = (value: string | number) => fromCents(toCents(String(value)));

/** Thai and Lao are matched as typed; Latin text without accents or case (migration 0090). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function listFolios(db: Db, propertyId: number, filter: Schemas['FolioFilter']): Promise<Schemas['FolioPage']> {
  const search = filter.search?.trim() ?? '';
  const pattern = search === '' ? null : `%${escapeLike(search)}%`;
  const roomPattern = search === '' ? null : `${escapeLike(search)}%`;
  const offset = filter.offset ?? 0;
  const limit = filter.limit ?? 50;
  const withStays = filter.ownerKind === undefined || filter.ownerKind === 'stay';
  const { rows } = await sql<{
    id: number | null;
    owner_kind: Schemas['FolioListRow']['ownerKind'];
    label: string;
    status: 'open' | 'closed';
    stay_id: number | null;
    reservation_id: number | null;
    company_id: number | null;
    room_number: string;
    guest_name: string;
    company_name: string;
    arrival: string | null;
    departure: string | null;
    stay_status: string | null;
    balance: string;
    total: string;
  }>`
    with found as (
      select f.id, f.owner_kind, ${FOLIO_LABEL} as label, f.status, f.stay_id,
        coalesce(f.reservation_id, st.reservation_id) as reservation_id, f.company_id,
        coalesce(rm.room_number, '') as room_number, ${GUEST_NAME} as guest_name,
        coalesce(co.name, '') as company_name,
        coalesce(st.arrival, case when f.owner_kind = 'reservation' then r.arrival end) as arrival,
        coalesce(st.departure, case when f.owner_kind = 'reservation' then r.departure end) as departure,
        coalesce(st.status, case when f.owner_kind = 'reservation' then r.status end) as stay_status,
        (select coalesce(sum(p.total), 0) from posting p where p.folio_id = f.id and not p.is_void) as balance
      from folio f ${FOLIO_OWNER_JOINS}
      where f.property_id = ${propertyId}
      union all
      -- In-house stays not charged yet: their folio is made by the first posting, and the cashier
      -- still looks them up by room.
      select null, 'stay', coalesce(nullif(${GUEST_NAME}, ''), co.name, ''), 'open', st.id, st.reservation_id, null,
        coalesce(rm.room_number, ''), ${GUEST_NAME}, coalesce(co.name, ''), st.arrival, st.departure, st.status, 0
      from room_stay st
      left join reservation r on r.id = st.reservation_id
      left join room rm on rm.id = st.room_id
      left join guest_profile g on g.id = r.guest_profile_id
      left join company_profile co on co.id = r.company_profile_id
      where st.property_id = ${propertyId} and ${withStays} and st.status = 'in-house'
        and not exists (select 1 from folio x where x.stay_id = st.id and x.owner_kind = 'stay')
    )
    select found.*, count(*) over () as total from found
    where (${filter.ownerKind ?? null}::text is null or owner_kind = ${filter.ownerKind ?? null})
      and (${filter.status ?? null}::text is null or status = ${filter.status ?? null})
      and (${pattern}::text is null
        or room_number like ${roomPattern}
        or search_fold(label || ' ' || guest_name || ' ' || company_name) like search_fold(${pattern}))
    order by status = 'closed', room_number = '', room_number, label, id nulls first
    offset ${offset} limit ${limit}`.execute(db);
  const total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    const counted = await listFolios(db, propertyId, { ...filter, offset: 0, limit: 1 });
    return { total: counted.total, offset, rows: [] };
  }
  return {
    total,
    offset,
    rows: rows.map((row) => ({
      id: row.id,
      ownerKind: row.owner_kind,
      label: row.label,
      status: row.status,
      stayId: row.stay_id,
      reservationId: row.reservation_id,
      companyId: row.company_id,
      roomNumber: row.room_number,
      guestName: row.guest_name,
      companyName: row.company_name,
      arrival: row.arrival === null ? null : isoDate(row.arrival),
      departure: row.departure === null ? null : isoDate(row.departure),
      stayStatus: row.stay_status,
      balance: money(row.balance),
    })),
  };
}

/** A date column read through raw SQL, as yyyy-MM-dd whatever the driver made of it. */
function isoDate(value: string | Date): string {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return value.slice(0, 10);
}

function onlyFields(item: Schemas['FolioOpen'], wanted: 'reservationId' | 'companyId' | 'name'): void {
  for (const field of ['reservationId', 'companyId', 'name'] as const) {
    const given = item[field] !== undefined;
    if (field === wanted && !given) {
      throw badRequest(`A ${item.ownerKind} folio needs ${field}`, [
        { field: `/data/0/${field}`, message: `is required for a ${item.ownerKind} folio` },
      ]);
    }
    if (field !== wanted && given) {
      throw badRequest(`A ${item.ownerKind} folio takes no ${field}`, [
        { field: `/data/0/${field}`, message: `is not for a ${item.ownerKind} folio` },
      ]);
    }
  }
}

async function openFolio(context: ActionContext, item: Schemas['FolioOpen']): Promise<Folio> {
  const { db, propertyId } = context;
  let created: { id: number } | undefined;
  let existing: { id: number } | undefined;
  if (item.ownerKind === 'reservation') {
    onlyFields(item, 'reservationId');
    const reservation = await db
      .selectFrom('reservation')
      .select('id')
      .where('id', '=', item.reservationId as number)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (!reservation) throw notFound('No such reservation', '/data/0/reservationId');
    created = await db
      .insertInto('folio')
      .values({
        property_id: propertyId,
        owner_kind: 'reservation',
        reservation_id: reservation.id,
        created_by: context.actor,
      })
      .onConflict((oc) => oc.column('reservation_id').where('owner_kind', '=', 'reservation').doNothing())
      .returning('id')
      .executeTakeFirst();
    existing ??= await db
      .selectFrom('folio')
      .select('id')
      .where('reservation_id', '=', reservation.id)
      .where('owner_kind', '=', 'reservation')
      .executeTakeFirst();
  } else if (item.ownerKind === 'company') {
    onlyFields(item, 'companyId');
    const company = await db
      .selectFrom('company_profile')
      .select('id')
      .where('id', '=', item.companyId as number)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (!company) throw notFound('No such company', '/data/0/companyId');
    created = await db
      .insertInto('folio')
      .values({ property_id: propertyId, owner_kind: 'company', company_id: company.id, created_by: context.actor })
      .onConflict((oc) => oc.column('company_id').where('owner_kind', '=', 'company').doNothing())
      .returning('id')
      .executeTakeFirst();
    existing = await db
      .selectFrom('folio')
      .select('id')
      .where('company_id', '=', company.id)
      .where('owner_kind', '=', 'company')
      .executeTakeFirst();
  } else {
    onlyFields(item, 'name');
    const name = (item.name as string).trim().replace(/\s+/g, ' ');
    if (name === '') throw badRequest('A house account has a name', [{ field: '/data/0/name', message: 'is blank' }]);
    created = await db
      .insertInto('folio')
      .values({ property_id: propertyId, owner_kind: 'house', name, created_by: context.actor })
      .onConflict((oc) => oc.expression(sql`property_id, lower(name)`).where('owner_kind', '=', 'house').doNothing())
      .returning('id')
      .executeTakeFirst();
    existing = await db
      .selectFrom('folio')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('owner_kind', '=', 'house')
      .where(sql`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
  }
  const id = (created ?? existing)?.id;
  if (id === undefined) throw new Error('The folio was neither made nor found');
  const folio = await readFolio(db, propertyId, { folioId: id });
  if (created) {
    await context.audit({ entity: FOLIO_ENTITY, entityId: id, before: null, after: withoutPostings(folio) });
  }
  return folio;
}

const withoutPostings = (folio: Folio) => ({ ...folio, postings: undefined });

async function setStatus(context: ActionContext, item: Schemas['FolioId'], status: 'open' | 'closed'): Promise<Folio> {
  const { db, propertyId } = context;
  const field = '/data/0/folioId';
  // Taken for update: a posting being made holds the folio shared, so the close waits for it and
  // counts it, and a posting after the close finds the folio closed.
  const row = await db
    .selectFrom('folio')
    .select(['id', 'owner_kind', 'status'])
    .where('id', '=', item.folioId)
    .where('property_id', '=', propertyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('No such folio', field);
  if (row.owner_kind !== 'house' && row.owner_kind !== 'company') {
    throw businessRule(
      'FOLIO_KIND',
      row.owner_kind === 'stay'
        ? 'A guest folio closes and reopens with check-out and its reversal'
        : 'A deposit ledger follows its reservation',
      [{ field, message: `is a ${row.owner_kind} folio` }],
    );
  }
  if (row.status === status) {
    throw conflict(status === 'closed' ? 'FOLIO_CLOSED' : 'FOLIO_OPEN', `The folio is ${status} already`, [
      { field, message: `is ${status} already` },
    ]);
  }
  const before = await readFolio(db, propertyId, { folioId: row.id });
  if (status === 'closed') {
    const open = before.windows.find((window) => toCents(window.balance) !== 0n);
    if (open) {
      throw businessRule('FOLIO_BALANCE', `Window ${open.window} has a balance of ${open.balance}; settle it first`, [
        { field, message: `window ${open.window} has a balance of ${open.balance}` },
      ]);
    }
  }
  await db.updateTable('folio').set({ status }).where('id', '=', row.id).execute();
  const after = await readFolio(db, propertyId, { folioId: row.id });
  await context.audit({
    entity: FOLIO_ENTITY,
    entityId: row.id,
    before: withoutPostings(before),
    after: withoutPostings(after),
  });
  return after;
}

async function readInvoice(db: Db, propertyId: number, ref: Schemas['InvoiceRef']): Promise<Schemas['Invoice']> {
  const folio = await db
    .selectFrom('folio')
    .selectAll()
    .where('id', '=', ref.folioId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!folio) throw notFound('No such folio', '/data/0/folioId');
  const hotel = await db
    .selectFrom('property as p')
    .leftJoin('country as c', 'c.id', 'p.country_id')
    .leftJoin('currency as cu', (join) => join.onRef('cu.property_id', '=', 'p.id').on('cu.is_local', '=', true))
    .select([
      'p.name',
      'p.legal_name',
      'p.address_line1',
      'p.address_line2',
      'p.city',
      'p.province',
      'p.postcode',
      'p.phone',
      'p.email',
      'p.website',
      'p.tax_id',
      'p.branch_number',
      'p.hotel_date',
      'c.name as country',
      'cu.code as currency_code',
    ])
    .where('p.id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const booking = await folioBooking(db, folio);
  // A posting moved out of the window and the out half that moved it cancel each other: an invoice
  // leaves both off and shows the charge where it went (its in half).
  const rows = await db
    .selectFrom('posting as p')
    .innerJoin('transaction_code as c', 'c.id', 'p.transaction_code_id')
    .selectAll('p')
    .select('c.code as transaction_code')
    .where('p.folio_id', '=', folio.id)
    .where('p.window_number', '=', ref.window)
    .where('p.is_void', '=', false)
    .where((eb) => eb.or([eb('p.transfer_side', 'is', null), eb('p.transfer_side', '!=', 'out')]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('posting as o')
            .select('o.id')
            .whereRef('o.transfer_of', '=', 'p.id')
            .where('o.transfer_side', '=', 'out'),
        ),
      ),
    )
    .orderBy('p.hotel_date')
    .orderBy('p.id')
    .execute();
  let net = 0n;
  let service = 0n;
  let tax = 0n;
  let charges = 0n;
  let payments = 0n;
  const lines = rows.map((row) => {
    if (row.kind === 'charge') {
      net += toCents(String(row.net_amount));
      service += toCents(String(row.service_charge));
      tax += toCents(String(row.tax));
      charges += toCents(String(row.total));
    } else {
      payments += toCents(String(row.total));
    }
    return {
      postingId: row.id,
      hotelDate: row.hotel_date,
      kind: row.kind,
      transactionCode: row.transaction_code,
      description: row.description,
      quantity: row.quantity,
      unitAmount: money(row.unit_amount),
      netAmount: money(row.net_amount),
      serviceCharge: money(row.service_charge),
      tax: money(row.tax),
      total: money(row.total),
      reference: row.reference,
      currencyCode: row.currency_code,
      foreignAmount: row.foreign_amount === null ? null : money(row.foreign_amount),
      exchangeRate: fromMillionths(toMillionths(String(row.exchange_rate))),
    };
  });
  const cityLine = [hotel.postcode, hotel.city, hotel.province].filter((part) => part !== '').join(' ');
  return {
    hotel: {
      name: hotel.name,
      legalName: hotel.legal_name,
      addressLines: [hotel.address_line1, hotel.address_line2, cityLine, hotel.country ?? ''].filter(
        (line) => line !== '',
      ),
      phone: hotel.phone,
      email: hotel.email,
      website: hotel.website,
      taxId: hotel.tax_id,
      branchNumber: hotel.branch_number,
      currencyCode: hotel.currency_code ?? '',
    },
    folioId: folio.id,
    window: ref.window,
    ownerKind: folio.owner_kind,
    billTo: booking.guestName || booking.companyName,
    guestName: folio.owner_kind === 'house' || folio.owner_kind === 'company' ? '' : booking.guestName,
    companyName: booking.companyName,
    roomNumber: booking.roomNumber,
    arrival: booking.arrival,
    departure: booking.departure,
    confirmationNumber: booking.confirmationNumber,
    printedOn: hotel.hotel_date,
    lines,
    netAmount: fromCents(net),
    serviceCharge: fromCents(service),
    tax: fromCents(tax),
    charges: fromCents(charges),
    payments: fromCents(payments),
    balance: fromCents(charges + payments),
  };
}

export const folioManageHandlers = {
  list: read(async ({ db, propertyId }, data) => [await listFolios(db, propertyId, data[0] ?? {})]),
  open: write(async (context, data) => [await openFolio(context, only(data))]),
  close: write(async (context, data) => [await setStatus(context, only(data), 'closed')]),
  reopen: write(async (context, data) => [await setStatus(context, only(data), 'open')]),
  invoice: read(async ({ db, propertyId }, data) => [await readInvoice(db, propertyId, only(data))]),
} satisfies Partial<PathHandlers<'cashier/folio'>>;
