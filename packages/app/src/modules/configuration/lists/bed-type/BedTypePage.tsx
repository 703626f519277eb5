// Written by `pnpm gen master-data` (BedType); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { bedTypeMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/bed-type.yaml).
const description: MasterDataDescription = {
  path: 'configuration/bed-type',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'widthCm', label: messages.widthCm, kind: 'integer', min: 0, max: 1000000 },
    { name: 'sleeps', label: messages.sleeps, kind: 'integer', required: true, min: 0, max: 1000000 },
  ],
  sortable: ['code', 'name', 'widthCm', 'sleeps'],
};

/** Spec §2 app/bed-type: bed types (master data). */
export function BedTypePage() {
  return <MasterDataScreen description={description} />;
}
