-- Reception records (issue 17): guest messages, flags (traces for a department), lost and found,
-- and pick-up / drop-off transfers. Each row belongs to one hotel; the server checks that the
-- reservation, stay, room, department and keep-at place it names belong to the same hotel.

-- A message taken for an in-house or arriving guest: attached to the reservation and, when known,
-- to one stay of it. new -> delivered (who and when); printing is recorded, never required.
create table guest_message (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  reservation_id integer not null references reservation (id),
  stay_id integer references room_stay (id),
  message_text text not null check (length(message_text) between 1 and 1000),
  -- Who left the message (the caller or visitor) and how to reach them.
  from_name text not null check (length(from_name) between 1 and 100),
  from_contact text not null default '' check (length(from_contact) <= 100),
  business_date date not null,
  taken_at timestamptz not null default now(),
  taken_by text not null,
  delivered_at timestamptz,
  delivered_by text,
  printed_at timestamptz,
  printed_by text,
  version integer not null default 1 check (version >= 1),
  constraint guest_message_delivered check ((delivered_at is null) = (delivered_by is null)),
  constraint guest_message_printed check ((printed_at is null) = (printed_by is null))
);
create index guest_message_reservation_id_idx on guest_message (reservation_id);
create index guest_message_stay_id_idx on guest_message (stay_id);
create index guest_message_taken_idx on guest_message (property_id, taken_at);
-- Lists and indicators look for the undelivered messages.
create index guest_message_undelivered_idx on guest_message (property_id, reservation_id) where delivered_at is null;

-- A flag (a trace): an instruction for a department on a date (and optionally a time) about a
-- reservation or one of its stays: open -> resolved (who, when, note); a resolve can be undone.
create table reception_flag (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  reservation_id integer not null references reservation (id),
  stay_id integer references room_stay (id),
  department_id integer not null references department (id),
  kind text not null check (
    kind in ('amenity', 'late-check-out', 'early-check-in', 'birthday', 'anniversary', 'vip', 'wake-up', 'other')
  ),
  flag_date date not null,
  flag_time time,
  flag_text text not null default '' check (length(flag_text) <= 500),
  created_at timestamptz not null default now(),
  created_by text not null,
  resolved_at timestamptz,
  resolved_by text,
  resolution_note text not null default '' check (length(resolution_note) <= 200),
  version integer not null default 1 check (version >= 1),
  constraint reception_flag_resolved check ((resolved_at is null) = (resolved_by is null))
);
create index reception_flag_reservation_id_idx on reception_flag (reservation_id);
create index reception_flag_stay_id_idx on reception_flag (stay_id);
create index reception_flag_department_id_idx on reception_flag (department_id);
create index reception_flag_date_idx on reception_flag (property_id, flag_date);
create index reception_flag_open_idx on reception_flag (property_id, department_id, flag_date) where resolved_at is null;

-- A found item: what, where and when, found by whom, the room or stay it came from when known,
-- where it is kept; stored -> returned (to whom, when) or disposed (when, how).
create table lost_found_item (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  item text not null check (length(item) between 1 and 100),
  description text not null default '' check (length(description) <= 500),
  found_on date not null,
  found_time time,
  found_place text not null default '' check (length(found_place) <= 100),
  found_by text not null check (length(found_by) between 1 and 60),
  room_id integer references room (id),
  reservation_id integer references reservation (id),
  stay_id integer references room_stay (id),
  keep_at_id integer not null references keep_at (id),
  status text not null default 'stored' check (status in ('stored', 'returned', 'disposed')),
  returned_on date,
  returned_to text,
  disposed_on date,
  status_note text not null default '' check (length(status_note) <= 200),
  recorded_at timestamptz not null default now(),
  recorded_by text not null,
  version integer not null default 1 check (version >= 1),
  constraint lost_found_item_place check (room_id is not null or found_place <> ''),
  constraint lost_found_item_stay check (stay_id is null or reservation_id is not null),
  constraint lost_found_item_returned check (
    (status = 'returned') = (returned_on is not null)
    and (returned_on is null) = (returned_to is null)
    and (returned_to is null or length(returned_to) between 1 and 100)
    and (returned_on is null or returned_on >= found_on)
  ),
  constraint lost_found_item_disposed check (
    (status = 'disposed') = (disposed_on is not null) and (disposed_on is null or disposed_on >= found_on)
  )
);
create index lost_found_item_found_idx on lost_found_item (property_id, found_on);
create index lost_found_item_room_id_idx on lost_found_item (room_id);
create index lost_found_item_reservation_id_idx on lost_found_item (reservation_id);
create index lost_found_item_stay_id_idx on lost_found_item (stay_id);
create index lost_found_item_keep_at_id_idx on lost_found_item (keep_at_id);

-- A pick-up (arrival) or drop-off (departure) transfer of a reservation's guests:
-- requested -> confirmed -> done | no-show, or cancelled before it is done.
create table guest_transfer (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  reservation_id integer not null references reservation (id),
  stay_id integer references room_stay (id),
  direction text not null check (direction in ('pick-up', 'drop-off')),
  transfer_date date not null,
  transfer_time time,
  place text not null default '' check (length(place) <= 100),
  flight text not null default '' check (length(flight) <= 20),
  vehicle text not null default '' check (length(vehicle) <= 60),
  pax smallint not null check (pax between 1 and 50),
  remark text not null default '' check (length(remark) <= 500),
  status text not null default 'requested' check (status in ('requested', 'confirmed', 'done', 'no-show', 'cancelled')),
  status_changed_at timestamptz,
  status_changed_by text,
  created_at timestamptz not null default now(),
  created_by text not null,
  version integer not null default 1 check (version >= 1),
  constraint guest_transfer_status_changed check ((status_changed_at is null) = (status_changed_by is null))
);
create index guest_transfer_reservation_id_idx on guest_transfer (reservation_id);
create index guest_transfer_stay_id_idx on guest_transfer (stay_id);
create index guest_transfer_date_idx on guest_transfer (property_id, transfer_date, transfer_time);
