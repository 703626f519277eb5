import type { MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MenuSectionDefinition } from '../../shared/menu/types.ts';
import type { MenuRoute } from '../routes/menu.ts';
import { allows, routeAt, sectionAt, sectionMenu } from './menuModel.ts';

// A small table of the same shape as routes/menu.ts, so the model is tested on its own.
const label = (id: string, defaultMessage: string): MessageDescriptor => ({ id, defaultMessage });
const reports = label('group.reports', 'Reports');
const screen: MenuRoute['screen'] = async () => ({});

const SECTIONS: MenuSectionDefinition[] = [
  {
    id: 'reservation',
    tab: 6,
    placement: 'top',
    label: label('s.reservation', 'Reservation'),
    textCode: 'RESERVATION',
    access: ['RESERVATION'],
    home: 'app/reservation-dashboard',
  },
  {
    id: 'reception',
    tab: 7,
    placement: 'top',
    label: label('s.reception', 'Reception'),
    textCode: 'RECEPTION',
    access: ['RECEPTION'],
    home: 'app-dashboard-reception',
  },
];

const route = (path: string, section: MenuRoute['section'], extra: Partial<MenuRoute> = {}): MenuRoute => ({
  path,
  section,
  label: label(`r.${path}`, path),
  helpTitle: path,
  access: section === 'reservation' ? ['RESERVATION'] : ['RECEPTION'],
  inMenu: true,
  ...extra,
});

const ROUTES: MenuRoute[] = [
  route('app/reservation-dashboard', 'reservation', { screen }),
  route('app/reservation-report', 'reservation', { group: reports }),
  route('app/room-availability', 'reservation', { screen }),
  route('app/no-show-report', 'reservation', { group: reports }),
  route('app/edit-reservation/:hash', 'reservation', { inMenu: false }),
  route('app-dashboard-reception', 'reception', { screen }),
  route('app/message', 'reception', { access: ['CASHIER'] }),
];

const reception = { roles: ['RECEPTION'], permissions: ['RECEPTION'] };
const admin = { roles: ['ADMIN'], permissions: ['ADMIN'] };
const translate = (descriptor: MessageDescriptor) => String(descriptor.defaultMessage);

describe('the shell menu', () => {
  it('shows sections only to the roles they name', () => {
    expect(SECTIONS.filter((section) => allows(reception, section.access)).map((section) => section.id)).toEqual([
      'reception',
    ]);
    expect(SECTIONS.filter((section) => allows(admin, section.access))).toHaveLength(2);
    expect(allows(null, 'signed-in')).toBe(false);
    expect(allows(reception, 'signed-in')).toBe(true);
  });

  it('finds the route and section of an address, parameters included', () => {
    expect(routeAt(ROUTES, '/menu/app/edit-reservation/abc123')?.path).toBe('app/edit-reservation/:hash');
    expect(sectionAt(SECTIONS, ROUTES, '/menu/app-dashboard-reception')?.id).toBe('reception');
    expect(sectionAt(SECTIONS, ROUTES, '/menu/app/unknown')).toBeUndefined();
  });

  it('groups a section routes into submenus where each group first appears, marking unbuilt ones notNow', () => {
    const menu = sectionMenu(ROUTES, 'reservation', admin, translate);
    expect(menu).toEqual([
      {
        id: 'reservation:app/reservation-dashboard',
        label: 'app/reservation-dashboard',
        url: '/menu/app/reservation-dashboard',
      },
      {
        id: 'reservation:group:group.reports',
        label: 'Reports',
        children: [
          {
            id: 'reservation:app/reservation-report',
            label: 'app/reservation-report',
            url: '/menu/app/reservation-report',
            notNow: true,
          },
          {
            id: 'reservation:app/no-show-report',
            label: 'app/no-show-report',
            url: '/menu/app/no-show-report',
            notNow: true,
          },
        ],
      },
      { id: 'reservation:app/room-availability', label: 'app/room-availability', url: '/menu/app/room-availability' },
    ]);
  });

  it('leaves out routes the roles do not open', () => {
    expect(sectionMenu(ROUTES, 'reception', reception, translate).map((item) => item.url)).toEqual([
      '/menu/app-dashboard-reception',
    ]);
  });
});
