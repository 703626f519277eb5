import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (RateCode): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const rateCodeMessages = defineMessages({
  title: { id: 'configuration.rateCode.title', defaultMessage: 'Rate codes' },
  item: { id: 'configuration.rateCode.item', defaultMessage: 'rate code' },
  intro: {
    id: 'configuration.rateCode.intro',
    defaultMessage: 'The rate codes other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.rateCode.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.rateCode.code', defaultMessage: 'Code' },
  name: { id: 'configuration.rateCode.name', defaultMessage: 'Name' },
  currencyId: { id: 'configuration.rateCode.currencyId', defaultMessage: 'Currency' },
  mealTypeId: { id: 'configuration.rateCode.mealTypeId', defaultMessage: 'Meal type' },
  marketId: { id: 'configuration.rateCode.marketId', defaultMessage: 'Market' },
  startsOn: { id: 'configuration.rateCode.startsOn', defaultMessage: 'Starts on' },
  endsOn: { id: 'configuration.rateCode.endsOn', defaultMessage: 'Ends on' },
  includesTax: { id: 'configuration.rateCode.includesTax', defaultMessage: 'Includes tax' },
  active: { id: 'configuration.rateCode.active', defaultMessage: 'Active' },
});
