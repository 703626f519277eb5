// Written by `pnpm gen master-data` (InventoryLocation); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { inventoryLocationMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/inventory/inventory-location.yaml).
const description: MasterDataDescription = {
  path: 'inventory/inventory-location',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    {
      name: 'kind',
      label: messages.kind,
      kind: 'choice',
      required: true,
      choices: [
        { value: 'store', label: messages.kindStore },
        { value: 'outlet', label: messages.kindOutlet },
        { value: 'housekeeping', label: messages.kindHousekeeping },
        { value: 'minibar', label: messages.kindMinibar },
        { value: 'engineering', label: messages.kindEngineering },
      ],
    },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'kind'],
};

/** Spec §2 app/inventory-location: inventory locations (master data). */
export function InventoryLocationPage() {
  return <MasterDataScreen description={description} />;
}
