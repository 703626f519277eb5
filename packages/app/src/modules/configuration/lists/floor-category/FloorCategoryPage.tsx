import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { floorCategoryMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/floor.yaml).
const description: MasterDataDescription = {
  path: 'configuration/floor',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 20, width: 140 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60, width: 320 },
    { name: 'sortOrder', label: messages.sortOrder, kind: 'integer', min: 0, max: 1000000, width: 140 },
  ],
  sortable: ['sortOrder', 'code', 'name'],
};

/** Spec §2 app/floor-category: the hotel's floors (master data). */
export function FloorCategoryPage() {
  return <MasterDataScreen description={description} />;
}
