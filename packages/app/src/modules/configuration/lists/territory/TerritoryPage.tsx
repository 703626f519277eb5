// Written by `pnpm gen master-data` (Territory); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { territoryMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/territory.yaml).
const description: MasterDataDescription = {
  path: 'configuration/territory',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
  ],
  sortable: ['code', 'name'],
};

/** Spec §2 app/territory: territories (master data). */
export function TerritoryPage() {
  return <MasterDataScreen description={description} />;
}
