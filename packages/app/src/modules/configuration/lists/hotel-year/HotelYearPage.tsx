// Written by `pnpm gen master-data` (HotelYear); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { hotelYearMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/hotel-year.yaml).
const description: MasterDataDescription = {
  path: 'configuration/hotel-year',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'startsOn', label: messages.startsOn, kind: 'date', required: true },
    { name: 'endsOn', label: messages.endsOn, kind: 'date', required: true },
    { name: 'closed', label: messages.closed, kind: 'flag' },
  ],
  sortable: ['code', 'name', 'startsOn', 'endsOn'],
};

/** Spec §2 app/hotel-year: hotel years (master data). */
export function HotelYearPage() {
  return <MasterDataScreen description={description} />;
}
