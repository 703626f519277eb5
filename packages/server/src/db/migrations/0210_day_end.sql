-- Day-end, the night audit (issue 19; domain.md "Day-end", operations.md §4): one run per hotel
-- date, recorded step by step; the room charges it posts are unique per stay, night and code; the
-- day's statistics are frozen; a date it closed takes no postings.

-- A run of the day-end for one hotel date. Its steps commit together with the date roll, or not at
-- all (domain.md: "Steps 2–6 commit atomically"); a run that failed keeps its record (which step,
-- why) with everything it did rolled back, and is resumed (attempts + 1) or cancelled.
create table day_end_run (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  hotel_date date not null,
  status text not null check (status in ('running', 'failed', 'completed', 'cancelled')),
  attempts smallint not null default 1 check (attempts between 1 and 1000),
  started_by text not null,
  started_at timestamptz not null default now(),
  finished_by text,
  finished_at timestamptz,
  failed_step text,
  error text check (length(error) <= 500),
  constraint day_end_run_finished check ((status = 'running') = (finished_at is null)),
  -- A failed run names its step; a cancelled one keeps the step it had failed at.
  constraint day_end_run_failure check (status <> 'failed' or failed_step is not null)
);
-- One run per hotel date that is not cancelled: a second run while one is running, failed (to be
-- resumed) or completed is refused by the database whatever the code path.
create unique index day_end_run_one_per_date on day_end_run (property_id, hotel_date) where status <> 'cancelled';

-- The steps of a run, for the progress bar and for telling where a failed run stopped.
create table day_end_step (
  run_id integer not null references day_end_run (id),
  property_id integer not null references property (id),
  step text not null check (step in ('checks', 'no-shows', 'room-charges', 'room-status', 'statistics', 'close-date')),
  position smallint not null check (position between 1 and 20),
  status text not null check (status in ('running', 'completed', 'failed')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  rows integer not null default 0 check (rows >= 0),
  error text check (length(error) <= 500),
  primary key (run_id, step)
);

-- The charges day-end posted: one per stay, night and transaction code (operations.md §2.12, the
-- re-run safety key), so that no run, resumed or concurrent, ever charges a room-night twice. The
-- posting itself may sit on another folio (routing), hence the stay here.
create table day_end_charge (
  property_id integer not null references property (id),
  stay_id integer not null references room_stay (id),
  hotel_date date not null,
  transaction_code_id integer not null references transaction_code (id),
  run_id integer not null references day_end_run (id),
  posting_id integer not null references posting (id),
  primary key (stay_id, hotel_date, transaction_code_id),
  constraint day_end_charge_posting_once unique (posting_id)
);
create index day_end_charge_date_idx on day_end_charge (property_id, hotel_date);
create index day_end_charge_run_idx on day_end_charge (run_id);
create index day_end_charge_code_idx on day_end_charge (transaction_code_id);

-- The statistics of a closed date, frozen by its day-end (operations.md §8.1: history comes from
-- the snapshot, never from live data): the hotel's row (dimension 'hotel', key '') and production
-- by room type, source, market, segment, company, country and rate code (key: the row's id, ''
-- for none; label: its code and name as they were that night). Counts of rooms are room-nights.
create table daily_statistic (
  property_id integer not null references property (id),
  hotel_date date not null,
  dimension text not null check (
    dimension in ('hotel', 'room-type', 'source', 'market', 'segment', 'company', 'country', 'rate-code')
  ),
  key text not null check (length(key) <= 20),
  label text not null default '' check (length(label) <= 200),
  -- The hotel's row only: its rooms, those out of order, and rooms available (rooms − out of order).
  rooms integer check (rooms >= 0),
  rooms_out_of_order integer check (rooms_out_of_order >= 0),
  rooms_available integer check (rooms_available >= 0),
  -- Rooms sold include the complimentary ones (a night at a rate of zero).
  rooms_sold integer not null default 0 check (rooms_sold >= 0),
  rooms_complimentary integer not null default 0 check (rooms_complimentary >= 0),
  adults integer not null default 0 check (adults >= 0),
  children integer not null default 0 check (children >= 0),
  arrivals integer not null default 0 check (arrivals >= 0),
  departures integer not null default 0 check (departures >= 0),
  no_shows integer not null default 0 check (no_shows >= 0),
  -- Room revenue net of service charge and tax (ADR and RevPAR use it), and with them.
  room_revenue numeric(14, 2) not null default 0,
  room_revenue_gross numeric(14, 2) not null default 0,
  -- The hotel's row only: every charge of the date net of service charge and tax.
  total_revenue numeric(14, 2),
  run_id integer not null references day_end_run (id),
  primary key (property_id, hotel_date, dimension, key)
);
create index daily_statistic_run_idx on daily_statistic (run_id);

-- A date day-end closed takes no postings (domain.md: a closed date is read-only; a mistake found
-- later is a counter-posting on the current date). Day-end locks the posting table while it runs,
-- so a posting that read the old date before the roll waits, then meets this check and is refused.
create function posting_into_open_date() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from day_end_run
    where property_id = new.property_id and status = 'completed' and hotel_date >= new.hotel_date
  ) then
    raise exception 'the hotel date % is closed', new.hotel_date using errcode = 'check_violation',
      constraint = 'posting_date_open';
  end if;
  return new;
end;
$$;

create trigger posting_into_open_date before insert on posting
  for each row execute function posting_into_open_date();
