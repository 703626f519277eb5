import { defineMessages } from 'react-intl';

// English here; Thai and Lao in public/assets/i18n/th.json and la.json.
export const currencyUnitMessages = defineMessages({
  title: { id: 'configuration.currencyUnit.title', defaultMessage: 'Currencies' },
  item: { id: 'configuration.currencyUnit.item', defaultMessage: 'currency' },
  intro: {
    id: 'configuration.currencyUnit.intro',
    defaultMessage:
      'The currencies the hotel takes. One is the local currency that amounts are kept in: it cannot be deleted and has no exchange rates. A currency with rates, payment types, bank accounts or rate codes cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.currencyUnit.searchPlaceholder', defaultMessage: 'Code, name or symbol' },
  code: { id: 'configuration.currencyUnit.code', defaultMessage: 'Code (ISO 4217)' },
  name: { id: 'configuration.currencyUnit.name', defaultMessage: 'Name' },
  symbol: { id: 'configuration.currencyUnit.symbol', defaultMessage: 'Symbol' },
  decimals: { id: 'configuration.currencyUnit.decimals', defaultMessage: 'Decimals' },
  isLocalCurrency: { id: 'configuration.currencyUnit.isLocalCurrency', defaultMessage: 'Local currency' },
});
