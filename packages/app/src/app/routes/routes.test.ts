import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configurationRoutes } from '../../modules/configuration/routes.tsx';
import { mayOpen } from '../../shared/menu/access.ts';
import { SECTIONS } from '../../shared/menu/catalogue.ts';
import { DEPARTMENT_ROUTES, MENU_ROUTES, type MenuRoute } from './menu.ts';
import { isMenuRouteHandle, menuRouteObjects } from './routeObjects.ts';
import { isHashRoute, REGENERATE_COMMAND, renderRoutesList, specSpelling } from './routesList.ts';
import specChildrenOfMenu from './spec-children-of-menu.json';

/*
 * Spec §2 "Children of menu", copied word for word into spec-children-of-menu.json (only "reports "
 * and "(labelled Check-in)" left out; the e2e crawl of the master data reads it too). Paths carry
 * the prefix app/ unless noted; the dashboards line is the one noted. A typo fixed or made in
 * menu.ts breaks a staff bookmark, and this list catches it.
 */
const SPEC_CHILDREN_OF_MENU: Readonly<Record<string, readonly string[]>> = specChildrenOfMenu;

const SPEC_PATHS = Object.entries(SPEC_CHILDREN_OF_MENU).flatMap(([line, entries]) =>
  entries.map((entry) => (entry === '{hash}' || line === 'Dashboards outside app/' ? entry : `app/${entry}`)),
);

/** 175 entries in spec §2; the issue's 171 counts the five `{hash}` once (see docs/routes.md). */
const DECLARED_ROUTE_COUNT = 175;
const ISSUE_ROUTE_COUNT = 171;

const route = (path: string) => MENU_ROUTES.find((candidate) => candidate.path === path) as MenuRoute;
const sorted = (values: readonly string[]) => [...values].sort();

