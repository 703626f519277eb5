import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (GuestType): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const guestTypeMessages = defineMessages({
  title: { id: 'configuration.guestType.title', defaultMessage: 'Guest types' },
  item: { id: 'configuration.guestType.item', defaultMessage: 'guest type' },
  intro: {
    id: 'configuration.guestType.intro',
    defaultMessage: 'The guest types other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.guestType.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.guestType.code', defaultMessage: 'Code' },
  name: { id: 'configuration.guestType.name', defaultMessage: 'Name' },
  sortOrder: { id: 'configuration.guestType.sortOrder', defaultMessage: 'Sort order' },
});
