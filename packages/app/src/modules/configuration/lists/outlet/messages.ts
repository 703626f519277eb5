import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (Outlet): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const outletMessages = defineMessages({
  title: { id: 'configuration.outlet.title', defaultMessage: 'Outlets' },
  item: { id: 'configuration.outlet.item', defaultMessage: 'outlet' },
  intro: {
    id: 'configuration.outlet.intro',
    defaultMessage: 'The outlets other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.outlet.searchPlaceholder', defaultMessage: 'Code or name or location' },
  code: { id: 'configuration.outlet.code', defaultMessage: 'Code' },
  name: { id: 'configuration.outlet.name', defaultMessage: 'Name' },
  location: { id: 'configuration.outlet.location', defaultMessage: 'Location' },
  departmentId: { id: 'configuration.outlet.departmentId', defaultMessage: 'Department' },
  postsToRoom: { id: 'configuration.outlet.postsToRoom', defaultMessage: 'Posts to room' },
  active: { id: 'configuration.outlet.active', defaultMessage: 'Active' },
});
