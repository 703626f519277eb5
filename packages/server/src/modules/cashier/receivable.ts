import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { addDays } from '../../api/dates.ts';
import {
  ApiFailure,
  badRequest,
  businessRule,
  describeConstraint,
  forItem,
  notFound,
  staleVersion,
} from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { fromCents, toCents } from '../../api/money.ts';
import { fromMillionths, localAmount, toMillionths } from './charges.ts';
import { type Db, hotelDateOf, isoTimestamp } from './common.ts';
import { readFolio, transferPostings } from './folio.ts';

// Accounts receivable, the city ledger (operations.md §2.8). Nothing here stores a balance: an
// account owes Σ its invoices − Σ the payments it made, an invoice's remaining is its amount − Σ
// its allocations, and an invoice's status follows from that. Ageing counts each invoice's
// remaining by its invoice date (the hotel date the balance moved to the account) against today's
// hotel date, as OPERA ages by invoice date: the due date differs per term of payment, so buckets
// by due date would mix terms; the overdue sum answers "what is late" apart.
//
// Payments received live in the ledger itself, not in a cashier's shift: the finance office takes
// them (mostly bank transfers), and a cashier's closed-shift totals count the cashier's drawer.
// The company's folio holds the transferred postings: the invoices' detail.

type Account = Schemas['ArAccount'];
type Invoice = Schemas['ArInvoice'];
type Payment = Schemas['ArPayment'];

export const AR_ACCOUNT_ENTITY = 'ar_account';
export const AR_INVOICE_ENTITY = 'ar_invoice';
export const AR_PAYMENT_ENTITY = 'ar_payment';

describeConstraint('ar_account_company_unique', 'companyId', 'has an AR account already');
describeConstraint('ar_allocation_within_payment', 'allocations', 'are more than the payment');
describeConstraint('ar_allocation_within_invoice', 'allocations', 'are more than the invoice');
describeConstraint('ar_allocation_same_account', 'allocations', 'name an invoice of another account');

const money = (value: unknown) => fromCents(toCents(String(value ?? '0')));

interface SummaryRow {
  id: number;
  company_id: number;
  company_code: string;
  company_name: string;
  company_active: boolean;
  folio_id: number;
  credit_limit: string;
  term_of_payment_id: number;
  term_name: string;
  term_days: number;
  restricted: boolean;
  note: string;
  version: number;
  invoiced: string;
  remaining: string;
  paid: string;
  days0to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
  open_invoices: number | string;
  overdue: string;
}

/**
 * Every account with its figures in one set-based statement: invoices with their allocations
 * grouped per account, payments per account (the ageing trial of bench/receivable.mjs runs it).
 */
