import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (Segment): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const segmentMessages = defineMessages({
  title: { id: 'configuration.segment.title', defaultMessage: 'Market segments' },
  item: { id: 'configuration.segment.item', defaultMessage: 'market segment' },
  intro: {
    id: 'configuration.segment.intro',
    defaultMessage: 'The market segments other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.segment.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.segment.code', defaultMessage: 'Code' },
  name: { id: 'configuration.segment.name', defaultMessage: 'Name' },
  sortOrder: { id: 'configuration.segment.sortOrder', defaultMessage: 'Sort order' },
  active: { id: 'configuration.segment.active', defaultMessage: 'Active' },
});
