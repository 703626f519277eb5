import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (Source): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const sourceMessages = defineMessages({
  title: { id: 'configuration.source.title', defaultMessage: 'Booking sources' },
  item: { id: 'configuration.source.item', defaultMessage: 'booking source' },
  intro: {
    id: 'configuration.source.intro',
    defaultMessage: 'The booking sources other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.source.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.source.code', defaultMessage: 'Code' },
  name: { id: 'configuration.source.name', defaultMessage: 'Name' },
  channel: { id: 'configuration.source.channel', defaultMessage: 'Channel (OTA or not)' },
  active: { id: 'configuration.source.active', defaultMessage: 'Active' },
  channelNonOta: { id: 'configuration.source.channelNonOta', defaultMessage: 'Non-OTA' },
  channelOta: { id: 'configuration.source.channelOta', defaultMessage: 'OTA' },
});
