import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (BedType): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const bedTypeMessages = defineMessages({
  title: { id: 'configuration.bedType.title', defaultMessage: 'Bed types' },
  item: { id: 'configuration.bedType.item', defaultMessage: 'bed type' },
  intro: {
    id: 'configuration.bedType.intro',
    defaultMessage: 'The bed types other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.bedType.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.bedType.code', defaultMessage: 'Code' },
  name: { id: 'configuration.bedType.name', defaultMessage: 'Name' },
  widthCm: { id: 'configuration.bedType.widthCm', defaultMessage: 'Width (cm)' },
  sleeps: { id: 'configuration.bedType.sleeps', defaultMessage: 'Sleeps' },
});
