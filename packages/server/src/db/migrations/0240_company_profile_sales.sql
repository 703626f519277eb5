-- Company profiles as sales keeps them (issue 20, operations.md §7.1 "Company profile"): what kind
-- of partner it is, whom to call, where to send the invoices (a billing e-mail apart from the
-- contact's), the address and country, the tax id, the credit the hotel gives it (limit and days
-- to pay), and the market, source and segment its bookings take by default. Every column has a
-- default, so the profiles already there and the lists that create one by code and name keep working.
alter table company_profile
  add column kind text not null default 'company',
  add column contact_name text not null default '',
  add column phone text not null default '',
  add column email text not null default '',
  add column billing_email text not null default '',
  add column address text not null default '',
  add column country_id integer references country (id),
  add column tax_id text not null default '',
  add column credit_limit numeric(14, 2) not null default 0,
  add column payment_term_days integer not null default 0,
  add column market_id integer references market (id),
  add column source_id integer references source (id),
  add column segment_id integer references segment (id),
  add constraint company_profile_kind check (kind in ('company', 'travel-agent', 'tour-operator', 'wholesaler')),
  add constraint company_profile_contact_name check (length(contact_name) <= 80),
  add constraint company_profile_phone check (length(phone) <= 30 and phone ~ '^[0-9+() .-]*$'),
  -- An address one could send to: one @ with something either side and no spaces (or none at all).
  add constraint company_profile_email check (length(email) <= 120 and (email = '' or email ~ '^[^@\s]+@[^@\s]+$')),
  add constraint company_profile_billing_email check (
    length(billing_email) <= 120 and (billing_email = '' or billing_email ~ '^[^@\s]+@[^@\s]+$')
  ),
  -- One line (street, town, postcode, separated by commas), as invoices and folios print it.
  add constraint company_profile_address check (length(address) <= 200 and address !~ '[\r\n]'),
  add constraint company_profile_tax_id check (length(tax_id) <= 30),
  add constraint company_profile_credit_limit check (credit_limit >= 0),
  -- Days to pay an invoice: up to a year.
  add constraint company_profile_payment_term check (payment_term_days between 0 and 365);

create index company_profile_country_id_idx on company_profile (country_id);
create index company_profile_market_id_idx on company_profile (market_id);
create index company_profile_source_id_idx on company_profile (source_id);
create index company_profile_segment_id_idx on company_profile (segment_id);
