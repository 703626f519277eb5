// Written by `pnpm gen master-data` (GuestType); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { guestTypeMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/guest-type.yaml).
const description: MasterDataDescription = {
  path: 'configuration/guest-type',
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

/** Spec §2 app/guest-type: guest types (master data). */
export function GuestTypePage() {
  return <MasterDataScreen description={description} />;
}
