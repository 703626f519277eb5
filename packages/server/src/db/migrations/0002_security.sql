-- Security: roles as bundles of functions (the spec's role names, ADMIN for everything), the
-- users' ordered roles, sign-in throttling, sessions with rotating refresh tokens, and the
-- server's signing secret. Everything lives in the database so that any number of server
-- instances share one view of who is signed in and who is locked out.

create table role (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (code ~ '^[A-Za-z][A-Za-z0-9-]{1,39}$'),
  name text not null check (length(name) between 1 and 60),
  functions text[] not null check (
    cardinality(functions) between 1 and 12
    and functions <@ array[
      'ADMIN', 'RESERVATION', 'RECEPTION', 'CASHIER', 'HOUSEKEEPING', 'ENGINEER', 'SALE',
      'MANAGEMENT-INFORMATION-SYSTEM', 'CONFIGULATION-SETTING', 'FINANCIAL-SETTING',
      'HOUSEKEEPING-SETTING', 'SALE-SETTING'
    ]::text[]
  ),
  is_builtin boolean not null default false,
  version integer not null default 1 check (version >= 1),
  constraint role_code_unique unique (property_id, code),
  unique (property_id, id)
);

-- Built-in roles: one per function, for every hotel already in the database.
insert into role (property_id, code, name, functions, is_builtin)
select property.id, builtin.code, builtin.name, array[builtin.code], true
from property
cross join (values
  ('ADMIN', 'Administrator'),
  ('RESERVATION', 'Reservation'),
  ('RECEPTION', 'Reception'),
  ('CASHIER', 'Cashier and outlets'),
  ('HOUSEKEEPING', 'Housekeeping'),
  ('ENGINEER', 'Engineering'),
  ('SALE', 'Sales and finance'),
  ('MANAGEMENT-INFORMATION-SYSTEM', 'Management reports'),
  ('CONFIGULATION-SETTING', 'Configuration'),
  ('FINANCIAL-SETTING', 'Financial settings'),
  ('HOUSEKEEPING-SETTING', 'Housekeeping settings'),
  ('SALE-SETTING', 'Sales settings')
) as builtin (code, name);

alter table app_user add constraint app_user_property_id_unique unique (property_id, id);

create table user_role (
  property_id integer not null,
  user_id integer not null,
  role_id integer not null,
  -- 0 is the main role (the first in the token's role claim).
  position smallint not null check (position between 0 and 19),
  primary key (user_id, role_id),
  constraint user_role_user_fk foreign key (property_id, user_id)
    references app_user (property_id, id) on delete cascade,
  -- No cascade: a role someone holds cannot be deleted.
  constraint user_role_role_fk foreign key (property_id, role_id) references role (property_id, id),
  constraint user_role_position_unique unique (user_id, position) deferrable initially deferred
);
create index user_role_role_idx on user_role (role_id);

insert into user_role (property_id, user_id, role_id, position)
select app_user.property_id, app_user.id, role.id, (held.ordinality - 1)::smallint
from app_user
cross join lateral unnest(app_user.roles) with ordinality as held (code, ordinality)
join role on role.property_id = app_user.property_id and role.code = held.code;

alter table app_user
  drop column roles,
  add column must_change_password boolean not null default false,
  add column last_login_at timestamptz,
  add column password_changed_at timestamptz;

-- Sign-in is case-insensitive on the user id; two ids differing only in case would be ambiguous.
create unique index app_user_login_ci_unique on app_user (property_id, lower(login_name));

-- Kept per typed user id, known or not, so that the answers for an unknown id look exactly like
-- those for a known one (no user enumeration).
create table login_throttle (
  property_id integer not null references property (id),
  login_key text not null check (length(login_key) between 0 and 200),
  failed_count integer not null default 0 check (failed_count >= 0),
  locked_until timestamptz,
  blocked_at timestamptz,
  last_failed_at timestamptz,
  primary key (property_id, login_key)
);

create table auth_session (
  id uuid primary key default gen_random_uuid(),
  property_id integer not null,
  user_id integer not null,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz not null default now(),
  client_ip text,
  user_agent text,
  ended_at timestamptz,
  end_reason text check (end_reason in (
    'logout', 'refresh-reused', 'user-disabled', 'password-reset', 'password-changed'
  )),
  check ((ended_at is null) = (end_reason is null)),
  constraint auth_session_user_fk foreign key (property_id, user_id) references app_user (property_id, id)
);
create index auth_session_open_idx on auth_session (user_id) where ended_at is null;

-- Only a hash of each refresh token is kept; each is spent by one refresh.
create table refresh_token (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  session_id uuid not null references auth_session (id) on delete cascade,
  issued_at timestamptz not null default now(),
  expires_at timestamptz not null,
  spent_at timestamptz,
  check (expires_at > issued_at)
);
create index refresh_token_session_idx on refresh_token (session_id);

create table server_secret (
  name text primary key,
  secret bytea not null check (length(secret) >= 32),
  created_at timestamptz not null default now()
);
