-- Countries (/menu/app/country) become a list staff edit (the Thai and Lao names), so they carry a
-- row version against lost updates like every other list; alpha-3 codes are as unique as alpha-2,
-- and the names keep the limits the screen and the contract set.
alter table country add column version integer not null default 1 check (version >= 1);

alter table country
  add constraint country_iso3_unique unique (property_id, iso3),
  add constraint country_name_length check (length(name) between 1 and 80),
  add constraint country_name_th_length check (length(name_th) between 1 and 80),
  add constraint country_name_la_length check (length(name_la) between 1 and 80);
