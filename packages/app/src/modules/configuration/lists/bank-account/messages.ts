import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (BankAccount): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const bankAccountMessages = defineMessages({
  title: { id: 'configuration.bankAccount.title', defaultMessage: 'Bank accounts' },
  item: { id: 'configuration.bankAccount.item', defaultMessage: 'bank account' },
  intro: {
    id: 'configuration.bankAccount.intro',
    defaultMessage: 'The bank accounts other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: {
    id: 'configuration.bankAccount.searchPlaceholder',
    defaultMessage: 'Code or name or bank name or branch or account number',
  },
  code: { id: 'configuration.bankAccount.code', defaultMessage: 'Code' },
  name: { id: 'configuration.bankAccount.name', defaultMessage: 'Name' },
  bankName: { id: 'configuration.bankAccount.bankName', defaultMessage: 'Bank name' },
  branch: { id: 'configuration.bankAccount.branch', defaultMessage: 'Branch' },
  accountNumber: { id: 'configuration.bankAccount.accountNumber', defaultMessage: 'Account number' },
  currencyId: { id: 'configuration.bankAccount.currencyId', defaultMessage: 'Currency' },
  active: { id: 'configuration.bankAccount.active', defaultMessage: 'Active' },
});
