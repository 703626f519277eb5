-- Searches ignore accents and case (issue 16): staff type "garcia" and expect "García, María",
-- since a booking keyboard at the desk rarely has the guest's accents on it. Thai and Lao are
-- matched as typed: unaccent's rules hold Latin, Greek and Cyrillic letters only, so Thai and
-- Lao vowels and tone marks are never taken away.

create extension if not exists unaccent;

-- unaccent() is only stable (it reads its dictionary by name through the search path), so an
-- index or a generated column can not use it; naming the dictionary and the function by schema
-- makes the result depend on the text alone, which is what immutable promises.
create function search_fold(value text) returns text
  language sql immutable strict parallel safe
  return lower(public.unaccent('public.unaccent'::regdictionary, value));

-- The guest search's text (migration 0062), folded the same way as the words searched for.
-- Dropping the column drops its trigram index, made again below.
alter table guest_profile drop column search_text;

alter table guest_profile
  add column search_text text generated always as (
    search_fold(
      first_name || ' ' || last_name || ' ' || id_number || ' ' || email || ' ' || phone || ' ' ||
      regexp_replace(phone, '[^0-9]', '', 'g')
    )
  ) stored;

create index guest_profile_search_idx on guest_profile using gin (search_text gin_trgm_ops) with (fastupdate = off);
