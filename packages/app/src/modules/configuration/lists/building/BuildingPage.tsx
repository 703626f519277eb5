// Written by `pnpm gen master-data` (Building); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { buildingMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/building.yaml).
const description: MasterDataDescription = {
  path: 'configuration/building',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 20 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
  ],
  sortable: ['code', 'name'],
};

/** Spec §2 app/building: buildings (master data). */
export function BuildingPage() {
  return <MasterDataScreen description={description} />;
}
