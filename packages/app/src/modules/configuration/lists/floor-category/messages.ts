import { defineMessages } from 'react-intl';

// English here; Thai and Lao in public/assets/i18n/th.json and la.json.
export const floorCategoryMessages = defineMessages({
  title: { id: 'configuration.floorCategory.title', defaultMessage: 'Floors' },
  item: { id: 'configuration.floorCategory.item', defaultMessage: 'floor' },
  intro: {
    id: 'configuration.floorCategory.intro',
    defaultMessage:
      'The floors of the hotel, in the order housekeeping and the room lists walk them. Codes are unique; a floor with rooms cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.floorCategory.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.floorCategory.code', defaultMessage: 'Code' },
  name: { id: 'configuration.floorCategory.name', defaultMessage: 'Name' },
  sortOrder: { id: 'configuration.floorCategory.sortOrder', defaultMessage: 'Sort order' },
});
