-- A room-status change is stamped with the moment it is made, not the start of its transaction:
-- when two attendants change one room at once, the second waits on the room's lock, and with now()
-- its change was stamped before the first's, so the log listed them the wrong way round.
alter table room_status_log alter column at set default clock_timestamp();
