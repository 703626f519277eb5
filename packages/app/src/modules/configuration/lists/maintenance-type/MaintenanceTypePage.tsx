// Written by `pnpm gen master-data` (MaintenanceType); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { maintenanceTypeMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/maintenance-type.yaml).
const description: MasterDataDescription = {
  path: 'configuration/maintenance-type',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'setsOutOfOrder', label: messages.setsOutOfOrder, kind: 'flag' },
  ],
  sortable: ['code', 'name'],
};

/** Spec §2 app/maintenance-type: maintenance types (master data). */
export function MaintenanceTypePage() {
  return <MasterDataScreen description={description} />;
}
