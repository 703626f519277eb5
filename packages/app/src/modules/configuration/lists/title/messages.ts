import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (Title): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const titleMessages = defineMessages({
  title: { id: 'configuration.title.title', defaultMessage: 'Guest titles' },
  item: { id: 'configuration.title.item', defaultMessage: 'guest title' },
  intro: {
    id: 'configuration.title.intro',
    defaultMessage: 'The guest titles other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.title.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.title.code', defaultMessage: 'Code' },
  name: { id: 'configuration.title.name', defaultMessage: 'Name' },
  sortOrder: { id: 'configuration.title.sortOrder', defaultMessage: 'Sort order' },
});
