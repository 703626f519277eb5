// Written by `pnpm gen master-data` (RoomCategory); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { roomCategoryMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/room-category.yaml).
const description: MasterDataDescription = {
  path: 'configuration/room-category',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'sortOrder', label: messages.sortOrder, kind: 'integer', min: 0, max: 1000000 },
  ],
  sortable: ['code', 'name', 'sortOrder'],
};

/** Spec §2 app/room-category: room categories (master data). */
export function RoomCategoryPage() {
  return <MasterDataScreen description={description} />;
}
