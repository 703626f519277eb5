-- Texts the staff can edit without a release: interface texts that override the app's
-- translation files at run time (spec §7 UserInterfaceText), and the manuals help/{menu} shows.
-- The checks repeat the contract's rules so that no other writer can store what the API refuses.

create table interface_text (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  language text not null check (language in ('EN', 'TH', 'LA')),
  text_code text not null check (
    length(text_code) between 1 and 120
    and text_code ~ '^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$'
  ),
  text_value text not null check (length(text_value) between 1 and 200 and text_value ~ '\S'),
  version integer not null default 1 check (version >= 1),
  -- Message ids are case-sensitive in the translation files, so they are here too.
  constraint interface_text_unique unique (property_id, language, text_code)
);

create table help_text (
  id integer generated always as identity primary key,
  property_id integer not null references property (id),
  menu text not null check (
    length(menu) between 1 and 80
    and menu = btrim(menu)
    and menu !~ '[/?#\\[:cntrl:]]'
  ),
  language text not null check (language in ('EN', 'TH', 'LA')),
  title text not null check (length(title) between 1 and 120 and title ~ '\S'),
  body text not null check (length(body) between 1 and 20000 and body ~ '\S'),
  version integer not null default 1 check (version >= 1)
);
-- help/Reservation and help/reservation are the same manual: a typed URL must not pick one of two.
create unique index help_text_menu_unique on help_text (property_id, lower(menu), language);
