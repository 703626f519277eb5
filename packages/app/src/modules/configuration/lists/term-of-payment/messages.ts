import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (TermOfPayment): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const termOfPaymentMessages = defineMessages({
  title: { id: 'configuration.termOfPayment.title', defaultMessage: 'Terms of payment' },
  item: { id: 'configuration.termOfPayment.item', defaultMessage: 'term of payment' },
  intro: {
    id: 'configuration.termOfPayment.intro',
    defaultMessage: 'The terms of payment other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.termOfPayment.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.termOfPayment.code', defaultMessage: 'Code' },
  name: { id: 'configuration.termOfPayment.name', defaultMessage: 'Name' },
  days: { id: 'configuration.termOfPayment.days', defaultMessage: 'Days' },
});
