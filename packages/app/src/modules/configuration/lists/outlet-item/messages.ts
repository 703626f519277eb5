import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (OutletItem): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const outletItemMessages = defineMessages({
  title: { id: 'configuration.outletItem.title', defaultMessage: 'Outlet items' },
  item: { id: 'configuration.outletItem.item', defaultMessage: 'outlet item' },
  intro: {
    id: 'configuration.outletItem.intro',
    defaultMessage: 'The outlet items other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.outletItem.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.outletItem.code', defaultMessage: 'Code' },
  name: { id: 'configuration.outletItem.name', defaultMessage: 'Name' },
  outletId: { id: 'configuration.outletItem.outletId', defaultMessage: 'Outlet' },
  transactionCodeId: { id: 'configuration.outletItem.transactionCodeId', defaultMessage: 'Transaction code' },
  price: { id: 'configuration.outletItem.price', defaultMessage: 'Price' },
  active: { id: 'configuration.outletItem.active', defaultMessage: 'Active' },
});
