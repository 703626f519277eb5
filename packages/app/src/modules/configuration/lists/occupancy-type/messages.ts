import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (OccupancyType): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const occupancyTypeMessages = defineMessages({
  title: { id: 'configuration.occupancyType.title', defaultMessage: 'Occupancy types' },
  item: { id: 'configuration.occupancyType.item', defaultMessage: 'occupancy type' },
  intro: {
    id: 'configuration.occupancyType.intro',
    defaultMessage: 'The occupancy types other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.occupancyType.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.occupancyType.code', defaultMessage: 'Code' },
  name: { id: 'configuration.occupancyType.name', defaultMessage: 'Name' },
  adults: { id: 'configuration.occupancyType.adults', defaultMessage: 'Adults' },
  children: { id: 'configuration.occupancyType.children', defaultMessage: 'Children' },
});
