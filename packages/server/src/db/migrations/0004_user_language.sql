-- The interface language each staff member chose (spec §9: EN, TH, LA; default EN). Kept on the
-- user, not the browser, so it follows them to any front-desk computer.
alter table app_user
  add column language text not null default 'EN' check (language in ('EN', 'TH', 'LA'));
