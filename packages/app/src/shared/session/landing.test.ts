import { describe, expect, it } from 'vitest';
import { grants, isAdmin, landingSection, MENU_SECTIONS } from './landing.ts';

const session = (permissions: string[], roles: string[] = permissions) => ({ roles, permissions });

describe('landing after login (spec §4)', () => {
  it('goes to the reservation dashboard whenever RESERVATION is granted', () => {
    expect(landingSection(session(['CASHIER', 'RESERVATION']))?.path).toBe('/menu/app/reservation-dashboard');
  });

  it('otherwise goes to the first section the roles grant, in the menu order', () => {
    expect(landingSection(session(['MANAGEMENT-INFORMATION-SYSTEM']))?.path).toBe(
      '/menu/app/mis-report-productivity-revenue',
    );
    expect(landingSection(session(['RECEPTION']))?.path).toBe('/menu/app-dashboard-reception');
    expect(landingSection(session(['CASHIER']))).toMatchObject({ path: '/menu/app/outlet', tab: 8 });
    expect(landingSection(session(['SALE', 'HOUSEKEEPING']))?.path).toBe('/menu/app-dashboard-housekeeping');
    expect(landingSection(session(['SALE-SETTING', 'CONFIGULATION-SETTING']))?.path).toBe('/menu/app/hotel-year');
  });

  it('treats ADMIN and All as every function (spec §6)', () => {
    for (const name of ['ADMIN', 'All']) {
      expect(isAdmin(session([], [name]))).toBe(true);
      expect(grants(session([], [name]), 'ENGINEER')).toBe(true);
      expect(landingSection(session([], [name]))?.tab).toBe(6);
    }
    expect(isAdmin(session(['ADMIN'], ['Night-Auditor']))).toBe(true);
  });

  it('has nowhere to go when no section is granted', () => {
    expect(landingSection(session([], ['GUEST-VIEWER']))).toBeUndefined();
  });

  it('reads grants from the functions, not from role codes that happen to match', () => {
    expect(grants(session(['SALE'], ['RESERVATION']), 'RESERVATION')).toBe(false);
  });

  it('keeps the spec tab indices', () => {
    expect(MENU_SECTIONS.map((section) => [section.label, section.tab])).toEqual([
      ['Manager Report', 1],
      ['Config', 2],
      ['Financial Settings', 3],
      ['Housekeeping Setting', 4],
      ['Sales Settings', 5],
      ['Reservation', 6],
      ['Reception', 7],
      ['Outlet Services', 8],
      ['Cashier', 9],
      ['Housekeeping', 10],
      ['Engineer', 11],
      ['Sales', 13],
    ]);
  });
});
