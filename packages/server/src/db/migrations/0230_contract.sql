-- Sales contracts (issue 20, operations.md §7.1–7.2): a partner's contract and its versions. A
-- version's body is the pure quote engine's contract version (@pms/domain/contracts: child policy,
-- seasons with net rates, rules), keyed by the hotel's room type codes; the server checks it with
-- validateContract before it is stored. A draft is edited in place; activating it makes it the one
-- active version and retires the previous one. An active or retired version never changes again,
-- so re-quoting with a stored version id gives the same amounts.
create table contract (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  code text not null check (length(code) between 1 and 20),
  name text not null check (length(name) between 1 and 120),
  -- The partner (company, travel agent, tour operator).
  company_profile_id integer not null references company_profile (id),
  -- Only static contracts are priced for now; dynamic profiles come later.
  kind text not null default 'static' check (kind in ('static', 'dynamic')),
  currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  created_by text not null,
  version integer not null default 1 check (version >= 1),
  constraint contract_code_unique unique (property_id, code)
);
create index contract_partner_idx on contract (company_profile_id);

create table contract_version (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  contract_id integer not null references contract (id),
  number integer not null check (number >= 1),
  status text not null default 'draft' check (status in ('draft', 'active', 'retired')),
  valid_from date not null,
  valid_to date not null,
  body jsonb not null check (jsonb_typeof(body) = 'object'),
  created_at timestamptz not null default now(),
  created_by text not null,
  activated_at timestamptz,
  activated_by text,
  constraint contract_version_number_unique unique (contract_id, number),
  constraint contract_version_validity check (valid_from <= valid_to),
  constraint contract_version_activated check ((status = 'draft') = (activated_at is null))
);
-- At most one version in force and one draft being edited, per contract.
create unique index contract_version_one_active on contract_version (contract_id) where status = 'active';
create unique index contract_version_one_draft on contract_version (contract_id) where status = 'draft';

-- The last guard, whatever code path writes: a version that priced anything (active or retired)
-- keeps its body, dates, number and contract; it only moves from active to retired. A draft may
-- not be inserted as anything but a draft, and a retired version never comes back.
create function contract_version_frozen() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' then
      raise exception 'contract version % is %', old.id, old.status using errcode = 'check_violation',
        constraint = 'contract_version_frozen';
    end if;
    return old;
  end if;
  if old.status <> 'draft' and (
    new.body is distinct from old.body
    or new.valid_from is distinct from old.valid_from
    or new.valid_to is distinct from old.valid_to
    or new.number is distinct from old.number
    or new.contract_id is distinct from old.contract_id
    or new.property_id is distinct from old.property_id
    or new.activated_at is distinct from old.activated_at
    or not (new.status = old.status or (old.status = 'active' and new.status = 'retired'))
  ) then
    raise exception 'contract version % is % and cannot change', old.id, old.status
      using errcode = 'check_violation', constraint = 'contract_version_frozen';
  end if;
  return new;
end;
$$;

create trigger contract_version_frozen before update or delete on contract_version
  for each row execute function contract_version_frozen();
