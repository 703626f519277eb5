import { defineMessages } from 'react-intl';

// English here; Thai and Lao in public/assets/i18n/th.json and la.json.
export const countryMessages = defineMessages({
  title: { id: 'configuration.country.title', defaultMessage: 'Countries' },
  item: { id: 'configuration.country.item', defaultMessage: 'country' },
  intro: {
    id: 'configuration.country.intro',
    defaultMessage:
      'The ISO 3166 country list, with the names staff and guests read in English, Thai and Lao. Correct a name here; add a country the list lacks with a user-assigned code (such as XK). A country that cities or the hotel detail use cannot be deleted.',
  },
  searchPlaceholder: {
    id: 'configuration.country.searchPlaceholder',
    defaultMessage: 'Code, or name in English, Thai or Lao',
  },
  isoCode: { id: 'configuration.country.isoCode', defaultMessage: 'Code' },
  iso3: { id: 'configuration.country.iso3', defaultMessage: 'Alpha-3' },
  numericCode: { id: 'configuration.country.numericCode', defaultMessage: 'Numeric' },
  name: { id: 'configuration.country.name', defaultMessage: 'Name (English)' },
  nameTh: { id: 'configuration.country.nameTh', defaultMessage: 'Name (Thai)' },
  nameLa: { id: 'configuration.country.nameLa', defaultMessage: 'Name (Lao)' },
});
