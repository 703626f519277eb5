// Written by `pnpm gen master-data` (KeepAt); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { keepAtMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/keep-at.yaml).
const description: MasterDataDescription = {
  path: 'configuration/keep-at',
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

/** Spec §2 app/keep-at: keep-at places (master data). */
export function KeepAtPage() {
  return <MasterDataScreen description={description} />;
}
