import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (TransactionCode): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const transactionCodeMessages = defineMessages({
  title: { id: 'configuration.transactionCode.title', defaultMessage: 'Transaction codes' },
  item: { id: 'configuration.transactionCode.item', defaultMessage: 'transaction code' },
  intro: {
    id: 'configuration.transactionCode.intro',
    defaultMessage: 'The transaction codes other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.transactionCode.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.transactionCode.code', defaultMessage: 'Code' },
  name: { id: 'configuration.transactionCode.name', defaultMessage: 'Name' },
  transactionGroupId: { id: 'configuration.transactionCode.transactionGroupId', defaultMessage: 'Transaction group' },
  kind: { id: 'configuration.transactionCode.kind', defaultMessage: 'Kind' },
  departmentId: { id: 'configuration.transactionCode.departmentId', defaultMessage: 'Department' },
  defaultAmount: { id: 'configuration.transactionCode.defaultAmount', defaultMessage: 'Default amount' },
  taxable: { id: 'configuration.transactionCode.taxable', defaultMessage: 'Tax applies' },
  serviceCharge: { id: 'configuration.transactionCode.serviceCharge', defaultMessage: 'Service charge applies' },
  active: { id: 'configuration.transactionCode.active', defaultMessage: 'Active' },
  kindCharge: { id: 'configuration.transactionCode.kindCharge', defaultMessage: 'Charge' },
  kindPayment: { id: 'configuration.transactionCode.kindPayment', defaultMessage: 'Payment' },
  kindTax: { id: 'configuration.transactionCode.kindTax', defaultMessage: 'Tax' },
  kindService: { id: 'configuration.transactionCode.kindService', defaultMessage: 'Service' },
});
