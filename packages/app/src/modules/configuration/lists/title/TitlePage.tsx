// Written by `pnpm gen master-data` (Title); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { titleMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/title.yaml).
const description: MasterDataDescription = {
  path: 'configuration/title',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 40 },
    { name: 'sortOrder', label: messages.sortOrder, kind: 'integer', min: 0, max: 1000000 },
  ],
  sortable: ['code', 'name', 'sortOrder'],
};

/** Spec §2 app/title: guest titles (master data). */
export function TitlePage() {
  return <MasterDataScreen description={description} />;
}
