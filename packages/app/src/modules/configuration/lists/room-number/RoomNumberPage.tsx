import { codeAndName, type MinimumRow } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { roomNumberMessages as messages } from './messages.ts';

/** A room in a ComboBox: its number. */
const roomNumberOf = (row: MinimumRow): string =>
  typeof row.roomNumber === 'string' ? row.roomNumber : String(row.id);

// Limits as in the contract (openapi/schemas/configuration/room.yaml). The housekeeping status is
// housekeeping's and not on this screen; the server refuses a room as its own connecting room.
const description: MasterDataDescription = {
  path: 'configuration/room',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'roomNumber', label: messages.roomNumber, kind: 'text', required: true, maxLength: 10, width: 130 },
    {
      name: 'roomTypeId',
      label: messages.roomTypeId,
      kind: 'reference',
      required: true,
      reference: { path: 'configuration/room-type', label: codeAndName },
      width: 220,
    },
    {
      name: 'buildingId',
      label: messages.buildingId,
      kind: 'reference',
      required: true,
      reference: { path: 'configuration/building', label: codeAndName },
    },
    {
      name: 'floorId',
      label: messages.floorId,
      kind: 'reference',
      required: true,
      reference: { path: 'configuration/floor', label: codeAndName },
      width: 150,
    },
    {
      name: 'roomBedId',
      label: messages.roomBedId,
      kind: 'reference',
      reference: { path: 'configuration/room-bed', label: codeAndName },
    },
    {
      name: 'connectingRoomId',
      label: messages.connectingRoomId,
      kind: 'reference',
      reference: { path: 'configuration/room', label: roomNumberOf },
      width: 150,
    },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
    { name: 'note', label: messages.note, kind: 'text', maxLength: 200, width: 260 },
  ],
  sortable: ['roomNumber', 'roomTypeId', 'buildingId', 'floorId', 'active'],
};

/** Spec §2 app/room-number: the hotel's rooms (master data). */
export function RoomNumberPage() {
  return <MasterDataScreen description={description} />;
}
