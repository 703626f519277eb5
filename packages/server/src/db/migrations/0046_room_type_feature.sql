-- The features of a room type (river view, balcony, …): many to many. A room type's features
-- go with it; a feature that room types have stays until they drop it.
create table room_type_feature (
  property_id integer not null references property (id),
  room_type_id integer not null,
  room_feature_id integer not null,
  constraint room_type_feature_pkey primary key (room_type_id, room_feature_id),
  constraint room_type_feature_room_type_id_fkey foreign key (room_type_id)
    references room_type (id) on delete cascade,
  constraint room_type_feature_room_feature_id_fkey foreign key (room_feature_id)
    references room_feature (id)
);

create index room_type_feature_room_feature_id_idx on room_type_feature (room_feature_id);
