import { defineMessages } from 'react-intl';

// English here; Thai and Lao in public/assets/i18n/th.json and la.json.
export const roomTypeMessages = defineMessages({
  title: { id: 'configuration.roomType.title', defaultMessage: 'Room types' },
  item: { id: 'configuration.roomType.item', defaultMessage: 'room type' },
  intro: {
    id: 'configuration.roomType.intro',
    defaultMessage:
      'The room types the hotel sells: how many guests they sleep, the bed setup their rooms get unless a room says otherwise, and the rack rate per night. Codes are unique; a type with rooms cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.roomType.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.roomType.code', defaultMessage: 'Code' },
  name: { id: 'configuration.roomType.name', defaultMessage: 'Name' },
  roomCategoryId: { id: 'configuration.roomType.roomCategoryId', defaultMessage: 'Room category' },
  maxAdults: { id: 'configuration.roomType.maxAdults', defaultMessage: 'Max. adults' },
  maxChildren: { id: 'configuration.roomType.maxChildren', defaultMessage: 'Max. children' },
  defaultRoomBedId: { id: 'configuration.roomType.defaultRoomBedId', defaultMessage: 'Default bed setup' },
  baseRate: { id: 'configuration.roomType.baseRate', defaultMessage: 'Base rate' },
  sortOrder: { id: 'configuration.roomType.sortOrder', defaultMessage: 'Sort order' },
  overbookingAllowance: { id: 'configuration.roomType.overbookingAllowance', defaultMessage: 'Overbooking allowance' },
  active: { id: 'configuration.roomType.active', defaultMessage: 'Active' },
  features: { id: 'configuration.roomType.features', defaultMessage: 'Features' },
  featuresTitle: { id: 'configuration.roomType.featuresTitle', defaultMessage: 'Room type features' },
  featuresHelp: {
    id: 'configuration.roomType.featuresHelp',
    defaultMessage: 'Tick what every room of this type has. Saving replaces the type’s features.',
  },
  featuresLoading: { id: 'configuration.roomType.featuresLoading', defaultMessage: 'Loading the room features…' },
  featuresNone: {
    id: 'configuration.roomType.featuresNone',
    defaultMessage: 'There are no room features yet: add them on the Room features screen first.',
  },
});
