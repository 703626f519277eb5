import type { Schemas } from '@pms/api-client';

export type FunctionCode = Schemas['FunctionCode'];

/** What the client knows a session may do: its roles and the functions they grant. */
export interface SessionAccess {
  roles: readonly string[];
  permissions: readonly string[];
}

export interface MenuSection {
  /** The section's top tab or side entry, as the spec names it. */
  label: string;
  /** The value kept under session storage `menu` while the section is active (spec §2). */
  tab: number;
  function: FunctionCode;
  path: string;
}

/**
 * The menu's sections in the order the spec's menu lists them (top tabs, then side entries):
 * after login the staff member lands on the first one their roles grant (spec §4). The shell
 * grows this table into its menu.
 */
export const MENU_SECTIONS: readonly MenuSection[] = [
  {
    label: 'Manager Report',
    tab: 1,
    function: 'MANAGEMENT-INFORMATION-SYSTEM',
    path: '/menu/app/mis-report-productivity-revenue',
  },
  { label: 'Config', tab: 2, function: 'CONFIGULATION-SETTING', path: '/menu/app/hotel-year' },
  { label: 'Financial Settings', tab: 3, function: 'FINANCIAL-SETTING', path: '/menu/app/transaction-group' },
  { label: 'Housekeeping Setting', tab: 4, function: 'HOUSEKEEPING-SETTING', path: '/menu/app/minibar-type' },
  { label: 'Sales Settings', tab: 5, function: 'SALE-SETTING', path: '/menu/app/source' },
  { label: 'Reservation', tab: 6, function: 'RESERVATION', path: '/menu/app/reservation-dashboard' },
  { label: 'Reception', tab: 7, function: 'RECEPTION', path: '/menu/app-dashboard-reception' },
  { label: 'Outlet Services', tab: 8, function: 'CASHIER', path: '/menu/app/outlet' },
  { label: 'Cashier', tab: 9, function: 'CASHIER', path: '/menu/app/dashboard-cashier' },
  { label: 'Housekeeping', tab: 10, function: 'HOUSEKEEPING', path: '/menu/app-dashboard-housekeeping' },
  { label: 'Engineer', tab: 11, function: 'ENGINEER', path: '/menu/app-dashboard-engineer' },
  { label: 'Sales', tab: 13, function: 'SALE', path: '/menu/app-dashboard-sale' },
];

const RESERVATION_SECTION = MENU_SECTIONS.find((section) => section.function === 'RESERVATION') as MenuSection;

/** Spec §6: a role or grant named ADMIN or All opens everything. */
const ADMIN_NAMES = new Set(['admin', 'all']);

export function isAdmin(access: SessionAccess): boolean {
  return [...access.roles, ...access.permissions].some((name) => ADMIN_NAMES.has(name.toLowerCase()));
}

/** Whether the session's roles grant a function. Only the UI asks this; the server decides for itself. */
export function grants(access: SessionAccess, fn: FunctionCode): boolean {
  return isAdmin(access) || access.permissions.includes(fn);
}

/**
 * Where a session starts (spec §4): the reservation dashboard with RESERVATION, else the first
 * section its roles grant; none when they grant no section at all.
 */
export function landingSection(access: SessionAccess): MenuSection | undefined {
  if (grants(access, 'RESERVATION')) return RESERVATION_SECTION;
  return MENU_SECTIONS.find((section) => grants(access, section.function));
}
