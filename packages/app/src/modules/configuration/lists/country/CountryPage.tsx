import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { countryMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/country.yaml); the server checks the
// code patterns (two and three capitals, three digits). Sorted by English name at first, as the
// ~250 rows are looked up by name.
const description: MasterDataDescription = {
  path: 'configuration/country',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'isoCode', label: messages.isoCode, kind: 'text', required: true, maxLength: 2, width: 100 },
    { name: 'iso3', label: messages.iso3, kind: 'text', required: true, maxLength: 3, width: 110 },
    { name: 'numericCode', label: messages.numericCode, kind: 'text', required: true, maxLength: 3, width: 110 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 80, width: 280 },
    { name: 'nameTh', label: messages.nameTh, kind: 'text', required: true, maxLength: 80, width: 240 },
    { name: 'nameLa', label: messages.nameLa, kind: 'text', required: true, maxLength: 80, width: 240 },
  ],
  sortable: ['name', 'isoCode', 'iso3', 'numericCode', 'nameTh', 'nameLa'],
};

/** Spec §2 app/country: the ISO country list in English, Thai and Lao (master data). */
export function CountryPage() {
  return <MasterDataScreen description={description} />;
}
