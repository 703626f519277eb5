import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (PaymentType): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const paymentTypeMessages = defineMessages({
  title: { id: 'configuration.paymentType.title', defaultMessage: 'Payment types' },
  item: { id: 'configuration.paymentType.item', defaultMessage: 'payment type' },
  intro: {
    id: 'configuration.paymentType.intro',
    defaultMessage: 'The payment types other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.paymentType.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.paymentType.code', defaultMessage: 'Code' },
  name: { id: 'configuration.paymentType.name', defaultMessage: 'Name' },
  kind: { id: 'configuration.paymentType.kind', defaultMessage: 'Kind' },
  currencyId: { id: 'configuration.paymentType.currencyId', defaultMessage: 'Currency' },
  transactionCodeId: { id: 'configuration.paymentType.transactionCodeId', defaultMessage: 'Transaction code' },
  active: { id: 'configuration.paymentType.active', defaultMessage: 'Active' },
  kindCash: { id: 'configuration.paymentType.kindCash', defaultMessage: 'Cash' },
  kindCard: { id: 'configuration.paymentType.kindCard', defaultMessage: 'Card' },
  kindTransfer: { id: 'configuration.paymentType.kindTransfer', defaultMessage: 'Transfer' },
  kindCityLedger: { id: 'configuration.paymentType.kindCityLedger', defaultMessage: 'City ledger' },
  kindOther: { id: 'configuration.paymentType.kindOther', defaultMessage: 'Other' },
});
