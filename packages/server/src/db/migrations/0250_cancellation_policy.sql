-- Cancellation policies by season (issue 20, operations.md §7.1–7.2; /menu/app/cancellation-policy,
-- cancellation-season, cancellation-charge, cancel-policy-for-static, cancel-policy-for-dynamic). A
-- policy has seasons chosen by the stay's ARRIVAL date and, in each season, bands of days before
-- arrival, each charging nights, a percentage of the stay or a fixed amount; and a no-show charge.
-- The fee is worked out by @pms/domain/cancellation (cancellationFee, noShowFee) on the hotel date.
-- operations.md's separate `noshow_charge(policy_id, kind, value)` is two columns of the policy:
-- one per policy, at most.
create table cancel_policy (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (length(code) between 1 and 20),
  name text not null check (length(name) between 1 and 120),
  -- The kind of contract it is for (the spec's two assignment screens); a contract of the other
  -- kind cannot take it (contract_cancel_policy_kind below).
  applies_to text not null check (applies_to in ('static', 'dynamic')),
  no_show_kind text check (no_show_kind in ('nights', 'percent', 'fixed')),
  no_show_value numeric(14, 2),
  created_at timestamptz not null default now(),
  created_by text not null,
  version integer not null default 1 check (version >= 1),
  constraint cancel_policy_code_unique unique (property_id, code),
  -- The target of the contract's (policy, kind) key.
  constraint cancel_policy_id_kind unique (id, applies_to),
  constraint cancel_policy_no_show check (
    (no_show_kind is null and no_show_value is null)
    or (no_show_kind = 'nights' and no_show_value = trunc(no_show_value) and no_show_value between 1 and 365)
    or (no_show_kind = 'percent' and no_show_value between 0 and 100)
    or (no_show_kind = 'fixed' and no_show_value >= 0)
  )
);

create table cancel_season (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  policy_id integer not null references cancel_policy (id) on delete cascade,
  -- The order the policy lists its seasons in.
  position smallint not null check (position >= 0),
  code text not null check (length(code) between 1 and 20),
  name text not null default '' check (length(name) <= 60),
  -- The arrival dates it covers, both included.
  arrival_from date not null,
  arrival_to date not null,
  constraint cancel_season_code_unique unique (policy_id, code),
  constraint cancel_season_arrivals check (arrival_from <= arrival_to),
  -- An arrival falls in one season of a policy at most.
  constraint cancel_season_no_overlap exclude using gist (
    policy_id with =,
    daterange(arrival_from, arrival_to, '[]') with &&
  )
);
create index cancel_season_policy_id_idx on cancel_season (policy_id);

create table cancel_band (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  season_id integer not null references cancel_season (id) on delete cascade,
  position smallint not null check (position >= 0),
  -- From the most days before arrival (null: any number more) down to the fewest (0: the day of
  -- arrival), both included.
  from_days integer check (from_days between 0 and 999),
  to_days integer not null check (to_days between 0 and 999),
  charge_kind text not null check (charge_kind in ('nights', 'percent', 'fixed')),
  charge_value numeric(14, 2) not null,
  constraint cancel_band_days check (from_days is null or from_days >= to_days),
  constraint cancel_band_charge check (
    (charge_kind = 'nights' and charge_value = trunc(charge_value) and charge_value between 1 and 365)
    or (charge_kind = 'percent' and charge_value between 0 and 100)
    or (charge_kind = 'fixed' and charge_value >= 0)
  ),
  -- A day before arrival falls in one band of a season at most (an open band runs to infinity).
  constraint cancel_band_no_overlap exclude using gist (
    season_id with =,
    int4range(to_days, from_days, '[]') with &&
  )
);
create index cancel_band_season_id_idx on cancel_band (season_id);

-- A contract's cancellation policy: of the contract's own kind, which the database holds to with
-- a key over both; a policy in use can be neither removed nor given to the other kind.
alter table contract
  add column cancel_policy_id integer,
  add constraint contract_cancel_policy_kind foreign key (cancel_policy_id, kind)
    references cancel_policy (id, applies_to);
create index contract_cancel_policy_id_idx on contract (cancel_policy_id);

-- The no-show fee day-end works out by the policy of each stay's contract when it makes the
-- stays no-shows (added up over the reservation's stays), and how: the engine's explanation of
-- each stay's fee. Null: no stay of it was a no-show under a policy. Recorded, not posted: a
-- no-show has no guest folio (the system charges go to in-house stays).
alter table reservation
  add column no_show_fee numeric(14, 2) check (no_show_fee >= 0),
  add column no_show_fee_explanation jsonb check (
    no_show_fee_explanation is null or jsonb_typeof(no_show_fee_explanation) = 'array'
  ),
  add constraint reservation_no_show_fee check ((no_show_fee is null) = (no_show_fee_explanation is null));
