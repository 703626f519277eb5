// Written by `pnpm gen master-data` (RateCode); owned code from here on: edit it like any other.
import { codeAndName } from '../../../../shared/masterData/fields.ts';
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { rateCodeMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/rate-code.yaml).
const description: MasterDataDescription = {
  path: 'configuration/rate-code',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    {
      name: 'currencyId',
      label: messages.currencyId,
      kind: 'reference',
      required: true,
      reference: { path: 'configuration/currency', label: codeAndName },
    },
    {
      name: 'mealTypeId',
      label: messages.mealTypeId,
      kind: 'reference',
      reference: { path: 'configuration/meal-type', label: codeAndName },
    },
    {
      name: 'marketId',
      label: messages.marketId,
      kind: 'reference',
      reference: { path: 'configuration/market', label: codeAndName },
    },
    { name: 'startsOn', label: messages.startsOn, kind: 'date' },
    { name: 'endsOn', label: messages.endsOn, kind: 'date' },
    { name: 'includesTax', label: messages.includesTax, kind: 'flag', defaultOn: true },
    { name: 'active', label: messages.active, kind: 'flag', defaultOn: true },
  ],
  sortable: ['code', 'name', 'currencyId', 'mealTypeId', 'marketId', 'startsOn', 'endsOn'],
};

/** Spec §2 app/rate-code: rate codes (master data). */
export function RateCodePage() {
  return <MasterDataScreen description={description} />;
}
