import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (Market): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const marketMessages = defineMessages({
  title: { id: 'configuration.market.title', defaultMessage: 'Markets' },
  item: { id: 'configuration.market.item', defaultMessage: 'market' },
  intro: {
    id: 'configuration.market.intro',
    defaultMessage: 'The markets other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.market.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.market.code', defaultMessage: 'Code' },
  name: { id: 'configuration.market.name', defaultMessage: 'Name' },
  sortOrder: { id: 'configuration.market.sortOrder', defaultMessage: 'Sort order' },
  active: { id: 'configuration.market.active', defaultMessage: 'Active' },
});
