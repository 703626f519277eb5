// Written by `pnpm gen master-data` (ItemCategory); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { itemCategoryMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/inventory/item-category.yaml).
const description: MasterDataDescription = {
  path: 'inventory/item-category',
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

/** Spec §2 app/item-category: item categories (master data). */
export function ItemCategoryPage() {
  return <MasterDataScreen description={description} />;
}
