-- The accounting periods of a hotel year (/menu/app/hotel-year, Periods): one per calendar month
-- the year covers, numbered from 1, written by the server when the year is created (and again
-- when its dates change while none is closed). A closed period takes no more postings. They go
-- with their year.
create table hotel_period (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  hotel_year_id integer not null,
  number integer not null check (number between 1 and 100),
  name text not null check (length(name) between 1 and 20),
  starts_on date not null,
  ends_on date not null,
  closed boolean not null default false,
  version integer not null default 1 check (version >= 1),
  constraint hotel_period_hotel_year_id_fkey foreign key (hotel_year_id)
    references hotel_year (id) on delete cascade,
  constraint hotel_period_number_unique unique (hotel_year_id, number),
  constraint hotel_period_dates check (starts_on <= ends_on),
  constraint hotel_period_no_overlap exclude using gist (property_id with =, daterange(starts_on, ends_on, '[]') with &&)
);
