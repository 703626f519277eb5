-- Room types as a hotel keeps them (/menu/app/room-type): the category they sell under, the bed
-- setup a new room of the type gets, the base (rack) rate, the order staff list them in, and
-- whether they are still sold. Floors get the same bound on their order as the other lists.
alter table floor
  add constraint floor_sort_order_range check (sort_order between 0 and 1000000);

alter table room_type
  add column room_category_id integer references room_category (id),
  add column default_room_bed_id integer references room_bed (id),
  -- Money is exact and kept to the rounding rule's two decimals (domain.md).
  add column base_rate numeric(12, 2) not null default 0 check (base_rate >= 0),
  add column sort_order integer not null default 0 check (sort_order between 0 and 1000000),
  add column active boolean not null default true;

-- Types that exist already keep the order of their codes.
update room_type
set sort_order = ordered.position * 10
from (select id, row_number() over (partition by property_id order by code) as position from room_type) as ordered
where ordered.id = room_type.id;

create index room_type_room_category_id_idx on room_type (room_category_id);

create index room_type_default_room_bed_id_idx on room_type (default_room_bed_id);
