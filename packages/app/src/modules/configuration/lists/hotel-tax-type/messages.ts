import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (HotelTaxType): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const hotelTaxTypeMessages = defineMessages({
  title: { id: 'configuration.hotelTaxType.title', defaultMessage: 'Tax types' },
  item: { id: 'configuration.hotelTaxType.item', defaultMessage: 'tax type' },
  intro: {
    id: 'configuration.hotelTaxType.intro',
    defaultMessage: 'The tax types other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.hotelTaxType.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.hotelTaxType.code', defaultMessage: 'Code' },
  name: { id: 'configuration.hotelTaxType.name', defaultMessage: 'Name' },
  percent: { id: 'configuration.hotelTaxType.percent', defaultMessage: 'Rate (%)' },
  included: { id: 'configuration.hotelTaxType.included', defaultMessage: 'Included in prices' },
  appliesTo: { id: 'configuration.hotelTaxType.appliesTo', defaultMessage: 'Applies to' },
  sortOrder: { id: 'configuration.hotelTaxType.sortOrder', defaultMessage: 'Sort order' },
  appliesToAll: { id: 'configuration.hotelTaxType.appliesToAll', defaultMessage: 'All' },
  appliesToRoom: { id: 'configuration.hotelTaxType.appliesToRoom', defaultMessage: 'Room' },
  appliesToFoodBeverage: {
    id: 'configuration.hotelTaxType.appliesToFoodBeverage',
    defaultMessage: 'Food and beverage',
  },
  appliesToOther: { id: 'configuration.hotelTaxType.appliesToOther', defaultMessage: 'Other' },
});
