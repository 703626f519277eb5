import { describe, expect, it } from 'vitest';
import type { SessionAccess } from '../session/landing.ts';
import { mayOpen } from './access.ts';
import { MENU_ENTRIES } from './catalogue.ts';

const entry = (path: string) => {
  const found = MENU_ENTRIES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No route ${path}`);
  return found;
};
const staff = (...permissions: string[]): SessionAccess => ({ roles: ['STAFF'], permissions });
const opens = (session: SessionAccess, path: string) => mayOpen(session, entry(path).access);

// Issue 16: reception's room availability offered a booking the route then refused, and its
// booking list led to edit-reservation/{id}, which refused reception too.
describe('what the front desk opens', () => {
  const reception = staff('RECEPTION');

  it('books and changes bookings as the reservation office does', () => {
    for (const path of [
      'app/new-reservation-v3',
      'app/new-booking/walk-in',
      'app/edit-reservation',
      'app/edit-reservation/:hash',
      'app/reservation-card/:hash',
      'app/reception-room-availability',
      'app/bookingList-reception',
      'app/walk-in-form',
    ]) {
      expect(opens(reception, path), path).toBe(true);
    }
  });

  it("keeps the reservation office's own planning and reports to it", () => {
    for (const path of ['app/allotment-setting', 'app/reservation-dashboard', 'app/booking-list-reservation']) {
      expect(opens(reception, path), path).toBe(false);
      expect(opens(staff('RESERVATION'), path), path).toBe(true);
    }
  });

  it('opens the booking screens to no other department', () => {
    for (const fn of ['HOUSEKEEPING', 'CASHIER', 'SALE', 'ENGINEER']) {
      expect(opens(staff(fn), 'app/new-reservation-v3'), fn).toBe(false);
      expect(opens(staff(fn), 'app/edit-reservation/:hash'), fn).toBe(false);
    }
  });

  it('lets whoever opens room availability open the new reservation its nights start', () => {
    const booking = entry('app/new-reservation-v3').access;
    const availability = MENU_ENTRIES.filter(
      (route) => route.path === 'app/room-availability' || route.sharesScreenWith === 'app/room-availability',
    );
    expect(availability.length).toBeGreaterThanOrEqual(3);
    for (const route of availability) {
      for (const fn of route.access === 'signed-in' ? [] : route.access) {
        expect(mayOpen(staff(fn), booking), `${route.path} (${fn})`).toBe(true);
      }
    }
  });

  it("lets reception's booking list be the booking list screen", () => {
    expect(entry('app/bookingList-reception')).toMatchObject({
      section: 'reception',
      sharesScreenWith: 'app/booking-list',
    });
  });
});
