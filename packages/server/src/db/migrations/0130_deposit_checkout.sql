-- Advance deposits and check-out (issue 18). A booking's deposit ledger is its folio of owner
-- 'reservation': deposits are payments on it, refunds payments with a positive total, forfeits
-- charges; at check-in what remains moves to the stay's guest folio as transfer pairs.

-- (One deposit ledger per booking: folio_reservation_unique, 0120.)

-- Postings the system makes (the deposit moving to the guest folio at check-in, and back when the
-- check-in is taken back) go into the hotel's system shift of the hotel date: a shift with no user
-- (cashier 'system'). They are made by the front desk, whose staff hold no cashier shift, and they
-- move money that was counted when it was taken: their pairs net to zero in one shift.
alter table cashier_shift alter column user_id drop not null;
alter table cashier_shift add constraint cashier_shift_system check (user_id is not null or cashier = 'system');
create unique index cashier_shift_system_date on cashier_shift (property_id, hotel_date) where user_id is null;

-- The receipt of each deposit, refund and forfeit, numbered by the database (gap-free is not
-- promised: a rolled-back take burns its number, as a sequence does).
create sequence deposit_receipt_seq start with 1;

create table deposit_receipt (
  posting_id integer primary key references posting (id),
  property_id integer not null references property (id),
  reservation_id integer not null references reservation (id),
  kind text not null check (kind in ('deposit', 'refund', 'forfeit')),
  receipt_number text not null default ('DR' || lpad(nextval('deposit_receipt_seq')::text, 7, '0')),
  constraint deposit_receipt_number_unique unique (property_id, receipt_number)
);
create index deposit_receipt_reservation_idx on deposit_receipt (reservation_id);

-- Each move of a deposit ledger's remaining postings to a guest folio at check-in, or back when
-- the check-in is taken back (deposit-transfer-at-check-in-report reads these).
create table deposit_transfer (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  reservation_id integer not null references reservation (id),
  stay_id integer not null references room_stay (id),
  from_folio_id integer not null references folio (id),
  to_folio_id integer not null references folio (id),
  direction text not null check (direction in ('check-in', 'undo-check-in')),
  -- The credit moved, positive when a deposit went (a net charge moves as a negative amount).
  amount numeric(14, 2) not null,
  postings integer not null check (postings > 0),
  hotel_date date not null,
  created_at timestamptz not null default now(),
  created_by text not null
);
create index deposit_transfer_date_idx on deposit_transfer (property_id, hotel_date);
create index deposit_transfer_stay_idx on deposit_transfer (stay_id);
create index deposit_transfer_reservation_idx on deposit_transfer (reservation_id);
create index deposit_transfer_from_folio_idx on deposit_transfer (from_folio_id);
create index deposit_transfer_to_folio_idx on deposit_transfer (to_folio_id);

-- The check-out of a stay: when, by whom, on which hotel date (a reversal is allowed on that date
-- only), whether it left before its departure date (the departure it had is kept) or after it.
alter table room_stay
  add column checked_out_at timestamptz,
  add column checked_out_by text,
  add column checked_out_on date,
  add column early_departure_from date,
  add column late_check_out boolean not null default false,
  add constraint room_stay_checked_out check (
    (checked_out_at is null) = (checked_out_on is null) and (checked_out_at is null) = (checked_out_by is null)
    and (checked_out_at is not null or (early_departure_from is null and not late_check_out))
  );
-- Actual departures of a hotel date.
create index room_stay_checked_out_idx on room_stay (property_id, checked_out_on) where checked_out_on is not null;
-- Expected departures: in-house stays by departure.
create index room_stay_departure_idx on room_stay (property_id, departure) where status = 'in-house';

-- A check-out racing a posting either includes it or refuses it: every posting takes a share lock
-- on its folio's row while the folio is open, and the check-out locks that row for update before
-- it sums the windows and closes the folio. Whichever comes second waits for the first.
create function posting_into_open_folio() returns trigger language plpgsql as $$
begin
  perform 1 from folio where id = new.folio_id and status = 'open' for share;
  if not found then
    raise exception 'folio % is closed', new.folio_id using errcode = 'check_violation',
      constraint = 'posting_folio_open';
  end if;
  return new;
end;
$$;

create trigger posting_into_open_folio before insert on posting
  for each row execute function posting_into_open_folio();
