import { describe, expect, it } from 'vitest';
import { isGroup, levelAt, type NavItem, trailTo } from './nav.ts';

const menu: NavItem[] = [
  {
    id: 'reservation',
    label: 'Reservation',
    children: [
      { id: 'dashboard', label: 'Reservation dashboard', url: '/menu/app/reservation-dashboard' },
      {
        id: 'reports',
        label: 'Reports',
        children: [{ id: 'no-show', label: 'No-show report', url: '/menu/app/no-show-report' }],
      },
    ],
  },
  { id: 'cashier', label: 'Cashier', url: '/menu/app/dashboard-cashier', children: [] },
];

describe('trailTo', () => {
  it('walks from the top level to the entry with the url', () => {
    expect(trailTo(menu, '/menu/app/no-show-report').map((item) => item.id)).toEqual([
      'reservation',
      'reports',
      'no-show',
    ]);
  });

  it('finds a top-level entry', () => {
    expect(trailTo(menu, '/menu/app/dashboard-cashier').map((item) => item.id)).toEqual(['cashier']);
  });

  it('is empty for an unknown, empty or missing url', () => {
    expect(trailTo(menu, '/menu/app/unknown')).toEqual([]);
    expect(trailTo(menu, '')).toEqual([]);
    expect(trailTo(menu, undefined)).toEqual([]);
  });
});

describe('levelAt', () => {
  it('answers the top level for an empty path', () => {
    expect(levelAt(menu, [])).toBe(menu);
  });

  it('descends through the groups of the path', () => {
    expect(levelAt(menu, ['reservation', 'reports']).map((item) => item.id)).toEqual(['no-show']);
  });

  it('stops at the deepest level it can reach when the path goes stale', () => {
    expect(levelAt(menu, ['reservation', 'gone']).map((item) => item.id)).toEqual(['dashboard', 'reports']);
  });
});

describe('isGroup', () => {
  it('is true only for entries with children', () => {
    expect(isGroup(menu[0] as NavItem)).toBe(true);
    // An empty children list is a plain link.
    expect(isGroup(menu[1] as NavItem)).toBe(false);
  });
});
