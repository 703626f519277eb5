// Written by `pnpm gen master-data` (HotelTaxType); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { hotelTaxTypeMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/hotel-tax-type.yaml).
const description: MasterDataDescription = {
  path: 'configuration/hotel-tax-type',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'percent', label: messages.percent, kind: 'decimal', required: true, decimals: 2 },
    { name: 'included', label: messages.included, kind: 'flag' },
    {
      name: 'appliesTo',
      label: messages.appliesTo,
      kind: 'choice',
      required: true,
      choices: [
        { value: 'ALL', label: messages.appliesToAll },
        { value: 'ROOM', label: messages.appliesToRoom },
        { value: 'FOOD-BEVERAGE', label: messages.appliesToFoodBeverage },
        { value: 'OTHER', label: messages.appliesToOther },
      ],
    },
    { name: 'sortOrder', label: messages.sortOrder, kind: 'integer', min: 0, max: 1000000 },
  ],
  sortable: ['code', 'name', 'percent', 'appliesTo', 'sortOrder'],
};

/** Spec §2 app/hotel-tax-type: tax types (master data). */
export function HotelTaxTypePage() {
  return <MasterDataScreen description={description} />;
}
