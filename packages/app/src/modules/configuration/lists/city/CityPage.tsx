// Written by `pnpm gen master-data` (City); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { cityMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/city.yaml).
const description: MasterDataDescription = {
  path: 'configuration/city',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    {
      name: 'countryId',
      label: messages.countryId,
      kind: 'reference',
      required: true,
      // Countries are known by their ISO code rather than a code of the hotel's.
      reference: { path: 'configuration/country', label: (row) => `${row.isoCode} · ${row.name}` },
    },
  ],
  sortable: ['code', 'name', 'countryId'],
};

/** Spec §2 app/city: cities (master data). */
export function CityPage() {
  return <MasterDataScreen description={description} />;
}
