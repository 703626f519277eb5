import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (MinibarType): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const minibarTypeMessages = defineMessages({
  title: { id: 'configuration.minibarType.title', defaultMessage: 'Minibar items' },
  item: { id: 'configuration.minibarType.item', defaultMessage: 'minibar item' },
  intro: {
    id: 'configuration.minibarType.intro',
    defaultMessage: 'The minibar items other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.minibarType.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.minibarType.code', defaultMessage: 'Code' },
  name: { id: 'configuration.minibarType.name', defaultMessage: 'Name' },
  price: { id: 'configuration.minibarType.price', defaultMessage: 'Price' },
  transactionCodeId: { id: 'configuration.minibarType.transactionCodeId', defaultMessage: 'Transaction code' },
  inventoryItemId: { id: 'configuration.minibarType.inventoryItemId', defaultMessage: 'Store item' },
  sortOrder: { id: 'configuration.minibarType.sortOrder', defaultMessage: 'Sort order' },
  active: { id: 'configuration.minibarType.active', defaultMessage: 'Active' },
});
