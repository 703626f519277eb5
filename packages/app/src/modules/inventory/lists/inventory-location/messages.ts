import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (InventoryLocation): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const inventoryLocationMessages = defineMessages({
  title: { id: 'inventory.inventoryLocation.title', defaultMessage: 'Inventory locations' },
  item: { id: 'inventory.inventoryLocation.item', defaultMessage: 'location' },
  intro: {
    id: 'inventory.inventoryLocation.intro',
    defaultMessage: 'The inventory locations other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'inventory.inventoryLocation.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'inventory.inventoryLocation.code', defaultMessage: 'Code' },
  name: { id: 'inventory.inventoryLocation.name', defaultMessage: 'Name' },
  kind: { id: 'inventory.inventoryLocation.kind', defaultMessage: 'Kind' },
  active: { id: 'inventory.inventoryLocation.active', defaultMessage: 'Active' },
  kindStore: { id: 'inventory.inventoryLocation.kindStore', defaultMessage: 'Store' },
  kindOutlet: { id: 'inventory.inventoryLocation.kindOutlet', defaultMessage: 'Outlet' },
  kindHousekeeping: { id: 'inventory.inventoryLocation.kindHousekeeping', defaultMessage: 'Housekeeping' },
  kindMinibar: { id: 'inventory.inventoryLocation.kindMinibar', defaultMessage: 'Minibar' },
  kindEngineering: { id: 'inventory.inventoryLocation.kindEngineering', defaultMessage: 'Engineering' },
});
