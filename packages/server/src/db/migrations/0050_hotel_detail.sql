-- Hotel detail (/menu/app/hotel-detail): what the hotel prints on folios, invoices and reports —
-- legal name, address, contacts, tax registration — and its check-in and check-out times. They
-- live on `property` beside the name, logo and background the login screen already reads, under
-- the same row version. Empty text means "not given", as in the master-data lists.
alter table property
  add column legal_name text not null default '' check (length(legal_name) <= 160),
  add column address_line1 text not null default '' check (length(address_line1) <= 120),
  add column address_line2 text not null default '' check (length(address_line2) <= 120),
  add column city text not null default '' check (length(city) <= 80),
  add column province text not null default '' check (length(province) <= 80),
  add column postcode text not null default '' check (length(postcode) <= 12),
  add column country_id integer,
  add column phone text not null default '' check (length(phone) <= 30),
  add column fax text not null default '' check (length(fax) <= 30),
  add column email text not null default '' check (length(email) <= 120),
  add column website text not null default '' check (length(website) <= 200),
  add column tax_id text not null default '' check (length(tax_id) <= 20),
  add column branch_number text not null default '' check (length(branch_number) <= 10),
  add column check_in_time time not null default '14:00',
  add column check_out_time time not null default '12:00';

-- Named, so that the country list can say why a country the hotel stands in cannot be deleted.
alter table property
  add constraint property_country_id_fkey foreign key (country_id) references country (id);
