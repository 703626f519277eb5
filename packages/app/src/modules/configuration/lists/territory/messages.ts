import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (Territory): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const territoryMessages = defineMessages({
  title: { id: 'configuration.territory.title', defaultMessage: 'Territories' },
  item: { id: 'configuration.territory.item', defaultMessage: 'territory' },
  intro: {
    id: 'configuration.territory.intro',
    defaultMessage: 'The territories other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.territory.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.territory.code', defaultMessage: 'Code' },
  name: { id: 'configuration.territory.name', defaultMessage: 'Name' },
});
