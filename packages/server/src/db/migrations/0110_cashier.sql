-- Cashier (issue 18): shifts, folios and their immutable postings (domain.md "Folios, postings and
-- money"). A balance is never stored: it is the sum of the non-void postings' totals, always.

-- A cashier's shift (spec §8 shift dialog: AM, PM, Night). Every posting carries the shift it was
-- made in; a closed shift takes no postings and is never reopened.
create table cashier_shift (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  user_id integer not null references app_user (id),
  cashier text not null,
  shift text not null check (shift in ('AM', 'PM', 'Night')),
  hotel_date date not null,
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  closed_by text,
  constraint cashier_shift_closed check ((closed_at is null) = (closed_by is null))
);

-- One open shift per cashier (operations.md: "One open shift per user").
create unique index cashier_shift_one_open on cashier_shift (property_id, user_id) where closed_at is null;
create index cashier_shift_date_idx on cashier_shift (property_id, hotel_date);

-- What a close froze: the shift's non-void payments per payment type and tendered currency.
create table cashier_shift_total (
  property_id integer not null references property (id),
  shift_id integer not null references cashier_shift (id),
  payment_type_id integer not null references payment_type (id),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  amount numeric(14, 2) not null,
  local_amount numeric(14, 2) not null,
  primary key (shift_id, payment_type_id, currency_code)
);

-- The cash counted at the close per currency, against what the cash payments say.
create table cashier_shift_count (
  property_id integer not null references property (id),
  shift_id integer not null references cashier_shift (id),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  expected numeric(14, 2) not null,
  counted numeric(14, 2) not null check (counted >= 0),
  primary key (shift_id, currency_code)
);

-- A folio belongs to a stay (guest folio), a reservation, a company (accounts receivable) or the
-- house; its windows are the postings' window numbers (1..8, at least 4 shown).
create table folio (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  owner_kind text not null check (owner_kind in ('stay', 'reservation', 'company', 'house')),
  stay_id integer references room_stay (id),
  reservation_id integer references reservation (id),
  company_id integer references company_profile (id),
  name text not null default '' check (length(name) <= 100),
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null default now(),
  created_by text not null,
  constraint folio_owner check (
    (owner_kind = 'stay' and stay_id is not null and reservation_id is not null and company_id is null)
    or (owner_kind = 'reservation' and stay_id is null and reservation_id is not null and company_id is null)
    or (owner_kind = 'company' and stay_id is null and reservation_id is null and company_id is not null)
    or (owner_kind = 'house' and stay_id is null and reservation_id is null and company_id is null and name <> '')
  )
);

-- A stay has one guest folio: the natural key that makes its creation on first use race-safe.
create unique index folio_stay_unique on folio (stay_id) where owner_kind = 'stay';
create index folio_reservation_idx on folio (reservation_id);
create index folio_company_idx on folio (company_id);

-- Postings are immutable: a same-shift mistake is voided (kept, flagged), anything later is
-- corrected by a counter-posting; a transfer is a pair (out of one window/folio, into another).
-- Charges have a positive total, payments a negative one; money is numeric(14,2), rates 6 places.
create table posting (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  folio_id integer not null references folio (id),
  window_number smallint not null default 1 check (window_number between 1 and 8),
  hotel_date date not null,
  kind text not null check (kind in ('charge', 'payment')),
  transaction_code_id integer not null references transaction_code (id),
  payment_type_id integer references payment_type (id),
  description text not null check (length(description) between 1 and 200),
  quantity integer not null check (quantity between -9999 and 9999 and quantity <> 0),
  unit_amount numeric(14, 2) not null,
  net_amount numeric(14, 2) not null,
  service_charge numeric(14, 2) not null default 0,
  tax numeric(14, 2) not null default 0,
  total numeric(14, 2) not null,
  -- A payment's tendered amount in its currency, and the rate that made it local (1 for local).
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  foreign_amount numeric(14, 2),
  exchange_rate numeric(18, 6) not null default 1 check (exchange_rate > 0),
  shift_id integer not null references cashier_shift (id),
  cashier text not null,
  reference text not null default '' check (length(reference) <= 100),
  is_void boolean not null default false,
  void_reason text,
  voided_by text,
  voided_at timestamptz,
  correction_of integer references posting (id),
  correction_reason text,
  transfer_of integer references posting (id),
  transfer_side text check (transfer_side in ('out', 'in')),
  created_at timestamptz not null default now(),
  constraint posting_total check (total = net_amount + service_charge + tax),
  constraint posting_payment check ((kind = 'payment') = (payment_type_id is not null)),
  constraint posting_void check (
    (is_void and void_reason is not null and length(void_reason) between 1 and 200
      and voided_by is not null and voided_at is not null)
    or (not is_void and void_reason is null and voided_by is null and voided_at is null)
  ),
  constraint posting_correction check ((correction_of is null) = (correction_reason is null)),
  constraint posting_transfer check ((transfer_of is null) = (transfer_side is null)),
  constraint posting_void_pair check (not (is_void and transfer_of is not null))
);

create index posting_folio_idx on posting (folio_id, window_number);
create index posting_shift_idx on posting (shift_id);
create index posting_date_idx on posting (property_id, hotel_date);
-- A posting is corrected at most once (while the correction stands) and transferred out once.
create unique index posting_correction_once on posting (correction_of) where correction_of is not null and not is_void;
create unique index posting_transfer_once on posting (transfer_of) where transfer_side = 'out';

-- The last guard, whatever code path writes: a posting goes only into an open shift.
create function posting_into_open_shift() returns trigger language plpgsql as $$
begin
  if exists (select 1 from cashier_shift where id = new.shift_id and closed_at is not null) then
    raise exception 'shift % is closed', new.shift_id using errcode = 'check_violation',
      constraint = 'posting_shift_open';
  end if;
  return new;
end;
$$;

create trigger posting_into_open_shift before insert on posting
  for each row execute function posting_into_open_shift();
