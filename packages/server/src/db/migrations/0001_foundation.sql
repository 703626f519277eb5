-- Foundation: the property (hotel) every row belongs to, its staff users, the audit trail,
-- stored idempotent answers, stored files, and the first master data.
create extension if not exists btree_gist;

create table property (
  id integer generated always as identity primary key,
  code text not null unique check (code ~ '^[A-Z0-9_-]{1,20}$'),
  name text not null check (length(name) between 1 and 120),
  logo_file_key text,
  bg_file_key text,
  hotel_date date not null,
  created_at timestamptz not null default now(),
  version integer not null default 1 check (version >= 1)
);

create table stored_file (
  property_id integer not null references property (id),
  file_key text not null check (file_key ~ '^[a-z0-9-]{1,64}$'),
  content_type text not null check (content_type like 'image/%'),
  content bytea not null,
  created_at timestamptz not null default now(),
  primary key (property_id, file_key)
);

alter table property
  add constraint property_logo_fk foreign key (id, logo_file_key)
    references stored_file (property_id, file_key) deferrable initially deferred,
  add constraint property_bg_fk foreign key (id, bg_file_key)
    references stored_file (property_id, file_key) deferrable initially deferred;

create table app_user (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  login_name text not null check (login_name ~ '^[A-Za-z0-9._-]{1,40}$'),
  display_name text not null check (length(display_name) between 1 and 80),
  password_hash text not null,
  roles text[] not null default '{}',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  version integer not null default 1 check (version >= 1),
  unique (property_id, login_name)
);

create table audit_log (
  id bigint generated always as identity primary key,
  property_id integer not null references property (id),
  at timestamptz not null default now(),
  actor text not null,
  request_id text not null,
  path text not null,
  action text not null,
  entity text not null,
  entity_id text,
  before jsonb,
  after jsonb
);
create index audit_log_entity_idx on audit_log (property_id, entity, entity_id, at);

create table idempotency_key (
  property_id integer not null references property (id),
  idempotency_key text not null,
  request_hash text not null,
  path text not null,
  action text not null,
  status_code integer,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (property_id, idempotency_key)
);

create table currency (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (code ~ '^[A-Z]{3}$'),
  name text not null check (length(name) between 1 and 60),
  symbol text not null default '' check (length(symbol) <= 8),
  decimals smallint not null default 2 check (decimals between 0 and 4),
  is_local boolean not null default false,
  version integer not null default 1 check (version >= 1),
  constraint currency_code_unique unique (property_id, code),
  -- One local currency per property; deferred so a batch can move the flag from one to another.
  constraint currency_one_local exclude using gist (property_id with =) where (is_local)
    deferrable initially deferred
);

create table exchange_rate (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  currency_id integer not null references currency (id),
  effective_date date not null,
  -- Local-currency amount for one unit of the foreign currency.
  rate numeric(18, 6) not null check (rate > 0),
  version integer not null default 1 check (version >= 1),
  constraint exchange_rate_unique unique (property_id, currency_id, effective_date)
);

create table country (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  iso_code char(2) not null check (iso_code ~ '^[A-Z]{2}$'),
  iso3 char(3) not null check (iso3 ~ '^[A-Z]{3}$'),
  numeric_code char(3) not null check (numeric_code ~ '^[0-9]{3}$'),
  name text not null,
  name_th text not null,
  name_la text not null,
  constraint country_iso_unique unique (property_id, iso_code)
);

create table building (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (length(code) between 1 and 20),
  name text not null check (length(name) between 1 and 60),
  version integer not null default 1 check (version >= 1),
  unique (property_id, code)
);

create table floor (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (length(code) between 1 and 20),
  name text not null check (length(name) between 1 and 60),
  sort_order integer not null default 0,
  version integer not null default 1 check (version >= 1),
  unique (property_id, code)
);

create table room_type (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (length(code) between 1 and 20),
  name text not null check (length(name) between 1 and 60),
  max_adults smallint not null check (max_adults between 1 and 20),
  max_children smallint not null default 0 check (max_children between 0 and 20),
  version integer not null default 1 check (version >= 1),
  unique (property_id, code)
);

create table room (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  room_number text not null check (length(room_number) between 1 and 10),
  room_type_id integer not null references room_type (id),
  building_id integer not null references building (id),
  floor_id integer not null references floor (id),
  housekeeping_status text not null default 'clean'
    check (housekeeping_status in ('dirty', 'clean', 'inspected')),
  version integer not null default 1 check (version >= 1),
  unique (property_id, room_number)
);
create index room_type_idx on room (property_id, room_type_id);