describe('the route table (routes/menu.ts)', () => {
  it('declares every route of spec §2, counted precisely', () => {
    expect(SPEC_PATHS).toHaveLength(DECLARED_ROUTE_COUNT);
    expect(MENU_ROUTES).toHaveLength(DECLARED_ROUTE_COUNT);
    expect(new Set(MENU_ROUTES.map(specSpelling)).size).toBe(ISSUE_ROUTE_COUNT);
  });

  it('spells every path exactly as the spec does, typos included', () => {
    expect(sorted(MENU_ROUTES.map(specSpelling))).toEqual(sorted(SPEC_PATHS));
  });

  it('has no duplicate path, not even one differing only in case (the router ignores case)', () => {
    const paths = MENU_ROUTES.map((entry) => entry.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("declares the spec's {hash} entries as reservation paths outside the menu", () => {
    const hashRoutes = MENU_ROUTES.filter(isHashRoute);
    expect(hashRoutes.filter((entry) => entry.section === 'reservation')).toHaveLength(3);
    expect(hashRoutes.filter((entry) => entry.section === 'reception')).toHaveLength(2);
    for (const entry of hashRoutes) {
      expect(entry.inMenu, entry.path).toBe(false);
      expect(entry.sharesScreenWith, entry.path).toBeTruthy();
    }
  });

  it('lets the paths the spec names share one screen', () => {
    for (const path of ['app/reception-room-availability', 'app/room-availability-reception']) {
      expect(route(path).sharesScreenWith).toBe('app/room-availability');
    }
    const editing = MENU_ROUTES.filter((entry) => entry.sharesScreenWith === 'app/edit-reservation');
    expect(editing.filter((entry) => entry.section === 'reception').length).toBeGreaterThanOrEqual(2);
    for (const sharer of MENU_ROUTES.filter((entry) => entry.sharesScreenWith)) {
      const owner = route(sharer.sharesScreenWith as string);
      expect(owner, sharer.path).toBeDefined();
      expect(owner.sharesScreenWith, sharer.path).toBeUndefined();
      expect(sharer.screen, sharer.path).toBe(owner.screen);
      expect(sharer.helpTitle, sharer.path).toBe(owner.helpTitle);
    }
  });

  it('gives every route its section, label, help title and its section’s access', () => {
    for (const entry of MENU_ROUTES) {
      const section = SECTIONS.find((candidate) => candidate.id === entry.section);
      expect(section, entry.path).toBeDefined();
      // A route may also open to another department working on the same screen (catalogue alsoFor).
      expect(entry.access, entry.path).toEqual(
        section?.access === 'signed-in' ? 'signed-in' : expect.arrayContaining([...(section?.access ?? [])]),
      );
      expect(entry.label.id, entry.path).toMatch(/^routes\.page\./);
      expect(entry.helpTitle, entry.path).not.toBe('');
      if (entry.group) expect(entry.group.id, entry.path).toMatch(/^routes\.group\./);
    }
    expect(route('app/booking-list-reception').label.defaultMessage).toBe('Check-in');
  });

  it('reuses the screens already built instead of duplicating them', () => {
    for (const built of configurationRoutes) {
      expect(route(built.path as string).screen).toBe(built.lazy);
    }
    for (const built of DEPARTMENT_ROUTES) expect(route(built.path as string), built.path).toBeDefined();
  });
});

describe('the sections', () => {
  it('has the 13 sections with the spec’s tab indices, in tab order', () => {
    expect(SECTIONS.map((section) => [section.id, section.tab])).toEqual([
      ['manager-report', 1],
      ['config', 2],
      ['financial-settings', 3],
      ['housekeeping-setting', 4],
      ['sales-settings', 5],
      ['reservation', 6],
      ['reception', 7],
      ['outlet', 8],
      ['cashier', 9],
      ['housekeeping', 10],
      ['engineer', 11],
      ['financial', 12],
      ['sales', 13],
    ]);
  });

  it('leads each section to the home spec §2 gives it, a route of that section listed first', () => {
    expect(Object.fromEntries(SECTIONS.map((section) => [section.id, section.home]))).toEqual({
      'manager-report': 'app/mis-report-productivity-revenue',
      config: 'app/hotel-year',
      'financial-settings': 'app/transaction-group',
      'housekeeping-setting': 'app/minibar-type',
      'sales-settings': 'app/source',
      reservation: 'app/reservation-dashboard',
      reception: 'app-dashboard-reception',
      outlet: 'app/outlet',
      cashier: 'app/dashboard-cashier',
      housekeeping: 'app-dashboard-housekeeping',
      engineer: 'app-dashboard-engineer',
      financial: 'app-dashboard-financial',
      sales: 'app-dashboard-sale',
    });
    for (const section of SECTIONS) {
      expect(MENU_ROUTES.find((entry) => entry.section === section.id)?.path).toBe(section.home);
      expect(route(section.home).inMenu).toBe(true);
    }
  });

  it('asks each section for the function spec §6 maps it to; none is open to any signed-in user', () => {
    expect(Object.fromEntries(SECTIONS.map((section) => [section.id, section.access]))).toEqual({
      'manager-report': ['MANAGEMENT-INFORMATION-SYSTEM'],
      config: ['CONFIGULATION-SETTING'],
      'financial-settings': ['FINANCIAL-SETTING'],
      'housekeeping-setting': ['HOUSEKEEPING-SETTING'],
      'sales-settings': ['SALE-SETTING'],
      reservation: ['RESERVATION'],
      reception: ['RECEPTION'],
      outlet: ['CASHIER'],
      cashier: ['CASHIER'],
      housekeeping: ['HOUSEKEEPING'],
      engineer: ['ENGINEER'],
      financial: ['SALE'],
      sales: ['SALE'],
    });
  });
});

describe('access', () => {
  const reception = { roles: ['RECEPTION'], permissions: ['RECEPTION'] };
  const admin = { roles: ['ADMIN'], permissions: [] };

  it('opens a route to a session whose functions grant it, and to ADMIN', () => {
    expect(mayOpen(reception, route('app/room-rack').access)).toBe(true);
    expect(mayOpen(reception, route('app/reservation-dashboard').access)).toBe(false);
    expect(mayOpen(admin, route('app/ledger').access)).toBe(true);
    expect(mayOpen(null, route('app/room-rack').access)).toBe(false);
  });
});

const NotAvailable = () => null;

describe('the router children (routeObjects.ts)', () => {
  const objects = menuRouteObjects(MENU_ROUTES, NotAvailable);

  it('loads the screen of live routes lazily and shows the not-available page for the others', () => {
    expect(objects.map((object) => object.path)).toEqual(MENU_ROUTES.map((entry) => entry.path));
    MENU_ROUTES.forEach((entry, index) => {
      const object = objects[index];
      if (entry.screen) {
        expect(object?.lazy, entry.path).toBe(entry.screen);
        expect(object?.Component, entry.path).toBeUndefined();
      } else {
        expect(object?.Component, entry.path).toBe(NotAvailable);
        expect(object?.lazy, entry.path).toBeUndefined();
      }
    });
    // Live are exactly the paths the department modules route (and paths sharing their screens).
    const built = new Set(DEPARTMENT_ROUTES.map((route) => route.path));
    expect(sorted(MENU_ROUTES.filter((entry) => entry.screen).map((entry) => entry.path))).toEqual(
      sorted(MENU_ROUTES.filter((entry) => built.has(entry.sharesScreenWith ?? entry.path)).map((entry) => entry.path)),
    );
    expect(built.has('app/user') && built.has('app/reservation-dashboard')).toBe(true);
  });

  it('carries section, help title and access as route data', () => {
    const handle = objects.find((object) => object.path === 'app/cencellation-reason')?.handle;
    expect(isMenuRouteHandle(handle)).toBe(true);
    expect(handle).toMatchObject({
      section: 'sales-settings',
      helpTitle: 'Cancellation Reason',
      access: ['SALE-SETTING'],
    });
  });
});

describe('docs/routes.md', () => {
  const committed = readFileSync(fileURLToPath(new URL('../../../../../docs/routes.md', import.meta.url)), 'utf8');
  const generated = renderRoutesList();

  it(`is what the route table generates (regenerate with: ${REGENERATE_COMMAND})`, () => {
    expect(committed).toBe(generated);
  });

  it('lists every route once, live exactly when it has a screen', () => {
    const rows = generated.split('\n').filter((line) => line.startsWith('| /menu/') && line.split('|').length > 7);
    expect(rows).toHaveLength(DECLARED_ROUTE_COUNT);
    for (const entry of MENU_ROUTES) {
      const row = rows.find((line) => line.startsWith(`| /menu/${entry.path} |`));
      expect(row, entry.path).toContain(entry.screen ? '| live |' : '| not available yet |');
    }
    expect(generated).toContain(`- Declared: ${DECLARED_ROUTE_COUNT}`);
  });
});
