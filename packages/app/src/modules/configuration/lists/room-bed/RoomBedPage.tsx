// Written by `pnpm gen master-data` (RoomBed); owned code from here on: edit it like any other.
import { codeAndName } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { roomBedMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/room-bed.yaml).
const description: MasterDataDescription = {
  path: 'configuration/room-bed',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    {
      name: 'bedTypeId',
      label: messages.bedTypeId,
      kind: 'reference',
      required: true,
      reference: { path: 'configuration/bed-type', label: codeAndName },
    },
    { name: 'beds', label: messages.beds, kind: 'integer', required: true, min: 0, max: 1000000 },
    { name: 'extraBedAllowed', label: messages.extraBedAllowed, kind: 'flag' },
    { name: 'sortOrder', label: messages.sortOrder, kind: 'integer', min: 0, max: 1000000 },
  ],
  sortable: ['code', 'name', 'bedTypeId', 'beds', 'sortOrder'],
};

/** Spec §2 app/room-bed: room bed setups (master data). */
export function RoomBedPage() {
  return <MasterDataScreen description={description} />;
}
