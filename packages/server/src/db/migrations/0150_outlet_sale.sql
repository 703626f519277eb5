-- Outlet sales (issue 18, operations.md §3): a check of an outlet's items, charged to an in-house
-- stay's guest folio or paid on the spot into the outlet's own (house) folio. Every line is a
-- charge posting made by the cashier's charge code path; the sale keeps which postings it made.

-- An outlet's own folio (owner kind `house`), made on its first paid-on-the-spot sale: walk-in
-- diners' charges and their payments land here, so outlet revenue reaches the books (§3.3).
create table outlet_folio (
  outlet_id integer primary key references outlet (id),
  property_id integer not null references property (id),
  folio_id integer not null unique references folio (id)
);

-- A posted check. (outlet, check number, hotel date) is the natural key: a check retried by the
-- outlet, with or without the same Idempotency-Key, or sent twice at once, posts once.
create table outlet_sale (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  outlet_id integer not null references outlet (id),
  check_number text not null check (length(check_number) between 1 and 20),
  hotel_date date not null,
  settlement text not null check (settlement in ('room', 'paid')),
  stay_id integer references room_stay (id),
  folio_id integer not null references folio (id),
  payment_type_id integer references payment_type (id),
  payment_posting_id integer unique references posting (id),
  net_amount numeric(14, 2) not null,
  service_charge numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null check (total >= 0),
  shift_id integer not null references cashier_shift (id),
  cashier text not null,
  created_at timestamptz not null default now(),
  constraint outlet_sale_check_once unique (outlet_id, check_number, hotel_date),
  constraint outlet_sale_total check (total = net_amount + service_charge + tax),
  constraint outlet_sale_settled check (
    (settlement = 'room' and stay_id is not null and payment_type_id is null)
    or (settlement = 'paid' and stay_id is null and payment_type_id is not null)
  )
);

create index outlet_sale_date_idx on outlet_sale (property_id, hotel_date);
create index outlet_sale_stay_idx on outlet_sale (stay_id);

-- A line of a check: the item as sold (its price at the time) and the charge posting it made.
create table outlet_sale_line (
  sale_id integer not null references outlet_sale (id),
  line_number smallint not null check (line_number between 1 and 50),
  outlet_item_id integer not null references outlet_item (id),
  quantity integer not null check (quantity between 1 and 999),
  posting_id integer not null unique references posting (id),
  primary key (sale_id, line_number)
);
