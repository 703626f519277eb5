import { defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (MealType): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const mealTypeMessages = defineMessages({
  title: { id: 'configuration.mealType.title', defaultMessage: 'Meal types' },
  item: { id: 'configuration.mealType.item', defaultMessage: 'meal type' },
  intro: {
    id: 'configuration.mealType.intro',
    defaultMessage: 'The meal types other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.mealType.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.mealType.code', defaultMessage: 'Code' },
  name: { id: 'configuration.mealType.name', defaultMessage: 'Name' },
  includesBreakfast: { id: 'configuration.mealType.includesBreakfast', defaultMessage: 'Includes breakfast' },
  includesLunch: { id: 'configuration.mealType.includesLunch', defaultMessage: 'Includes lunch' },
  includesDinner: { id: 'configuration.mealType.includesDinner', defaultMessage: 'Includes dinner' },
});
