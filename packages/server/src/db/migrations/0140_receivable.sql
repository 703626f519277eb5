-- Accounts receivable, the city ledger (issue 18; operations.md §2.8). A company's AR account holds
-- its credit limit, term of payment and restriction flag; a guest folio window's balance moves to
-- the company's folio (owner 'company') as transfer pairs and becomes an AR invoice; payments
-- received are allocated to invoices, partly or later. No balance or invoice status is stored:
-- the account's balance is Σ invoices − Σ payments, an invoice's remaining is its amount − Σ its
-- allocations, always counted from these rows.

create table ar_account (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  company_id integer not null references company_profile (id),
  -- The company's folio that receives the transferred postings (the invoices' detail).
  folio_id integer not null references folio (id),
  credit_limit numeric(14, 2) not null check (credit_limit >= 0),
  term_of_payment_id integer not null references term_of_payment (id),
  -- A restricted account takes no new invoices (OPERA's restriction flag, e.g. OVERLIMIT).
  restricted boolean not null default false,
  note text not null default '' check (length(note) <= 200),
  version integer not null default 1 check (version >= 1),
  created_at timestamptz not null default now(),
  created_by text not null,
  constraint ar_account_company_unique unique (property_id, company_id)
);

create index ar_account_term_idx on ar_account (term_of_payment_id);

-- Invoice numbers come from one sequence (unique, may have gaps), as confirmation numbers do.
create sequence ar_invoice_number_seq start with 700001;

create table ar_invoice (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  account_id integer not null references ar_account (id),
  invoice_number text not null check (invoice_number ~ '^[0-9A-Z-]{1,20}$'),
  -- The hotel date of the transfer; ageing counts from it.
  invoice_date date not null,
  due_date date not null,
  amount numeric(14, 2) not null check (amount > 0),
  -- Where the balance came from: the folio and window, and the guest and room it was for.
  source_folio_id integer not null references folio (id),
  source_window smallint not null check (source_window between 1 and 8),
  description text not null check (length(description) <= 200),
  created_at timestamptz not null default now(),
  created_by text not null,
  constraint ar_invoice_number_unique unique (property_id, invoice_number),
  constraint ar_invoice_due check (due_date >= invoice_date)
);

create index ar_invoice_account_idx on ar_invoice (account_id, invoice_date);

-- The 'in' halves of the transfer pairs that make up an invoice (its lines on the company folio).
create table ar_invoice_posting (
  property_id integer not null references property (id),
  invoice_id integer not null references ar_invoice (id),
  posting_id integer not null references posting (id),
  primary key (invoice_id, posting_id),
  constraint ar_invoice_posting_once unique (posting_id)
);

-- A payment received on the account, in the payment type's currency at the stored buying rate.
create table ar_payment (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  account_id integer not null references ar_account (id),
  payment_date date not null,
  payment_type_id integer not null references payment_type (id),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  foreign_amount numeric(14, 2) not null check (foreign_amount > 0),
  exchange_rate numeric(18, 6) not null check (exchange_rate > 0),
  -- In local currency: what the account's balance goes down by.
  amount numeric(14, 2) not null check (amount > 0),
  reference text not null default '' check (length(reference) <= 100),
  created_at timestamptz not null default now(),
  created_by text not null
);

create index ar_payment_account_idx on ar_payment (account_id, payment_date);

create table ar_allocation (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  payment_id integer not null references ar_payment (id),
  invoice_id integer not null references ar_invoice (id),
  amount numeric(14, 2) not null check (amount > 0),
  created_at timestamptz not null default now(),
  created_by text not null
);

create index ar_allocation_payment_idx on ar_allocation (payment_id);
create index ar_allocation_invoice_idx on ar_allocation (invoice_id);

-- The last guard, whatever code path writes: a payment is never allocated beyond its amount, an
-- invoice never beyond its own, and both belong to one account. The payment's and the invoice's
-- rows are locked first, so concurrent allocations queue and each sums what the other committed.
create function ar_allocation_within() returns trigger language plpgsql as $$
declare
  payment_account integer;
  payment_amount numeric;
  invoice_account integer;
  invoice_amount numeric;
begin
  select account_id, amount into payment_account, payment_amount from ar_payment where id = new.payment_id for no key update;
  select account_id, amount into invoice_account, invoice_amount from ar_invoice where id = new.invoice_id for no key update;
  if payment_account is distinct from invoice_account then
    raise exception 'payment % and invoice % are of different accounts', new.payment_id, new.invoice_id
      using errcode = 'check_violation', constraint = 'ar_allocation_same_account';
  end if;
  if (select coalesce(sum(amount), 0) from ar_allocation where payment_id = new.payment_id) > payment_amount then
    raise exception 'payment % is allocated beyond its amount', new.payment_id
      using errcode = 'check_violation', constraint = 'ar_allocation_within_payment';
  end if;
  if (select coalesce(sum(amount), 0) from ar_allocation where invoice_id = new.invoice_id) > invoice_amount then
    raise exception 'invoice % is allocated beyond its amount', new.invoice_id
      using errcode = 'check_violation', constraint = 'ar_allocation_within_invoice';
  end if;
  return null;
end;
$$;

create trigger ar_allocation_within after insert or update on ar_allocation
  for each row execute function ar_allocation_within();
