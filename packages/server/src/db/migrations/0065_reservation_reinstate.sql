-- A cancellation can be taken back (edit-reservation's Reinstate): the reservation returns to the
-- status it had before, which is kept when it is cancelled. Reservations cancelled before this
-- column existed come back as confirmed.
alter table reservation
  add column cancelled_from_status text
    check (cancelled_from_status in ('waitlist', 'tentative', 'confirmed', 'guaranteed'));
