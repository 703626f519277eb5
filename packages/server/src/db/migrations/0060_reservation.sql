-- The reservation core (issue 7): guest and company profiles, reservations with their room
-- stays and nightly rates, and the rows that serialise inventory checks. Availability is never
-- stored: it is counted from the stays that take inventory (domain.md, Inventory).

-- A guest as the hotel knows them (/menu/app/guest-profile).
create table guest_profile (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  title_id integer references title (id),
  first_name text not null default '' check (length(first_name) <= 60),
  last_name text not null check (length(last_name) between 1 and 60),
  nationality_id integer references country (id),
  city_id integer references city (id),
  -- National id card or passport number.
  id_number text not null default '' check (length(id_number) <= 30),
  email text not null default '' check (length(email) <= 120),
  phone text not null default '' check (length(phone) <= 30),
  vip_level smallint not null default 0 check (vip_level between 0 and 5),
  guest_type_id integer references guest_type (id),
  notes text not null default '' check (length(notes) <= 1000),
  version integer not null default 1 check (version >= 1)
);
create index guest_profile_name_idx on guest_profile (property_id, lower(last_name), lower(first_name));
create index guest_profile_title_id_idx on guest_profile (title_id);
create index guest_profile_nationality_id_idx on guest_profile (nationality_id);
create index guest_profile_city_id_idx on guest_profile (city_id);
create index guest_profile_guest_type_id_idx on guest_profile (guest_type_id);

-- A company that books (minimal: sales extends it with contacts, terms and contracts).
create table company_profile (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (length(code) between 1 and 20),
  name text not null check (length(name) between 1 and 120),
  active boolean not null default true,
  version integer not null default 1 check (version >= 1),
  constraint company_profile_code_unique unique (property_id, code)
);

-- Confirmation numbers: one database sequence rather than a counter row per hotel, so that
-- bookings never queue behind one another on a counter's row lock. Numbers stay unique per hotel
-- (they are unique in the whole database) and may have gaps, as in other systems.
create sequence reservation_confirmation_seq start with 100001;

create table reservation (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  confirmation_number text not null check (confirmation_number ~ '^[0-9A-Z-]{1,20}$'),
  guest_profile_id integer references guest_profile (id),
  company_profile_id integer references company_profile (id),
  source_id integer references source (id),
  market_id integer references market (id),
  segment_id integer references segment (id),
  rate_code_id integer references rate_code (id),
  channel text not null check (channel in ('OTA', 'NON-OTA')),
  -- The statuses of domain.md (Reservations); a stay has the same ones.
  status text not null check (
    status in ('waitlist', 'tentative', 'confirmed', 'guaranteed', 'in-house', 'checked-out', 'cancelled', 'no-show')
  ),
  -- First arrival and last departure of its stays, kept by the server for lists and searches.
  arrival date not null,
  departure date not null,
  remark text not null default '' check (length(remark) <= 2000),
  internal_remark text not null default '' check (length(internal_remark) <= 2000),
  -- Money is exact (domain.md): numeric with the rounding rule's two decimals.
  deposit_required numeric(14, 2) not null default 0 check (deposit_required >= 0),
  deposit_due_date date,
  cancellation_reason_id integer references cancellation_reason (id),
  cancellation_note text not null default '' check (length(cancellation_note) <= 500),
  cancellation_fee numeric(14, 2) check (cancellation_fee >= 0),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  created_by text not null,
  version integer not null default 1 check (version >= 1),
  constraint reservation_confirmation_unique unique (property_id, confirmation_number),
  constraint reservation_booker check (guest_profile_id is not null or company_profile_id is not null),
  constraint reservation_dates check (arrival < departure),
  constraint reservation_cancellation check (
    (status = 'cancelled') = (cancellation_reason_id is not null and cancellation_fee is not null and cancelled_at is not null)
  )
);
create index reservation_arrival_idx on reservation (property_id, arrival);
create index reservation_created_idx on reservation (property_id, created_at);
create index reservation_guest_profile_id_idx on reservation (guest_profile_id);
create index reservation_company_profile_id_idx on reservation (company_profile_id);
create index reservation_source_id_idx on reservation (source_id);
create index reservation_market_id_idx on reservation (market_id);
create index reservation_segment_id_idx on reservation (segment_id);
create index reservation_rate_code_id_idx on reservation (rate_code_id);
create index reservation_cancellation_reason_id_idx on reservation (cancellation_reason_id);

-- One room of a reservation for a run of nights: [arrival, departure).
create table room_stay (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  reservation_id integer not null references reservation (id),
  line_number smallint not null check (line_number between 1 and 20),
  room_type_id integer not null references room_type (id),
  room_id integer references room (id),
  arrival date not null,
  departure date not null,
  adults smallint not null check (adults between 1 and 20),
  children smallint not null default 0 check (children between 0 and 20),
  meal_type_id integer references meal_type (id),
  status text not null check (
    status in ('waitlist', 'tentative', 'confirmed', 'guaranteed', 'in-house', 'checked-out', 'cancelled', 'no-show')
  ),
  version integer not null default 1 check (version >= 1),
  constraint room_stay_line_unique unique (reservation_id, line_number),
  constraint room_stay_dates check (arrival < departure and departure - arrival <= 365),
  -- Two stays that take inventory never hold the same room on the same night (domain.md): the
  -- last guard, whatever code path writes the stay.
  constraint room_stay_no_double_booking exclude using gist (
    room_id with =,
    daterange(arrival, departure, '[)') with &&
  ) where (room_id is not null and status in ('confirmed', 'guaranteed', 'in-house'))
);
create index room_stay_reservation_id_idx on room_stay (reservation_id);
create index room_stay_room_type_id_idx on room_stay (room_type_id);
create index room_stay_room_id_idx on room_stay (room_id);
create index room_stay_meal_type_id_idx on room_stay (meal_type_id);
-- Availability counts the stays that take inventory and end after the first night asked for.
create index room_stay_inventory_idx on room_stay (property_id, departure, arrival, room_type_id)
  where status in ('confirmed', 'guaranteed', 'in-house');

-- The rate of each night of a stay, exact, and why it differs from the rate code when it does.
create table room_stay_night (
  property_id integer not null references property (id),
  room_stay_id integer not null references room_stay (id),
  night date not null,
  amount numeric(14, 2) not null check (amount >= 0),
  reason text not null default '' check (length(reason) <= 200),
  primary key (room_stay_id, night)
);

-- Rows locked (select … for update, in room type and night order) by every command that takes
-- inventory, so that checks of one room type and night run one after another. They hold no
-- data; a row is added the first time its room type and night are booked.
create table inventory_lock (
  property_id integer not null references property (id),
  room_type_id integer not null,
  night date not null,
  primary key (property_id, room_type_id, night)
);
