import { type MasterDataDescription, MasterDataScreen } from '../../shared/masterData/MasterDataScreen.tsx';
import { buildingMessages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/building.yaml).
const building: MasterDataDescription = {
  path: 'configuration/building',
  title: buildingMessages.title,
  item: buildingMessages.item,
  intro: buildingMessages.intro,
  searchPlaceholder: buildingMessages.searchPlaceholder,
  fields: [
    { name: 'code', label: buildingMessages.code, kind: 'text', required: true, maxLength: 20, width: 140 },
    { name: 'name', label: buildingMessages.name, kind: 'text', required: true, maxLength: 60, width: 320 },
  ],
  sortable: ['code', 'name'],
};

/** Spec §2 app/building: the hotel's buildings (master data). */
export function BuildingPage() {
  return <MasterDataScreen description={building} />;
}
