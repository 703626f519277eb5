-- Engineering (issue 21, operations.md §6): maintenance orders on a room or a public area. An
-- order may take its room out of order for a period: it then owns a row of room_out_of_order, the
-- one table availability, the room rack, room control and assignment already read, so every screen
-- sees it. Done or cancelled releases the nights from the hotel date on.
create table maintenance_order (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  maintenance_type_id integer not null references maintenance_type (id),
  room_id integer references room (id),
  area text not null default '' check (length(area) <= 60),
  priority text not null default 'normal' check (priority in ('low', 'normal', 'high', 'urgent')),
  description text not null check (length(description) between 1 and 500),
  status text not null default 'open' check (status in ('open', 'in-progress', 'done', 'cancelled')),
  assigned_user_id integer references app_user (id),
  reported_by text not null,
  reported_at timestamptz not null default now(),
  -- The hotel date it was reported on: the report's period.
  reported_on date not null,
  -- The out-of-order period asked for ([from, to), as room_out_of_order) and the status the room
  -- returns with; the block itself while it holds nights.
  out_of_order_from date,
  out_of_order_to date,
  return_status text check (return_status in ('dirty', 'clean', 'inspected')),
  out_of_order_id integer unique references room_out_of_order (id) on delete set null,
  resolution text not null default '' check (length(resolution) <= 500),
  started_at timestamptz,
  finished_at timestamptz,
  finished_by text,
  version integer not null default 1 check (version >= 1),
  constraint maintenance_order_place check (room_id is not null or length(area) > 0),
  constraint maintenance_order_out_of_order check (
    (out_of_order_from is null) = (out_of_order_to is null)
    and (out_of_order_from is null or (room_id is not null and out_of_order_from < out_of_order_to))
  )
);
create index maintenance_order_status_idx on maintenance_order (property_id, status, reported_on);
create index maintenance_order_room_idx on maintenance_order (room_id);
create index maintenance_order_type_idx on maintenance_order (maintenance_type_id);
create index maintenance_order_user_idx on maintenance_order (assigned_user_id);

-- Parts used on an order: free text and a quantity, optionally an inventory item.
create table maintenance_order_part (
  order_id integer not null references maintenance_order (id) on delete cascade,
  line_number smallint not null check (line_number between 1 and 50),
  description text not null check (length(description) between 1 and 100),
  quantity numeric(15, 3) not null check (quantity > 0),
  primary key (order_id, line_number)
);
