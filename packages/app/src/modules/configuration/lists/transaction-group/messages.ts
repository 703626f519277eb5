import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (TransactionGroup): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const transactionGroupMessages = defineMessages({
  title: { id: 'configuration.transactionGroup.title', defaultMessage: 'Transaction groups' },
  item: { id: 'configuration.transactionGroup.item', defaultMessage: 'transaction group' },
  intro: {
    id: 'configuration.transactionGroup.intro',
    defaultMessage: 'The transaction groups other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.transactionGroup.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.transactionGroup.code', defaultMessage: 'Code' },
  name: { id: 'configuration.transactionGroup.name', defaultMessage: 'Name' },
  reportOrder: { id: 'configuration.transactionGroup.reportOrder', defaultMessage: 'Report order' },
});
