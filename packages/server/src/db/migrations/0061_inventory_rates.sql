-- What else takes or gives room-type inventory besides stays (domain.md, Inventory): rooms out of
-- order, company allotments with their release days, and an overbooking allowance per room type;
-- and the rate table of a rate code (domain.md, Rates). Availability stays computed: these rows
-- are facts the count reads, never a counter.

-- Rooms a room type may sell beyond its rooms on any night (0: never overbook).
alter table room_type
  add column overbooking_allowance smallint not null default 0
    check (overbooking_allowance between 0 and 50);

-- A room out of order leaves inventory for the nights [from_date, to_date). Housekeeping and
-- engineering write these; availability reads them.
create table room_out_of_order (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  room_id integer not null references room (id),
  from_date date not null,
  to_date date not null,
  reason text not null check (length(reason) between 1 and 200),
  -- The housekeeping status the room returns with.
  return_status text not null default 'dirty' check (return_status in ('dirty', 'clean', 'inspected')),
  created_at timestamptz not null default now(),
  created_by text not null,
  version integer not null default 1 check (version >= 1),
  constraint room_out_of_order_dates check (from_date < to_date),
  constraint room_out_of_order_no_overlap exclude using gist (
    room_id with =,
    daterange(from_date, to_date, '[)') with &&
  )
);
create index room_out_of_order_room_id_idx on room_out_of_order (room_id);
create index room_out_of_order_period_idx on room_out_of_order (property_id, to_date, from_date);

-- Rooms held for a company, per room type and night (/menu/app/allotment-setting). Bookings for
-- the company draw from it first; what the company has not picked up goes back to general
-- inventory once the hotel date reaches night - release_days.
create table allotment (
  property_id integer not null references property (id),
  company_profile_id integer not null references company_profile (id),
  room_type_id integer not null references room_type (id),
  night date not null,
  rooms smallint not null check (rooms between 0 and 999),
  release_days smallint not null default 0 check (release_days between 0 and 365),
  version integer not null default 1 check (version >= 1),
  primary key (property_id, company_profile_id, room_type_id, night)
);
create index allotment_night_idx on allotment (property_id, night, room_type_id);
create index allotment_company_profile_id_idx on allotment (company_profile_id);
create index allotment_room_type_id_idx on allotment (room_type_id);

-- The rate table of a rate code: a price per occupancy for a room type over a date range
-- (both ends included), with the meal plan it includes. Sales contracts resolve through the same
-- rate resolution later.
create table rate_code_rate (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  rate_code_id integer not null references rate_code (id),
  room_type_id integer not null references room_type (id),
  starts_on date not null,
  ends_on date not null,
  meal_type_id integer references meal_type (id),
  -- Per room per night, exact: one adult, two adults, each adult beyond two, each child.
  single_amount numeric(14, 2) not null check (single_amount >= 0),
  double_amount numeric(14, 2) not null check (double_amount >= 0),
  extra_adult_amount numeric(14, 2) not null default 0 check (extra_adult_amount >= 0),
  extra_child_amount numeric(14, 2) not null default 0 check (extra_child_amount >= 0),
  version integer not null default 1 check (version >= 1),
  constraint rate_code_rate_dates check (starts_on <= ends_on),
  -- One price per rate code, room type and night.
  constraint rate_code_rate_no_overlap exclude using gist (
    rate_code_id with =,
    room_type_id with =,
    daterange(starts_on, ends_on, '[]') with &&
  )
);
create index rate_code_rate_rate_code_id_idx on rate_code_rate (rate_code_id);
create index rate_code_rate_room_type_id_idx on rate_code_rate (room_type_id);
create index rate_code_rate_meal_type_id_idx on rate_code_rate (meal_type_id);
