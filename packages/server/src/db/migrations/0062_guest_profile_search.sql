-- Guest search at the front desk (issue 7, guest profile): staff type part of a name, a passport
-- or id number, an email or a phone number, in any order, and expect an answer at once however
-- many guests the hotel has kept. A substring search (like '%…%') cannot use a btree, so each
-- guest keeps one lower-cased text of everything searchable, indexed by trigrams.

create extension if not exists pg_trgm;

-- The phone also as digits only, so "2055551234" finds "+856 20 5555 1234".
-- Fields are joined by a space and searched word by word, so no word matches across two fields.
alter table guest_profile
  add column search_text text generated always as (
    lower(
      first_name || ' ' || last_name || ' ' || id_number || ' ' || email || ' ' || phone || ' ' ||
      regexp_replace(phone, '[^0-9]', '', 'g')
    )
  ) stored;

-- Without fastupdate: new guests go straight into the index instead of a pending list that only
-- vacuum empties, and embedded PGlite has no autovacuum. Guests are added one at a time, so the
-- slower insert is not felt; a search never has to read a long pending list.
create index guest_profile_search_idx on guest_profile using gin (search_text gin_trgm_ops) with (fastupdate = off);

