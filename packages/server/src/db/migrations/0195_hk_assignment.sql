-- Housekeeping assignments (issue 21, operations.md §5.2): which attendant cleans which room on a
-- hotel date, set by a supervisor. One attendant per room and date; a new hotel date starts with
-- no assignments, so yesterday's never leak into today's "my rooms".
create table hk_assignment (
  property_id integer not null references property (id),
  room_id integer not null references room (id),
  business_date date not null,
  attendant_user_id integer not null references app_user (id),
  assigned_by text not null,
  assigned_at timestamptz not null default now(),
  primary key (property_id, room_id, business_date)
);
-- "My rooms": an attendant's rooms on the hotel date.
create index hk_assignment_attendant_idx on hk_assignment (property_id, business_date, attendant_user_id);
create index hk_assignment_room_idx on hk_assignment (room_id);
create index hk_assignment_user_idx on hk_assignment (attendant_user_id);
