import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (RoomBed): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const roomBedMessages = defineMessages({
  title: { id: 'configuration.roomBed.title', defaultMessage: 'Room bed setups' },
  item: { id: 'configuration.roomBed.item', defaultMessage: 'room bed setup' },
  intro: {
    id: 'configuration.roomBed.intro',
    defaultMessage: 'The room bed setups other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.roomBed.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.roomBed.code', defaultMessage: 'Code' },
  name: { id: 'configuration.roomBed.name', defaultMessage: 'Name' },
  bedTypeId: { id: 'configuration.roomBed.bedTypeId', defaultMessage: 'Bed type' },
  beds: { id: 'configuration.roomBed.beds', defaultMessage: 'Beds' },
  extraBedAllowed: { id: 'configuration.roomBed.extraBedAllowed', defaultMessage: 'Extra bed allowed' },
  sortOrder: { id: 'configuration.roomBed.sortOrder', defaultMessage: 'Sort order' },
});