export function accountSummaries(
  propertyId: number,
  today: string,
  filter: { accountId?: number; companyId?: number; search?: string },
) {
  const search = filter.search?.trim() ? `%${filter.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return sql<SummaryRow>`
    with allocated as (
      select invoice_id, sum(amount) as amount from ar_allocation where property_id = ${propertyId} group by invoice_id
    ), invoices as (
      select i.account_id,
        sum(i.amount) as invoiced,
        sum(i.amount - coalesce(al.amount, 0)) as remaining,
        sum(i.amount - coalesce(al.amount, 0)) filter (where ${today}::date - i.invoice_date <= 30) as days0to30,
        sum(i.amount - coalesce(al.amount, 0)) filter (where ${today}::date - i.invoice_date between 31 and 60) as days31to60,
        sum(i.amount - coalesce(al.amount, 0)) filter (where ${today}::date - i.invoice_date between 61 and 90) as days61to90,
        sum(i.amount - coalesce(al.amount, 0)) filter (where ${today}::date - i.invoice_date > 90) as over90,
        count(*) filter (where i.amount > coalesce(al.amount, 0)) as open_invoices,
        sum(i.amount - coalesce(al.amount, 0)) filter (where i.due_date < ${today}::date) as overdue
      from ar_invoice i
      left join allocated al on al.invoice_id = i.id
      where i.property_id = ${propertyId}
      group by i.account_id
    ), payments as (
      select account_id, sum(amount) as paid from ar_payment where property_id = ${propertyId} group by account_id
    )
    select a.id, a.company_id, c.code as company_code, c.name as company_name, c.active as company_active,
      a.folio_id, a.credit_limit, a.term_of_payment_id, t.name as term_name, t.days as term_days, a.restricted,
      a.note, a.version,
      coalesce(iv.invoiced, 0) as invoiced, coalesce(iv.remaining, 0) as remaining, coalesce(p.paid, 0) as paid,
      coalesce(iv.days0to30, 0) as days0to30, coalesce(iv.days31to60, 0) as days31to60,
      coalesce(iv.days61to90, 0) as days61to90, coalesce(iv.over90, 0) as over90,
      coalesce(iv.open_invoices, 0) as open_invoices, coalesce(iv.overdue, 0) as overdue
    from ar_account a
    join company_profile c on c.id = a.company_id
    join term_of_payment t on t.id = a.term_of_payment_id
    left join invoices iv on iv.account_id = a.id
    left join payments p on p.account_id = a.id
    where a.property_id = ${propertyId}
      and (${filter.accountId ?? null}::integer is null or a.id = ${filter.accountId ?? null}::integer)
      and (${filter.companyId ?? null}::integer is null or a.company_id = ${filter.companyId ?? null}::integer)
      and (${search}::text is null or c.code ilike ${search}::text or c.name ilike ${search}::text)
    order by c.name, a.id`;
}

function toAccount(row: SummaryRow): Account {
  const invoiced = toCents(money(row.invoiced));
  const paid = toCents(money(row.paid));
  const remaining = toCents(money(row.remaining));
  const balance = invoiced - paid;
  return {
    id: row.id,
    companyId: row.company_id,
    companyCode: row.company_code,
    companyName: row.company_name,
    companyActive: row.company_active,
    folioId: row.folio_id,
    creditLimit: money(row.credit_limit),
    termOfPaymentId: row.term_of_payment_id,
    termOfPayment: row.term_name,
    termDays: row.term_days,
    restricted: row.restricted,
    note: row.note,
    version: row.version,
    invoiced: fromCents(invoiced),
    paid: fromCents(paid),
    balance: fromCents(balance),
    // What is paid but not on an invoice: payments − what the invoices were allocated.
    unallocated: fromCents(paid - (invoiced - remaining)),
    availableCredit: fromCents(toCents(money(row.credit_limit)) - balance),
    ageing: {
      days0to30: money(row.days0to30),
      days31to60: money(row.days31to60),
      days61to90: money(row.days61to90),
      over90: money(row.over90),
    },
    openInvoices: Number(row.open_invoices),
    overdue: money(row.overdue),
  };
}

export async function listAccounts(
  db: Db,
  propertyId: number,
  filter: { accountId?: number; companyId?: number; search?: string } = {},
): Promise<Account[]> {
  const today = await hotelDateOf(db, propertyId);
  const { rows } = await accountSummaries(propertyId, today, filter).execute(db);
  return rows.map(toAccount);
}

function exactlyOne(first: [string, number | undefined], second: [string, number | undefined]): void {
  if ((first[1] === undefined) === (second[1] === undefined)) {
    throw badRequest(`Give either ${first[0]} or ${second[0]}`, [
      { field: `/data/0/${first[0]}`, message: `give exactly one of ${first[0]} and ${second[0]}` },
    ]);
  }
}

async function oneAccount(db: Db, propertyId: number, ref: Schemas['ArAccountRef']): Promise<Account> {
  exactlyOne(['accountId', ref.accountId], ['companyId', ref.companyId]);
  const [account] = await listAccounts(db, propertyId, { accountId: ref.accountId, companyId: ref.companyId });
  if (!account) {
    throw notFound('No such AR account', ref.accountId !== undefined ? '/data/0/accountId' : '/data/0/companyId');
  }
  return account;
}

/** The account's row locked for a change: every write of one account queues on it. */
async function lockedAccount(db: Db, propertyId: number, accountId: number, field: string) {
  const row = await db
    .selectFrom('ar_account')
    .selectAll()
    .where('id', '=', accountId)
    .where('property_id', '=', propertyId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('No such AR account', field);
  return row;
}

/** Σ invoices − Σ payments of an account, counted now (under its lock, after every commit before it). */
async function balanceOf(db: Db, accountId: number): Promise<bigint> {
  const { rows } = await sql<{ invoiced: string; paid: string }>`
    select (select coalesce(sum(amount), 0) from ar_invoice where account_id = ${accountId}) as invoiced,
      (select coalesce(sum(amount), 0) from ar_payment where account_id = ${accountId}) as paid`.execute(db);
  const row = rows[0];
  return toCents(money(row?.invoiced)) - toCents(money(row?.paid));
}

async function saveAccount(context: ActionContext, item: Schemas['ArAccountSave']): Promise<Account> {
  const { db, propertyId } = context;
  const company = await db
    .selectFrom('company_profile')
    .select(['id', 'name', 'active'])
    .where('id', '=', item.companyId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!company) throw notFound('No such company', '/data/0/companyId');
  const term = await db
    .selectFrom('term_of_payment')
    .select('id')
    .where('id', '=', item.termOfPaymentId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!term) throw notFound('No such term of payment', '/data/0/termOfPaymentId');
  const values = {
    credit_limit: money(item.creditLimit),
    term_of_payment_id: item.termOfPaymentId,
    restricted: item.restricted,
    note: item.note?.trim() ?? '',
  };
  if (item.id === undefined) {
    if (item.version !== undefined) {
      throw badRequest('A new account has no version', [{ field: '/data/0/version', message: 'give it with id only' }]);
    }
    // The company's folio may exist already (a folio opened for it by hand): the account takes it.
    let folio = await db
      .selectFrom('folio')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('owner_kind', '=', 'company')
      .where('company_id', '=', company.id)
      .where('status', '=', 'open')
      .orderBy('id')
      .executeTakeFirst();
    if (!folio) {
      folio = await db
        .insertInto('folio')
        .values({
          property_id: propertyId,
          owner_kind: 'company',
          company_id: company.id,
          name: company.name.slice(0, 100),
          created_by: context.actor,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await context.audit({
        entity: 'folio',
        entityId: folio.id,
        before: null,
        after: { id: folio.id, ownerKind: 'company', companyId: company.id },
      });
    }
    const folioId = folio.id;
    const created = await forItem(0, () =>
      db
        .insertInto('ar_account')
        .values({
          ...values,
          property_id: propertyId,
          company_id: company.id,
          folio_id: folioId,
          created_by: context.actor,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const after = await oneAccount(db, propertyId, { accountId: created.id });
    await context.audit({ entity: AR_ACCOUNT_ENTITY, entityId: created.id, before: null, after });
    return after;
  }
  if (item.version === undefined) {
    throw badRequest('A change carries the version read', [
      { field: '/data/0/version', message: 'is required with id' },
    ]);
  }
  const row = await lockedAccount(db, propertyId, item.id, '/data/0/id');
  if (row.version !== item.version) throw staleVersion('/data/0/version');
  if (row.company_id !== item.companyId) {
    throw businessRule('COMPANY_FIXED', 'An account stays with its company', [
      { field: '/data/0/companyId', message: 'is not the account’s company' },
    ]);
  }
  const before = await oneAccount(db, propertyId, { accountId: row.id });
  const unchanged =
    money(row.credit_limit) === values.credit_limit &&
    row.term_of_payment_id === values.term_of_payment_id &&
    row.restricted === values.restricted &&
    row.note === values.note;
  if (unchanged) return before;
  await db
    .updateTable('ar_account')
    .set({ ...values, version: row.version + 1 })
    .where('id', '=', row.id)
    .execute();
  const after = await oneAccount(db, propertyId, { accountId: row.id });
  await context.audit({ entity: AR_ACCOUNT_ENTITY, entityId: row.id, before, after });
  return after;
}

interface InvoiceRow {
  id: number;
  account_id: number;
  invoice_number: string;
  invoice_date: string;
  due_date: string;
  amount: string;
  allocated: string;
  source_folio_id: number;
  source_window: number;
  description: string;
  created_by: string;
  created_at: Date | string;
  age_days: number;
}

function invoiceQuery(db: Db, propertyId: number, today: string) {
  return db
    .selectFrom('ar_invoice as i')
    .selectAll('i')
    .select([
      sql<string>`coalesce((select sum(a.amount) from ar_allocation a where a.invoice_id = i.id), 0)`.as('allocated'),
      sql<number>`${today}::date - i.invoice_date`.as('age_days'),
    ])
    .where('i.property_id', '=', propertyId);
}

function toInvoice(row: InvoiceRow, today: string): Invoice {
  const amount = toCents(money(row.amount));
  const allocated = toCents(money(row.allocated));
  const remaining = amount - allocated;
  return {
    id: row.id,
    accountId: row.account_id,
    invoiceNumber: row.invoice_number,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    amount: fromCents(amount),
    allocated: fromCents(allocated),
    remaining: fromCents(remaining),
    status: remaining === 0n ? 'paid' : allocated === 0n ? 'open' : 'partially-paid',
    ageDays: Number(row.age_days),
    overdue: remaining > 0n && row.due_date < today,
    sourceFolioId: row.source_folio_id,
    sourceWindow: row.source_window,
    description: row.description,
    createdBy: row.created_by,
    createdAt: isoTimestamp(row.created_at),
  };
}

async function listInvoices(db: Db, propertyId: number, query: Schemas['ArInvoiceQuery']): Promise<Invoice[]> {
  await oneAccount(db, propertyId, { accountId: query.accountId });
  const today = await hotelDateOf(db, propertyId);
  const rows = (await invoiceQuery(db, propertyId, today)
    .where('i.account_id', '=', query.accountId)
    .orderBy('i.invoice_date', 'desc')
    .orderBy('i.id', 'desc')
    .execute()) as InvoiceRow[];
  const invoices = rows.map((row) => toInvoice(row, today));
  const { status } = query;
  if (status === undefined) return invoices;
  return invoices.filter((invoice) =>
    status === 'outstanding' ? invoice.status !== 'paid' : invoice.status === status,
  );
}

async function transferToReceivable(context: ActionContext, item: Schemas['ArTransfer']): Promise<Invoice> {
  const { db, propertyId } = context;
  exactlyOne(['folioId', item.folioId], ['stayId', item.stayId]);
  const folioField = item.folioId !== undefined ? '/data/0/folioId' : '/data/0/stayId';
  const source = await readFolio(db, propertyId, { folioId: item.folioId, stayId: item.stayId });
  if (source.id === null) {
    throw businessRule('NOTHING_TO_TRANSFER', 'The stay has nothing on its folio', [
      { field: folioField, message: 'has no postings' },
    ]);
  }
  if (source.ownerKind === 'company') {
    throw businessRule('RECEIVABLE_FOLIO', 'A company’s AR folio is not transferred to an account', [
      { field: folioField, message: 'is an accounts-receivable folio' },
    ]);
  }
  const company = await db
    .selectFrom('company_profile')
    .select(['id', 'active'])
    .where('id', '=', item.companyId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!company) throw notFound('No such company', '/data/0/companyId');
  const found = await db
    .selectFrom('ar_account')
    .select('id')
    .where('company_id', '=', company.id)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  const companyField = '/data/0/companyId';
  if (!found) {
    throw businessRule('NO_RECEIVABLE_ACCOUNT', 'The company has no accounts-receivable account', [
      { field: companyField, message: 'has no AR account' },
    ]);
  }
  // Every transfer to one account queues here, so each credit check counts the ones before it.
  const account = await lockedAccount(db, propertyId, found.id, companyField);
  if (account.restricted) {
    throw businessRule('ACCOUNT_RESTRICTED', 'The company’s AR account is restricted and takes no new invoices', [
      { field: companyField, message: 'has a restricted AR account' },
    ]);
  }
  if (!company.active) {
    throw businessRule('COMPANY_INACTIVE', 'The company is inactive', [
      { field: companyField, message: 'is inactive' },
    ]);
  }
  // The window's live postings: not void, not the out half of a pair and not transferred away;
  // their totals are the window's balance (a transferred posting and its out half cancel out).
  const live = await db
    .selectFrom('posting as p')
    .select(['p.id', 'p.total'])
    .where('p.folio_id', '=', source.id)
    .where('p.window_number', '=', item.window)
    .where('p.is_void', '=', false)
    .where((eb) => eb.or([eb('p.transfer_side', 'is', null), eb('p.transfer_side', '=', 'in')]))
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
    .orderBy('p.id')
    .execute();
  const amount = live.reduce((sum, row) => sum + toCents(money(row.total)), 0n);
  if (amount <= 0n) {
    throw businessRule('NOTHING_TO_TRANSFER', 'Only a window that owes money is transferred to an account', [
      { field: '/data/0/window', message: `has a balance of ${fromCents(amount)}` },
    ]);
  }
  const balance = await balanceOf(db, account.id);
  const limit = toCents(money(account.credit_limit));
  if (balance + amount > limit) {
    throw businessRule(
      'CREDIT_LIMIT_EXCEEDED',
      `The transfer of ${fromCents(amount)} would take the account to ${fromCents(balance + amount)}, over its credit limit of ${fromCents(limit)}`,
      [{ field: companyField, message: `has ${fromCents(limit - balance)} of credit left` }],
    );
  }
  let pairs: Schemas['Posting'][];
  try {
    pairs = await transferPostings(context, {
      postingIds: live.map((row) => row.id),
      toFolioId: account.folio_id,
      toWindow: 1,
    });
  } catch (error) {
    // A posting of the window changed under us (transferred or voided by another cashier).
    if (error instanceof ApiFailure && error.errors.some((e) => e.field.startsWith('/data/0/postingIds'))) {
      throw new ApiFailure(error.status, error.code, error.message, [
        { field: '/data/0/window', message: 'changed while it was transferred: read it again' },
      ]);
    }
    throw error;
  }
  const today = await hotelDateOf(db, propertyId);
  const term = await db
    .selectFrom('term_of_payment')
    .select('days')
    .where('id', '=', account.term_of_payment_id)
    .executeTakeFirstOrThrow();
  const description = [source.roomNumber, source.guestName].filter(Boolean).join(' ').slice(0, 200);
  const invoice = await db
    .insertInto('ar_invoice')
    .values({
      property_id: propertyId,
      account_id: account.id,
      invoice_number: sql<string>`nextval('ar_invoice_number_seq')::text`,
      invoice_date: today,
      due_date: addDays(today, term.days),
      amount: fromCents(amount),
      source_folio_id: source.id,
      source_window: item.window,
      description,
      created_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = pairs.filter((posting) => posting.transferSide === 'in');
  await db
    .insertInto('ar_invoice_posting')
    .values(lines.map((posting) => ({ property_id: propertyId, invoice_id: invoice.id, posting_id: posting.id })))
    .execute();
  const [after] = await listInvoicesById(db, propertyId, [invoice.id]);
  await context.audit({
    entity: AR_INVOICE_ENTITY,
    entityId: invoice.id,
    before: null,
    after: { ...after, postingIds: lines.map((posting) => posting.id) },
  });
  return after as Invoice;
}

async function listInvoicesById(db: Db, propertyId: number, ids: number[]): Promise<Invoice[]> {
  if (ids.length === 0) return [];
  const today = await hotelDateOf(db, propertyId);
  const rows = (await invoiceQuery(db, propertyId, today)
    .where('i.id', 'in', ids)
    .orderBy('i.id')
    .execute()) as InvoiceRow[];
  return rows.map((row) => toInvoice(row, today));
}

interface PaymentRow {
  id: number;
  account_id: number;
  payment_date: string;
  payment_type_id: number;
  payment_type: string;
  currency_code: string;
  foreign_amount: string;
  exchange_rate: string;
  amount: string;
  reference: string;
  created_by: string;
  created_at: Date | string;
}

async function readPayments(db: Db, propertyId: number, where: { accountId?: number; ids?: number[] }) {
  let query = db
    .selectFrom('ar_payment as p')
    .innerJoin('payment_type as t', 't.id', 'p.payment_type_id')
    .selectAll('p')
    .select('t.name as payment_type')
    .where('p.property_id', '=', propertyId);
  if (where.accountId !== undefined) query = query.where('p.account_id', '=', where.accountId);
  if (where.ids !== undefined) query = query.where('p.id', 'in', where.ids.length ? where.ids : [0]);
  const rows = (await query.orderBy('p.payment_date', 'desc').orderBy('p.id', 'desc').execute()) as PaymentRow[];
  const allocations = rows.length
    ? await db
        .selectFrom('ar_allocation as a')
        .innerJoin('ar_invoice as i', 'i.id', 'a.invoice_id')
        .select([
          'a.id',
          'a.payment_id',
          'a.invoice_id',
          'i.invoice_number',
          'a.amount',
          'a.created_by',
          'a.created_at',
        ])
        .where(
          'a.payment_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('a.id')
        .execute()
    : [];
  return rows.map((row): Payment => {
    const mine = allocations.filter((allocation) => allocation.payment_id === row.id);
    const amount = toCents(money(row.amount));
    const allocated = mine.reduce((sum, allocation) => sum + toCents(money(allocation.amount)), 0n);
    return {
      id: row.id,
      accountId: row.account_id,
      paymentDate: row.payment_date,
      paymentTypeId: row.payment_type_id,
      paymentType: row.payment_type,
      currencyCode: row.currency_code,
      foreignAmount: money(row.foreign_amount),
      exchangeRate: fromMillionths(toMillionths(String(row.exchange_rate))),
      amount: fromCents(amount),
      allocated: fromCents(allocated),
      unallocated: fromCents(amount - allocated),
      reference: row.reference,
      allocations: mine.map((allocation) => ({
        id: allocation.id,
        invoiceId: allocation.invoice_id,
        invoiceNumber: allocation.invoice_number,
        amount: money(allocation.amount),
        createdBy: allocation.created_by,
        createdAt: isoTimestamp(allocation.created_at),
      })),
      createdBy: row.created_by,
      createdAt: isoTimestamp(row.created_at),
    };
  });
}

/**
 * Allocates part of a payment to invoices of its account, checked under the account's lock (the
 * allocation trigger guards the same sums whatever writes).
 */
async function allocateLines(
  context: ActionContext,
  payment: { id: number; accountId: number; unallocated: bigint },
  lines: Schemas['ArAllocationLine'][],
): Promise<void> {
  const { db, propertyId } = context;
  const seen = new Set<number>();
  let total = 0n;
  for (const [index, line] of lines.entries()) {
    const field = `/data/0/allocations/${index}`;
    if (seen.has(line.invoiceId)) {
      throw badRequest('An invoice is named once', [{ field: `${field}/invoiceId`, message: 'is named twice' }]);
    }
    seen.add(line.invoiceId);
    const amount = toCents(line.amount);
    if (amount <= 0n) {
      throw badRequest('An allocation is more than zero', [
        { field: `${field}/amount`, message: 'must be more than 0' },
      ]);
    }
    const [invoice] = await listInvoicesById(db, propertyId, [line.invoiceId]);
    if (!invoice || invoice.accountId !== payment.accountId) {
      throw notFound('No such invoice on this account', `${field}/invoiceId`);
    }
    if (amount > toCents(invoice.remaining)) {
      throw businessRule('OVER_ALLOCATED', `Invoice ${invoice.invoiceNumber} has ${invoice.remaining} left to pay`, [
        { field: `${field}/amount`, message: `is more than the ${invoice.remaining} left on the invoice` },
      ]);
    }
    total += amount;
    if (total > payment.unallocated) {
      throw businessRule('OVER_ALLOCATED', `The payment has ${fromCents(payment.unallocated)} to allocate`, [
        {
          field: `${field}/amount`,
          message: `takes the allocations over the ${fromCents(payment.unallocated)} unallocated`,
        },
      ]);
    }
    await db
      .insertInto('ar_allocation')
      .values({
        property_id: propertyId,
        payment_id: payment.id,
        invoice_id: invoice.id,
        amount: line.amount,
        created_by: context.actor,
      })
      .execute();
  }
}

async function receivePayment(context: ActionContext, item: Schemas['ArPaymentNew']): Promise<Payment> {
  const { db, propertyId } = context;
  const cents = toCents(item.amount);
  if (cents <= 0n) {
    throw badRequest('A payment is more than zero', [{ field: '/data/0/amount', message: 'must be more than 0' }]);
  }
  const account = await lockedAccount(db, propertyId, item.accountId, '/data/0/accountId');
  const type = await db
    .selectFrom('payment_type as t')
    .leftJoin('currency as cu', 'cu.id', 't.currency_id')
    .select(['t.id', 't.kind', 't.active', 'cu.id as currency_id', 'cu.code as currency_code', 'cu.is_local'])
    .where('t.id', '=', item.paymentTypeId)
    .where('t.property_id', '=', propertyId)
    .executeTakeFirst();
  if (!type) throw notFound('No such payment type', '/data/0/paymentTypeId');
  if (!type.active || type.kind === 'CITY-LEDGER') {
    throw businessRule(
      'PAYMENT_TYPE_UNUSABLE',
      'An account is paid with an active payment type other than city ledger',
      [{ field: '/data/0/paymentTypeId', message: type.active ? 'is the city ledger itself' : 'is not active' }],
    );
  }
  const today = await hotelDateOf(db, propertyId);
  let currencyCode: string;
  let rate = '1';
  if (type.currency_id === null || type.is_local) {
    const local =
      type.currency_code ??
      (
        await db
          .selectFrom('currency')
          .select('code')
          .where('property_id', '=', propertyId)
          .where('is_local', '=', true)
          .executeTakeFirst()
      )?.code;
    if (!local) throw new ApiFailure(422, 'NO_LOCAL_CURRENCY', 'The hotel has no local currency set up');
    currencyCode = local;
  } else {
    currencyCode = type.currency_code as string;
    const found = await db
      .selectFrom('exchange_rate')
      .select('buying_rate')
      .where('property_id', '=', propertyId)
      .where('currency_id', '=', type.currency_id)
      .where('effective_date', '<=', today)
      .orderBy('effective_date', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!found) {
      throw businessRule('NO_EXCHANGE_RATE', `There is no exchange rate for ${currencyCode} on ${today}`, [
        { field: '/data/0/paymentTypeId', message: `has no ${currencyCode} rate in force` },
      ]);
    }
    rate = String(found.buying_rate);
  }
  const local = localAmount(item.amount, rate);
  if (toCents(local) <= 0n || toCents(local) > toCents('999999999999.99')) {
    throw badRequest('The amount is out of range in local currency', [
      { field: '/data/0/amount', message: `makes ${local} in local currency` },
    ]);
  }
  const created = await db
    .insertInto('ar_payment')
    .values({
      property_id: propertyId,
      account_id: account.id,
      payment_date: today,
      payment_type_id: type.id,
      currency_code: currencyCode,
      foreign_amount: fromCents(cents),
      exchange_rate: rate,
      amount: local,
      reference: item.reference?.trim() ?? '',
      created_by: context.actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await allocateLines(
    context,
    { id: created.id, accountId: account.id, unallocated: toCents(local) },
    item.allocations ?? [],
  );
  const [after] = await readPayments(db, propertyId, { ids: [created.id] });
  await context.audit({ entity: AR_PAYMENT_ENTITY, entityId: created.id, before: null, after });
  return after as Payment;
}

async function allocatePayment(context: ActionContext, item: Schemas['ArAllocate']): Promise<Payment> {
  const { db, propertyId } = context;
  const found = await db
    .selectFrom('ar_payment')
    .select(['id', 'account_id'])
    .where('id', '=', item.paymentId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  if (!found) throw notFound('No such payment', '/data/0/paymentId');
  await lockedAccount(db, propertyId, found.account_id, '/data/0/paymentId');
  const [before] = await readPayments(db, propertyId, { ids: [found.id] });
  if (!before) throw notFound('No such payment', '/data/0/paymentId');
  await allocateLines(
    context,
    { id: found.id, accountId: found.account_id, unallocated: toCents(before.unallocated) },
    item.allocations,
  );
  const [after] = await readPayments(db, propertyId, { ids: [found.id] });
  await context.audit({ entity: AR_PAYMENT_ENTITY, entityId: found.id, before, after });
  return after as Payment;
}

async function statementOf(db: Db, propertyId: number, query: Schemas['ArStatementQuery']) {
  if (query.toDate < query.fromDate) {
    throw badRequest('The period ends before it starts', [{ field: '/data/0/toDate', message: 'is before fromDate' }]);
  }
  const account = await oneAccount(db, propertyId, { accountId: query.accountId });
  const { rows: opening } = await sql<{ invoiced: string; paid: string }>`
    select
      (select coalesce(sum(amount), 0) from ar_invoice where account_id = ${account.id} and invoice_date < ${query.fromDate}::date) as invoiced,
      (select coalesce(sum(amount), 0) from ar_payment where account_id = ${account.id} and payment_date < ${query.fromDate}::date) as paid`.execute(
    db,
  );
  const openingBalance = toCents(money(opening[0]?.invoiced)) - toCents(money(opening[0]?.paid));
  const invoices = await db
    .selectFrom('ar_invoice')
    .select(['id', 'invoice_number', 'invoice_date', 'due_date', 'amount', 'description'])
    .where('account_id', '=', account.id)
    .where('invoice_date', '>=', query.fromDate)
    .where('invoice_date', '<=', query.toDate)
    .execute();
  const payments = await db
    .selectFrom('ar_payment as p')
    .innerJoin('payment_type as t', 't.id', 'p.payment_type_id')
    .select([
      'p.id',
      'p.payment_date',
      'p.amount',
      'p.reference',
      'p.currency_code',
      'p.foreign_amount',
      'p.exchange_rate',
      't.name',
    ])
    .where('p.account_id', '=', account.id)
    .where('p.payment_date', '>=', query.fromDate)
    .where('p.payment_date', '<=', query.toDate)
    .execute();
  type Entry = Omit<Schemas['ArStatementLine'], 'balance'> & { cents: bigint };
  const entries: Entry[] = [
    ...invoices.map(
      (row): Entry => ({
        date: row.invoice_date,
        kind: 'invoice',
        id: row.id,
        number: row.invoice_number,
        description: row.description,
        debit: money(row.amount),
        credit: '0.00',
        dueDate: row.due_date,
        cents: toCents(money(row.amount)),
      }),
    ),
    ...payments.map(
      (row): Entry => ({
        date: row.payment_date,
        kind: 'payment',
        id: row.id,
        number: row.reference,
        // A foreign-currency payment says what was tendered; a local one only how.
        description:
          toMillionths(String(row.exchange_rate)) === 1_000_000n
            ? row.name
            : `${row.name} ${row.currency_code} ${money(row.foreign_amount)}`,
        debit: '0.00',
        credit: money(row.amount),
        dueDate: null,
        cents: -toCents(money(row.amount)),
      }),
    ),
  ].sort((a, b) =>
    a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.kind !== b.kind ? (a.kind === 'invoice' ? -1 : 1) : a.id - b.id,
  );
  let running = openingBalance;
  let invoiced = 0n;
  let paid = 0n;
  const lines = entries.map(({ cents, ...line }) => {
    running += cents;
    if (cents > 0n) invoiced += cents;
    else paid -= cents;
    return { ...line, balance: fromCents(running) };
  });
  return {
    account,
    fromDate: query.fromDate,
    toDate: query.toDate,
    openingBalance: fromCents(openingBalance),
    invoiced: fromCents(invoiced),
    paid: fromCents(paid),
    closingBalance: fromCents(running),
    lines,
  };
}

export const receivableHandlers: PathHandlers<'cashier/receivable'> = {
  list: read(async ({ db, propertyId }, data) => listAccounts(db, propertyId, { search: only(data).search })),
  get: read(async ({ db, propertyId }, data) => [await oneAccount(db, propertyId, only(data))]),
  save: write(async (context, data) => [await saveAccount(context, only(data))]),
  transfer: write(async (context, data) => [await transferToReceivable(context, only(data))]),
  pay: write(async (context, data) => [await receivePayment(context, only(data))]),
  allocate: write(async (context, data) => [await allocatePayment(context, only(data))]),
  invoices: read(async ({ db, propertyId }, data) => listInvoices(db, propertyId, only(data))),
  payments: read(async ({ db, propertyId }, data) => {
    const account = await oneAccount(db, propertyId, only(data));
    return readPayments(db, propertyId, { accountId: account.id });
  }),
  statement: read(async ({ db, propertyId }, data) => [await statementOf(db, propertyId, only(data))]),
};
