-- Room numbers as a hotel keeps them (/menu/app/room-number): the bed setup the room has (when
-- it differs from its type's), the room it connects to, whether it is in use, and a note.
-- housekeeping_status stays with housekeeping; this screen never writes it.
alter table room
  add column room_bed_id integer references room_bed (id),
  add column connecting_room_id integer,
  add column active boolean not null default true,
  add column note text not null default '' check (length(note) <= 200),
  add constraint room_connecting_room_id_fkey foreign key (connecting_room_id) references room (id),
  add constraint room_connecting_room_not_itself check (connecting_room_id <> id);

create index room_room_bed_id_idx on room (room_bed_id);

create index room_connecting_room_id_idx on room (connecting_room_id);

-- Deleting a floor or building asks whether rooms use it; the index answers without a scan.
create index room_floor_id_idx on room (floor_id);

create index room_building_id_idx on room (building_id);
