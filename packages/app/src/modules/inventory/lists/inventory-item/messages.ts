import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (InventoryItem): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const inventoryItemMessages = defineMessages({
  title: { id: 'inventory.inventoryItem.title', defaultMessage: 'Item master' },
  item: { id: 'inventory.inventoryItem.item', defaultMessage: 'item' },
  intro: {
    id: 'inventory.inventoryItem.intro',
    defaultMessage: 'The item master other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'inventory.inventoryItem.searchPlaceholder', defaultMessage: 'Code or name or unit' },
  code: { id: 'inventory.inventoryItem.code', defaultMessage: 'Code' },
  name: { id: 'inventory.inventoryItem.name', defaultMessage: 'Name' },
  itemCategoryId: { id: 'inventory.inventoryItem.itemCategoryId', defaultMessage: 'Item category' },
  unit: { id: 'inventory.inventoryItem.unit', defaultMessage: 'Unit' },
  parLevel: { id: 'inventory.inventoryItem.parLevel', defaultMessage: 'Par level' },
  active: { id: 'inventory.inventoryItem.active', defaultMessage: 'Active' },
});
