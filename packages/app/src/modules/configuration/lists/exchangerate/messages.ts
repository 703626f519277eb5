import { defineMessages } from 'react-intl';

// English here; Thai and Lao in public/assets/i18n/th.json and la.json.
export const exchangeRateMessages = defineMessages({
  title: { id: 'configuration.exchangeRate.title', defaultMessage: 'Exchange rates' },
  item: { id: 'configuration.exchangeRate.item', defaultMessage: 'exchange rate' },
  intro: {
    id: 'configuration.exchangeRate.intro',
    defaultMessage:
      'Local-currency amounts for one unit of each foreign currency, from their effective date: the buying rate for money guests hand over, the selling rate for money the hotel hands out. The rate in force on a date is the latest one effective on or before it. One rate per currency and date.',
  },
  searchPlaceholder: {
    id: 'configuration.exchangeRate.searchPlaceholder',
    defaultMessage: 'Currency code or name, or date (yyyy-mm-dd)',
  },
  effectiveDate: { id: 'configuration.exchangeRate.effectiveDate', defaultMessage: 'Effective date' },
  currencyId: { id: 'configuration.exchangeRate.currencyId', defaultMessage: 'Currency' },
  buyingRate: { id: 'configuration.exchangeRate.buyingRate', defaultMessage: 'Buying rate' },
  sellingRate: { id: 'configuration.exchangeRate.sellingRate', defaultMessage: 'Selling rate' },
});
