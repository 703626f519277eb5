import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (KeepAt): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const keepAtMessages = defineMessages({
  title: { id: 'configuration.keepAt.title', defaultMessage: 'Keep-at places' },
  item: { id: 'configuration.keepAt.item', defaultMessage: 'keep-at place' },
  intro: {
    id: 'configuration.keepAt.intro',
    defaultMessage: 'The keep-at places other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.keepAt.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.keepAt.code', defaultMessage: 'Code' },
  name: { id: 'configuration.keepAt.name', defaultMessage: 'Name' },
});
