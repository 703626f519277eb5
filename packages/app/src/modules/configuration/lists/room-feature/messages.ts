import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (RoomFeature): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const roomFeatureMessages = defineMessages({
  title: { id: 'configuration.roomFeature.title', defaultMessage: 'Room features' },
  item: { id: 'configuration.roomFeature.item', defaultMessage: 'room feature' },
  intro: {
    id: 'configuration.roomFeature.intro',
    defaultMessage: 'The room features other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.roomFeature.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.roomFeature.code', defaultMessage: 'Code' },
  name: { id: 'configuration.roomFeature.name', defaultMessage: 'Name' },
  sortOrder: { id: 'configuration.roomFeature.sortOrder', defaultMessage: 'Sort order' },
});
