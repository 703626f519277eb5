import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (RoomCategory): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const roomCategoryMessages = defineMessages({
  title: { id: 'configuration.roomCategory.title', defaultMessage: 'Room categories' },
  item: { id: 'configuration.roomCategory.item', defaultMessage: 'room category' },
  intro: {
    id: 'configuration.roomCategory.intro',
    defaultMessage: 'The room categories other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.roomCategory.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.roomCategory.code', defaultMessage: 'Code' },
  name: { id: 'configuration.roomCategory.name', defaultMessage: 'Name' },
  sortOrder: { id: 'configuration.roomCategory.sortOrder', defaultMessage: 'Sort order' },
});
