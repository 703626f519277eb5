import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (Building); Thai and Lao in public/assets/i18n/th.json and la.json.
export const buildingMessages = defineMessages({
  title: { id: 'configuration.building.title', defaultMessage: 'Buildings' },
  item: { id: 'configuration.building.item', defaultMessage: 'building' },
  intro: {
    id: 'configuration.building.intro',
    defaultMessage:
      'The buildings of the hotel. Each room number stands in one; a building with rooms cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.building.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.building.code', defaultMessage: 'Code' },
  name: { id: 'configuration.building.name', defaultMessage: 'Name' },
});
