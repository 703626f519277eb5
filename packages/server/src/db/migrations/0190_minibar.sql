-- Minibar posting (issue 21, operations.md §5.1 "Minibar posting", §5.2): housekeeping counts what a
-- guest took from the room's minibar; each counted item is a charge posting on the in-house stay's
-- guest folio, made by the cashier's charge code path, and draws the linked inventory item from a
-- minibar store in the same transaction.

-- What a minibar item is in the stores: one unit counted in the room is one unit of this item.
alter table minibar_type add column inventory_item_id integer references inventory_item (id);
create index minibar_type_inventory_item_id_idx on minibar_type (inventory_item_id);

-- A posted count. The command's Idempotency-Key makes one count session post once; a slip number,
-- when the attendant writes one, is posted once per hotel date whatever the key.
create table minibar_count (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  room_id integer not null references room (id),
  stay_id integer not null references room_stay (id),
  folio_id integer not null references folio (id),
  hotel_date date not null,
  reference text not null default '' check (length(reference) <= 20),
  net_amount numeric(14, 2) not null,
  service_charge numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null check (total >= 0),
  -- The minibar postings go into the hotel's system shift of the hotel date; counted_by is who counted.
  shift_id integer not null references cashier_shift (id),
  counted_by text not null,
  -- Where the stock was drawn from, and the issue document that drew it (none when nothing was on hand).
  location_id integer references inventory_location (id),
  stock_document_id integer unique references stock_document (id),
  created_at timestamptz not null default now(),
  constraint minibar_count_total check (total = net_amount + service_charge + tax)
);

create unique index minibar_count_reference_once on minibar_count (property_id, hotel_date, reference)
  where reference <> '';
create index minibar_count_date_idx on minibar_count (property_id, hotel_date);
create index minibar_count_stay_idx on minibar_count (stay_id);

-- A counted item: its charge posting, and what the stores gave for it. drawn + short is the
-- quantity when the item is linked to inventory (short: consumed, but not on hand in the store,
-- since stock never goes below zero); both are 0 for an item kept outside the stores.
create table minibar_count_line (
  count_id integer not null references minibar_count (id),
  line_number smallint not null check (line_number between 1 and 50),
  minibar_type_id integer not null references minibar_type (id),
  quantity integer not null check (quantity between 1 and 99),
  posting_id integer not null unique references posting (id),
  inventory_item_id integer references inventory_item (id),
  drawn numeric(15, 3) not null default 0 check (drawn >= 0),
  short numeric(15, 3) not null default 0 check (short >= 0),
  primary key (count_id, line_number),
  constraint minibar_count_line_stock check (
    (inventory_item_id is null and drawn = 0 and short = 0) or (inventory_item_id is not null and drawn + short = quantity)
  )
);

create index minibar_count_line_type_idx on minibar_count_line (minibar_type_id);
