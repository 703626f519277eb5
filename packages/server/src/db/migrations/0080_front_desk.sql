-- The front desk (issue 17): check-in, walk-in, registration cards, room moves, and the
-- housekeeping room status with its change log. Front-office status (vacant / occupied) is never
-- stored: a room is occupied while an in-house stay holds it (domain.md, Rooms and housekeeping).

-- A stay's check-in: when, by whom and on which hotel date (undo is allowed on that date only),
-- the status it had before (undo returns to it), and why it went into a room of another type
-- than booked (an upgrade; the rates stay those booked).
alter table room_stay
  add column checked_in_at timestamptz,
  add column checked_in_by text,
  add column checked_in_on date,
  add column checked_in_from_status text check (checked_in_from_status in ('confirmed', 'guaranteed')),
  add column booked_room_type_id integer references room_type (id),
  add column upgrade_reason text not null default '' check (length(upgrade_reason) <= 200),
  add constraint room_stay_checked_in check (
    (checked_in_at is null) = (checked_in_on is null) and (checked_in_at is null) = (checked_in_by is null)
  );
create index room_stay_booked_room_type_id_idx on room_stay (booked_room_type_id);
-- The in-house list, room status and "is this room occupied" read the in-house stays only.
create index room_stay_in_house_idx on room_stay (property_id, room_id) where status = 'in-house';
-- Arrivals of a hotel date (arrival lists, the walk-in and actual-arrival reports).
create index room_stay_arrival_idx on room_stay (property_id, arrival);

-- A walk-in: booked and checked in at once (reported by rc008).
alter table reservation add column walk_in boolean not null default false;

-- The registration card of each guest of a stay, as the hotel's country requires it (name,
-- nationality, travel document, date of birth, address). Kept apart from the guest profile: the
-- card is what was shown at check-in, the profile what the hotel knows now.
create table stay_guest (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  room_stay_id integer not null references room_stay (id),
  guest_profile_id integer references guest_profile (id),
  position smallint not null check (position between 1 and 20),
  first_name text not null default '' check (length(first_name) <= 60),
  last_name text not null check (length(last_name) between 1 and 60),
  nationality_id integer not null references country (id),
  document_type text not null check (document_type in ('passport', 'id-card', 'driving-licence', 'other')),
  document_number text not null check (length(document_number) between 1 and 30),
  date_of_birth date,
  address text not null default '' check (length(address) <= 300),
  registered_at timestamptz not null default now(),
  registered_by text not null,
  constraint stay_guest_position_unique unique (room_stay_id, position)
);
create index stay_guest_guest_profile_id_idx on stay_guest (guest_profile_id);
create index stay_guest_nationality_id_idx on stay_guest (nationality_id);

-- Out of service: the room stays sellable (unlike out of order) but is not given to a guest until
-- housekeeping puts it back on service.
alter table room
  add column out_of_service boolean not null default false,
  add column out_of_service_reason text not null default '' check (length(out_of_service_reason) <= 200),
  add column housekeeping_changed_at timestamptz;

-- Every change of a room's housekeeping status or service (who, when, from, to), append-only.
-- Written by a trigger, so that no code path can change a room's status without its record; the
-- writer names itself and the cause through transaction-local settings (pms.actor, pms.source).
create table room_status_log (
  id bigint generated always as identity primary key,
  property_id integer not null references property (id),
  room_id integer not null references room (id),
  business_date date not null,
  from_status text not null,
  to_status text not null,
  from_out_of_service boolean not null,
  to_out_of_service boolean not null,
  source text not null check (source in ('manual', 'check-in', 'undo-check-in', 'room-move', 'check-out', 'day-end', 'system')),
  note text not null default '' check (length(note) <= 200),
  actor text not null,
  at timestamptz not null default now()
);
create index room_status_log_room_idx on room_status_log (room_id, at);
create index room_status_log_date_idx on room_status_log (property_id, business_date, at);

create function room_status_logged() returns trigger language plpgsql as $$
begin
  if new.housekeeping_status is distinct from old.housekeeping_status
    or new.out_of_service is distinct from old.out_of_service then
    insert into room_status_log (
      property_id, room_id, business_date, from_status, to_status, from_out_of_service, to_out_of_service,
      source, note, actor
    )
    select new.property_id, new.id, property.hotel_date, old.housekeeping_status, new.housekeeping_status,
      old.out_of_service, new.out_of_service,
      coalesce(nullif(current_setting('pms.source', true), ''), 'system'),
      left(coalesce(current_setting('pms.note', true), ''), 200),
      coalesce(nullif(current_setting('pms.actor', true), ''), 'system')
    from property where property.id = new.property_id;
    new.housekeeping_changed_at := now();
  end if;
  return new;
end;
$$;
create trigger room_status_log_trigger before update of housekeeping_status, out_of_service on room
  for each row execute function room_status_logged();

-- A room move of an in-house stay (move-room-report): from which room to which, on which hotel
-- date, why, and whether the rate was kept or changed.
create table room_move (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  room_stay_id integer not null references room_stay (id),
  from_room_id integer not null references room (id),
  to_room_id integer not null references room (id),
  business_date date not null,
  reason text not null check (length(reason) between 1 and 200),
  rate_policy text not null check (rate_policy in ('keep', 'change')),
  moved_at timestamptz not null default now(),
  moved_by text not null,
  constraint room_move_other_room check (from_room_id <> to_room_id)
);
create index room_move_room_stay_id_idx on room_move (room_stay_id);
create index room_move_from_room_id_idx on room_move (from_room_id);
create index room_move_to_room_id_idx on room_move (to_room_id);
create index room_move_date_idx on room_move (property_id, business_date);
