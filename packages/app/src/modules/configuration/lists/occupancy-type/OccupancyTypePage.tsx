// Written by `pnpm gen master-data` (OccupancyType); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { occupancyTypeMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/occupancy-type.yaml).
const description: MasterDataDescription = {
  path: 'configuration/occupancy-type',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'adults', label: messages.adults, kind: 'integer', required: true, min: 0, max: 1000000 },
    { name: 'children', label: messages.children, kind: 'integer', min: 0, max: 1000000 },
  ],
  sortable: ['code', 'name', 'adults', 'children'],
};

/** Spec §2 app/occupancy-type: occupancy types (master data). */
export function OccupancyTypePage() {
  return <MasterDataScreen description={description} />;
}
