import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (ItemCategory): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const itemCategoryMessages = defineMessages({
  title: { id: 'inventory.itemCategory.title', defaultMessage: 'Item categories' },
  item: { id: 'inventory.itemCategory.item', defaultMessage: 'item category' },
  intro: {
    id: 'inventory.itemCategory.intro',
    defaultMessage: 'The item categories other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'inventory.itemCategory.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'inventory.itemCategory.code', defaultMessage: 'Code' },
  name: { id: 'inventory.itemCategory.name', defaultMessage: 'Name' },
});
