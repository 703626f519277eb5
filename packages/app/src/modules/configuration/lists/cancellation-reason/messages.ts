import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (CancellationReason): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const cancellationReasonMessages = defineMessages({
  title: { id: 'configuration.cancellationReason.title', defaultMessage: 'Cancellation reasons' },
  item: { id: 'configuration.cancellationReason.item', defaultMessage: 'cancellation reason' },
  intro: {
    id: 'configuration.cancellationReason.intro',
    defaultMessage: 'The cancellation reasons other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.cancellationReason.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.cancellationReason.code', defaultMessage: 'Code' },
  name: { id: 'configuration.cancellationReason.name', defaultMessage: 'Name' },
  chargeable: { id: 'configuration.cancellationReason.chargeable', defaultMessage: 'Chargeable' },
});
