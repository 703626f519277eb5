import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (HotelYear): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const hotelYearMessages = defineMessages({
  title: { id: 'configuration.hotelYear.title', defaultMessage: 'Hotel years' },
  item: { id: 'configuration.hotelYear.item', defaultMessage: 'hotel year' },
  intro: {
    id: 'configuration.hotelYear.intro',
    defaultMessage: 'The hotel years other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.hotelYear.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.hotelYear.code', defaultMessage: 'Code' },
  name: { id: 'configuration.hotelYear.name', defaultMessage: 'Name' },
  startsOn: { id: 'configuration.hotelYear.startsOn', defaultMessage: 'Starts on' },
  endsOn: { id: 'configuration.hotelYear.endsOn', defaultMessage: 'Ends on' },
  closed: { id: 'configuration.hotelYear.closed', defaultMessage: 'Closed (no more postings)' },
});
