import { describeConstraint } from '../../api/errors.ts';
import { masterDataHandlers } from '../../api/masterData.ts';

// Meal type records (/menu/app/meal-type); written by `pnpm gen master-data`, owned from here on.
describeConstraint('meal_type_code_unique', 'code', 'is already used by another meal type');

export const mealTypeHandlers = masterDataHandlers<'configuration/meal-type'>({
  table: 'meal_type',
  entity: 'meal-type',
  fields: [
    { field: 'code', column: 'code', minimum: true, searchable: true },
    { field: 'name', column: 'name', minimum: true, searchable: true },
    { field: 'includesBreakfast', column: 'includes_breakfast', kind: 'flag' },
    { field: 'includesLunch', column: 'includes_lunch', kind: 'flag' },
    { field: 'includesDinner', column: 'includes_dinner', kind: 'flag' },
  ],
  defaultSort: 'code',
  // The foreign keys of other tables that point at meal_type, with what they mean to staff.
  usedBy: [
    { constraint: 'rate_code_meal_type_id_fkey', message: 'rate codes include this meal plan' },
    { constraint: 'room_stay_meal_type_id_fkey', message: 'booked stays include this meal plan' },
    { constraint: 'rate_code_rate_meal_type_id_fkey', message: 'rate tables of rate codes include this meal plan' },
  ],
});
