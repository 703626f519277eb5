-- Folios beyond stays and routing instructions (issue 18; operations.md §2.1, §2.6).

-- The natural keys of the folios opened by hand, so that two "open" calls at once share one folio:
-- one deposit ledger per reservation, one accounts-receivable folio per company, one house
-- account per name (as staff type it, case aside).
create unique index folio_reservation_unique on folio (reservation_id) where owner_kind = 'reservation';
create unique index folio_company_unique on folio (company_id) where owner_kind = 'company';
create unique index folio_house_name_unique on folio (property_id, lower(name)) where owner_kind = 'house';
create index folio_status_idx on folio (property_id, owner_kind, status);

-- A routing instruction of a stay: charges of one transaction code, or of every code of one
-- transaction group, posted on a hotel date in [starts_on, ends_on] (an open end: the whole
-- stay, however it is extended) go to a window 2..8 of the stay's own folio, or to a window of
-- another folio (a company's, the house's, another stay's). Evaluated when a charge is posted,
-- never retroactive; an instruction that routed postings is ended (deleted_at), never removed,
-- so that every posting keeps naming the instruction that routed it.
create table routing_instruction (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  stay_id integer not null references room_stay (id),
  transaction_code_id integer references transaction_code (id),
  transaction_group_id integer references transaction_group (id),
  to_folio_id integer references folio (id),
  to_window smallint not null default 1 check (to_window between 1 and 8),
  starts_on date,
  ends_on date,
  created_at timestamptz not null default now(),
  created_by text not null,
  deleted_at timestamptz,
  deleted_by text,
  constraint routing_instruction_what check ((transaction_code_id is null) <> (transaction_group_id is null)),
  -- Window 1 of the stay's own folio is where an unrouted charge goes anyway.
  constraint routing_instruction_where check (to_folio_id is not null or to_window >= 2),
  constraint routing_instruction_dates check (starts_on is null or ends_on is null or starts_on <= ends_on),
  constraint routing_instruction_deleted check ((deleted_at is null) = (deleted_by is null)),
  -- One live instruction per stay and code (or group) on any date: a charge never has two places
  -- to go. A code's own instruction wins over its group's (the more specific one).
  constraint routing_instruction_code_overlap exclude using gist (
    stay_id with =,
    transaction_code_id with =,
    daterange(starts_on, ends_on, '[]') with &&
  ) where (transaction_code_id is not null and deleted_at is null),
  constraint routing_instruction_group_overlap exclude using gist (
    stay_id with =,
    transaction_group_id with =,
    daterange(starts_on, ends_on, '[]') with &&
  ) where (transaction_group_id is not null and deleted_at is null)
);
create index routing_instruction_to_folio_idx on routing_instruction (to_folio_id);
create index routing_instruction_code_idx on routing_instruction (transaction_code_id);
create index routing_instruction_group_idx on routing_instruction (transaction_group_id);

-- Which instruction sent a posting where it is (null: posted where the cashier chose).
alter table posting add column routing_instruction_id integer references routing_instruction (id);
create index posting_routing_instruction_idx on posting (routing_instruction_id) where routing_instruction_id is not null;
