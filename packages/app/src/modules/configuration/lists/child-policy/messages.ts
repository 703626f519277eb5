import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (ChildPolicy): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const childPolicyMessages = defineMessages({
  title: { id: 'configuration.childPolicy.title', defaultMessage: 'Child policies' },
  item: { id: 'configuration.childPolicy.item', defaultMessage: 'child policy' },
  intro: {
    id: 'configuration.childPolicy.intro',
    defaultMessage: 'The child policies other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.childPolicy.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.childPolicy.code', defaultMessage: 'Code' },
  name: { id: 'configuration.childPolicy.name', defaultMessage: 'Name' },
  ageFrom: { id: 'configuration.childPolicy.ageFrom', defaultMessage: 'Age from' },
  ageTo: { id: 'configuration.childPolicy.ageTo', defaultMessage: 'Age to (inclusive)' },
  charge: { id: 'configuration.childPolicy.charge', defaultMessage: 'Charged as' },
  chargeValue: { id: 'configuration.childPolicy.chargeValue', defaultMessage: 'Charge (% or amount)' },
  sortOrder: { id: 'configuration.childPolicy.sortOrder', defaultMessage: 'Sort order' },
  chargeFree: { id: 'configuration.childPolicy.chargeFree', defaultMessage: 'Free' },
  chargePercent: { id: 'configuration.childPolicy.chargePercent', defaultMessage: 'Percent' },
  chargeAmount: { id: 'configuration.childPolicy.chargeAmount', defaultMessage: 'Amount' },
});
