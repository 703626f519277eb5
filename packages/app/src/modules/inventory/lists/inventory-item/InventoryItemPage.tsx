// Written by `pnpm gen master-data` (InventoryItem); owned code from here on: edit it like any other.
import { codeAndName } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { inventoryItemMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/inventory/inventory-item.yaml).
const description: MasterDataDescription = {
  path: 'inventory/inventory-item',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 20 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    {
      name: 'itemCategoryId',
      label: messages.itemCategoryId,
      kind: 'reference',
      required: true,
      reference: { path: 'inventory/item-category', label: codeAndName },
    },
    { name: 'unit', label: messages.unit, kind: 'text', required: true, maxLength: 10 },
    { name: 'parLevel', label: messages.parLevel, kind: 'decimal', decimals: 3 },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'itemCategoryId', 'unit', 'parLevel'],
};

/** Spec §2 app/item-master: item master (master data). */
export function InventoryItemPage() {
  return <MasterDataScreen description={description} />;
}
