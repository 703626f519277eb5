import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (City): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const cityMessages = defineMessages({
  title: { id: 'configuration.city.title', defaultMessage: 'Cities' },
  item: { id: 'configuration.city.item', defaultMessage: 'city' },
  intro: {
    id: 'configuration.city.intro',
    defaultMessage: 'The cities other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.city.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.city.code', defaultMessage: 'Code' },
  name: { id: 'configuration.city.name', defaultMessage: 'Name' },
  countryId: { id: 'configuration.city.countryId', defaultMessage: 'Country' },
});
