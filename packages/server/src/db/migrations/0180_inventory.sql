-- Inventory (issue 21, operations.md §9): stores and locations, item categories, items, and the
-- stock ledger. Stock movements are the truth: immutable rows, one per item and location, signed
-- (in > 0, out < 0). Stock on hand is their sum (the view stock_on_hand), never a stored counter;
-- the command that moves stock locks the items' rows first, so two issues of the last unit queue
-- and the second sees the first's movement before it checks the balance.

-- Stores and locations (/menu/app/inventory-location), first written by `pnpm gen master-data`.
create table inventory_location (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (length(code) between 1 and 10),
  name text not null check (length(name) between 1 and 60),
  kind text not null check (kind in ('store', 'outlet', 'housekeeping', 'minibar', 'engineering')),
  active boolean not null default true,
  version integer not null default 1 check (version >= 1),
  constraint inventory_location_code_unique unique (property_id, code)
);

-- Item categories (/menu/app/item-category), first written by `pnpm gen master-data`.
create table item_category (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (length(code) between 1 and 10),
  name text not null check (length(name) between 1 and 60),
  version integer not null default 1 check (version >= 1),
  constraint item_category_code_unique unique (property_id, code)
);

-- Items (/menu/app/item-master), first written by `pnpm gen master-data`. average_cost is the
-- weighted average cost: a valuation kept with the item and recomputed by every receipt under the
-- item's row lock; quantities are never kept here.
create table inventory_item (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (length(code) between 1 and 20),
  name text not null check (length(name) between 1 and 60),
  item_category_id integer not null references item_category (id),
  unit text not null check (length(unit) between 1 and 10),
  par_level numeric(15, 3) not null default 0 check (par_level >= 0),
  average_cost numeric(18, 4) not null default 0 check (average_cost >= 0),
  active boolean not null default true,
  version integer not null default 1 check (version >= 1),
  constraint inventory_item_code_unique unique (property_id, code)
);

create index inventory_item_item_category_id_idx on inventory_item (item_category_id);

-- A stock document: a receipt from a supplier into a location, a transfer between two locations,
-- or an issue out of a location (to an outlet, a room, a maintenance order). Its lines are the
-- movements it made; a document is never edited, a mistake is corrected by another one.
create table stock_document (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  kind text not null check (kind in ('receipt', 'transfer', 'issue')),
  business_date date not null,
  -- receipt: into; issue and transfer: out of.
  location_id integer not null references inventory_location (id),
  -- transfer: into.
  to_location_id integer references inventory_location (id),
  supplier text not null default '' check (length(supplier) <= 60),
  supplier_document text not null default '' check (length(supplier_document) <= 30),
  note text not null default '' check (length(note) <= 200),
  total numeric(16, 2) not null default 0,
  created_by text not null,
  created_at timestamptz not null default now(),
  constraint stock_document_supplier check ((kind = 'receipt') = (length(supplier) > 0)),
  constraint stock_document_transfer check (
    (kind = 'transfer') = (to_location_id is not null) and to_location_id is distinct from location_id
  )
);
-- A supplier's delivery note is received once (operations.md §9: receiving idempotency).
create unique index stock_document_supplier_document_unique on stock_document (property_id, lower(supplier), supplier_document)
  where kind = 'receipt' and supplier_document <> '';
create index stock_document_date_idx on stock_document (property_id, business_date);

-- The ledger: one row per item and location a document moved, append-only.
create table stock_movement (
  id bigint generated always as identity primary key,
  property_id integer not null references property (id),
  document_id integer not null references stock_document (id),
  line_number smallint not null check (line_number between 1 and 200),
  item_id integer not null references inventory_item (id),
  location_id integer not null references inventory_location (id),
  quantity numeric(15, 3) not null check (quantity <> 0),
  -- What one unit cost: the supplier's price on a receipt, the average cost when it left otherwise.
  unit_cost numeric(18, 4) not null check (unit_cost >= 0),
  created_at timestamptz not null default now()
);
create index stock_movement_item_location_idx on stock_movement (item_id, location_id);
create index stock_movement_location_idx on stock_movement (location_id);
create index stock_movement_document_idx on stock_movement (document_id);

create function stock_movement_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'stock movements are never changed or deleted; post a correcting document'
    using errcode = '23514', constraint = 'stock_movement_immutable';
end;
$$;
create trigger stock_movement_immutable before update or delete on stock_movement
  for each statement execute function stock_movement_immutable();

-- Stock on hand per item and location: the sum of the ledger, computed on every read.
create view stock_on_hand as
  select property_id, item_id, location_id, sum(quantity) as quantity
  from stock_movement
  group by property_id, item_id, location_id;
