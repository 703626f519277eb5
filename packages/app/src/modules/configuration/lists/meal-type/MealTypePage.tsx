// Written by `pnpm gen master-data` (MealType); owned code from here on: edit it like any other.
import { type MasterDataDescription, MasterDataScreen } from '../../../../shared/masterData/MasterDataScreen.tsx';
import { mealTypeMessages as messages } from './messages.ts';

// Limits as in the contract (openapi/schemas/configuration/meal-type.yaml).
const description: MasterDataDescription = {
  path: 'configuration/meal-type',
  title: messages.title,
  item: messages.item,
  intro: messages.intro,
  searchPlaceholder: messages.searchPlaceholder,
  fields: [
    { name: 'code', label: messages.code, kind: 'text', required: true, maxLength: 10 },
    { name: 'name', label: messages.name, kind: 'text', required: true, maxLength: 60 },
    { name: 'includesBreakfast', label: messages.includesBreakfast, kind: 'flag' },
    { name: 'includesLunch', label: messages.includesLunch, kind: 'flag' },
    { name: 'includesDinner', label: messages.includesDinner, kind: 'flag' },
  ],
  sortable: ['code', 'name'],
};

/** Spec §2 app/meal-type: meal types (master data). */
export function MealTypePage() {
  return <MasterDataScreen description={description} />;
}
